from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.checkout_recurring_sale_request_custom_data import (
        CheckoutRecurringSaleRequestCustomData,
    )


T = TypeVar("T", bound="CheckoutRecurringSaleRequest")


@_attrs_define
class CheckoutRecurringSaleRequest:
    """Checkout recurring secondary sale: a charge from the stored recurring token of an initial recurring payment.
    The callback returns the custom_data of this request, not the initial one.

        Attributes:
            merchant_key (str): Merchant identifier in Checkout JSON requests (<API_KEY>). Test and live have separate
                values; a live key sent to the test environment, or the reverse, is rejected with 220002 'Use merchant test
                key.'
            recurring_init_trans_id (str): Transaction id of the initial recurring transaction (recurring_init_trans_id in
                Checkout, recurring_first_trans_id in S2S CARD).
            recurring_token (str): Token used for subsequent recurring charges.
            hash_ (str): Request signature: SHA1 of MD5 of the UPPERCASE concatenation of the operation's listed fields
                followed by the merchant password, hex digests at each step.
                The SHA1 hex digest is 40 hexadecimal characters.
                The fields of each recipe are in the operation's or action's `x-hash`.
            custom_data (CheckoutRecurringSaleRequestCustomData | Unset):
    """

    merchant_key: str
    recurring_init_trans_id: str
    recurring_token: str
    hash_: str
    custom_data: CheckoutRecurringSaleRequestCustomData | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        merchant_key = self.merchant_key

        recurring_init_trans_id = self.recurring_init_trans_id

        recurring_token = self.recurring_token

        hash_ = self.hash_

        custom_data: dict[str, Any] | Unset = UNSET
        if not isinstance(self.custom_data, Unset):
            custom_data = self.custom_data.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "merchant_key": merchant_key,
                "recurring_init_trans_id": recurring_init_trans_id,
                "recurring_token": recurring_token,
                "hash": hash_,
            }
        )
        if custom_data is not UNSET:
            field_dict["custom_data"] = custom_data

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.checkout_recurring_sale_request_custom_data import (
            CheckoutRecurringSaleRequestCustomData,
        )

        d = dict(src_dict)
        merchant_key = d.pop("merchant_key")

        recurring_init_trans_id = d.pop("recurring_init_trans_id")

        recurring_token = d.pop("recurring_token")

        hash_ = d.pop("hash")

        _custom_data = d.pop("custom_data", UNSET)
        custom_data: CheckoutRecurringSaleRequestCustomData | Unset
        if isinstance(_custom_data, Unset):
            custom_data = UNSET
        else:
            custom_data = CheckoutRecurringSaleRequestCustomData.from_dict(_custom_data)

        checkout_recurring_sale_request = cls(
            merchant_key=merchant_key,
            recurring_init_trans_id=recurring_init_trans_id,
            recurring_token=recurring_token,
            hash_=hash_,
            custom_data=custom_data,
        )

        checkout_recurring_sale_request.additional_properties = d
        return checkout_recurring_sale_request

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
