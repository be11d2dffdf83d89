from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="S2SCardResponse")


@_attrs_define
class S2SCardResponse:
    """The body of an S2S CARD answer (HTTP 200).
    The source shows no S2S CARD response body other than the error body (section 4.2), so two exclusive branches are
    modelled:
    a body whose `result` is `ERROR` is the error body of section 7 (ErrorBody: error_code and error_message required),
    whatever status it comes with;
    any other body is a success body, an open object whose members of section 2.3, where present, follow the status-
    response rules of 2.3 (StatusRecord: for example ARN and RRN omitted when absent, never empty; card_expiration_date
    as MM/YYYY).
    For the two status actions (GET_TRANS_STATUS, GET_TRANS_STATUS_BY_ORDER) the success body is taken to be a status
    record; for the other seven nothing of it is shown.
    For code generators the two exclusive branches are written as `if` (`result` is "ERROR") `then` / `else` (the same
    bodies as a oneOf of them): a generated client types this answer as one open object, whose members it does not type;
    the validators check each branch.

    """

    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        s2s_card_response = cls()

        s2s_card_response.additional_properties = d
        return s2s_card_response

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
