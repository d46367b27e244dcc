from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.morbid_living_card import MorbidLivingCard


T = TypeVar("T", bound="MorbidLivingSeat")


@_attrs_define
class MorbidLivingSeat:
    """
    Attributes:
        auto_end (bool): L9: turns end by themselves.
        bot (None | str): The policy of a bot the server plays in this seat; null otherwise (a person, or a player
            registered as a bot: see `is_bot`).
        cards (list[MorbidLivingCard]):
        cash (int):
        credit_cards (int):
        essentials (int): L15: 0 to 4.
        is_bot (bool): true when a program plays this seat: a bot the server plays (`bot` names its policy) or a player
            registered with `bot: true`; false for a person.
        name (str):
        net_worth (int): L15.
        seat (int):
    """

    auto_end: bool
    bot: None | str
    cards: list[MorbidLivingCard]
    cash: int
    credit_cards: int
    essentials: int
    is_bot: bool
    name: str
    net_worth: int
    seat: int

    def to_dict(self) -> dict[str, Any]:
        auto_end = self.auto_end

        bot: None | str
        bot = self.bot

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        cash = self.cash

        credit_cards = self.credit_cards

        essentials = self.essentials

        is_bot = self.is_bot

        name = self.name

        net_worth = self.net_worth

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "auto_end": auto_end,
                "bot": bot,
                "cards": cards,
                "cash": cash,
                "credit_cards": credit_cards,
                "essentials": essentials,
                "is_bot": is_bot,
                "name": name,
                "net_worth": net_worth,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.morbid_living_card import MorbidLivingCard  # noqa: PLC0415

        d = dict(src_dict)
        auto_end = d.pop("auto_end")

        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = MorbidLivingCard.from_dict(cards_item_data)

            cards.append(cards_item)

        cash = d.pop("cash")

        credit_cards = d.pop("credit_cards")

        essentials = d.pop("essentials")

        is_bot = d.pop("is_bot")

        name = d.pop("name")

        net_worth = d.pop("net_worth")

        seat = d.pop("seat")

        morbid_living_seat = cls(
            auto_end=auto_end,
            bot=bot,
            cards=cards,
            cash=cash,
            credit_cards=credit_cards,
            essentials=essentials,
            is_bot=is_bot,
            name=name,
            net_worth=net_worth,
            seat=seat,
        )

        return morbid_living_seat
