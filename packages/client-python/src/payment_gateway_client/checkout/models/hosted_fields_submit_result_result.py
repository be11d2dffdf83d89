from enum import StrEnum


class HostedFieldsSubmitResultResult(StrEnum):
    SUCCESS = "success"
    UNDEFINED = "undefined"

    def __str__(self) -> str:
        return str(self.value)
