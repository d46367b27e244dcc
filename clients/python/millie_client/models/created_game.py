from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.millions_view import MillionsView


T = TypeVar("T", bound="CreatedGame")


@_attrs_define
class CreatedGame:
    """
    Attributes:
        game (MillionsView):
        host_token (str): Shown once.
    """

    game: MillionsView
    host_token: str

    def to_dict(self) -> dict[str, Any]:
        game = self.game.to_dict()

        host_token = self.host_token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "host_token": host_token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.millions_view import MillionsView  # noqa: PLC0415

        d = dict(src_dict)
        game = MillionsView.from_dict(d.pop("game"))

        host_token = d.pop("host_token")

        created_game = cls(
            game=game,
            host_token=host_token,
        )

        return created_game
