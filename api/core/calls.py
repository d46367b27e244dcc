"""How every engine call is made: timers, the action, timers again (M21, G1, G2).

Moves, server-hosted bots and replay all go through `step`, so that a recorded call
replays to the same state: the timers that ran out before the call are acted on first,
at the call's time, and those the call itself made due after it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from millie.api.core.games import GameType
from millie.rules.game import Event


@dataclass(frozen=True, slots=True)
class Call:
    """One call into the engine, as the actions table records it: `join`, `start`,
    `expire` (timers acted and nothing else happened), or one of the game's actions,
    whose body holds its path parameters too (a squabble's number, say)."""

    action: str
    seat: int | None
    body: dict[str, Any] = field(default_factory=dict)
    now: float = 0.0

    def record(self, seat: int | None) -> dict[str, Any]:
        """The row of the actions table (`seat`: the seat that acted, a joiner's new one).
        `squabble` is no longer written: path parameters are in the body."""
        return {
            "action": self.action,
            "seat": seat,
            "body": self.body,
            "squabble": None,
            "now": self.now,
        }

    @classmethod
    def recorded(cls, gt: GameType, row: dict[str, Any]) -> Call:
        """A recorded call, as an export holds it. Before path parameters went into the
        body, a squabble's number had a column of its own: it becomes the parameter."""
        body = dict(row["body"])
        declared = gt.action(row["action"])
        if row.get("squabble") is not None and declared and declared.params:
            body.setdefault(declared.params[0].key, row["squabble"])
        return cls(row["action"], row["seat"], body, row["now"])


def with_params(gt: GameType, entry: dict[str, Any]) -> dict[str, Any]:
    """The body of a `legal_actions` entry with the action's path parameters in it, as
    the endpoint hands them to the engine."""
    declared = gt.action(entry["action"])
    params = declared.params if declared else ()
    return {**entry["body"], **{p.key: entry[p.key] for p in params}}


def step(gt: GameType, state: Any, call: Call) -> tuple[int | None, list[Event]]:
    """Expire, act, expire: the seat that acted (a joiner's new seat) and the events."""
    engine = gt.engine
    events: list[Event] = engine.expire(state, call.now)
    seat = call.seat
    if call.action == "join":
        seat, joined = engine.join(state, call.body)
        events += joined
    elif call.action == "start":
        events += engine.start(state)
    elif call.action != "expire":
        events += engine.apply(state, call.seat, call.action, call.body)
    events += engine.expire(state, call.now)
    return seat, events


def seated(calls: list[Call]) -> list[Call]:
    """The join of each seat taken now, in seat order, from a game's calls so far."""
    joins: list[Call] = []
    for call in calls:
        if call.action == "join":
            joins.append(call)
        elif call.action == "remove":
            del joins[call.body["seat"]]
    return joins


def lobby_without(
    gt: GameType, options: dict[str, Any], seed: int, calls: list[Call], seat: int
) -> Any:
    """The lobby as if `seat` had never joined: the game made anew from its options and
    seed, and the joins of the seats still taken (`calls`: the game's recorded calls so
    far) made again in their order, so the seats after `seat` move up one. Replay does
    the same with a recorded `remove`, and reaches the same state."""
    joins = seated(calls)
    del joins[seat]
    state = gt.engine.new_game(options, seed)
    for call in joins:
        step(gt, state, call)
    return state
