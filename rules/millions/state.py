"""The stored state of one game of Aunt Millie's Millions, and its JSON document."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Phases, in the order a game passes through them.
LOBBY = "lobby"
FLIP = "flip"  # between rounds: waiting for someone to flip (M6)
PLACEMENT = "placement"  # the race (M7, M8)
STEAL = "steal"  # resolution step 1 waits for the thief (M9, M10)
REAPPRAISE = "reappraise"  # step 3 waits for the reappraisers (M13)
SQUABBLE = "squabble"  # step 4: squabbles run (M14)
VAULT = "vault"  # the vault's heir decides (M18)
FINISHED = "finished"

PHASES = (LOBBY, FLIP, PLACEMENT, STEAL, REAPPRAISE, SQUABBLE, VAULT, FINISHED)


@dataclass
class Slot:
    """One item in a row, with the appraisal card lying under it, if any."""

    card: str
    appraisal: str | None = None


@dataclass
class Player:
    name: str
    character: str
    intro: str = ""
    pile: list[str] = field(default_factory=list)  # face down; index 0 is the top
    row: list[Slot] = field(default_factory=list)  # slot 1 is row[0]
    placed: str | None = None  # the card this player's character stands on this round
    sits_out: bool = False  # M8


@dataclass
class Flipped:
    """A card turned over this round, and the characters standing on it."""

    card: str
    seat: int  # whose pile it came from
    capacity: int
    claimants: list[int] = field(default_factory=list)
    cancelled: bool = False


@dataclass
class Squabble:
    number: int  # 1-based over the whole game: the {n} in /squabbles/{n}
    round: int
    card: str
    selector: int  # names the judge, tells the first story
    other: int
    judge: int | None = None
    transcript: list[dict[str, Any]] = field(default_factory=list)
    winner: int | None = None


@dataclass
class State:
    seed: int
    face_up_rows: bool = False
    draws: int = 0  # how many shuffles the seeded generator has made (G1)
    phase: str = LOBBY
    players: list[Player] = field(default_factory=list)
    vault: str | None = None
    out_of_play: list[str] = field(default_factory=list)
    appraisal_deck: list[str] = field(default_factory=list)  # index 0 is the top
    charity: list[str] = field(default_factory=list)
    charity_appraisals: list[str] = field(default_factory=list)
    round: int = 0
    table: list[Flipped] = field(default_factory=list)
    thief: int | None = None
    reappraisers: list[int] = field(default_factory=list)
    squabbles: list[Squabble] = field(default_factory=list)
    last_selector: dict[str, str] = field(default_factory=dict)  # "A+B" -> character
    heir: int | None = None  # M17: who inherits the vault
    vault_totals: list[int] = field(default_factory=list)  # M17: each seat's, when it opened
    vault_action: str | None = None  # "steal" or "reappraise" while the heir decides
    bonus_seats: list[int] = field(default_factory=list)  # M16: fixed when the game ends
    winners: list[int] = field(default_factory=list)
    # M21: seconds per kind of decision (empty: no timers), and each open decision's
    # deadline in seconds since the epoch, keyed as rules/millions/timers.py names them.
    timers: dict[str, float] = field(default_factory=dict)
    deadlines: dict[str, float] = field(default_factory=dict)


def to_dict(state: State) -> dict[str, Any]:
    """The JSON document stored for a game (written out by hand: asdict is slow)."""
    d = dict(vars(state))
    d["players"] = [
        {**vars(p), "pile": list(p.pile), "row": [vars(slot).copy() for slot in p.row]}
        for p in state.players
    ]
    d["table"] = [{**vars(t), "claimants": list(t.claimants)} for t in state.table]
    d["squabbles"] = [
        {**vars(sq), "transcript": [dict(e) for e in sq.transcript]} for sq in state.squabbles
    ]
    for key in (
        "out_of_play",
        "appraisal_deck",
        "charity",
        "charity_appraisals",
        "reappraisers",
        "bonus_seats",
        "winners",
        "vault_totals",
    ):
        d[key] = list(d[key])
    d["last_selector"] = dict(state.last_selector)
    d["timers"] = dict(state.timers)
    d["deadlines"] = dict(state.deadlines)
    return d


def from_dict(doc: dict[str, Any]) -> State:
    """Rebuild a state from its stored document, refusing one that does not fit.

    Every list is copied: the state is changed in place, the document must not be.
    """
    if doc.get("phase") not in PHASES:
        raise ValueError(f"unknown phase {doc.get('phase')!r}")
    d = dict(doc)
    d["players"] = [
        Player(**{**p, "pile": list(p["pile"]), "row": [Slot(**slot) for slot in p["row"]]})
        for p in doc["players"]
    ]
    d["table"] = [Flipped(**{**t, "claimants": list(t["claimants"])}) for t in doc["table"]]
    d["squabbles"] = [
        Squabble(**{**sq, "transcript": [dict(e) for e in sq["transcript"]]})
        for sq in doc["squabbles"]
    ]
    for key in (
        "out_of_play",
        "appraisal_deck",
        "charity",
        "charity_appraisals",
        "reappraisers",
        "bonus_seats",
        "winners",
    ):
        d[key] = list(doc[key])
    d["last_selector"] = dict(doc["last_selector"])
    d["timers"] = dict(doc.get("timers", {}))
    d["deadlines"] = dict(doc.get("deadlines", {}))
    return State(**d)
