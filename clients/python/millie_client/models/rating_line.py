from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RatingLine")


@_attrs_define
class RatingLine:
    """
    Attributes:
        at (datetime.datetime):
        game (str): The rated game's id.
        mu (float):
        rank (int): 1 is best; ties share.
        rating (int):
        sigma (float):
    """

    at: datetime.datetime
    game: str
    mu: float
    rank: int
    rating: int
    sigma: float

    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        game = self.game

        mu = self.mu

        rank = self.rank

        rating = self.rating

        sigma = self.sigma

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "game": game,
                "mu": mu,
                "rank": rank,
                "rating": rating,
                "sigma": sigma,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        game = d.pop("game")

        mu = d.pop("mu")

        rank = d.pop("rank")

        rating = d.pop("rating")

        sigma = d.pop("sigma")

        rating_line = cls(
            at=at,
            game=game,
            mu=mu,
            rank=rank,
            rating=rating,
            sigma=sigma,
        )

        return rating_line
