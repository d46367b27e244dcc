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
        max_length (int | Unset):
        min_length (int | Unset):
    """

    type_: str
    max_length: int | Unset = UNSET
    min_length: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        max_length = self.max_length

        min_length = self.min_length

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if max_length is not UNSET:
            field_dict["max_length"] = max_length
        if min_length is not UNSET:
            field_dict["min_length"] = min_length

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        max_length = d.pop("max_length", UNSET)

        min_length = d.pop("min_length", UNSET)

        free_field = cls(
            type_=type_,
            max_length=max_length,
            min_length=min_length,
        )

        return free_field
