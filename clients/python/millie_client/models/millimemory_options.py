from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MillimemoryOptions")


@_attrs_define
class MillimemoryOptions:
    """
    Attributes:
        single_winner (bool | Unset): Q8: one winner; tied leaders play playoff rounds. Default: False.
    """

    single_winner: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        single_winner = self.single_winner

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if single_winner is not UNSET:
            field_dict["single_winner"] = single_winner

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        single_winner = d.pop("single_winner", UNSET)

        millimemory_options = cls(
            single_winner=single_winner,
        )

        return millimemory_options
