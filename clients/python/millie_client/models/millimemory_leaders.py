from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MillimemoryLeaders")


@_attrs_define
class MillimemoryLeaders:
    """
    Attributes:
        score (int):
        seats (list[int]):
    """

    score: int
    seats: list[int]

    def to_dict(self) -> dict[str, Any]:
        score = self.score

        seats = self.seats

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "score": score,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        score = d.pop("score")

        seats = cast(list[int], d.pop("seats"))

        millimemory_leaders = cls(
            score=score,
            seats=seats,
        )

        return millimemory_leaders
