from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.recorded_action_body import RecordedActionBody


T = TypeVar("T", bound="RecordedAction")


@_attrs_define
class RecordedAction:
    """
    Attributes:
        action (str): join, start, an action, or expire.
        body (RecordedActionBody):
        n (int):
        now (float): Seconds since the epoch.
        seat (int | None):
    """

    action: str
    body: RecordedActionBody
    n: int
    now: float
    seat: int | None

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        body = self.body.to_dict()

        n = self.n

        now = self.now

        seat: int | None
        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "body": body,
                "n": n,
                "now": now,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.recorded_action_body import RecordedActionBody  # noqa: PLC0415

        d = dict(src_dict)
        action = d.pop("action")

        body = RecordedActionBody.from_dict(d.pop("body"))

        n = d.pop("n")

        now = d.pop("now")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        recorded_action = cls(
            action=action,
            body=body,
            n=n,
            now=now,
            seat=seat,
        )

        return recorded_action
