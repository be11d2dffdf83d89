from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.instant_payment_key_payin_type_document import (
    InstantPaymentKeyPayinTypeDocument,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="InstantPaymentKeyPayin")


@_attrs_define
class InstantPaymentKeyPayin:
    """The `parameters` members of the instant-payment-key payin, by their inner names; all are optional.
    In an S2S form each member travels as a literal flat key `parameters[<name>]` (for example
    `parameters[branch_identifier]`); in a Checkout session it is a member of `parameters.<method_id>`.
    Each member can be preset at the MID, so it need not be sent.
    The payin's mandatory request members `order.amount` and `fine` are in `InstantPaymentKeyPayinRequest`.

        Attributes:
            branch_identifier (str | Unset): Branch identifier, 4 digits.
            source_account_number (str | Unset):
            type_document (InstantPaymentKeyPayinTypeDocument | Unset): Type of the debtor's document.
            debtor_document (str | Unset): Debtor's document, 11 or 14 digits.
            debtor_name (str | Unset): Debtor's name, at most 25 characters.
    """

    branch_identifier: str | Unset = UNSET
    source_account_number: str | Unset = UNSET
    type_document: InstantPaymentKeyPayinTypeDocument | Unset = UNSET
    debtor_document: str | Unset = UNSET
    debtor_name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        branch_identifier = self.branch_identifier

        source_account_number = self.source_account_number

        type_document: str | Unset = UNSET
        if not isinstance(self.type_document, Unset):
            type_document = self.type_document.value

        debtor_document = self.debtor_document

        debtor_name = self.debtor_name

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if branch_identifier is not UNSET:
            field_dict["branch_identifier"] = branch_identifier
        if source_account_number is not UNSET:
            field_dict["source_account_number"] = source_account_number
        if type_document is not UNSET:
            field_dict["type_document"] = type_document
        if debtor_document is not UNSET:
            field_dict["debtor_document"] = debtor_document
        if debtor_name is not UNSET:
            field_dict["debtor_name"] = debtor_name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        branch_identifier = d.pop("branch_identifier", UNSET)

        source_account_number = d.pop("source_account_number", UNSET)

        _type_document = d.pop("type_document", UNSET)
        type_document: InstantPaymentKeyPayinTypeDocument | Unset
        if isinstance(_type_document, Unset):
            type_document = UNSET
        else:
            type_document = InstantPaymentKeyPayinTypeDocument(_type_document)

        debtor_document = d.pop("debtor_document", UNSET)

        debtor_name = d.pop("debtor_name", UNSET)

        instant_payment_key_payin = cls(
            branch_identifier=branch_identifier,
            source_account_number=source_account_number,
            type_document=type_document,
            debtor_document=debtor_document,
            debtor_name=debtor_name,
        )

        return instant_payment_key_payin
