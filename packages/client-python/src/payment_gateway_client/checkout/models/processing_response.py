from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.processing_response_result import ProcessingResponseResult
from ..types import UNSET, Unset

T = TypeVar("T", bound="ProcessingResponse")


@_attrs_define
class ProcessingResponse:
    """The result of a Hosted Payment Fields processing call.
    On `redirect`, redirect the payer to `redirect_url`: by POST with `redirect_params` when they are present, otherwise
    by GET.
    The merchant callback that follows has the same structure as in ordinary Checkout.

        Attributes:
            result (ProcessingResponseResult): success, decline, redirect, waiting, or undefined (uncertain status).
            redirect_url (str | Unset): Present when result is redirect.
            redirect_params (list[Any] | Unset): When present, redirect by POST with these parameters; otherwise redirect by
                GET.
            decline_message (str | Unset): Present when result is decline.
            public_id (str | Unset): Unique payment identifier in the Hosted Fields response. Several connector-based
                methods take the merchant's public id as a required input.
    """

    result: ProcessingResponseResult
    redirect_url: str | Unset = UNSET
    redirect_params: list[Any] | Unset = UNSET
    decline_message: str | Unset = UNSET
    public_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        result = self.result.value

        redirect_url = self.redirect_url

        redirect_params: list[Any] | Unset = UNSET
        if not isinstance(self.redirect_params, Unset):
            redirect_params = self.redirect_params

        decline_message = self.decline_message

        public_id = self.public_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "result": result,
            }
        )
        if redirect_url is not UNSET:
            field_dict["redirect_url"] = redirect_url
        if redirect_params is not UNSET:
            field_dict["redirect_params"] = redirect_params
        if decline_message is not UNSET:
            field_dict["decline_message"] = decline_message
        if public_id is not UNSET:
            field_dict["public_id"] = public_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        result = ProcessingResponseResult(d.pop("result"))

        redirect_url = d.pop("redirect_url", UNSET)

        redirect_params = cast(list[Any], d.pop("redirect_params", UNSET))

        decline_message = d.pop("decline_message", UNSET)

        public_id = d.pop("public_id", UNSET)

        processing_response = cls(
            result=result,
            redirect_url=redirect_url,
            redirect_params=redirect_params,
            decline_message=decline_message,
            public_id=public_id,
        )

        processing_response.additional_properties = d
        return processing_response

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
