from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Customer")


@_attrs_define
class Customer:
    """The payer of a Checkout session.

    Attributes:
        name (str | Unset):
        email (str | Unset):
        birth_date (datetime.date | Unset): Date of birth, YYYY-MM-DD.
    """

    name: str | Unset = UNSET
    email: str | Unset = UNSET
    birth_date: datetime.date | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        email = self.email

        birth_date: str | Unset = UNSET
        if not isinstance(self.birth_date, Unset):
            birth_date = self.birth_date.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if email is not UNSET:
            field_dict["email"] = email
        if birth_date is not UNSET:
            field_dict["birth_date"] = birth_date

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        email = d.pop("email", UNSET)

        _birth_date = d.pop("birth_date", UNSET)
        birth_date: datetime.date | Unset
        if isinstance(_birth_date, Unset):
            birth_date = UNSET
        else:
            birth_date = datetime.date.fromisoformat(_birth_date)

        customer = cls(
            name=name,
            email=email,
            birth_date=birth_date,
        )

        return customer
