from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MillionsScoreLine")


@_attrs_define
class MillionsScoreLine:
    """
    Attributes:
        bonus (int):
        items (int):
        seat (int):
        total (int):
    """

    bonus: int
    items: int
    seat: int
    total: int

    def to_dict(self) -> dict[str, Any]:
        bonus = self.bonus

        items = self.items

        seat = self.seat

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bonus": bonus,
                "items": items,
                "seat": seat,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bonus = d.pop("bonus")

        items = d.pop("items")

        seat = d.pop("seat")

        total = d.pop("total")

        millions_score_line = cls(
            bonus=bonus,
            items=items,
            seat=seat,
            total=total,
        )

        return millions_score_line
