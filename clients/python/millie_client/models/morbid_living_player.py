from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MorbidLivingPlayer")


@_attrs_define
class MorbidLivingPlayer:
    """
    Attributes:
        name (str):
        seat (int):
        auto_end (bool | Unset):
    """

    name: str
    seat: int
    auto_end: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat = self.seat

        auto_end = self.auto_end

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "seat": seat,
            }
        )
        if auto_end is not UNSET:
            field_dict["auto_end"] = auto_end

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        seat = d.pop("seat")

        auto_end = d.pop("auto_end", UNSET)

        morbid_living_player = cls(
            name=name,
            seat=seat,
            auto_end=auto_end,
        )

        return morbid_living_player
