"""The random policy: any legal action, as given (its `free` fields hold examples), in any
game."""

from __future__ import annotations

import random
from typing import Any


class RandomPolicy:
    name = "random"

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng or random.Random()

    def observe(self, event: dict[str, Any]) -> None:
        pass

    def choose(self, view: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
        return self.rng.choice(actions)
