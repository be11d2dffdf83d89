from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="InstalmentBuyLater")


@_attrs_define
class InstalmentBuyLater:
    """Parameters of the instalment and buy-later methods, `parameters.<method_id>` of a Checkout session.
    All members are required.
    `buyer_registered_since` is an ISO 8601 date-time in UTC; `buyer_loyalty_level` is a number, the count of the
    buyer's successful earlier orders (default 0).

        Attributes:
            category (str):
            buyer_registered_since (datetime.datetime): When the buyer registered, an ISO 8601 date-time in UTC, for example
                `2024-05-01T10:00:00Z`.
            buyer_loyalty_level (int): Count of the buyer's successful earlier orders; a count, so a whole number from 0.
                Default: 0.
            shipping_amount (Any): One of the JSON types string, number (written as `not` the others: a generated client
                types it as an untyped value).
            tax_amount (Any): One of the JSON types string, number (written as `not` the others: a generated client types it
                as an untyped value).
            product_reference_id (str):
            product_type (str):
            product_sku (str):
            product_amount (Any): One of the JSON types string, number (written as `not` the others: a generated client
                types it as an untyped value).
    """

    category: str
    buyer_registered_since: datetime.datetime
    shipping_amount: Any
    tax_amount: Any
    product_reference_id: str
    product_type: str
    product_sku: str
    product_amount: Any
    buyer_loyalty_level: int = 0

    def to_dict(self) -> dict[str, Any]:
        category = self.category

        buyer_registered_since = self.buyer_registered_since.isoformat()

        buyer_loyalty_level = self.buyer_loyalty_level

        shipping_amount = self.shipping_amount

        tax_amount = self.tax_amount

        product_reference_id = self.product_reference_id

        product_type = self.product_type

        product_sku = self.product_sku

        product_amount = self.product_amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "category": category,
                "buyer_registered_since": buyer_registered_since,
                "buyer_loyalty_level": buyer_loyalty_level,
                "shipping_amount": shipping_amount,
                "tax_amount": tax_amount,
                "product_reference_id": product_reference_id,
                "product_type": product_type,
                "product_sku": product_sku,
                "product_amount": product_amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        category = d.pop("category")

        buyer_registered_since = datetime.datetime.fromisoformat(
            d.pop("buyer_registered_since")
        )

        buyer_loyalty_level = d.pop("buyer_loyalty_level")

        shipping_amount = d.pop("shipping_amount")

        tax_amount = d.pop("tax_amount")

        product_reference_id = d.pop("product_reference_id")

        product_type = d.pop("product_type")

        product_sku = d.pop("product_sku")

        product_amount = d.pop("product_amount")

        instalment_buy_later = cls(
            category=category,
            buyer_registered_since=buyer_registered_since,
            buyer_loyalty_level=buyer_loyalty_level,
            shipping_amount=shipping_amount,
            tax_amount=tax_amount,
            product_reference_id=product_reference_id,
            product_type=product_type,
            product_sku=product_sku,
            product_amount=product_amount,
        )

        return instalment_buy_later
