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

import json
import re
from collections.abc import Callable, Generator
from typing import Any, NamedTuple
from urllib.parse import quote_plus, unquote_plus

import httpx

from . import _contract

try:
    # CPython's own MD5 and SHA-1 (the modules hashlib falls back to): the same digests as OpenSSL's, without
    # OpenSSL 3's algorithm lookup on every call, which cost about 5 us of the 28 this layer cost inside a
    # request (with cold caches: see GatewayAuth.sign), against about 1 us for these.
    from _md5 import md5 as _md5
    from _sha1 import sha1 as _sha1
except ImportError:  # a Python built without them
    from hashlib import md5 as _md5
    from hashlib import sha1 as _sha1

#: Pass this (an empty string) for the key member and ``hash_`` of a generated request model: the signing
#: layer fills them. The generated models require both; an empty key or hash is never valid on the wire.
AUTO = ""

FORM = "application/x-www-form-urlencoded"
_FORM_BYTES = FORM.encode("ascii")


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


def _sha1_md5_upper(joined: str, password: str, steps: bool = True) -> Any:
    upper = (joined + password).upper()
    md5 = _md5(_utf8(upper)).hexdigest()
    sha1 = _sha1(md5.encode("ascii")).hexdigest()
    return Digest(upper, md5, sha1) if steps else sha1


