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

T = TypeVar("T", bound="VoidRequest")


@_attrs_define
class VoidRequest:
    """Void (reversal) of a pending authorization; a settled payment is refunded through the Checkout credit endpoint, not
    voided.
    An unknown trans_id gives 100000 'Payment not found.'.
    A routing-layer rejection gives 204005 'Payment action not supported'.

        Attributes:
            action (Literal['VOID']):
            client_key (str): Merchant identifier in S2S form requests. Test and live have separate values.
            trans_id (str): Gateway identifier of a transaction (S2S CARD).
            hash_ (str): Request signature: SHA1 of MD5 of the UPPERCASE concatenation of the operation's listed fields
                followed by the merchant password, hex digests at each step.
                The SHA1 hex digest is 40 hexadecimal characters.
                The fields of each recipe are in the operation's or action's `x-hash`.
    """

    action: Literal["VOID"]
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
        action = cast(Literal["VOID"], d.pop("action"))
        if action != "VOID":
            raise ValueError(f"action must match const 'VOID', got '{action}'")

        client_key = d.pop("client_key")

        trans_id = d.pop("trans_id")

        hash_ = d.pop("hash")

        void_request = cls(
            action=action,
            client_key=client_key,
            trans_id=trans_id,
            hash_=hash_,
        )

        return void_request
