from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.millions_pending_decision import MillionsPendingDecision
from ..types import UNSET, Unset

T = TypeVar("T", bound="MillionsPending")


@_attrs_define
class MillionsPending:
    """
    Attributes:
        deadline (datetime.datetime | None): When the server acts for a late player (M21, Q6, turn_seconds); null when
            the game has no timer for this decision.
        decision (MillionsPendingDecision):
        seat (int | None): The seat the game waits for; null: the host (to start).
        squabble (int | Unset): Squabble actions: the {n} of the path.
    """

    deadline: datetime.datetime | None
    decision: MillionsPendingDecision
    seat: int | None
    squabble: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        deadline: None | str
        if isinstance(self.deadline, datetime.datetime):
            deadline = self.deadline.isoformat()
        else:
            deadline = self.deadline

        decision = self.decision.value

        seat: int | None
        seat = self.seat

        squabble = self.squabble

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deadline": deadline,
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

        def _parse_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        decision = MillionsPendingDecision(d.pop("decision"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        squabble = d.pop("squabble", UNSET)

        millions_pending = cls(
            deadline=deadline,
            decision=decision,
            seat=seat,
            squabble=squabble,
        )

        return millions_pending
