from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.millions_bot_seat_character import MillionsBotSeatCharacter
from ..types import UNSET, Unset

T = TypeVar("T", bound="MillionsBotSeat")


@_attrs_define
class MillionsBotSeat:
    """
    Attributes:
        policy (str): How the bot plays: random|greedy. Example: random.
        character (MillionsBotSeatCharacter | Unset): M3: your character, each one once per game. By default the free
            seat's.
        intro (str | Unset): M5: a one-sentence introduction, if you like. By default the free seat's.
        max_delay (float | Unset): Reaction delay per decision, upper bound (seconds). Default: 2.0.
        min_delay (float | Unset): Reaction delay per decision, lower bound (seconds). Default: 0.8.
        name (str | Unset): By default the free seat's.
    """

    policy: str
    character: MillionsBotSeatCharacter | Unset = UNSET
    intro: str | Unset = UNSET
    max_delay: float | Unset = 2.0
    min_delay: float | Unset = 0.8
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        policy = self.policy

        character: str | Unset = UNSET
        if not isinstance(self.character, Unset):
            character = self.character.value

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
        if character is not UNSET:
            field_dict["character"] = character
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

        _character = d.pop("character", UNSET)
        character: MillionsBotSeatCharacter | Unset
        if isinstance(_character, Unset):
            character = UNSET
        else:
            character = MillionsBotSeatCharacter(_character)

        intro = d.pop("intro", UNSET)

        max_delay = d.pop("max_delay", UNSET)

        min_delay = d.pop("min_delay", UNSET)

        name = d.pop("name", UNSET)

        millions_bot_seat = cls(
            policy=policy,
            character=character,
            intro=intro,
            max_delay=max_delay,
            min_delay=min_delay,
            name=name,
        )

        return millions_bot_seat
