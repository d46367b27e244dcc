"""How every engine call is made: timers, the action, timers again (M21, G1, G2).

Moves, server-hosted bots and replay all go through `step`, so that a recorded call
replays to the same state: the timers that ran out before the call are acted on first,
at the call's time, and those the call itself made due after it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from api.core.games import GameType
from rules.game import Event


@dataclass(frozen=True, slots=True)
class Call:
    """One call into the engine, as the actions table records it: `join`, `start`,
    `expire` (timers acted and nothing else happened), or one of the game's actions."""

    action: str
    seat: int | None
    body: dict[str, Any] = field(default_factory=dict)
    squabble: int | None = None
    now: float = 0.0

    def record(self, seat: int | None) -> dict[str, Any]:
        """The row of the actions table (`seat`: the seat that acted, a joiner's new one)."""
        return {
            "action": self.action,
            "seat": seat,
            "body": self.body,
            "squabble": self.squabble,
            "now": self.now,
        }


def step(gt: GameType, state: Any, call: Call) -> tuple[int | None, list[Event]]:
    """Expire, act, expire: the seat that acted (a joiner's new seat) and the events."""
    engine = gt.engine
    events: list[Event] = engine.expire(state, call.now)
    seat = call.seat
    if call.action == "join":
        seat, joined = gt.join(state, call.body)
        events += joined
    elif call.action == "start":
        events += engine.start(state)
    elif call.action != "expire":
        events += engine.apply(state, call.seat, call.action, call.body, call.squabble)
    events += engine.expire(state, call.now)
    return seat, events
