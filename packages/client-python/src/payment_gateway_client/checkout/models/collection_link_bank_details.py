from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CollectionLinkBankDetails")


@_attrs_define
class CollectionLinkBankDetails:
    """Bank details of the pull variants of the collection-link family, `bankDetails`.
    A pull variant takes `cbu` and `alias`, or `phoneNumber` and `otp`; the latter pair is collected on interaction with
    the payer.
    `cbu` and `alias` go together: one without the other is rejected.
    `phoneNumber` and `otp` are not required together: the pair is collected on interaction, so a request may carry
    either, both or neither.

        Attributes:
            cbu (str | Unset):
            alias (str | Unset):
            phone_number (str | Unset):
            otp (str | Unset):
    """

    cbu: str | Unset = UNSET
    alias: str | Unset = UNSET
    phone_number: str | Unset = UNSET
    otp: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cbu = self.cbu

        alias = self.alias

        phone_number = self.phone_number

        otp = self.otp

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if cbu is not UNSET:
            field_dict["cbu"] = cbu
        if alias is not UNSET:
            field_dict["alias"] = alias
        if phone_number is not UNSET:
            field_dict["phoneNumber"] = phone_number
        if otp is not UNSET:
            field_dict["otp"] = otp

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cbu = d.pop("cbu", UNSET)

        alias = d.pop("alias", UNSET)

        phone_number = d.pop("phoneNumber", UNSET)

        otp = d.pop("otp", UNSET)

        collection_link_bank_details = cls(
            cbu=cbu,
            alias=alias,
            phone_number=phone_number,
            otp=otp,
        )

        return collection_link_bank_details
