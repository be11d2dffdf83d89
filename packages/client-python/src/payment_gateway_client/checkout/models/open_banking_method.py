from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.open_banking_payee_identification import (
        OpenBankingPayeeIdentification,
    )


T = TypeVar("T", bound="OpenBankingMethod")


@_attrs_define
class OpenBankingMethod:
    """Parameters of the open-banking method, `parameters.<method_id>` of a Checkout session.
    All three members are required; `payee_identifications` is an array of `{type, identification}` objects.

        Attributes:
            payee_name (str):
            payee_country (str):
            payee_identifications (list[OpenBankingPayeeIdentification]):
    """

    payee_name: str
    payee_country: str
    payee_identifications: list[OpenBankingPayeeIdentification]

    def to_dict(self) -> dict[str, Any]:
        payee_name = self.payee_name

        payee_country = self.payee_country

        payee_identifications = []
        for payee_identifications_item_data in self.payee_identifications:
            payee_identifications_item = payee_identifications_item_data.to_dict()
            payee_identifications.append(payee_identifications_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "payee_name": payee_name,
                "payee_country": payee_country,
                "payee_identifications": payee_identifications,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.open_banking_payee_identification import (
            OpenBankingPayeeIdentification,
        )

        d = dict(src_dict)
        payee_name = d.pop("payee_name")

        payee_country = d.pop("payee_country")

        payee_identifications = []
        _payee_identifications = d.pop("payee_identifications")
        for payee_identifications_item_data in _payee_identifications:
            payee_identifications_item = OpenBankingPayeeIdentification.from_dict(
                payee_identifications_item_data
            )

            payee_identifications.append(payee_identifications_item)

        open_banking_method = cls(
            payee_name=payee_name,
            payee_country=payee_country,
            payee_identifications=payee_identifications,
        )

        return open_banking_method
