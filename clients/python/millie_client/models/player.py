from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Player")


@_attrs_define
class Player:
    """
    Attributes:
        name (str):
        seat (int):
        auto_end (bool | Unset): Morbid Living.
        character (str | Unset): Aunt Millie's Millions.
        colour (str | Unset): Millimemory.
        intro (str | Unset): Aunt Millie's Millions.
    """

    name: str
    seat: int
    auto_end: bool | Unset = UNSET
    character: str | Unset = UNSET
    colour: str | Unset = UNSET
    intro: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat = self.seat

        auto_end = self.auto_end

        character = self.character

        colour = self.colour

        intro = self.intro

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "seat": seat,
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

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        seat = d.pop("seat")

        auto_end = d.pop("auto_end", UNSET)

        character = d.pop("character", UNSET)

        colour = d.pop("colour", UNSET)

        intro = d.pop("intro", UNSET)

        player = cls(
            name=name,
            seat=seat,
            auto_end=auto_end,
            character=character,
            colour=colour,
            intro=intro,
        )

        return player
