from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.leader_line import LeaderLine


T = TypeVar("T", bound="Leaderboard")


@_attrs_define
class Leaderboard:
    """
    Attributes:
        page (int):
        page_size (int):
        players (list[LeaderLine]):
        total (int):
        type_ (str):
    """

    page: int
    page_size: int
    players: list[LeaderLine]
    total: int
    type_: str

    def to_dict(self) -> dict[str, Any]:
        page = self.page

        page_size = self.page_size

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        total = self.total

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "page": page,
                "page_size": page_size,
                "players": players,
                "total": total,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leader_line import LeaderLine  # noqa: PLC0415

        d = dict(src_dict)
        page = d.pop("page")

        page_size = d.pop("page_size")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = LeaderLine.from_dict(players_item_data)

            players.append(players_item)

        total = d.pop("total")

        type_ = d.pop("type")

        leaderboard = cls(
            page=page,
            page_size=page_size,
            players=players,
            total=total,
            type_=type_,
        )

        return leaderboard
