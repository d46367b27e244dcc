"""Aunt Millie's Millions (rulings M1-M21, docs/rulings.md): the engine's public surface,
and the game's declaration (`GAME`, registered in the entry-point group millie.games)."""

from typing import Any

from millie.rules.game import Event, Game, NotAllowed
from millie.rules.millions import actions
from millie.rules.millions.decisions import host_actions, join_actions, legal_actions, pending
from millie.rules.millions.engine import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    apply,
    join,
    new_game,
    start,
    status,
)
from millie.rules.millions.state import State, from_dict, to_dict
from millie.rules.millions.timers import deadlines, expire
from millie.rules.millions.view import score, view

SLUG = "millions"


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
        return join(state, fields["name"], fields["character"], fields.get("intro", ""))

    @staticmethod
    def apply(state: State, seat: int | None, action: str, body: dict[str, Any]) -> list[Event]:
        """A squabble's number comes with the body, from the path's {n} (its key: squabble)."""
        if seat is None:
            raise NotAllowed("not_a_player", "Only a seated player can act.")
        return apply(state, seat, action, body, body.get("squabble"))


GAME = Game(
    slug=SLUG,
    title="Aunt Millie's Millions",
    description="Aunt Millie's Millions: flip, race to claim, steal, reappraise, squabble.",
    engine=Engine(),
    min_players=MIN_PLAYERS,  # M4
    max_players=MAX_PLAYERS,
    options=actions.OPTIONS,
    join=actions.JOIN,
    actions=actions.ACTIONS,
    decisions=actions.DECISIONS,
    refusals=actions.REFUSALS,
    join_codes=("character_taken",),
    people_decide=("flip",),  # the people at the table say "One, Two, Three... Flip!"
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
