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

from ..models.credit_2_virtual_request_order_currency import (
    Credit2VirtualRequestOrderCurrency,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="Credit2VirtualRequest")


@_attrs_define
class Credit2VirtualRequest:
    """Mobile-money payout.
    Bracket keys such as `parameters[mobile_number]` are literal flat form keys, as PHP's http_build_query, Python
    requests and URLSearchParams send them (percent-encoded as `parameters%5Bmobile_number%5D` or not).
    The payout creates a payment, so its order_id is unique and deduplicated within the duplicate window (section 8;
    written once, as `x-duplicate-window` of the catalogue row duplicate-payment in spec/errors.yaml); later reuse may
    give 'order_id: Duplicate payment.'.
    Since 6.7.0 custom_data is accepted on credit requests of S2S APM (section 9); as on S2S CARD RECURRING_SALE, it is
    written as literal bracket keys `custom_data[key]` with string values (FormCustomDataMember), since the source does
    not show how a form carries that free-form object.

        Attributes:
            action (Literal['CREDIT2VIRTUAL']):
            client_key (str): Merchant identifier in S2S form requests. Test and live have separate values.
            brand (str): Identifier of the payout brand.
            order_id (str): Merchant's order identifier; unique.
            order_amount (str): Within the operator's minimum and maximum; mind currencies without minor units.
            order_currency (Credit2VirtualRequestOrderCurrency): One of the six mobile-money payout currencies of the table.
            parametersmobile_money_operator (str): Operator slug.
            parametersmobile_number (str): Digits with the country prefix matching the operator's country.
            parameterscustomer_email (str):
            payee_first_name (str):
            payee_last_name (str):
            payee_email (str):
            hash_ (str): Request signature. Its input fields for CREDIT2VIRTUAL are not shown.
            order_description (str | Unset):
            parameterscustomer_name (str | Unset):
    """

    action: Literal["CREDIT2VIRTUAL"]
    client_key: str
    brand: str
    order_id: str
    order_amount: str
    order_currency: Credit2VirtualRequestOrderCurrency
    parametersmobile_money_operator: str
    parametersmobile_number: str
    parameterscustomer_email: str
    payee_first_name: str
    payee_last_name: str
    payee_email: str
    hash_: str
    order_description: str | Unset = UNSET
    parameterscustomer_name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        client_key = self.client_key

        brand = self.brand

        order_id = self.order_id

        order_amount = self.order_amount

        order_currency = self.order_currency.value

        parametersmobile_money_operator = self.parametersmobile_money_operator

        parametersmobile_number = self.parametersmobile_number

        parameterscustomer_email = self.parameterscustomer_email

        payee_first_name = self.payee_first_name

        payee_last_name = self.payee_last_name

        payee_email = self.payee_email

        hash_ = self.hash_

        order_description = self.order_description

        parameterscustomer_name = self.parameterscustomer_name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "client_key": client_key,
                "brand": brand,
                "order_id": order_id,
                "order_amount": order_amount,
                "order_currency": order_currency,
                "parameters[mobile_money_operator]": parametersmobile_money_operator,
                "parameters[mobile_number]": parametersmobile_number,
                "parameters[customer_email]": parameterscustomer_email,
                "payee_first_name": payee_first_name,
                "payee_last_name": payee_last_name,
                "payee_email": payee_email,
                "hash": hash_,
            }
        )
        if order_description is not UNSET:
            field_dict["order_description"] = order_description
        if parameterscustomer_name is not UNSET:
            field_dict["parameters[customer_name]"] = parameterscustomer_name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["CREDIT2VIRTUAL"], d.pop("action"))
        if action != "CREDIT2VIRTUAL":
            raise ValueError(
                f"action must match const 'CREDIT2VIRTUAL', got '{action}'"
            )

        client_key = d.pop("client_key")

        brand = d.pop("brand")

        order_id = d.pop("order_id")

        order_amount = d.pop("order_amount")

        order_currency = Credit2VirtualRequestOrderCurrency(d.pop("order_currency"))

        parametersmobile_money_operator = d.pop("parameters[mobile_money_operator]")

        parametersmobile_number = d.pop("parameters[mobile_number]")

        parameterscustomer_email = d.pop("parameters[customer_email]")

        payee_first_name = d.pop("payee_first_name")

        payee_last_name = d.pop("payee_last_name")

        payee_email = d.pop("payee_email")

        hash_ = d.pop("hash")

        order_description = d.pop("order_description", UNSET)

        parameterscustomer_name = d.pop("parameters[customer_name]", UNSET)

        credit_2_virtual_request = cls(
            action=action,
            client_key=client_key,
            brand=brand,
            order_id=order_id,
            order_amount=order_amount,
            order_currency=order_currency,
            parametersmobile_money_operator=parametersmobile_money_operator,
            parametersmobile_number=parametersmobile_number,
            parameterscustomer_email=parameterscustomer_email,
            payee_first_name=payee_first_name,
            payee_last_name=payee_last_name,
            payee_email=payee_email,
            hash_=hash_,
            order_description=order_description,
            parameterscustomer_name=parameterscustomer_name,
        )

        return credit_2_virtual_request
