from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.payment_record_authentication_flow import PaymentRecordAuthenticationFlow
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.payment_record_custom_data import PaymentRecordCustomData


T = TypeVar("T", bound="InitialRecurringDebitCallback")


@_attrs_define
class InitialRecurringDebitCallback:
    """The success callback of an initial recurring debit (operation debit with recurring_init true): it carries
    recurring_init_trans_id and recurring_token, and schedule_id when a schedule is used.
    It is a debit callback, so it carries card_token too: card_token is present in every debit callback (section 2.3;
    fixed in 6.7.0, section 9).
    Keep recurring_init_trans_id and recurring_token: a recurring secondary sale takes them.

        Attributes:
            order_status (str): Status of the order. Values named by the source are `3ds` and `settled`; others exist.
            card_token (str): Present in every debit callback, including order_status settled (fixed in 6.7.0).
            recurring_init_trans_id (str): Returned in the success callback of an initial recurring debit.
            recurring_token (str): Returned in the success callback of an initial recurring debit.
            payment_id (str | Unset): Gateway identifier of a Checkout payment.
            trans_id (str | Unset): Gateway identifier of a transaction (S2S CARD).
            order_id (str | Unset): Merchant's order identifier (order_id, or order.number in Checkout). Unique per
                merchant: payment creation is deduplicated on it within the duplicate window (section 8; written once, as
                `x-duplicate-window` of the catalogue row duplicate-payment in spec/errors.yaml), and reuse after the window may
                be rejected with 'order_id: Duplicate payment.'
            card (str | Unset): Masked card number. Returned in status responses since 6.7.0.
            card_expiration_date (str | Unset): Card expiry, MM/YYYY. Returned in status responses since 6.7.0.
            schedule_id (UUID | Unset): Returned in the success callback of an initial recurring debit when a schedule is
                used.
            custom_data (PaymentRecordCustomData | Unset): Free-form merchant data. In recurring requests the callback
                returns the value sent with the recurring request, not the initial one.
            checkout_payment_method (str | Unset): Payment method name in Checkout terms, for example a wallet name even
                when its token was decrypted; for card brands the value is `card`.
            brand (str | Unset): Brand name.
            arn (str | Unset): Acquirer reference number; sent empty when absent.
            rrn (str | Unset): Retrieval reference number; sent empty when absent.
            initiator (str | Unset): Card-on-file discriminator; off by default in callbacks; also a search filter.
            source (str | Unset): Card-on-file discriminator; off by default in callbacks; also a search filter.
            sequence (str | Unset): Card-on-file discriminator; off by default in callbacks; also a search filter.
            three_ds_server_trans_id (Any | Unset): 3DS server transaction identifier.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            ds_trans_id (Any | Unset): 3DS directory server transaction identifier.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            acs_trans_id (Any | Unset): 3DS ACS transaction identifier.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            xid (Any | Unset): 3DS transaction identifier (xid).
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            trans_status (str | Unset): 3DS authentication status. Y success, N failure, C challenge; other values exist.
            trans_status_reason (Any | Unset): 3DS result detail.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            eci (Any | Unset): 3DS result detail (ECI).
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            protocol_version (Any | Unset): 3DS protocol version.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            authentication_flow (PaymentRecordAuthenticationFlow | Unset):
            browser_color_depth (Any | Unset): Payer browser metadata. Stored as received when an external 3DS server was
                used; collected by the gateway otherwise.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            browser_screen_height (Any | Unset): Payer browser metadata. Stored as received when an external 3DS server was
                used; collected by the gateway otherwise.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            browser_screen_width (Any | Unset): Payer browser metadata. Stored as received when an external 3DS server was
                used; collected by the gateway otherwise.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            browser_java_enabled (Any | Unset): Payer browser metadata. Stored as received when an external 3DS server was
                used; collected by the gateway otherwise.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            browser_javascript_enabled (Any | Unset): Payer browser metadata. Stored as received when an external 3DS server
                was used; collected by the gateway otherwise.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            browser_language (Any | Unset): Payer browser metadata. Stored as received when an external 3DS server was used;
                collected by the gateway otherwise.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            browser_timezone_offset (Any | Unset): Payer browser metadata. Stored as received when an external 3DS server
                was used; collected by the gateway otherwise.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            browser_user_agent (Any | Unset): Payer browser metadata. Stored as received when an external 3DS server was
                used; collected by the gateway otherwise.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            browser_accept_headers (Any | Unset): Payer browser metadata. Stored as received when an external 3DS server was
                used; collected by the gateway otherwise.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            browser_platform (Any | Unset): Payer browser metadata. Stored as received when an external 3DS server was used;
                collected by the gateway otherwise.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            payer_first_name (Any | Unset): Payer attribute, individually configurable for callbacks and status responses.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            payer_last_name (Any | Unset): Payer attribute, individually configurable for callbacks and status responses.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            payer_birth_date (Any | Unset): Payer attribute, individually configurable for callbacks and status responses.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            payer_address (Any | Unset): Payer attribute, individually configurable for callbacks and status responses.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            payer_address2 (Any | Unset): Payer attribute, individually configurable for callbacks and status responses.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            payer_house_number (Any | Unset): Payer attribute, individually configurable for callbacks and status responses.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            payer_phone_country_code (Any | Unset): Payer attribute, individually configurable for callbacks and status
                responses.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            payer_country (Any | Unset): Payer attribute, individually configurable for callbacks and status responses.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            payer_state (Any | Unset): Payer attribute, individually configurable for callbacks and status responses.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            payer_city (Any | Unset): Payer attribute, individually configurable for callbacks and status responses.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            payer_district (Any | Unset): Payer attribute, individually configurable for callbacks and status responses.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            payer_zip (Any | Unset): Payer attribute, individually configurable for callbacks and status responses.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            payer_email (Any | Unset): Payer attribute, individually configurable for callbacks and status responses.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            payer_phone (Any | Unset): Payer attribute, individually configurable for callbacks and status responses.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            payer_ip (Any | Unset): Payer attribute, individually configurable for callbacks and status responses.
                One of the JSON types string, number, boolean (written as `not` the others: a generated client types it as an
                untyped value).
            hash_ (str | Unset): Section 2.3: "Always returned with redirects: payment_id, trans_id, order_id, hash" (said
                of redirects, not of callbacks).
                Section 5.11: the callback signature is computed over the raw body, with a field order different from request
                signatures; that order is not shown.
                The source does not say that a callback body carries a `hash` member, nor that this member is the callback
                signature, so it is optional and its meaning open.
                The sandbox of this repository sends no `hash` member: it signs the raw body in the `X-Sandbox-Signature` header
                instead (README, Sandbox choices).
            extended_data (Any | Unset): Extended data in callback payloads, added in 6.6.2.
    """

    order_status: str
    card_token: str
    recurring_init_trans_id: str
    recurring_token: str
    payment_id: str | Unset = UNSET
    trans_id: str | Unset = UNSET
    order_id: str | Unset = UNSET
    card: str | Unset = UNSET
    card_expiration_date: str | Unset = UNSET
    schedule_id: UUID | Unset = UNSET
    custom_data: PaymentRecordCustomData | Unset = UNSET
    checkout_payment_method: str | Unset = UNSET
    brand: str | Unset = UNSET
    arn: str | Unset = UNSET
    rrn: str | Unset = UNSET
    initiator: str | Unset = UNSET
    source: str | Unset = UNSET
    sequence: str | Unset = UNSET
    three_ds_server_trans_id: Any | Unset = UNSET
    ds_trans_id: Any | Unset = UNSET
    acs_trans_id: Any | Unset = UNSET
    xid: Any | Unset = UNSET
    trans_status: str | Unset = UNSET
    trans_status_reason: Any | Unset = UNSET
    eci: Any | Unset = UNSET
    protocol_version: Any | Unset = UNSET
    authentication_flow: PaymentRecordAuthenticationFlow | Unset = UNSET
    browser_color_depth: Any | Unset = UNSET
    browser_screen_height: Any | Unset = UNSET
    browser_screen_width: Any | Unset = UNSET
    browser_java_enabled: Any | Unset = UNSET
    browser_javascript_enabled: Any | Unset = UNSET
    browser_language: Any | Unset = UNSET
    browser_timezone_offset: Any | Unset = UNSET
    browser_user_agent: Any | Unset = UNSET
    browser_accept_headers: Any | Unset = UNSET
    browser_platform: Any | Unset = UNSET
    payer_first_name: Any | Unset = UNSET
    payer_last_name: Any | Unset = UNSET
    payer_birth_date: Any | Unset = UNSET
    payer_address: Any | Unset = UNSET
    payer_address2: Any | Unset = UNSET
    payer_house_number: Any | Unset = UNSET
    payer_phone_country_code: Any | Unset = UNSET
    payer_country: Any | Unset = UNSET
    payer_state: Any | Unset = UNSET
    payer_city: Any | Unset = UNSET
    payer_district: Any | Unset = UNSET
    payer_zip: Any | Unset = UNSET
    payer_email: Any | Unset = UNSET
    payer_phone: Any | Unset = UNSET
    payer_ip: Any | Unset = UNSET
    hash_: str | Unset = UNSET
    extended_data: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        order_status = self.order_status

        card_token = self.card_token

        recurring_init_trans_id = self.recurring_init_trans_id

        recurring_token = self.recurring_token

        payment_id = self.payment_id

        trans_id = self.trans_id

        order_id = self.order_id

        card = self.card

        card_expiration_date = self.card_expiration_date

        schedule_id: str | Unset = UNSET
        if not isinstance(self.schedule_id, Unset):
            schedule_id = str(self.schedule_id)

        custom_data: dict[str, Any] | Unset = UNSET
        if not isinstance(self.custom_data, Unset):
            custom_data = self.custom_data.to_dict()

        checkout_payment_method = self.checkout_payment_method

        brand = self.brand

        arn = self.arn

        rrn = self.rrn

        initiator = self.initiator

        source = self.source

        sequence = self.sequence

        three_ds_server_trans_id = self.three_ds_server_trans_id

        ds_trans_id = self.ds_trans_id

        acs_trans_id = self.acs_trans_id

        xid = self.xid

        trans_status = self.trans_status

        trans_status_reason = self.trans_status_reason

        eci = self.eci

        protocol_version = self.protocol_version

        authentication_flow: str | Unset = UNSET
        if not isinstance(self.authentication_flow, Unset):
            authentication_flow = self.authentication_flow.value

        browser_color_depth = self.browser_color_depth

        browser_screen_height = self.browser_screen_height

        browser_screen_width = self.browser_screen_width

        browser_java_enabled = self.browser_java_enabled

        browser_javascript_enabled = self.browser_javascript_enabled

        browser_language = self.browser_language

        browser_timezone_offset = self.browser_timezone_offset

        browser_user_agent = self.browser_user_agent

        browser_accept_headers = self.browser_accept_headers

        browser_platform = self.browser_platform

        payer_first_name = self.payer_first_name

        payer_last_name = self.payer_last_name

        payer_birth_date = self.payer_birth_date

        payer_address = self.payer_address

        payer_address2 = self.payer_address2

        payer_house_number = self.payer_house_number

        payer_phone_country_code = self.payer_phone_country_code

        payer_country = self.payer_country

        payer_state = self.payer_state

        payer_city = self.payer_city

        payer_district = self.payer_district

        payer_zip = self.payer_zip

        payer_email = self.payer_email

        payer_phone = self.payer_phone

        payer_ip = self.payer_ip

        hash_ = self.hash_

        extended_data = self.extended_data

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "order_status": order_status,
                "card_token": card_token,
                "recurring_init_trans_id": recurring_init_trans_id,
                "recurring_token": recurring_token,
            }
        )
        if payment_id is not UNSET:
            field_dict["payment_id"] = payment_id
        if trans_id is not UNSET:
            field_dict["trans_id"] = trans_id
        if order_id is not UNSET:
            field_dict["order_id"] = order_id
        if card is not UNSET:
            field_dict["card"] = card
        if card_expiration_date is not UNSET:
            field_dict["card_expiration_date"] = card_expiration_date
        if schedule_id is not UNSET:
            field_dict["schedule_id"] = schedule_id
        if custom_data is not UNSET:
            field_dict["custom_data"] = custom_data
        if checkout_payment_method is not UNSET:
            field_dict["checkout_payment_method"] = checkout_payment_method
        if brand is not UNSET:
            field_dict["brand"] = brand
        if arn is not UNSET:
            field_dict["ARN"] = arn
        if rrn is not UNSET:
            field_dict["RRN"] = rrn
        if initiator is not UNSET:
            field_dict["initiator"] = initiator
        if source is not UNSET:
            field_dict["source"] = source
        if sequence is not UNSET:
            field_dict["sequence"] = sequence
        if three_ds_server_trans_id is not UNSET:
            field_dict["threeDSServerTransID"] = three_ds_server_trans_id
        if ds_trans_id is not UNSET:
            field_dict["dsTransID"] = ds_trans_id
        if acs_trans_id is not UNSET:
            field_dict["acsTransID"] = acs_trans_id
        if xid is not UNSET:
            field_dict["xid"] = xid
        if trans_status is not UNSET:
            field_dict["transStatus"] = trans_status
        if trans_status_reason is not UNSET:
            field_dict["transStatusReason"] = trans_status_reason
        if eci is not UNSET:
            field_dict["eci"] = eci
        if protocol_version is not UNSET:
            field_dict["protocolVersion"] = protocol_version
        if authentication_flow is not UNSET:
            field_dict["authenticationFlow"] = authentication_flow
        if browser_color_depth is not UNSET:
            field_dict["browser_color_depth"] = browser_color_depth
        if browser_screen_height is not UNSET:
            field_dict["browser_screen_height"] = browser_screen_height
        if browser_screen_width is not UNSET:
            field_dict["browser_screen_width"] = browser_screen_width
        if browser_java_enabled is not UNSET:
            field_dict["browser_java_enabled"] = browser_java_enabled
        if browser_javascript_enabled is not UNSET:
            field_dict["browser_javascript_enabled"] = browser_javascript_enabled
        if browser_language is not UNSET:
            field_dict["browser_language"] = browser_language
        if browser_timezone_offset is not UNSET:
            field_dict["browser_timezone_offset"] = browser_timezone_offset
        if browser_user_agent is not UNSET:
            field_dict["browser_user_agent"] = browser_user_agent
        if browser_accept_headers is not UNSET:
            field_dict["browser_accept_headers"] = browser_accept_headers
        if browser_platform is not UNSET:
            field_dict["browser_platform"] = browser_platform
        if payer_first_name is not UNSET:
            field_dict["payer_first_name"] = payer_first_name
        if payer_last_name is not UNSET:
            field_dict["payer_last_name"] = payer_last_name
        if payer_birth_date is not UNSET:
            field_dict["payer_birth_date"] = payer_birth_date
        if payer_address is not UNSET:
            field_dict["payer_address"] = payer_address
        if payer_address2 is not UNSET:
            field_dict["payer_address2"] = payer_address2
        if payer_house_number is not UNSET:
            field_dict["payer_house_number"] = payer_house_number
        if payer_phone_country_code is not UNSET:
            field_dict["payer_phone_country_code"] = payer_phone_country_code
        if payer_country is not UNSET:
            field_dict["payer_country"] = payer_country
        if payer_state is not UNSET:
            field_dict["payer_state"] = payer_state
        if payer_city is not UNSET:
            field_dict["payer_city"] = payer_city
        if payer_district is not UNSET:
            field_dict["payer_district"] = payer_district
        if payer_zip is not UNSET:
            field_dict["payer_zip"] = payer_zip
        if payer_email is not UNSET:
            field_dict["payer_email"] = payer_email
        if payer_phone is not UNSET:
            field_dict["payer_phone"] = payer_phone
        if payer_ip is not UNSET:
            field_dict["payer_ip"] = payer_ip
        if hash_ is not UNSET:
            field_dict["hash"] = hash_
        if extended_data is not UNSET:
            field_dict["extended_data"] = extended_data

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.payment_record_custom_data import PaymentRecordCustomData

        d = dict(src_dict)
        order_status = d.pop("order_status")

        card_token = d.pop("card_token")

        recurring_init_trans_id = d.pop("recurring_init_trans_id")

        recurring_token = d.pop("recurring_token")

        payment_id = d.pop("payment_id", UNSET)

        trans_id = d.pop("trans_id", UNSET)

        order_id = d.pop("order_id", UNSET)

        card = d.pop("card", UNSET)

        card_expiration_date = d.pop("card_expiration_date", UNSET)

        _schedule_id = d.pop("schedule_id", UNSET)
        schedule_id: UUID | Unset
        if isinstance(_schedule_id, Unset):
            schedule_id = UNSET
        else:
            schedule_id = UUID(_schedule_id)

        _custom_data = d.pop("custom_data", UNSET)
        custom_data: PaymentRecordCustomData | Unset
        if isinstance(_custom_data, Unset):
            custom_data = UNSET
        else:
            custom_data = PaymentRecordCustomData.from_dict(_custom_data)

        checkout_payment_method = d.pop("checkout_payment_method", UNSET)

        brand = d.pop("brand", UNSET)

        arn = d.pop("ARN", UNSET)

        rrn = d.pop("RRN", UNSET)

        initiator = d.pop("initiator", UNSET)

        source = d.pop("source", UNSET)

        sequence = d.pop("sequence", UNSET)

        three_ds_server_trans_id = d.pop("threeDSServerTransID", UNSET)

        ds_trans_id = d.pop("dsTransID", UNSET)

        acs_trans_id = d.pop("acsTransID", UNSET)

        xid = d.pop("xid", UNSET)

        trans_status = d.pop("transStatus", UNSET)

        trans_status_reason = d.pop("transStatusReason", UNSET)

        eci = d.pop("eci", UNSET)

        protocol_version = d.pop("protocolVersion", UNSET)

        _authentication_flow = d.pop("authenticationFlow", UNSET)
        authentication_flow: PaymentRecordAuthenticationFlow | Unset
        if isinstance(_authentication_flow, Unset):
            authentication_flow = UNSET
        else:
            authentication_flow = PaymentRecordAuthenticationFlow(_authentication_flow)

        browser_color_depth = d.pop("browser_color_depth", UNSET)

        browser_screen_height = d.pop("browser_screen_height", UNSET)

        browser_screen_width = d.pop("browser_screen_width", UNSET)

        browser_java_enabled = d.pop("browser_java_enabled", UNSET)

        browser_javascript_enabled = d.pop("browser_javascript_enabled", UNSET)

        browser_language = d.pop("browser_language", UNSET)

        browser_timezone_offset = d.pop("browser_timezone_offset", UNSET)

        browser_user_agent = d.pop("browser_user_agent", UNSET)

        browser_accept_headers = d.pop("browser_accept_headers", UNSET)

        browser_platform = d.pop("browser_platform", UNSET)

        payer_first_name = d.pop("payer_first_name", UNSET)

        payer_last_name = d.pop("payer_last_name", UNSET)

        payer_birth_date = d.pop("payer_birth_date", UNSET)

        payer_address = d.pop("payer_address", UNSET)

        payer_address2 = d.pop("payer_address2", UNSET)

        payer_house_number = d.pop("payer_house_number", UNSET)

        payer_phone_country_code = d.pop("payer_phone_country_code", UNSET)

        payer_country = d.pop("payer_country", UNSET)

        payer_state = d.pop("payer_state", UNSET)

        payer_city = d.pop("payer_city", UNSET)

        payer_district = d.pop("payer_district", UNSET)

        payer_zip = d.pop("payer_zip", UNSET)

        payer_email = d.pop("payer_email", UNSET)

        payer_phone = d.pop("payer_phone", UNSET)

        payer_ip = d.pop("payer_ip", UNSET)

        hash_ = d.pop("hash", UNSET)

        extended_data = d.pop("extended_data", UNSET)

        initial_recurring_debit_callback = cls(
            order_status=order_status,
            card_token=card_token,
            recurring_init_trans_id=recurring_init_trans_id,
            recurring_token=recurring_token,
            payment_id=payment_id,
            trans_id=trans_id,
            order_id=order_id,
            card=card,
            card_expiration_date=card_expiration_date,
            schedule_id=schedule_id,
            custom_data=custom_data,
            checkout_payment_method=checkout_payment_method,
            brand=brand,
            arn=arn,
            rrn=rrn,
            initiator=initiator,
            source=source,
            sequence=sequence,
            three_ds_server_trans_id=three_ds_server_trans_id,
            ds_trans_id=ds_trans_id,
            acs_trans_id=acs_trans_id,
            xid=xid,
            trans_status=trans_status,
            trans_status_reason=trans_status_reason,
            eci=eci,
            protocol_version=protocol_version,
            authentication_flow=authentication_flow,
            browser_color_depth=browser_color_depth,
            browser_screen_height=browser_screen_height,
            browser_screen_width=browser_screen_width,
            browser_java_enabled=browser_java_enabled,
            browser_javascript_enabled=browser_javascript_enabled,
            browser_language=browser_language,
            browser_timezone_offset=browser_timezone_offset,
            browser_user_agent=browser_user_agent,
            browser_accept_headers=browser_accept_headers,
            browser_platform=browser_platform,
            payer_first_name=payer_first_name,
            payer_last_name=payer_last_name,
            payer_birth_date=payer_birth_date,
            payer_address=payer_address,
            payer_address2=payer_address2,
            payer_house_number=payer_house_number,
            payer_phone_country_code=payer_phone_country_code,
            payer_country=payer_country,
            payer_state=payer_state,
            payer_city=payer_city,
            payer_district=payer_district,
            payer_zip=payer_zip,
            payer_email=payer_email,
            payer_phone=payer_phone,
            payer_ip=payer_ip,
            hash_=hash_,
            extended_data=extended_data,
        )

        initial_recurring_debit_callback.additional_properties = d
        return initial_recurring_debit_callback

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
