from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CryptoCurrencyMethod")


@_attrs_define
class CryptoCurrencyMethod:
    """Parameters of another crypto method, `parameters.<method_id>` of a Checkout session.
    It takes one required member, `cryptoCurrency`.

        Attributes:
            crypto_currency (str):
    """

    crypto_currency: str

    def to_dict(self) -> dict[str, Any]:
        crypto_currency = self.crypto_currency

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cryptoCurrency": crypto_currency,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        crypto_currency = d.pop("cryptoCurrency")

        crypto_currency_method = cls(
            crypto_currency=crypto_currency,
        )

        return crypto_currency_method
