from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MillimemorySkipBody")


@_attrs_define
class MillimemorySkipBody:
    """
    Attributes:
        card (str | Unset): The card you mean; if the table has moved on: 409.
    """

    card: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card", UNSET)

        millimemory_skip_body = cls(
            card=card,
        )

        return millimemory_skip_body
