from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpiStyleMethod")


@_attrs_define
class UpiStyleMethod:
    """Parameters of the UPI-style methods, `parameters.<method_id>` of a Checkout session.
    A method takes either `upi_id` or `upiAddress`, and that member is required; exactly one of the two is sent.
    The object is closed to those two members, so "exactly one" is one member (minProperties and maxProperties 1).

        Attributes:
            upi_id (str | Unset):
            upi_address (str | Unset):
    """

    upi_id: str | Unset = UNSET
    upi_address: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        upi_id = self.upi_id

        upi_address = self.upi_address

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if upi_id is not UNSET:
            field_dict["upi_id"] = upi_id
        if upi_address is not UNSET:
            field_dict["upiAddress"] = upi_address

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        upi_id = d.pop("upi_id", UNSET)

        upi_address = d.pop("upiAddress", UNSET)

        upi_style_method = cls(
            upi_id=upi_id,
            upi_address=upi_address,
        )

        return upi_style_method
