from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TradingPlatformWithdrawal")


@_attrs_define
class TradingPlatformWithdrawal:
    """Parameters of the trading-platform withdrawal method, `parameters.<method_id>` of a Checkout session.
    `withdrawCurrency` and `address` are required; `tradingAccountLogin` is optional.

        Attributes:
            withdraw_currency (str):
            address (str):
            trading_account_login (str | Unset):
    """

    withdraw_currency: str
    address: str
    trading_account_login: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        withdraw_currency = self.withdraw_currency

        address = self.address

        trading_account_login = self.trading_account_login

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "withdrawCurrency": withdraw_currency,
                "address": address,
            }
        )
        if trading_account_login is not UNSET:
            field_dict["tradingAccountLogin"] = trading_account_login

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        withdraw_currency = d.pop("withdrawCurrency")

        address = d.pop("address")

        trading_account_login = d.pop("tradingAccountLogin", UNSET)

        trading_platform_withdrawal = cls(
            withdraw_currency=withdraw_currency,
            address=address,
            trading_account_login=trading_account_login,
        )

        return trading_platform_withdrawal
