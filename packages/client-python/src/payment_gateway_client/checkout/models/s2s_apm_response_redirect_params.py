from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="S2SApmResponseRedirectParams")


@_attrs_define
class S2SApmResponseRedirectParams:
    """Redirect parameters. For the instant-payment QR method (a sale with redirect; currencies EUR, RSD, BAM, MKD) they
    carry `qr_code`.
    In the Hosted Payment Fields processing response (section 4.1) `redirect_params` is described as an array; here the
    source names a member of it, so it is an object.

        Attributes:
            qr_code (str | Unset): The QR code as a Base64 value; the merchant draws the QR from it. It expires after 1
                minute by default.
    """

    qr_code: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        qr_code = self.qr_code

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if qr_code is not UNSET:
            field_dict["qr_code"] = qr_code

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        qr_code = d.pop("qr_code", UNSET)

        s2s_apm_response_redirect_params = cls(
            qr_code=qr_code,
        )

        s2s_apm_response_redirect_params.additional_properties = d
        return s2s_apm_response_redirect_params

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
