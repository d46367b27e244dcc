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
        policy (str): How the bot plays: millions random|greedy, millimemory random|estimator, morbid-living
            random|greedy. Example: greedy.
        character (BotSeatCharacter | Unset): Millions: the bot's character (default: the first free).
        colour (BotSeatColour | Unset): Millimemory: the bot's colour (default: the first free).
        max_delay (float | Unset): Reaction delay per decision, upper bound (seconds). Default: 2.0.
        min_delay (float | Unset): Reaction delay per decision, lower bound (seconds). Default: 0.8.
        name (str | Unset):
    """

    policy: str
    character: BotSeatCharacter | Unset = UNSET
    colour: BotSeatColour | Unset = UNSET
    max_delay: float | Unset = 2.0
    min_delay: float | Unset = 0.8
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        policy = self.policy

        character: str | Unset = UNSET
        if not isinstance(self.character, Unset):
            character = self.character.value

        colour: str | Unset = UNSET
        if not isinstance(self.colour, Unset):
            colour = self.colour.value

        max_delay = self.max_delay

        min_delay = self.min_delay

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "policy": policy,
            }
        )
        if character is not UNSET:
            field_dict["character"] = character
        if colour is not UNSET:
            field_dict["colour"] = colour
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

        max_delay = d.pop("max_delay", UNSET)

        min_delay = d.pop("min_delay", UNSET)

        name = d.pop("name", UNSET)

        bot_seat = cls(
            policy=policy,
            character=character,
            colour=colour,
            max_delay=max_delay,
            min_delay=min_delay,
            name=name,
        )

        return bot_seat
