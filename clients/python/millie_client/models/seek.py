from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seek_options import SeekOptions
    from ..models.seek_players_type_1 import SeekPlayersType1


T = TypeVar("T", bound="Seek")


@_attrs_define
class Seek:
    """
    Attributes:
        players (int | SeekPlayersType1): How many players: a number, or {"min": n, "max": m}.
        options (SeekOptions | Unset): The game's options: only seeks with the same ones match.
        rated (bool | Unset): A rated game (the default) or not. Default: True.
        rating_range (list[int] | None | Unset): [lo, hi]: the ratings the others may have (in this type).
    """

    players: int | SeekPlayersType1
    options: SeekOptions | Unset = UNSET
    rated: bool | Unset = True
    rating_range: list[int] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.seek_players_type_1 import SeekPlayersType1  # noqa: PLC0415

        players: dict[str, Any] | int
        if isinstance(self.players, SeekPlayersType1):
            players = self.players.to_dict()
        else:
            players = self.players

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rated = self.rated

        rating_range: list[int] | None | Unset
        if isinstance(self.rating_range, Unset):
            rating_range = UNSET
        elif isinstance(self.rating_range, list):
            rating_range = self.rating_range

        else:
            rating_range = self.rating_range

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated
        if rating_range is not UNSET:
            field_dict["rating_range"] = rating_range

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seek_options import SeekOptions  # noqa: PLC0415
        from ..models.seek_players_type_1 import SeekPlayersType1  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_players(data: object) -> int | SeekPlayersType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                players_type_1 = SeekPlayersType1.from_dict(data)

                return players_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | SeekPlayersType1, data)

        players = _parse_players(d.pop("players"))

        _options = d.pop("options", UNSET)
        options: SeekOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = SeekOptions.from_dict(_options)

        rated = d.pop("rated", UNSET)

        def _parse_rating_range(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rating_range_type_0 = cast(list[int], data)

                return rating_range_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        rating_range = _parse_rating_range(d.pop("rating_range", UNSET))

        seek = cls(
            players=players,
            options=options,
            rated=rated,
            rating_range=rating_range,
        )

        return seek
