from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.millimemory_bot_seat_colour import MillimemoryBotSeatColour
from ..types import UNSET, Unset

T = TypeVar("T", bound="MillimemoryBotSeat")


@_attrs_define
class MillimemoryBotSeat:
    """
    Attributes:
        policy (str): How the bot plays: random|estimator. Example: random.
        colour (MillimemoryBotSeatColour | Unset): Q4: each once per game. By default the free seat's.
        max_delay (float | Unset): Reaction delay per decision, upper bound (seconds). Default: 2.0.
        min_delay (float | Unset): Reaction delay per decision, lower bound (seconds). Default: 0.8.
        name (str | Unset): By default the free seat's.
    """

    policy: str
    colour: MillimemoryBotSeatColour | Unset = UNSET
    max_delay: float | Unset = 2.0
    min_delay: float | Unset = 0.8
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        policy = self.policy

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

        _colour = d.pop("colour", UNSET)
        colour: MillimemoryBotSeatColour | Unset
        if isinstance(_colour, Unset):
            colour = UNSET
        else:
            colour = MillimemoryBotSeatColour(_colour)

        max_delay = d.pop("max_delay", UNSET)

        min_delay = d.pop("min_delay", UNSET)

        name = d.pop("name", UNSET)

        millimemory_bot_seat = cls(
            policy=policy,
            colour=colour,
            max_delay=max_delay,
            min_delay=min_delay,
            name=name,
        )

        return millimemory_bot_seat
