from enum import StrEnum


class MessageTransferPayoutFeeCalculationMethod(StrEnum):
    ACCOUNT_LEVEL = "account_level"
    TRANSACTION_LEVEL = "transaction_level"

    def __str__(self) -> str:
        return str(self.value)
