"""Millimemory (rulings Q1-Q10, docs/rulings.md): the engine's public surface,
and the game's declaration (`GAME`, registered in the entry-point group millie.games)."""

from typing import Any

from millie.rules.game import Event, Game, NotAllowed
from millie.rules.millimemory import actions
from millie.rules.millimemory.engine import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    State,
    apply,
    from_dict,
    join,
    new_game,
    start,
    status,
    to_dict,
)
from millie.rules.millimemory.timers import deadlines, expire
from millie.rules.millimemory.view import (
    host_actions,
    join_actions,
    legal_actions,
    pending,
    score,
    view,
)

SLUG = "millimemory"


class Engine:
    """The engine's surface as rules/game.py's GameEngine (mypy checks it there)."""

    new_game = staticmethod(new_game)
    start = staticmethod(start)
    status = staticmethod(status)
    pending = staticmethod(pending)
    legal_actions = staticmethod(legal_actions)
    host_actions = staticmethod(host_actions)
    join_actions = staticmethod(join_actions)
    view = staticmethod(view)
    score = staticmethod(score)
    deadlines = staticmethod(deadlines)
    expire = staticmethod(expire)
    to_dict = staticmethod(to_dict)
    from_dict = staticmethod(from_dict)

    @staticmethod
    def join(state: State, fields: dict[str, Any]) -> tuple[int, list[Event]]:
        return join(state, fields["name"], fields["colour"])

    @staticmethod
    def apply(state: State, seat: int | None, action: str, body: dict[str, Any]) -> list[Event]:
        if seat is None:
            raise NotAllowed("not_a_player", "Only a seated player can act.")
        return apply(state, seat, action, body)


GAME = Game(
    slug=SLUG,
    title="Millimemory",
    description="Millimemory: guess the length of everyday objects in millimetres.",
    engine=Engine(),
    min_players=MIN_PLAYERS,  # Q4
    max_players=MAX_PLAYERS,
    options=actions.OPTIONS,
    join=actions.JOIN,
    actions=actions.ACTIONS,
    decisions=actions.DECISIONS,
    refusals=actions.REFUSALS,
    join_codes=("colour_taken",),
    start_codes=(),
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
    "score",
    "start",
    "status",
    "to_dict",
    "view",
]
