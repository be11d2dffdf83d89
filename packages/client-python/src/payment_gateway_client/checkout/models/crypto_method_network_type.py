from enum import StrEnum


class CryptoMethodNetworkType(StrEnum):
    ETH = "eth"
    TRON = "tron"

    def __str__(self) -> str:
        return str(self.value)
