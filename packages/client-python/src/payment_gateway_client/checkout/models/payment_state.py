from enum import StrEnum


class PaymentState(StrEnum):
    DECLINED = "DECLINED"
    PENDING = "PENDING"
    SETTLED = "SETTLED"

    def __str__(self) -> str:
        return str(self.value)
