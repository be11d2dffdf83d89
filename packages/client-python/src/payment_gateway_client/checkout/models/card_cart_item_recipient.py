from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CardCartItemRecipient")


@_attrs_define
class CardCartItemRecipient:
    """Recipient object of a card cart item, `parameters.card.cart.items[n].recipient`.
    All members are optional.
    The source's notation: AN alphanumeric, N numeric, A alphabetic, followed by the maximum length; AN does not
    restrict free text to letters and digits here.

        Attributes:
            salutation (str | Unset):
            first_name (str | Unset):
            middle_name (str | Unset):
            last_name (str | Unset):
            apartment (str | Unset):
            street (str | Unset):
            address (str | Unset):
            city (str | Unset):
            state (str | Unset):
            postcode (str | Unset):
            country (str | Unset): Country as an alpha-2 code (A2) or a 3-digit numeric code (N3).
            phone (str | Unset): Phone, N25 (up to 25 digits).
            email (str | Unset):
    """

    salutation: str | Unset = UNSET
    first_name: str | Unset = UNSET
    middle_name: str | Unset = UNSET
    last_name: str | Unset = UNSET
    apartment: str | Unset = UNSET
    street: str | Unset = UNSET
    address: str | Unset = UNSET
    city: str | Unset = UNSET
    state: str | Unset = UNSET
    postcode: str | Unset = UNSET
    country: str | Unset = UNSET
    phone: str | Unset = UNSET
    email: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        salutation = self.salutation

        first_name = self.first_name

        middle_name = self.middle_name

        last_name = self.last_name

        apartment = self.apartment

        street = self.street

        address = self.address

        city = self.city

        state = self.state

        postcode = self.postcode

        country = self.country

        phone = self.phone

        email = self.email

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if salutation is not UNSET:
            field_dict["salutation"] = salutation
        if first_name is not UNSET:
            field_dict["firstName"] = first_name
        if middle_name is not UNSET:
            field_dict["middleName"] = middle_name
        if last_name is not UNSET:
            field_dict["lastName"] = last_name
        if apartment is not UNSET:
            field_dict["apartment"] = apartment
        if street is not UNSET:
            field_dict["street"] = street
        if address is not UNSET:
            field_dict["address"] = address
        if city is not UNSET:
            field_dict["city"] = city
        if state is not UNSET:
            field_dict["state"] = state
        if postcode is not UNSET:
            field_dict["postcode"] = postcode
        if country is not UNSET:
            field_dict["country"] = country
        if phone is not UNSET:
            field_dict["phone"] = phone
        if email is not UNSET:
            field_dict["email"] = email

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        salutation = d.pop("salutation", UNSET)

        first_name = d.pop("firstName", UNSET)

        middle_name = d.pop("middleName", UNSET)

        last_name = d.pop("lastName", UNSET)

        apartment = d.pop("apartment", UNSET)

        street = d.pop("street", UNSET)

        address = d.pop("address", UNSET)

        city = d.pop("city", UNSET)

        state = d.pop("state", UNSET)

        postcode = d.pop("postcode", UNSET)

        country = d.pop("country", UNSET)

        phone = d.pop("phone", UNSET)

        email = d.pop("email", UNSET)

        card_cart_item_recipient = cls(
            salutation=salutation,
            first_name=first_name,
            middle_name=middle_name,
            last_name=last_name,
            apartment=apartment,
            street=street,
            address=address,
            city=city,
            state=state,
            postcode=postcode,
            country=country,
            phone=phone,
            email=email,
        )

        return card_cart_item_recipient
