"""The contract facts the hand-written layer acts on, read at run time from the artefacts embedded in
``contract/`` (copied byte for byte from the contract repository's generated/ by its build): nothing here
restates a fact of the contract.

- ``contract/recipes.json``: the signing recipes (host, method, path, action, ``when``, fields in hash order,
  algorithm) and the requests without a recipe (``withoutRecipe``, with the gap text and ``hashRequired``);
- ``contract/openapi/<host>.json``: the bundles, for each operation's media type, its request body's
  discriminator and branches, the member that carries the merchant's key (``x-credential: key``) and the
  members' order (form bodies are written in it).

Each host is read once, on first use.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

_ROOT = resources.files(__package__).joinpath("contract")


def read_json(*parts: str) -> Any:
    """An embedded artefact, parsed."""
    return json.loads(_ROOT.joinpath(*parts).read_text(encoding="utf-8"))


@cache
def recipes_document() -> dict[str, Any]:
    return read_json("recipes.json")


@dataclass(frozen=True)
class Condition:
    """A ``when`` (or ``unless``) condition of recipes.json: the body's value at ``keys`` equals ``equals``."""

    keys: tuple[str, ...]
    equals: Any

    def holds(self, body: Any) -> bool:
        value = body
        for key in self.keys:
            if not isinstance(value, dict) or key not in value:
                return False
            value = value[key]
        return value == self.equals


@dataclass(frozen=True)
class Recipe:
    id: str
    fields: tuple[tuple[str, ...], ...]  # each field as its member names from the body root
    pointers: tuple[str, ...]
    algorithm: str
    hash_member: str
    when: tuple[Condition, ...]
    # the members hashed, when each is a member of the body root (every form's recipe, most JSON ones); else None
    top_level: tuple[str, ...] | None = field(init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "top_level", tuple(k[0] for k in self.fields) if all(len(k) == 1 for k in self.fields) else None)

    def applies(self, body: Any) -> bool:
        return all(c.holds(body) for c in self.when)


@dataclass(frozen=True)
class NoRecipe:
    id: str
    hash_required: bool
    gap: str
    unless: tuple[Condition, ...]

    def applies(self, body: Any) -> bool:
        return not self.unless or not all(c.holds(body) for c in self.unless)


@dataclass
class Element:
    """A request body the layer signs: an operation's body, or one action branch of a form body."""

    label: str
    key_member: str | None
    members: tuple[str, ...]
    recipes: list[Recipe] = field(default_factory=list)
    no_recipe: list[NoRecipe] = field(default_factory=list)


@dataclass
class Operation:
    method: str
    path: str
    operation_id: str | None
    label: str
    content_type: str | None
    body_required: bool
    discriminator: str | None
    element: Element | None  # the body's element when there is no discriminator
    branches: dict[str, Element]  # by discriminator value


@dataclass
class Host:
    name: str
    title: str
    operations: list[Operation]
    # (method, path) -> operation, and the paths longest first, to match a URL path that has a base path before it
    by_route: dict[tuple[str, str], Operation]

    def operation_for(self, method: str, url_path: str) -> Operation | None:
        op = self.by_route.get((method, url_path))
        if op is not None:
            return op
        # A base path before the operation's path (http://host/base + /post): every path starts with "/", so a
        # suffix match is a match of whole segments; the longest path first.
        for candidate in sorted(self.operations, key=lambda o: -len(o.path)):
            if candidate.method == method and url_path.endswith(candidate.path):
                return candidate
        return None


def _condition(raw: dict[str, Any]) -> Condition:
    return Condition(tuple(raw["keys"]), raw["equals"])


def _resolver(document: dict[str, Any]):
    def resolve(schema: Any) -> Any:
        seen = 0
        while isinstance(schema, dict) and "$ref" in schema:
            ref = schema["$ref"]
            if not ref.startswith("#/"):
                raise ValueError(f"external reference {ref} in an embedded bundle")
            target: Any = document
            for token in ref[2:].split("/"):
                target = target[token.replace("~1", "/").replace("~0", "~")]
            schema = target
            seen += 1
            if seen > 64:
                raise ValueError(f"reference cycle at {ref}")
        return schema

    return resolve


def _properties(schema: dict[str, Any], resolve) -> dict[str, Any]:
    """The members a body schema names, in order: its allOf parts' first, then its own."""
    out: dict[str, Any] = {}
    for part in schema.get("allOf", []):
        out.update(_properties(resolve(part), resolve))
    out.update(schema.get("properties", {}))
    return out


