from enum import StrEnum


class CardTaxIdentityDocumentType(StrEnum):
    CPF = "cpf"

    def __str__(self) -> str:
        return str(self.value)
