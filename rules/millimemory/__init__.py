"""Millimemory (rulings Q1-Q10, docs/rulings.md): the engine's public surface."""

from rules.millimemory.engine import (
    State,
    apply,
    from_dict,
    join,
    new_game,
    start,
    status,
    to_dict,
)
from rules.millimemory.timers import deadlines, expire
from rules.millimemory.view import host_actions, join_actions, legal_actions, pending, score, view

SLUG = "millimemory"

__all__ = [
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
