from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MillimemorySeatScore")


@_attrs_define
class MillimemorySeatScore:
    """
    Attributes:
        score (int):
        seat (int):
    """

    score: int
    seat: int

    def to_dict(self) -> dict[str, Any]:
        score = self.score

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "score": score,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        score = d.pop("score")

        seat = d.pop("seat")

        millimemory_seat_score = cls(
            score=score,
            seat=seat,
        )

        return millimemory_seat_score
