from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="VoucherPaymentRequest")


@_attrs_define
class VoucherPaymentRequest:
    """The body of the voucher-reference family's "create payment" request, the third step after creating the reference.
    The Gateway ID is required.
    The request carries the token in the `authorization` header (`VoucherAuthorizationHeader`).

        Attributes:
            gateway_id (str): The Gateway ID.
    """

    gateway_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        gateway_id = self.gateway_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "gateway_id": gateway_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        gateway_id = d.pop("gateway_id")

        voucher_payment_request = cls(
            gateway_id=gateway_id,
        )

        voucher_payment_request.additional_properties = d
        return voucher_payment_request

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
