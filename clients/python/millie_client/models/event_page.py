from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.event import Event
    from ..models.millimemory_view import MillimemoryView
    from ..models.millions_view import MillionsView
    from ..models.morbid_living_view import MorbidLivingView


T = TypeVar("T", bound="EventPage")


@_attrs_define
class EventPage:
    """
    Attributes:
        events (list[Event]):
        last_seq (int): The game's newest event.
        view (MillimemoryView | MillionsView | MorbidLivingView | Unset): With `view=true` only: your view of the game,
            as GET gives it, read in the same request just before the events. Its `last_seq` is the newest event it shows:
            when that is the last event you hold, the view is current. If a move was committed in between, the page goes
            further than the view: read the view again.
    """

    events: list[Event]
    last_seq: int
    view: MillimemoryView | MillionsView | MorbidLivingView | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.millimemory_view import MillimemoryView  # noqa: PLC0415
        from ..models.millions_view import MillionsView  # noqa: PLC0415

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        last_seq = self.last_seq

        view: dict[str, Any] | Unset
        if isinstance(self.view, Unset):
            view = UNSET
        elif isinstance(self.view, MillionsView):
            view = self.view.to_dict()
        elif isinstance(self.view, MillimemoryView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "last_seq": last_seq,
            }
        )
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event import Event  # noqa: PLC0415
        from ..models.millimemory_view import MillimemoryView  # noqa: PLC0415
        from ..models.millions_view import MillionsView  # noqa: PLC0415
        from ..models.morbid_living_view import MorbidLivingView  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = Event.from_dict(events_item_data)

            events.append(events_item)

        last_seq = d.pop("last_seq")

        def _parse_view(data: object) -> MillimemoryView | MillionsView | MorbidLivingView | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = MillionsView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_1 = MillimemoryView.from_dict(data)

                return view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            view_type_2 = MorbidLivingView.from_dict(data)

            return view_type_2

        view = _parse_view(d.pop("view", UNSET))

        event_page = cls(
            events=events,
            last_seq=last_seq,
            view=view,
        )

        return event_page
