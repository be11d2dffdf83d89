from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CardSenderReceiverIdentity")


@_attrs_define
class CardSenderReceiverIdentity:
    """Sender (payer) and receiver (payee) identity of the card method, for debit, flat members of `parameters.card`.
    All members are optional strings.
    It is one of the flat sets that `CardMethodParameters` combines, so it is open here and closed there.

        Attributes:
            payer_identity_type (str | Unset):
            payer_identity_id (str | Unset):
            payer_identity_country (str | Unset):
            payer_identity_exp_date (str | Unset):
            payer_nationality (str | Unset):
            payer_country_of_birth (str | Unset):
            payee_first_name (str | Unset):
            payee_last_name (str | Unset):
            payee_middle_name (str | Unset):
            payee_address (str | Unset):
            payee_city (str | Unset):
            payee_state (str | Unset):
            payee_country (str | Unset):
            payee_zip (str | Unset):
            payee_phone (str | Unset):
            payee_birth_date (str | Unset):
            payee_identity_type (str | Unset):
            payee_identity_id (str | Unset):
            payee_identity_country (str | Unset):
            payee_identity_exp_date (str | Unset):
            payee_nationality (str | Unset):
            payee_country_of_birth (str | Unset):
    """

    payer_identity_type: str | Unset = UNSET
    payer_identity_id: str | Unset = UNSET
    payer_identity_country: str | Unset = UNSET
    payer_identity_exp_date: str | Unset = UNSET
    payer_nationality: str | Unset = UNSET
    payer_country_of_birth: str | Unset = UNSET
    payee_first_name: str | Unset = UNSET
    payee_last_name: str | Unset = UNSET
    payee_middle_name: str | Unset = UNSET
    payee_address: str | Unset = UNSET
    payee_city: str | Unset = UNSET
    payee_state: str | Unset = UNSET
    payee_country: str | Unset = UNSET
    payee_zip: str | Unset = UNSET
    payee_phone: str | Unset = UNSET
    payee_birth_date: str | Unset = UNSET
    payee_identity_type: str | Unset = UNSET
    payee_identity_id: str | Unset = UNSET
    payee_identity_country: str | Unset = UNSET
    payee_identity_exp_date: str | Unset = UNSET
    payee_nationality: str | Unset = UNSET
    payee_country_of_birth: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        payer_identity_type = self.payer_identity_type

        payer_identity_id = self.payer_identity_id

        payer_identity_country = self.payer_identity_country

        payer_identity_exp_date = self.payer_identity_exp_date

        payer_nationality = self.payer_nationality

        payer_country_of_birth = self.payer_country_of_birth

        payee_first_name = self.payee_first_name

        payee_last_name = self.payee_last_name

        payee_middle_name = self.payee_middle_name

        payee_address = self.payee_address

        payee_city = self.payee_city

        payee_state = self.payee_state

        payee_country = self.payee_country

        payee_zip = self.payee_zip

        payee_phone = self.payee_phone

        payee_birth_date = self.payee_birth_date

        payee_identity_type = self.payee_identity_type

        payee_identity_id = self.payee_identity_id

        payee_identity_country = self.payee_identity_country

        payee_identity_exp_date = self.payee_identity_exp_date

        payee_nationality = self.payee_nationality

        payee_country_of_birth = self.payee_country_of_birth

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if payer_identity_type is not UNSET:
            field_dict["payer_identity_type"] = payer_identity_type
        if payer_identity_id is not UNSET:
            field_dict["payer_identity_id"] = payer_identity_id
        if payer_identity_country is not UNSET:
            field_dict["payer_identity_country"] = payer_identity_country
        if payer_identity_exp_date is not UNSET:
            field_dict["payer_identity_exp_date"] = payer_identity_exp_date
        if payer_nationality is not UNSET:
            field_dict["payer_nationality"] = payer_nationality
        if payer_country_of_birth is not UNSET:
            field_dict["payer_country_of_birth"] = payer_country_of_birth
        if payee_first_name is not UNSET:
            field_dict["payee_first_name"] = payee_first_name
        if payee_last_name is not UNSET:
            field_dict["payee_last_name"] = payee_last_name
        if payee_middle_name is not UNSET:
            field_dict["payee_middle_name"] = payee_middle_name
        if payee_address is not UNSET:
            field_dict["payee_address"] = payee_address
        if payee_city is not UNSET:
            field_dict["payee_city"] = payee_city
        if payee_state is not UNSET:
            field_dict["payee_state"] = payee_state
        if payee_country is not UNSET:
            field_dict["payee_country"] = payee_country
        if payee_zip is not UNSET:
            field_dict["payee_zip"] = payee_zip
        if payee_phone is not UNSET:
            field_dict["payee_phone"] = payee_phone
        if payee_birth_date is not UNSET:
            field_dict["payee_birth_date"] = payee_birth_date
        if payee_identity_type is not UNSET:
            field_dict["payee_identity_type"] = payee_identity_type
        if payee_identity_id is not UNSET:
            field_dict["payee_identity_id"] = payee_identity_id
        if payee_identity_country is not UNSET:
            field_dict["payee_identity_country"] = payee_identity_country
        if payee_identity_exp_date is not UNSET:
            field_dict["payee_identity_exp_date"] = payee_identity_exp_date
        if payee_nationality is not UNSET:
            field_dict["payee_nationality"] = payee_nationality
        if payee_country_of_birth is not UNSET:
            field_dict["payee_country_of_birth"] = payee_country_of_birth

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        payer_identity_type = d.pop("payer_identity_type", UNSET)

        payer_identity_id = d.pop("payer_identity_id", UNSET)

        payer_identity_country = d.pop("payer_identity_country", UNSET)

        payer_identity_exp_date = d.pop("payer_identity_exp_date", UNSET)

        payer_nationality = d.pop("payer_nationality", UNSET)

        payer_country_of_birth = d.pop("payer_country_of_birth", UNSET)

        payee_first_name = d.pop("payee_first_name", UNSET)

        payee_last_name = d.pop("payee_last_name", UNSET)

        payee_middle_name = d.pop("payee_middle_name", UNSET)

        payee_address = d.pop("payee_address", UNSET)

        payee_city = d.pop("payee_city", UNSET)

        payee_state = d.pop("payee_state", UNSET)

        payee_country = d.pop("payee_country", UNSET)

        payee_zip = d.pop("payee_zip", UNSET)

        payee_phone = d.pop("payee_phone", UNSET)

        payee_birth_date = d.pop("payee_birth_date", UNSET)

        payee_identity_type = d.pop("payee_identity_type", UNSET)

        payee_identity_id = d.pop("payee_identity_id", UNSET)

        payee_identity_country = d.pop("payee_identity_country", UNSET)

        payee_identity_exp_date = d.pop("payee_identity_exp_date", UNSET)

        payee_nationality = d.pop("payee_nationality", UNSET)

        payee_country_of_birth = d.pop("payee_country_of_birth", UNSET)

        card_sender_receiver_identity = cls(
            payer_identity_type=payer_identity_type,
            payer_identity_id=payer_identity_id,
            payer_identity_country=payer_identity_country,
            payer_identity_exp_date=payer_identity_exp_date,
            payer_nationality=payer_nationality,
            payer_country_of_birth=payer_country_of_birth,
            payee_first_name=payee_first_name,
            payee_last_name=payee_last_name,
            payee_middle_name=payee_middle_name,
            payee_address=payee_address,
            payee_city=payee_city,
            payee_state=payee_state,
            payee_country=payee_country,
            payee_zip=payee_zip,
            payee_phone=payee_phone,
            payee_birth_date=payee_birth_date,
            payee_identity_type=payee_identity_type,
            payee_identity_id=payee_identity_id,
            payee_identity_country=payee_identity_country,
            payee_identity_exp_date=payee_identity_exp_date,
            payee_nationality=payee_nationality,
            payee_country_of_birth=payee_country_of_birth,
        )

        card_sender_receiver_identity.additional_properties = d
        return card_sender_receiver_identity

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
