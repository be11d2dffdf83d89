from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hosted_fields_config_fields import HostedFieldsConfigFields
    from ..models.hosted_fields_style import HostedFieldsStyle


T = TypeVar("T", bound="HostedFieldsConfig")


@_attrs_define
class HostedFieldsConfig:
    """The argument of `HostedFields.init(config)`.

    Attributes:
        session_token (str): The session token from POST /api/v1/session/token.
        fields (HostedFieldsConfigFields):
        style (HostedFieldsStyle | Unset): A style object of the Hosted Fields library: selectors such as `input` and
            `::placeholder` map to CSS property maps.
    """

    session_token: str
    fields: HostedFieldsConfigFields
    style: HostedFieldsStyle | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        session_token = self.session_token

        fields = self.fields.to_dict()

        style: dict[str, Any] | Unset = UNSET
        if not isinstance(self.style, Unset):
            style = self.style.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sessionToken": session_token,
                "fields": fields,
            }
        )
        if style is not UNSET:
            field_dict["style"] = style

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.hosted_fields_config_fields import HostedFieldsConfigFields
        from ..models.hosted_fields_style import HostedFieldsStyle

        d = dict(src_dict)
        session_token = d.pop("sessionToken")

        fields = HostedFieldsConfigFields.from_dict(d.pop("fields"))

        _style = d.pop("style", UNSET)
        style: HostedFieldsStyle | Unset
        if isinstance(_style, Unset):
            style = UNSET
        else:
            style = HostedFieldsStyle.from_dict(_style)

        hosted_fields_config = cls(
            session_token=session_token,
            fields=fields,
            style=style,
        )

        return hosted_fields_config
