from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MorbidLivingOptions")


@_attrs_define
class MorbidLivingOptions:
    """
    Attributes:
        start_seat (int | Unset): L7: the seat that starts (the youngest player). Default: 0.
    """

    start_seat: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        start_seat = self.start_seat

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if start_seat is not UNSET:
            field_dict["start_seat"] = start_seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        start_seat = d.pop("start_seat", UNSET)

        morbid_living_options = cls(
            start_seat=start_seat,
        )

        return morbid_living_options
