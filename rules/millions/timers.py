"""M21, M22: deadlines in Aunt Millie's Millions, and what the server does for a late
player.

Placement: a uniformly random card that still has room; Steal and Reappraise (the
vault's too): decline; judge selection: a random eligible judge; story and answer:
skipped; the judge's deliberation (ask or decide): a verdict for a random one of the two;
the flip between rounds (M22, only with `flip_seconds`): the server flips.
"""

from __future__ import annotations

from typing import Any

from millie.rules.game import Event
from millie.rules.kernel import rng
from millie.rules.millions.decisions import waiting
from millie.rules.millions.engine import claim, flip, judges, name_judge, reappraise, steal, verdict
from millie.rules.millions.state import State
from millie.rules.timers import Timed

SECONDS_FOR = {
    "flip": "flip_seconds",
    "claim": "placement_seconds",
    "steal": "decision_seconds",
    "reappraise": "decision_seconds",
    "judge": "decision_seconds",
    "verdict": "decision_seconds",
    "story": "story_seconds",
    "answer": "story_seconds",
}


def timed(state: State) -> list[Timed]:
    """The open decisions that have a clock; none when the game has no timers."""
    if not state.timers:
        return []
    out = []
    for p in waiting(state):
        decision = p["decision"]
        if SECONDS_FOR.get(decision) not in state.timers:
            continue  # M22: the flip, without `flip_seconds`, waits for the table
        # Every seat may flip: each seat's flip has a clock, all started together; the
        # first to run out flips, and the flip closes the others.
        seconds = state.timers[SECONDS_FOR[decision]]
        number = p.get("squabble")
        if number is not None:
            step = len(state.squabbles[number - 1].transcript)
            key = f"squabble-{number}:{decision}:{step}"
        else:
            key = f"{state.phase}-{state.round}:{decision}:{p['seat']}"
        out.append(Timed(key, p["seat"], decision, seconds, number))
    return out


def _pick(state: State, options: list[Any]) -> Any:
    """A random choice from the game's seeded generator (G1: a replay picks the same)."""
    return rng(state).choice(options)


def act_for(state: State, late: Timed) -> list[Event]:
    seat = late.seat
    if late.decision == "flip":
        return flip(state, None, {})  # M22: the server flips, for nobody in particular
    if late.decision == "claim":
        room = [t.card for t in state.table if not t.cancelled and len(t.claimants) < t.capacity]
        return claim(state, seat, {"card": _pick(state, room)})
    if late.decision == "steal":
        return steal(state, seat, {"decline": True})
    if late.decision == "reappraise":
        return reappraise(state, seat, {"decline": True})
    assert late.squabble is not None
    sq = state.squabbles[late.squabble - 1]
    if late.decision == "judge":
        return name_judge(state, seat, sq, {"judge": _pick(state, judges(state, sq))})
    if late.decision in ("story", "answer"):
        sq.transcript.append({"kind": late.decision, "seat": seat, "text": "", "skipped": True})
        data = {"squabble": sq.number, "seat": seat, "text": "", "skipped": True}
        return [Event(late.decision, data)]
    winner = _pick(state, [sq.selector, sq.other])
    return verdict(state, seat, sq, {"winner": winner})
