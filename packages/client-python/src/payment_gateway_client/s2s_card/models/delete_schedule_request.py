from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)
from uuid import UUID

from attrs import define as _attrs_define

T = TypeVar("T", bound="DeleteScheduleRequest")


@_attrs_define
class DeleteScheduleRequest:
    """Deletes a recurring schedule.
    schedule_id must be a UUID: a non-UUID value gives 'This is not a valid UUID.' during validation, before existence
    is checked; an unknown schedule_id then gives 'Schedule not found'.

        Attributes:
            action (Literal['DELETE_SCHEDULE']):
            client_key (str): Merchant identifier in S2S form requests. Test and live have separate values.
            schedule_id (UUID): Identifier of a recurring schedule, in UUID format. A non-UUID value is rejected during
                validation with 'This is not a valid UUID.', before existence is checked.
            hash_ (str): Request signature: SHA1 of MD5 of the UPPERCASE concatenation of the operation's listed fields
                followed by the merchant password, hex digests at each step.
                The SHA1 hex digest is 40 hexadecimal characters.
                The fields of each recipe are in the operation's or action's `x-hash`.
    """

    action: Literal["DELETE_SCHEDULE"]
    client_key: str
    schedule_id: UUID
    hash_: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        client_key = self.client_key

        schedule_id = str(self.schedule_id)

        hash_ = self.hash_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "client_key": client_key,
                "schedule_id": schedule_id,
                "hash": hash_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["DELETE_SCHEDULE"], d.pop("action"))
        if action != "DELETE_SCHEDULE":
            raise ValueError(
                f"action must match const 'DELETE_SCHEDULE', got '{action}'"
            )

        client_key = d.pop("client_key")

        schedule_id = UUID(d.pop("schedule_id"))

        hash_ = d.pop("hash")

        delete_schedule_request = cls(
            action=action,
            client_key=client_key,
            schedule_id=schedule_id,
            hash_=hash_,
        )

        return delete_schedule_request
