"""What a viewer sees of a Morbid Living game.

Cards lie face up and money is counted in the open, so every viewer sees the same table;
only the deck's order stays hidden (its size is shown).
"""

from __future__ import annotations

from typing import Any

from millie.rules.kernel import FINISHED, LOBBY
from millie.rules.morbid_living.cards import CARDS
from millie.rules.morbid_living.engine import essentials, net_worth, result
from millie.rules.morbid_living.state import State


def view(state: State, seat: int | None) -> dict[str, Any]:
    return {
        "phase": state.phase,
        "turn": state.turn if state.phase not in (LOBBY, FINISHED) else None,
        "turns": state.turns,
        "options": {"start_seat": state.start_seat, "max_turns": state.max_turns},
        "seats": [
            {
                "seat": s,
                "name": p.name,
                "cash": p.cash,
                "cards": [CARDS[c].face() for c in p.cards],
                "credit_cards": len(p.credits),
                "auto_end": p.auto_end,
                "essentials": essentials(p),
                "net_worth": net_worth(p),
            }
            for s, p in enumerate(state.players)
        ],
        "deck_size": len(state.deck),
        "discard_top": CARDS[state.discard[-1]].face() if state.discard else None,
        "discard_size": len(state.discard),
        "drawn": CARDS[state.drawn].face() if state.drawn else None,
        "owed": state.owed,
        "declared_by": state.declared_by,
        "final_turns": list(state.final_turns),
        "result": result(state) if state.phase == FINISHED else None,
    }


def score(state: State, seat: int | None) -> dict[str, Any]:
    finished = state.phase == FINISHED
    won = set(state.winners) if finished else set()
    return {
        "final": finished,
        "winners": sorted(won),
        "scores": [
            {
                "seat": s,
                "name": p.name,
                "cash": p.cash,
                "essentials": essentials(p),
                "net_worth": net_worth(p),
                "winner": s in won,
            }
            for s, p in enumerate(state.players)
        ],
    }
