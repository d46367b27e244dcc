from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MorbidLivingOptions")


@_attrs_define
class MorbidLivingOptions:
    """
    Attributes:
        max_turns (int | Unset): L14a: turns per player; after them the game ends and L15 decides the winner. Default:
            100.
        start_seat (int | Unset): L7: the seat that starts (the youngest player). Default: 0.
        turn_seconds (int | None | Unset): Seconds per turn; then the server passes a drawn card, settles what must be
            settled (discards over a limit, sells to pay a debt) and ends the turn.
    """

    max_turns: int | Unset = 100
    start_seat: int | Unset = 0
    turn_seconds: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        max_turns = self.max_turns

        start_seat = self.start_seat

        turn_seconds: int | None | Unset
        if isinstance(self.turn_seconds, Unset):
            turn_seconds = UNSET
        else:
            turn_seconds = self.turn_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if max_turns is not UNSET:
            field_dict["max_turns"] = max_turns
        if start_seat is not UNSET:
            field_dict["start_seat"] = start_seat
        if turn_seconds is not UNSET:
            field_dict["turn_seconds"] = turn_seconds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_turns = d.pop("max_turns", UNSET)

        start_seat = d.pop("start_seat", UNSET)

        def _parse_turn_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn_seconds = _parse_turn_seconds(d.pop("turn_seconds", UNSET))

        morbid_living_options = cls(
            max_turns=max_turns,
            start_seat=start_seat,
            turn_seconds=turn_seconds,
        )

        return morbid_living_options
