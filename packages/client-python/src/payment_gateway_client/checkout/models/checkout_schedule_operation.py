from enum import StrEnum


class CheckoutScheduleOperation(StrEnum):
    CREATE_SCHEDULE = "CREATE_SCHEDULE"
    DELETE = "DELETE"
    DESCHEDULE = "DESCHEDULE"
    INFO = "INFO"
    PAUSE = "PAUSE"
    RUN = "RUN"

    def __str__(self) -> str:
        return str(self.value)
