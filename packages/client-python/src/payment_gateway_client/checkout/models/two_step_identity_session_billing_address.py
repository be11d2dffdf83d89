from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TwoStepIdentitySessionBillingAddress")


@_attrs_define
class TwoStepIdentitySessionBillingAddress:
    """
    Attributes:
        phone (str):
        country (str): Country as an ISO 3166-1 alpha-2 code, for example `US`.
        address (str):
        city (str):
        zip_ (str):
    """

    phone: str
    country: str
    address: str
    city: str
    zip_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phone = self.phone

        country = self.country

        address = self.address

        city = self.city

        zip_ = self.zip_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phone": phone,
                "country": country,
                "address": address,
                "city": city,
                "zip": zip_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        phone = d.pop("phone")

        country = d.pop("country")

        address = d.pop("address")

        city = d.pop("city")

        zip_ = d.pop("zip")

        two_step_identity_session_billing_address = cls(
            phone=phone,
            country=country,
            address=address,
            city=city,
            zip_=zip_,
        )

        two_step_identity_session_billing_address.additional_properties = d
        return two_step_identity_session_billing_address

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
