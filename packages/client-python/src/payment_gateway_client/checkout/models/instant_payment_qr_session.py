from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.instant_payment_qr_session_order import InstantPaymentQrSessionOrder


T = TypeVar("T", bound="InstantPaymentQrSession")


@_attrs_define
class InstantPaymentQrSession:
    """The session members that the instant-payment QR method constrains: the order currency is one of EUR, RSD, BAM, MKD.
    The method is a sale with redirect; the QR code expires after 1 minute by default.
    On Checkout the gateway displays the QR with the order number, amount and description; on S2S APM the response
    carries the QR code (`InstantPaymentQrResponse`) and the merchant draws it.
    This schema states only that requirement and leaves the rest of the session to its own schema, so it is open.

        Attributes:
            order (InstantPaymentQrSessionOrder):
    """

    order: InstantPaymentQrSessionOrder
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
        from ..models.instant_payment_qr_session_order import (
            InstantPaymentQrSessionOrder,
        )

        d = dict(src_dict)
        order = InstantPaymentQrSessionOrder.from_dict(d.pop("order"))

        instant_payment_qr_session = cls(
            order=order,
        )

        instant_payment_qr_session.additional_properties = d
        return instant_payment_qr_session

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