#: The algorithms a recipe may name (recipes.json ``algorithms``), by that name: each gives the Digest of the
#: joined values and the password, or with ``steps=False`` only the hash (what a request needs). Python's
#: ``str.upper()`` is the locale-independent full case mapping the recipe's reading asks for (``ß`` becomes ``SS``).
ALGORITHMS: dict[str, Callable[..., Any]] = {
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


#: The bytes form_component keeps as they are, with a form's "=" and "&".
_FORM_PLAIN = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789*-._=&"


# The request's headers are read and written in httpx's own list of them (``Headers._list``: raw name, lower-case
# name, value; httpx is pinned exactly): Headers.get would first work out the headers' encoding (decoding every
# header twice) and decode each one again, and Headers.__setitem__ goes over them all twice.


def _media_type(headers: httpx.Headers, expected: str) -> str:
    """The request's media type, lower case, without its parameters ("" without a Content-Type), as
    ``headers.get("content-type")`` gives it (several Content-Type headers joined by ", "); ``expected`` (ASCII)
    without decoding anything when that is what the headers hold."""
    found = None
    for _, key, value in headers._list:
        if key == b"content-type":
            found = value if found is None else found + b", " + value
    if found is None:
        return ""
    if found.split(b";", 1)[0].strip().lower() == expected.encode("ascii"):
        return expected
    return found.decode(headers.encoding).split(";", 1)[0].strip().lower()


def _set_content_length(headers: httpx.Headers, length: int) -> None:
    """``headers["Content-Length"] = str(length)``: the first Content-Length replaced where it is, any other
    removed, or one added at the end."""
    raw = headers._list
    found = [i for i, (_, key, _) in enumerate(raw) if key == b"content-length"]
    if len(found) == 1:
        raw[found[0]] = (b"Content-Length", b"content-length", str(length).encode("ascii"))
    else:
        headers["Content-Length"] = str(length)


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

    def sync_auth_flow(self, request: httpx.Request) -> Generator[httpx.Request, httpx.Response, None]:
        # httpx's own runs auth_flow in a generator of its own (for auths that answer a challenge) after reading
        # the body; one request signed once needs one generator, and sign reads the body. The async flow stays
        # httpx's: it reads a streamed body with aread() first.
        yield self.sign(request)

    def sign(self, request: httpx.Request) -> httpx.Request:
        """The request as it is sent (the same object, its body written again): key filled, hash computed; or
        ContractRefusal, the request unchanged."""
        # Every request pays for what runs here, and inside a request it costs about three times what it costs
        # in a loop of signatures alone (measured: 28 us against 8): between two requests the I/O (the server,
        # the kernel) evicts this code and its data from the CPU caches, so each function and each object it
        # touches counts, however cheap. Hence the usual form request is signed in one function
        # (_sign_usual_form), and the rest is done once: the operation remembered by route, the headers read
        # and written in httpx's raw list, CPython's own MD5 and SHA-1, one generator (sync_auth_flow).
        op = self._routes.get((request.method, request.url.raw_path))
        if op is None:
            op = self._route(request)
        content = request.read()
        content_type = op.content_type
        if content_type == FORM and content:
            signed = self._sign_usual_form(request, op, content)
            if signed is not None:
                return signed
        if content_type is None:
            return request
        if not content:
            if op.body_required:
                raise ContractRefusal("MISSING_BODY", op.label, "the request body is required.")
            return request
        media = _media_type(request.headers, content_type)
        if media != content_type:
            raise ContractRefusal("INVALID_BODY", op.label, f"the operation takes {content_type}; the request is {media or 'without a Content-Type'}.")
        form = content_type == FORM
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
        discriminator = op.discriminator
        if discriminator is not None:
            value = body.get(discriminator)
            element = op.branches.get(value) if type(value) is str else None
            if element is None:
                raise ContractRefusal("UNKNOWN_BRANCH", op.label, f"{discriminator} {json.dumps(value)} is not one of the contract's: {', '.join(op.branches)}.")
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
            _set_content_length(request.headers, len(new))
            request.stream = httpx.ByteStream(new)
            request._content = new
        return request

    def _sign_usual_form(self, request: httpx.Request, op: _contract.Operation, content: bytes) -> httpx.Request | None:
        """What sign() does, in one function, for the form request a generated client usually sends: one
        Content-Type (the form's, without parameters) and one Content-Length; every member ``name=value``, none
        twice; an action of the contract whose element has one recipe, unconditional, of members at the body's
        root; no hash, or the recipe's; the password in no member; the members the contract names only; and,
        once signed, nothing but text form_component keeps as it is (keys, ids, amounts, hex). Anything else
        gives None with nothing changed, and sign() goes the general way, which signs the request or refuses
        it: the same bytes, or the same refusal, either way (tests/test_wire.py holds the two ways equal)."""
        raw = request.headers._list  # see _media_type
        media = at = None
        for i, (_, key, value) in enumerate(raw):
            if key == b"content-type":
                if media is not None:
                    return None
                media = value
            elif key == b"content-length":
                if at is not None:
                    return None
                at = i
        if media != _FORM_BYTES or at is None:
            return None
        try:
            text = content.decode("ascii")
        except UnicodeDecodeError:
            return None
        body: dict[str, str] = {}  # as written: a name or value with "%" or "+" fails the check of the result
        for part in text.split("&"):
            name, eq, value = part.partition("=")
            if not eq or name in body:
                return None
            body[name] = value
        action = body.get(op.discriminator) if op.discriminator is not None else None
        element = op.branches.get(action) if action is not None else None
        if element is None or len(element.recipes) != 1:
            return None
        recipe = element.recipes[0]
        algorithm = ALGORITHMS.get(recipe.algorithm)
        if recipe.when or recipe.top_level is None or algorithm is None:
            return None
        key = element.key_member
        if key is not None and not body.get(key):
            body[key] = self._key  # before the values are read: a recipe may hash the key
        try:
            joined = "".join(map(body.get, recipe.top_level))
        except TypeError:  # a hashed member missing
            return None
        computed = algorithm(joined, self._password, False)
        hm = self._hash_member
        given = body.get(hm)
        if not given:
            body[hm] = computed
        elif given.lower() != computed:
            return None
        if self._password in body.values():
            return None
        members = element.members
        if tuple(body) == members:  # every member, in the contract's order
            parts = list(map("=".join, body.items()))
        else:
            parts = [m + "=" + body[m] for m in members if m in body]
            if len(parts) != len(body):  # a member the contract does not name
                return None
        try:
            new = "&".join(parts).encode("ascii")
        except UnicodeEncodeError:
            return None
        n = len(parts)
        # written as it is only if nothing in it is escaped: no other byte, and no "=" or "&" in a name or value
        if new.translate(None, _FORM_PLAIN) or new.count(b"=") != n or new.count(b"&") != n - 1:
            return None
        if new != content:
            raw[at] = (b"Content-Length", b"content-length", str(len(new)).encode("ascii"))
            request.stream = httpx.ByteStream(new)
            request._content = new
        return request

    def _route(self, request: httpx.Request) -> _contract.Operation:
        """The operation of a request whose method and raw path this auth has not met yet (then remembered)."""
        host = self._host
        op = host.operation_for(request.method, request.url.path)
        if op is None:
            routes = ", ".join(f"{o.method} {o.path}" for o in host.operations)
            raise ContractRefusal("UNKNOWN_OPERATION", f"{request.method} {request.url.path}", f"the {host.title} contract has no such operation; it has {routes}.")
        if len(self._routes) < 64:
            self._routes[(request.method, request.url.raw_path)] = op
        return op

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
            top_level = recipe.top_level
            if top_level is not None:
                try:
                    joined = "".join(map(body.get, top_level))  # every value a string (as parsed from a form or JSON)
                except TypeError:  # one missing or not a string: refused below
                    joined = None
            else:
                joined = None
            if joined is None:
                joined = "".join(self._values(element, recipe, body))
            algorithm = ALGORITHMS.get(recipe.algorithm)
            computed = algorithm(joined, self._password, False) if algorithm else recipe_hash(recipe.algorithm, [joined], self._password)
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

    @staticmethod
    def _values(element: _contract.Element, recipe: _contract.Recipe, body: dict[str, Any]) -> list[str]:
        """The values a recipe hashes, in its order; or HASH_FIELD, naming the first missing or not a string."""
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
        return values