def _is_key(member_schema: Any, resolve) -> bool:
    s = resolve(member_schema)
    if isinstance(s, dict) and s.get("x-credential") == "key":
        return True
    return isinstance(s, dict) and any(_is_key(p, resolve) for p in s.get("allOf", []))


def _element(label: str, schema: dict[str, Any], resolve) -> Element:
    props = _properties(schema, resolve)
    keys = [name for name, s in props.items() if _is_key(s, resolve)]
    if len(keys) > 1:
        raise ValueError(f"{label}: more than one key member ({', '.join(keys)})")
    return Element(label=label, key_member=keys[0] if keys else None, members=tuple(props))


@cache
def host(name: str) -> Host:
    """The operations of a host (checkout, s2s-card, s2s-apm), with their recipes, from the embedded artefacts."""
    doc = recipes_document()
    bundles = {r["host"]["name"]: r["host"]["bundle"] for r in doc["recipes"] + doc["withoutRecipe"]}
    if name not in bundles:
        raise ValueError(f"no host {name!r} in the contract; there are {', '.join(sorted(bundles))}")
    bundle_file = bundles[name].rsplit("/", 1)[-1]
    document = read_json("openapi", bundle_file)
    resolve = _resolver(document)
    operations: list[Operation] = []
    for path, item in document.get("paths", {}).items():
        for method, op in item.items():
            if not isinstance(op, dict) or "responses" not in op:
                continue
            upper = method.upper()
            label = f"{upper} {path}" + (f" ({op['operationId']})" if op.get("operationId") else "")
            body = resolve(op.get("requestBody")) if op.get("requestBody") else None
            content_type = None
            element = None
            branches: dict[str, Element] = {}
            discriminator = None
            if body:
                content_type, media = next(iter(body["content"].items()))
                schema = resolve(media.get("schema", {}))
                if "discriminator" in schema:
                    discriminator = schema["discriminator"]["propertyName"]
                    for value, ref in schema["discriminator"]["mapping"].items():
                        branches[value] = _element(f"{label} {discriminator}={value}", resolve({"$ref": ref}), resolve)
                else:
                    element = _element(label, schema, resolve)
            operations.append(
                Operation(
                    method=upper,
                    path=path,
                    operation_id=op.get("operationId"),
                    label=label,
                    content_type=content_type,
                    body_required=bool(body and body.get("required")),
                    discriminator=discriminator,
                    element=element,
                    branches=branches,
                )
            )

    def element_of(entry: dict[str, Any]) -> Element | None:
        for op in operations:
            if op.method == entry["method"] and op.path == entry["path"]:
                action = entry.get("action")
                if action is None:
                    return op.element
                return op.branches.get(action["value"])
        return None

    for r in doc["recipes"]:
        if r["host"]["name"] != name:
            continue
        el = element_of(r)
        if el is None:
            raise ValueError(f"recipe {r['id']} names no operation of the bundle {bundle_file}")
        el.recipes.append(
            Recipe(
                id=r["id"],
                fields=tuple(tuple(f["keys"]) for f in r["fields"]),
                pointers=tuple(f.get("formKey") or f["pointer"] for f in r["fields"]),
                algorithm=r["algorithm"],
                hash_member=r["hashMember"],
                when=tuple(_condition(c) for c in (r["when"] or [])),
            )
        )
    for r in doc["withoutRecipe"]:
        if r["host"]["name"] != name or r["method"] is None or r["path"] is None:
            continue  # a request no operation of the bundle makes (its path is not shown)
        el = element_of(r)
        if el is None:
            continue
        el.no_recipe.append(
            NoRecipe(id=r["id"], hash_required=bool(r["hashRequired"]), gap=r["gap"], unless=tuple(_condition(c) for c in (r["unless"] or [])))
        )
    return Host(
        name=name,
        title=document.get("info", {}).get("title", name),
        operations=operations,
        by_route={(op.method, op.path): op for op in operations},
    )


@cache
def hash_member() -> str:
    """The body member that carries the request signature (every recipe's ``hashMember``)."""
    names = {r["hashMember"] for r in recipes_document()["recipes"]}
    if len(names) != 1:
        raise ValueError(f"recipes.json names {len(names)} hash members: {sorted(names)}")
    return names.pop()


def bundle_files() -> list[str]:
    """The embedded bundles' file names (checkout.json, ...)."""
    doc = recipes_document()
    return sorted({r["host"]["bundle"].rsplit("/", 1)[-1] for r in doc["recipes"] + doc["withoutRecipe"]})


def host_names() -> list[str]:
    doc = recipes_document()
    return sorted({r["host"]["name"] for r in doc["recipes"] + doc["withoutRecipe"]})
