from enum import StrEnum


class WalletTokenAdminSettingsAllowedAuthMethodsItem(StrEnum):
    CRYPTOGRAM_3DS = "CRYPTOGRAM_3DS"
    PAN_ONLY = "PAN_ONLY"

    def __str__(self) -> str:
        return str(self.value)
