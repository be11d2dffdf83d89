from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.s2s_apm_response_redirect_params import S2SApmResponseRedirectParams


T = TypeVar("T", bound="S2SApmResponse")


@_attrs_define
class S2SApmResponse:
    """The body of a successful S2S APM answer.
    The only member the source shows is `redirect_params.qr_code` of the instant-payment QR method: the QR code as a
    Base64 value, which the merchant draws (on Checkout the gateway displays it instead).
    The QR code expires after 1 minute by default.
    A body whose `result` is `ERROR` is the error body of section 7 (ErrorBody: error_code and error_message required),
    as on S2S CARD; any other body is a success body.

        Attributes:
            redirect_params (S2SApmResponseRedirectParams | Unset): Redirect parameters. For the instant-payment QR method
                (a sale with redirect; currencies EUR, RSD, BAM, MKD) they carry `qr_code`.
                In the Hosted Payment Fields processing response (section 4.1) `redirect_params` is described as an array; here
                the source names a member of it, so it is an object.
    """

    redirect_params: S2SApmResponseRedirectParams | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        redirect_params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.redirect_params, Unset):
            redirect_params = self.redirect_params.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if redirect_params is not UNSET:
            field_dict["redirect_params"] = redirect_params

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.s2s_apm_response_redirect_params import (
            S2SApmResponseRedirectParams,
        )

        d = dict(src_dict)
        _redirect_params = d.pop("redirect_params", UNSET)
        redirect_params: S2SApmResponseRedirectParams | Unset
        if isinstance(_redirect_params, Unset):
            redirect_params = UNSET
        else:
            redirect_params = S2SApmResponseRedirectParams.from_dict(_redirect_params)

        s2s_apm_response = cls(
            redirect_params=redirect_params,
        )

        s2s_apm_response.additional_properties = d
        return s2s_apm_response

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
