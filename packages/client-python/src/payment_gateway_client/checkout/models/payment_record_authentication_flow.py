from enum import StrEnum


class PaymentRecordAuthenticationFlow(StrEnum):
    CHALLENGE = "Challenge"
    FRICTIONLESS = "Frictionless"

    def __str__(self) -> str:
        return str(self.value)
