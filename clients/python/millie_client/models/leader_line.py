from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LeaderLine")


@_attrs_define
class LeaderLine:
    """
    Attributes:
        bot (bool): Registered as a bot (a program): the same as `is_bot`.
        games (int):
        id (str):
        is_bot (bool): true for a player registered as a bot (a program), as every listing says.
        mu (float):
        name (str):
        place (int):
        provisional (bool):
        rating (int):
        sigma (float):
    """

    bot: bool
    games: int
    id: str
    is_bot: bool
    mu: float
    name: str
    place: int
    provisional: bool
    rating: int
    sigma: float

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        games = self.games

        id = self.id

        is_bot = self.is_bot

        mu = self.mu

        name = self.name

        place = self.place

        provisional = self.provisional

        rating = self.rating

        sigma = self.sigma

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "games": games,
                "id": id,
                "is_bot": is_bot,
                "mu": mu,
                "name": name,
                "place": place,
                "provisional": provisional,
                "rating": rating,
                "sigma": sigma,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = d.pop("bot")

        games = d.pop("games")

        id = d.pop("id")

        is_bot = d.pop("is_bot")

        mu = d.pop("mu")

        name = d.pop("name")

        place = d.pop("place")

        provisional = d.pop("provisional")

        rating = d.pop("rating")

        sigma = d.pop("sigma")

        leader_line = cls(
            bot=bot,
            games=games,
            id=id,
            is_bot=is_bot,
            mu=mu,
            name=name,
            place=place,
            provisional=provisional,
            rating=rating,
            sigma=sigma,
        )

        return leader_line
