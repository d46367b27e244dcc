"""How bots choose their moves: the client's face of the `policies` package.

The policies themselves live with their games (each game's declaration, `Game.policies`,
found through the installed games' entry points `millie.games`) and in `policies/` (the
random one, for any game); they read the JSON the API sends. Here each is wrapped for
`SeatBot`, which holds the generated client's models: the wrapper hands the policy
`to_dict()` of the view, of each legal action and of each event, and maps the entry
chosen back to the `LegalAction` it came from.
"""

from __future__ import annotations

import random
from functools import cache
from importlib.metadata import entry_points
from typing import Any

from millie_client.models import Event

from millie import policies
from millie_bots.seat import LegalAction

GROUP = "millie.games"  # where every game registers its declaration


class Adapted:
    """A policy of `policies`, fed the client's models as the JSON they came from."""

    def __init__(self, policy: policies.Policy) -> None:
        self.policy = policy
        self.name = policy.name

    def observe(self, event: Event) -> None:
        self.policy.observe(event.to_dict())

    def choose(self, view: Any, actions: list[LegalAction]) -> LegalAction:
        entries = [a.to_dict() for a in actions]
        chosen = self.policy.choose(view.to_dict(), entries)
        for action, entry in zip(actions, entries, strict=True):
            if chosen is entry:
                return action
        # An entry with its `free` fields filled in, as the game's own model of an entry.
        chosen_action: LegalAction = type(actions[0]).from_dict(chosen)  # type: ignore[attr-defined]
        return chosen_action


class RandomPolicy(Adapted):
    """Any legal action, as given, in any game."""

    def __init__(self, rng: random.Random | None = None) -> None:
        super().__init__(policies.RandomPolicy(rng))


@cache
def installed() -> dict[str, policies.Declared]:
    """The declarations of the games installed here, by slug (their entry points)."""
    games: dict[str, policies.Declared] = {}
    for point in entry_points(group=GROUP):
        game = point.load()
        games[game.slug] = game
    return games


def _game(game_slug: str) -> policies.Declared:
    game = installed().get(game_slug)
    if game is None:
        raise ValueError(f"no game {game_slug!r} is installed; installed: {', '.join(installed())}")
    return game


def names(game_slug: str) -> tuple[str, ...]:
    """The policies a game offers, the weakest first."""
    return policies.names(_game(game_slug))


def make(game_slug: str, name: str, rng: random.Random) -> Adapted:
    """A fresh bot of policy `name` for a game of type `game_slug`, drawing from `rng`."""
    return Adapted(policies.make(_game(game_slug), name, rng))
