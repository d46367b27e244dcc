from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.millions_player import MillionsPlayer
    from ..models.millions_view import MillionsView


T = TypeVar("T", bound="MillionsJoined")


@_attrs_define
class MillionsJoined:
    """
    Attributes:
        game (MillionsView):
        player (MillionsPlayer):
        token (str): Shown once.
    """

    game: MillionsView
    player: MillionsPlayer
    token: str

    def to_dict(self) -> dict[str, Any]:
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
        from ..models.millions_player import MillionsPlayer  # noqa: PLC0415
        from ..models.millions_view import MillionsView  # noqa: PLC0415

        d = dict(src_dict)
        game = MillionsView.from_dict(d.pop("game"))

        player = MillionsPlayer.from_dict(d.pop("player"))

        token = d.pop("token")

        millions_joined = cls(
            game=game,
            player=player,
            token=token,
        )

        return millions_joined
