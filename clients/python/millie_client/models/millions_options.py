from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MillionsOptions")


@_attrs_define
class MillionsOptions:
    """
    Attributes:
        face_up_rows (bool | Unset): Show item faces in every row (M20's 'more competitive game'). Default: False.
    """

    face_up_rows: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        face_up_rows = self.face_up_rows

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if face_up_rows is not UNSET:
            field_dict["face_up_rows"] = face_up_rows

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        face_up_rows = d.pop("face_up_rows", UNSET)

        millions_options = cls(
            face_up_rows=face_up_rows,
        )

        return millions_options
