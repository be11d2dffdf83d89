from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.card_cart_payment_status import CardCartPaymentStatus
from ..models.card_cart_payment_type import CardCartPaymentType
from ..types import UNSET, Unset

T = TypeVar("T", bound="CardCartPayment")


@_attrs_define
class CardCartPayment:
    """One cart payment of the card method, `parameters.card.cart.payments[n]`, such as a gift card or a promotion.
    All members are optional.
    N10.N2 is a decimal string with up to 10 integer digits and up to 2 decimals.

        Attributes:
            name (str | Unset):
            type_ (CardCartPaymentType | Unset):
            amount (str | Unset): Amount, N10.N2.
            currency (str | Unset): Currency, A3.
            status (CardCartPaymentStatus | Unset):
            brand (str | Unset):
            primary (bool | Unset): Whether this is the primary payment (true or false).
    """

    name: str | Unset = UNSET
    type_: CardCartPaymentType | Unset = UNSET
    amount: str | Unset = UNSET
    currency: str | Unset = UNSET
    status: CardCartPaymentStatus | Unset = UNSET
    brand: str | Unset = UNSET
    primary: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        amount = self.amount

        currency = self.currency

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        brand = self.brand

        primary = self.primary

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if type_ is not UNSET:
            field_dict["type"] = type_
        if amount is not UNSET:
            field_dict["amount"] = amount
        if currency is not UNSET:
            field_dict["currency"] = currency
        if status is not UNSET:
            field_dict["status"] = status
        if brand is not UNSET:
            field_dict["brand"] = brand
        if primary is not UNSET:
            field_dict["primary"] = primary

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        _type_ = d.pop("type", UNSET)
        type_: CardCartPaymentType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = CardCartPaymentType(_type_)

        amount = d.pop("amount", UNSET)

        currency = d.pop("currency", UNSET)

        _status = d.pop("status", UNSET)
        status: CardCartPaymentStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = CardCartPaymentStatus(_status)

        brand = d.pop("brand", UNSET)

        primary = d.pop("primary", UNSET)

        card_cart_payment = cls(
            name=name,
            type_=type_,
            amount=amount,
            currency=currency,
            status=status,
            brand=brand,
            primary=primary,
        )

        return card_cart_payment
