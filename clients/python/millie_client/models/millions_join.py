from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.millions_join_character import MillionsJoinCharacter
from ..types import UNSET, Unset

T = TypeVar("T", bound="MillionsJoin")


@_attrs_define
class MillionsJoin:
    """
    Attributes:
        character (MillionsJoinCharacter): M3: your character, each one once per game.
        name (str):
        intro (str | Unset): M5: a one-sentence introduction, if you like. Default: ''.
    """

    character: MillionsJoinCharacter
    name: str
    intro: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        character = self.character.value

        name = self.name

        intro = self.intro

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "character": character,
                "name": name,
            }
        )
        if intro is not UNSET:
            field_dict["intro"] = intro

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        character = MillionsJoinCharacter(d.pop("character"))

        name = d.pop("name")

        intro = d.pop("intro", UNSET)

        millions_join = cls(
            character=character,
            name=name,
            intro=intro,
        )

        return millions_join
