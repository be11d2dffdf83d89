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

from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateScheduleRequest")


@_attrs_define
class UpdateScheduleRequest:
    """Updates a recurring schedule.
    schedule_id must be a UUID: a non-UUID value gives 'This is not a valid UUID.' during validation, before existence
    is checked; an unknown schedule_id then gives 'Schedule not found'.
    The schedule fields of section 2.4 (name, interval_length, interval_unit, payments_count) are required on create
    only; here they are accepted as optional, with the same form as on create.

        Attributes:
            action (Literal['UPDATE_SCHEDULE']):
            client_key (str): Merchant identifier in S2S form requests. Test and live have separate values.
            schedule_id (UUID): Identifier of a recurring schedule, in UUID format. A non-UUID value is rejected during
                validation with 'This is not a valid UUID.', before existence is checked.
            hash_ (str): Request signature: SHA1 of MD5 of the UPPERCASE concatenation of the operation's listed fields
                followed by the merchant password, hex digests at each step.
                The SHA1 hex digest is 40 hexadecimal characters.
                The fields of each recipe are in the operation's or action's `x-hash`.
            name (str | Unset): Name of the schedule.
            interval_length (str | Unset): Length of the interval between payments, in interval_unit units. The source types
                it as a number; the form carries it as a string of digits.
            interval_unit (str | Unset): Unit of interval_length.
            payments_count (str | Unset): Number of payments of the schedule. The source types it as a number; the form
                carries it as a string of digits.
    """

    action: Literal["UPDATE_SCHEDULE"]
    client_key: str
    schedule_id: UUID
    hash_: str
    name: str | Unset = UNSET
    interval_length: str | Unset = UNSET
    interval_unit: str | Unset = UNSET
    payments_count: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        client_key = self.client_key

        schedule_id = str(self.schedule_id)

        hash_ = self.hash_

        name = self.name

        interval_length = self.interval_length

        interval_unit = self.interval_unit

        payments_count = self.payments_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "client_key": client_key,
                "schedule_id": schedule_id,
                "hash": hash_,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if interval_length is not UNSET:
            field_dict["interval_length"] = interval_length
        if interval_unit is not UNSET:
            field_dict["interval_unit"] = interval_unit
        if payments_count is not UNSET:
            field_dict["payments_count"] = payments_count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["UPDATE_SCHEDULE"], d.pop("action"))
        if action != "UPDATE_SCHEDULE":
            raise ValueError(
                f"action must match const 'UPDATE_SCHEDULE', got '{action}'"
            )

        client_key = d.pop("client_key")

        schedule_id = UUID(d.pop("schedule_id"))

        hash_ = d.pop("hash")

        name = d.pop("name", UNSET)

        interval_length = d.pop("interval_length", UNSET)

        interval_unit = d.pop("interval_unit", UNSET)

        payments_count = d.pop("payments_count", UNSET)

        update_schedule_request = cls(
            action=action,
            client_key=client_key,
            schedule_id=schedule_id,
            hash_=hash_,
            name=name,
            interval_length=interval_length,
            interval_unit=interval_unit,
            payments_count=payments_count,
        )

        return update_schedule_request
