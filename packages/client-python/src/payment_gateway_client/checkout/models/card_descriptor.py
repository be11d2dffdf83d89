from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CardDescriptor")


@_attrs_define
class CardDescriptor:
    """Descriptor of the card method, a member of `parameters.card`.
    It is a string of up to 20 characters and is optional.
    It is one of the flat sets that `CardMethodParameters` combines, so it is open here and closed there.

        Attributes:
            descriptor (str | Unset): Descriptor, up to 20 characters.
    """

    descriptor: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        descriptor = self.descriptor

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if descriptor is not UNSET:
            field_dict["descriptor"] = descriptor

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        descriptor = d.pop("descriptor", UNSET)

        card_descriptor = cls(
            descriptor=descriptor,
        )

        card_descriptor.additional_properties = d
        return card_descriptor

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
