from enum import StrEnum


class CardInstallmentsBnrgInstallmPlan(StrEnum):
    VALUE_0 = "03"
    VALUE_1 = "05"
    VALUE_2 = "07"

    def __str__(self) -> str:
        return str(self.value)
