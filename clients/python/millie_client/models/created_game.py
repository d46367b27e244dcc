from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.millimemory_view import MillimemoryView
    from ..models.millions_view import MillionsView
    from ..models.morbid_living_view import MorbidLivingView


T = TypeVar("T", bound="CreatedGame")


@_attrs_define
class CreatedGame:
    """
    Attributes:
        game (MillimemoryView | MillionsView | MorbidLivingView):
        host_token (str): Shown once.
    """

    game: MillimemoryView | MillionsView | MorbidLivingView
    host_token: str

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
        from ..models.millimemory_view import MillimemoryView  # noqa: PLC0415
        from ..models.millions_view import MillionsView  # noqa: PLC0415
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

        host_token = d.pop("host_token")

        created_game = cls(
            game=game,
            host_token=host_token,
        )

        return created_game
