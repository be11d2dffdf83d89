from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.payment_state import PaymentState

T = TypeVar("T", bound="InstantPaymentQrStatusMapping")


@_attrs_define
class InstantPaymentQrStatusMapping:
    """How a status lookup reports the instant-payment QR method's own status values (section 3): executed gives SETTLED,
    rejected gives DECLINED, pending gives PENDING.
    An instance is the mapping itself: each member is a status value of the method, its value the payment state
    (PaymentState) it gives.
    The method's bank callback (InstantPaymentQrBankCallback) points here.

        Attributes:
            executed (PaymentState): The named states of a payment (section 3): pending, settled and declined, written in
                upper case in status mappings.
                The conditions on operations of section 3 refer to them (capture and void need a pending payment, a refund a
                settled one): see the CAPTURE branch, the credit endpoint and the catalogue rows capture-not-pending and refund-
                needs-settled-payment.
                Callbacks report order_status in their own terms (values named: 3ds, settled), and the Hosted Fields processing
                results are success, decline, redirect, waiting and undefined: neither is this list.
            rejected (PaymentState): The named states of a payment (section 3): pending, settled and declined, written in
                upper case in status mappings.
                The conditions on operations of section 3 refer to them (capture and void need a pending payment, a refund a
                settled one): see the CAPTURE branch, the credit endpoint and the catalogue rows capture-not-pending and refund-
                needs-settled-payment.
                Callbacks report order_status in their own terms (values named: 3ds, settled), and the Hosted Fields processing
                results are success, decline, redirect, waiting and undefined: neither is this list.
            pending (PaymentState): The named states of a payment (section 3): pending, settled and declined, written in
                upper case in status mappings.
                The conditions on operations of section 3 refer to them (capture and void need a pending payment, a refund a
                settled one): see the CAPTURE branch, the credit endpoint and the catalogue rows capture-not-pending and refund-
                needs-settled-payment.
                Callbacks report order_status in their own terms (values named: 3ds, settled), and the Hosted Fields processing
                results are success, decline, redirect, waiting and undefined: neither is this list.
    """

    executed: PaymentState
    rejected: PaymentState
    pending: PaymentState
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        executed = self.executed.value

        rejected = self.rejected.value

        pending = self.pending.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "executed": executed,
                "rejected": rejected,
                "pending": pending,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        executed = PaymentState(d.pop("executed"))

        rejected = PaymentState(d.pop("rejected"))

        pending = PaymentState(d.pop("pending"))

        instant_payment_qr_status_mapping = cls(
            executed=executed,
            rejected=rejected,
            pending=pending,
        )

        instant_payment_qr_status_mapping.additional_properties = d
        return instant_payment_qr_status_mapping

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
