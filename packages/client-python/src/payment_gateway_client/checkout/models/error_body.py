from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ErrorBody")


@_attrs_define
class ErrorBody:
    """The error body of every host, and the schema of every row of the error catalogue (spec/errors.yaml).
    `result` is always `ERROR`.
    Clients match on `error_code` and `error_message` together, never on the code alone: see the not-found rule below
    (`x-not-found-rule`).
    Redirect and 3DS failures are not reported with this body but via redirect and callbacks.

        Attributes:
            result (Literal['ERROR']):
            error_code (Any): Error code. The source shows it as a number in some places and as a string in others, so both
                are accepted.
                The source gives no length, range or format for it (and its catalogue is not complete), so none is imposed.
                The code as a number, such as 100000. The code as a string, such as "100000".
                One of the JSON types integer, string (written as `not` the others: a generated client types it as an untyped
                value).
            error_message (str):
            errors (list[Any] | Unset): Present for validation failures ('Request data is invalid.').
    """

    result: Literal["ERROR"]
    error_code: Any
    error_message: str
    errors: list[Any] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        result = self.result

        error_code = self.error_code

        error_message = self.error_message

        errors: list[Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "result": result,
                "error_code": error_code,
                "error_message": error_message,
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        result = cast(Literal["ERROR"], d.pop("result"))
        if result != "ERROR":
            raise ValueError(f"result must match const 'ERROR', got '{result}'")

        error_code = d.pop("error_code")

        error_message = d.pop("error_message")

        errors = cast(list[Any], d.pop("errors", UNSET))

        error_body = cls(
            result=result,
            error_code=error_code,
            error_message=error_message,
            errors=errors,
        )

        error_body.additional_properties = d
        return error_body

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
