from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MillimemoryPredictBody")


@_attrs_define
class MillimemoryPredictBody:
    """
    Attributes:
        mm (float): Q3: millimetres, 0 to 300, one decimal at most.
        card (str | Unset): The card you mean; if the table has moved on: 409.
    """

    mm: float
    card: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        mm = self.mm

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mm": mm,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mm = d.pop("mm")

        card = d.pop("card", UNSET)

        millimemory_predict_body = cls(
            mm=mm,
            card=card,
        )

        return millimemory_predict_body
