from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MessageTransfer")


@_attrs_define
class MessageTransfer:
    """Parameters of the money-transfer-by-message methods (payin), `parameters.<method_id>` of a Checkout session.
    Both members are optional.
    `SecurityQuestionAnswer` has 3 to 25 characters and no spaces.

        Attributes:
            security_question (str | Unset):
            security_question_answer (str | Unset): Answer to the security question, 3 to 25 characters, no spaces.
    """

    security_question: str | Unset = UNSET
    security_question_answer: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        security_question = self.security_question

        security_question_answer = self.security_question_answer

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if security_question is not UNSET:
            field_dict["SecurityQuestion"] = security_question
        if security_question_answer is not UNSET:
            field_dict["SecurityQuestionAnswer"] = security_question_answer

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        security_question = d.pop("SecurityQuestion", UNSET)

        security_question_answer = d.pop("SecurityQuestionAnswer", UNSET)

        message_transfer = cls(
            security_question=security_question,
            security_question_answer=security_question_answer,
        )

        return message_transfer
