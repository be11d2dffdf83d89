from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.two_step_identity_session_billing_address import (
        TwoStepIdentitySessionBillingAddress,
    )
    from ..models.two_step_identity_session_customer import (
        TwoStepIdentitySessionCustomer,
    )


T = TypeVar("T", bound="TwoStepIdentitySession")


@_attrs_define
class TwoStepIdentitySession:
    """The session members that the two-step identity (challenge) method requires; they are members of the session request,
    not of `parameters.<method_id>`.
    `billing_address.phone`, `customer.email`, `customer.name` (first and last name), `billing_address.country`,
    `billing_address.address`, `billing_address.city` and `billing_address.zip` are all required.
    A challengeId must be obtained before the payment.
    This schema states only those requirements and leaves the rest of the session to `SessionRequest`, so it is open.

        Attributes:
            customer (TwoStepIdentitySessionCustomer):
            billing_address (TwoStepIdentitySessionBillingAddress):
    """

    customer: TwoStepIdentitySessionCustomer
    billing_address: TwoStepIdentitySessionBillingAddress
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        customer = self.customer.to_dict()

        billing_address = self.billing_address.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "customer": customer,
                "billing_address": billing_address,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.two_step_identity_session_billing_address import (
            TwoStepIdentitySessionBillingAddress,
        )
        from ..models.two_step_identity_session_customer import (
            TwoStepIdentitySessionCustomer,
        )

        d = dict(src_dict)
        customer = TwoStepIdentitySessionCustomer.from_dict(d.pop("customer"))

        billing_address = TwoStepIdentitySessionBillingAddress.from_dict(
            d.pop("billing_address")
        )

        two_step_identity_session = cls(
            customer=customer,
            billing_address=billing_address,
        )

        two_step_identity_session.additional_properties = d
        return two_step_identity_session

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
