from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="InstantPaymentKeyPayoutRequestOrder")


@_attrs_define
class InstantPaymentKeyPayoutRequestOrder:
    """
    Attributes:
        amount (str): A money amount written as a decimal string, for example `10.00`.
            It is the exact text that enters the hash, so it is never a JSON number: the same text goes into the body and
            into the hash input.
    """

    amount: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        instant_payment_key_payout_request_order = cls(
            amount=amount,
        )

        instant_payment_key_payout_request_order.additional_properties = d
        return instant_payment_key_payout_request_order

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
