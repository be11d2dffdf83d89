from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CryptoConversionMethod")


@_attrs_define
class CryptoConversionMethod:
    """Parameters of a conversion method of the crypto family, `parameters.<method_id>` of a Checkout session.
    It takes one required member, `toCurrency`, a valid currency code.

        Attributes:
            to_currency (str): Target currency, a valid currency code.
    """

    to_currency: str

    def to_dict(self) -> dict[str, Any]:
        to_currency = self.to_currency

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "toCurrency": to_currency,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        to_currency = d.pop("toCurrency")

        crypto_conversion_method = cls(
            to_currency=to_currency,
        )

        return crypto_conversion_method
