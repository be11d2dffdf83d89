from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.hosted_fields_submit_result_result import HostedFieldsSubmitResultResult

T = TypeVar("T", bound="HostedFieldsSubmitResult")


@_attrs_define
class HostedFieldsSubmitResult:
    """The argument of the `onSubmitResult(data)` callback, called after the card data is saved.
    `success`: the payment may be started; `undefined`: a formatting error in the data.

        Attributes:
            result (HostedFieldsSubmitResultResult):
            message (str):
    """

    result: HostedFieldsSubmitResultResult
    message: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        result = self.result.value

        message = self.message

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "result": result,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        result = HostedFieldsSubmitResultResult(d.pop("result"))

        message = d.pop("message")

        hosted_fields_submit_result = cls(
            result=result,
            message=message,
        )

        hosted_fields_submit_result.additional_properties = d
        return hosted_fields_submit_result

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
