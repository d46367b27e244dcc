"""Morbid Living (rulings L1-L15 and L14a, docs/rulings.md): the engine's public surface."""

from rules.morbid_living.engine import (
    State,
    apply,
    from_dict,
    join,
    new_game,
    start,
    status,
    to_dict,
)
from rules.morbid_living.timers import deadlines, expire
from rules.morbid_living.view import host_actions, join_actions, legal_actions, pending, score, view

SLUG = "morbid-living"

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
