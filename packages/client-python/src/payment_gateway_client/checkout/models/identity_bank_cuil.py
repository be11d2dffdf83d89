from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="IdentityBankCuil")


@_attrs_define
class IdentityBankCuil:
    """Parameters of an identity-collecting method that takes the payer's CUIL, `parameters.<method_id>` of a Checkout
    session.
    `bank_cuil` is a string; when it is absent, it is asked of the payer, so the request may omit it.

        Attributes:
            bank_cuil (str | Unset): The payer's CUIL; asked of the payer when absent.
    """

    bank_cuil: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bank_cuil = self.bank_cuil

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if bank_cuil is not UNSET:
            field_dict["bank_cuil"] = bank_cuil

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bank_cuil = d.pop("bank_cuil", UNSET)

        identity_bank_cuil = cls(
            bank_cuil=bank_cuil,
        )

        return identity_bank_cuil
