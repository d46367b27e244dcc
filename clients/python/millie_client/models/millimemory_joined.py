from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.millimemory_player import MillimemoryPlayer
    from ..models.millimemory_view import MillimemoryView


T = TypeVar("T", bound="MillimemoryJoined")


@_attrs_define
class MillimemoryJoined:
    """
    Attributes:
        game (MillimemoryView):
        player (MillimemoryPlayer):
        token (str): Shown once.
    """

    game: MillimemoryView
    player: MillimemoryPlayer
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
        from ..models.millimemory_player import MillimemoryPlayer  # noqa: PLC0415
        from ..models.millimemory_view import MillimemoryView  # noqa: PLC0415

        d = dict(src_dict)
        game = MillimemoryView.from_dict(d.pop("game"))

        player = MillimemoryPlayer.from_dict(d.pop("player"))

        token = d.pop("token")

        millimemory_joined = cls(
            game=game,
            player=player,
            token=token,
        )

        return millimemory_joined
