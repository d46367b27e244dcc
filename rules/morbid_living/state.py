"""The stored state of one game of Morbid Living (a kernel `Table`, rules/kernel.py)."""

from __future__ import annotations

from dataclasses import dataclass, field

from millie.rules.kernel import FINISHED, LOBBY, Seat, Table

START_CASH = 100_000  # L7
DEFAULT_MAX_TURNS, MIN_MAX_TURNS, MAX_MAX_TURNS = 100, 20, 1000
"""L14a: the option `max_turns` bounds a game's length (the rulebook has none): after
that many turns per player the game ends and L15 decides the winner. It keeps every
game finite, even one where nobody ever reaches a million; a game already declared
still plays its final round (L14). The default almost never decides a game between
players who try to win (measured with greedy bots: docs/rules/morbid-living.md); the
upper limit keeps the catch-up of an abandoned game with a turn timer short."""
LEGACY_MAX_TURNS = 20
"""The fixed bound before `max_turns` existed: stored games without the field keep it."""

START, DRAWN, LIMIT, PAY, END = (
    "start",  # the turn's player draws (or sells first)
    "drawn",  # a necessity to buy or pass, a steal to use or pass
    "limit",  # over a limit: discard or sell first (L10)
    "pay",  # owes more than they have (L11)
    "end",  # may sell, must end the turn
)
PHASES = (LOBBY, START, DRAWN, LIMIT, PAY, END, FINISHED)


@dataclass
class Player(Seat):
    cash: int = START_CASH
    cards: list[str] = field(default_factory=list)  # necessity cards held, face up
    credits: list[str] = field(default_factory=list)  # credit cards kept (L3)
    auto_end: bool = False  # L9: end my turn at once when nothing is left to decide


@dataclass
class State(Table[Player]):
    """`timers`: the option turn_seconds, if set; `deadlines`: the open turn's."""

    start_seat: int = 0
    deck: list[str] = field(default_factory=list)  # index 0 is the top
    discard: list[str] = field(default_factory=list)  # the last is the top
    turn: int = 0  # whose turn
    turns: int = 0  # turns begun, for max_turns
    max_turns: int = DEFAULT_MAX_TURNS  # L14a: turns per player before the game ends
    drawn: str | None = None  # the card being decided (DRAWN)
    owed: int = 0  # what the player still has to pay (PAY)
    owed_for: str | None = None  # the action card that asks for it
    declared_by: int | None = None  # L14
    final_turns: list[int] = field(default_factory=list)  # seats still to play after it
    ended_by: str | None = None  # "declaration" or "turn_limit"
