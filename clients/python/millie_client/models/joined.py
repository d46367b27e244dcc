from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.millimemory_player import MillimemoryPlayer
    from ..models.millimemory_view import MillimemoryView
    from ..models.millions_player import MillionsPlayer
    from ..models.millions_view import MillionsView
    from ..models.morbid_living_player import MorbidLivingPlayer
    from ..models.morbid_living_view import MorbidLivingView


T = TypeVar("T", bound="Joined")


@_attrs_define
class Joined:
    """
    Attributes:
        game (MillimemoryView | MillionsView | MorbidLivingView):
        player (MillimemoryPlayer | MillionsPlayer | MorbidLivingPlayer):
        token (str): Shown once.
    """

    game: MillimemoryView | MillionsView | MorbidLivingView
    player: MillimemoryPlayer | MillionsPlayer | MorbidLivingPlayer
    token: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.millimemory_player import MillimemoryPlayer  # noqa: PLC0415
        from ..models.millimemory_view import MillimemoryView  # noqa: PLC0415
        from ..models.millions_player import MillionsPlayer  # noqa: PLC0415
        from ..models.millions_view import MillionsView  # noqa: PLC0415

        game: dict[str, Any]
        if isinstance(self.game, MillionsView):
            game = self.game.to_dict()
        elif isinstance(self.game, MillimemoryView):
            game = self.game.to_dict()
        else:
            game = self.game.to_dict()

        player: dict[str, Any]
        if isinstance(self.player, MillionsPlayer):
            player = self.player.to_dict()
        elif isinstance(self.player, MillimemoryPlayer):
            player = self.player.to_dict()
        else:
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
        from ..models.millimemory_player import MillimemoryPlayer  # noqa: PLC0415
        from ..models.millimemory_view import MillimemoryView  # noqa: PLC0415
        from ..models.millions_player import MillionsPlayer  # noqa: PLC0415
        from ..models.millions_view import MillionsView  # noqa: PLC0415
        from ..models.morbid_living_player import MorbidLivingPlayer  # noqa: PLC0415
        from ..models.morbid_living_view import MorbidLivingView  # noqa: PLC0415

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

        def _parse_player(data: object) -> MillimemoryPlayer | MillionsPlayer | MorbidLivingPlayer:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                player_type_0 = MillionsPlayer.from_dict(data)

                return player_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                player_type_1 = MillimemoryPlayer.from_dict(data)

                return player_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            player_type_2 = MorbidLivingPlayer.from_dict(data)

            return player_type_2

        player = _parse_player(d.pop("player"))

        token = d.pop("token")

        joined = cls(
            game=game,
            player=player,
            token=token,
        )

        return joined
