from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.millions_card_face_colour import MillionsCardFaceColour
from ..models.millions_card_face_kind import MillionsCardFaceKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="MillionsCardFace")


@_attrs_define
class MillionsCardFace:
    """
    Attributes:
        id (str):  Example: item-17.
        kind (MillionsCardFaceKind):
        name (str):
        colour (MillionsCardFaceColour | Unset): Items only.
        value (int | None | Unset): Items only: the printed value in dollars; null is "$?".
    """

    id: str
    kind: MillionsCardFaceKind
    name: str
    colour: MillionsCardFaceColour | Unset = UNSET
    value: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        name = self.name

        colour: str | Unset = UNSET
        if not isinstance(self.colour, Unset):
            colour = self.colour.value

        value: int | None | Unset
        if isinstance(self.value, Unset):
            value = UNSET
        else:
            value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "name": name,
            }
        )
        if colour is not UNSET:
            field_dict["colour"] = colour
        if value is not UNSET:
            field_dict["value"] = value

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        kind = MillionsCardFaceKind(d.pop("kind"))

        name = d.pop("name")

        _colour = d.pop("colour", UNSET)
        colour: MillionsCardFaceColour | Unset
        if isinstance(_colour, Unset):
            colour = UNSET
        else:
            colour = MillionsCardFaceColour(_colour)

        def _parse_value(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        value = _parse_value(d.pop("value", UNSET))

        millions_card_face = cls(
            id=id,
            kind=kind,
            name=name,
            colour=colour,
            value=value,
        )

        return millions_card_face
