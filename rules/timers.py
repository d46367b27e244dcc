"""Deadlines on decisions, for every game's timers (rulings M21, Q6 and the like): the
kernel's timers (rules/kernel.py derives `deadlines` and `expire` from an engine's `timed`).

A game with timers keeps, in its state's `deadlines`, one deadline per timed decision it
waits for.
There is no clock inside an engine: the caller passes `now` (seconds since the epoch),
and `expire` both acts for every player whose deadline has passed and starts the clock
on decisions that have just opened. The API calls it on every request that touches a
game, so no background scheduler is needed for correctness; a replay passes the same
times and gets the same state (G1).

When one deadline passes, the decisions it opens start their clocks at that deadline,
not at `now`: a game nobody touched for a while catches up exactly as if the server had
acted at each deadline.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from millie.rules.game import Event

DEFAULT_SECONDS = 30  # M21: the rulebook's thirty seconds for a story
MAX_SECONDS = 86_400


@dataclass(frozen=True)
class Timed:
    """A decision the game waits for, with its clock: `key` names it uniquely, so that
    the same seat's next decision of the same kind gets a clock of its own."""

    key: str
    seat: int
    decision: str
    seconds: float
    squabble: int | None = None


def arm(deadlines: dict[str, float], timed: list[Timed], now: float) -> None:
    """Start the clock on decisions that have just opened; forget those that closed."""
    open_keys = {t.key: t for t in timed}
    for key in [k for k in deadlines if k not in open_keys]:
        del deadlines[key]
    for key, t in open_keys.items():
        if key not in deadlines:
            deadlines[key] = round(now + t.seconds, 3)


def expire(
    state: Any,
    now: float,
    timed: Callable[[Any], list[Timed]],
    act_for: Callable[[Any, Timed], list[Event]],
) -> list[Event]:
    """Act for every late player (each act an event marked `timeout`), oldest deadline
    first, then start the clocks of the decisions that are open now."""
    deadlines: dict[str, float] = state.deadlines
    events: list[Event] = []
    arm(deadlines, timed(state), now)
    while True:
        due = min(((at, key) for key, at in deadlines.items() if at <= now), default=None)
        if due is None:
            return events
        at, key = due
        late = next(t for t in timed(state) if t.key == key)
        del deadlines[key]
        acted = act_for(state, late)
        for event in acted:
            event.data["timeout"] = True
        events += acted
        arm(deadlines, timed(state), at)


def shown(deadlines: dict[str, float], timed: list[Timed]) -> list[dict[str, Any]]:
    """The deadlines of the open decisions, for views: `{seat, decision, squabble?, at}`."""
    out: list[dict[str, Any]] = []
    for t in timed:
        if t.key in deadlines:
            entry: dict[str, Any] = {"seat": t.seat, "decision": t.decision, "at": deadlines[t.key]}
            if t.squabble is not None:
                entry["squabble"] = t.squabble
            out.append(entry)
    return out


def next_deadline(deadlines: dict[str, float]) -> float | None:
    return min(deadlines.values(), default=None)
