from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.millions_slot import MillionsSlot


T = TypeVar("T", bound="MillionsRevealedRow")


@_attrs_define
class MillionsRevealedRow:
    """
    Attributes:
        seat (int):
        slots (list[MillionsSlot]):
    """

    seat: int
    slots: list[MillionsSlot]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        slots = []
        for slots_item_data in self.slots:
            slots_item = slots_item_data.to_dict()
            slots.append(slots_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "slots": slots,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.millions_slot import MillionsSlot  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        slots = []
        _slots = d.pop("slots")
        for slots_item_data in _slots:
            slots_item = MillionsSlot.from_dict(slots_item_data)

            slots.append(slots_item)

        millions_revealed_row = cls(
            seat=seat,
            slots=slots,
        )

        return millions_revealed_row
