"""Aunt Millie's Millions' bot policies (`GAME.policies`): on the API's JSON, like every
policy (policies/), and the weakest first.

`RandomPolicy` picks any legal action; in a squabble it tells its own story, question or
answer (rules/millions/speech.py). `GreedyPolicy` plays for money, by these rules:
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
  and on equal lengths the squabbler who is not the selector;
- as a squabbler, tell a story and answer a question made from the card and the question,
  drawn from its random generator, as the random policy does.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from millie.rules.millions.cards import APPRAISALS
from millie.rules.millions.speech import speak

MEAN_APPRAISAL = sum(APPRAISALS.values()) / len(APPRAISALS)  # M13: the deck's mean value


class RandomPolicy:
    """Any legal action, as given; in a squabble, with a text of its own (M14)."""

    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def observe(self, event: dict[str, Any]) -> None:
        pass

    def choose(self, view: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
        return speak(view, self.rng.choice(actions), self.rng)


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
    """Plays for money (the rules above)."""

    name: str = "greedy"
    rng: random.Random = field(default_factory=random.Random)  # what it says in squabbles
    rows: dict[int, list[Known]] = field(default_factory=dict)
    stolen: dict[str, bool] = field(default_factory=dict)  # card id -> appraised, in flight

    # --- following the table ------------------------------------------------------

    def observe(self, event: dict[str, Any]) -> None:
        """Keep every row as the event log reveals it (M10, M11, M13 reveal cards)."""
        data = event["data"]
        kind = event["kind"]
        if kind == "item_won":
            # A stolen card arrives here too, after "stolen" (and any "discarded"): it
            # keeps the appraisal it had in the victim's row.
            appraised = self.stolen.pop(data["card"]["id"], False)
            self.rows.setdefault(data["seat"], []).append(Known(data["card"], appraised))
        elif kind == "discarded":
            self._remove(data["seat"], data["slot"])
        elif kind == "stolen":
            taken = self._remove(data["victim"], data["slot"])
            appraised = bool(data.get("appraised")) or (taken is not None and taken.appraised)
            self.stolen[data["card"]["id"]] = appraised
        elif kind in ("appraised", "reappraised"):
            row = self.rows.get(data["seat"], [])
            if 1 <= data["slot"] <= len(row) and (kind == "reappraised" or data.get("drawn")):
                row[data["slot"] - 1].appraised = True

    def _remove(self, seat: int, slot: int) -> Known | None:
        row = self.rows.get(seat, [])
        return row.pop(slot - 1) if 1 <= slot <= len(row) else None

    # --- choosing ---------------------------------------------------------------------

    def choose(self, view: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
        # One decision at a time: a seat may be due in several squabbles at once (a judge
        # in one, a selector in another); it decides the first one's.
        squabble = actions[0].get("squabble")
        actions = [a for a in actions if a.get("squabble") == squabble]
        kind = actions[0]["action"]
        if kind == "claim":
            return max(actions, key=lambda a: self._claim_gain(view, a["body"]["card"]))
        if kind == "steal":
            return self._best_steal(view, actions)
        if kind == "reappraise":
            return self._best_reappraisal(view, actions)
        if kind == "judge":
            return min(actions, key=lambda a: int(a["body"]["judge"]))
        if kind in ("question", "verdict"):
            return self._verdict(view, actions)
        return speak(view, actions[0], self.rng)  # flip as given; a story or an answer told

    def _own_slots(self, view: dict[str, Any]) -> list[dict[str, Any]]:
        own = next(r for r in view["rows"] if r["seat"] == view["you"])
        return list(own.get("slots") or [])

    def _own_value(self, slot: dict[str, Any]) -> float:
        value = slot.get("value")
        return float(value) if isinstance(value, int) else 0.0

    def _colour_loss(self, view: dict[str, Any], colour: Any) -> float:
        for slot in self._own_slots(view):
            held = slot["card"].get("colour")
            if held is not None and held == colour:
                return self._own_value(slot)
        return 0.0

    def _claim_gain(self, view: dict[str, Any], card_id: Any) -> float:
        entry = next(t for t in view["table"] if t["card"]["id"] == card_id)
        card = entry["card"]
        if card["kind"] == "item":
            printed = card.get("value")
            value = MEAN_APPRAISAL if printed is None else float(printed)
            gain = value - self._colour_loss(view, card.get("colour"))
            return gain / 2 if entry["claimants"] else gain
        if card["kind"] == "steal":
            known = [k.value for seat, row in self.rows.items() if seat != view["you"] for k in row]
            return 0.9 * max(known, default=0.0)
        own = [self._own_value(s) for s in self._own_slots(view)]
        return max(0.0, MEAN_APPRAISAL - min(own)) if own else 0.0

    def _best_steal(self, view: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
        def gain(action: dict[str, Any]) -> float:
            body = action["body"]
            if body.get("decline") is True:
                return 0.0
            row = self.rows.get(int(body["victim"]), [])
            slot = body.get("slot")
            known: Known | None
            if slot is None:  # the vault's Steal takes the victim's best item
                known = max(row, key=lambda k: k.value, default=None)
            else:
                known = row[slot - 1] if 1 <= slot <= len(row) else None
            if known is None:
                return MEAN_APPRAISAL / 4  # an unknown item: some value, likely
            return known.value - self._colour_loss(view, known.card.get("colour"))

        return max(actions, key=gain)

    def _best_reappraisal(
        self, view: dict[str, Any], actions: list[dict[str, Any]]
    ) -> dict[str, Any]:
        slots = self._own_slots(view)

        def gain(action: dict[str, Any]) -> float:
            if action["body"].get("decline") is True:
                return 0.0
            slot = slots[action["body"]["slot"] - 1]
            return MEAN_APPRAISAL - self._own_value(slot)

        return max(actions, key=gain)

    def _verdict(self, view: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
        """The longer story wins; on equal lengths, the squabbler who is not the selector."""
        verdicts = [a for a in actions if a["action"] == "verdict"]
        if not verdicts:
            return actions[0]
        squabble = next(s for s in view["squabbles"] if s["number"] == verdicts[0]["squabble"])
        told = {e["seat"]: len(e["text"]) for e in squabble["transcript"] if e["kind"] == "story"}

        def merit(action: dict[str, Any]) -> tuple[int, bool]:
            seat = int(action["body"]["winner"])
            return told.get(seat, 0), seat != squabble["selector"]

        return max(verdicts, key=merit)


def greedy(rng: random.Random) -> GreedyPolicy:
    return GreedyPolicy(rng=rng)


POLICIES = {"random": RandomPolicy, "greedy": greedy}
"""The game's policies by name (its declaration's `policies`), the weakest first."""
