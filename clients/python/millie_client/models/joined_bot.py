from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.joined_bot_game import JoinedBotGame
    from ..models.joined_bot_player import JoinedBotPlayer


T = TypeVar("T", bound="JoinedBot")


@_attrs_define
class JoinedBot:
    """
    Attributes:
        game (JoinedBotGame): The view.
        player (JoinedBotPlayer): The bot's seat request, with `seat` and `bot` (its policy).
    """

    game: JoinedBotGame
    player: JoinedBotPlayer

    def to_dict(self) -> dict[str, Any]:
        game = self.game.to_dict()

        player = self.player.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "player": player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.joined_bot_game import JoinedBotGame  # noqa: PLC0415
        from ..models.joined_bot_player import JoinedBotPlayer  # noqa: PLC0415

        d = dict(src_dict)
        game = JoinedBotGame.from_dict(d.pop("game"))

        player = JoinedBotPlayer.from_dict(d.pop("player"))

        joined_bot = cls(
            game=game,
            player=player,
        )

        return joined_bot
