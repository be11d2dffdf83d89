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

T = TypeVar("T", bound="CreateScheduleRequest")


@_attrs_define
class CreateScheduleRequest:
    """Creates a recurring schedule (section 2.4).
    Schedules are not separated by type: a schedule works for sale-initiated and debit-initiated recurring chains alike.
    Form values are strings: interval_length and payments_count, numbers in the source's table, arrive as strings of
    digits.
    An optional schedule_id must be a UUID; a non-UUID value is rejected during validation with 'This is not a valid
    UUID.'.
    The source gives no hash recipe for CREATE_SCHEDULE, so the branch has no x-hash; `hash` is still required, as on
    every S2S CARD request.

        Attributes:
            action (Literal['CREATE_SCHEDULE']):
            client_key (str): Merchant identifier in S2S form requests. Test and live have separate values.
            name (str): Name of the schedule.
            interval_length (str): Length of the interval between payments, in interval_unit units. The source types it as a
                number; the form carries it as a string of digits.
            interval_unit (str): Unit of interval_length.
            payments_count (str): Number of payments of the schedule. The source types it as a number; the form carries it
                as a string of digits.
            hash_ (str): Request signature. Its input fields for CREATE_SCHEDULE are not shown.
            schedule_id (UUID | Unset): Optional identifier for the new schedule, in UUID format; a non-UUID value gives
                'This is not a valid UUID.'.
    """

    action: Literal["CREATE_SCHEDULE"]
    client_key: str
    name: str
    interval_length: str
    interval_unit: str
    payments_count: str
    hash_: str
    schedule_id: UUID | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        client_key = self.client_key

        name = self.name

        interval_length = self.interval_length

        interval_unit = self.interval_unit

        payments_count = self.payments_count

        hash_ = self.hash_

        schedule_id: str | Unset = UNSET
        if not isinstance(self.schedule_id, Unset):
            schedule_id = str(self.schedule_id)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "client_key": client_key,
                "name": name,
                "interval_length": interval_length,
                "interval_unit": interval_unit,
                "payments_count": payments_count,
                "hash": hash_,
            }
        )
        if schedule_id is not UNSET:
            field_dict["schedule_id"] = schedule_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["CREATE_SCHEDULE"], d.pop("action"))
        if action != "CREATE_SCHEDULE":
            raise ValueError(
                f"action must match const 'CREATE_SCHEDULE', got '{action}'"
            )

        client_key = d.pop("client_key")

        name = d.pop("name")

        interval_length = d.pop("interval_length")

        interval_unit = d.pop("interval_unit")

        payments_count = d.pop("payments_count")

        hash_ = d.pop("hash")

        _schedule_id = d.pop("schedule_id", UNSET)
        schedule_id: UUID | Unset
        if isinstance(_schedule_id, Unset):
            schedule_id = UNSET
        else:
            schedule_id = UUID(_schedule_id)

        create_schedule_request = cls(
            action=action,
            client_key=client_key,
            name=name,
            interval_length=interval_length,
            interval_unit=interval_unit,
            payments_count=payments_count,
            hash_=hash_,
            schedule_id=schedule_id,
        )

        return create_schedule_request
