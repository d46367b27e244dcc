"""High card's rules: the state, the moves, the views and the timer, on Millie's kernel
(rules/kernel.py: the lobby, seats, status, dispatch, shuffle, timers, storage).

Everything a player may not know stays in the state: a hand is shown only to its holder,
a pick only to its picker (as the secret part of the `picked` event) until both cards
are revealed. The deal comes from the game's seed, so seed + moves replay the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from millie.rules.game import Event, IllegalAction, Label
from millie.rules.kernel import FINISHED, Kernel, Move, Seat, Table, shuffle
from millie.rules.timers import Timed

CARDS = [f"card-{n}" for n in range(1, 11)]
HAND = 5
WINS = 2  # best of three
PICK = "pick"  # the one phase between the lobby and the end


def value(card: str) -> int:
    return int(card.removeprefix("card-"))


@dataclass
class State(Table[Seat]):
    round: int = 0
    hands: list[list[str]] = field(default_factory=list)
    picks: list[str | None] = field(default_factory=list)  # face down until both pick
    wins: list[int] = field(default_factory=list)
    rounds: list[dict[str, Any]] = field(default_factory=list)  # revealed: cards, winner


def pick(state: State, seat: int, body: dict[str, Any]) -> list[Event]:
    """Put a card face down; when both have picked, reveal both and score the round."""
    card = body["card"]
    if state.picks[seat] is not None:
        raise IllegalAction("already_picked", "You have picked a card this round.")
    if card not in state.hands[seat]:
        raise IllegalAction("not_in_hand", "That card is not in your hand.")
    state.picks[seat] = card
    state.hands[seat].remove(card)
    events = [Event("picked", {"seat": seat, "round": state.round}, {"card": card}, seat)]
    if None in state.picks:
        return events
    cards = [c for c in state.picks if c is not None]
    winner = 0 if value(cards[0]) > value(cards[1]) else 1
    state.wins[winner] += 1
    state.rounds.append({"round": state.round, "cards": cards, "winner": winner})
    events.append(Event("revealed", {"round": state.round, "cards": cards, "winner": winner}))
    state.picks = [None, None]
    if state.wins[winner] < WINS:
        state.round += 1
        return events
    state.phase, state.winners = FINISHED, [winner]
    return [*events, Event("game_finished", {"winners": [winner]})]


def played(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    """A pick's label: the card by its number ("card-7" is the 7)."""
    return f"Play the {value(entry['body']['card'])}"


class HighCard(Kernel[State]):
    """The engine: the kernel's surface (rules/game.py GameEngine) with high card's rules."""

    min_players = max_players = 2
    moves: ClassVar[Mapping[str, Move]] = {"pick": pick}
    labels: ClassVar[Mapping[str, Label]] = {"pick": played}
    timer_options = ("pick_seconds",)
    joined = "joined"

    def begin(self, state: State) -> list[Event]:
        deck = shuffle(state, CARDS)  # the deal: from the seed alone
        state.hands = [sorted(deck[:HAND], key=value), sorted(deck[HAND : 2 * HAND], key=value)]
        state.picks, state.wins = [None, None], [0, 0]
        state.phase, state.round = PICK, 1
        return [Event("game_started", {"round": 1})]

    def waiting(self, state: State) -> list[dict[str, Any]]:
        return [{"seat": s, "decision": "pick"} for s in (0, 1) if state.picks[s] is None]

    def offered(self, state: State, seat: int) -> list[dict[str, Any]]:
        if state.phase != PICK or state.picks[seat] is not None:
            return []
        return [{"action": "pick", "body": {"card": card}} for card in state.hands[seat]]

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        mine = seat is not None and bool(state.hands)
        return {
            "phase": state.phase,
            "round": state.round,
            "seats": [
                {
                    "seat": s,
                    "name": player.name,
                    "wins": state.wins[s] if state.wins else 0,
                    "hand_size": len(state.hands[s]) if state.hands else 0,
                    "picked": bool(state.picks) and state.picks[s] is not None,
                }
                for s, player in enumerate(state.players)
            ],
            "hand": list(state.hands[seat]) if mine and seat is not None else None,
            "your_pick": state.picks[seat] if mine and seat is not None else None,
            "rounds": [dict(r) for r in state.rounds],
        }

    def score(self, state: State, seat: int | None) -> dict[str, Any]:
        wins = self.scores(state)
        return {
            "final": state.phase == FINISHED,
            "winners": list(state.winners),
            "scores": [
                {"seat": s, "name": p.name, "wins": wins[s]} for s, p in enumerate(state.players)
            ],
        }

    def scores(self, state: State) -> list[int]:
        return state.wins or [0] * len(state.players)

    def timed(self, state: State) -> list[Timed]:
        """pick_seconds: each open pick has a clock; then the lowest card is picked."""
        seconds = state.timers.get("pick_seconds")
        if seconds is None or state.phase != PICK:
            return []
        return [
            Timed(f"pick-{state.round}:{s}", s, "pick", seconds)
            for s in (0, 1)
            if state.picks[s] is None
        ]

    def act_for(self, state: State, late: Timed) -> list[Event]:
        return pick(state, late.seat, {"card": state.hands[late.seat][0]})
