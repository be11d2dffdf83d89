from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.card_cart_item import CardCartItem
    from ..models.card_cart_payment import CardCartPayment


T = TypeVar("T", bound="CardCart")


@_attrs_define
class CardCart:
    """Cart of the card method, `parameters.card.cart`: its items and its payments.

    Attributes:
        items (list[CardCartItem] | Unset):
        payments (list[CardCartPayment] | Unset):
    """

    items: list[CardCartItem] | Unset = UNSET
    payments: list[CardCartPayment] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        items: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.items, Unset):
            items = []
            for items_item_data in self.items:
                items_item = items_item_data.to_dict()
                items.append(items_item)

        payments: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.payments, Unset):
            payments = []
            for payments_item_data in self.payments:
                payments_item = payments_item_data.to_dict()
                payments.append(payments_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if items is not UNSET:
            field_dict["items"] = items
        if payments is not UNSET:
            field_dict["payments"] = payments

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.card_cart_item import CardCartItem
        from ..models.card_cart_payment import CardCartPayment

        d = dict(src_dict)
        _items = d.pop("items", UNSET)
        items: list[CardCartItem] | Unset = UNSET
        if _items is not UNSET:
            items = []
            for items_item_data in _items:
                items_item = CardCartItem.from_dict(items_item_data)

                items.append(items_item)

        _payments = d.pop("payments", UNSET)
        payments: list[CardCartPayment] | Unset = UNSET
        if _payments is not UNSET:
            payments = []
            for payments_item_data in _payments:
                payments_item = CardCartPayment.from_dict(payments_item_data)

                payments.append(payments_item)

        card_cart = cls(
            items=items,
            payments=payments,
        )

        return card_cart
