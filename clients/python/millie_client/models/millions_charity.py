from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.millions_card_face import MillionsCardFace


T = TypeVar("T", bound="MillionsCharity")


@_attrs_define
class MillionsCharity:
    """
    Attributes:
        appraisal_cards (int): Counted, not shown.
        cards (list[MillionsCardFace]):
    """

    appraisal_cards: int
    cards: list[MillionsCardFace]

    def to_dict(self) -> dict[str, Any]:
        appraisal_cards = self.appraisal_cards

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "appraisal_cards": appraisal_cards,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.millions_card_face import MillionsCardFace  # noqa: PLC0415

        d = dict(src_dict)
        appraisal_cards = d.pop("appraisal_cards")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = MillionsCardFace.from_dict(cards_item_data)

            cards.append(cards_item)

        millions_charity = cls(
            appraisal_cards=appraisal_cards,
            cards=cards,
        )

        return millions_charity
