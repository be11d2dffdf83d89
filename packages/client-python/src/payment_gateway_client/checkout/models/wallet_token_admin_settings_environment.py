from enum import StrEnum


class WalletTokenAdminSettingsEnvironment(StrEnum):
    PRODUCTION = "PRODUCTION"
    TEST = "TEST"

    def __str__(self) -> str:
        return str(self.value)
