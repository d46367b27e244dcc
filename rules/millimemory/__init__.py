"""Millimemory (rulings Q1-Q10, docs/rulings.md): the engine on the kernel, and the
game's declaration (`GAME`, registered in the entry-point group millie.games)."""

from collections.abc import Mapping
from typing import Any, ClassVar

from millie.rules.game import Event, Game, package_file, package_folder, schema_data
from millie.rules.kernel import Kernel, Move
from millie.rules.millimemory import actions, decisions, engine, timers
from millie.rules.millimemory import view as seen
from millie.rules.millimemory.engine import MAX_PLAYERS, MIN_PLAYERS
from millie.rules.millimemory.labels import LABELS
from millie.rules.millimemory.policies import POLICIES
from millie.rules.millimemory.state import PHASES, State

SLUG = "millimemory"


class Engine(Kernel[State]):
    """Millimemory's rules on the kernel (rules/kernel.py): the moves of a round, what
    each seat sees, and the prediction timer (Q6)."""

    min_players, max_players = MIN_PLAYERS, MAX_PLAYERS  # Q4
    moves: ClassVar[Mapping[str, Move]] = {"predict": engine.predict, "skip": engine.skip}
    timer_options = ("prediction_seconds",)
    join_fields = ("colour",)
    phases = PHASES

    check_join = staticmethod(engine.check_join)  # Q4: a colour of one's own
    begin = staticmethod(engine.begin)  # Q5
    check = staticmethod(engine.check)  # Q8: the playoff's; the card on the table
    waiting = staticmethod(decisions.waiting)
    offered = staticmethod(decisions.legal_actions)
    labels = LABELS
    seats_offered = staticmethod(decisions.seats_offered)
    view = staticmethod(seen.view)
    score = staticmethod(seen.score)
    timed = staticmethod(timers.timed)  # Q6
    act_for = staticmethod(timers.act_for)

    def new_game(self, options: dict[str, Any], seed: int) -> State:
        state = super().new_game(options, seed)
        state.single_winner = bool(options.get("single_winner", False))
        return state

    def scores(self, state: State) -> list[int]:
        return [p.score for p in state.players]

    def standing(self, state: State) -> list[Any]:
        """Q8, Q10: the winners share the first place (all who reached 10 win alike);
        the others by their points."""
        won = set(state.winners)
        return [(s in won, 0 if s in won else p.score) for s, p in enumerate(state.players)]


ENGINE = Engine()

GAME = Game(
    slug=SLUG,
    title="Millimemory",
    description="Millimemory: guess the length of everyday objects in millimetres.",
    engine=ENGINE,
    min_players=Engine.min_players,
    max_players=Engine.max_players,
    options=actions.OPTIONS,
    join=actions.JOIN,
    actions=actions.ACTIONS,
    decisions=actions.DECISIONS,
    refusals=actions.REFUSALS,
    policies=POLICIES,
    schemas=schema_data(__name__),
    table=package_folder(__name__, "table"),
    rules=package_file(__name__, "rules.md"),
    join_codes=("colour_taken",),
    start_codes=(),
)

# The engine's surface as functions of the package (the rulings' tests call them).
new_game, start, status = ENGINE.new_game, ENGINE.start, ENGINE.status
pending, legal_actions = ENGINE.pending, ENGINE.legal_actions
host_actions, join_actions = ENGINE.host_actions, ENGINE.join_actions
apply, view, score, result = ENGINE.apply, ENGINE.view, ENGINE.score, ENGINE.result
deadlines, expire = ENGINE.deadlines, ENGINE.expire
to_dict, from_dict = ENGINE.to_dict, ENGINE.from_dict


def join(state: State, name: str, colour: str) -> tuple[int, list[Event]]:
    """Seat a player with a colour of their own (Q4)."""
    return ENGINE.join(state, {"name": name, "colour": colour})


__all__ = [
    "GAME",
    "SLUG",
    "State",
    "apply",
    "deadlines",
    "expire",
    "from_dict",
    "host_actions",
    "join",
    "join_actions",
    "legal_actions",
    "new_game",
    "pending",
    "result",
    "score",
    "start",
    "status",
    "to_dict",
    "view",
]
