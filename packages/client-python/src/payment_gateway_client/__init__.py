"""Signing clients of the payment gateway's merchant interface, for Python.

The clients are the code openapi-python-client generates from the contract's bundles, one subpackage per host
(``checkout``, ``s2s_card``, ``s2s_apm``: ``Client``, ``api.<tag>.<operation>`` and ``models``). This package
adds a small hand-written layer: :class:`GatewayAuth`, an ``httpx.Auth`` that fills the merchant's key, signs
by the contract's recipes and form-encodes S2S bodies; the error catalogue and its matchers; and callback
helpers (signature and schema). The factories below make a generated ``Client`` with the auth in place.
"""

from __future__ import annotations

from typing import Any

from . import checkout, s2s_apm, s2s_card
from ._version import __version__
from .callbacks import (
    SANDBOX_SIGNATURE_HEADER,
    CallbackReceipt,
    SchemaIssue,
    callback_errors,
    receive_callback,
    sandbox_signature,
    verify_sandbox_signature,
    webhook_names,
)
from .errors import ErrorRow, errors, identify_error, matches_error
from .signing import AUTO, ContractRefusal, Digest, GatewayAuth, form_encode, recipe_digest, recipe_hash

__all__ = [
    "AUTO",
    "SANDBOX_SIGNATURE_HEADER",
    "CallbackReceipt",
    "ContractRefusal",
    "Digest",
    "ErrorRow",
    "GatewayAuth",
    "SchemaIssue",
    "__version__",
    "callback_errors",
    "checkout_client",
    "errors",
    "form_encode",
    "identify_error",
    "matches_error",
    "receive_callback",
    "recipe_digest",
    "recipe_hash",
    "s2s_apm_client",
    "s2s_card_client",
    "sandbox_signature",
    "verify_sandbox_signature",
    "webhook_names",
]


def _client(cls: Any, host: str, base_url: str, key: str, password: str, kwargs: dict[str, Any]) -> Any:
    if not isinstance(base_url, str) or base_url == "":
        raise TypeError(f"{host} client: base_url must be a non-empty string")
    httpx_args = dict(kwargs.pop("httpx_args", None) or {})
    if "auth" in httpx_args:
        raise TypeError(f"{host} client: httpx_args['auth'] is the signing auth this factory sets; make a GatewayAuth yourself to combine it")
    httpx_args["auth"] = GatewayAuth(host, key=key, password=password)
    return cls(base_url=base_url, httpx_args=httpx_args, **kwargs)


def checkout_client(base_url: str, *, key: str, password: str, **kwargs: Any) -> checkout.Client:
    """The generated Checkout client (JSON bodies), signing with the merchant key and password. Other keyword
    arguments go to the generated ``Client`` (timeout, headers, httpx_args, raise_on_unexpected_status, ...)."""
    return _client(checkout.Client, "checkout", base_url, key, password, kwargs)


def s2s_card_client(base_url: str, *, key: str, password: str, **kwargs: Any) -> s2s_card.Client:
    """The generated S2S CARD client (form bodies), signing with the client key and password."""
    return _client(s2s_card.Client, "s2s-card", base_url, key, password, kwargs)


def s2s_apm_client(base_url: str, *, key: str, password: str, **kwargs: Any) -> s2s_apm.Client:
    """The generated S2S APM client (form bodies), signing with the client key and password."""
    return _client(s2s_apm.Client, "s2s-apm", base_url, key, password, kwargs)
