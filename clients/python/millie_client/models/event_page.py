from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.event import Event


T = TypeVar("T", bound="EventPage")


@_attrs_define
class EventPage:
    """
    Attributes:
        events (list[Event]):
        last_seq (int): The game's newest event.
    """

    events: list[Event]
    last_seq: int

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        last_seq = self.last_seq

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "last_seq": last_seq,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event import Event  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = Event.from_dict(events_item_data)

            events.append(events_item)

        last_seq = d.pop("last_seq")

        event_page = cls(
            events=events,
            last_seq=last_seq,
        )

        return event_page
