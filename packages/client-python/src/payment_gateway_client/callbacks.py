"""Callbacks the gateway sends to the merchant: verify the signature over the raw body, then validate the
payload against the contract's webhook schema (contract/webhooks.json#/$defs/<name>, JSON Schema 2020-12,
embedded).

The signature verified here is the **sandbox's choice**: the interface document does not show the field order
of the callback signature (section 5), so the contract's sandbox signs the raw body it sends, in the header
``X-Sandbox-Signature``: SHA1 of the MD5 of the upper-cased raw body followed by the merchant's password, hex
digests at each step (the request signature's algorithm). Verify over the raw bytes you received, before
parsing them; the comparison takes constant time. Keep the raw body: once the gateway's own order is known,
its signature is verified over the same bytes.
"""

from __future__ import annotations

import hmac
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any
from urllib.parse import parse_qsl

from jsonschema import Draft202012Validator

from . import _contract
from ._contract import read_json
from .signing import _sha1_md5_upper

#: The header the sandbox sends its callback signature in.
SANDBOX_SIGNATURE_HEADER = "X-Sandbox-Signature"


@cache
def _webhooks() -> dict[str, Any]:
    return read_json("webhooks.json")


@cache
def webhook_names() -> list[str]:
    """The webhooks of the contract that carry a payload (payment-outcome, recurring-sale, ...): the bundles'
    webhooks whose payload schema contract/webhooks.json holds, in its order."""
    names = {name for bundle in _contract.bundle_files() for name in (read_json("openapi", bundle).get("webhooks") or {})}
    return [name for name in _webhooks()["$defs"] if name in names]


@cache
def _validator(webhook: str) -> Draft202012Validator:
    if webhook not in webhook_names():
        raise ValueError(f"no webhook {webhook!r}; there are {', '.join(webhook_names())}")
    # the document itself, its root a reference to the webhook's payload schema under $defs
    schema = {**_webhooks(), "$ref": f"#/$defs/{webhook}"}
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)


def sandbox_signature(raw_body: bytes, password: str) -> str:
    """The sandbox's signature of a raw callback body (lower-case hex SHA1)."""
    return _sha1_md5_upper(raw_body.decode("utf-8", errors="strict"), password).sha1


def verify_sandbox_signature(raw_body: bytes, signature: str | None, password: str) -> bool:
    """Whether ``signature`` (the X-Sandbox-Signature header) is the sandbox's signature of these raw bytes
    with this password; hex case aside, compared in constant time. A body that is not UTF-8 never matches."""
    if not isinstance(raw_body, (bytes, bytearray)):
        raise TypeError("verify_sandbox_signature: pass the raw body as bytes, as received")
    if not isinstance(password, str) or password == "":
        raise TypeError("verify_sandbox_signature: password must be a non-empty string")
    if not isinstance(signature, str) or not signature.isascii():
        return False
    try:
        expected = sandbox_signature(bytes(raw_body), password)
    except UnicodeDecodeError:
        return False
    return hmac.compare_digest(expected.encode("ascii"), signature.strip().lower().encode("ascii"))


@dataclass(frozen=True)
class SchemaIssue:
    """One way a payload breaks its schema: where (a JSON Pointer, "" for the body), what, and the keyword."""

    pointer: str
    message: str
    keyword: str

    def __str__(self) -> str:
        return f"{self.pointer or '(body)'} {self.message}"


def callback_errors(payload: Any, webhook: str = "payment-outcome") -> list[SchemaIssue]:
    """Every way a parsed callback payload breaks the webhook's schema; empty when it is valid."""
    issues = []
    for e in sorted(_validator(webhook).iter_errors(payload), key=lambda e: (list(map(str, e.absolute_path)), e.message)):
        pointer = "".join(f"/{str(p).replace('~', '~0').replace('/', '~1')}" for p in e.absolute_path)
        issues.append(SchemaIssue(pointer, e.message, str(e.validator)))
    return issues


@dataclass(frozen=True)
class CallbackReceipt:
    """A callback as received: ``signature_valid`` (checked over the raw bytes first), ``payload`` (parsed, or
    None when it does not parse), ``errors`` (schema issues, or one ``parse`` issue); ``valid`` when both hold."""

    signature_valid: bool
    payload: Any
    errors: list[SchemaIssue] = field(default_factory=list)

    @property
    def valid(self) -> bool:
        return self.signature_valid and not self.errors


def _header(headers: Mapping[str, str] | Any, name: str) -> str | None:
    if hasattr(headers, "get"):
        value = headers.get(name)
        if value is None:
            lower = name.lower()
            value = next((v for k, v in headers.items() if k.lower() == lower), None)
        return value
    return None


def receive_callback(raw_body: bytes, headers: Mapping[str, str] | Any, password: str, webhook: str = "payment-outcome") -> CallbackReceipt:
    """Verify the sandbox's signature over ``raw_body`` (the header from ``headers``), then parse it (JSON, or a
    form when Content-Type says so) and validate it against ``webhook``'s payload schema."""
    signature_valid = verify_sandbox_signature(raw_body, _header(headers, SANDBOX_SIGNATURE_HEADER), password)
    media = (_header(headers, "Content-Type") or "application/json").split(";", 1)[0].strip().lower()
    try:
        text = bytes(raw_body).decode("utf-8")
        payload = dict(parse_qsl(text, keep_blank_values=True)) if media == "application/x-www-form-urlencoded" else json.loads(text)
    except ValueError as err:
        return CallbackReceipt(signature_valid, None, [SchemaIssue("", f"does not parse as {media}: {err}", "parse")])
    return CallbackReceipt(signature_valid, payload, callback_errors(payload, webhook))
