"""Contains all the data models used in inputs/outputs"""

from .api_key_secret_headers import ApiKeySecretHeaders
from .bank_detail import BankDetail
from .billing_address import BillingAddress
from .browser_info import BrowserInfo
from .callback_payload import CallbackPayload
from .card_cart import CardCart
from .card_cart_item import CardCartItem
from .card_cart_item_quantity_unit import CardCartItemQuantityUnit
from .card_cart_item_recipient import CardCartItemRecipient
from .card_cart_payment import CardCartPayment
from .card_cart_payment_status import CardCartPaymentStatus
from .card_cart_payment_type import CardCartPaymentType
from .card_contact_shipping import CardContactShipping
from .card_descriptor import CardDescriptor
from .card_installments import CardInstallments
from .card_installments_bnrg_installm_def import CardInstallmentsBnrgInstallmDef
from .card_installments_bnrg_installm_plan import CardInstallmentsBnrgInstallmPlan
from .card_marketplace import CardMarketplace
from .card_marketplace_seller import CardMarketplaceSeller
from .card_method_parameters import CardMethodParameters
from .card_sender_receiver_identity import CardSenderReceiverIdentity
from .card_shipping import CardShipping
from .card_shipping_type import CardShippingType
from .card_tax_identity import CardTaxIdentity
from .card_tax_identity_document_type import CardTaxIdentityDocumentType
from .checkout_recurring_sale_request import CheckoutRecurringSaleRequest
from .checkout_recurring_sale_request_custom_data import (
    CheckoutRecurringSaleRequestCustomData,
)
from .checkout_schedule_operation import CheckoutScheduleOperation
from .collection_link import CollectionLink
from .collection_link_bank_details import CollectionLinkBankDetails
from .collection_link_type import CollectionLinkType
from .connector_callback import ConnectorCallback
from .create_card_credit_response_200 import CreateCardCreditResponse200
from .create_session_response_200 import CreateSessionResponse200
from .credit_request import CreditRequest
from .credit_request_custom_data import CreditRequestCustomData
from .crypto_conversion_method import CryptoConversionMethod
from .crypto_currency_method import CryptoCurrencyMethod
from .crypto_method import CryptoMethod
from .crypto_method_network_type import CryptoMethodNetworkType
from .customer import Customer
from .debit_card_token_callback import DebitCardTokenCallback
from .error_body import ErrorBody
from .hosted_fields_config import HostedFieldsConfig
from .hosted_fields_config_fields import HostedFieldsConfigFields
from .hosted_fields_field_options import HostedFieldsFieldOptions
from .hosted_fields_input_event import HostedFieldsInputEvent
from .hosted_fields_style import HostedFieldsStyle
from .hosted_fields_style_additional_property import HostedFieldsStyleAdditionalProperty
from .hosted_fields_submit_result import HostedFieldsSubmitResult
from .hosted_fields_submit_result_result import HostedFieldsSubmitResultResult
from .hosted_page_product_data import HostedPageProductData
from .identity_bank_account import IdentityBankAccount
from .identity_bank_cuil import IdentityBankCuil
from .identity_bank_curp import IdentityBankCurp
from .identity_document_number import IdentityDocumentNumber
from .identity_member_id import IdentityMemberId
from .identity_personal_id import IdentityPersonalId
from .identity_typed_document import IdentityTypedDocument
from .initial_recurring_debit_callback import InitialRecurringDebitCallback
from .initial_recurring_debit_request import InitialRecurringDebitRequest
from .instalment_buy_later import InstalmentBuyLater
from .instant_payment_key_payin import InstantPaymentKeyPayin
from .instant_payment_key_payin_request import InstantPaymentKeyPayinRequest
from .instant_payment_key_payin_request_order import InstantPaymentKeyPayinRequestOrder
from .instant_payment_key_payin_response import InstantPaymentKeyPayinResponse
from .instant_payment_key_payin_type_document import InstantPaymentKeyPayinTypeDocument
from .instant_payment_key_payout import InstantPaymentKeyPayout
from .instant_payment_key_payout_request import InstantPaymentKeyPayoutRequest
from .instant_payment_key_payout_request_order import (
    InstantPaymentKeyPayoutRequestOrder,
)
from .instant_payment_qr_bank_callback import InstantPaymentQrBankCallback
from .instant_payment_qr_session import InstantPaymentQrSession
from .instant_payment_qr_session_order import InstantPaymentQrSessionOrder
from .instant_payment_qr_session_order_currency import (
    InstantPaymentQrSessionOrderCurrency,
)
from .instant_payment_qr_status_mapping import InstantPaymentQrStatusMapping
from .message_transfer import MessageTransfer
from .message_transfer_payout import MessageTransferPayout
from .message_transfer_payout_fee_calculation_method import (
    MessageTransferPayoutFeeCalculationMethod,
)
from .method_parameters import MethodParameters
from .mobile_money_method import MobileMoneyMethod
from .open_banking_method import OpenBankingMethod
from .open_banking_payee_identification import OpenBankingPayeeIdentification
from .open_banking_payee_identification_type import OpenBankingPayeeIdentificationType
from .order import Order
from .other_method_parameters import OtherMethodParameters
from .payment_record import PaymentRecord
from .payment_record_authentication_flow import PaymentRecordAuthenticationFlow
from .payment_record_custom_data import PaymentRecordCustomData
from .payment_state import PaymentState
from .payout_withdrawal import PayoutWithdrawal
from .processing_request import ProcessingRequest
from .processing_response import ProcessingResponse
from .processing_response_result import ProcessingResponseResult
from .s2s_apm_response import S2SApmResponse
from .s2s_apm_response_redirect_params import S2SApmResponseRedirectParams
from .session_request import SessionRequest
from .session_request_custom_data import SessionRequestCustomData
from .session_token_request import SessionTokenRequest
from .session_token_response import SessionTokenResponse
from .status_lookup_request import StatusLookupRequest
from .status_record import StatusRecord
from .trading_platform_deposit import TradingPlatformDeposit
from .trading_platform_withdrawal import TradingPlatformWithdrawal
from .two_step_identity_session import TwoStepIdentitySession
from .two_step_identity_session_billing_address import (
    TwoStepIdentitySessionBillingAddress,
)
from .two_step_identity_session_customer import TwoStepIdentitySessionCustomer
from .upi_style_method import UpiStyleMethod
from .url_target import UrlTarget
from .voucher_authorization_header import VoucherAuthorizationHeader
from .voucher_payment_request import VoucherPaymentRequest
from .voucher_reference_request import VoucherReferenceRequest
from .voucher_reference_request_order import VoucherReferenceRequestOrder
from .wallet_card_session import WalletCardSession
from .wallet_card_session_billing_address import WalletCardSessionBillingAddress
from .wallet_card_session_customer import WalletCardSessionCustomer
from .wallet_card_session_order import WalletCardSessionOrder
from .wallet_token_admin_settings import WalletTokenAdminSettings
from .wallet_token_admin_settings_allowed_auth_methods_item import (
    WalletTokenAdminSettingsAllowedAuthMethodsItem,
)
from .wallet_token_admin_settings_environment import WalletTokenAdminSettingsEnvironment
from .withdrawal_to_account import WithdrawalToAccount

