"""How bots choose their moves.

Millimemory: `RandomPolicy` sends any legal action as given (its example lengths);
`EstimatorPolicy` knows the answers and is off by a fixed share (a test opponent whose
strength is known in advance: with a 10% error it lands in Good or Excellent).

Aunt Millie's Millions:

`RandomPolicy` picks any legal action. `GreedyPolicy` plays for money, by these rules:
- claim the card worth most to it: an Item's value (printed, or the appraisal deck's mean
  for "$?") less the item of that colour it would have to give to Charity, halved when
  another character already stands on it (a squabble is a coin toss); a Steal is worth
  the best item it knows an opponent holds; a Reappraise what the deck's mean would add
  to its weakest item;
- steal the most valuable item it knows of (it follows every reveal in the event log),
  never one that would cost it more than it gains; decline when nothing gains;
- reappraise its weakest item when the deck's mean is worth more, else decline;
- as a selector, name the lowest-numbered eligible judge;
- as a judge, ask nothing and award the item by a stated rule: the longer story wins,
  and on equal lengths the squabbler who is not the selector.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from millie_client.models import Event, LegalAction, MillionsView, Slot
from millie_client.types import UNSET

from millie_bots.seat import Policy

APPRAISAL_VALUES = (0, 2500, 5000, 7500, 10000, 15000, 20000, 25000, 30000, 37500, 45000, 52500)
MEAN_APPRAISAL = sum(APPRAISAL_VALUES) / len(APPRAISAL_VALUES)


class RandomPolicy:
    name = "random"

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng or random.Random()

    def observe(self, event: Event) -> None:
        pass

    def choose(self, view: MillionsView, actions: list[LegalAction]) -> LegalAction:
        return self.rng.choice(actions)


@dataclass
class Known:
    """An item the bot knows to be in a row: its face, and whether it is appraised."""

    card: dict[str, Any]
    appraised: bool = False

    @property
    def value(self) -> float:
        if self.appraised or self.card.get("value") is None:
            return MEAN_APPRAISAL if self.appraised else 0.0
        return float(self.card["value"])


@dataclass
class GreedyPolicy:
    name: str = "greedy"
    rows: dict[int, list[Known]] = field(default_factory=dict)

    # --- following the table ------------------------------------------------------

    def observe(self, event: Event) -> None:
        """Keep every row as the event log reveals it (M10, M11, M13 reveal cards)."""
        data = event.data.additional_properties
        kind = event.kind
        if kind == "item_won":
            self.rows.setdefault(data["seat"], []).append(Known(data["card"]))
        elif kind == "discarded":
            self._remove(data["seat"], data["slot"])
        elif kind == "stolen":
            taken = self._remove(data["victim"], data["slot"])
            appraised = bool(data.get("appraised")) or (taken is not None and taken.appraised)
            self.rows.setdefault(data["seat"], []).append(Known(data["card"], appraised))
        elif kind in ("appraised", "reappraised"):
            row = self.rows.get(data["seat"], [])
            if 1 <= data["slot"] <= len(row) and (kind == "reappraised" or data.get("drawn")):
                row[data["slot"] - 1].appraised = True

    def _remove(self, seat: int, slot: int) -> Known | None:
        row = self.rows.get(seat, [])
        return row.pop(slot - 1) if 1 <= slot <= len(row) else None

    # --- choosing ---------------------------------------------------------------------

    def choose(self, view: MillionsView, actions: list[LegalAction]) -> LegalAction:
        kind = actions[0].action.value
        if kind == "claim":
            return max(actions, key=lambda a: self._claim_gain(view, a.body.card))
        if kind == "steal":
            return self._best_steal(view, actions)
        if kind == "reappraise":
            return self._best_reappraisal(view, actions)
        if kind == "judge":
            return min(actions, key=lambda a: int(a.body.judge))  # type: ignore[arg-type]
        if kind in ("question", "verdict"):
            return self._verdict(view, actions)
        return actions[0]  # flip, story, answer: the entry as given

    def _own_slots(self, view: MillionsView) -> list[Slot]:
        own = next(r for r in view.rows if r.seat == view.you)
        return list(own.slots or [])

    def _own_value(self, slot: Slot) -> float:
        return float(slot.value) if isinstance(slot.value, int) else 0.0

    def _colour_loss(self, view: MillionsView, colour: Any) -> float:
        for slot in self._own_slots(view):
            if slot.card.colour is not UNSET and slot.card.colour == colour:
                return self._own_value(slot)
        return 0.0

    def _claim_gain(self, view: MillionsView, card_id: Any) -> float:
        entry = next(t for t in view.table if t.card.id == card_id)
        card = entry.card
        if card.kind.value == "item":
            value = MEAN_APPRAISAL if card.value in (None, UNSET) else float(card.value)  # type: ignore[arg-type]
            gain = value - self._colour_loss(view, card.colour)
            return gain / 2 if entry.claimants else gain
        if card.kind.value == "steal":
            known = [k.value for seat, row in self.rows.items() if seat != view.you for k in row]
            return 0.9 * max(known, default=0.0)
        own = [self._own_value(s) for s in self._own_slots(view)]
        return max(0.0, MEAN_APPRAISAL - min(own)) if own else 0.0

    def _best_steal(self, view: MillionsView, actions: list[LegalAction]) -> LegalAction:
        def gain(action: LegalAction) -> float:
            if action.body.decline is True:
                return 0.0
            row = self.rows.get(int(action.body.victim), [])  # type: ignore[arg-type]
            slot = action.body.slot
            if slot is UNSET:  # the vault's Steal takes the victim's best item
                known = max(row, key=lambda k: k.value, default=None)
            else:
                known = row[slot - 1] if 1 <= slot <= len(row) else None  # type: ignore[operator]
            if known is None:
                return MEAN_APPRAISAL / 4  # an unknown item: some value, likely
            return known.value - self._colour_loss(view, known.card.get("colour"))

        return max(actions, key=gain)

    def _best_reappraisal(self, view: MillionsView, actions: list[LegalAction]) -> LegalAction:
        slots = self._own_slots(view)

        def gain(action: LegalAction) -> float:
            if action.body.decline is True:
                return 0.0
            slot = slots[action.body.slot - 1]  # type: ignore[operator]
            return MEAN_APPRAISAL - self._own_value(slot)

        return max(actions, key=gain)

    def _verdict(self, view: MillionsView, actions: list[LegalAction]) -> LegalAction:
        """The longer story wins; on equal lengths, the squabbler who is not the selector."""
        verdicts = [a for a in actions if a.action.value == "verdict"]
        if not verdicts:
            return actions[0]
        squabble = next(s for s in view.squabbles if s.number == verdicts[0].squabble)
        told = {e.seat: len(e.text) for e in squabble.transcript if e.kind.value == "story"}

        def merit(action: LegalAction) -> tuple[int, bool]:
            seat = int(action.body.winner)  # type: ignore[arg-type]
            return told.get(seat, 0), seat != squabble.selector

        return max(verdicts, key=merit)


@dataclass
class EstimatorPolicy:
    """Millimemory: predicts the answer times (1 +/- error), the sign drawn at random."""

    answers: dict[str, float]
    error: float = 0.10
    rng: random.Random = field(default_factory=random.Random)
    name: str = "estimator"

    def observe(self, event: Event) -> None:
        pass

    def choose(self, view: Any, actions: list[LegalAction]) -> LegalAction:
        guesses = [a for a in actions if a.action.value == "predict"]
        card = view.card.id if view.card is not None else None
        if not guesses or card not in self.answers:
            return self.rng.choice(actions)
        sign = self.rng.choice((-1, 1))
        mm = min(300.0, max(0.0, round(self.answers[card] * (1 + sign * self.error), 1)))
        entry = LegalAction.from_dict(guesses[0].to_dict())
        entry.body.mm = mm
        return entry


@dataclass
class LivingGreedyPolicy:
    """Morbid Living: builds a residence, a job and a vehicle, then hoards cash.

    - take the discard's necessity only if it fills a kind it lacks, else draw;
    - buy a necessity of a kind it lacks (cash first, then a credit card), a better job
      than its own, or an income-paying card it can pay in cash; pass the rest;
    - steal what is worth most: a card of a kind it lacks first, else money;
    - over a limit, sell the cheapest card (a job: discard the lowest salary);
    - owing money, pay by credit card if it holds one, else sell its cheapest card;
    - never sell otherwise; end the turn when nothing is left to decide.
    """

    name: str = "greedy"

    def observe(self, event: Event) -> None:
        pass

    def choose(self, view: Any, actions: list[LegalAction]) -> LegalAction:
        me = next(s for s in view.seats if s.seat == view.you)
        kinds = {c.kind.value for c in me.cards}
        by_kind: dict[str, list[LegalAction]] = {}
        for a in actions:
            by_kind.setdefault(a.action.value, []).append(a)

        def first(kind: str, **fields: Any) -> LegalAction | None:
            for a in by_kind.get(kind, []):
                body = a.body.to_dict()
                if all(body.get(k) == v for k, v in fields.items()):
                    return a
            return None

        if "draw" in by_kind:
            top = view.discard_top
            if top is not None and top.kind.value not in kinds:
                choice = first("draw", source="discard") or first(
                    "draw", source="discard", credit=True
                )
                if choice:
                    return choice
            return first("draw", source="deck") or actions[0]
        if "buy" in by_kind or ("pass" in by_kind and "steal" not in by_kind):
            card = view.drawn
            wanted = card.kind.value not in kinds
            if card.kind.value == "job" and not wanted:
                salaries = [c.salary for c in me.cards if c.kind.value == "job"]
                wanted = card.salary > max(salaries)
            if not wanted and card.kind.value != "job" and card.income:
                wanted = me.cash >= card.price
            buy = first("buy") or (first("buy", credit=True) if wanted else None)
            return buy if wanted and buy else by_kind["pass"][0]
        if "steal" in by_kind:
            return max(by_kind["steal"], key=lambda a: self._steal_value(view, a, kinds))
        if "discard" in by_kind:  # over a limit
            if "sell" in by_kind:
                return min(by_kind["sell"], key=lambda a: self._price(me, a.body.card))
            return min(by_kind["discard"], key=lambda a: self._salary(me, a.body.card))
        if "pay" in by_kind or view.phase.value == "pay":
            credit = first("pay", credit=True)
            if credit:
                return credit
            if "sell" in by_kind:
                return min(by_kind["sell"], key=lambda a: self._price(me, a.body.card))
            return by_kind["pay"][0]
        return first("end-turn") or actions[0]

    @staticmethod
    def _price(me: Any, card: Any) -> int:
        return next((c.price for c in me.cards if c.id == card), 0)

    @staticmethod
    def _salary(me: Any, card: Any) -> int:
        return next((c.salary for c in me.cards if c.id == card), 0)

    @staticmethod
    def _steal_value(view: Any, action: LegalAction, kinds: set[str]) -> float:
        body = action.body.to_dict()
        if body.get("decline"):
            return 0.0
        victim = next(s for s in view.seats if s.seat == body["victim"])
        if "card" not in body:
            return float(min(victim.cash, view.drawn.amount or 0))
        card = next(c for c in victim.cards if c.id == body["card"])
        worth = float(card.price or 3 * (card.salary or 0))
        return worth * (2 if card.kind.value not in kinds else 0.5)


def random_bot(rng: random.Random) -> RandomPolicy:
    return RandomPolicy(rng)


def greedy_bot(_rng: random.Random) -> GreedyPolicy:
    return GreedyPolicy()


POLICIES: dict[str, Callable[[random.Random], Policy]] = {
    "random": random_bot,
    "greedy": greedy_bot,
}
"""Every bot by name: each takes a random generator (the greedy bot needs none)."""
