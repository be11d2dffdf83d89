from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.message_transfer_payout_fee_calculation_method import (
    MessageTransferPayoutFeeCalculationMethod,
)

T = TypeVar("T", bound="MessageTransferPayout")


@_attrs_define
class MessageTransferPayout:
    """The payout variant of a money-transfer-by-message method: the members of the flat payout request.
    All members are required.
    The two `parameters[...]` members are literal flat form keys, as in the S2S forms; the others are top-level request
    members.
    `SecurityQuestion` has 10 to 40 characters; `SecurityQuestionAnswer` has 3 to 40 characters and, as in all transfer
    methods, no spaces.

        Attributes:
            payer_first_name (str):
            payer_email (str): Payer's e-mail address, 2 to 60 characters.
            order_amount (str): A money amount written as a decimal string, for example `10.00`.
                It is the exact text that enters the hash, so it is never a JSON number: the same text goes into the body and
                into the hash input.
            order_currency (str): Currency code, three upper-case letters (alphabetic, A3, as the card cart sets write it),
                for example `USD`.
            order_description (str): Order description, 5 to 200 characters.
            parameters_security_question (str): Security question, 10 to 40 characters.
            parameters_security_question_answer (str): Answer to the security question, 3 to 40 characters, no spaces.
            account_uuid (str):
            fee_calculation_method (MessageTransferPayoutFeeCalculationMethod): How the fee is calculated; `account_level`
                (default) or `transaction_level`. Default: MessageTransferPayoutFeeCalculationMethod.ACCOUNT_LEVEL.
    """

    payer_first_name: str
    payer_email: str
    order_amount: str
    order_currency: str
    order_description: str
    parameters_security_question: str
    parameters_security_question_answer: str
    account_uuid: str
    fee_calculation_method: MessageTransferPayoutFeeCalculationMethod = (
        MessageTransferPayoutFeeCalculationMethod.ACCOUNT_LEVEL
    )
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        payer_first_name = self.payer_first_name

        payer_email = self.payer_email

        order_amount = self.order_amount

        order_currency = self.order_currency

        order_description = self.order_description

        parameters_security_question = self.parameters_security_question

        parameters_security_question_answer = self.parameters_security_question_answer

        account_uuid = self.account_uuid

        fee_calculation_method = self.fee_calculation_method.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "payer_first_name": payer_first_name,
                "payer_email": payer_email,
                "order_amount": order_amount,
                "order_currency": order_currency,
                "order_description": order_description,
                "parameters[SecurityQuestion]": parameters_security_question,
                "parameters[SecurityQuestionAnswer]": parameters_security_question_answer,
                "account_uuid": account_uuid,
                "fee_calculation_method": fee_calculation_method,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        payer_first_name = d.pop("payer_first_name")

        payer_email = d.pop("payer_email")

        order_amount = d.pop("order_amount")

        order_currency = d.pop("order_currency")

        order_description = d.pop("order_description")

        parameters_security_question = d.pop("parameters[SecurityQuestion]")

        parameters_security_question_answer = d.pop(
            "parameters[SecurityQuestionAnswer]"
        )

        account_uuid = d.pop("account_uuid")

        fee_calculation_method = MessageTransferPayoutFeeCalculationMethod(
            d.pop("fee_calculation_method")
        )

        message_transfer_payout = cls(
            payer_first_name=payer_first_name,
            payer_email=payer_email,
            order_amount=order_amount,
            order_currency=order_currency,
            order_description=order_description,
            parameters_security_question=parameters_security_question,
            parameters_security_question_answer=parameters_security_question_answer,
            account_uuid=account_uuid,
            fee_calculation_method=fee_calculation_method,
        )

        message_transfer_payout.additional_properties = d
        return message_transfer_payout

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
