from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.morbid_living_draw_body_source import MorbidLivingDrawBodySource
from ..types import UNSET, Unset

T = TypeVar("T", bound="MorbidLivingDrawBody")


@_attrs_define
class MorbidLivingDrawBody:
    """
    Attributes:
        source (MorbidLivingDrawBodySource):
        credit (bool | Unset): From the discard: pay by credit card.
    """

    source: MorbidLivingDrawBodySource
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
        source = MorbidLivingDrawBodySource(d.pop("source"))

        credit = d.pop("credit", UNSET)

        morbid_living_draw_body = cls(
            source=source,
            credit=credit,
        )

        return morbid_living_draw_body
