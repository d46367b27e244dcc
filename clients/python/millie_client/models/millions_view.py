from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.millions_view_phase import MillionsViewPhase
from ..models.millions_view_role import MillionsViewRole
from ..models.millions_view_status import MillionsViewStatus
from ..models.millions_view_type import MillionsViewType

if TYPE_CHECKING:
    from ..models.millions_card_face import MillionsCardFace
    from ..models.millions_charity import MillionsCharity
    from ..models.millions_legal_action import MillionsLegalAction
    from ..models.millions_options_view import MillionsOptionsView
    from ..models.millions_pending import MillionsPending
    from ..models.millions_result import MillionsResult
    from ..models.millions_row import MillionsRow
    from ..models.millions_seat import MillionsSeat
    from ..models.millions_squabble import MillionsSquabble
    from ..models.millions_table_entry import MillionsTableEntry
    from ..models.millions_view_timers import MillionsViewTimers


T = TypeVar("T", bound="MillionsView")


@_attrs_define
class MillionsView:
    """
    Attributes:
        appraisal_deck_size (int):
        charity (MillionsCharity):
        created_at (datetime.datetime):
        heir (int | None): Who inherits the vault (M17), once it is opened.
        id (str):
        last_seq (int): The game's newest event when this view was made (the events page's last_seq): no event after it
            means the view is current.
        legal_actions (list[MillionsLegalAction]):
        options (MillionsOptionsView):
        pending (list[MillionsPending]):
        phase (MillionsViewPhase):
        result (MillionsResult | None):
        role (MillionsViewRole):
        round_ (int):
        rows (list[MillionsRow]):
        seats (list[MillionsSeat]):
        seeded (bool): Created with a known seed.
        squabbles (list[MillionsSquabble]):
        status (MillionsViewStatus):
        table (list[MillionsTableEntry]):
        timers (MillionsViewTimers): Seconds per kind of decision (e.g. placement_seconds); empty when the game has no
            timers. Each pending decision shows its deadline.
        type_ (MillionsViewType):
        vault (MillionsCardFace | None):
        version (int): Grows with every change.
        you (int | None): Your seat; null for the host or a spectator.
    """

    appraisal_deck_size: int
    charity: MillionsCharity
    created_at: datetime.datetime
    heir: int | None
    id: str
    last_seq: int
    legal_actions: list[MillionsLegalAction]
    options: MillionsOptionsView
    pending: list[MillionsPending]
    phase: MillionsViewPhase
    result: MillionsResult | None
    role: MillionsViewRole
    round_: int
    rows: list[MillionsRow]
    seats: list[MillionsSeat]
    seeded: bool
    squabbles: list[MillionsSquabble]
    status: MillionsViewStatus
    table: list[MillionsTableEntry]
    timers: MillionsViewTimers
    type_: MillionsViewType
    vault: MillionsCardFace | None
    version: int
    you: int | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.millions_card_face import MillionsCardFace  # noqa: PLC0415
        from ..models.millions_result import MillionsResult  # noqa: PLC0415

        appraisal_deck_size = self.appraisal_deck_size

        charity = self.charity.to_dict()

        created_at = self.created_at.isoformat()

        heir: int | None
        heir = self.heir

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

        result: dict[str, Any] | None
        if isinstance(self.result, MillionsResult):
            result = self.result.to_dict()
        else:
            result = self.result

        role = self.role.value

        round_ = self.round_

        rows = []
        for rows_item_data in self.rows:
            rows_item = rows_item_data.to_dict()
            rows.append(rows_item)

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seeded = self.seeded

        squabbles = []
        for squabbles_item_data in self.squabbles:
            squabbles_item = squabbles_item_data.to_dict()
            squabbles.append(squabbles_item)

        status = self.status.value

        table = []
        for table_item_data in self.table:
            table_item = table_item_data.to_dict()
            table.append(table_item)

        timers = self.timers.to_dict()

        type_ = self.type_.value

        vault: dict[str, Any] | None
        if isinstance(self.vault, MillionsCardFace):
            vault = self.vault.to_dict()
        else:
            vault = self.vault

        version = self.version

        you: int | None
        you = self.you

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "appraisal_deck_size": appraisal_deck_size,
                "charity": charity,
                "created_at": created_at,
                "heir": heir,
                "id": id,
                "last_seq": last_seq,
                "legal_actions": legal_actions,
                "options": options,
                "pending": pending,
                "phase": phase,
                "result": result,
                "role": role,
                "round": round_,
                "rows": rows,
                "seats": seats,
                "seeded": seeded,
                "squabbles": squabbles,
                "status": status,
                "table": table,
                "timers": timers,
                "type": type_,
                "vault": vault,
                "version": version,
                "you": you,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.millions_card_face import MillionsCardFace  # noqa: PLC0415
        from ..models.millions_charity import MillionsCharity  # noqa: PLC0415
        from ..models.millions_legal_action import MillionsLegalAction  # noqa: PLC0415
        from ..models.millions_options_view import MillionsOptionsView  # noqa: PLC0415
        from ..models.millions_pending import MillionsPending  # noqa: PLC0415
        from ..models.millions_result import MillionsResult  # noqa: PLC0415
        from ..models.millions_row import MillionsRow  # noqa: PLC0415
        from ..models.millions_seat import MillionsSeat  # noqa: PLC0415
        from ..models.millions_squabble import MillionsSquabble  # noqa: PLC0415
        from ..models.millions_table_entry import MillionsTableEntry  # noqa: PLC0415
        from ..models.millions_view_timers import MillionsViewTimers  # noqa: PLC0415

        d = dict(src_dict)
        appraisal_deck_size = d.pop("appraisal_deck_size")

        charity = MillionsCharity.from_dict(d.pop("charity"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_heir(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        heir = _parse_heir(d.pop("heir"))

        id = d.pop("id")

        last_seq = d.pop("last_seq")

        legal_actions = []
        _legal_actions = d.pop("legal_actions")
        for legal_actions_item_data in _legal_actions:
            legal_actions_item = MillionsLegalAction.from_dict(legal_actions_item_data)

            legal_actions.append(legal_actions_item)

        options = MillionsOptionsView.from_dict(d.pop("options"))

        pending = []
        _pending = d.pop("pending")
        for pending_item_data in _pending:
            pending_item = MillionsPending.from_dict(pending_item_data)

            pending.append(pending_item)

        phase = MillionsViewPhase(d.pop("phase"))

        def _parse_result(data: object) -> MillionsResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = MillionsResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MillionsResult | None, data)

        result = _parse_result(d.pop("result"))

        role = MillionsViewRole(d.pop("role"))

        round_ = d.pop("round")

        rows = []
        _rows = d.pop("rows")
        for rows_item_data in _rows:
            rows_item = MillionsRow.from_dict(rows_item_data)

            rows.append(rows_item)

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = MillionsSeat.from_dict(seats_item_data)

            seats.append(seats_item)

        seeded = d.pop("seeded")

        squabbles = []
        _squabbles = d.pop("squabbles")
        for squabbles_item_data in _squabbles:
            squabbles_item = MillionsSquabble.from_dict(squabbles_item_data)

            squabbles.append(squabbles_item)

        status = MillionsViewStatus(d.pop("status"))

        table = []
        _table = d.pop("table")
        for table_item_data in _table:
            table_item = MillionsTableEntry.from_dict(table_item_data)

            table.append(table_item)

        timers = MillionsViewTimers.from_dict(d.pop("timers"))

        type_ = MillionsViewType(d.pop("type"))

        def _parse_vault(data: object) -> MillionsCardFace | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                vault_type_0 = MillionsCardFace.from_dict(data)

                return vault_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MillionsCardFace | None, data)

        vault = _parse_vault(d.pop("vault"))

        version = d.pop("version")

        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))

        millions_view = cls(
            appraisal_deck_size=appraisal_deck_size,
            charity=charity,
            created_at=created_at,
            heir=heir,
            id=id,
            last_seq=last_seq,
            legal_actions=legal_actions,
            options=options,
            pending=pending,
            phase=phase,
            result=result,
            role=role,
            round_=round_,
            rows=rows,
            seats=seats,
            seeded=seeded,
            squabbles=squabbles,
            status=status,
            table=table,
            timers=timers,
            type_=type_,
            vault=vault,
            version=version,
            you=you,
        )

        return millions_view
