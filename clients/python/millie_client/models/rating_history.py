from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.rating_line import RatingLine


T = TypeVar("T", bound="RatingHistory")


@_attrs_define
class RatingHistory:
    """
    Attributes:
        history (list[RatingLine]):
        player (str):
        type_ (str):
    """

    history: list[RatingLine]
    player: str
    type_: str

    def to_dict(self) -> dict[str, Any]:
        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)

        player = self.player

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "history": history,
                "player": player,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_line import RatingLine  # noqa: PLC0415

        d = dict(src_dict)
        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = RatingLine.from_dict(history_item_data)

            history.append(history_item)

        player = d.pop("player")

        type_ = d.pop("type")

        rating_history = cls(
            history=history,
            player=player,
            type_=type_,
        )

        return rating_history
