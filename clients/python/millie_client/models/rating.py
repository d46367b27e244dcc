from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Rating")


@_attrs_define
class Rating:
    """
    Attributes:
        games (int): Rated games finished.
        mu (float):
        provisional (bool): Fewer than 10 rated games of this type.
        rating (int): 1500 + 40 (mu - 3 sigma): what is shown.
        sigma (float):
        type_ (str): The game's slug.
    """

    games: int
    mu: float
    provisional: bool
    rating: int
    sigma: float
    type_: str

    def to_dict(self) -> dict[str, Any]:
        games = self.games

        mu = self.mu

        provisional = self.provisional

        rating = self.rating

        sigma = self.sigma

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
                "mu": mu,
                "provisional": provisional,
                "rating": rating,
                "sigma": sigma,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        games = d.pop("games")

        mu = d.pop("mu")

        provisional = d.pop("provisional")

        rating = d.pop("rating")

        sigma = d.pop("sigma")

        type_ = d.pop("type")

        rating = cls(
            games=games,
            mu=mu,
            provisional=provisional,
            rating=rating,
            sigma=sigma,
            type_=type_,
        )

        return rating
