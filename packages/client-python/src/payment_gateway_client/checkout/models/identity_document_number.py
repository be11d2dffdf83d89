from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="IdentityDocumentNumber")


@_attrs_define
class IdentityDocumentNumber:
    """Parameters of an identity-collecting method that takes the payer's document number, `parameters.<method_id>` of a
    Checkout session.
    `document_number` is conditional: when it is absent, the payment form collects it from the payer, so the request may
    omit it.

        Attributes:
            document_number (str | Unset): The payer's document number; collected on the form when absent.
    """

    document_number: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        document_number = self.document_number

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if document_number is not UNSET:
            field_dict["document_number"] = document_number

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        document_number = d.pop("document_number", UNSET)

        identity_document_number = cls(
            document_number=document_number,
        )

        return identity_document_number
