"""How bots choose their moves: the client's face of the `policies` package.

The policies themselves (and how each plays) live in `policies/`, shared with the
server; they read the JSON the API sends. Here each is wrapped for `SeatBot`, which
holds the generated client's models: the wrapper hands the policy `to_dict()` of the
view, of each legal action and of each event, and maps the entry chosen back to the
`LegalAction` it came from.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from millie_client.models import Event

from millie import policies
from millie_bots.seat import LegalAction, Policy


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
        # An entry with its `free` fields filled in, as the game's own model.
        return type(actions[0]).from_dict(chosen)


class RandomPolicy(Adapted):
    def __init__(self, rng: random.Random | None = None) -> None:
        super().__init__(policies.RandomPolicy(rng))


class GreedyPolicy(Adapted):
    """Aunt Millie's Millions, for money (policies.GreedyPolicy)."""

    def __init__(self, rng: random.Random | None = None) -> None:
        super().__init__(policies.GreedyPolicy(rng=rng or random.Random()))


class EstimatorPolicy(Adapted):
    """Millimemory, knowing the answers but off by `error` (policies.EstimatorPolicy)."""

    def __init__(
        self, answers: dict[str, float], error: float = 0.10, rng: random.Random | None = None
    ) -> None:
        super().__init__(policies.EstimatorPolicy(answers, error, rng or random.Random()))


class LivingGreedyPolicy(Adapted):
    """Morbid Living: a household first, then cash (policies.LivingGreedyPolicy)."""

    def __init__(self) -> None:
        super().__init__(policies.LivingGreedyPolicy())


def random_bot(rng: random.Random) -> RandomPolicy:
    return RandomPolicy(rng)


def greedy_bot(rng: random.Random) -> GreedyPolicy:
    return GreedyPolicy(rng)


POLICIES: dict[str, Callable[[random.Random], Policy]] = {
    "random": random_bot,
    "greedy": greedy_bot,
}
"""Every bot by name: each takes a random generator (for its choices and what it says)."""
