from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.crypto_method_network_type import CryptoMethodNetworkType
from ..types import UNSET, Unset

T = TypeVar("T", bound="CryptoMethod")


@_attrs_define
class CryptoMethod:
    """Parameters of the crypto method, `parameters.<method_id>` of a Checkout session.
    `crypto_type` is required; `network_type`, `bech32` and `accountId` are optional.
    `network_type` applies only to USDT.

        Attributes:
            crypto_type (str): Crypto currency type.
            network_type (CryptoMethodNetworkType | Unset): Network of the transfer; `eth` (default) or `tron`; only for
                USDT. Default: CryptoMethodNetworkType.ETH.
            bech32 (bool | Unset): Whether a bech32 address is used. Default: False.
            account_id (str | Unset):
    """

    crypto_type: str
    network_type: CryptoMethodNetworkType | Unset = CryptoMethodNetworkType.ETH
    bech32: bool | Unset = False
    account_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        crypto_type = self.crypto_type

        network_type: str | Unset = UNSET
        if not isinstance(self.network_type, Unset):
            network_type = self.network_type.value

        bech32 = self.bech32

        account_id = self.account_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "crypto_type": crypto_type,
            }
        )
        if network_type is not UNSET:
            field_dict["network_type"] = network_type
        if bech32 is not UNSET:
            field_dict["bech32"] = bech32
        if account_id is not UNSET:
            field_dict["accountId"] = account_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        crypto_type = d.pop("crypto_type")

        _network_type = d.pop("network_type", UNSET)
        network_type: CryptoMethodNetworkType | Unset
        if isinstance(_network_type, Unset):
            network_type = UNSET
        else:
            network_type = CryptoMethodNetworkType(_network_type)

        bech32 = d.pop("bech32", UNSET)

        account_id = d.pop("accountId", UNSET)

        crypto_method = cls(
            crypto_type=crypto_type,
            network_type=network_type,
            bech32=bech32,
            account_id=account_id,
        )

        return crypto_method
