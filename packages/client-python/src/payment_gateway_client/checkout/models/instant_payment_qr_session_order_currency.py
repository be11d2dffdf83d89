from enum import StrEnum


class InstantPaymentQrSessionOrderCurrency(StrEnum):
    BAM = "BAM"
    EUR = "EUR"
    MKD = "MKD"
    RSD = "RSD"

    def __str__(self) -> str:
        return str(self.value)
