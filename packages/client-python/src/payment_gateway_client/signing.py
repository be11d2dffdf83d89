"""The signing layer: an ``httpx.Auth`` that, for every request a client of this package sends,

1. finds the operation of the host's contract the request is for, and for a form body the action branch its
   ``action`` selects (a request the contract does not have is refused);
2. fills the merchant's key in the member the contract marks as the key (``merchant_key`` in Checkout JSON,
   ``client_key`` in S2S forms), when the body leaves it empty or out;
3. computes ``hash`` by the element's recipe (recipes.json: its fields in order, ``when`` honoured); a ``hash``
   the caller passed must equal it (hex case aside) and is sent as passed; where the contract gives no recipe
   the caller passes ``hash``, or the call is refused with the contract's gap text;
4. writes the body again: JSON as httpx writes it, forms form-encoded in the contract's member order, with
   bracket keys such as ``parameters[mobile_number]`` written as the literal member names they are.

A refused call raises :class:`ContractRefusal` before anything is sent. The password only enters the hash:
it is never sent, and a body that holds it as a value is refused.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Generator
from typing import Any, NamedTuple
from urllib.parse import quote_plus, unquote_plus

import httpx

from . import _contract

#: Pass this (an empty string) for the key member and ``hash_`` of a generated request model: the signing
#: layer fills them. The generated models require both; an empty key or hash is never valid on the wire.
AUTO = ""

FORM = "application/x-www-form-urlencoded"


class ContractRefusal(Exception):
    """A call refused before anything was sent. ``code`` says which rule it broke:

    ``UNKNOWN_OPERATION``, ``UNKNOWN_BRANCH``, ``MISSING_BODY``, ``INVALID_BODY`` (not the operation's media
    type, not parsable, a member twice), ``HASH_REQUIRED`` (no recipe, no hash passed), ``HASH_FIELD`` (a hashed
    member missing or not a string), ``HASH_MISMATCH`` (a passed hash the recipe does not give),
    ``PASSWORD_IN_BODY``, ``UNKNOWN_ALGORITHM``.
    """

    def __init__(self, code: str, element: str, reason: str) -> None:
        super().__init__(f"Refused before sending {element}: {reason}")
        self.code = code
        self.element = element
        self.reason = reason


def _utf8(text: str) -> bytes:
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates: U+FFFD, as JavaScript's UTF-8 encoders write them
        return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace").encode("utf-8")


class Digest(NamedTuple):
    """Each step of a signature: the upper-case input (with the password: never log it), its MD5, the SHA1."""

    upper: str
    md5: str
    sha1: str


def _sha1_md5_upper(joined: str, password: str) -> Digest:
    upper = (joined + password).upper()
    md5 = hashlib.md5(_utf8(upper)).hexdigest()
    return Digest(upper, md5, hashlib.sha1(md5.encode("ascii")).hexdigest())


#: The algorithms a recipe may name (recipes.json ``algorithms``), by that name. Python's ``str.upper()`` is the
#: locale-independent full case mapping the recipe's reading asks for (``ß`` becomes ``SS``).
ALGORITHMS: dict[str, Callable[[str, str], Digest]] = {
    "sha1(md5(upper(fields+password)))": _sha1_md5_upper,
}


def recipe_digest(algorithm: str, values: list[str], password: str) -> Digest:
    """The signature of the values a recipe names, in its order, by its algorithm, step by step."""
    fn = ALGORITHMS.get(algorithm)
    if fn is None:
        raise ContractRefusal("UNKNOWN_ALGORITHM", "a request", f"the recipe names the algorithm {algorithm!r}; this package knows {', '.join(ALGORITHMS)}")
    return fn("".join(values), password)


def recipe_hash(algorithm: str, values: list[str], password: str) -> str:
    """The hash of the values a recipe names, in its order, by its algorithm (lower-case hex)."""
    return recipe_digest(algorithm, values, password).sha1


_FORM_SAFE = re.compile(r"[A-Za-z0-9_*.\-]*")


def form_component(text: str) -> str:
    """One name or value, application/x-www-form-urlencoded as the URL Standard writes it (URLSearchParams):
    letters, digits and ``*-._`` as they are, space as ``+``, anything else as %XX of its UTF-8 bytes."""
    if _FORM_SAFE.fullmatch(text):
        return text
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    return quote_plus(text, safe="*").replace("~", "%7E")


_NAMES: dict[str, str] = {}  # member names as encoded, "name=": the contract's few names, encoded once


def form_encode(body: dict[str, str], order: tuple[str, ...] = ()) -> str:
    """A flat form body: the members in ``order`` first (the contract's), then the others as given; each name
    is the literal member name (``parameters[mobile_number]``), encoded like any other text."""
    keys = [k for k in order if k in body] + [k for k in body if k not in order] if order else list(body)
    parts = []
    for k in keys:
        name = _NAMES.get(k)
        if name is None:
            name = f"{form_component(k)}="
            if len(_NAMES) < 1024:
                _NAMES[k] = name
        parts.append(name + form_component(body[k]))
    return "&".join(parts)


def _form_decode(content: bytes) -> dict[str, str]:
    """A form body as its members (application/x-www-form-urlencoded parsing: + is a space, %XX a UTF-8
    byte); a member given twice is refused, since its value to hash would be ambiguous."""
    body: dict[str, str] = {}
    text = content.decode("ascii")
    if not text:
        return body
    for part in text.split("&"):
        if not part:
            continue
        k, _, v = part.partition("=")
        if "%" in k or "+" in k:
            k = unquote_plus(k, errors="strict")
        if "%" in v or "+" in v:
            v = unquote_plus(v, errors="strict")
        if k in body:
            raise ValueError(f"the member {k!r} appears twice.")
        body[k] = v
    return body


def _value_at(body: Any, keys: tuple[str, ...]) -> Any:
    value = body
    for key in keys:
        if not isinstance(value, dict) or key not in value:
            return None
        value = value[key]
    return value


def _holds_password(value: Any, password: str) -> bool:
    if isinstance(value, str):
        return value == password
    if isinstance(value, dict):
        return any(_holds_password(v, password) for v in value.values())
    if isinstance(value, list):
        return any(_holds_password(v, password) for v in value)
    return False


def _what(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"the boolean {json.dumps(value)}"
    if isinstance(value, (int, float)):
        return f"the number {value!r}"
    return "an array" if isinstance(value, list) else "an object" if isinstance(value, dict) else type(value).__name__


class GatewayAuth(httpx.Auth):
    """Signs every request of one host of the contract (``checkout``, ``s2s-card`` or ``s2s-apm``) with the
    merchant's ``key`` and ``password``. Give it to an httpx client (``httpx.Client(auth=...)``), or to a
    generated client as ``httpx_args={"auth": ...}``; the factories of this package do that for you."""

    requires_request_body = True

    def __init__(self, host: str, *, key: str, password: str) -> None:
        for name, value in (("host", host), ("key", key), ("password", password)):
            if not isinstance(value, str) or value == "":
                raise TypeError(f"GatewayAuth: {name} must be a non-empty string")
        self._host = _contract.host(host)
        self._key = key
        self._password = password
        self._hash_member = _contract.hash_member()
        self._routes: dict[tuple[str, bytes], _contract.Operation] = {}  # (method, raw path) -> operation, as met

    def __repr__(self) -> str:  # never the password
        return f"GatewayAuth(host={self._host.name!r}, key={self._key!r})"

    @property
    def host(self) -> str:
        return self._host.name

    def auth_flow(self, request: httpx.Request) -> Generator[httpx.Request, httpx.Response, None]:
        yield self.sign(request)

    def sign(self, request: httpx.Request) -> httpx.Request:
        """The request as it is sent (the same object, its body written again): key filled, hash computed; or
        ContractRefusal, the request unchanged."""
        host = self._host
        route = (request.method, request.url.raw_path)
        op = self._routes.get(route)
        if op is None:
            op = host.operation_for(request.method, request.url.path)
            if op is not None and len(self._routes) < 64:
                self._routes[route] = op
        if op is None:
            routes = ", ".join(f"{o.method} {o.path}" for o in host.operations)
            raise ContractRefusal("UNKNOWN_OPERATION", f"{request.method} {request.url.path}", f"the {host.title} contract has no such operation; it has {routes}.")
        content = request.read()
        if op.content_type is None:
            return request
        if not content:
            if op.body_required:
                raise ContractRefusal("MISSING_BODY", op.label, "the request body is required.")
            return request
        media = request.headers.get("content-type", "").split(";", 1)[0].strip().lower()
        if media != op.content_type:
            raise ContractRefusal("INVALID_BODY", op.label, f"the operation takes {op.content_type}; the request is {media or 'without a Content-Type'}.")
        form = media == FORM
        body: dict[str, Any]
        if form:
            try:
                body = _form_decode(content)
            except (UnicodeDecodeError, ValueError) as err:
                raise ContractRefusal("INVALID_BODY", op.label, f"the form body does not parse: {err}") from None
        else:
            try:
                body = json.loads(content)
            except ValueError as err:
                raise ContractRefusal("INVALID_BODY", op.label, f"the JSON body does not parse: {err}.") from None
            if not isinstance(body, dict):
                raise ContractRefusal("INVALID_BODY", op.label, "the JSON body is not an object.")
        if op.discriminator is not None:
            value = body.get(op.discriminator)
            element = op.branches.get(value) if isinstance(value, str) else None
            if element is None:
                raise ContractRefusal("UNKNOWN_BRANCH", op.label, f"{op.discriminator} {json.dumps(value)} is not one of the contract's: {', '.join(op.branches)}.")
        else:
            element = op.element
            assert element is not None
        self._fill(element, body)
        if (self._password in body.values()) if form else _holds_password(body, self._password):
            raise ContractRefusal("PASSWORD_IN_BODY", element.label, "a body member holds the password; the password only enters the hash and is never sent.")
        if form:
            new = form_encode(body, element.members).encode("ascii")
        else:
            new = json.dumps(body, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")
        if new != content:
            # In place: a new httpx.Request would parse its URL and headers again, the larger part of this
            # layer's cost. `_content` is what Request.read() keeps, so request.content is the bytes sent.
            request.headers["Content-Length"] = str(len(new))
            request.stream = httpx.ByteStream(new)
            request._content = new
        return request

    def _fill(self, element: _contract.Element, body: dict[str, Any]) -> None:
        """Fills the key and the hash of a parsed body (in place), or refuses it."""
        key = element.key_member
        if key is not None and body.get(key) in (None, ""):
            body[key] = self._key
        hm = self._hash_member
        given = body.get(hm)
        if given in (None, ""):
            given = None
        recipe = None
        for r in element.recipes:
            if not r.when or r.applies(body):
                recipe = r
                break
        if recipe is not None:
            values: list[str] = []
            for keys, name in zip(recipe.fields, recipe.pointers, strict=True):
                value = body.get(keys[0]) if len(keys) == 1 else _value_at(body, keys)
                if type(value) is not str:
                    fields = ", ".join(recipe.pointers)
                    if value is None:
                        reason = f"the hash needs {name}, which the body lacks (recipe: {fields})."
                    else:
                        reason = f"{name} is {_what(value)}, but the hash is computed over the exact string sent, the same text in the body and in the hash input: send it as a string and hash that same text (recipe: {fields})."
                    raise ContractRefusal("HASH_FIELD", element.label, reason)
                values.append(value)
            algorithm = ALGORITHMS.get(recipe.algorithm)
            computed = algorithm("".join(values), self._password).sha1 if algorithm else recipe_hash(recipe.algorithm, values, self._password)
            if given is None:
                body[hm] = computed
            elif not isinstance(given, str) or given.lower() != computed:
                raise ContractRefusal(
                    "HASH_MISMATCH",
                    element.label,
                    f"the hash passed is not the one its recipe ({', '.join(recipe.pointers)}) gives with this client's password; the gateway would answer 'Hash is not valid'. Pass AUTO (or leave hash out) and the client computes it.",
                )
            return
        if given is None:
            missing = next((n for n in element.no_recipe if n.applies(body)), None)
            if missing is not None and missing.hash_required:
                raise ContractRefusal("HASH_REQUIRED", element.label, f"pass hash yourself: the contract gives no hash recipe here ({missing.gap})")
            body.pop(hm, None)  # an empty placeholder where no hash is needed is not sent
