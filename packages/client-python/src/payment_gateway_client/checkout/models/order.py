from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Order")


@_attrs_define
class Order:
    """The order of a Checkout session request: number, amount, currency and description.
    Section 2.2 lists the members without saying which are required. A purchase carries all four (the purchase hash is
    computed over number, amount, currency and description, in that order): the session request states that rule for
    operation purchase.
    Some methods name the members they make mandatory (for example order.amount for the instant-payment-key payin,
    order.amount and order.currency for the wallet-card methods).

        Attributes:
            number (str | Unset): Merchant's order identifier (order_id). Unique per merchant.
            amount (str | Unset): Amount as a decimal string, the exact text that is hashed.
            currency (str | Unset): Currency code, three upper-case letters (alphabetic, A3, as the card cart sets write
                it), for example `USD`.
            description (str | Unset): Order description.
    """

    number: str | Unset = UNSET
    amount: str | Unset = UNSET
    currency: str | Unset = UNSET
    description: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        amount = self.amount

        currency = self.currency

        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if number is not UNSET:
            field_dict["number"] = number
        if amount is not UNSET:
            field_dict["amount"] = amount
        if currency is not UNSET:
            field_dict["currency"] = currency
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        number = d.pop("number", UNSET)

        amount = d.pop("amount", UNSET)

        currency = d.pop("currency", UNSET)

        description = d.pop("description", UNSET)

        order = cls(
            number=number,
            amount=amount,
            currency=currency,
            description=description,
        )

        return order
