from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TradingPlatformDeposit")


@_attrs_define
class TradingPlatformDeposit:
    """Parameters of the trading-platform deposit method, `parameters.<method_id>` of a Checkout session.
    `paymentGatewayName` and `paymentCurrency` are required; `tradingAccountLogin` is optional.

        Attributes:
            payment_gateway_name (str):
            payment_currency (str):
            trading_account_login (str | Unset):
    """

    payment_gateway_name: str
    payment_currency: str
    trading_account_login: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        payment_gateway_name = self.payment_gateway_name

        payment_currency = self.payment_currency

        trading_account_login = self.trading_account_login

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "paymentGatewayName": payment_gateway_name,
                "paymentCurrency": payment_currency,
            }
        )
        if trading_account_login is not UNSET:
            field_dict["tradingAccountLogin"] = trading_account_login

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        payment_gateway_name = d.pop("paymentGatewayName")

        payment_currency = d.pop("paymentCurrency")

        trading_account_login = d.pop("tradingAccountLogin", UNSET)

        trading_platform_deposit = cls(
            payment_gateway_name=payment_gateway_name,
            payment_currency=payment_currency,
            trading_account_login=trading_account_login,
        )

        return trading_platform_deposit
