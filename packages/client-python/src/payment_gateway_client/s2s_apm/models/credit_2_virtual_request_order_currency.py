from enum import StrEnum


class Credit2VirtualRequestOrderCurrency(StrEnum):
    EGP = "EGP"
    GHS = "GHS"
    KES = "KES"
    TZS = "TZS"
    XAF = "XAF"
    XOF = "XOF"

    def __str__(self) -> str:
        return str(self.value)
