from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.millions_slot import MillionsSlot


T = TypeVar("T", bound="MillionsRow")


@_attrs_define
class MillionsRow:
    """
    Attributes:
        count (int):
        seat (int):
        slots (list[MillionsSlot] | None): null for another player's face-down row (M20).
    """

    count: int
    seat: int
    slots: list[MillionsSlot] | None

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        seat = self.seat

        slots: list[dict[str, Any]] | None
        if isinstance(self.slots, list):
            slots = []
            for slots_type_0_item_data in self.slots:
                slots_type_0_item = slots_type_0_item_data.to_dict()
                slots.append(slots_type_0_item)

        else:
            slots = self.slots

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "seat": seat,
                "slots": slots,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.millions_slot import MillionsSlot  # noqa: PLC0415

        d = dict(src_dict)
        count = d.pop("count")

        seat = d.pop("seat")

        def _parse_slots(data: object) -> list[MillionsSlot] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                slots_type_0 = []
                _slots_type_0 = data
                for slots_type_0_item_data in _slots_type_0:
                    slots_type_0_item = MillionsSlot.from_dict(slots_type_0_item_data)

                    slots_type_0.append(slots_type_0_item)

                return slots_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[MillionsSlot] | None, data)

        slots = _parse_slots(d.pop("slots"))

        millions_row = cls(
            count=count,
            seat=seat,
            slots=slots,
        )

        return millions_row
