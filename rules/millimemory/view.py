"""What each viewer may see of a Millimemory game.

Before the reveal nobody sees another player's prediction, not even whether it is high
or low; only whether each player has locked one (Q6).
"""

from __future__ import annotations

from typing import Any

from millie.rules.kernel import FINISHED
from millie.rules.millimemory.cards import QUESTIONS
from millie.rules.millimemory.engine import leaders, masters, result, solo_rank
from millie.rules.millimemory.state import PLAYOFF, State


def view(state: State, seat: int | None) -> dict[str, Any]:
    return {
        "phase": state.phase,
        "round": state.round,
        "options": {"single_winner": state.single_winner},
        "seats": [
            {
                "seat": s,
                "name": p.name,
                "colour": p.colour,
                "score": p.score,
                "locked": p.prediction is not None,
                "contender": s in state.contenders,
            }
            for s, p in enumerate(state.players)
        ],
        "card": QUESTIONS[state.card].face() if state.card else None,
        "your_prediction": state.players[seat].prediction if seat is not None else None,
        "deck_size": len(state.deck),
        "played": [QUESTIONS[c].answered() for c in state.played],
        "skipped": [QUESTIONS[c].face() for c in state.skipped],
        "cards_played": len(state.played),
        "playoff": state.phase == PLAYOFF,
        "result": result(state) if state.phase == FINISHED else None,
    }


def score(state: State, seat: int | None) -> dict[str, Any]:
    """Scores are public at the table (the score board); the rank once a solo game ends."""
    finished = state.phase == FINISHED
    won = set(state.winners) if finished else set()
    return {
        "final": finished,
        "winners": sorted(won),
        "masters": masters(state),
        "leaders": leaders(state),
        "scores": [
            {"seat": s, "name": p.name, "colour": p.colour, "score": p.score, "winner": s in won}
            for s, p in enumerate(state.players)
        ],
        "cards_played": len(state.played),
        "solo_rank": solo_rank(state),
    }
