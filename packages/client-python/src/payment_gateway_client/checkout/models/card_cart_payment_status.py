from enum import StrEnum


class CardCartPaymentStatus(StrEnum):
    AUTHORIZED = "authorized"
    CAPTURED = "captured"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
