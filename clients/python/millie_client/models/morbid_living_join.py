from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MorbidLivingJoin")


@_attrs_define
class MorbidLivingJoin:
    """
    Attributes:
        name (str):
        auto_end (bool | Unset): L9: end my turns at once when nothing is left to decide. Default: False.
    """

    name: str
    auto_end: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        auto_end = self.auto_end

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if auto_end is not UNSET:
            field_dict["auto_end"] = auto_end

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        auto_end = d.pop("auto_end", UNSET)

        morbid_living_join = cls(
            name=name,
            auto_end=auto_end,
        )

        return morbid_living_join
