"""What one viewer may see of a game (M20): the only way state leaves the engine.

Nobody sees pile order, the vault before the end, the out-of-play cards, the appraisal
deck's order or another player's appraisal values; the appraisal cards in Charity are
counted, not shown, since their ids would give their values away.
"""

from __future__ import annotations

from typing import Any

from millie.rules.kernel import FINISHED
from millie.rules.millions.cards import APPRAISALS, ESTATE
from millie.rules.millions.engine import final_result, slot_value, totals
from millie.rules.millions.state import Slot, State


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The game as `seat` sees it; `None` is a spectator (the public view)."""
    finished = state.phase == FINISHED
    return {
        "phase": state.phase,
        "round": state.round,
        "options": {"face_up_rows": state.face_up_rows},
        "seats": [
            {
                "seat": s,
                "name": p.name,
                "character": p.character,
                "intro": p.intro,
                "pile_size": len(p.pile),
                "row_size": len(p.row),
                "placed": p.placed,
                "sits_out": p.sits_out,
            }
            for s, p in enumerate(state.players)
        ],
        "table": [
            {
                "card": ESTATE[t.card].face(),
                "from_seat": t.seat,
                "capacity": t.capacity,
                "claimants": list(t.claimants),
                "room": max(t.capacity - len(t.claimants), 0),
                "cancelled": t.cancelled,
            }
            for t in state.table
        ],
        "rows": [_row(state, s, seat) for s in range(len(state.players))],
        "charity": {
            "cards": [ESTATE[c].face() for c in state.charity],
            "appraisal_cards": len(state.charity_appraisals),
        },
        "appraisal_deck_size": len(state.appraisal_deck),
        "squabbles": [
            {
                "number": sq.number,
                "round": sq.round,
                "card": ESTATE[sq.card].face(),
                "selector": sq.selector,
                "other": sq.other,
                "judge": sq.judge,
                "transcript": [dict(e) for e in sq.transcript],
                "winner": sq.winner,
            }
            for sq in state.squabbles
            if sq.round == state.round
        ],
        # The vault is opened for its heir at the end of the game (M17), before the end
        # of play if the heir still has a Steal or Reappraise to decide (M18).
        "vault": ESTATE[state.vault].face() if state.heir is not None and state.vault else None,
        "heir": state.heir,
        "result": final_result(state) if finished else None,
    }


def _row(state: State, owner: int, viewer: int | None) -> dict[str, Any]:
    row = state.players[owner].row
    if owner == viewer or state.phase == FINISHED:
        slots = [_own_slot(i, s) for i, s in enumerate(row)]
    elif state.face_up_rows:
        slots = [
            {"slot": i + 1, "card": ESTATE[s.card].face(), "appraised": s.appraisal is not None}
            for i, s in enumerate(row)
        ]
    else:
        slots = None  # face down: the slot count only (M20)
    return {"seat": owner, "count": len(row), "slots": slots}


def _own_slot(i: int, slot: Slot) -> dict[str, Any]:
    return {
        "slot": i + 1,
        "card": ESTATE[slot.card].face(),
        "appraised": slot.appraisal is not None,
        "appraisal": {"id": slot.appraisal, "value": APPRAISALS[slot.appraisal]}
        if slot.appraisal
        else None,
        "value": slot_value(slot),
    }


def score(state: State, seat: int | None) -> dict[str, Any]:
    """Totals as the viewer may know them: their own during play, everyone's at the end."""
    finished = state.phase == FINISHED
    scores = totals(state)
    return {
        "final": finished,
        "winners": state.winners if finished else [],
        "scores": [
            {
                "seat": s,
                "name": p.name,
                "character": p.character,
                **(
                    scores[s]
                    if finished or s == seat
                    else {"items": None, "bonus": None, "total": None}
                ),
                "winner": finished and s in state.winners,
            }
            for s, p in enumerate(state.players)
        ],
    }
