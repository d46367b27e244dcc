from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.millions_card_face import MillionsCardFace


T = TypeVar("T", bound="MillionsSeatCards")


@_attrs_define
class MillionsSeatCards:
    """
    Attributes:
        cards (list[MillionsCardFace]):
        seat (int):
    """

    cards: list[MillionsCardFace]
    seat: int

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.millions_card_face import MillionsCardFace  # noqa: PLC0415

        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = MillionsCardFace.from_dict(cards_item_data)

            cards.append(cards_item)

        seat = d.pop("seat")

        millions_seat_cards = cls(
            cards=cards,
            seat=seat,
        )

        return millions_seat_cards
