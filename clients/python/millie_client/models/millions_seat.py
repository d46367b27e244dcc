from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MillionsSeat")


@_attrs_define
class MillionsSeat:
    """
    Attributes:
        bot (None | str): The policy of a bot the server plays in this seat; null otherwise (a person, or a player
            registered as a bot: see `is_bot`).
        character (str):
        intro (str):
        is_bot (bool): true when a program plays this seat: a bot the server plays (`bot` names its policy) or a player
            registered with `bot: true`; false for a person.
        name (str):
        pile_size (int):
        placed (None | str): The card this seat stands on.
        row_size (int):
        seat (int): From 0, in joining order.
        sits_out (bool): No room left (M8).
    """

    bot: None | str
    character: str
    intro: str
    is_bot: bool
    name: str
    pile_size: int
    placed: None | str
    row_size: int
    seat: int
    sits_out: bool

    def to_dict(self) -> dict[str, Any]:
        bot: None | str
        bot = self.bot

        character = self.character

        intro = self.intro

        is_bot = self.is_bot

        name = self.name

        pile_size = self.pile_size

        placed: None | str
        placed = self.placed

        row_size = self.row_size

        seat = self.seat

        sits_out = self.sits_out

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "character": character,
                "intro": intro,
                "is_bot": is_bot,
                "name": name,
                "pile_size": pile_size,
                "placed": placed,
                "row_size": row_size,
                "seat": seat,
                "sits_out": sits_out,
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

        character = d.pop("character")

        intro = d.pop("intro")

        is_bot = d.pop("is_bot")

        name = d.pop("name")

        pile_size = d.pop("pile_size")

        def _parse_placed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        placed = _parse_placed(d.pop("placed"))

        row_size = d.pop("row_size")

        seat = d.pop("seat")

        sits_out = d.pop("sits_out")

        millions_seat = cls(
            bot=bot,
            character=character,
            intro=intro,
            is_bot=is_bot,
            name=name,
            pile_size=pile_size,
            placed=placed,
            row_size=row_size,
            seat=seat,
            sits_out=sits_out,
        )

        return millions_seat
