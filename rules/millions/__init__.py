"""Aunt Millie's Millions (rulings M1-M22, docs/rulings.md): the engine on the kernel,
and the game's declaration (`GAME`, registered in the entry-point group millie.games)."""

from collections.abc import Mapping
from typing import Any, ClassVar

from millie.rules.game import Event, Game, package_file, package_folder, schema_data
from millie.rules.kernel import Kernel, Move
from millie.rules.millions import actions, decisions, engine, timers
from millie.rules.millions import view as seen
from millie.rules.millions.engine import MAX_PLAYERS, MIN_PLAYERS, on_squabble
from millie.rules.millions.labels import LABELS
from millie.rules.millions.policies import POLICIES
from millie.rules.millions.state import PHASES, State

SLUG = "millions"


class Engine(Kernel[State]):
    """Aunt Millie's Millions' rules on the kernel (rules/kernel.py): the moves of a
    round and of its squabbles, what each seat sees (M20), and the timers (M21, M22)."""

    min_players, max_players = MIN_PLAYERS, MAX_PLAYERS  # M4
    players_because = "a squabble needs a judge who is not in it"
    moves: ClassVar[Mapping[str, Move]] = {
        "flip": engine.flip,
        "claim": engine.claim,
        "steal": engine.steal,
        "reappraise": engine.reappraise,
        "judge": on_squabble(engine.name_judge),
        "story": on_squabble(engine.tell_story),
        "question": on_squabble(engine.ask),
        "answer": on_squabble(engine.answer),
        "verdict": on_squabble(engine.verdict),
    }
    join_fields = ("character", "intro")
    phases = PHASES

    check_join = staticmethod(engine.check_join)  # M3, M5
    begin = staticmethod(engine.begin)  # M5
    waiting = staticmethod(decisions.waiting)
    offered = staticmethod(decisions.legal_actions)
    labels = LABELS
    seats_offered = staticmethod(decisions.seats_offered)  # M3: one per free character
    view = staticmethod(seen.view)  # M20
    score = staticmethod(seen.score)
    timed = staticmethod(timers.timed)  # M21, M22
    act_for = staticmethod(timers.act_for)

    def new_game(self, options: dict[str, Any], seed: int) -> State:
        state = super().new_game(options, seed)
        state.face_up_rows = bool(options.get("face_up_rows", False))
        state.timers = engine.timers_of(options)  # M21, M22
        return state

    def scores(self, state: State) -> list[int]:
        """M16, M19: each seat's total."""
        return [t["total"] for t in engine.totals(state)]


ENGINE = Engine()

GAME = Game(
    slug=SLUG,
    title="Aunt Millie's Millions",
    description="Aunt Millie's Millions: flip, race to claim, steal, reappraise, squabble.",
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
    join_codes=("character_taken",),
    people_decide=("flip",),  # the people at the table say "One, Two, Three... Flip!"
)

# The engine's surface as functions of the package (the rulings' tests call them).
new_game, start, status = ENGINE.new_game, ENGINE.start, ENGINE.status
pending, legal_actions = ENGINE.pending, ENGINE.legal_actions
host_actions, join_actions = ENGINE.host_actions, ENGINE.join_actions
view, score, result = ENGINE.view, ENGINE.score, ENGINE.result
deadlines, expire = ENGINE.deadlines, ENGINE.expire
to_dict, from_dict = ENGINE.to_dict, ENGINE.from_dict


def join(state: State, name: str, character: str, intro: str = "") -> tuple[int, list[Event]]:
    """Seat a player with a character of their own (M3) and their introduction (M5)."""
    return ENGINE.join(state, {"name": name, "character": character, "intro": intro})


def apply(
    state: State, seat: int | None, action: str, body: dict[str, Any], squabble: int | None = None
) -> list[Event]:
    """A move; a squabble's number may come apart from the body, as the path's {n}."""
    return ENGINE.apply(
        state, seat, action, body if squabble is None else {**body, "squabble": squabble}
    )


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
