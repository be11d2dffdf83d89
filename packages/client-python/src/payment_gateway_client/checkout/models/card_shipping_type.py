from enum import StrEnum


class CardShippingType(StrEnum):
    RETURN = "return"
    SHIPMENT = "shipment"

    def __str__(self) -> str:
        return str(self.value)
