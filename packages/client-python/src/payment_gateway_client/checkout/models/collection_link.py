from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.collection_link_type import CollectionLinkType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.collection_link_bank_details import CollectionLinkBankDetails


T = TypeVar("T", bound="CollectionLink")


@_attrs_define
class CollectionLink:
    """A request of the collection-link family to the connector.
    `amount` (a double), `expiryDate`, `callbackUrl`, `reference`, `merchantType`, `merchantName`, `accountId`,
    `market`, `type` and `currency` are required.
    `type` is one of PIX, OFFLINE, OFFLINE_SERVICE_PAYMENT, SPEI, PULL.
    `redirectUrl` is required for most offline types; the country variants add `clientTaxId` (`CollectionLinkTaxId`) or
    `clientname` (`CollectionLinkClientName`); the pull variants add `bankDetails` (`CollectionLinkPull`).

        Attributes:
            amount (float): Amount, a double.
            expiry_date (str):
            callback_url (str):
            reference (str):
            merchant_type (str):
            merchant_name (str):
            account_id (str):
            market (str):
            type_ (CollectionLinkType):
            currency (str):
            redirect_url (str | Unset): Required for most offline types.
            client_tax_id (str | Unset): Payer's tax id; required in the Argentina and Chile variants
                (`CollectionLinkTaxId`).
            clientname (str | Unset): Payer's name; required in the Paraguay and Peru variants (`CollectionLinkClientName`).
            bank_details (CollectionLinkBankDetails | Unset): Bank details of the pull variants of the collection-link
                family, `bankDetails`.
                A pull variant takes `cbu` and `alias`, or `phoneNumber` and `otp`; the latter pair is collected on interaction
                with the payer.
                `cbu` and `alias` go together: one without the other is rejected.
                `phoneNumber` and `otp` are not required together: the pair is collected on interaction, so a request may carry
                either, both or neither.
    """

    amount: float
    expiry_date: str
    callback_url: str
    reference: str
    merchant_type: str
    merchant_name: str
    account_id: str
    market: str
    type_: CollectionLinkType
    currency: str
    redirect_url: str | Unset = UNSET
    client_tax_id: str | Unset = UNSET
    clientname: str | Unset = UNSET
    bank_details: CollectionLinkBankDetails | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        expiry_date = self.expiry_date

        callback_url = self.callback_url

        reference = self.reference

        merchant_type = self.merchant_type

        merchant_name = self.merchant_name

        account_id = self.account_id

        market = self.market

        type_ = self.type_.value

        currency = self.currency

        redirect_url = self.redirect_url

        client_tax_id = self.client_tax_id

        clientname = self.clientname

        bank_details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bank_details, Unset):
            bank_details = self.bank_details.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "expiryDate": expiry_date,
                "callbackUrl": callback_url,
                "reference": reference,
                "merchantType": merchant_type,
                "merchantName": merchant_name,
                "accountId": account_id,
                "market": market,
                "type": type_,
                "currency": currency,
            }
        )
        if redirect_url is not UNSET:
            field_dict["redirectUrl"] = redirect_url
        if client_tax_id is not UNSET:
            field_dict["clientTaxId"] = client_tax_id
        if clientname is not UNSET:
            field_dict["clientname"] = clientname
        if bank_details is not UNSET:
            field_dict["bankDetails"] = bank_details

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.collection_link_bank_details import CollectionLinkBankDetails

        d = dict(src_dict)
        amount = d.pop("amount")

        expiry_date = d.pop("expiryDate")

        callback_url = d.pop("callbackUrl")

        reference = d.pop("reference")

        merchant_type = d.pop("merchantType")

        merchant_name = d.pop("merchantName")

        account_id = d.pop("accountId")

        market = d.pop("market")

        type_ = CollectionLinkType(d.pop("type"))

        currency = d.pop("currency")

        redirect_url = d.pop("redirectUrl", UNSET)

        client_tax_id = d.pop("clientTaxId", UNSET)

        clientname = d.pop("clientname", UNSET)

        _bank_details = d.pop("bankDetails", UNSET)
        bank_details: CollectionLinkBankDetails | Unset
        if isinstance(_bank_details, Unset):
            bank_details = UNSET
        else:
            bank_details = CollectionLinkBankDetails.from_dict(_bank_details)

        collection_link = cls(
            amount=amount,
            expiry_date=expiry_date,
            callback_url=callback_url,
            reference=reference,
            merchant_type=merchant_type,
            merchant_name=merchant_name,
            account_id=account_id,
            market=market,
            type_=type_,
            currency=currency,
            redirect_url=redirect_url,
            client_tax_id=client_tax_id,
            clientname=clientname,
            bank_details=bank_details,
        )

        return collection_link
