from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="IdentityMemberId")


@_attrs_define
class IdentityMemberId:
    """Parameters of an identity-collecting method that takes a member id, `parameters.<method_id>` of a Checkout session.
    `memberId` is conditional.

        Attributes:
            member_id (str | Unset):
    """

    member_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        member_id = self.member_id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if member_id is not UNSET:
            field_dict["memberId"] = member_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        member_id = d.pop("memberId", UNSET)

        identity_member_id = cls(
            member_id=member_id,
        )

        return identity_member_id
