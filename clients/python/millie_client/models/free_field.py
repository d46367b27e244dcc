from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FreeField")


@_attrs_define
class FreeField:
    """
    Attributes:
        type_ (str):  Example: string.
        decimals (int | Unset): Digits allowed after the point.
        max_ (float | Unset):
        max_length (int | Unset):
        min_ (float | Unset):
        min_length (int | Unset):
    """

    type_: str
    decimals: int | Unset = UNSET
    max_: float | Unset = UNSET
    max_length: int | Unset = UNSET
    min_: float | Unset = UNSET
    min_length: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        decimals = self.decimals

        max_ = self.max_

        max_length = self.max_length

        min_ = self.min_

        min_length = self.min_length

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if decimals is not UNSET:
            field_dict["decimals"] = decimals
        if max_ is not UNSET:
            field_dict["max"] = max_
        if max_length is not UNSET:
            field_dict["max_length"] = max_length
        if min_ is not UNSET:
            field_dict["min"] = min_
        if min_length is not UNSET:
            field_dict["min_length"] = min_length

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        decimals = d.pop("decimals", UNSET)

        max_ = d.pop("max", UNSET)

        max_length = d.pop("max_length", UNSET)

        min_ = d.pop("min", UNSET)

        min_length = d.pop("min_length", UNSET)

        free_field = cls(
            type_=type_,
            decimals=decimals,
            max_=max_,
            max_length=max_length,
            min_=min_,
            min_length=min_length,
        )

        return free_field
