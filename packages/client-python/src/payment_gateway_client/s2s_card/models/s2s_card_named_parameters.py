from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.s2s_card_named_parameters_url_target import (
    S2SCardNamedParametersUrlTarget,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="S2SCardNamedParameters")


@_attrs_define
class S2SCardNamedParameters:
    """Parameters the source names for S2S CARD without placing them on any of the nine allowlisted actions.
    payer_present belongs to SALE and DEBIT; the others are named without an action. No branch carries them, and no
    branch accepts them (the branches are closed).

        Attributes:
            term_url_3ds (str | Unset): Named by the source; its type and meaning are not shown.
            term_url_target (S2SCardNamedParametersUrlTarget | Unset): Same values as url_target. Since 6.7.0 the MID
                attribute Override Link Target, when set, wins over it.
            payer_present (str | Unset): Card-on-file flow attribute, on SALE and DEBIT.
            payer_address (str | Unset): Optional; enforced only when its Protocol Mapping setting says Required.
            payer_country (str | Unset): Optional; enforced only when its Protocol Mapping setting says Required.
            payer_city (str | Unset): Optional; enforced only when its Protocol Mapping setting says Required.
            payer_zip (str | Unset): Optional; enforced only when its Protocol Mapping setting says Required.
    """

    term_url_3ds: str | Unset = UNSET
    term_url_target: S2SCardNamedParametersUrlTarget | Unset = UNSET
    payer_present: str | Unset = UNSET
    payer_address: str | Unset = UNSET
    payer_country: str | Unset = UNSET
    payer_city: str | Unset = UNSET
    payer_zip: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        term_url_3ds = self.term_url_3ds

        term_url_target: str | Unset = UNSET
        if not isinstance(self.term_url_target, Unset):
            term_url_target = self.term_url_target.value

        payer_present = self.payer_present

        payer_address = self.payer_address

        payer_country = self.payer_country

        payer_city = self.payer_city

        payer_zip = self.payer_zip

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if term_url_3ds is not UNSET:
            field_dict["term_url_3ds"] = term_url_3ds
        if term_url_target is not UNSET:
            field_dict["term_url_target"] = term_url_target
        if payer_present is not UNSET:
            field_dict["payer_present"] = payer_present
        if payer_address is not UNSET:
            field_dict["payer_address"] = payer_address
        if payer_country is not UNSET:
            field_dict["payer_country"] = payer_country
        if payer_city is not UNSET:
            field_dict["payer_city"] = payer_city
        if payer_zip is not UNSET:
            field_dict["payer_zip"] = payer_zip

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        term_url_3ds = d.pop("term_url_3ds", UNSET)

        _term_url_target = d.pop("term_url_target", UNSET)
        term_url_target: S2SCardNamedParametersUrlTarget | Unset
        if isinstance(_term_url_target, Unset):
            term_url_target = UNSET
        else:
            term_url_target = S2SCardNamedParametersUrlTarget(_term_url_target)

        payer_present = d.pop("payer_present", UNSET)

        payer_address = d.pop("payer_address", UNSET)

        payer_country = d.pop("payer_country", UNSET)

        payer_city = d.pop("payer_city", UNSET)

        payer_zip = d.pop("payer_zip", UNSET)

        s2s_card_named_parameters = cls(
            term_url_3ds=term_url_3ds,
            term_url_target=term_url_target,
            payer_present=payer_present,
            payer_address=payer_address,
            payer_country=payer_country,
            payer_city=payer_city,
            payer_zip=payer_zip,
        )

        s2s_card_named_parameters.additional_properties = d
        return s2s_card_named_parameters

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
