"""Q6: the prediction timer. When it runs out, who has not locked a prediction scores
Miss and the answer is revealed; every player's clock in a round ends at once."""

from __future__ import annotations

from millie.rules.game import Event
from millie.rules.millimemory.engine import close_predictions
from millie.rules.millimemory.state import PLAYOFF, PREDICT, State
from millie.rules.timers import Timed


def timed(state: State) -> list[Timed]:
    seconds = state.timers.get("prediction_seconds")
    if seconds is None or state.phase not in (PREDICT, PLAYOFF):
        return []
    return [
        Timed(f"round-{state.round}:predict:{s}", s, "predict", seconds)
        for s in state.contenders
        if state.players[s].prediction is None
    ]


def act_for(state: State, late: Timed) -> list[Event]:
    return close_predictions(state)
