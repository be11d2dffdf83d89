from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RecurringSaleRequest")


@_attrs_define
class RecurringSaleRequest:
    """Recurring (secondary) sale charged from the initial recurring transaction and its recurring token.
    The pair recurring_first_trans_id + recurring_token is checked after validation: a pair that does not match gives
    100000 'Incorrect transaction'.
    A recurring sale creates a payment, so its order_id is deduplicated within the duplicate window (section 8; written
    once, as `x-duplicate-window` of the catalogue row duplicate-payment in spec/errors.yaml); later reuse may give
    'order_id: Duplicate payment.'.
    Since 6.7.0 custom_data is accepted on recurring requests, and the callback returns the value sent with the
    recurring request, not the initial one.
    The source does not show how a form carries that free-form object; it is modelled as the contract writes other
    nested form members (`parameters[mobile_number]` in S2S APM): literal bracket keys `custom_data[key]`, each a flat
    member with a string value.
    A routing-layer rejection gives 204005 'Payment action not supported'.

        Attributes:
            action (Literal['RECURRING_SALE']):
            client_key (str): Merchant identifier in S2S form requests. Test and live have separate values.
            order_id (str): Merchant's order identifier of this recurring sale; the hash is computed over it.
            order_amount (str): Amount as a decimal string.
            order_description (str): Order description.
            recurring_first_trans_id (str): Transaction id of the initial recurring transaction (the Checkout name is
                recurring_init_trans_id).
            recurring_token (str): Token used for subsequent recurring charges.
            hash_ (str): Request signature: SHA1 of MD5 of the UPPERCASE concatenation of the operation's listed fields
                followed by the merchant password, hex digests at each step.
                The SHA1 hex digest is 40 hexadecimal characters.
                The fields of each recipe are in the operation's or action's `x-hash`.
            order_currency (str | Unset): Optional currency code.
    """

    action: Literal["RECURRING_SALE"]
    client_key: str
    order_id: str
    order_amount: str
    order_description: str
    recurring_first_trans_id: str
    recurring_token: str
    hash_: str
    order_currency: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        client_key = self.client_key

        order_id = self.order_id

        order_amount = self.order_amount

        order_description = self.order_description

        recurring_first_trans_id = self.recurring_first_trans_id

        recurring_token = self.recurring_token

        hash_ = self.hash_

        order_currency = self.order_currency

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "client_key": client_key,
                "order_id": order_id,
                "order_amount": order_amount,
                "order_description": order_description,
                "recurring_first_trans_id": recurring_first_trans_id,
                "recurring_token": recurring_token,
                "hash": hash_,
            }
        )
        if order_currency is not UNSET:
            field_dict["order_currency"] = order_currency

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["RECURRING_SALE"], d.pop("action"))
        if action != "RECURRING_SALE":
            raise ValueError(
                f"action must match const 'RECURRING_SALE', got '{action}'"
            )

        client_key = d.pop("client_key")

        order_id = d.pop("order_id")

        order_amount = d.pop("order_amount")

        order_description = d.pop("order_description")

        recurring_first_trans_id = d.pop("recurring_first_trans_id")

        recurring_token = d.pop("recurring_token")

        hash_ = d.pop("hash")

        order_currency = d.pop("order_currency", UNSET)

        recurring_sale_request = cls(
            action=action,
            client_key=client_key,
            order_id=order_id,
            order_amount=order_amount,
            order_description=order_description,
            recurring_first_trans_id=recurring_first_trans_id,
            recurring_token=recurring_token,
            hash_=hash_,
            order_currency=order_currency,
        )

        return recurring_sale_request
