from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ApiKeySecretHeaders")


@_attrs_define
class ApiKeySecretHeaders:
    """The headers of the header-authenticated method's requests: `X-API-Key` and `X-API-Secret`, both required.
    They travel as HTTP headers, not as body members.

        Attributes:
            x_api_key (str):
            x_api_secret (str):
    """

    x_api_key: str
    x_api_secret: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        x_api_key = self.x_api_key

        x_api_secret = self.x_api_secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "X-API-Key": x_api_key,
                "X-API-Secret": x_api_secret,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        x_api_key = d.pop("X-API-Key")

        x_api_secret = d.pop("X-API-Secret")

        api_key_secret_headers = cls(
            x_api_key=x_api_key,
            x_api_secret=x_api_secret,
        )

        api_key_secret_headers.additional_properties = d
        return api_key_secret_headers

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
