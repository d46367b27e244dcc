from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.morbid_living_view_phase import MorbidLivingViewPhase
from ..models.morbid_living_view_role import MorbidLivingViewRole
from ..models.morbid_living_view_status import MorbidLivingViewStatus
from ..models.morbid_living_view_type import MorbidLivingViewType

if TYPE_CHECKING:
    from ..models.morbid_living_card import MorbidLivingCard
    from ..models.morbid_living_legal_action import MorbidLivingLegalAction
    from ..models.morbid_living_options_view import MorbidLivingOptionsView
    from ..models.morbid_living_pending import MorbidLivingPending
    from ..models.morbid_living_result import MorbidLivingResult
    from ..models.morbid_living_seat import MorbidLivingSeat
    from ..models.morbid_living_view_timers import MorbidLivingViewTimers


T = TypeVar("T", bound="MorbidLivingView")


@_attrs_define
class MorbidLivingView:
    """
    Attributes:
        created_at (datetime.datetime):
        deck_size (int):
        declared_by (int | None): L14: who declared.
        discard_size (int):
        discard_top (MorbidLivingCard | None):
        drawn (MorbidLivingCard | None):
        final_turns (list[int]):
        id (str):
        last_seq (int): The game's newest event when this view was made (the events page's last_seq): no event after it
            means the view is current.
        legal_actions (list[MorbidLivingLegalAction]):
        options (MorbidLivingOptionsView):
        owed (int): L11: still to pay.
        pending (list[MorbidLivingPending]):
        phase (MorbidLivingViewPhase):
        result (MorbidLivingResult | None):
        role (MorbidLivingViewRole):
        seats (list[MorbidLivingSeat]):
        seeded (bool): Created with a known seed.
        status (MorbidLivingViewStatus):
        timers (MorbidLivingViewTimers): Seconds per kind of decision (e.g. placement_seconds); empty when the game has
            no timers. Each pending decision shows its deadline.
        turn (int | None): Whose turn it is.
        turns (int): Turns begun so far.
        type_ (MorbidLivingViewType):
        version (int): Grows with every change.
        you (int | None): Your seat; null for the host or a spectator.
    """

    created_at: datetime.datetime
    deck_size: int
    declared_by: int | None
    discard_size: int
    discard_top: MorbidLivingCard | None
    drawn: MorbidLivingCard | None
    final_turns: list[int]
    id: str
    last_seq: int
    legal_actions: list[MorbidLivingLegalAction]
    options: MorbidLivingOptionsView
    owed: int
    pending: list[MorbidLivingPending]
    phase: MorbidLivingViewPhase
    result: MorbidLivingResult | None
    role: MorbidLivingViewRole
    seats: list[MorbidLivingSeat]
    seeded: bool
    status: MorbidLivingViewStatus
    timers: MorbidLivingViewTimers
    turn: int | None
    turns: int
    type_: MorbidLivingViewType
    version: int
    you: int | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.morbid_living_card import MorbidLivingCard  # noqa: PLC0415
        from ..models.morbid_living_result import MorbidLivingResult  # noqa: PLC0415

        created_at = self.created_at.isoformat()

        deck_size = self.deck_size

        declared_by: int | None
        declared_by = self.declared_by

        discard_size = self.discard_size

        discard_top: dict[str, Any] | None
        if isinstance(self.discard_top, MorbidLivingCard):
            discard_top = self.discard_top.to_dict()
        else:
            discard_top = self.discard_top

        drawn: dict[str, Any] | None
        if isinstance(self.drawn, MorbidLivingCard):
            drawn = self.drawn.to_dict()
        else:
            drawn = self.drawn

        final_turns = self.final_turns

        id = self.id

        last_seq = self.last_seq

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item = legal_actions_item_data.to_dict()
            legal_actions.append(legal_actions_item)

        options = self.options.to_dict()

        owed = self.owed

        pending = []
        for pending_item_data in self.pending:
            pending_item = pending_item_data.to_dict()
            pending.append(pending_item)

        phase = self.phase.value

        result: dict[str, Any] | None
        if isinstance(self.result, MorbidLivingResult):
            result = self.result.to_dict()
        else:
            result = self.result

        role = self.role.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seeded = self.seeded

        status = self.status.value

        timers = self.timers.to_dict()

        turn: int | None
        turn = self.turn

        turns = self.turns

        type_ = self.type_.value

        version = self.version

        you: int | None
        you = self.you

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "deck_size": deck_size,
                "declared_by": declared_by,
                "discard_size": discard_size,
                "discard_top": discard_top,
                "drawn": drawn,
                "final_turns": final_turns,
                "id": id,
                "last_seq": last_seq,
                "legal_actions": legal_actions,
                "options": options,
                "owed": owed,
                "pending": pending,
                "phase": phase,
                "result": result,
                "role": role,
                "seats": seats,
                "seeded": seeded,
                "status": status,
                "timers": timers,
                "turn": turn,
                "turns": turns,
                "type": type_,
                "version": version,
                "you": you,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.morbid_living_card import MorbidLivingCard  # noqa: PLC0415
        from ..models.morbid_living_legal_action import MorbidLivingLegalAction  # noqa: PLC0415
        from ..models.morbid_living_options_view import MorbidLivingOptionsView  # noqa: PLC0415
        from ..models.morbid_living_pending import MorbidLivingPending  # noqa: PLC0415
        from ..models.morbid_living_result import MorbidLivingResult  # noqa: PLC0415
        from ..models.morbid_living_seat import MorbidLivingSeat  # noqa: PLC0415
        from ..models.morbid_living_view_timers import MorbidLivingViewTimers  # noqa: PLC0415

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        deck_size = d.pop("deck_size")

        def _parse_declared_by(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        declared_by = _parse_declared_by(d.pop("declared_by"))

        discard_size = d.pop("discard_size")

        def _parse_discard_top(data: object) -> MorbidLivingCard | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                discard_top_type_0 = MorbidLivingCard.from_dict(data)

                return discard_top_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MorbidLivingCard | None, data)

        discard_top = _parse_discard_top(d.pop("discard_top"))

        def _parse_drawn(data: object) -> MorbidLivingCard | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                drawn_type_0 = MorbidLivingCard.from_dict(data)

                return drawn_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MorbidLivingCard | None, data)

        drawn = _parse_drawn(d.pop("drawn"))

        final_turns = cast(list[int], d.pop("final_turns"))

        id = d.pop("id")

        last_seq = d.pop("last_seq")

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in _legal_actions:
            legal_actions_item = MorbidLivingLegalAction.from_dict(legal_actions_item_data)

            legal_actions.append(legal_actions_item)

        options = MorbidLivingOptionsView.from_dict(d.pop("options"))

        owed = d.pop("owed")

        pending = []
        _pending = d.pop("pending")
        for pending_item_data in _pending:
            pending_item = MorbidLivingPending.from_dict(pending_item_data)

            pending.append(pending_item)

        phase = MorbidLivingViewPhase(d.pop("phase"))

        def _parse_result(data: object) -> MorbidLivingResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = MorbidLivingResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MorbidLivingResult | None, data)

        result = _parse_result(d.pop("result"))

        role = MorbidLivingViewRole(d.pop("role"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = MorbidLivingSeat.from_dict(seats_item_data)

            seats.append(seats_item)

        seeded = d.pop("seeded")

        status = MorbidLivingViewStatus(d.pop("status"))

        timers = MorbidLivingViewTimers.from_dict(d.pop("timers"))

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        turns = d.pop("turns")

        type_ = MorbidLivingViewType(d.pop("type"))

        version = d.pop("version")

        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))

        morbid_living_view = cls(
            created_at=created_at,
            deck_size=deck_size,
            declared_by=declared_by,
            discard_size=discard_size,
            discard_top=discard_top,
            drawn=drawn,
            final_turns=final_turns,
            id=id,
            last_seq=last_seq,
            legal_actions=legal_actions,
            options=options,
            owed=owed,
            pending=pending,
            phase=phase,
            result=result,
            role=role,
            seats=seats,
            seeded=seeded,
            status=status,
            timers=timers,
            turn=turn,
            turns=turns,
            type_=type_,
            version=version,
            you=you,
        )

        return morbid_living_view
