from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.pending_decision import PendingDecision
from ..types import UNSET, Unset

T = TypeVar("T", bound="Pending")


@_attrs_define
class Pending:
    """
    Attributes:
        decision (PendingDecision):
        seat (int | None): The seat the game waits for; null: the host (to start).
        squabble (int | Unset): Squabble decisions: its number.
    """

    decision: PendingDecision
    seat: int | None
    squabble: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        decision = self.decision.value

        seat: int | None
        seat = self.seat

        squabble = self.squabble

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "decision": decision,
                "seat": seat,
            }
        )
        if squabble is not UNSET:
            field_dict["squabble"] = squabble

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        decision = PendingDecision(d.pop("decision"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        squabble = d.pop("squabble", UNSET)

        pending = cls(
            decision=decision,
            seat=seat,
            squabble=squabble,
        )

        return pending
