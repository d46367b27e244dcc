"""The stored state of one game of Millimemory (a kernel `Table`, rules/kernel.py)."""

from __future__ import annotations

from dataclasses import dataclass, field

from millie.rules.kernel import FINISHED, LOBBY, Seat, Table

PREDICT, PLAYOFF = "predict", "playoff"
PHASES = (LOBBY, PREDICT, PLAYOFF, FINISHED)


@dataclass
class Player(Seat):
    colour: str = ""
    score: int = 0
    prediction: float | None = None  # locked this round; secret until the reveal (Q6)


@dataclass
class State(Table[Player]):
    """`timers`: Q6's prediction_seconds, if set; `deadlines`: each open prediction's."""

    single_winner: bool = False
    deck: list[str] = field(default_factory=list)  # index 0 is the top
    card: str | None = None  # the question of this round
    played: list[str] = field(default_factory=list)  # answered cards, in order
    skipped: list[str] = field(default_factory=list)  # Q5: discarded unanswered
    round: int = 0
    contenders: list[int] = field(default_factory=list)  # who predicts this round
    ended_by: str | None = None  # "target", "playoff" or "deck_empty"
