from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.card_installments_bnrg_installm_def import CardInstallmentsBnrgInstallmDef
from ..models.card_installments_bnrg_installm_plan import (
    CardInstallmentsBnrgInstallmPlan,
)

T = TypeVar("T", bound="CardInstallments")


@_attrs_define
class CardInstallments:
    """Installment plan of the card method, members of `parameters.card`.
    All three members are required 2-digit numeric strings.
    It is one of the flat sets that `CardMethodParameters` combines, so it is open here and closed there.

        Attributes:
            bnrg_installm_def (CardInstallmentsBnrgInstallmDef): Initial delay; `00` no initial delay, `01` one month.
            bnrg_installm_months (str): Number of monthly payments, as a 2-digit numeric string.
            bnrg_installm_plan (CardInstallmentsBnrgInstallmPlan): Plan; `03` no interest, `05` with interest, `07` defer
                only the initial payment.
    """

    bnrg_installm_def: CardInstallmentsBnrgInstallmDef
    bnrg_installm_months: str
    bnrg_installm_plan: CardInstallmentsBnrgInstallmPlan
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bnrg_installm_def = self.bnrg_installm_def.value

        bnrg_installm_months = self.bnrg_installm_months

        bnrg_installm_plan = self.bnrg_installm_plan.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bnrg_installm_def": bnrg_installm_def,
                "bnrg_installm_months": bnrg_installm_months,
                "bnrg_installm_plan": bnrg_installm_plan,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bnrg_installm_def = CardInstallmentsBnrgInstallmDef(d.pop("bnrg_installm_def"))

        bnrg_installm_months = d.pop("bnrg_installm_months")

        bnrg_installm_plan = CardInstallmentsBnrgInstallmPlan(
            d.pop("bnrg_installm_plan")
        )

        card_installments = cls(
            bnrg_installm_def=bnrg_installm_def,
            bnrg_installm_months=bnrg_installm_months,
            bnrg_installm_plan=bnrg_installm_plan,
        )

        card_installments.additional_properties = d
        return card_installments

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
