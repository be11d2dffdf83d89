from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="InstantPaymentKeyPayinResponse")


@_attrs_define
class InstantPaymentKeyPayinResponse:
    """The members the instant-payment-key payin response carries: the QR code's id, the status, the QR image
    (base_64_image) and the copy-and-paste code.

        Attributes:
            qr_code_id (str):
            status (str):
            base_64_image (str): By its name, an image in Base64. The source names the member only: it states no encoding,
                alphabet, padding or prefix, so any string is accepted.
                (Section 4.3's "Base64 value" is said of the instant-payment QR method's redirect_params.qr_code, not of this
                member.)
            pix_copy_and_paste (str): The payment code for the payer to copy and paste.
    """

    qr_code_id: str
    status: str
    base_64_image: str
    pix_copy_and_paste: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        qr_code_id = self.qr_code_id

        status = self.status

        base_64_image = self.base_64_image

        pix_copy_and_paste = self.pix_copy_and_paste

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "qr_code_id": qr_code_id,
                "status": status,
                "base_64_image": base_64_image,
                "pix_copy_and_paste": pix_copy_and_paste,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        qr_code_id = d.pop("qr_code_id")

        status = d.pop("status")

        base_64_image = d.pop("base_64_image")

        pix_copy_and_paste = d.pop("pix_copy_and_paste")

        instant_payment_key_payin_response = cls(
            qr_code_id=qr_code_id,
            status=status,
            base_64_image=base_64_image,
            pix_copy_and_paste=pix_copy_and_paste,
        )

        instant_payment_key_payin_response.additional_properties = d
        return instant_payment_key_payin_response

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
