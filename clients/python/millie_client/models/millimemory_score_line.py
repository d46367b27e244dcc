from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MillimemoryScoreLine")


@_attrs_define
class MillimemoryScoreLine:
    """
    Attributes:
        colour (str):
        name (str):
        score (int):
        seat (int):
        winner (bool):
    """

    colour: str
    name: str
    score: int
    seat: int
    winner: bool

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour

        name = self.name

        score = self.score

        seat = self.seat

        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "name": name,
                "score": score,
                "seat": seat,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = d.pop("colour")

        name = d.pop("name")

        score = d.pop("score")

        seat = d.pop("seat")

        winner = d.pop("winner")

        millimemory_score_line = cls(
            colour=colour,
            name=name,
            score=score,
            seat=seat,
            winner=winner,
        )

        return millimemory_score_line
