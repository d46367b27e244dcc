"""The stored state of one game of Aunt Millie's Millions (a kernel `Table`, rules/kernel.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from millie.rules.kernel import FINISHED, LOBBY, Seat, Table

# Phases, in the order a game passes through them (the lobby and the end: the kernel's).
FLIP = "flip"  # between rounds: waiting for someone to flip (M6)
PLACEMENT = "placement"  # the race (M7, M8)
STEAL = "steal"  # resolution step 1 waits for the thief (M9, M10)
REAPPRAISE = "reappraise"  # step 3 waits for the reappraisers (M13)
SQUABBLE = "squabble"  # step 4: squabbles run (M14)
VAULT = "vault"  # the vault's heir decides (M18)

PHASES = (LOBBY, FLIP, PLACEMENT, STEAL, REAPPRAISE, SQUABBLE, VAULT, FINISHED)


@dataclass
class Slot:
    """One item in a row, with the appraisal card lying under it, if any."""

    card: str
    appraisal: str | None = None


@dataclass
class Player(Seat):
    character: str = ""
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
class State(Table[Player]):
    """`timers` (M21): seconds per kind of decision (empty: no timers); `deadlines`:
    each open decision's, keyed as rules/millions/timers.py names them."""

    face_up_rows: bool = False
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
