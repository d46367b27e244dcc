from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.millimemory_view import MillimemoryView
    from ..models.millions_view import MillionsView
    from ..models.morbid_living_view import MorbidLivingView
    from ..models.player import Player


T = TypeVar("T", bound="Joined")


@_attrs_define
class Joined:
    """
    Attributes:
        game (MillimemoryView | MillionsView | MorbidLivingView):
        player (Player):
        token (str): Shown once.
    """

    game: MillimemoryView | MillionsView | MorbidLivingView
    player: Player
    token: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.millimemory_view import MillimemoryView  # noqa: PLC0415
        from ..models.millions_view import MillionsView  # noqa: PLC0415

        game: dict[str, Any]
        if isinstance(self.game, MillionsView):
            game = self.game.to_dict()
        elif isinstance(self.game, MillimemoryView):
            game = self.game.to_dict()
        else:
            game = self.game.to_dict()

        player = self.player.to_dict()

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "player": player,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.millimemory_view import MillimemoryView  # noqa: PLC0415
        from ..models.millions_view import MillionsView  # noqa: PLC0415
        from ..models.morbid_living_view import MorbidLivingView  # noqa: PLC0415
        from ..models.player import Player  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_game(data: object) -> MillimemoryView | MillionsView | MorbidLivingView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                game_type_0 = MillionsView.from_dict(data)

                return game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                game_type_1 = MillimemoryView.from_dict(data)

                return game_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            game_type_2 = MorbidLivingView.from_dict(data)

            return game_type_2

        game = _parse_game(d.pop("game"))

        player = Player.from_dict(d.pop("player"))

        token = d.pop("token")

        joined = cls(
            game=game,
            player=player,
            token=token,
        )

        return joined
