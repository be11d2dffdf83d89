from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BrowserInfo")


@_attrs_define
class BrowserInfo:
    """The payer's browser, as the merchant's page collects it for the processing call.
    All members are strings.
    accept_header must be non-empty only on routes whose connector demands it; there an empty value gives the connector
    error INVALID_REQUEST (connector validation failures surface as a connector error naming the field, with an
    explanation), so browser_info is in practice mandatory on such routes.
    The request does not show which connector serves it, so this contract accepts an empty accept_header and documents
    the connector's INVALID_REQUEST as the outcome on those routes.

        Attributes:
            color_depth (str | Unset):
            java_enabled (str | Unset):
            java_script_enabled (str | Unset):
            language (str | Unset):
            screen_height (str | Unset):
            screen_width (str | Unset):
            time_zone_offset (str | Unset):
            user_agent (str | Unset):
            platform (str | Unset):
            accept_header (str | Unset): The shopper's own HTTP Accept header, not a constant; forwarded to the connector
                (fixed in 6.7.0).
                It may be empty as far as this contract goes: only connectors that demand it require it non-empty, and for them
                an empty value gives the connector error INVALID_REQUEST (with the field name and an explanation).
    """

    color_depth: str | Unset = UNSET
    java_enabled: str | Unset = UNSET
    java_script_enabled: str | Unset = UNSET
    language: str | Unset = UNSET
    screen_height: str | Unset = UNSET
    screen_width: str | Unset = UNSET
    time_zone_offset: str | Unset = UNSET
    user_agent: str | Unset = UNSET
    platform: str | Unset = UNSET
    accept_header: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        color_depth = self.color_depth

        java_enabled = self.java_enabled

        java_script_enabled = self.java_script_enabled

        language = self.language

        screen_height = self.screen_height

        screen_width = self.screen_width

        time_zone_offset = self.time_zone_offset

        user_agent = self.user_agent

        platform = self.platform

        accept_header = self.accept_header

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if color_depth is not UNSET:
            field_dict["color_depth"] = color_depth
        if java_enabled is not UNSET:
            field_dict["java_enabled"] = java_enabled
        if java_script_enabled is not UNSET:
            field_dict["java_script_enabled"] = java_script_enabled
        if language is not UNSET:
            field_dict["language"] = language
        if screen_height is not UNSET:
            field_dict["screen_height"] = screen_height
        if screen_width is not UNSET:
            field_dict["screen_width"] = screen_width
        if time_zone_offset is not UNSET:
            field_dict["time_zone_offset"] = time_zone_offset
        if user_agent is not UNSET:
            field_dict["user_agent"] = user_agent
        if platform is not UNSET:
            field_dict["platform"] = platform
        if accept_header is not UNSET:
            field_dict["accept_header"] = accept_header

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        color_depth = d.pop("color_depth", UNSET)

        java_enabled = d.pop("java_enabled", UNSET)

        java_script_enabled = d.pop("java_script_enabled", UNSET)

        language = d.pop("language", UNSET)

        screen_height = d.pop("screen_height", UNSET)

        screen_width = d.pop("screen_width", UNSET)

        time_zone_offset = d.pop("time_zone_offset", UNSET)

        user_agent = d.pop("user_agent", UNSET)

        platform = d.pop("platform", UNSET)

        accept_header = d.pop("accept_header", UNSET)

        browser_info = cls(
            color_depth=color_depth,
            java_enabled=java_enabled,
            java_script_enabled=java_script_enabled,
            language=language,
            screen_height=screen_height,
            screen_width=screen_width,
            time_zone_offset=time_zone_offset,
            user_agent=user_agent,
            platform=platform,
            accept_header=accept_header,
        )

        return browser_info
