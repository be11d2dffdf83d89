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

T = TypeVar("T", bound="GetTransStatusRequest")


@_attrs_define
class GetTransStatusRequest:
    """Status of a transaction by its gateway identifier.
    An unknown trans_id gives the catalogue row transaction-does-not-exist; its code is the one the not-found rule gives
    a transaction (`x-not-found-rule` of ErrorBody).
    The answer is taken to be a status record (section 2.3).

        Attributes:
            action (Literal['GET_TRANS_STATUS']):
            client_key (str): Merchant identifier in S2S form requests. Test and live have separate values.
            trans_id (str): Gateway identifier of a transaction (S2S CARD).
            hash_ (str): Request signature: SHA1 of MD5 of the UPPERCASE concatenation of the operation's listed fields
                followed by the merchant password, hex digests at each step.
                The SHA1 hex digest is 40 hexadecimal characters.
                The fields of each recipe are in the operation's or action's `x-hash`.
    """

    action: Literal["GET_TRANS_STATUS"]
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
        action = cast(Literal["GET_TRANS_STATUS"], d.pop("action"))
        if action != "GET_TRANS_STATUS":
            raise ValueError(
                f"action must match const 'GET_TRANS_STATUS', got '{action}'"
            )

        client_key = d.pop("client_key")

        trans_id = d.pop("trans_id")

        hash_ = d.pop("hash")

        get_trans_status_request = cls(
            action=action,
            client_key=client_key,
            trans_id=trans_id,
            hash_=hash_,
        )

        return get_trans_status_request
