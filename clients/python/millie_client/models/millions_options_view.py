from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MillionsOptionsView")


@_attrs_define
class MillionsOptionsView:
    """
    Attributes:
        face_up_rows (bool):
    """

    face_up_rows: bool

    def to_dict(self) -> dict[str, Any]:
        face_up_rows = self.face_up_rows

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "face_up_rows": face_up_rows,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        face_up_rows = d.pop("face_up_rows")

        millions_options_view = cls(
            face_up_rows=face_up_rows,
        )

        return millions_options_view
