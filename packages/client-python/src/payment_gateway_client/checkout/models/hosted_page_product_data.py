from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HostedPageProductData")


@_attrs_define
class HostedPageProductData:
    """Product data of the hosted-page method, `parameters.<method_id>` of a Checkout session.
    All members are conditional; their conditions are not shown, so all are optional here.

        Attributes:
            product_reference_id (str | Unset):
            product_name (str | Unset):
            product_quantity (int | Unset): Product quantity, a number; "max 4" is read as at most 4 digits, like the other
                maximums of this set.
            product_sku (str | Unset):
            product_category (str | Unset):
            product_url (str | Unset):
            product_image_url (str | Unset):
            product_type (str | Unset):
    """

    product_reference_id: str | Unset = UNSET
    product_name: str | Unset = UNSET
    product_quantity: int | Unset = UNSET
    product_sku: str | Unset = UNSET
    product_category: str | Unset = UNSET
    product_url: str | Unset = UNSET
    product_image_url: str | Unset = UNSET
    product_type: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        product_reference_id = self.product_reference_id

        product_name = self.product_name

        product_quantity = self.product_quantity

        product_sku = self.product_sku

        product_category = self.product_category

        product_url = self.product_url

        product_image_url = self.product_image_url

        product_type = self.product_type

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if product_reference_id is not UNSET:
            field_dict["product_reference_id"] = product_reference_id
        if product_name is not UNSET:
            field_dict["product_name"] = product_name
        if product_quantity is not UNSET:
            field_dict["product_quantity"] = product_quantity
        if product_sku is not UNSET:
            field_dict["product_sku"] = product_sku
        if product_category is not UNSET:
            field_dict["product_category"] = product_category
        if product_url is not UNSET:
            field_dict["product_url"] = product_url
        if product_image_url is not UNSET:
            field_dict["product_image_url"] = product_image_url
        if product_type is not UNSET:
            field_dict["product_type"] = product_type

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        product_reference_id = d.pop("product_reference_id", UNSET)

        product_name = d.pop("product_name", UNSET)

        product_quantity = d.pop("product_quantity", UNSET)

        product_sku = d.pop("product_sku", UNSET)

        product_category = d.pop("product_category", UNSET)

        product_url = d.pop("product_url", UNSET)

        product_image_url = d.pop("product_image_url", UNSET)

        product_type = d.pop("product_type", UNSET)

        hosted_page_product_data = cls(
            product_reference_id=product_reference_id,
            product_name=product_name,
            product_quantity=product_quantity,
            product_sku=product_sku,
            product_category=product_category,
            product_url=product_url,
            product_image_url=product_image_url,
            product_type=product_type,
        )

        return hosted_page_product_data
