from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.card_method_parameters import CardMethodParameters


T = TypeVar("T", bound="MethodParameters")


@_attrs_define
class MethodParameters:
    """Payment-method parameters of a session, keyed by method identifier; each value is an object of method-specific
    parameters (section 4.4).
    `card` holds the card method's sets.
    The other identifiers are brand names the source omits, so the set a method takes cannot be told from its
    identifier: any object is accepted, and the union below names every parameter set the source describes, for the docs
    and the types.
    Most redirect-type methods need no extra parameters.
    Written as two parts that both apply: every value is an object of some method's parameters (OtherMethodParameters,
    which accepts any object), and `card` is the card method's sets.
    (One schema with `properties` and `additionalProperties` says the same; as two parts, generators that type the map
    with an index signature accept the `card` member.)

        Attributes:
            card (CardMethodParameters | Unset): The card method's parameters, `parameters.card` of a Checkout session.
                It combines the flat sets (installments, tax identity, descriptor, contact and shipping, sender and receiver
                identity) with the `shipping`, `cart` and `marketPlace` objects.
                A set whose members are all required (installments, tax identity) applies once any of its members is sent (for
                tax identity, including `toBankAccountId`, which the source shows with that set); then all its required members
                must be sent.
                The flat sets are open and combined with `allOf`, so this object is closed with `unevaluatedProperties: false`:
                a member outside every set is rejected.
    """

    card: CardMethodParameters | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card: dict[str, Any] | Unset = UNSET
        if not isinstance(self.card, Unset):
            card = self.card.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.card_method_parameters import CardMethodParameters

        d = dict(src_dict)
        _card = d.pop("card", UNSET)
        card: CardMethodParameters | Unset
        if isinstance(_card, Unset):
            card = UNSET
        else:
            card = CardMethodParameters.from_dict(_card)

        method_parameters = cls(
            card=card,
        )

        method_parameters.additional_properties = d
        return method_parameters

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
