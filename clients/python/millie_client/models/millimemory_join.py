from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.millimemory_join_colour import MillimemoryJoinColour

T = TypeVar("T", bound="MillimemoryJoin")


@_attrs_define
class MillimemoryJoin:
    """
    Attributes:
        colour (MillimemoryJoinColour): Q4: each once per game.
        name (str):
    """

    colour: MillimemoryJoinColour
    name: str

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = MillimemoryJoinColour(d.pop("colour"))

        name = d.pop("name")

        millimemory_join = cls(
            colour=colour,
            name=name,
        )

        return millimemory_join
