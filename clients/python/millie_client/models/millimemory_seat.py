from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MillimemorySeat")


@_attrs_define
class MillimemorySeat:
    """
    Attributes:
        bot (None | str): The policy of a bot the server plays in this seat; null otherwise (a person, or a player
            registered as a bot: see `is_bot`).
        colour (str):
        contender (bool): Predicts this round.
        is_bot (bool): true when a program plays this seat: a bot the server plays (`bot` names its policy) or a player
            registered with `bot: true`; false for a person.
        locked (bool): Has locked a prediction.
        name (str):
        score (int):
        seat (int):
    """

    bot: None | str
    colour: str
    contender: bool
    is_bot: bool
    locked: bool
    name: str
    score: int
    seat: int

    def to_dict(self) -> dict[str, Any]:
        bot: None | str
        bot = self.bot

        colour = self.colour

        contender = self.contender

        is_bot = self.is_bot

        locked = self.locked

        name = self.name

        score = self.score

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "colour": colour,
                "contender": contender,
                "is_bot": is_bot,
                "locked": locked,
                "name": name,
                "score": score,
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

        colour = d.pop("colour")

        contender = d.pop("contender")

        is_bot = d.pop("is_bot")

        locked = d.pop("locked")

        name = d.pop("name")

        score = d.pop("score")

        seat = d.pop("seat")

        millimemory_seat = cls(
            bot=bot,
            colour=colour,
            contender=contender,
            is_bot=is_bot,
            locked=locked,
            name=name,
            score=score,
            seat=seat,
        )

        return millimemory_seat
