from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.player_game_status import PlayerGameStatus

T = TypeVar("T", bound="PlayerGame")


@_attrs_define
class PlayerGame:
    """
    Attributes:
        created_at (datetime.datetime):
        id (str):
        path (str): The game's URL path.
        seat (int): The player's seat.
        status (PlayerGameStatus):
        type_ (str): The game's slug.
        updated_at (datetime.datetime):
        version (int):
    """

    created_at: datetime.datetime
    id: str
    path: str
    seat: int
    status: PlayerGameStatus
    type_: str
    updated_at: datetime.datetime
    version: int

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        id = self.id

        path = self.path

        seat = self.seat

        status = self.status.value

        type_ = self.type_

        updated_at = self.updated_at.isoformat()

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "id": id,
                "path": path,
                "seat": seat,
                "status": status,
                "type": type_,
                "updated_at": updated_at,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        id = d.pop("id")

        path = d.pop("path")

        seat = d.pop("seat")

        status = PlayerGameStatus(d.pop("status"))

        type_ = d.pop("type")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        version = d.pop("version")

        player_game = cls(
            created_at=created_at,
            id=id,
            path=path,
            seat=seat,
            status=status,
            type_=type_,
            updated_at=updated_at,
            version=version,
        )

        return player_game
