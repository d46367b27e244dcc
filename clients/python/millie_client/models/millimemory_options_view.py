from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MillimemoryOptionsView")


@_attrs_define
class MillimemoryOptionsView:
    """
    Attributes:
        single_winner (bool):
    """

    single_winner: bool

    def to_dict(self) -> dict[str, Any]:
        single_winner = self.single_winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "single_winner": single_winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        single_winner = d.pop("single_winner")

        millimemory_options_view = cls(
            single_winner=single_winner,
        )

        return millimemory_options_view
