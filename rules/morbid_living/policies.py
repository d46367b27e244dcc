"""Morbid Living's bot policy (`GAME.policies`): the greedy one, which builds a household,
then hoards cash. Beside it, the random policy (policies/) picks any legal action."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

NEEDS = {"residence", "job", "vehicle"}
"""The necessity kinds a household needs (L14)."""


@dataclass
class LivingGreedyPolicy:
    """Morbid Living: builds a residence, a job and a vehicle, then hoards cash.

    - take the discard's necessity only if it fills a kind it lacks, else draw;
    - buy a necessity of a kind it lacks (cash first, then a credit card), a better job
      than its own, or an income-paying card it can pay in cash; pass the rest;
    - steal what is worth most: a card of a kind it lacks first, else money;
    - over a limit, sell the cheapest card (a job: discard the lowest salary);
    - owing an action card's payment its cash covers: pay cash while it still lacks a
      residence, a job or a vehicle (a credit card may buy one later), else use a
      credit card (L3: a holder always chooses);
    - owing more than its cash, pay by credit card if it holds one, else sell its
      cheapest card;
    - never sell otherwise; end the turn when nothing is left to decide.
    """

    name: str = "greedy"

    def observe(self, event: dict[str, Any]) -> None:
        pass

    def choose(self, view: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
        me = next(s for s in view["seats"] if s["seat"] == view["you"])
        kinds = {c["kind"] for c in me["cards"]}
        by_kind: dict[str, list[dict[str, Any]]] = {}
        for a in actions:
            by_kind.setdefault(a["action"], []).append(a)

        def first(kind: str, **fields: Any) -> dict[str, Any] | None:
            for a in by_kind.get(kind, []):
                if all(a["body"].get(k) == v for k, v in fields.items()):
                    return a
            return None

        if "draw" in by_kind:
            top = view.get("discard_top")
            if top is not None and top["kind"] not in kinds:
                choice = first("draw", source="discard") or first(
                    "draw", source="discard", credit=True
                )
                if choice:
                    return choice
            return first("draw", source="deck") or actions[0]
        if "buy" in by_kind or ("pass" in by_kind and "steal" not in by_kind):
            card = view["drawn"]
            wanted = card["kind"] not in kinds
            if card["kind"] == "job" and not wanted:
                salaries = [c["salary"] for c in me["cards"] if c["kind"] == "job"]
                wanted = card["salary"] > max(salaries)
            if not wanted and card["kind"] != "job" and card.get("income"):
                wanted = me["cash"] >= card["price"]
            buy = first("buy") or (first("buy", credit=True) if wanted else None)
            return buy if wanted and buy else by_kind["pass"][0]
        if "steal" in by_kind:
            return max(by_kind["steal"], key=lambda a: self._steal_value(view, a, kinds))
        if "discard" in by_kind:  # over a limit
            if "sell" in by_kind:
                return min(by_kind["sell"], key=lambda a: self._price(me, a["body"]["card"]))
            return min(by_kind["discard"], key=lambda a: self._salary(me, a["body"]["card"]))
        if "pay" in by_kind or view["phase"] == "pay":
            credit = first("pay", credit=True)
            cash = next((a for a in by_kind.get("pay", []) if not a["body"].get("credit")), None)
            if cash and me["cash"] >= view["owed"] and (not credit or NEEDS - kinds):
                return cash
            if credit:
                return credit
            if "sell" in by_kind:
                return min(by_kind["sell"], key=lambda a: self._price(me, a["body"]["card"]))
            return by_kind["pay"][0]
        return first("end-turn") or actions[0]

    @staticmethod
    def _price(me: dict[str, Any], card: str) -> int:
        return next((c.get("price") or 0 for c in me["cards"] if c["id"] == card), 0)

    @staticmethod
    def _salary(me: dict[str, Any], card: str) -> int:
        return next((c.get("salary") or 0 for c in me["cards"] if c["id"] == card), 0)

    @staticmethod
    def _steal_value(view: dict[str, Any], action: dict[str, Any], kinds: set[str]) -> float:
        body = action["body"]
        if body.get("decline"):
            return 0.0
        victim = next(s for s in view["seats"] if s["seat"] == body["victim"])
        if "card" not in body:
            return float(min(victim["cash"], view["drawn"].get("amount") or 0))
        card = next(c for c in victim["cards"] if c["id"] == body["card"])
        worth = float(card.get("price") or 3 * (card.get("salary") or 0))
        return worth * (2 if card["kind"] not in kinds else 0.5)


def greedy(rng: random.Random) -> LivingGreedyPolicy:
    """The greedy policy; it draws nothing at random."""
    return LivingGreedyPolicy()


POLICIES = {"greedy": greedy}
"""The game's policies by name (its declaration's `policies`); the random one is every
game's."""
