"""Option `turn_seconds`: a turn that runs out of time is ended by the server, which
declines what is open and settles what must be settled (engine.time_out)."""

from __future__ import annotations

from typing import Any

from millie.rules import timers
from millie.rules.game import Event
from millie.rules.morbid_living.engine import FINISHED, LOBBY, State, time_out
from millie.rules.morbid_living.view import DECISIONS
from millie.rules.timers import Timed


def timed(state: State) -> list[Timed]:
    seconds = state.timers.get("turn_seconds")
    if seconds is None or state.phase in (LOBBY, FINISHED):
        return []
    decision = DECISIONS[state.phase]  # one clock for the whole turn, shown on its step
    return [Timed(f"turn-{state.turns}:{state.turn}", state.turn, decision, seconds)]


def act_for(state: State, _late: Timed) -> list[Event]:
    return time_out(state)


def expire(state: State, now: float) -> list[Event]:
    return timers.expire(state, now, timed, act_for)


def deadlines(state: State) -> list[dict[str, Any]]:
    return timers.shown(state.deadlines, timed(state))
