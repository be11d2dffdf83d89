from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.voucher_reference_request_order import VoucherReferenceRequestOrder


T = TypeVar("T", bound="VoucherReferenceRequest")


@_attrs_define
class VoucherReferenceRequest:
    """The body of the voucher-reference family's "create reference" request, the second step after obtaining the
    authorization token.
    All three members are required: `order.amount` (a number), the merchant's public id (a string of up to 40 positions)
    and a boolean reference type (true for a single payment, false for recurring).
    The request carries the token in the `authorization` header (`VoucherAuthorizationHeader`).

        Attributes:
            order (VoucherReferenceRequestOrder):
            public_id (str): The merchant's public id, up to 40 positions.
            reference_type (bool): true for a single payment, false for a recurring one.
    """

    order: VoucherReferenceRequestOrder
    public_id: str
    reference_type: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        order = self.order.to_dict()

        public_id = self.public_id

        reference_type = self.reference_type

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "order": order,
                "public_id": public_id,
                "reference_type": reference_type,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.voucher_reference_request_order import (
            VoucherReferenceRequestOrder,
        )

        d = dict(src_dict)
        order = VoucherReferenceRequestOrder.from_dict(d.pop("order"))

        public_id = d.pop("public_id")

        reference_type = d.pop("reference_type")

        voucher_reference_request = cls(
            order=order,
            public_id=public_id,
            reference_type=reference_type,
        )

        voucher_reference_request.additional_properties = d
        return voucher_reference_request

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
