from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.wallet_token_admin_settings_allowed_auth_methods_item import (
    WalletTokenAdminSettingsAllowedAuthMethodsItem,
)
from ..models.wallet_token_admin_settings_environment import (
    WalletTokenAdminSettingsEnvironment,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="WalletTokenAdminSettings")


@_attrs_define
class WalletTokenAdminSettings:
    """The admin settings of the wallet token methods, configured in the admin portal, not sent in requests.
    On Checkout these methods need no extra code; on S2S the wallet token travels in SALE.
    `environment` is TEST or PRODUCTION; the allowed auth method is PAN_ONLY or CRYPTOGRAM_3DS; with PAN_ONLY the
    acquirer handles 3DS.
    Property names here describe the settings; they are not wire names.
    Conditions on a wallet payment (section 3):
    - without token decryption configured, or without provider support: the payment is processed as a virtual payment;
    card details are not stored, capture in two-step mode is limited and recurring creation is limited;
    - with a decryption key configured and provider support: the token is always decrypted and the card data stored;
    capture, recurring payments (scheduled or on demand), smart routing and cascading are enabled.

        Attributes:
            merchant_identifier (str | Unset): Merchant identifier.
            certificate (str | Unset): Certificate.
            private_key (str | Unset): Private key.
            processing_private_key (str | Unset): Processing private key.
            environment (WalletTokenAdminSettingsEnvironment | Unset):
            allowed_auth_methods (list[WalletTokenAdminSettingsAllowedAuthMethodsItem] | Unset): Allowed auth methods; with
                PAN_ONLY the acquirer handles 3DS.
            supported_networks (list[str] | Unset):
            gateway_name (str | Unset): Gateway name.
            gateway_merchant_id (str | Unset): Gateway merchant id.
    """

    merchant_identifier: str | Unset = UNSET
    certificate: str | Unset = UNSET
    private_key: str | Unset = UNSET
    processing_private_key: str | Unset = UNSET
    environment: WalletTokenAdminSettingsEnvironment | Unset = UNSET
    allowed_auth_methods: (
        list[WalletTokenAdminSettingsAllowedAuthMethodsItem] | Unset
    ) = UNSET
    supported_networks: list[str] | Unset = UNSET
    gateway_name: str | Unset = UNSET
    gateway_merchant_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        merchant_identifier = self.merchant_identifier

        certificate = self.certificate

        private_key = self.private_key

        processing_private_key = self.processing_private_key

        environment: str | Unset = UNSET
        if not isinstance(self.environment, Unset):
            environment = self.environment.value

        allowed_auth_methods: list[str] | Unset = UNSET
        if not isinstance(self.allowed_auth_methods, Unset):
            allowed_auth_methods = []
            for allowed_auth_methods_item_data in self.allowed_auth_methods:
                allowed_auth_methods_item = allowed_auth_methods_item_data.value
                allowed_auth_methods.append(allowed_auth_methods_item)

        supported_networks: list[str] | Unset = UNSET
        if not isinstance(self.supported_networks, Unset):
            supported_networks = self.supported_networks

        gateway_name = self.gateway_name

        gateway_merchant_id = self.gateway_merchant_id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if merchant_identifier is not UNSET:
            field_dict["merchantIdentifier"] = merchant_identifier
        if certificate is not UNSET:
            field_dict["certificate"] = certificate
        if private_key is not UNSET:
            field_dict["privateKey"] = private_key
        if processing_private_key is not UNSET:
            field_dict["processingPrivateKey"] = processing_private_key
        if environment is not UNSET:
            field_dict["environment"] = environment
        if allowed_auth_methods is not UNSET:
            field_dict["allowedAuthMethods"] = allowed_auth_methods
        if supported_networks is not UNSET:
            field_dict["supportedNetworks"] = supported_networks
        if gateway_name is not UNSET:
            field_dict["gatewayName"] = gateway_name
        if gateway_merchant_id is not UNSET:
            field_dict["gatewayMerchantId"] = gateway_merchant_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        merchant_identifier = d.pop("merchantIdentifier", UNSET)

        certificate = d.pop("certificate", UNSET)

        private_key = d.pop("privateKey", UNSET)

        processing_private_key = d.pop("processingPrivateKey", UNSET)

        _environment = d.pop("environment", UNSET)
        environment: WalletTokenAdminSettingsEnvironment | Unset
        if isinstance(_environment, Unset):
            environment = UNSET
        else:
            environment = WalletTokenAdminSettingsEnvironment(_environment)

        _allowed_auth_methods = d.pop("allowedAuthMethods", UNSET)
        allowed_auth_methods: (
            list[WalletTokenAdminSettingsAllowedAuthMethodsItem] | Unset
        ) = UNSET
        if _allowed_auth_methods is not UNSET:
            allowed_auth_methods = []
            for allowed_auth_methods_item_data in _allowed_auth_methods:
                allowed_auth_methods_item = (
                    WalletTokenAdminSettingsAllowedAuthMethodsItem(
                        allowed_auth_methods_item_data
                    )
                )

                allowed_auth_methods.append(allowed_auth_methods_item)

        supported_networks = cast(list[str], d.pop("supportedNetworks", UNSET))

        gateway_name = d.pop("gatewayName", UNSET)

        gateway_merchant_id = d.pop("gatewayMerchantId", UNSET)

        wallet_token_admin_settings = cls(
            merchant_identifier=merchant_identifier,
            certificate=certificate,
            private_key=private_key,
            processing_private_key=processing_private_key,
            environment=environment,
            allowed_auth_methods=allowed_auth_methods,
            supported_networks=supported_networks,
            gateway_name=gateway_name,
            gateway_merchant_id=gateway_merchant_id,
        )

        return wallet_token_admin_settings
