from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="IdentityPersonalId")


@_attrs_define
class IdentityPersonalId:
    """Parameters of an identity-collecting method that takes the payer's personal id, `parameters.<method_id>` of a
    Checkout session.
    `personal_id` is conditional: when it is absent, the payment form collects it from the payer, so the request may
    omit it.

        Attributes:
            personal_id (str | Unset): The payer's personal id; collected on the form when absent.
    """

    personal_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        personal_id = self.personal_id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if personal_id is not UNSET:
            field_dict["personal_id"] = personal_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        personal_id = d.pop("personal_id", UNSET)

        identity_personal_id = cls(
            personal_id=personal_id,
        )

        return identity_personal_id
