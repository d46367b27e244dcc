from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MillimemoryPlayer")


@_attrs_define
class MillimemoryPlayer:
    """
    Attributes:
        name (str):
        seat (int):
        colour (str | Unset):
    """

    name: str
    seat: int
    colour: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat = self.seat

        colour = self.colour

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "seat": seat,
            }
        )
        if colour is not UNSET:
            field_dict["colour"] = colour

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        seat = d.pop("seat")

        colour = d.pop("colour", UNSET)

        millimemory_player = cls(
            name=name,
            seat=seat,
            colour=colour,
        )

        return millimemory_player
