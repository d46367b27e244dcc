"""The question cards of Millimemory (Q1), loaded once from cards.json, and the bands (Q2)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

COLOURS = ("blue", "rose", "gold", "green", "purple", "orange")
"""Q4: the six player colours."""

DEFAULT_BANDS = (
    # (band, points, absolute floor in mm, share of the answer): Q2
    ("excellent", 4, 1.0, 0.05),
    ("good", 2, 3.0, 0.12),
    ("close", 1, 5.0, 0.25),
)
MISS_POINTS = -1


@dataclass(frozen=True)
class Question:
    id: str
    object: str
    part: str
    mm: float
    source: str
    prompt: str
    bands: tuple[tuple[str, int, float, float], ...] = DEFAULT_BANDS

    def face(self) -> dict[str, Any]:
        """The card as revealed at the start of a round: the answer stays hidden (Q5).

        The object's own name is left out until the answer: some names carry the answer
        (a CR2032 cell is 20 mm across); the prompt names the object without it.
        """
        return {"id": self.id, "prompt": self.prompt, "part": self.part}

    def answered(self) -> dict[str, Any]:
        """The card once its answer is revealed."""
        return {**self.face(), "object": self.object, "mm": self.mm, "source": self.source}

    def band(self, guess: float) -> tuple[str, int]:
        """Q2: the band a guess falls in, and its points; a guess on an edge is inside."""
        error = abs(guess - self.mm)
        for name, points, floor, share in self.bands:
            # Compare in tenths of a millimetre so that 5% of 85.6 edges are exact.
            if round(error * 10) <= round(max(floor, share * self.mm) * 10, 6):
                return name, points
        return "miss", MISS_POINTS


def _load() -> dict[str, Question]:
    raw = json.loads((Path(__file__).parent / "cards.json").read_text())
    cards = {}
    for c in raw["cards"]:
        bands = tuple(tuple(b) for b in c.pop("bands", DEFAULT_BANDS))
        cards[c["id"]] = Question(**c, bands=bands)
    return cards


QUESTIONS = _load()
"""Every question card by id, in the data file's order."""
