from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.millimemory_view_phase import MillimemoryViewPhase
from ..models.millimemory_view_role import MillimemoryViewRole
from ..models.millimemory_view_status import MillimemoryViewStatus
from ..models.millimemory_view_type import MillimemoryViewType

if TYPE_CHECKING:
    from ..models.millimemory_legal_action import MillimemoryLegalAction
    from ..models.millimemory_options_view import MillimemoryOptionsView
    from ..models.millimemory_pending import MillimemoryPending
    from ..models.millimemory_question_face import MillimemoryQuestionFace
    from ..models.millimemory_result import MillimemoryResult
    from ..models.millimemory_seat import MillimemorySeat
    from ..models.millimemory_view_timers import MillimemoryViewTimers


T = TypeVar("T", bound="MillimemoryView")


@_attrs_define
class MillimemoryView:
    """
    Attributes:
        card (MillimemoryQuestionFace | None):
        cards_played (int):
        created_at (datetime.datetime):
        deck_size (int):
        id (str):
        last_seq (int): The game's newest event when this view was made (the events page's last_seq): no event after it
            means the view is current.
        legal_actions (list[MillimemoryLegalAction]):
        options (MillimemoryOptionsView):
        pending (list[MillimemoryPending]):
        phase (MillimemoryViewPhase):
        played (list[MillimemoryQuestionFace]):
        playoff (bool):
        result (MillimemoryResult | None):
        role (MillimemoryViewRole):
        round_ (int):
        seats (list[MillimemorySeat]):
        seeded (bool): Created with a known seed.
        skipped (list[MillimemoryQuestionFace]):
        status (MillimemoryViewStatus):
        timers (MillimemoryViewTimers): Seconds per kind of decision (e.g. placement_seconds); empty when the game has
            no timers. Each pending decision shows its deadline.
        type_ (MillimemoryViewType):
        version (int): Grows with every change.
        you (int | None): Your seat; null for the host or a spectator.
        your_prediction (float | None): Yours only, once locked.
    """

    card: MillimemoryQuestionFace | None
    cards_played: int
    created_at: datetime.datetime
    deck_size: int
    id: str
    last_seq: int
    legal_actions: list[MillimemoryLegalAction]
    options: MillimemoryOptionsView
    pending: list[MillimemoryPending]
    phase: MillimemoryViewPhase
    played: list[MillimemoryQuestionFace]
    playoff: bool
    result: MillimemoryResult | None
    role: MillimemoryViewRole
    round_: int
    seats: list[MillimemorySeat]
    seeded: bool
    skipped: list[MillimemoryQuestionFace]
    status: MillimemoryViewStatus
    timers: MillimemoryViewTimers
    type_: MillimemoryViewType
    version: int
    you: int | None
    your_prediction: float | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.millimemory_question_face import MillimemoryQuestionFace  # noqa: PLC0415
        from ..models.millimemory_result import MillimemoryResult  # noqa: PLC0415

        card: dict[str, Any] | None
        if isinstance(self.card, MillimemoryQuestionFace):
            card = self.card.to_dict()
        else:
            card = self.card

        cards_played = self.cards_played

        created_at = self.created_at.isoformat()

        deck_size = self.deck_size

        id = self.id

        last_seq = self.last_seq

        legal_actions = []
        for legal_actions_item_data in self.legal_actions:
            legal_actions_item = legal_actions_item_data.to_dict()
            legal_actions.append(legal_actions_item)

        options = self.options.to_dict()

        pending = []
        for pending_item_data in self.pending:
            pending_item = pending_item_data.to_dict()
            pending.append(pending_item)

        phase = self.phase.value

        played = []
        for played_item_data in self.played:
            played_item = played_item_data.to_dict()
            played.append(played_item)

        playoff = self.playoff

        result: dict[str, Any] | None
        if isinstance(self.result, MillimemoryResult):
            result = self.result.to_dict()
        else:
            result = self.result

        role = self.role.value

        round_ = self.round_

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seeded = self.seeded

        skipped = []
        for skipped_item_data in self.skipped:
            skipped_item = skipped_item_data.to_dict()
            skipped.append(skipped_item)

        status = self.status.value

        timers = self.timers.to_dict()

        type_ = self.type_.value

        version = self.version

        you: int | None
        you = self.you

        your_prediction: float | None
        your_prediction = self.your_prediction

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "cards_played": cards_played,
                "created_at": created_at,
                "deck_size": deck_size,
                "id": id,
                "last_seq": last_seq,
                "legal_actions": legal_actions,
                "options": options,
                "pending": pending,
                "phase": phase,
                "played": played,
                "playoff": playoff,
                "result": result,
                "role": role,
                "round": round_,
                "seats": seats,
                "seeded": seeded,
                "skipped": skipped,
                "status": status,
                "timers": timers,
                "type": type_,
                "version": version,
                "you": you,
                "your_prediction": your_prediction,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.millimemory_legal_action import MillimemoryLegalAction  # noqa: PLC0415
        from ..models.millimemory_options_view import MillimemoryOptionsView  # noqa: PLC0415
        from ..models.millimemory_pending import MillimemoryPending  # noqa: PLC0415
        from ..models.millimemory_question_face import MillimemoryQuestionFace  # noqa: PLC0415
        from ..models.millimemory_result import MillimemoryResult  # noqa: PLC0415
        from ..models.millimemory_seat import MillimemorySeat  # noqa: PLC0415
        from ..models.millimemory_view_timers import MillimemoryViewTimers  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_card(data: object) -> MillimemoryQuestionFace | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_0 = MillimemoryQuestionFace.from_dict(data)

                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MillimemoryQuestionFace | None, data)

        card = _parse_card(d.pop("card"))

        cards_played = d.pop("cards_played")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        deck_size = d.pop("deck_size")

        id = d.pop("id")

        last_seq = d.pop("last_seq")

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in _legal_actions:
            legal_actions_item = MillimemoryLegalAction.from_dict(legal_actions_item_data)

            legal_actions.append(legal_actions_item)

        options = MillimemoryOptionsView.from_dict(d.pop("options"))

        pending = []
        _pending = d.pop("pending")
        for pending_item_data in _pending:
            pending_item = MillimemoryPending.from_dict(pending_item_data)

            pending.append(pending_item)

        phase = MillimemoryViewPhase(d.pop("phase"))

        played = []
        _played = d.pop("played")
        for played_item_data in _played:
            played_item = MillimemoryQuestionFace.from_dict(played_item_data)

            played.append(played_item)

        playoff = d.pop("playoff")

        def _parse_result(data: object) -> MillimemoryResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = MillimemoryResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MillimemoryResult | None, data)

        result = _parse_result(d.pop("result"))

        role = MillimemoryViewRole(d.pop("role"))

        round_ = d.pop("round")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = MillimemorySeat.from_dict(seats_item_data)

            seats.append(seats_item)

        seeded = d.pop("seeded")

        skipped = []
        _skipped = d.pop("skipped")
        for skipped_item_data in _skipped:
            skipped_item = MillimemoryQuestionFace.from_dict(skipped_item_data)

            skipped.append(skipped_item)

        status = MillimemoryViewStatus(d.pop("status"))

        timers = MillimemoryViewTimers.from_dict(d.pop("timers"))

        type_ = MillimemoryViewType(d.pop("type"))

        version = d.pop("version")

        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))

        def _parse_your_prediction(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        your_prediction = _parse_your_prediction(d.pop("your_prediction"))

        millimemory_view = cls(
            card=card,
            cards_played=cards_played,
            created_at=created_at,
            deck_size=deck_size,
            id=id,
            last_seq=last_seq,
            legal_actions=legal_actions,
            options=options,
            pending=pending,
            phase=phase,
            played=played,
            playoff=playoff,
            result=result,
            role=role,
            round_=round_,
            seats=seats,
            seeded=seeded,
            skipped=skipped,
            status=status,
            timers=timers,
            type_=type_,
            version=version,
            you=you,
            your_prediction=your_prediction,
        )

        return millimemory_view
