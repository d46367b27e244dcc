from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MillionsJudgeBody")


@_attrs_define
class MillionsJudgeBody:
    """
    Attributes:
        judge (int):
    """

    judge: int

    def to_dict(self) -> dict[str, Any]:
        judge = self.judge

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "judge": judge,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        judge = d.pop("judge")

        millions_judge_body = cls(
            judge=judge,
        )

        return millions_judge_body
