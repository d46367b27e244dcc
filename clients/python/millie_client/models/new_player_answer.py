from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.player import Player


T = TypeVar("T", bound="NewPlayerAnswer")


@_attrs_define
class NewPlayerAnswer:
    """
    Attributes:
        player (Player):
        token (str): The player's token: shown once.
    """

    player: Player
    token: str

    def to_dict(self) -> dict[str, Any]:
        player = self.player.to_dict()

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player import Player  # noqa: PLC0415

        d = dict(src_dict)
        player = Player.from_dict(d.pop("player"))

        token = d.pop("token")

        new_player_answer = cls(
            player=player,
            token=token,
        )

        return new_player_answer
