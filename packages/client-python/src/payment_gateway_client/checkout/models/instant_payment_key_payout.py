from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="InstantPaymentKeyPayout")


@_attrs_define
class InstantPaymentKeyPayout:
    """The `parameters` members of the instant-payment-key payout, by their inner names; all three are mandatory (M).
    In an S2S form each member travels as a literal flat key `parameters[<name>]` (for example `parameters[key]`); in a
    Checkout session it is a member of `parameters.<method_id>`.
    `key` is a random key of up to 36 characters, an 11- or 14-digit tax id, an e-mail address of up to 180 characters,
    or a 13-digit phone number.
    The payout's mandatory `order.amount` is in `InstantPaymentKeyPayoutRequest`.

        Attributes:
            key (str): The payee's key; a random key (up to 36 characters), a tax id (11 or 14 digits), an e-mail (up to 180
                characters) or a phone (13 digits).
            source_account_number (str):
            branch_identifier (str):
    """

    key: str
    source_account_number: str
    branch_identifier: str

    def to_dict(self) -> dict[str, Any]:
        key: str
        key = self.key

        source_account_number = self.source_account_number

        branch_identifier = self.branch_identifier

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key": key,
                "source_account_number": source_account_number,
                "branch_identifier": branch_identifier,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_key(data: object) -> str:
            return cast(str, data)

        key = _parse_key(d.pop("key"))

        source_account_number = d.pop("source_account_number")

        branch_identifier = d.pop("branch_identifier")

        instant_payment_key_payout = cls(
            key=key,
            source_account_number=source_account_number,
            branch_identifier=branch_identifier,
        )

        return instant_payment_key_payout
