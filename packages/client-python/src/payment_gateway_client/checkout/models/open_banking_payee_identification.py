from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.open_banking_payee_identification_type import (
    OpenBankingPayeeIdentificationType,
)

T = TypeVar("T", bound="OpenBankingPayeeIdentification")


@_attrs_define
class OpenBankingPayeeIdentification:
    """One identification of the payee in the open-banking method, an item of `payee_identifications`.
    Both members are required; `type` is one of the 21 identification types the source lists.

        Attributes:
            type_ (OpenBankingPayeeIdentificationType):
            identification (str): The identification value of the given type.
    """

    type_: OpenBankingPayeeIdentificationType
    identification: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        identification = self.identification

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "identification": identification,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = OpenBankingPayeeIdentificationType(d.pop("type"))

        identification = d.pop("identification")

        open_banking_payee_identification = cls(
            type_=type_,
            identification=identification,
        )

        return open_banking_payee_identification
