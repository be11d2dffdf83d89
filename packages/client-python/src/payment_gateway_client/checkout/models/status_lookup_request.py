from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="StatusLookupRequest")


@_attrs_define
class StatusLookupRequest:
    """Checkout status lookup (GET_TRANS_STATUS) by payment_id or by order_id.
    `size` applies to the lookup by order_id: omitted, the answer is one object (the newest payment); 1 gives an array
    of one object; 2 to 100 an array of that many most recent payments sharing the order_id.
    Above 100 the gateway answers 'size should be within 1..100'.

        Attributes:
            merchant_key (str): Merchant identifier in Checkout JSON requests (<API_KEY>). Test and live have separate
                values; a live key sent to the test environment, or the reverse, is rejected with 220002 'Use merchant test
                key.'
            hash_ (str): Request signature: SHA1 of MD5 of the UPPERCASE concatenation of the operation's listed fields
                followed by the merchant password, hex digests at each step.
                The SHA1 hex digest is 40 hexadecimal characters.
                The fields of each recipe are in the operation's or action's `x-hash`.
            payment_id (str | Unset): Gateway identifier of a Checkout payment.
            order_id (str | Unset): Merchant's order identifier (order_id, or order.number in Checkout). Unique per
                merchant: payment creation is deduplicated on it within the duplicate window (section 8; written once, as
                `x-duplicate-window` of the catalogue row duplicate-payment in spec/errors.yaml), and reuse after the window may
                be rejected with 'order_id: Duplicate payment.'
            size (str | Unset): An integer from 1 to 100, written as a string: any decimal integer text whose value is 1 to
                100 (leading zeros included, so "050" is 50). Added in 6.7.0.
                It applies to the lookup by order_id; it is also accepted beside payment_id, since the source does not forbid it
                there.
    """

    merchant_key: str
    hash_: str
    payment_id: str | Unset = UNSET
    order_id: str | Unset = UNSET
    size: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        merchant_key = self.merchant_key

        hash_ = self.hash_

        payment_id = self.payment_id

        order_id = self.order_id

        size = self.size

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "merchant_key": merchant_key,
                "hash": hash_,
            }
        )
        if payment_id is not UNSET:
            field_dict["payment_id"] = payment_id
        if order_id is not UNSET:
            field_dict["order_id"] = order_id
        if size is not UNSET:
            field_dict["size"] = size

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        merchant_key = d.pop("merchant_key")

        hash_ = d.pop("hash")

        payment_id = d.pop("payment_id", UNSET)

        order_id = d.pop("order_id", UNSET)

        size = d.pop("size", UNSET)

        status_lookup_request = cls(
            merchant_key=merchant_key,
            hash_=hash_,
            payment_id=payment_id,
            order_id=order_id,
            size=size,
        )

        return status_lookup_request
