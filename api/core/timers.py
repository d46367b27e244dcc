"""When a game next needs the server: its timers' deadlines and its bots' due times.

Kept in the games row's `deadline` column at every write, from the engine's own
`deadlines(state)` (never read from inside the stored document), so that every read,
waiter and `millie tick` knows it without parsing the state (M21).
"""

from __future__ import annotations

from typing import Any

from millie.api.core.games import GameType
from millie.api.core.times import clock
from millie.api.db.rows import GameRow


def next_due(bots: dict[str, Any] | None) -> float | None:
    """The earliest due time of the game's server-hosted bots (api/core/bots.py)."""
    dues = [b["due"] for b in (bots or {}).values() if b.get("due") is not None]
    return min(dues, default=None)


def next_deadline(gt: GameType, state: Any, bots: dict[str, Any] | None) -> float | None:
    """The game's next timer deadline or bot's due time: a waiting request wakes then."""
    if gt.engine.status(state) == "finished":
        return None
    times = [float(d["at"]) for d in gt.engine.deadlines(state)]
    due = next_due(bots)
    if due is not None:
        times.append(due)
    return min(times, default=None)


def overdue(game: GameRow) -> bool:
    """A timer of this game has run out and nobody has acted on it yet (M21, Q6)."""
    return game.deadline is not None and game.deadline <= clock()
