from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CardContactShipping")


@_attrs_define
class CardContactShipping:
    """Contact and shipping members of the card method, flat members of `parameters.card`.
    All members are optional strings.
    `shipping_postcode` has up to 9 digits and `shipping_country` is a 3-digit code.
    It is one of the flat sets that `CardMethodParameters` combines, so it is open here and closed there.

        Attributes:
            customer_phone (str | Unset): Payer's phone number.
            customer_telnocc (str | Unset): Phone country code of the payer.
            shipping_street1 (str | Unset):
            shipping_city (str | Unset):
            shipping_state (str | Unset):
            shipping_postcode (str | Unset): Postcode, up to 9 digits.
            shipping_country (str | Unset): Shipping country as a 3-digit code.
    """

    customer_phone: str | Unset = UNSET
    customer_telnocc: str | Unset = UNSET
    shipping_street1: str | Unset = UNSET
    shipping_city: str | Unset = UNSET
    shipping_state: str | Unset = UNSET
    shipping_postcode: str | Unset = UNSET
    shipping_country: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        customer_phone = self.customer_phone

        customer_telnocc = self.customer_telnocc

        shipping_street1 = self.shipping_street1

        shipping_city = self.shipping_city

        shipping_state = self.shipping_state

        shipping_postcode = self.shipping_postcode

        shipping_country = self.shipping_country

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if customer_phone is not UNSET:
            field_dict["customer_phone"] = customer_phone
        if customer_telnocc is not UNSET:
            field_dict["customer_telnocc"] = customer_telnocc
        if shipping_street1 is not UNSET:
            field_dict["shipping_street1"] = shipping_street1
        if shipping_city is not UNSET:
            field_dict["shipping_city"] = shipping_city
        if shipping_state is not UNSET:
            field_dict["shipping_state"] = shipping_state
        if shipping_postcode is not UNSET:
            field_dict["shipping_postcode"] = shipping_postcode
        if shipping_country is not UNSET:
            field_dict["shipping_country"] = shipping_country

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        customer_phone = d.pop("customer_phone", UNSET)

        customer_telnocc = d.pop("customer_telnocc", UNSET)

        shipping_street1 = d.pop("shipping_street1", UNSET)

        shipping_city = d.pop("shipping_city", UNSET)

        shipping_state = d.pop("shipping_state", UNSET)

        shipping_postcode = d.pop("shipping_postcode", UNSET)

        shipping_country = d.pop("shipping_country", UNSET)

        card_contact_shipping = cls(
            customer_phone=customer_phone,
            customer_telnocc=customer_telnocc,
            shipping_street1=shipping_street1,
            shipping_city=shipping_city,
            shipping_state=shipping_state,
            shipping_postcode=shipping_postcode,
            shipping_country=shipping_country,
        )

        card_contact_shipping.additional_properties = d
        return card_contact_shipping

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
