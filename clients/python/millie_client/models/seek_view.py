from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.seek_view_status import SeekViewStatus

if TYPE_CHECKING:
    from ..models.seek_game import SeekGame
    from ..models.seek_players import SeekPlayers
    from ..models.seek_view_options import SeekViewOptions


T = TypeVar("T", bound="SeekView")


@_attrs_define
class SeekView:
    """
    Attributes:
        created_at (datetime.datetime):
        expires_at (datetime.datetime):
        game (None | SeekGame):
        id (str):
        options (SeekViewOptions):
        players (SeekPlayers):
        rated (bool):
        rating (int): Yours when you seeked.
        rating_range (list[int] | None):
        status (SeekViewStatus):
        type_ (str):
    """

    created_at: datetime.datetime
    expires_at: datetime.datetime
    game: None | SeekGame
    id: str
    options: SeekViewOptions
    players: SeekPlayers
    rated: bool
    rating: int
    rating_range: list[int] | None
    status: SeekViewStatus
    type_: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.seek_game import SeekGame  # noqa: PLC0415

        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        game: dict[str, Any] | None
        if isinstance(self.game, SeekGame):
            game = self.game.to_dict()
        else:
            game = self.game

        id = self.id

        options = self.options.to_dict()

        players = self.players.to_dict()

        rated = self.rated

        rating = self.rating

        rating_range: list[int] | None
        if isinstance(self.rating_range, list):
            rating_range = self.rating_range

        else:
            rating_range = self.rating_range

        status = self.status.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "expires_at": expires_at,
                "game": game,
                "id": id,
                "options": options,
                "players": players,
                "rated": rated,
                "rating": rating,
                "rating_range": rating_range,
                "status": status,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seek_game import SeekGame  # noqa: PLC0415
        from ..models.seek_players import SeekPlayers  # noqa: PLC0415
        from ..models.seek_view_options import SeekViewOptions  # noqa: PLC0415

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        def _parse_game(data: object) -> None | SeekGame:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                game_type_0 = SeekGame.from_dict(data)

                return game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeekGame, data)

        game = _parse_game(d.pop("game"))

        id = d.pop("id")

        options = SeekViewOptions.from_dict(d.pop("options"))

        players = SeekPlayers.from_dict(d.pop("players"))

        rated = d.pop("rated")

        rating = d.pop("rating")

        def _parse_rating_range(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rating_range_type_0 = cast(list[int], data)

                return rating_range_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        rating_range = _parse_rating_range(d.pop("rating_range"))

        status = SeekViewStatus(d.pop("status"))

        type_ = d.pop("type")

        seek_view = cls(
            created_at=created_at,
            expires_at=expires_at,
            game=game,
            id=id,
            options=options,
            players=players,
            rated=rated,
            rating=rating,
            rating_range=rating_range,
            status=status,
            type_=type_,
        )

        return seek_view
