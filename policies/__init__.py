"""How bots choose their moves: what every game's policies share, for the client bots and
the server.

A policy reads the game as the HTTP API sends it, as plain JSON-shaped dicts (the
standard library only, like rules/; it never imports rules/, api/ or clients/):
`observe(event)` takes each event of GET .../events (`seq`, `kind`, `data`, and
`secret` for its holder); `choose(view, actions)` takes the seat's view (GET
/v1/{type}/games/{id}) and its `legal_actions` entries, and returns one of those
entries as is, or, for an entry with `free` fields, a copy with them filled in.

Each game declares its own policies (`Game.policies`: name -> a maker given a
random.Random, the weakest first), in its own package; the random policy plays any game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from millie.policies.chance import RandomPolicy
from millie.policies.policy import Policy


class Declared(Protocol):
    """A game's declaration (rules/game.py `Game`), as far as its bots go."""

    @property
    def slug(self) -> str: ...

    @property
    def policies(self) -> Mapping[str, Callable[[random.Random], Any]]: ...


def names(game: Declared) -> tuple[str, ...]:
    """The policies a game offers, the weakest first: the random one, then its own."""
    return ("random", *(name for name in game.policies if name != "random"))


def make(game: Declared, name: str, rng: random.Random) -> Policy:
    """A fresh policy `name` for a game; `rng` is the policy's own generator.

    A game's own policy of that name comes first (Aunt Millie's random bot writes its
    squabble stories); the random policy plays any game.
    """
    made = game.policies.get(name)
    if made is not None:
        policy: Policy = made(rng)
        return policy
    if name == "random":
        return RandomPolicy(rng)
    raise ValueError(f"no policy {name!r} for {game.slug!r}; known: {', '.join(names(game))}")


__all__ = ["Declared", "Policy", "RandomPolicy", "make", "names"]
