from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.hosted_fields_field_options import HostedFieldsFieldOptions


T = TypeVar("T", bound="HostedFieldsConfigFields")


@_attrs_define
class HostedFieldsConfigFields:
    """
    Attributes:
        card (HostedFieldsFieldOptions): One card input of the Hosted Fields library (card, expiry or cvv).
        expiry (HostedFieldsFieldOptions): One card input of the Hosted Fields library (card, expiry or cvv).
        cvv (HostedFieldsFieldOptions): One card input of the Hosted Fields library (card, expiry or cvv).
    """

    card: HostedFieldsFieldOptions
    expiry: HostedFieldsFieldOptions
    cvv: HostedFieldsFieldOptions

    def to_dict(self) -> dict[str, Any]:
        card = self.card.to_dict()

        expiry = self.expiry.to_dict()

        cvv = self.cvv.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "expiry": expiry,
                "cvv": cvv,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.hosted_fields_field_options import HostedFieldsFieldOptions

        d = dict(src_dict)
        card = HostedFieldsFieldOptions.from_dict(d.pop("card"))

        expiry = HostedFieldsFieldOptions.from_dict(d.pop("expiry"))

        cvv = HostedFieldsFieldOptions.from_dict(d.pop("cvv"))

        hosted_fields_config_fields = cls(
            card=card,
            expiry=expiry,
            cvv=cvv,
        )

        return hosted_fields_config_fields
