from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BankDetail")


@_attrs_define
class BankDetail:
    """Parameters of the bank-detail method, `parameters.<method_id>` of a Checkout session.
    Both members are required.

        Attributes:
            bank_code (str): Bank code.
            bank_account_number (str):
    """

    bank_code: str
    bank_account_number: str

    def to_dict(self) -> dict[str, Any]:
        bank_code = self.bank_code

        bank_account_number = self.bank_account_number

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bank_code": bank_code,
                "bank_account_number": bank_account_number,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bank_code = d.pop("bank_code")

        bank_account_number = d.pop("bank_account_number")

        bank_detail = cls(
            bank_code=bank_code,
            bank_account_number=bank_account_number,
        )

        return bank_detail
