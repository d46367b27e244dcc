"""What each viewer may see of a Millimemory game, and the moves each seat may make.

Before the reveal nobody sees another player's prediction, not even whether it is high
or low; only whether each player has locked one (Q6).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from millie.rules.millimemory.cards import COLOURS, QUESTIONS
from millie.rules.millimemory.engine import (
    FINISHED,
    LOBBY,
    MAX_MM,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NAME_LIMIT,
    PLAYOFF,
    PREDICT,
    State,
    leaders,
    masters,
    result,
    solo_rank,
)

EXAMPLE_GUESSES = (5, 10, 20, 35, 50, 75, 100, 150, 200, 300)
"""A spread of valid example predictions, so a bot that sends legal_actions as given can score."""
FREE_MM = {"mm": {"type": "number", "min": 0, "max": MAX_MM, "decimals": 1}}


_PREDICTS = tuple({"seat": s, "decision": "predict"} for s in range(MAX_PLAYERS))
"""Each seat's pending prediction, made once: shared between calls, so read them only."""


def pending(state: State) -> list[dict[str, Any]]:
    if state.phase == LOBBY:
        return [{"seat": None, "decision": "start"}] if len(state.players) >= MIN_PLAYERS else []
    if state.phase in (PREDICT, PLAYOFF):
        # A loop, not a list comprehension: on Python 3.11 a comprehension is a function
        # call of its own, about half of this function's instructions (callgrind).
        players, waiting = state.players, []
        for s in state.contenders:
            if players[s].prediction is None:
                waiting.append(_PREDICTS[s])
        return waiting
    return []


def legal_actions(state: State, seat: int | None) -> list[dict[str, Any]]:
    """Predict (one entry per example value, `free` says the range) or skip (Q5); a
    seat that has locked its prediction has nothing left to do on this card."""
    if seat is None or state.phase not in (PREDICT, PLAYOFF) or seat not in state.contenders:
        return []
    card = state.card
    if card is None:
        return []
    if state.players[seat].prediction is not None:
        return []
    predict, skip = _entries(card)
    return [*predict, skip]


@cache
def _entries(card: str) -> tuple[tuple[dict[str, Any], ...], dict[str, Any]]:
    """A card's predict entries and its skip entry, made once per card (a bot's game
    asks for them on every move). Shared between calls: read them, never change them."""
    predict = tuple(
        {"action": "predict", "body": {"mm": mm, "card": card}, "free": FREE_MM}
        for mm in EXAMPLE_GUESSES
    )
    return predict, {"action": "skip", "body": {"card": card}}


def join_actions(state: State) -> list[dict[str, Any]]:
    if state.phase != LOBBY or len(state.players) >= MAX_PLAYERS:
        return []
    taken = {p.colour for p in state.players}
    free = {"name": {"type": "string", "min_length": 1, "max_length": NAME_LIMIT}}
    name = f"Player {len(state.players) + 1}"
    return [
        {"action": "join", "body": {"name": name, "colour": c}, "free": free}
        for c in COLOURS
        if c not in taken
    ]


def host_actions(state: State) -> list[dict[str, Any]]:
    if state.phase == LOBBY and len(state.players) >= MIN_PLAYERS:
        return [{"action": "start", "body": {}}]
    return []


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
