"""The cards of Morbid Living (L1-L4), loaded once from cards.json."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

NECESSITIES = ("residence", "job", "vehicle")
SELLABLE = ("residence", "vehicle")
LIMITS = {"job": 1, "residence": 2, "vehicle": 2}  # L10


@dataclass(frozen=True)
class Card:
    id: str
    kind: str  # residence, job, vehicle, steal, credit, payday, numbered, specific, bankrupt
    name: str
    text: str
    price: int = 0  # residences and vehicles
    income: int = 0  # paid on Pay Day to the holder (L1, L12)
    salary: int = 0  # jobs
    target: str | None = None  # steal cards: residence, vehicle, job or money
    amount: int = 0  # money steals; specific cards (> 0 collect, < 0 pay)
    die: tuple[tuple[int, str], ...] = ()  # numbered cards: rolls 1..6

    def face(self) -> dict[str, Any]:
        """The card as everyone sees it: cards are read aloud and lie face up (L8)."""
        out: dict[str, Any] = {
            "id": self.id,
            "kind": self.kind,
            "name": self.name,
            "text": self.text,
        }
        if self.kind in SELLABLE:
            out |= {"price": self.price, "income": self.income}
        elif self.kind == "job":
            out["salary"] = self.salary
        elif self.kind == "steal":
            out["target"] = self.target
            if self.target == "money":
                out["amount"] = self.amount
        elif self.kind == "specific":
            out["amount"] = self.amount
        elif self.kind == "numbered":
            out["die"] = [
                {"roll": i + 1, "amount": a, "text": t} for i, (a, t) in enumerate(self.die)
            ]
        return out

    def sale_price(self) -> int:
        """L9: half the price, rounded up to the next $10,000."""
        return -(-self.price // 20000) * 10000


def _load() -> dict[str, Card]:
    raw = json.loads((Path(__file__).parent / "cards.json").read_text())
    cards = {}
    for c in raw["cards"]:
        die = tuple((int(row["amount"]), str(row["text"])) for row in c.pop("die", []))
        cards[c["id"]] = Card(**c, die=die)
    return cards


CARDS = _load()
"""Every card by id."""
