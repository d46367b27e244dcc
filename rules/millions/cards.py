"""The card data of Aunt Millie's Millions (M1, M2, M3), loaded once from cards.json."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

CHARACTERS = (
    "Archibald",
    "Bernice",
    "Claire",
    "Dmitri",
    "Eugenia",
    "Felix",
    "Gertrude",
    "Horace",
)
"""M3: the eight characters, in precedence order."""

COLOURS = ("purple", "yellow", "red", "blue", "green")


@dataclass(frozen=True)
class EstateCard:
    id: str
    kind: str  # "item", "steal" or "reappraise"
    name: str
    colour: str | None = None
    value: int | None = None  # printed value; None on an item is "$?"

    def face(self) -> dict[str, Any]:
        """The card as everyone sees it once it is turned over."""
        if self.kind == "item":
            return {
                "id": self.id,
                "kind": self.kind,
                "name": self.name,
                "colour": self.colour,
                "value": self.value,
            }
        return {"id": self.id, "kind": self.kind, "name": self.name}


def _load() -> tuple[dict[str, EstateCard], dict[str, int]]:
    raw = json.loads((Path(__file__).parent / "cards.json").read_text())
    estate = {c["id"]: EstateCard(**c) for c in raw["estate"]}
    appraisals = {a["id"]: int(a["value"]) for a in raw["appraisals"]}
    return estate, appraisals


ESTATE, APPRAISALS = _load()
"""Every estate card by id, and every appraisal card's value by id."""
