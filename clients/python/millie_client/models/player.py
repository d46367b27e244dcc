from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Player")


@_attrs_define
class Player:
    """
    Attributes:
        character (str):
        intro (str):
        name (str):
        seat (int):
    """

    character: str
    intro: str
    name: str
    seat: int

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        intro = self.intro

        name = self.name

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "character": character,
                "intro": intro,
                "name": name,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = d.pop("character")

        intro = d.pop("intro")

        name = d.pop("name")

        seat = d.pop("seat")

        player = cls(
            character=character,
            intro=intro,
            name=name,
            seat=seat,
        )

        return player
