"""Whose predictions a Millimemory round waits for, the moves each seat may make, and
the joins a newcomer may send (one per free colour)."""

from __future__ import annotations

from functools import cache
from typing import Any

from millie.rules.kernel import NAME_LIMIT
from millie.rules.millimemory.cards import COLOURS
from millie.rules.millimemory.engine import MAX_MM, MAX_PLAYERS
from millie.rules.millimemory.state import PLAYOFF, PREDICT, State

EXAMPLE_GUESSES = (5, 10, 20, 35, 50, 75, 100, 150, 200, 300)
"""A spread of valid example predictions, so a bot that sends legal_actions as given can score."""
FREE_MM = {"mm": {"type": "number", "min": 0, "max": MAX_MM, "decimals": 1}}


_PREDICTS = tuple({"seat": s, "decision": "predict"} for s in range(MAX_PLAYERS))
"""Each seat's pending prediction, made once: shared between calls, so read them only."""


def waiting(state: State) -> list[dict[str, Any]]:
    """The predictions not yet locked (the kernel's `pending` in an active game)."""
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


def seats_offered(state: State, name: str) -> list[dict[str, Any]]:
    """A newcomer's joins: one per free colour (Q4)."""
    taken = {p.colour for p in state.players}
    free = {"name": {"type": "string", "min_length": 1, "max_length": NAME_LIMIT}}
    return [
        {"action": "join", "body": {"name": name, "colour": c}, "free": free}
        for c in COLOURS
        if c not in taken
    ]
