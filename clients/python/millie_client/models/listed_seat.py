from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ListedSeat")


@_attrs_define
class ListedSeat:
    """
    Attributes:
        bot (None | str): The policy of a bot the server plays in this seat; null otherwise (a person, or a player
            registered as a bot: see `is_bot`).
        is_bot (bool): true when a program plays this seat: a bot the server plays (`bot` names its policy) or a player
            registered with `bot: true`; false for a person.
        name (str):
        seat (int):
    """

    bot: None | str
    is_bot: bool
    name: str
    seat: int

    def to_dict(self) -> dict[str, Any]:
        bot: None | str
        bot = self.bot

        is_bot = self.is_bot

        name = self.name

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "is_bot": is_bot,
                "name": name,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))

        is_bot = d.pop("is_bot")

        name = d.pop("name")

        seat = d.pop("seat")

        listed_seat = cls(
            bot=bot,
            is_bot=is_bot,
            name=name,
            seat=seat,
        )

        return listed_seat
