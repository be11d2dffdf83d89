from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PayoutWithdrawal")


@_attrs_define
class PayoutWithdrawal:
    """The members common to the payout (withdrawal) sets, `parameters.<method_id>` of a payout session.
    `paymentMethod` is a code of up to 6 characters (String(6)) and `cashAccount` up to 32 characters (String(32)); both
    are required.
    The country sets (`PayoutIndia`, `PayoutIndonesia`, `PayoutBrazil`, `PayoutColombia`, `PayoutPeru`) add their
    members to these; this part is open and each country set is closed.

        Attributes:
            payment_method (str): Payment method code, String(6).
            cash_account (str): Account to pay to, String(32).
    """

    payment_method: str
    cash_account: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        payment_method = self.payment_method

        cash_account = self.cash_account

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "paymentMethod": payment_method,
                "cashAccount": cash_account,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        payment_method = d.pop("paymentMethod")

        cash_account = d.pop("cashAccount")

        payout_withdrawal = cls(
            payment_method=payment_method,
            cash_account=cash_account,
        )

        payout_withdrawal.additional_properties = d
        return payout_withdrawal

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
