from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SeekGame")


@_attrs_define
class SeekGame:
    """
    Attributes:
        id (str):
        path (str):
    """

    id: str
    path: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        path = self.path

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "path": path,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        path = d.pop("path")

        seek_game = cls(
            id=id,
            path=path,
        )

        return seek_game
