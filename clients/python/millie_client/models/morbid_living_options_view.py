from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MorbidLivingOptionsView")


@_attrs_define
class MorbidLivingOptionsView:
    """
    Attributes:
        max_turns (int): L14a: turns per player.
        start_seat (int):
    """

    max_turns: int
    start_seat: int

    def to_dict(self) -> dict[str, Any]:
        max_turns = self.max_turns

        start_seat = self.start_seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "max_turns": max_turns,
                "start_seat": start_seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_turns = d.pop("max_turns")

        start_seat = d.pop("start_seat")

        morbid_living_options_view = cls(
            max_turns=max_turns,
            start_seat=start_seat,
        )

        return morbid_living_options_view
