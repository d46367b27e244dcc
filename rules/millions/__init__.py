"""Aunt Millie's Millions (rulings M1-M21, docs/rulings.md): the engine's public surface."""

from rules.millions.decisions import host_actions, join_actions, legal_actions, pending
from rules.millions.engine import apply, join, new_game, start, status
from rules.millions.state import State, from_dict, to_dict
from rules.millions.timers import deadlines, expire
from rules.millions.view import score, view

SLUG = "millions"

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
