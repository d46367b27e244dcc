from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.lobby_entry_status import LobbyEntryStatus

if TYPE_CHECKING:
    from ..models.listed_seat import ListedSeat


T = TypeVar("T", bound="LobbyEntry")


@_attrs_define
class LobbyEntry:
    """
    Attributes:
        created_at (datetime.datetime):
        id (str):
        path (str): The game's URL path.
        players (list[str]): Names.
        seats (list[ListedSeat]): The seats taken, in order: each with its name and `is_bot`.
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
    seats: list[ListedSeat]
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

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

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
                "seats": seats,
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
        from ..models.listed_seat import ListedSeat  # noqa: PLC0415

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        id = d.pop("id")

        path = d.pop("path")

        players = cast(list[str], d.pop("players"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = ListedSeat.from_dict(seats_item_data)

            seats.append(seats_item)

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
            seats=seats,
            seats_free=seats_free,
            seeded=seeded,
            status=status,
            type_=type_,
            updated_at=updated_at,
            version=version,
        )

        return lobby_entry
