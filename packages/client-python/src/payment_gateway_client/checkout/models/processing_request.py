from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.billing_address import BillingAddress
    from ..models.browser_info import BrowserInfo


T = TypeVar("T", bound="ProcessingRequest")


@_attrs_define
class ProcessingRequest:
    """The Hosted Payment Fields processing request, sent after `collectIframesData()` with the session token in the
    `Token` header.
    Card data never passes through the merchant: the frames hold it.

        Attributes:
            name (str): Cardholder name.
            with_hosted_fields (bool): Always `true` (written as `not: {const: false}`, which generated clients do not
                check).
            billing_address (BillingAddress | Unset): Billing address of the payer.
                The billing state is collected from the payer only when `country` is one of CA, US, JP, AU, IN (changed in
                6.7.0); for other countries the field is hidden and not validated. Its S2S CARD name is payer_state.
            browser_info (BrowserInfo | Unset): The payer's browser, as the merchant's page collects it for the processing
                call.
                All members are strings.
                accept_header must be non-empty only on routes whose connector demands it; there an empty value gives the
                connector error INVALID_REQUEST (connector validation failures surface as a connector error naming the field,
                with an explanation), so browser_info is in practice mandatory on such routes.
                The request does not show which connector serves it, so this contract accepts an empty accept_header and
                documents the connector's INVALID_REQUEST as the outcome on those routes.
            email (str | Unset):
            birth_day (datetime.date | Unset): Payer's date of birth.
            selected_language (str | Unset):
            hash_ (str | Unset): Accepted, not required.
    """

    name: str
    with_hosted_fields: bool
    billing_address: BillingAddress | Unset = UNSET
    browser_info: BrowserInfo | Unset = UNSET
    email: str | Unset = UNSET
    birth_day: datetime.date | Unset = UNSET
    selected_language: str | Unset = UNSET
    hash_: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        with_hosted_fields = self.with_hosted_fields

        billing_address: dict[str, Any] | Unset = UNSET
        if not isinstance(self.billing_address, Unset):
            billing_address = self.billing_address.to_dict()

        browser_info: dict[str, Any] | Unset = UNSET
        if not isinstance(self.browser_info, Unset):
            browser_info = self.browser_info.to_dict()

        email = self.email

        birth_day: str | Unset = UNSET
        if not isinstance(self.birth_day, Unset):
            birth_day = self.birth_day.isoformat()

        selected_language = self.selected_language

        hash_ = self.hash_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "with_hosted_fields": with_hosted_fields,
            }
        )
        if billing_address is not UNSET:
            field_dict["billing_address"] = billing_address
        if browser_info is not UNSET:
            field_dict["browser_info"] = browser_info
        if email is not UNSET:
            field_dict["email"] = email
        if birth_day is not UNSET:
            field_dict["birth_day"] = birth_day
        if selected_language is not UNSET:
            field_dict["selected_language"] = selected_language
        if hash_ is not UNSET:
            field_dict["hash"] = hash_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.billing_address import BillingAddress
        from ..models.browser_info import BrowserInfo

        d = dict(src_dict)
        name = d.pop("name")

        with_hosted_fields = d.pop("with_hosted_fields")

        _billing_address = d.pop("billing_address", UNSET)
        billing_address: BillingAddress | Unset
        if isinstance(_billing_address, Unset):
            billing_address = UNSET
        else:
            billing_address = BillingAddress.from_dict(_billing_address)

        _browser_info = d.pop("browser_info", UNSET)
        browser_info: BrowserInfo | Unset
        if isinstance(_browser_info, Unset):
            browser_info = UNSET
        else:
            browser_info = BrowserInfo.from_dict(_browser_info)

        email = d.pop("email", UNSET)

        _birth_day = d.pop("birth_day", UNSET)
        birth_day: datetime.date | Unset
        if isinstance(_birth_day, Unset):
            birth_day = UNSET
        else:
            birth_day = datetime.date.fromisoformat(_birth_day)

        selected_language = d.pop("selected_language", UNSET)

        hash_ = d.pop("hash", UNSET)

        processing_request = cls(
            name=name,
            with_hosted_fields=with_hosted_fields,
            billing_address=billing_address,
            browser_info=browser_info,
            email=email,
            birth_day=birth_day,
            selected_language=selected_language,
            hash_=hash_,
        )

        return processing_request
