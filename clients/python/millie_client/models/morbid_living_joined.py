from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.morbid_living_player import MorbidLivingPlayer
    from ..models.morbid_living_view import MorbidLivingView


T = TypeVar("T", bound="MorbidLivingJoined")


@_attrs_define
class MorbidLivingJoined:
    """
    Attributes:
        game (MorbidLivingView):
        player (MorbidLivingPlayer):
        token (str): Shown once.
    """

    game: MorbidLivingView
    player: MorbidLivingPlayer
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
        from ..models.morbid_living_player import MorbidLivingPlayer  # noqa: PLC0415
        from ..models.morbid_living_view import MorbidLivingView  # noqa: PLC0415

        d = dict(src_dict)
        game = MorbidLivingView.from_dict(d.pop("game"))

        player = MorbidLivingPlayer.from_dict(d.pop("player"))

        token = d.pop("token")

        morbid_living_joined = cls(
            game=game,
            player=player,
            token=token,
        )

        return morbid_living_joined
