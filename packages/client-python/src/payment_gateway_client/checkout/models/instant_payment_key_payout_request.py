from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.instant_payment_key_payout_request_order import (
        InstantPaymentKeyPayoutRequestOrder,
    )


T = TypeVar("T", bound="InstantPaymentKeyPayoutRequest")


@_attrs_define
class InstantPaymentKeyPayoutRequest:
    """The request member that the instant-payment-key payout makes mandatory (M) outside its `parameters` set:
    `order.amount`.
    This schema states only that requirement and leaves the rest of the request to its own schema, so it is open.

        Attributes:
            order (InstantPaymentKeyPayoutRequestOrder):
    """

    order: InstantPaymentKeyPayoutRequestOrder
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        order = self.order.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "order": order,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.instant_payment_key_payout_request_order import (
            InstantPaymentKeyPayoutRequestOrder,
        )

        d = dict(src_dict)
        order = InstantPaymentKeyPayoutRequestOrder.from_dict(d.pop("order"))

        instant_payment_key_payout_request = cls(
            order=order,
        )

        instant_payment_key_payout_request.additional_properties = d
        return instant_payment_key_payout_request

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
