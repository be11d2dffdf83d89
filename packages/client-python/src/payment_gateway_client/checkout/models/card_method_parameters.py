from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.card_cart import CardCart
    from ..models.card_marketplace import CardMarketplace
    from ..models.card_shipping import CardShipping


T = TypeVar("T", bound="CardMethodParameters")


@_attrs_define
class CardMethodParameters:
    """The card method's parameters, `parameters.card` of a Checkout session.
    It combines the flat sets (installments, tax identity, descriptor, contact and shipping, sender and receiver
    identity) with the `shipping`, `cart` and `marketPlace` objects.
    A set whose members are all required (installments, tax identity) applies once any of its members is sent (for tax
    identity, including `toBankAccountId`, which the source shows with that set); then all its required members must be
    sent.
    The flat sets are open and combined with `allOf`, so this object is closed with `unevaluatedProperties: false`: a
    member outside every set is rejected.

        Attributes:
            descriptor (str | Unset): Descriptor, up to 20 characters.
            customer_phone (str | Unset): Payer's phone number.
            customer_telnocc (str | Unset): Phone country code of the payer.
            shipping_street1 (str | Unset):
            shipping_city (str | Unset):
            shipping_state (str | Unset):
            shipping_postcode (str | Unset): Postcode, up to 9 digits.
            shipping_country (str | Unset): Shipping country as a 3-digit code.
            payer_identity_type (str | Unset):
            payer_identity_id (str | Unset):
            payer_identity_country (str | Unset):
            payer_identity_exp_date (str | Unset):
            payer_nationality (str | Unset):
            payer_country_of_birth (str | Unset):
            payee_first_name (str | Unset):
            payee_last_name (str | Unset):
            payee_middle_name (str | Unset):
            payee_address (str | Unset):
            payee_city (str | Unset):
            payee_state (str | Unset):
            payee_country (str | Unset):
            payee_zip (str | Unset):
            payee_phone (str | Unset):
            payee_birth_date (str | Unset):
            payee_identity_type (str | Unset):
            payee_identity_id (str | Unset):
            payee_identity_country (str | Unset):
            payee_identity_exp_date (str | Unset):
            payee_nationality (str | Unset):
            payee_country_of_birth (str | Unset):
            shipping (CardShipping | Unset): Shipping object of the card method, `parameters.card.shipping`.
                The source's notation: AN alphanumeric, N numeric, A alphabetic, followed by the maximum length; AN does not
                restrict free text to letters and digits here.
                Members marked C (conditional) in the source are optional here, because their conditions are not shown.
                N13 is a string of up to 13 digits.
            cart (CardCart | Unset): Cart of the card method, `parameters.card.cart`: its items and its payments.
            market_place (CardMarketplace | Unset): Marketplace data of the card method, `parameters.card.marketPlace`: its
                sellers.
    """

    descriptor: str | Unset = UNSET
    customer_phone: str | Unset = UNSET
    customer_telnocc: str | Unset = UNSET
    shipping_street1: str | Unset = UNSET
    shipping_city: str | Unset = UNSET
    shipping_state: str | Unset = UNSET
    shipping_postcode: str | Unset = UNSET
    shipping_country: str | Unset = UNSET
    payer_identity_type: str | Unset = UNSET
    payer_identity_id: str | Unset = UNSET
    payer_identity_country: str | Unset = UNSET
    payer_identity_exp_date: str | Unset = UNSET
    payer_nationality: str | Unset = UNSET
    payer_country_of_birth: str | Unset = UNSET
    payee_first_name: str | Unset = UNSET
    payee_last_name: str | Unset = UNSET
    payee_middle_name: str | Unset = UNSET
    payee_address: str | Unset = UNSET
    payee_city: str | Unset = UNSET
    payee_state: str | Unset = UNSET
    payee_country: str | Unset = UNSET
    payee_zip: str | Unset = UNSET
    payee_phone: str | Unset = UNSET
    payee_birth_date: str | Unset = UNSET
    payee_identity_type: str | Unset = UNSET
    payee_identity_id: str | Unset = UNSET
    payee_identity_country: str | Unset = UNSET
    payee_identity_exp_date: str | Unset = UNSET
    payee_nationality: str | Unset = UNSET
    payee_country_of_birth: str | Unset = UNSET
    shipping: CardShipping | Unset = UNSET
    cart: CardCart | Unset = UNSET
    market_place: CardMarketplace | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        descriptor = self.descriptor

        customer_phone = self.customer_phone

        customer_telnocc = self.customer_telnocc

        shipping_street1 = self.shipping_street1

        shipping_city = self.shipping_city

        shipping_state = self.shipping_state

        shipping_postcode = self.shipping_postcode

        shipping_country = self.shipping_country

        payer_identity_type = self.payer_identity_type

        payer_identity_id = self.payer_identity_id

        payer_identity_country = self.payer_identity_country

        payer_identity_exp_date = self.payer_identity_exp_date

        payer_nationality = self.payer_nationality

        payer_country_of_birth = self.payer_country_of_birth

        payee_first_name = self.payee_first_name

        payee_last_name = self.payee_last_name

        payee_middle_name = self.payee_middle_name

        payee_address = self.payee_address

        payee_city = self.payee_city

        payee_state = self.payee_state

        payee_country = self.payee_country

        payee_zip = self.payee_zip

        payee_phone = self.payee_phone

        payee_birth_date = self.payee_birth_date

        payee_identity_type = self.payee_identity_type

        payee_identity_id = self.payee_identity_id

        payee_identity_country = self.payee_identity_country

        payee_identity_exp_date = self.payee_identity_exp_date

        payee_nationality = self.payee_nationality

        payee_country_of_birth = self.payee_country_of_birth

        shipping: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shipping, Unset):
            shipping = self.shipping.to_dict()

        cart: dict[str, Any] | Unset = UNSET
        if not isinstance(self.cart, Unset):
            cart = self.cart.to_dict()

        market_place: dict[str, Any] | Unset = UNSET
        if not isinstance(self.market_place, Unset):
            market_place = self.market_place.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if descriptor is not UNSET:
            field_dict["descriptor"] = descriptor
        if customer_phone is not UNSET:
            field_dict["customer_phone"] = customer_phone
        if customer_telnocc is not UNSET:
            field_dict["customer_telnocc"] = customer_telnocc
        if shipping_street1 is not UNSET:
            field_dict["shipping_street1"] = shipping_street1
        if shipping_city is not UNSET:
            field_dict["shipping_city"] = shipping_city
        if shipping_state is not UNSET:
            field_dict["shipping_state"] = shipping_state
        if shipping_postcode is not UNSET:
            field_dict["shipping_postcode"] = shipping_postcode
        if shipping_country is not UNSET:
            field_dict["shipping_country"] = shipping_country
        if payer_identity_type is not UNSET:
            field_dict["payer_identity_type"] = payer_identity_type
        if payer_identity_id is not UNSET:
            field_dict["payer_identity_id"] = payer_identity_id
        if payer_identity_country is not UNSET:
            field_dict["payer_identity_country"] = payer_identity_country
        if payer_identity_exp_date is not UNSET:
            field_dict["payer_identity_exp_date"] = payer_identity_exp_date
        if payer_nationality is not UNSET:
            field_dict["payer_nationality"] = payer_nationality
        if payer_country_of_birth is not UNSET:
            field_dict["payer_country_of_birth"] = payer_country_of_birth
        if payee_first_name is not UNSET:
            field_dict["payee_first_name"] = payee_first_name
        if payee_last_name is not UNSET:
            field_dict["payee_last_name"] = payee_last_name
        if payee_middle_name is not UNSET:
            field_dict["payee_middle_name"] = payee_middle_name
        if payee_address is not UNSET:
            field_dict["payee_address"] = payee_address
        if payee_city is not UNSET:
            field_dict["payee_city"] = payee_city
        if payee_state is not UNSET:
            field_dict["payee_state"] = payee_state
        if payee_country is not UNSET:
            field_dict["payee_country"] = payee_country
        if payee_zip is not UNSET:
            field_dict["payee_zip"] = payee_zip
        if payee_phone is not UNSET:
            field_dict["payee_phone"] = payee_phone
        if payee_birth_date is not UNSET:
            field_dict["payee_birth_date"] = payee_birth_date
        if payee_identity_type is not UNSET:
            field_dict["payee_identity_type"] = payee_identity_type
        if payee_identity_id is not UNSET:
            field_dict["payee_identity_id"] = payee_identity_id
        if payee_identity_country is not UNSET:
            field_dict["payee_identity_country"] = payee_identity_country
        if payee_identity_exp_date is not UNSET:
            field_dict["payee_identity_exp_date"] = payee_identity_exp_date
        if payee_nationality is not UNSET:
            field_dict["payee_nationality"] = payee_nationality
        if payee_country_of_birth is not UNSET:
            field_dict["payee_country_of_birth"] = payee_country_of_birth
        if shipping is not UNSET:
            field_dict["shipping"] = shipping
        if cart is not UNSET:
            field_dict["cart"] = cart
        if market_place is not UNSET:
            field_dict["marketPlace"] = market_place

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.card_cart import CardCart
        from ..models.card_marketplace import CardMarketplace
        from ..models.card_shipping import CardShipping

        d = dict(src_dict)
        descriptor = d.pop("descriptor", UNSET)

        customer_phone = d.pop("customer_phone", UNSET)

        customer_telnocc = d.pop("customer_telnocc", UNSET)

        shipping_street1 = d.pop("shipping_street1", UNSET)

        shipping_city = d.pop("shipping_city", UNSET)

        shipping_state = d.pop("shipping_state", UNSET)

        shipping_postcode = d.pop("shipping_postcode", UNSET)

        shipping_country = d.pop("shipping_country", UNSET)

        payer_identity_type = d.pop("payer_identity_type", UNSET)

        payer_identity_id = d.pop("payer_identity_id", UNSET)

        payer_identity_country = d.pop("payer_identity_country", UNSET)

        payer_identity_exp_date = d.pop("payer_identity_exp_date", UNSET)

        payer_nationality = d.pop("payer_nationality", UNSET)

        payer_country_of_birth = d.pop("payer_country_of_birth", UNSET)

        payee_first_name = d.pop("payee_first_name", UNSET)

        payee_last_name = d.pop("payee_last_name", UNSET)

        payee_middle_name = d.pop("payee_middle_name", UNSET)

        payee_address = d.pop("payee_address", UNSET)

        payee_city = d.pop("payee_city", UNSET)

        payee_state = d.pop("payee_state", UNSET)

        payee_country = d.pop("payee_country", UNSET)

        payee_zip = d.pop("payee_zip", UNSET)

        payee_phone = d.pop("payee_phone", UNSET)

        payee_birth_date = d.pop("payee_birth_date", UNSET)

        payee_identity_type = d.pop("payee_identity_type", UNSET)

        payee_identity_id = d.pop("payee_identity_id", UNSET)

        payee_identity_country = d.pop("payee_identity_country", UNSET)

        payee_identity_exp_date = d.pop("payee_identity_exp_date", UNSET)

        payee_nationality = d.pop("payee_nationality", UNSET)

        payee_country_of_birth = d.pop("payee_country_of_birth", UNSET)

        _shipping = d.pop("shipping", UNSET)
        shipping: CardShipping | Unset
        if isinstance(_shipping, Unset):
            shipping = UNSET
        else:
            shipping = CardShipping.from_dict(_shipping)

        _cart = d.pop("cart", UNSET)
        cart: CardCart | Unset
        if isinstance(_cart, Unset):
            cart = UNSET
        else:
            cart = CardCart.from_dict(_cart)

        _market_place = d.pop("marketPlace", UNSET)
        market_place: CardMarketplace | Unset
        if isinstance(_market_place, Unset):
            market_place = UNSET
        else:
            market_place = CardMarketplace.from_dict(_market_place)

        card_method_parameters = cls(
            descriptor=descriptor,
            customer_phone=customer_phone,
            customer_telnocc=customer_telnocc,
            shipping_street1=shipping_street1,
            shipping_city=shipping_city,
            shipping_state=shipping_state,
            shipping_postcode=shipping_postcode,
            shipping_country=shipping_country,
            payer_identity_type=payer_identity_type,
            payer_identity_id=payer_identity_id,
            payer_identity_country=payer_identity_country,
            payer_identity_exp_date=payer_identity_exp_date,
            payer_nationality=payer_nationality,
            payer_country_of_birth=payer_country_of_birth,
            payee_first_name=payee_first_name,
            payee_last_name=payee_last_name,
            payee_middle_name=payee_middle_name,
            payee_address=payee_address,
            payee_city=payee_city,
            payee_state=payee_state,
            payee_country=payee_country,
            payee_zip=payee_zip,
            payee_phone=payee_phone,
            payee_birth_date=payee_birth_date,
            payee_identity_type=payee_identity_type,
            payee_identity_id=payee_identity_id,
            payee_identity_country=payee_identity_country,
            payee_identity_exp_date=payee_identity_exp_date,
            payee_nationality=payee_nationality,
            payee_country_of_birth=payee_country_of_birth,
            shipping=shipping,
            cart=cart,
            market_place=market_place,
        )

        card_method_parameters.additional_properties = d
        return card_method_parameters

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
