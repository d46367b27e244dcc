from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MorbidLivingDieRow")


@_attrs_define
class MorbidLivingDieRow:
    """
    Attributes:
        amount (int): > 0 collect, < 0 pay.
        roll (int):
        text (str):
    """

    amount: int
    roll: int
    text: str

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        roll = self.roll

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "roll": roll,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        roll = d.pop("roll")

        text = d.pop("text")

        morbid_living_die_row = cls(
            amount=amount,
            roll=roll,
            text=text,
        )

        return morbid_living_die_row
