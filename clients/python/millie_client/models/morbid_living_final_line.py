from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MorbidLivingFinalLine")


@_attrs_define
class MorbidLivingFinalLine:
    """
    Attributes:
        cash (int):
        essentials (int):
        net_worth (int):
        seat (int):
    """

    cash: int
    essentials: int
    net_worth: int
    seat: int

    def to_dict(self) -> dict[str, Any]:
        cash = self.cash

        essentials = self.essentials

        net_worth = self.net_worth

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cash": cash,
                "essentials": essentials,
                "net_worth": net_worth,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cash = d.pop("cash")

        essentials = d.pop("essentials")

        net_worth = d.pop("net_worth")

        seat = d.pop("seat")

        morbid_living_final_line = cls(
            cash=cash,
            essentials=essentials,
            net_worth=net_worth,
            seat=seat,
        )

        return morbid_living_final_line
