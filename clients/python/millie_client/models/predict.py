from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Predict")


@_attrs_define
class Predict:
    """
    Attributes:
        mm (float): Q3: millimetres, 0 to 300, one decimal at most.
    """

    mm: float

    def to_dict(self) -> dict[str, Any]:
        mm = self.mm

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mm": mm,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mm = d.pop("mm")

        predict = cls(
            mm=mm,
        )

        return predict
