"""The random policy: any legal action, as given, in any game; in an Aunt Millie's
squabble it writes its own story, question or answer (policies/squabble.py)."""

from __future__ import annotations

import random
from typing import Any

from millie.policies.squabble import speak


class RandomPolicy:
    name = "random"

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng or random.Random()

    def observe(self, event: dict[str, Any]) -> None:
        pass

    def choose(self, view: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
        return speak(view, self.rng.choice(actions), self.rng)
