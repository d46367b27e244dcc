"""Millimemory's bot policy (`GAME.policies`): the estimator, a test opponent whose
strength is known in advance (with a 10% error it lands in Good or Excellent). Beside
it, the random policy (policies/) sends any legal action as given (its example lengths).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from millie.rules.millimemory.cards import QUESTIONS

MAX_MM = 300.0  # Q3: the largest prediction
ANSWERS = {card_id: question.mm for card_id, question in QUESTIONS.items()}
"""What the estimator knows: every card's answer in millimetres, by card id."""


@dataclass
class EstimatorPolicy:
    """Predicts the answer times (1 +/- error), the sign drawn at random."""

    answers: dict[str, float]
    error: float = 0.10
    rng: random.Random = field(default_factory=random.Random)
    name: str = "estimator"

    def observe(self, event: dict[str, Any]) -> None:
        pass

    def choose(self, view: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
        guesses = [a for a in actions if a["action"] == "predict"]
        card = (view.get("card") or {}).get("id")
        if not guesses or card not in self.answers:
            return self.rng.choice(actions)
        sign = self.rng.choice((-1, 1))
        mm = min(MAX_MM, max(0.0, round(self.answers[card] * (1 + sign * self.error), 1)))
        return {**guesses[0], "body": {**guesses[0]["body"], "mm": mm}}  # `free`: mm


def estimator(rng: random.Random) -> EstimatorPolicy:
    """The estimator off by 10%."""
    return EstimatorPolicy(dict(ANSWERS), 0.10, rng)


POLICIES = {"estimator": estimator}
"""The game's policies by name (its declaration's `policies`); the random one is every
game's."""
