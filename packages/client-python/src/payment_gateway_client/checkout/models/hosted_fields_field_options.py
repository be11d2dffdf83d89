from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hosted_fields_style import HostedFieldsStyle


T = TypeVar("T", bound="HostedFieldsFieldOptions")


@_attrs_define
class HostedFieldsFieldOptions:
    """One card input of the Hosted Fields library (card, expiry or cvv).

    Attributes:
        id (str): Id of the container element the frame is rendered into.
        placeholder (str):
        style (HostedFieldsStyle | Unset): A style object of the Hosted Fields library: selectors such as `input` and
            `::placeholder` map to CSS property maps.
    """

    id: str
    placeholder: str
    style: HostedFieldsStyle | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        placeholder = self.placeholder

        style: dict[str, Any] | Unset = UNSET
        if not isinstance(self.style, Unset):
            style = self.style.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "placeholder": placeholder,
            }
        )
        if style is not UNSET:
            field_dict["style"] = style

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.hosted_fields_style import HostedFieldsStyle

        d = dict(src_dict)
        id = d.pop("id")

        placeholder = d.pop("placeholder")

        _style = d.pop("style", UNSET)
        style: HostedFieldsStyle | Unset
        if isinstance(_style, Unset):
            style = UNSET
        else:
            style = HostedFieldsStyle.from_dict(_style)

        hosted_fields_field_options = cls(
            id=id,
            placeholder=placeholder,
            style=style,
        )

        return hosted_fields_field_options
