"""Option `turn_seconds`: a turn that runs out of time is ended by the server, which
declines what is open and settles what must be settled (engine.time_out)."""

from __future__ import annotations

from millie.rules.game import Event
from millie.rules.kernel import FINISHED, LOBBY
from millie.rules.morbid_living.decisions import DECISIONS
from millie.rules.morbid_living.engine import time_out
from millie.rules.morbid_living.state import State
from millie.rules.timers import Timed


def timed(state: State) -> list[Timed]:
    seconds = state.timers.get("turn_seconds")
    if seconds is None or state.phase in (LOBBY, FINISHED):
        return []
    decision = DECISIONS[state.phase]  # one clock for the whole turn, shown on its step
    return [Timed(f"turn-{state.turns}:{state.turn}", state.turn, decision, seconds)]


def act_for(state: State, late: Timed) -> list[Event]:
    return time_out(state)
