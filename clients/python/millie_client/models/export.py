from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.export_final_state import ExportFinalState
    from ..models.export_options import ExportOptions
    from ..models.export_seats_item import ExportSeatsItem
    from ..models.recorded_action import RecordedAction
    from ..models.recorded_event import RecordedEvent


T = TypeVar("T", bound="Export")


@_attrs_define
class Export:
    """
    Attributes:
        actions (list[RecordedAction]):
        created_at (datetime.datetime):
        events (list[RecordedEvent]):
        final_state (ExportFinalState):
        id (str):
        options (ExportOptions):
        seats (list[ExportSeatsItem]):
        seed (int):
        seeded (bool):
        type_ (str):
    """

    actions: list[RecordedAction]
    created_at: datetime.datetime
    events: list[RecordedEvent]
    final_state: ExportFinalState
    id: str
    options: ExportOptions
    seats: list[ExportSeatsItem]
    seed: int
    seeded: bool
    type_: str

    def to_dict(self) -> dict[str, Any]:
        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        created_at = self.created_at.isoformat()

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        final_state = self.final_state.to_dict()

        id = self.id

        options = self.options.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seed = self.seed

        seeded = self.seeded

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actions": actions,
                "created_at": created_at,
                "events": events,
                "final_state": final_state,
                "id": id,
                "options": options,
                "seats": seats,
                "seed": seed,
                "seeded": seeded,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_final_state import ExportFinalState  # noqa: PLC0415
        from ..models.export_options import ExportOptions  # noqa: PLC0415
        from ..models.export_seats_item import ExportSeatsItem  # noqa: PLC0415
        from ..models.recorded_action import RecordedAction  # noqa: PLC0415
        from ..models.recorded_event import RecordedEvent  # noqa: PLC0415

        d = dict(src_dict)
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = RecordedAction.from_dict(actions_item_data)

            actions.append(actions_item)

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = RecordedEvent.from_dict(events_item_data)

            events.append(events_item)

        final_state = ExportFinalState.from_dict(d.pop("final_state"))

        id = d.pop("id")

        options = ExportOptions.from_dict(d.pop("options"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = ExportSeatsItem.from_dict(seats_item_data)

            seats.append(seats_item)

        seed = d.pop("seed")

        seeded = d.pop("seeded")

        type_ = d.pop("type")

        export = cls(
            actions=actions,
            created_at=created_at,
            events=events,
            final_state=final_state,
            id=id,
            options=options,
            seats=seats,
            seed=seed,
            seeded=seeded,
            type_=type_,
        )

        return export
