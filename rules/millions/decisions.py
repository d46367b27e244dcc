"""Whose decisions the game waits for, and the exact moves each seat may make now.

Aunt Millie's has simultaneous decisions (every unplaced player in the race, several
squabbles at once), so `pending` may name many seats.
"""

from __future__ import annotations

from typing import Any

from millie.rules.kernel import NAME_LIMIT
from millie.rules.millions.cards import CHARACTERS
from millie.rules.millions.engine import (
    INTRO_LIMIT,
    TEXT_LIMIT,
    judges,
    next_storyteller,
    squabble_stage,
    told,
    victims,
)
from millie.rules.millions.state import FLIP, PLACEMENT, REAPPRAISE, SQUABBLE, STEAL, VAULT, State

STORY_EXAMPLE = "I polished it for Aunt Millie every Sunday, so it is rightly mine."
QUESTION_EXAMPLE = "What colour was Aunt Millie's front door?"
ANSWER_EXAMPLE = "Purple, with a brass knocker shaped like a fish."
FREE_TEXT = {"text": {"type": "string", "min_length": 1, "max_length": TEXT_LIMIT}}


def waiting(state: State) -> list[dict[str, Any]]:
    """Every decision the game waits for: `{"seat", "decision"[, "squabble"]}` (the
    kernel's `pending` in an active game)."""
    seats = range(len(state.players))
    if state.phase == FLIP:
        return [{"seat": s, "decision": "flip"} for s in seats]
    if state.phase == PLACEMENT:
        return [
            {"seat": s, "decision": "claim"}
            for s in seats
            if state.players[s].placed is None and not state.players[s].sits_out
        ]
    if state.phase == STEAL:
        return [{"seat": state.thief, "decision": "steal"}]
    if state.phase == REAPPRAISE:
        return [{"seat": s, "decision": "reappraise"} for s in state.reappraisers]
    if state.phase == VAULT:
        return [{"seat": state.heir, "decision": state.vault_action}]
    if state.phase == SQUABBLE:
        out = []
        for sq in state.squabbles:
            if sq.round != state.round or sq.winner is not None:
                continue
            stage = squabble_stage(sq)
            if stage == "judge":
                who, what = sq.selector, "judge"
            elif stage == "story":
                who, what = next_storyteller(sq), "story"
            elif stage == "answer":
                who, what = told(sq, "question")[-1], "answer"
            else:
                assert sq.judge is not None
                who, what = sq.judge, "verdict"
            out.append({"seat": who, "decision": what, "squabble": sq.number})
        return out
    return []


def legal_actions(state: State, seat: int | None) -> list[dict[str, Any]]:
    """The moves `seat` may make now, each `{"action", "body"[, "squabble", "free"]}`.

    Sending any entry exactly as given is a legal move; entries with `free` hold an
    example value for fields the player writes themselves.
    """
    if seat is None:
        return []
    out: list[dict[str, Any]] = []
    for p in waiting(state):
        if p["seat"] != seat:
            continue
        decision = p["decision"]
        if decision == "flip":
            out.append({"action": "flip", "body": {}})
        elif decision == "claim":
            out += [
                {"action": "claim", "body": {"card": t.card}}
                for t in state.table
                if not t.cancelled and len(t.claimants) < t.capacity
            ]
        elif decision == "steal" and state.phase == STEAL:
            out += [
                {"action": "steal", "body": {"victim": v, "slot": i + 1}}
                for v in victims(state, seat)
                for i in range(len(state.players[v].row))
            ]
            out.append({"action": "steal", "body": {"decline": True}})
        elif decision == "steal":  # the vault's Steal takes the highest-valued item (M18)
            out += [{"action": "steal", "body": {"victim": v}} for v in victims(state, seat)]
            out.append({"action": "steal", "body": {"decline": True}})
        elif decision == "reappraise":
            out += [
                {"action": "reappraise", "body": {"slot": i + 1}}
                for i in range(len(state.players[seat].row))
            ]
            out.append({"action": "reappraise", "body": {"decline": True}})
        else:
            out += _squabble_actions(state, p["squabble"], decision)
    return out


def _squabble_actions(state: State, number: int, decision: str) -> list[dict[str, Any]]:
    sq = state.squabbles[number - 1]
    entry: dict[str, Any] = {"squabble": number}
    if decision == "judge":
        return [{**entry, "action": "judge", "body": {"judge": j}} for j in judges(state, sq)]
    if decision == "story":
        return [{**entry, "action": "story", "body": {"text": STORY_EXAMPLE}, "free": FREE_TEXT}]
    if decision == "answer":
        return [{**entry, "action": "answer", "body": {"text": ANSWER_EXAMPLE}, "free": FREE_TEXT}]
    asked = told(sq, "question")
    questions = [
        {
            **entry,
            "action": "question",
            "body": {"to": s, "text": QUESTION_EXAMPLE},
            "free": FREE_TEXT,
        }
        for s in (sq.selector, sq.other)
        if s not in asked
    ]
    verdicts = [
        {**entry, "action": "verdict", "body": {"winner": s}} for s in (sq.selector, sq.other)
    ]
    return questions + verdicts


def seats_offered(state: State, name: str) -> list[dict[str, Any]]:
    """How someone without a seat may join now: one entry per free character (M3)."""
    taken = {p.character for p in state.players}
    free = {
        "name": {"type": "string", "min_length": 1, "max_length": NAME_LIMIT},
        "intro": {"type": "string", "min_length": 0, "max_length": INTRO_LIMIT},
    }
    return [
        {
            "action": "join",
            "body": {"name": name, "character": c, "intro": ""},
            "free": free,
        }
        for c in CHARACTERS
        if c not in taken
    ]
