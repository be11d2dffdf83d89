from enum import StrEnum


class InstantPaymentKeyPayinTypeDocument(StrEnum):
    CNPJ = "CNPJ"
    CPF = "CPF"

    def __str__(self) -> str:
        return str(self.value)
