from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WithdrawalToAccount")


@_attrs_define
class WithdrawalToAccount:
    """Parameters of a further withdrawal method that names the destination account, by their inner names.
    In an S2S form each member travels as a literal flat key `parameters[<name>]` (for example
    `parameters[ToAccountNumber]`); in a Checkout session it is a member of `parameters.<method_id>`.
    All members are conditional; their conditions are not shown, so all are optional here.

        Attributes:
            to_account_number (str | Unset):
            to_account_name (str | Unset):
            to_province (str | Unset):
            to_city (str | Unset):
            to_branch (str | Unset):
            to_address (str | Unset):
            email (str | Unset):
            phone (str | Unset):
    """

    to_account_number: str | Unset = UNSET
    to_account_name: str | Unset = UNSET
    to_province: str | Unset = UNSET
    to_city: str | Unset = UNSET
    to_branch: str | Unset = UNSET
    to_address: str | Unset = UNSET
    email: str | Unset = UNSET
    phone: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        to_account_number = self.to_account_number

        to_account_name = self.to_account_name

        to_province = self.to_province

        to_city = self.to_city

        to_branch = self.to_branch

        to_address = self.to_address

        email = self.email

        phone = self.phone

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if to_account_number is not UNSET:
            field_dict["ToAccountNumber"] = to_account_number
        if to_account_name is not UNSET:
            field_dict["ToAccountName"] = to_account_name
        if to_province is not UNSET:
            field_dict["ToProvince"] = to_province
        if to_city is not UNSET:
            field_dict["ToCity"] = to_city
        if to_branch is not UNSET:
            field_dict["ToBranch"] = to_branch
        if to_address is not UNSET:
            field_dict["ToAddress"] = to_address
        if email is not UNSET:
            field_dict["Email"] = email
        if phone is not UNSET:
            field_dict["Phone"] = phone

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        to_account_number = d.pop("ToAccountNumber", UNSET)

        to_account_name = d.pop("ToAccountName", UNSET)

        to_province = d.pop("ToProvince", UNSET)

        to_city = d.pop("ToCity", UNSET)

        to_branch = d.pop("ToBranch", UNSET)

        to_address = d.pop("ToAddress", UNSET)

        email = d.pop("Email", UNSET)

        phone = d.pop("Phone", UNSET)

        withdrawal_to_account = cls(
            to_account_number=to_account_number,
            to_account_name=to_account_name,
            to_province=to_province,
            to_city=to_city,
            to_branch=to_branch,
            to_address=to_address,
            email=email,
            phone=phone,
        )

        return withdrawal_to_account
