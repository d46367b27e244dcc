from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.card_face import CardFace


T = TypeVar("T", bound="SeatCards")


@_attrs_define
class SeatCards:
    """
    Attributes:
        cards (list[CardFace]):
        seat (int):
    """

    cards: list[CardFace]
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
        from ..models.card_face import CardFace  # noqa: PLC0415

        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = CardFace.from_dict(cards_item_data)

            cards.append(cards_item)

        seat = d.pop("seat")

        seat_cards = cls(
            cards=cards,
            seat=seat,
        )

        return seat_cards
