from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.credit_request_custom_data import CreditRequestCustomData


T = TypeVar("T", bound="CreditRequest")


@_attrs_define
class CreditRequest:
    """A card credit (payout or refund) from a card token, as a flat body.
    A nested `order` object or an array `card_token` is rejected with 100000 'Request data is invalid.'
    With a card_token the payer is asked only for the month and year of expiry, never for the security code.
    S2S CARD has no refund action: card refunds use this endpoint.

        Attributes:
            merchant_key (str): Merchant identifier in Checkout JSON requests (<API_KEY>). Test and live have separate
                values; a live key sent to the test environment, or the reverse, is rejected with 220002 'Use merchant test
                key.'
            operation (Literal['credit']):
            order_id (str): Merchant's order identifier (order_id, or order.number in Checkout). Unique per merchant:
                payment creation is deduplicated on it within the duplicate window (section 8; written once, as `x-duplicate-
                window` of the catalogue row duplicate-payment in spec/errors.yaml), and reuse after the window may be rejected
                with 'order_id: Duplicate payment.'
            order_amount (str): A money amount written as a decimal string, for example `10.00`.
                It is the exact text that enters the hash, so it is never a JSON number: the same text goes into the body and
                into the hash input.
            order_currency (str): Currency code, three upper-case letters (alphabetic, A3, as the card cart sets write it),
                for example `USD`.
            order_description (str):
            hash_ (str): Request signature: SHA1 of MD5 of the UPPERCASE concatenation of the operation's listed fields
                followed by the merchant password, hex digests at each step.
                The SHA1 hex digest is 40 hexadecimal characters.
                The fields of each recipe are in the operation's or action's `x-hash`.
            card_token (str | Unset): A single string, never an array. Required for a token-driven credit (added in 6.7.0).
            name (str | Unset):
            payee_first_name (str | Unset): When sent, overrides the payee first name prefilled from the token.
            payee_last_name (str | Unset): When sent, overrides the payee last name prefilled from the token.
            custom_data (CreditRequestCustomData | Unset): Free-form object stored with the transaction and returned in
                callbacks.
    """

    merchant_key: str
    operation: Literal["credit"]
    order_id: str
    order_amount: str
    order_currency: str
    order_description: str
    hash_: str
    card_token: str | Unset = UNSET
    name: str | Unset = UNSET
    payee_first_name: str | Unset = UNSET
    payee_last_name: str | Unset = UNSET
    custom_data: CreditRequestCustomData | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        merchant_key = self.merchant_key

        operation = self.operation

        order_id = self.order_id

        order_amount = self.order_amount

        order_currency = self.order_currency

        order_description = self.order_description

        hash_ = self.hash_

        card_token = self.card_token

        name = self.name

        payee_first_name = self.payee_first_name

        payee_last_name = self.payee_last_name

        custom_data: dict[str, Any] | Unset = UNSET
        if not isinstance(self.custom_data, Unset):
            custom_data = self.custom_data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "merchant_key": merchant_key,
                "operation": operation,
                "order_id": order_id,
                "order_amount": order_amount,
                "order_currency": order_currency,
                "order_description": order_description,
                "hash": hash_,
            }
        )
        if card_token is not UNSET:
            field_dict["card_token"] = card_token
        if name is not UNSET:
            field_dict["name"] = name
        if payee_first_name is not UNSET:
            field_dict["payee_first_name"] = payee_first_name
        if payee_last_name is not UNSET:
            field_dict["payee_last_name"] = payee_last_name
        if custom_data is not UNSET:
            field_dict["custom_data"] = custom_data

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.credit_request_custom_data import CreditRequestCustomData

        d = dict(src_dict)
        merchant_key = d.pop("merchant_key")

        operation = cast(Literal["credit"], d.pop("operation"))
        if operation != "credit":
            raise ValueError(f"operation must match const 'credit', got '{operation}'")

        order_id = d.pop("order_id")

        order_amount = d.pop("order_amount")

        order_currency = d.pop("order_currency")

        order_description = d.pop("order_description")

        hash_ = d.pop("hash")

        card_token = d.pop("card_token", UNSET)

        name = d.pop("name", UNSET)

        payee_first_name = d.pop("payee_first_name", UNSET)

        payee_last_name = d.pop("payee_last_name", UNSET)

        _custom_data = d.pop("custom_data", UNSET)
        custom_data: CreditRequestCustomData | Unset
        if isinstance(_custom_data, Unset):
            custom_data = UNSET
        else:
            custom_data = CreditRequestCustomData.from_dict(_custom_data)

        credit_request = cls(
            merchant_key=merchant_key,
            operation=operation,
            order_id=order_id,
            order_amount=order_amount,
            order_currency=order_currency,
            order_description=order_description,
            hash_=hash_,
            card_token=card_token,
            name=name,
            payee_first_name=payee_first_name,
            payee_last_name=payee_last_name,
            custom_data=custom_data,
        )

        return credit_request
