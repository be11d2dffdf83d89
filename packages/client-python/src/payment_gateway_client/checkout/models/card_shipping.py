from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.card_shipping_type import CardShippingType
from ..types import UNSET, Unset

T = TypeVar("T", bound="CardShipping")


@_attrs_define
class CardShipping:
    """Shipping object of the card method, `parameters.card.shipping`.
    The source's notation: AN alphanumeric, N numeric, A alphabetic, followed by the maximum length; AN does not
    restrict free text to letters and digits here.
    Members marked C (conditional) in the source are optional here, because their conditions are not shown.
    N13 is a string of up to 13 digits.

        Attributes:
            street1 (str | Unset):
            street2 (str | Unset):
            house_number_1 (str | Unset):
            house_number_2 (str | Unset):
            city (str | Unset):
            state (str | Unset):
            postcode (str | Unset):
            country (str | Unset): Country, ISO 3166-1 alpha-2 (A2).
            method (str | Unset): Shipping method.
            cost (str | Unset): Shipping cost, N13 (up to 13 digits).
            comment (str | Unset):
            expected_date (str | Unset):
            logistics_provider (str | Unset):
            tracking_number (str | Unset):
            return_tracking_number (str | Unset):
            normalized (str | Unset):
            validation_status (str | Unset):
            warehouse (str | Unset):
            preference (str | Unset):
            middle_name (str | Unset):
            company_name (str | Unset):
            phone (str | Unset):
            work_phone (str | Unset):
            mobile (str | Unset):
            email (str | Unset):
            type_ (CardShippingType | Unset): Direction of the shipment, `return` or `shipment`.
    """

    street1: str | Unset = UNSET
    street2: str | Unset = UNSET
    house_number_1: str | Unset = UNSET
    house_number_2: str | Unset = UNSET
    city: str | Unset = UNSET
    state: str | Unset = UNSET
    postcode: str | Unset = UNSET
    country: str | Unset = UNSET
    method: str | Unset = UNSET
    cost: str | Unset = UNSET
    comment: str | Unset = UNSET
    expected_date: str | Unset = UNSET
    logistics_provider: str | Unset = UNSET
    tracking_number: str | Unset = UNSET
    return_tracking_number: str | Unset = UNSET
    normalized: str | Unset = UNSET
    validation_status: str | Unset = UNSET
    warehouse: str | Unset = UNSET
    preference: str | Unset = UNSET
    middle_name: str | Unset = UNSET
    company_name: str | Unset = UNSET
    phone: str | Unset = UNSET
    work_phone: str | Unset = UNSET
    mobile: str | Unset = UNSET
    email: str | Unset = UNSET
    type_: CardShippingType | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        street1 = self.street1

        street2 = self.street2

        house_number_1 = self.house_number_1

        house_number_2 = self.house_number_2

        city = self.city

        state = self.state

        postcode = self.postcode

        country = self.country

        method = self.method

        cost = self.cost

        comment = self.comment

        expected_date = self.expected_date

        logistics_provider = self.logistics_provider

        tracking_number = self.tracking_number

        return_tracking_number = self.return_tracking_number

        normalized = self.normalized

        validation_status = self.validation_status

        warehouse = self.warehouse

        preference = self.preference

        middle_name = self.middle_name

        company_name = self.company_name

        phone = self.phone

        work_phone = self.work_phone

        mobile = self.mobile

        email = self.email

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if street1 is not UNSET:
            field_dict["street1"] = street1
        if street2 is not UNSET:
            field_dict["street2"] = street2
        if house_number_1 is not UNSET:
            field_dict["houseNumber1"] = house_number_1
        if house_number_2 is not UNSET:
            field_dict["houseNumber2"] = house_number_2
        if city is not UNSET:
            field_dict["city"] = city
        if state is not UNSET:
            field_dict["state"] = state
        if postcode is not UNSET:
            field_dict["postcode"] = postcode
        if country is not UNSET:
            field_dict["country"] = country
        if method is not UNSET:
            field_dict["method"] = method
        if cost is not UNSET:
            field_dict["cost"] = cost
        if comment is not UNSET:
            field_dict["comment"] = comment
        if expected_date is not UNSET:
            field_dict["expectedDate"] = expected_date
        if logistics_provider is not UNSET:
            field_dict["logisticsProvider"] = logistics_provider
        if tracking_number is not UNSET:
            field_dict["trackingNumber"] = tracking_number
        if return_tracking_number is not UNSET:
            field_dict["returnTrackingNumber"] = return_tracking_number
        if normalized is not UNSET:
            field_dict["normalized"] = normalized
        if validation_status is not UNSET:
            field_dict["validationStatus"] = validation_status
        if warehouse is not UNSET:
            field_dict["warehouse"] = warehouse
        if preference is not UNSET:
            field_dict["preference"] = preference
        if middle_name is not UNSET:
            field_dict["middleName"] = middle_name
        if company_name is not UNSET:
            field_dict["companyName"] = company_name
        if phone is not UNSET:
            field_dict["phone"] = phone
        if work_phone is not UNSET:
            field_dict["workPhone"] = work_phone
        if mobile is not UNSET:
            field_dict["mobile"] = mobile
        if email is not UNSET:
            field_dict["email"] = email
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        street1 = d.pop("street1", UNSET)

        street2 = d.pop("street2", UNSET)

        house_number_1 = d.pop("houseNumber1", UNSET)

        house_number_2 = d.pop("houseNumber2", UNSET)

        city = d.pop("city", UNSET)

        state = d.pop("state", UNSET)

        postcode = d.pop("postcode", UNSET)

        country = d.pop("country", UNSET)

        method = d.pop("method", UNSET)

        cost = d.pop("cost", UNSET)

        comment = d.pop("comment", UNSET)

        expected_date = d.pop("expectedDate", UNSET)

        logistics_provider = d.pop("logisticsProvider", UNSET)

        tracking_number = d.pop("trackingNumber", UNSET)

        return_tracking_number = d.pop("returnTrackingNumber", UNSET)

        normalized = d.pop("normalized", UNSET)

        validation_status = d.pop("validationStatus", UNSET)

        warehouse = d.pop("warehouse", UNSET)

        preference = d.pop("preference", UNSET)

        middle_name = d.pop("middleName", UNSET)

        company_name = d.pop("companyName", UNSET)

        phone = d.pop("phone", UNSET)

        work_phone = d.pop("workPhone", UNSET)

        mobile = d.pop("mobile", UNSET)

        email = d.pop("email", UNSET)

        _type_ = d.pop("type", UNSET)
        type_: CardShippingType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = CardShippingType(_type_)

        card_shipping = cls(
            street1=street1,
            street2=street2,
            house_number_1=house_number_1,
            house_number_2=house_number_2,
            city=city,
            state=state,
            postcode=postcode,
            country=country,
            method=method,
            cost=cost,
            comment=comment,
            expected_date=expected_date,
            logistics_provider=logistics_provider,
            tracking_number=tracking_number,
            return_tracking_number=return_tracking_number,
            normalized=normalized,
            validation_status=validation_status,
            warehouse=warehouse,
            preference=preference,
            middle_name=middle_name,
            company_name=company_name,
            phone=phone,
            work_phone=work_phone,
            mobile=mobile,
            email=email,
            type_=type_,
        )

        return card_shipping
