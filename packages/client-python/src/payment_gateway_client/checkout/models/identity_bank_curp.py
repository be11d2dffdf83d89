from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="IdentityBankCurp")


@_attrs_define
class IdentityBankCurp:
    """Parameters of an identity-collecting method that takes the payer's CURP, `parameters.<method_id>` of a Checkout
    session.
    `bank_curp` is a string; when it is absent, it is asked of the payer, so the request may omit it.

        Attributes:
            bank_curp (str | Unset): The payer's CURP; asked of the payer when absent.
    """

    bank_curp: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bank_curp = self.bank_curp

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if bank_curp is not UNSET:
            field_dict["bank_curp"] = bank_curp

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bank_curp = d.pop("bank_curp", UNSET)

        identity_bank_curp = cls(
            bank_curp=bank_curp,
        )

        return identity_bank_curp
