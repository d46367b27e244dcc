from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.player_game import PlayerGame
    from ..models.rating import Rating


T = TypeVar("T", bound="Player")


@_attrs_define
class Player:
    """
    Attributes:
        bot (bool): Registered as a bot (a program): the same as `is_bot`.
        created_at (datetime.datetime):
        id (str):
        is_bot (bool): true for a player registered as a bot (a program), as every listing says.
        name (str):
        ratings (list[Rating]):
        recent_games (list[PlayerGame]):
    """

    bot: bool
    created_at: datetime.datetime
    id: str
    is_bot: bool
    name: str
    ratings: list[Rating]
    recent_games: list[PlayerGame]

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        created_at = self.created_at.isoformat()

        id = self.id

        is_bot = self.is_bot

        name = self.name

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)

        recent_games = []
        for recent_games_item_data in self.recent_games:
            recent_games_item = recent_games_item_data.to_dict()
            recent_games.append(recent_games_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "created_at": created_at,
                "id": id,
                "is_bot": is_bot,
                "name": name,
                "ratings": ratings,
                "recent_games": recent_games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_game import PlayerGame  # noqa: PLC0415
        from ..models.rating import Rating  # noqa: PLC0415

        d = dict(src_dict)
        bot = d.pop("bot")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        id = d.pop("id")

        is_bot = d.pop("is_bot")

        name = d.pop("name")

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in _ratings:
            ratings_item = Rating.from_dict(ratings_item_data)

            ratings.append(ratings_item)

        recent_games = []
        _recent_games = d.pop("recent_games")
        for recent_games_item_data in _recent_games:
            recent_games_item = PlayerGame.from_dict(recent_games_item_data)

            recent_games.append(recent_games_item)

        player = cls(
            bot=bot,
            created_at=created_at,
            id=id,
            is_bot=is_bot,
            name=name,
            ratings=ratings,
            recent_games=recent_games,
        )

        return player
