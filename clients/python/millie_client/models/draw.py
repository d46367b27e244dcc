from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.draw_source import DrawSource
from ..types import UNSET, Unset

T = TypeVar("T", bound="Draw")


@_attrs_define
class Draw:
    """
    Attributes:
        source (DrawSource):
        credit (bool | Unset): From the discard: pay by credit card.
    """

    source: DrawSource
    credit: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        source = self.source.value

        credit = self.credit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "source": source,
            }
        )
        if credit is not UNSET:
            field_dict["credit"] = credit

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        source = DrawSource(d.pop("source"))

        credit = d.pop("credit", UNSET)

        draw = cls(
            source=source,
            credit=credit,
        )

        return draw
