from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MorbidLivingScoreLine")


@_attrs_define
class MorbidLivingScoreLine:
    """
    Attributes:
        cash (int):
        essentials (int):
        name (str):
        net_worth (int):
        seat (int):
        winner (bool):
    """

    cash: int
    essentials: int
    name: str
    net_worth: int
    seat: int
    winner: bool

    def to_dict(self) -> dict[str, Any]:
        cash = self.cash

        essentials = self.essentials

        name = self.name

        net_worth = self.net_worth

        seat = self.seat

        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cash": cash,
                "essentials": essentials,
                "name": name,
                "net_worth": net_worth,
                "seat": seat,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cash = d.pop("cash")

        essentials = d.pop("essentials")

        name = d.pop("name")

        net_worth = d.pop("net_worth")

        seat = d.pop("seat")

        winner = d.pop("winner")

        morbid_living_score_line = cls(
            cash=cash,
            essentials=essentials,
            name=name,
            net_worth=net_worth,
            seat=seat,
            winner=winner,
        )

        return morbid_living_score_line
