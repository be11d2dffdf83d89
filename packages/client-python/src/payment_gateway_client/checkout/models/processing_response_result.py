from enum import StrEnum


class ProcessingResponseResult(StrEnum):
    DECLINE = "decline"
    REDIRECT = "redirect"
    SUCCESS = "success"
    UNDEFINED = "undefined"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
