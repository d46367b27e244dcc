from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MorbidLivingBotSeat")


@_attrs_define
class MorbidLivingBotSeat:
    """
    Attributes:
        policy (str): How the bot plays: random|greedy. Example: random.
        auto_end (bool | Unset): L9: end my turns at once when nothing is left to decide. By default the free seat's.
        max_delay (float | Unset): Reaction delay per decision, upper bound (seconds). Default: 2.0.
        min_delay (float | Unset): Reaction delay per decision, lower bound (seconds). Default: 0.8.
        name (str | Unset): By default the free seat's.
    """

    policy: str
    auto_end: bool | Unset = UNSET
    max_delay: float | Unset = 2.0
    min_delay: float | Unset = 0.8
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        policy = self.policy

        auto_end = self.auto_end

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

        max_delay = d.pop("max_delay", UNSET)

        min_delay = d.pop("min_delay", UNSET)

        name = d.pop("name", UNSET)

        morbid_living_bot_seat = cls(
            policy=policy,
            auto_end=auto_end,
            max_delay=max_delay,
            min_delay=min_delay,
            name=name,
        )

        return morbid_living_bot_seat
