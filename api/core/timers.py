"""When a game next needs the server: its timers' deadlines and its bots' due times."""

from __future__ import annotations

from typing import Any

from millie.api.core.times import clock
from millie.api.db.rows import GameRow

# How the stored state of a game without open timers ends, as orjson writes it.
NO_DEADLINES = '"deadlines":{}'


def next_due(bots: dict[str, Any] | None) -> float | None:
    """The earliest due time of the game's server-hosted bots (api/core/bots.py)."""
    dues = [b["due"] for b in (bots or {}).values() if b.get("due") is not None]
    return min(dues, default=None)


def next_deadline(game: GameRow) -> float | None:
    """The game's next timer deadline or bot's due time: a waiting request wakes then.

    Every read asks (M21: a request that finds a deadline passed acts on it first), so
    a game without open timers is told from its stored text, without parsing it: only
    the state's top level has a `deadlines` key, and a user's text can hold the key only
    with its quotes escaped.
    """
    no_timers = NO_DEADLINES in game.state_json
    deadlines: dict[str, float] = {} if no_timers else game.state.get("deadlines") or {}
    at: float | None = min(deadlines.values(), default=None)
    due = next_due(game.bots)
    if at is None or (due is not None and due < at):
        return due
    return at


def overdue(game: GameRow) -> bool:
    """A timer of this game has run out and nobody has acted on it yet (M21, Q6)."""
    at = next_deadline(game)
    return at is not None and at <= clock()
