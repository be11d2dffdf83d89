from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.card_tax_identity_document_type import CardTaxIdentityDocumentType
from ..types import UNSET, Unset

T = TypeVar("T", bound="CardTaxIdentity")


@_attrs_define
class CardTaxIdentity:
    """Tax identity of the payer for the card method, members of `parameters.card`.
    The four named members are required strings; as required identifiers they are non-empty.
    The source's example also carries `toBankAccountId`, whose requirement level it does not give, so it is optional
    here.
    It is one of the flat sets that `CardMethodParameters` combines, so it is open here and closed there.

        Attributes:
            document_type (CardTaxIdentityDocumentType): Document type; the source gives the value `cpf`.
            document_number (str): Document number.
            social_name (str): Social (registered) name of the payer.
            fiscal_country (str): Fiscal country as an alpha-2 code.
            to_bank_account_id (str | Unset): Carried by the source's example of this set.
    """

    document_type: CardTaxIdentityDocumentType
    document_number: str
    social_name: str
    fiscal_country: str
    to_bank_account_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        document_type = self.document_type.value

        document_number = self.document_number

        social_name = self.social_name

        fiscal_country = self.fiscal_country

        to_bank_account_id = self.to_bank_account_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "document_type": document_type,
                "document_number": document_number,
                "social_name": social_name,
                "fiscal_country": fiscal_country,
            }
        )
        if to_bank_account_id is not UNSET:
            field_dict["toBankAccountId"] = to_bank_account_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        document_type = CardTaxIdentityDocumentType(d.pop("document_type"))

        document_number = d.pop("document_number")

        social_name = d.pop("social_name")

        fiscal_country = d.pop("fiscal_country")

        to_bank_account_id = d.pop("toBankAccountId", UNSET)

        card_tax_identity = cls(
            document_type=document_type,
            document_number=document_number,
            social_name=social_name,
            fiscal_country=fiscal_country,
            to_bank_account_id=to_bank_account_id,
        )

        card_tax_identity.additional_properties = d
        return card_tax_identity

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
