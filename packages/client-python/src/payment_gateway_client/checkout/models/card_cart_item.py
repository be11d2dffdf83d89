from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.card_cart_item_quantity_unit import CardCartItemQuantityUnit
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.card_cart_item_recipient import CardCartItemRecipient


T = TypeVar("T", bound="CardCartItem")


@_attrs_define
class CardCartItem:
    """One cart item of the card method, `parameters.card.cart.items[n]`.
    The source's notation: AN alphanumeric, N numeric, A alphabetic, followed by the maximum length; AN does not
    restrict free text to letters and digits here.
    Nn is a string of up to n digits; N10.N2 is a decimal string with up to 10 integer digits and up to 2 decimals.
    Members marked C (conditional) in the source are optional here, because their conditions are not shown.

        Attributes:
            name (str | Unset):
            merchant_item_id (str | Unset):
            quantity (str | Unset): Quantity, N5.
            type_ (str | Unset):
            sku (str | Unset):
            currency (str | Unset): Currency, A3.
            description (str | Unset):
            commodity_code (str | Unset): Commodity code, N8.
            commodity_description (str | Unset):
            original_price (str | Unset):
            price (str | Unset): Price, N13.
            total_amount (str | Unset): Total amount, N13.
            tax_amount (str | Unset): Tax amount, N13.
            total_tax_amount (str | Unset): Total tax amount, N13.
            tax (str | Unset):
            tax_category (str | Unset):
            shipping (str | Unset): Shipping amount, N10.N2.
            discount (str | Unset): Discount, N13.
            gift_message (str | Unset):
            shipping_method (str | Unset):
            shipping_instructions (str | Unset):
            shipping_tracking_number (str | Unset):
            quantity_unit (CardCartItemQuantityUnit | Unset): Unit of the quantity.
            product_url (str | Unset):
            image_url (str | Unset):
            total_discount_amount (str | Unset): Total discount amount, N10.N2.
            product_code (str | Unset):
            part_number (str | Unset):
            item_number (str | Unset): Item number, N3.
            vat_reference_number (str | Unset):
            seller_id (str | Unset):
            delivery_date (str | Unset):
            recipient (CardCartItemRecipient | Unset): Recipient object of a card cart item,
                `parameters.card.cart.items[n].recipient`.
                All members are optional.
                The source's notation: AN alphanumeric, N numeric, A alphabetic, followed by the maximum length; AN does not
                restrict free text to letters and digits here.
    """

    name: str | Unset = UNSET
    merchant_item_id: str | Unset = UNSET
    quantity: str | Unset = UNSET
    type_: str | Unset = UNSET
    sku: str | Unset = UNSET
    currency: str | Unset = UNSET
    description: str | Unset = UNSET
    commodity_code: str | Unset = UNSET
    commodity_description: str | Unset = UNSET
    original_price: str | Unset = UNSET
    price: str | Unset = UNSET
    total_amount: str | Unset = UNSET
    tax_amount: str | Unset = UNSET
    total_tax_amount: str | Unset = UNSET
    tax: str | Unset = UNSET
    tax_category: str | Unset = UNSET
    shipping: str | Unset = UNSET
    discount: str | Unset = UNSET
    gift_message: str | Unset = UNSET
    shipping_method: str | Unset = UNSET
    shipping_instructions: str | Unset = UNSET
    shipping_tracking_number: str | Unset = UNSET
    quantity_unit: CardCartItemQuantityUnit | Unset = UNSET
    product_url: str | Unset = UNSET
    image_url: str | Unset = UNSET
    total_discount_amount: str | Unset = UNSET
    product_code: str | Unset = UNSET
    part_number: str | Unset = UNSET
    item_number: str | Unset = UNSET
    vat_reference_number: str | Unset = UNSET
    seller_id: str | Unset = UNSET
    delivery_date: str | Unset = UNSET
    recipient: CardCartItemRecipient | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        merchant_item_id = self.merchant_item_id

        quantity = self.quantity

        type_ = self.type_

        sku = self.sku

        currency = self.currency

        description = self.description

        commodity_code = self.commodity_code

        commodity_description = self.commodity_description

        original_price = self.original_price

        price = self.price

        total_amount = self.total_amount

        tax_amount = self.tax_amount

        total_tax_amount = self.total_tax_amount

        tax = self.tax

        tax_category = self.tax_category

        shipping = self.shipping

        discount = self.discount

        gift_message = self.gift_message

        shipping_method = self.shipping_method

        shipping_instructions = self.shipping_instructions

        shipping_tracking_number = self.shipping_tracking_number

        quantity_unit: str | Unset = UNSET
        if not isinstance(self.quantity_unit, Unset):
            quantity_unit = self.quantity_unit.value

        product_url = self.product_url

        image_url = self.image_url

        total_discount_amount = self.total_discount_amount

        product_code = self.product_code

        part_number = self.part_number

        item_number = self.item_number

        vat_reference_number = self.vat_reference_number

        seller_id = self.seller_id

        delivery_date = self.delivery_date

        recipient: dict[str, Any] | Unset = UNSET
        if not isinstance(self.recipient, Unset):
            recipient = self.recipient.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if merchant_item_id is not UNSET:
            field_dict["merchantItemId"] = merchant_item_id
        if quantity is not UNSET:
            field_dict["quantity"] = quantity
        if type_ is not UNSET:
            field_dict["type"] = type_
        if sku is not UNSET:
            field_dict["sku"] = sku
        if currency is not UNSET:
            field_dict["currency"] = currency
        if description is not UNSET:
            field_dict["description"] = description
        if commodity_code is not UNSET:
            field_dict["commodityCode"] = commodity_code
        if commodity_description is not UNSET:
            field_dict["commodityDescription"] = commodity_description
        if original_price is not UNSET:
            field_dict["originalPrice"] = original_price
        if price is not UNSET:
            field_dict["price"] = price
        if total_amount is not UNSET:
            field_dict["totalAmount"] = total_amount
        if tax_amount is not UNSET:
            field_dict["taxAmount"] = tax_amount
        if total_tax_amount is not UNSET:
            field_dict["totalTaxAmount"] = total_tax_amount
        if tax is not UNSET:
            field_dict["tax"] = tax
        if tax_category is not UNSET:
            field_dict["taxCategory"] = tax_category
        if shipping is not UNSET:
            field_dict["shipping"] = shipping
        if discount is not UNSET:
            field_dict["discount"] = discount
        if gift_message is not UNSET:
            field_dict["giftMessage"] = gift_message
        if shipping_method is not UNSET:
            field_dict["shippingMethod"] = shipping_method
        if shipping_instructions is not UNSET:
            field_dict["shippingInstructions"] = shipping_instructions
        if shipping_tracking_number is not UNSET:
            field_dict["shippingTrackingNumber"] = shipping_tracking_number
        if quantity_unit is not UNSET:
            field_dict["quantityUnit"] = quantity_unit
        if product_url is not UNSET:
            field_dict["productUrl"] = product_url
        if image_url is not UNSET:
            field_dict["imageUrl"] = image_url
        if total_discount_amount is not UNSET:
            field_dict["totalDiscountAmount"] = total_discount_amount
        if product_code is not UNSET:
            field_dict["productCode"] = product_code
        if part_number is not UNSET:
            field_dict["partNumber"] = part_number
        if item_number is not UNSET:
            field_dict["itemNumber"] = item_number
        if vat_reference_number is not UNSET:
            field_dict["vatReferenceNumber"] = vat_reference_number
        if seller_id is not UNSET:
            field_dict["sellerId"] = seller_id
        if delivery_date is not UNSET:
            field_dict["deliveryDate"] = delivery_date
        if recipient is not UNSET:
            field_dict["recipient"] = recipient

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.card_cart_item_recipient import CardCartItemRecipient

        d = dict(src_dict)
        name = d.pop("name", UNSET)

        merchant_item_id = d.pop("merchantItemId", UNSET)

        quantity = d.pop("quantity", UNSET)

        type_ = d.pop("type", UNSET)

        sku = d.pop("sku", UNSET)

        currency = d.pop("currency", UNSET)

        description = d.pop("description", UNSET)

        commodity_code = d.pop("commodityCode", UNSET)

        commodity_description = d.pop("commodityDescription", UNSET)

        original_price = d.pop("originalPrice", UNSET)

        price = d.pop("price", UNSET)

        total_amount = d.pop("totalAmount", UNSET)

        tax_amount = d.pop("taxAmount", UNSET)

        total_tax_amount = d.pop("totalTaxAmount", UNSET)

        tax = d.pop("tax", UNSET)

        tax_category = d.pop("taxCategory", UNSET)

        shipping = d.pop("shipping", UNSET)

        discount = d.pop("discount", UNSET)

        gift_message = d.pop("giftMessage", UNSET)

        shipping_method = d.pop("shippingMethod", UNSET)

        shipping_instructions = d.pop("shippingInstructions", UNSET)

        shipping_tracking_number = d.pop("shippingTrackingNumber", UNSET)

        _quantity_unit = d.pop("quantityUnit", UNSET)
        quantity_unit: CardCartItemQuantityUnit | Unset
        if isinstance(_quantity_unit, Unset):
            quantity_unit = UNSET
        else:
            quantity_unit = CardCartItemQuantityUnit(_quantity_unit)

        product_url = d.pop("productUrl", UNSET)

        image_url = d.pop("imageUrl", UNSET)

        total_discount_amount = d.pop("totalDiscountAmount", UNSET)

        product_code = d.pop("productCode", UNSET)

        part_number = d.pop("partNumber", UNSET)

        item_number = d.pop("itemNumber", UNSET)

        vat_reference_number = d.pop("vatReferenceNumber", UNSET)

        seller_id = d.pop("sellerId", UNSET)

        delivery_date = d.pop("deliveryDate", UNSET)

        _recipient = d.pop("recipient", UNSET)
        recipient: CardCartItemRecipient | Unset
        if isinstance(_recipient, Unset):
            recipient = UNSET
        else:
            recipient = CardCartItemRecipient.from_dict(_recipient)

        card_cart_item = cls(
            name=name,
            merchant_item_id=merchant_item_id,
            quantity=quantity,
            type_=type_,
            sku=sku,
            currency=currency,
            description=description,
            commodity_code=commodity_code,
            commodity_description=commodity_description,
            original_price=original_price,
            price=price,
            total_amount=total_amount,
            tax_amount=tax_amount,
            total_tax_amount=total_tax_amount,
            tax=tax,
            tax_category=tax_category,
            shipping=shipping,
            discount=discount,
            gift_message=gift_message,
            shipping_method=shipping_method,
            shipping_instructions=shipping_instructions,
            shipping_tracking_number=shipping_tracking_number,
            quantity_unit=quantity_unit,
            product_url=product_url,
            image_url=image_url,
            total_discount_amount=total_discount_amount,
            product_code=product_code,
            part_number=part_number,
            item_number=item_number,
            vat_reference_number=vat_reference_number,
            seller_id=seller_id,
            delivery_date=delivery_date,
            recipient=recipient,
        )

        return card_cart_item
