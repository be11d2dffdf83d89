from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="CaptureRequest")


@_attrs_define
class CaptureRequest:
    """Capture of an authorized (DMS) payment.
    The payment must be pending: capturing one that is already captured, voided or expired gives error 208003.
    An unknown trans_id gives the catalogue row transaction-does-not-exist; its code is the one the not-found rule gives
    a transaction (`x-not-found-rule` of ErrorBody).
    A routing-layer rejection gives 204005 'Payment action not supported'.

        Attributes:
            action (Literal['CAPTURE']):
            client_key (str): Merchant identifier in S2S form requests. Test and live have separate values.
            trans_id (str): Gateway identifier of a transaction (S2S CARD).
            hash_ (str): Request signature: SHA1 of MD5 of the UPPERCASE concatenation of the operation's listed fields
                followed by the merchant password, hex digests at each step.
                The SHA1 hex digest is 40 hexadecimal characters.
                The fields of each recipe are in the operation's or action's `x-hash`.
    """

    action: Literal["CAPTURE"]
    client_key: str
    trans_id: str
    hash_: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        client_key = self.client_key

        trans_id = self.trans_id

        hash_ = self.hash_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "client_key": client_key,
                "trans_id": trans_id,
                "hash": hash_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["CAPTURE"], d.pop("action"))
        if action != "CAPTURE":
            raise ValueError(f"action must match const 'CAPTURE', got '{action}'")

        client_key = d.pop("client_key")

        trans_id = d.pop("trans_id")

        hash_ = d.pop("hash")

        capture_request = cls(
            action=action,
            client_key=client_key,
            trans_id=trans_id,
            hash_=hash_,
        )

        return capture_request
