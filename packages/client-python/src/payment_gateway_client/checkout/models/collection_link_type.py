from enum import StrEnum


class CollectionLinkType(StrEnum):
    OFFLINE = "OFFLINE"
    OFFLINE_SERVICE_PAYMENT = "OFFLINE_SERVICE_PAYMENT"
    PIX = "PIX"
    PULL = "PULL"
    SPEI = "SPEI"

    def __str__(self) -> str:
        return str(self.value)
