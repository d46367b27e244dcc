from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.card_face import CardFace


T = TypeVar("T", bound="TableEntry")


@_attrs_define
class TableEntry:
    """
    Attributes:
        cancelled (bool):
        capacity (int): 2, 1, or 0 if cancelled.
        card (CardFace):
        claimants (list[int]):
        from_seat (int):
        room (int):
    """

    cancelled: bool
    capacity: int
    card: CardFace
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
        from ..models.card_face import CardFace  # noqa: PLC0415

        d = dict(src_dict)
        cancelled = d.pop("cancelled")

        capacity = d.pop("capacity")

        card = CardFace.from_dict(d.pop("card"))

        claimants = cast(list[int], d.pop("claimants"))

        from_seat = d.pop("from_seat")

        room = d.pop("room")

        table_entry = cls(
            cancelled=cancelled,
            capacity=capacity,
            card=card,
            claimants=claimants,
            from_seat=from_seat,
            room=room,
        )

        return table_entry
