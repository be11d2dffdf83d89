from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.wallet_card_session_billing_address import (
        WalletCardSessionBillingAddress,
    )
    from ..models.wallet_card_session_customer import WalletCardSessionCustomer
    from ..models.wallet_card_session_order import WalletCardSessionOrder


T = TypeVar("T", bound="WalletCardSession")


@_attrs_define
class WalletCardSession:
    """The session members that the wallet-card methods require; they are members of the session request, not of
    `parameters.<method_id>`.
    `order.amount`, `order.currency`, `success_url`, `error_url`, the payer's address members (state optional) and the
    customer's name and e-mail are required.
    The method also takes the merchant's public id and an optional project subdomain; a wallet-type value is sent only
    for the virtual flow.
    The payer's IP is collected from the browser, so the merchant does not send it.
    This schema states only those requirements and leaves the rest of the session to `SessionRequest`, so it is open.
    Conditions on a wallet payment (section 3):
    - without token decryption configured, or without provider support: the payment is processed as a virtual payment;
    card details are not stored, capture in two-step mode is limited and recurring creation is limited;
    - with a decryption key configured and provider support: the token is always decrypted and the card data stored;
    capture, recurring payments (scheduled or on demand), smart routing and cascading are enabled.

        Attributes:
            order (WalletCardSessionOrder):
            success_url (str): A redirect target. It must be a publicly reachable HTTPS URL that answers 2xx.
            error_url (str): A redirect target. It must be a publicly reachable HTTPS URL that answers 2xx.
            billing_address (WalletCardSessionBillingAddress): The payer's address; state is optional.
            customer (WalletCardSessionCustomer):
    """

    order: WalletCardSessionOrder
    success_url: str
    error_url: str
    billing_address: WalletCardSessionBillingAddress
    customer: WalletCardSessionCustomer
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        order = self.order.to_dict()

        success_url = self.success_url

        error_url = self.error_url

        billing_address = self.billing_address.to_dict()

        customer = self.customer.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "order": order,
                "success_url": success_url,
                "error_url": error_url,
                "billing_address": billing_address,
                "customer": customer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.wallet_card_session_billing_address import (
            WalletCardSessionBillingAddress,
        )
        from ..models.wallet_card_session_customer import WalletCardSessionCustomer
        from ..models.wallet_card_session_order import WalletCardSessionOrder

        d = dict(src_dict)
        order = WalletCardSessionOrder.from_dict(d.pop("order"))

        success_url = d.pop("success_url")

        error_url = d.pop("error_url")

        billing_address = WalletCardSessionBillingAddress.from_dict(
            d.pop("billing_address")
        )

        customer = WalletCardSessionCustomer.from_dict(d.pop("customer"))

        wallet_card_session = cls(
            order=order,
            success_url=success_url,
            error_url=error_url,
            billing_address=billing_address,
            customer=customer,
        )

        wallet_card_session.additional_properties = d
        return wallet_card_session

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
