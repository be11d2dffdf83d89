from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.url_target import UrlTarget
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.billing_address import BillingAddress
    from ..models.customer import Customer
    from ..models.method_parameters import MethodParameters
    from ..models.order import Order
    from ..models.session_request_custom_data import SessionRequestCustomData


T = TypeVar("T", bound="SessionRequest")


@_attrs_define
class SessionRequest:
    """The Checkout session (authentication) request.
    `auth: true` requests authentication only (authorize now, capture later) and is valid for purchase only.
    MID Payment Mode routing by `auth`: false (default) is eligible for SMS and SMS/DMS MIDs and issues a Sale; true is
    eligible for DMS and SMS/DMS MIDs and issues an Auth, captured later.
    `order` is required; a purchase carries all four of its members (its hash is computed over them), and for other
    operations the source does not say which members are required.
    `fine` is the instant-payment-key payin's mandatory member (section 4.4); it is optional here because the method
    cannot be told from its identifier.

        Attributes:
            merchant_key (str): Merchant identifier in Checkout JSON requests (<API_KEY>). Test and live have separate
                values; a live key sent to the test environment, or the reverse, is rejected with 220002 'Use merchant test
                key.'
            operation (str): Operation of the session. The source lists the values seen: purchase, debit, credit; other
                values may exist, so any non-empty string is accepted.
                Rules tied to one value still hold: `auth: true` is valid for purchase only, and a purchase carries all four
                order members (its hash is computed over them).
            order (Order): The order of a Checkout session request: number, amount, currency and description.
                Section 2.2 lists the members without saying which are required. A purchase carries all four (the purchase hash
                is computed over number, amount, currency and description, in that order): the session request states that rule
                for operation purchase.
                Some methods name the members they make mandatory (for example order.amount for the instant-payment-key payin,
                order.amount and order.currency for the wallet-card methods).
            hash_ (str): Request signature: SHA1 of MD5 of the UPPERCASE concatenation of the operation's listed fields
                followed by the merchant password, hex digests at each step.
                The SHA1 hex digest is 40 hexadecimal characters.
                The fields of each recipe are in the operation's or action's `x-hash`.
            methods (list[str] | Unset): Payment method identifiers offered on the form.
            parameters (MethodParameters | Unset): Payment-method parameters of a session, keyed by method identifier; each
                value is an object of method-specific parameters (section 4.4).
                `card` holds the card method's sets.
                The other identifiers are brand names the source omits, so the set a method takes cannot be told from its
                identifier: any object is accepted, and the union below names every parameter set the source describes, for the
                docs and the types.
                Most redirect-type methods need no extra parameters.
                Written as two parts that both apply: every value is an object of some method's parameters
                (OtherMethodParameters, which accepts any object), and `card` is the card method's sets.
                (One schema with `properties` and `additionalProperties` says the same; as two parts, generators that type the
                map with an index signature accept the `card` member.)
            customer (Customer | Unset): The payer of a Checkout session.
            billing_address (BillingAddress | Unset): Billing address of the payer.
                The billing state is collected from the payer only when `country` is one of CA, US, JP, AU, IN (changed in
                6.7.0); for other countries the field is hidden and not validated. Its S2S CARD name is payer_state.
            cancel_url (str | Unset): A redirect target. It must be a publicly reachable HTTPS URL that answers 2xx.
            success_url (str | Unset): A redirect target. It must be a publicly reachable HTTPS URL that answers 2xx.
            expiry_url (str | Unset): A redirect target. It must be a publicly reachable HTTPS URL that answers 2xx.
            error_url (str | Unset): A redirect target. It must be a publicly reachable HTTPS URL that answers 2xx.
            return_url (str | Unset): Redirection after 3DS. Required for Hosted Payment Fields (the session/token request).
                A URL; unlike cancel_url, success_url, expiry_url and error_url, the source does not require it to be HTTPS, so
                an http:// URL is accepted.
            url_target (UrlTarget | Unset): Browsing context a redirect opens in.
                Since 6.7.0 the MID attribute Override Link Target, when set, always wins over the merchant's `url_target` or
                `term_url_target`; in an iframe with `_top` the payer sees a Continue step that opens a new window.
            session_expiry (float | Unset): Session lifetime.
            req_token (bool | Unset): Requests a card token.
            recurring_init (bool | Unset): true marks the payment as the initial recurring payment (an initial recurring
                debit is operation debit with recurring_init true).
            vat_calc (bool | Unset):
            auth (bool | Unset): true requests authentication only (authorize, capture later). Valid for purchase only.
                Added in 6.7.0. Default: False.
            custom_data (SessionRequestCustomData | Unset): Free-form object stored with the transaction and returned in
                callbacks. Accepted on purchase, debit, credit and recurring (secondary sale) requests.
            customer_ip (str | Unset): Payer's IP; stored and forwarded to the connector as the payer IP instead of the
                merchant server IP.
            payer_ip (str | Unset): Payer's IP; appears in requests for some methods.
            fine (Any | Unset): The member `fine`, mandatory (M) for the instant-payment-key payin (see
                InstantPaymentKeyPayinRequest).
                Optional here: method identifiers that are brand names are omitted by the source, so the payin cannot be told
                from the session's methods or parameters.
                Its type is not shown, so any JSON value is accepted; sending it inside `parameters.<method_id>` is also
                accepted (those objects are open).
    """

    merchant_key: str
    operation: str
    order: Order
    hash_: str
    methods: list[str] | Unset = UNSET
    parameters: MethodParameters | Unset = UNSET
    customer: Customer | Unset = UNSET
    billing_address: BillingAddress | Unset = UNSET
    cancel_url: str | Unset = UNSET
    success_url: str | Unset = UNSET
    expiry_url: str | Unset = UNSET
    error_url: str | Unset = UNSET
    return_url: str | Unset = UNSET
    url_target: UrlTarget | Unset = UNSET
    session_expiry: float | Unset = UNSET
    req_token: bool | Unset = UNSET
    recurring_init: bool | Unset = UNSET
    vat_calc: bool | Unset = UNSET
    auth: bool | Unset = False
    custom_data: SessionRequestCustomData | Unset = UNSET
    customer_ip: str | Unset = UNSET
    payer_ip: str | Unset = UNSET
    fine: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        merchant_key = self.merchant_key

        operation = self.operation

        order = self.order.to_dict()

        hash_ = self.hash_

        methods: list[str] | Unset = UNSET
        if not isinstance(self.methods, Unset):
            methods = self.methods

        parameters: dict[str, Any] | Unset = UNSET
        if not isinstance(self.parameters, Unset):
            parameters = self.parameters.to_dict()

        customer: dict[str, Any] | Unset = UNSET
        if not isinstance(self.customer, Unset):
            customer = self.customer.to_dict()

        billing_address: dict[str, Any] | Unset = UNSET
        if not isinstance(self.billing_address, Unset):
            billing_address = self.billing_address.to_dict()

        cancel_url = self.cancel_url

        success_url = self.success_url

        expiry_url = self.expiry_url

        error_url = self.error_url

        return_url = self.return_url

        url_target: str | Unset = UNSET
        if not isinstance(self.url_target, Unset):
            url_target = self.url_target.value

        session_expiry = self.session_expiry

        req_token = self.req_token

        recurring_init = self.recurring_init

        vat_calc = self.vat_calc

        auth = self.auth

        custom_data: dict[str, Any] | Unset = UNSET
        if not isinstance(self.custom_data, Unset):
            custom_data = self.custom_data.to_dict()

        customer_ip = self.customer_ip

        payer_ip = self.payer_ip

        fine = self.fine

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "merchant_key": merchant_key,
                "operation": operation,
                "order": order,
                "hash": hash_,
            }
        )
        if methods is not UNSET:
            field_dict["methods"] = methods
        if parameters is not UNSET:
            field_dict["parameters"] = parameters
        if customer is not UNSET:
            field_dict["customer"] = customer
        if billing_address is not UNSET:
            field_dict["billing_address"] = billing_address
        if cancel_url is not UNSET:
            field_dict["cancel_url"] = cancel_url
        if success_url is not UNSET:
            field_dict["success_url"] = success_url
        if expiry_url is not UNSET:
            field_dict["expiry_url"] = expiry_url
        if error_url is not UNSET:
            field_dict["error_url"] = error_url
        if return_url is not UNSET:
            field_dict["return_url"] = return_url
        if url_target is not UNSET:
            field_dict["url_target"] = url_target
        if session_expiry is not UNSET:
            field_dict["session_expiry"] = session_expiry
        if req_token is not UNSET:
            field_dict["req_token"] = req_token
        if recurring_init is not UNSET:
            field_dict["recurring_init"] = recurring_init
        if vat_calc is not UNSET:
            field_dict["vat_calc"] = vat_calc
        if auth is not UNSET:
            field_dict["auth"] = auth
        if custom_data is not UNSET:
            field_dict["custom_data"] = custom_data
        if customer_ip is not UNSET:
            field_dict["customer_ip"] = customer_ip
        if payer_ip is not UNSET:
            field_dict["payer_ip"] = payer_ip
        if fine is not UNSET:
            field_dict["fine"] = fine

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.billing_address import BillingAddress
        from ..models.customer import Customer
        from ..models.method_parameters import MethodParameters
        from ..models.order import Order
        from ..models.session_request_custom_data import SessionRequestCustomData

        d = dict(src_dict)
        merchant_key = d.pop("merchant_key")

        operation = d.pop("operation")

        order = Order.from_dict(d.pop("order"))

        hash_ = d.pop("hash")

        methods = cast(list[str], d.pop("methods", UNSET))

        _parameters = d.pop("parameters", UNSET)
        parameters: MethodParameters | Unset
        if isinstance(_parameters, Unset):
            parameters = UNSET
        else:
            parameters = MethodParameters.from_dict(_parameters)

        _customer = d.pop("customer", UNSET)
        customer: Customer | Unset
        if isinstance(_customer, Unset):
            customer = UNSET
        else:
            customer = Customer.from_dict(_customer)

        _billing_address = d.pop("billing_address", UNSET)
        billing_address: BillingAddress | Unset
        if isinstance(_billing_address, Unset):
            billing_address = UNSET
        else:
            billing_address = BillingAddress.from_dict(_billing_address)

        cancel_url = d.pop("cancel_url", UNSET)

        success_url = d.pop("success_url", UNSET)

        expiry_url = d.pop("expiry_url", UNSET)

        error_url = d.pop("error_url", UNSET)

        return_url = d.pop("return_url", UNSET)

        _url_target = d.pop("url_target", UNSET)
        url_target: UrlTarget | Unset
        if isinstance(_url_target, Unset):
            url_target = UNSET
        else:
            url_target = UrlTarget(_url_target)

        session_expiry = d.pop("session_expiry", UNSET)

        req_token = d.pop("req_token", UNSET)

        recurring_init = d.pop("recurring_init", UNSET)

        vat_calc = d.pop("vat_calc", UNSET)

        auth = d.pop("auth", UNSET)

        _custom_data = d.pop("custom_data", UNSET)
        custom_data: SessionRequestCustomData | Unset
        if isinstance(_custom_data, Unset):
            custom_data = UNSET
        else:
            custom_data = SessionRequestCustomData.from_dict(_custom_data)

        customer_ip = d.pop("customer_ip", UNSET)

        payer_ip = d.pop("payer_ip", UNSET)

        fine = d.pop("fine", UNSET)

        session_request = cls(
            merchant_key=merchant_key,
            operation=operation,
            order=order,
            hash_=hash_,
            methods=methods,
            parameters=parameters,
            customer=customer,
            billing_address=billing_address,
            cancel_url=cancel_url,
            success_url=success_url,
            expiry_url=expiry_url,
            error_url=error_url,
            return_url=return_url,
            url_target=url_target,
            session_expiry=session_expiry,
            req_token=req_token,
            recurring_init=recurring_init,
            vat_calc=vat_calc,
            auth=auth,
            custom_data=custom_data,
            customer_ip=customer_ip,
            payer_ip=payer_ip,
            fine=fine,
        )

        return session_request
