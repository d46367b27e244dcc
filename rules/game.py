"""What every game engine shares: events, refusals and the seeded shuffle.

An engine is a module with one surface (new_game, join, start, status, pending,
legal_actions, apply, view, score, expire, deadlines, to_dict, from_dict); this module holds
the few types they all speak, so the API layer can be written once for every game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, TypeGuard

MAX_SEED = 2**53 - 1  # G1: a game's seed, 0 to this (it survives a JavaScript number)


@dataclass(slots=True)
class Event:
    """Something that happened, told to everyone; `secret` is told to seat `secret_to` only.

    Keeping the secret part inside the public event (rather than as a separate private
    event) means sequence numbers have no gaps that would hint at hidden happenings.
    """

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    secret: dict[str, Any] | None = None
    secret_to: int | None = None


class Refusal(Exception):
    """An action the engine will not apply; the state is left untouched by the caller."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail


class IllegalAction(Refusal):
    """The move is not legal in the current state (HTTP 409)."""


class NotAllowed(Refusal):
    """The caller's seat may not make this move at all (HTTP 403)."""


class Unknown(Refusal):
    """The move names a thing (a squabble, say) the game has never had (HTTP 404)."""


class InvalidInput(Refusal):
    """The move names something that does not exist in this game (HTTP 422)."""


def shuffled(seed: int, position: int, items: list[str]) -> list[str]:
    """A copy of `items` shuffled by the game's generator at `position` (G1).

    Each shuffle derives its own generator from the game seed and a counter kept in the
    state, so seed + actions replay exactly and the stored state stays small.
    """
    out = list(items)
    random.Random(f"{seed}:{position}").shuffle(out)
    return out


def is_int(value: Any) -> TypeGuard[int]:
    """A seat, slot or count: an int, and not a bool (JSON's true is no seat)."""
    return isinstance(value, int) and not isinstance(value, bool)
