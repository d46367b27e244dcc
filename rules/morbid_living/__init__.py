"""Morbid Living (rulings L1-L15 and L14a, docs/rulings.md): the engine on the kernel,
and the game's declaration (`GAME`, registered in the entry-point group millie.games)."""

from collections.abc import Mapping
from typing import Any, ClassVar

from millie.rules.game import Event, Game, package_file, package_folder, schema_data
from millie.rules.kernel import Kernel, Move
from millie.rules.morbid_living import actions, decisions, engine, timers
from millie.rules.morbid_living import view as seen
from millie.rules.morbid_living.engine import MAX_PLAYERS, MIN_PLAYERS, essentials, net_worth
from millie.rules.morbid_living.labels import LABELS
from millie.rules.morbid_living.policies import POLICIES
from millie.rules.morbid_living.state import DEFAULT_MAX_TURNS, LEGACY_MAX_TURNS, PHASES, State

SLUG = "morbid-living"


class Engine(Kernel[State]):
    """Morbid Living's rules on the kernel (rules/kernel.py): the moves of a turn, what
    everyone sees, and the turn timer."""

    min_players, max_players = MIN_PLAYERS, MAX_PLAYERS  # L6
    moves: ClassVar[Mapping[str, Move]] = {
        "draw": engine.draw,
        "buy": engine.buy,
        "pass": engine.pass_card,
        "steal": engine.steal,
        "sell": engine.sell,
        "discard": engine.discard,
        "pay": engine.pay,
        "end-turn": engine.end_turn,
    }
    timer_options = ("turn_seconds",)
    join_fields = ("auto_end",)
    phases = PHASES
    begin = staticmethod(engine.begin)  # L7
    check = staticmethod(engine.check)  # every move is the turn's player's
    waiting = staticmethod(decisions.waiting)
    offered = staticmethod(decisions.legal_actions)
    labels = LABELS
    view = staticmethod(seen.view)
    score = staticmethod(seen.score)
    timed = staticmethod(timers.timed)  # the option turn_seconds
    act_for = staticmethod(timers.act_for)

    def new_game(self, options: dict[str, Any], seed: int) -> State:
        state = super().new_game(options, seed)
        state.start_seat = int(options.get("start_seat", 0))
        state.max_turns = int(options.get("max_turns", DEFAULT_MAX_TURNS))  # L14a
        return state

    def apply(
        self, state: State, seat: int | None, action: str, body: dict[str, Any]
    ) -> list[Event]:
        events = super().apply(state, seat, action, body)
        assert seat is not None  # the kernel refused a call without a seat
        return events + engine.auto_end(state, seat)

    def scores(self, state: State) -> list[int]:
        return [net_worth(p) for p in state.players]

    def standing(self, state: State) -> list[Any]:
        """L15: most essential items, then the highest net worth; still tied: shared."""
        return [(essentials(p), net_worth(p)) for p in state.players]

    def from_dict(self, doc: dict[str, Any]) -> State:
        """A game stored before `max_turns` existed keeps the bound it had (L14a)."""
        return super().from_dict({"max_turns": LEGACY_MAX_TURNS, **doc})


ENGINE = Engine()

GAME = Game(
    slug=SLUG,
    title="Morbid Living",
    description="Morbid Living: a turn-based money game of necessities, steals and bad luck.",
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
    join_codes=(),
    start_codes=("bad_start_seat",),
)

# The engine's surface as functions of the package (the rulings' tests call them).
new_game, start, status = ENGINE.new_game, ENGINE.start, ENGINE.status
pending, legal_actions = ENGINE.pending, ENGINE.legal_actions
host_actions, join_actions = ENGINE.host_actions, ENGINE.join_actions
apply, view, score, result = ENGINE.apply, ENGINE.view, ENGINE.score, ENGINE.result
deadlines, expire = ENGINE.deadlines, ENGINE.expire
to_dict, from_dict = ENGINE.to_dict, ENGINE.from_dict


def join(state: State, name: str, auto_end: bool = False) -> tuple[int, list[Event]]:
    """L6, L7: two to six players, seated clockwise in joining order."""
    return ENGINE.join(state, {"name": name, "auto_end": auto_end})


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
