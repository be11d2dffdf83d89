from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="IdentityTypedDocument")


@_attrs_define
class IdentityTypedDocument:
    """Parameters of the identity-collecting variant that takes a document type beside the document number,
    `parameters.<method_id>` of a Checkout session.
    `document_number` is conditional: when it is absent, the payment form collects it from the payer, so the request may
    omit it.
    `document_type` is conditional.

        Attributes:
            document_number (str | Unset): The payer's document number; collected on the form when absent.
            document_type (str | Unset):
    """

    document_number: str | Unset = UNSET
    document_type: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        document_number = self.document_number

        document_type = self.document_type

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if document_number is not UNSET:
            field_dict["document_number"] = document_number
        if document_type is not UNSET:
            field_dict["document_type"] = document_type

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        document_number = d.pop("document_number", UNSET)

        document_type = d.pop("document_type", UNSET)

        identity_typed_document = cls(
            document_number=document_number,
            document_type=document_type,
        )

        return identity_typed_document
