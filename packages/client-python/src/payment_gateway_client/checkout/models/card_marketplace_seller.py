from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CardMarketplaceSeller")


@_attrs_define
class CardMarketplaceSeller:
    """One marketplace seller of the card method, `parameters.card.marketPlace.sellers[n]`.
    Both members are optional.

        Attributes:
            id (str | Unset): Seller identifier, AN255.
            amount (str | Unset): Seller's amount, N13 (up to 13 digits).
    """

    id: str | Unset = UNSET
    amount: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id
        if amount is not UNSET:
            field_dict["amount"] = amount

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id", UNSET)

        amount = d.pop("amount", UNSET)

        card_marketplace_seller = cls(
            id=id,
            amount=amount,
        )

        return card_marketplace_seller
