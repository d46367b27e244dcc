from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bot_seat_character import BotSeatCharacter
from ..models.bot_seat_colour import BotSeatColour
from ..types import UNSET, Unset

T = TypeVar("T", bound="BotSeat")


@_attrs_define
class BotSeat:
    """
    Attributes:
        policy (str): How the bot plays: millions random|greedy; millimemory random|estimator; morbid-living
            random|greedy. Example: greedy.
        auto_end (bool | Unset): L9: end my turns at once when nothing is left to decide. As in the join body of morbid-
            living; by default the free seat's.
        character (BotSeatCharacter | Unset): M3: your character, each one once per game. As in the join body of
            millions; by default the free seat's.
        colour (BotSeatColour | Unset): Q4: each once per game. As in the join body of millimemory; by default the free
            seat's.
        intro (str | Unset): M5: a one-sentence introduction, if you like. As in the join body of millions; by default
            the free seat's.
        max_delay (float | Unset): Reaction delay per decision, upper bound (seconds). Default: 2.0.
        min_delay (float | Unset): Reaction delay per decision, lower bound (seconds). Default: 0.8.
        name (str | Unset): As in the join body of millions, millimemory, morbid-living; by default the free seat's.
    """

    policy: str
    auto_end: bool | Unset = UNSET
    character: BotSeatCharacter | Unset = UNSET
    colour: BotSeatColour | Unset = UNSET
    intro: str | Unset = UNSET
    max_delay: float | Unset = 2.0
    min_delay: float | Unset = 0.8
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        policy = self.policy

        auto_end = self.auto_end

        character: str | Unset = UNSET
        if not isinstance(self.character, Unset):
            character = self.character.value

        colour: str | Unset = UNSET
        if not isinstance(self.colour, Unset):
            colour = self.colour.value

        intro = self.intro

        max_delay = self.max_delay

        min_delay = self.min_delay

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "policy": policy,
            }
        )
        if auto_end is not UNSET:
            field_dict["auto_end"] = auto_end
        if character is not UNSET:
            field_dict["character"] = character
        if colour is not UNSET:
            field_dict["colour"] = colour
        if intro is not UNSET:
            field_dict["intro"] = intro
        if max_delay is not UNSET:
            field_dict["max_delay"] = max_delay
        if min_delay is not UNSET:
            field_dict["min_delay"] = min_delay
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        policy = d.pop("policy")

        auto_end = d.pop("auto_end", UNSET)

        _character = d.pop("character", UNSET)
        character: BotSeatCharacter | Unset
        if isinstance(_character, Unset):
            character = UNSET
        else:
            character = BotSeatCharacter(_character)

        _colour = d.pop("colour", UNSET)
        colour: BotSeatColour | Unset
        if isinstance(_colour, Unset):
            colour = UNSET
        else:
            colour = BotSeatColour(_colour)

        intro = d.pop("intro", UNSET)

        max_delay = d.pop("max_delay", UNSET)

        min_delay = d.pop("min_delay", UNSET)

        name = d.pop("name", UNSET)

        bot_seat = cls(
            policy=policy,
            auto_end=auto_end,
            character=character,
            colour=colour,
            intro=intro,
            max_delay=max_delay,
            min_delay=min_delay,
            name=name,
        )

        return bot_seat
