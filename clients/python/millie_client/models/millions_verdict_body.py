from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MillionsVerdictBody")


@_attrs_define
class MillionsVerdictBody:
    """
    Attributes:
        winner (int):
    """

    winner: int

    def to_dict(self) -> dict[str, Any]:
        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        winner = d.pop("winner")

        millions_verdict_body = cls(
            winner=winner,
        )

        return millions_verdict_body
