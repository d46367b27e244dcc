from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="NewPlayer")


@_attrs_define
class NewPlayer:
    """
    Attributes:
        name (str): An RFC 8266 nickname, 1 to 40 characters. Example: Ann.
        bot (bool | Unset): true for a program: shown as a bot everywhere. Default: False.
    """

    name: str
    bot: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        bot = self.bot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        bot = d.pop("bot", UNSET)

        new_player = cls(
            name=name,
            bot=bot,
        )

        return new_player
