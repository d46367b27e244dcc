from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MillionsSeatScore")


@_attrs_define
class MillionsSeatScore:
    """
    Attributes:
        bonus (int | None): null where the caller may not know it.
        character (str):
        items (int | None): null where the caller may not know it.
        name (str):
        seat (int):
        total (int | None): null where the caller may not know it.
        winner (bool):
    """

    bonus: int | None
    character: str
    items: int | None
    name: str
    seat: int
    total: int | None
    winner: bool

    def to_dict(self) -> dict[str, Any]:
        bonus: int | None
        bonus = self.bonus

        character = self.character

        items: int | None
        items = self.items

        name = self.name

        seat = self.seat

        total: int | None
        total = self.total

        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bonus": bonus,
                "character": character,
                "items": items,
                "name": name,
                "seat": seat,
                "total": total,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_bonus(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        bonus = _parse_bonus(d.pop("bonus"))

        character = d.pop("character")

        def _parse_items(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        items = _parse_items(d.pop("items"))

        name = d.pop("name")

        seat = d.pop("seat")

        def _parse_total(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        total = _parse_total(d.pop("total"))

        winner = d.pop("winner")

        millions_seat_score = cls(
            bonus=bonus,
            character=character,
            items=items,
            name=name,
            seat=seat,
            total=total,
            winner=winner,
        )

        return millions_seat_score
