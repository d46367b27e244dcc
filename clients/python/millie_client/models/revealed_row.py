from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.slot import Slot


T = TypeVar("T", bound="RevealedRow")


@_attrs_define
class RevealedRow:
    """
    Attributes:
        seat (int):
        slots (list[Slot]):
    """

    seat: int
    slots: list[Slot]

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
        from ..models.slot import Slot  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        slots = []
        _slots = d.pop("slots")
        for slots_item_data in _slots:
            slots_item = Slot.from_dict(slots_item_data)

            slots.append(slots_item)

        revealed_row = cls(
            seat=seat,
            slots=slots,
        )

        return revealed_row
