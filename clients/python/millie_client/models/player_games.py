from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.player_game import PlayerGame


T = TypeVar("T", bound="PlayerGames")


@_attrs_define
class PlayerGames:
    """
    Attributes:
        games (list[PlayerGame]):
        page (int):
        page_size (int):
        total (int):
    """

    games: list[PlayerGame]
    page: int
    page_size: int
    total: int

    def to_dict(self) -> dict[str, Any]:
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        page = self.page

        page_size = self.page_size

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
                "page": page,
                "page_size": page_size,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_game import PlayerGame  # noqa: PLC0415

        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = PlayerGame.from_dict(games_item_data)

            games.append(games_item)

        page = d.pop("page")

        page_size = d.pop("page_size")

        total = d.pop("total")

        player_games = cls(
            games=games,
            page=page,
            page_size=page_size,
            total=total,
        )

        return player_games
