from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Verdict")


@_attrs_define
class Verdict:
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

        verdict = cls(
            winner=winner,
        )

        return verdict
