from enum import StrEnum


class CardInstallmentsBnrgInstallmDef(StrEnum):
    VALUE_0 = "00"
    VALUE_1 = "01"

    def __str__(self) -> str:
        return str(self.value)
