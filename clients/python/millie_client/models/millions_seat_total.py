from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MillionsSeatTotal")


@_attrs_define
class MillionsSeatTotal:
    """
    Attributes:
        seat (int):
        total (int):
    """

    seat: int
    total: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        total = d.pop("total")

        millions_seat_total = cls(
            seat=seat,
            total=total,
        )

        return millions_seat_total
