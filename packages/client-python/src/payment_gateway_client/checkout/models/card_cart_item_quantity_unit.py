from enum import StrEnum


class CardCartItemQuantityUnit(StrEnum):
    CM = "CM"
    COUNT = "COUNT"
    G = "G"
    KG = "KG"
    M = "M"

    def __str__(self) -> str:
        return str(self.value)
