from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lobby_entry_status import LobbyEntryStatus

T = TypeVar("T", bound="LobbyEntry")


@_attrs_define
class LobbyEntry:
    """
    Attributes:
        created_at (datetime.datetime):
        id (str):
        path (str): The game's URL path.
        players (list[str]): Names.
        seats_free (int): 0 once started.
        seeded (bool):
        status (LobbyEntryStatus):
        type_ (str): The game's slug.
        updated_at (datetime.datetime):
        version (int):
    """

    created_at: datetime.datetime
    id: str
    path: str
    players: list[str]
    seats_free: int
    seeded: bool
    status: LobbyEntryStatus
    type_: str
    updated_at: datetime.datetime
    version: int

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        id = self.id

        path = self.path

        players = self.players

        seats_free = self.seats_free

        seeded = self.seeded

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
                "players": players,
                "seats_free": seats_free,
                "seeded": seeded,
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

        players = cast(list[str], d.pop("players"))

        seats_free = d.pop("seats_free")

        seeded = d.pop("seeded")

        status = LobbyEntryStatus(d.pop("status"))

        type_ = d.pop("type")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        version = d.pop("version")

        lobby_entry = cls(
            created_at=created_at,
            id=id,
            path=path,
            players=players,
            seats_free=seats_free,
            seeded=seeded,
            status=status,
            type_=type_,
            updated_at=updated_at,
            version=version,
        )

        return lobby_entry
