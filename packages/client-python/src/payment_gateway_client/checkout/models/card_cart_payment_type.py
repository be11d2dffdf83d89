from enum import StrEnum


class CardCartPaymentType(StrEnum):
    GIFTCARD = "GIFTCARD"
    PROMOTION = "PROMOTION"

    def __str__(self) -> str:
        return str(self.value)
