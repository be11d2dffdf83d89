from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.instant_payment_key_payin_request_order import (
        InstantPaymentKeyPayinRequestOrder,
    )


T = TypeVar("T", bound="InstantPaymentKeyPayinRequest")


@_attrs_define
class InstantPaymentKeyPayinRequest:
    """The request members that the instant-payment-key payin makes mandatory (M), outside its `parameters` set.
    `order.amount` is a decimal and `fine` is mandatory.
    Both are members of the session request: `fine` is `SessionRequest.fine`, optional there because the payin cannot be
    told from its method identifier, so a payin session sends it there.
    This schema states only those requirements and leaves the rest of the request to its own schema, so it is open.

        Attributes:
            order (InstantPaymentKeyPayinRequestOrder):
            fine (Any): Mandatory member named fine.
    """

    order: InstantPaymentKeyPayinRequestOrder
    fine: Any
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        order = self.order.to_dict()

        fine = self.fine

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "order": order,
                "fine": fine,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.instant_payment_key_payin_request_order import (
            InstantPaymentKeyPayinRequestOrder,
        )

        d = dict(src_dict)
        order = InstantPaymentKeyPayinRequestOrder.from_dict(d.pop("order"))

        fine = d.pop("fine")

        instant_payment_key_payin_request = cls(
            order=order,
            fine=fine,
        )

        instant_payment_key_payin_request.additional_properties = d
        return instant_payment_key_payin_request

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
