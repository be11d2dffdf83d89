from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="IdentityBankAccount")


@_attrs_define
class IdentityBankAccount:
    """Parameters of the identity-collecting bank variant (Turkey and Thailand), `parameters.<method_id>` of a Checkout
    session.
    All three members are conditional.
    `accountName` has 1 to 64 characters and must match the real payer; `accountNumber` must match the real account.
    The gateway cannot check those matches in a schema; they are rules for the integrator.

        Attributes:
            org_code (str | Unset):
            account_name (str | Unset): Account holder's name, 1 to 64 characters; must match the real payer.
            account_number (str | Unset): Account number; must match the real account.
    """

    org_code: str | Unset = UNSET
    account_name: str | Unset = UNSET
    account_number: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        org_code = self.org_code

        account_name = self.account_name

        account_number = self.account_number

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if org_code is not UNSET:
            field_dict["orgCode"] = org_code
        if account_name is not UNSET:
            field_dict["accountName"] = account_name
        if account_number is not UNSET:
            field_dict["accountNumber"] = account_number

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        org_code = d.pop("orgCode", UNSET)

        account_name = d.pop("accountName", UNSET)

        account_number = d.pop("accountNumber", UNSET)

        identity_bank_account = cls(
            org_code=org_code,
            account_name=account_name,
            account_number=account_number,
        )

        return identity_bank_account
