from enum import StrEnum


class UrlTarget(StrEnum):
    VALUE_0 = "_blank"
    VALUE_1 = "_self"
    VALUE_2 = "_parent"
    VALUE_3 = "_top"

    def __str__(self) -> str:
        return str(self.value)
