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

T = TypeVar("T", bound="GetTransStatusByOrderRequest")


@_attrs_define
class GetTransStatusByOrderRequest:
    """Status of a transaction by the merchant's order identifier.
    An unknown order_id gives the catalogue row order-does-not-exist; its code is the one the not-found rule gives an
    order (`x-not-found-rule` of ErrorBody).
    The answer is taken to be a status record (section 2.3).
    `size` (added in 6.7.0) belongs to the Checkout lookup by order_id (sections 4.1 and 8), so this branch has no
    `size` member.

        Attributes:
            action (Literal['GET_TRANS_STATUS_BY_ORDER']):
            client_key (str): Merchant identifier in S2S form requests. Test and live have separate values.
            order_id (str): Merchant's order identifier (order_id, or order.number in Checkout). Unique per merchant:
                payment creation is deduplicated on it within the duplicate window (section 8; written once, as `x-duplicate-
                window` of the catalogue row duplicate-payment in spec/errors.yaml), and reuse after the window may be rejected
                with 'order_id: Duplicate payment.'
            hash_ (str): Request signature: SHA1 of MD5 of the UPPERCASE concatenation of the operation's listed fields
                followed by the merchant password, hex digests at each step.
                The SHA1 hex digest is 40 hexadecimal characters.
                The fields of each recipe are in the operation's or action's `x-hash`.
    """

    action: Literal["GET_TRANS_STATUS_BY_ORDER"]
    client_key: str
    order_id: str
    hash_: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        client_key = self.client_key

        order_id = self.order_id

        hash_ = self.hash_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "client_key": client_key,
                "order_id": order_id,
                "hash": hash_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["GET_TRANS_STATUS_BY_ORDER"], d.pop("action"))
        if action != "GET_TRANS_STATUS_BY_ORDER":
            raise ValueError(
                f"action must match const 'GET_TRANS_STATUS_BY_ORDER', got '{action}'"
            )

        client_key = d.pop("client_key")

        order_id = d.pop("order_id")

        hash_ = d.pop("hash")

        get_trans_status_by_order_request = cls(
            action=action,
            client_key=client_key,
            order_id=order_id,
            hash_=hash_,
        )

        return get_trans_status_by_order_request
