from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Result")


@_attrs_define
class Result:
    """
    Attributes:
        ranks (list[int]): Each seat's rank, by seat, in standard competition ranking: 1 is the best, ties share a rank
            and the next is skipped (1, 2, 2, 4).
        scores (list[float]): Each seat's score, by seat (the game's own measure).
        winners (list[int]): The winners' seats; a game may end with none.
    """

    ranks: list[int]
    scores: list[float]
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        ranks = self.ranks

        scores = self.scores

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ranks": ranks,
                "scores": scores,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ranks = cast(list[int], d.pop("ranks"))

        scores = cast(list[float], d.pop("scores"))

        winners = cast(list[int], d.pop("winners"))

        result = cls(
            ranks=ranks,
            scores=scores,
            winners=winners,
        )

        return result