__all__ = (
    "ApiKeySecretHeaders",
    "BankDetail",
    "BillingAddress",
    "BrowserInfo",
    "CallbackPayload",
    "CardCart",
    "CardCartItem",
    "CardCartItemQuantityUnit",
    "CardCartItemRecipient",
    "CardCartPayment",
    "CardCartPaymentStatus",
    "CardCartPaymentType",
    "CardContactShipping",
    "CardDescriptor",
    "CardInstallments",
    "CardInstallmentsBnrgInstallmDef",
    "CardInstallmentsBnrgInstallmPlan",
    "CardMarketplace",
    "CardMarketplaceSeller",
    "CardMethodParameters",
    "CardSenderReceiverIdentity",
    "CardShipping",
    "CardShippingType",
    "CardTaxIdentity",
    "CardTaxIdentityDocumentType",
    "CheckoutRecurringSaleRequest",
    "CheckoutRecurringSaleRequestCustomData",
    "CheckoutScheduleOperation",
    "CollectionLink",
    "CollectionLinkBankDetails",
    "CollectionLinkType",
    "ConnectorCallback",
    "CreateCardCreditResponse200",
    "CreateSessionResponse200",
    "CreditRequest",
    "CreditRequestCustomData",
    "CryptoConversionMethod",
    "CryptoCurrencyMethod",
    "CryptoMethod",
    "CryptoMethodNetworkType",
    "Customer",
    "DebitCardTokenCallback",
    "ErrorBody",
    "HostedFieldsConfig",
    "HostedFieldsConfigFields",
    "HostedFieldsFieldOptions",
    "HostedFieldsInputEvent",
    "HostedFieldsStyle",
    "HostedFieldsStyleAdditionalProperty",
    "HostedFieldsSubmitResult",
    "HostedFieldsSubmitResultResult",
    "HostedPageProductData",
    "IdentityBankAccount",
    "IdentityBankCuil",
    "IdentityBankCurp",
    "IdentityDocumentNumber",
    "IdentityMemberId",
    "IdentityPersonalId",
    "IdentityTypedDocument",
    "InitialRecurringDebitCallback",
    "InitialRecurringDebitRequest",
    "InstalmentBuyLater",
    "InstantPaymentKeyPayin",
    "InstantPaymentKeyPayinRequest",
    "InstantPaymentKeyPayinRequestOrder",
    "InstantPaymentKeyPayinResponse",
    "InstantPaymentKeyPayinTypeDocument",
    "InstantPaymentKeyPayout",
    "InstantPaymentKeyPayoutRequest",
    "InstantPaymentKeyPayoutRequestOrder",
    "InstantPaymentQrBankCallback",
    "InstantPaymentQrSession",
    "InstantPaymentQrSessionOrder",
    "InstantPaymentQrSessionOrderCurrency",
    "InstantPaymentQrStatusMapping",
    "MessageTransfer",
    "MessageTransferPayout",
    "MessageTransferPayoutFeeCalculationMethod",
    "MethodParameters",
    "MobileMoneyMethod",
    "OpenBankingMethod",
    "OpenBankingPayeeIdentification",
    "OpenBankingPayeeIdentificationType",
    "Order",
    "OtherMethodParameters",
    "PaymentRecord",
    "PaymentRecordAuthenticationFlow",
    "PaymentRecordCustomData",
    "PaymentState",
    "PayoutWithdrawal",
    "ProcessingRequest",
    "ProcessingResponse",
    "ProcessingResponseResult",
    "S2SApmResponse",
    "S2SApmResponseRedirectParams",
    "SessionRequest",
    "SessionRequestCustomData",
    "SessionTokenRequest",
    "SessionTokenResponse",
    "StatusLookupRequest",
    "StatusRecord",
    "TradingPlatformDeposit",
    "TradingPlatformWithdrawal",
    "TwoStepIdentitySession",
    "TwoStepIdentitySessionBillingAddress",
    "TwoStepIdentitySessionCustomer",
    "UpiStyleMethod",
    "UrlTarget",
    "VoucherAuthorizationHeader",
    "VoucherPaymentRequest",
    "VoucherReferenceRequest",
    "VoucherReferenceRequestOrder",
    "WalletCardSession",
    "WalletCardSessionBillingAddress",
    "WalletCardSessionCustomer",
    "WalletCardSessionOrder",
    "WalletTokenAdminSettings",
    "WalletTokenAdminSettingsAllowedAuthMethodsItem",
    "WalletTokenAdminSettingsEnvironment",
    "WithdrawalToAccount",
)
