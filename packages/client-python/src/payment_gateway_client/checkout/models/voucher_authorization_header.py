from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="VoucherAuthorizationHeader")


@_attrs_define
class VoucherAuthorizationHeader:
    """The headers of the voucher-reference family's requests (create reference, create payment).
    They travel as HTTP headers, not as body members.
    The `authorization` header carries the authorization token obtained in the family's first step, and is required.

        Attributes:
            authorization (str): The authorization token.
    """

    authorization: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        authorization = self.authorization

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "authorization": authorization,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        authorization = d.pop("authorization")

        voucher_authorization_header = cls(
            authorization=authorization,
        )

        voucher_authorization_header.additional_properties = d
        return voucher_authorization_header

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
