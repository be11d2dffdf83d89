from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BillingAddress")


@_attrs_define
class BillingAddress:
    """Billing address of the payer.
    The billing state is collected from the payer only when `country` is one of CA, US, JP, AU, IN (changed in 6.7.0);
    for other countries the field is hidden and not validated. Its S2S CARD name is payer_state.

        Attributes:
            country (str | Unset): Country as an ISO 3166-1 alpha-2 code, for example `US`.
            state (str | Unset): Collected only for CA, US, JP, AU and IN; hidden and not validated for other countries.
            city (str | Unset):
            address (str | Unset):
            zip_ (str | Unset):
            phone (str | Unset):
            district (str | Unset):
            house_number (str | Unset):
    """

    country: str | Unset = UNSET
    state: str | Unset = UNSET
    city: str | Unset = UNSET
    address: str | Unset = UNSET
    zip_: str | Unset = UNSET
    phone: str | Unset = UNSET
    district: str | Unset = UNSET
    house_number: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        country = self.country

        state = self.state

        city = self.city

        address = self.address

        zip_ = self.zip_

        phone = self.phone

        district = self.district

        house_number = self.house_number

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if country is not UNSET:
            field_dict["country"] = country
        if state is not UNSET:
            field_dict["state"] = state
        if city is not UNSET:
            field_dict["city"] = city
        if address is not UNSET:
            field_dict["address"] = address
        if zip_ is not UNSET:
            field_dict["zip"] = zip_
        if phone is not UNSET:
            field_dict["phone"] = phone
        if district is not UNSET:
            field_dict["district"] = district
        if house_number is not UNSET:
            field_dict["house_number"] = house_number

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        country = d.pop("country", UNSET)

        state = d.pop("state", UNSET)

        city = d.pop("city", UNSET)

        address = d.pop("address", UNSET)

        zip_ = d.pop("zip", UNSET)

        phone = d.pop("phone", UNSET)

        district = d.pop("district", UNSET)

        house_number = d.pop("house_number", UNSET)

        billing_address = cls(
            country=country,
            state=state,
            city=city,
            address=address,
            zip_=zip_,
            phone=phone,
            district=district,
            house_number=house_number,
        )

        return billing_address
