from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.millions_card_face import MillionsCardFace


T = TypeVar("T", bound="MillionsTableEntry")


@_attrs_define
class MillionsTableEntry:
    """
    Attributes:
        cancelled (bool):
        capacity (int): 2, 1, or 0 if cancelled.
        card (MillionsCardFace):
        claimants (list[int]):
        from_seat (int):
        room (int):
    """

    cancelled: bool
    capacity: int
    card: MillionsCardFace
    claimants: list[int]
    from_seat: int
    room: int

    def to_dict(self) -> dict[str, Any]:
        cancelled = self.cancelled

        capacity = self.capacity

        card = self.card.to_dict()

        claimants = self.claimants

        from_seat = self.from_seat

        room = self.room

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cancelled": cancelled,
                "capacity": capacity,
                "card": card,
                "claimants": claimants,
                "from_seat": from_seat,
                "room": room,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.millions_card_face import MillionsCardFace  # noqa: PLC0415

        d = dict(src_dict)
        cancelled = d.pop("cancelled")

        capacity = d.pop("capacity")

        card = MillionsCardFace.from_dict(d.pop("card"))

        claimants = cast(list[int], d.pop("claimants"))

        from_seat = d.pop("from_seat")

        room = d.pop("room")

        millions_table_entry = cls(
            cancelled=cancelled,
            capacity=capacity,
            card=card,
            claimants=claimants,
            from_seat=from_seat,
            room=room,
        )

        return millions_table_entry
