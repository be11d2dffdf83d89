from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MobileMoneyMethod")


@_attrs_define
class MobileMoneyMethod:
    """Parameters of the mobile-money (payer) method, `parameters.<method_id>` of a Checkout session.
    All members are optional strings.
    `NarrativeFileName` and `NarrativeFileBase64` are ignored unless both are sent; sending one alone is not an error.
    Section 8 gives the method's Reference (public id) a minimum of 8 characters.

        Attributes:
            account_provider_code (str | Unset):
            narrative_file_name (str | Unset): Name of the narrative file; ignored unless NarrativeFileBase64 is also sent.
            narrative_file_base_64 (str | Unset): The narrative file (its wire name suggests Base64 content, which the
                source does not state); ignored unless NarrativeFileName is also sent.
            provider_reference_text (str | Unset):
            reference (str | Unset): The payer method's reference, the public id, at least 8 characters.
    """

    account_provider_code: str | Unset = UNSET
    narrative_file_name: str | Unset = UNSET
    narrative_file_base_64: str | Unset = UNSET
    provider_reference_text: str | Unset = UNSET
    reference: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        account_provider_code = self.account_provider_code

        narrative_file_name = self.narrative_file_name

        narrative_file_base_64 = self.narrative_file_base_64

        provider_reference_text = self.provider_reference_text

        reference = self.reference

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if account_provider_code is not UNSET:
            field_dict["AccountProviderCode"] = account_provider_code
        if narrative_file_name is not UNSET:
            field_dict["NarrativeFileName"] = narrative_file_name
        if narrative_file_base_64 is not UNSET:
            field_dict["NarrativeFileBase64"] = narrative_file_base_64
        if provider_reference_text is not UNSET:
            field_dict["ProviderReferenceText"] = provider_reference_text
        if reference is not UNSET:
            field_dict["Reference"] = reference

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        account_provider_code = d.pop("AccountProviderCode", UNSET)

        narrative_file_name = d.pop("NarrativeFileName", UNSET)

        narrative_file_base_64 = d.pop("NarrativeFileBase64", UNSET)

        provider_reference_text = d.pop("ProviderReferenceText", UNSET)

        reference = d.pop("Reference", UNSET)

        mobile_money_method = cls(
            account_provider_code=account_provider_code,
            narrative_file_name=narrative_file_name,
            narrative_file_base_64=narrative_file_base_64,
            provider_reference_text=provider_reference_text,
            reference=reference,
        )

        return mobile_money_method
