from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MillionsPlayer")


@_attrs_define
class MillionsPlayer:
    """
    Attributes:
        name (str):
        seat (int):
        character (str | Unset):
        intro (str | Unset):
    """

    name: str
    seat: int
    character: str | Unset = UNSET
    intro: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat = self.seat

        character = self.character

        intro = self.intro

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "seat": seat,
            }
        )
        if character is not UNSET:
            field_dict["character"] = character
        if intro is not UNSET:
            field_dict["intro"] = intro

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        seat = d.pop("seat")

        character = d.pop("character", UNSET)

        intro = d.pop("intro", UNSET)

        millions_player = cls(
            name=name,
            seat=seat,
            character=character,
            intro=intro,
        )

        return millions_player
