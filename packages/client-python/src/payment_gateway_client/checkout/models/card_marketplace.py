from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.card_marketplace_seller import CardMarketplaceSeller


T = TypeVar("T", bound="CardMarketplace")


@_attrs_define
class CardMarketplace:
    """Marketplace data of the card method, `parameters.card.marketPlace`: its sellers.

    Attributes:
        sellers (list[CardMarketplaceSeller] | Unset):
    """

    sellers: list[CardMarketplaceSeller] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        sellers: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.sellers, Unset):
            sellers = []
            for sellers_item_data in self.sellers:
                sellers_item = sellers_item_data.to_dict()
                sellers.append(sellers_item)

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if sellers is not UNSET:
            field_dict["sellers"] = sellers

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.card_marketplace_seller import CardMarketplaceSeller

        d = dict(src_dict)
        _sellers = d.pop("sellers", UNSET)
        sellers: list[CardMarketplaceSeller] | Unset = UNSET
        if _sellers is not UNSET:
            sellers = []
            for sellers_item_data in _sellers:
                sellers_item = CardMarketplaceSeller.from_dict(sellers_item_data)

                sellers.append(sellers_item)

        card_marketplace = cls(
            sellers=sellers,
        )

        return card_marketplace
