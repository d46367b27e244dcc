"""High card's rules: the state, the moves, the views and the timer.

Everything a player may not know stays in the state: a hand is shown only to its holder,
a pick only to its picker (as the secret part of the `picked` event) until both cards
are revealed. The deal comes from the game's seed, so seed + moves replay the game.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from millie.rules.game import Event, IllegalAction, InvalidInput, NotAllowed, shuffled

CARDS = [f"card-{n}" for n in range(1, 11)]
HAND = 5
WINS = 2  # best of three
LOBBY, PICK, FINISHED = "lobby", "pick", "finished"


def value(card: str) -> int:
    return int(card.removeprefix("card-"))


@dataclass
class State:
    seed: int
    timers: dict[str, float] = field(default_factory=dict)  # pick_seconds, if set
    deadlines: dict[str, float] = field(default_factory=dict)  # "pick:<seat>": when
    phase: str = LOBBY
    round: int = 0
    players: list[dict[str, str]] = field(default_factory=list)  # {"name"}, by seat
    hands: list[list[str]] = field(default_factory=list)
    picks: list[str | None] = field(default_factory=list)
    wins: list[int] = field(default_factory=list)
    rounds: list[dict[str, Any]] = field(default_factory=list)  # revealed: cards, winner


class HighCard:
    """The engine (rules/game.py GameEngine): the server calls these and nothing else."""

    def new_game(self, options: dict[str, Any], seed: int) -> State:
        seconds = options.get("pick_seconds")
        return State(seed=seed, timers={} if seconds is None else {"pick_seconds": seconds})

    def join(self, state: State, fields: dict[str, Any]) -> tuple[int, list[Event]]:
        if state.phase != LOBBY:
            raise IllegalAction("game_started", "The game has started.")
        if len(state.players) >= 2:
            raise IllegalAction("game_full", "Both seats are taken.")
        name = fields["name"]
        if not name.strip():
            raise InvalidInput("bad_name", "A name has 1 to 40 characters.")
        state.players.append({"name": name})
        seat = len(state.players) - 1
        return seat, [Event("joined", {"seat": seat, "name": name})]

    def start(self, state: State) -> list[Event]:
        if state.phase != LOBBY:
            raise IllegalAction("already_started", "The game has already started.")
        if len(state.players) < 2:
            raise IllegalAction("not_enough_players", "High card needs two players.")
        deck = shuffled(state.seed, 0, CARDS)  # the deal: from the seed alone
        state.hands = [sorted(deck[:HAND], key=value), sorted(deck[HAND : 2 * HAND], key=value)]
        state.picks, state.wins = [None, None], [0, 0]
        state.phase, state.round = PICK, 1
        return [Event("game_started", {"round": 1})]

    def status(self, state: State) -> str:
        return state.phase if state.phase in (LOBBY, FINISHED) else "active"

    def pending(self, state: State) -> list[dict[str, Any]]:
        if state.phase == LOBBY:
            return [{"seat": None, "decision": "start"}] if len(state.players) == 2 else []
        if state.phase == PICK:
            return [{"seat": s, "decision": "pick"} for s in (0, 1) if state.picks[s] is None]
        return []

    def legal_actions(self, state: State, seat: int) -> list[dict[str, Any]]:
        if state.phase != PICK or state.picks[seat] is not None:
            return []
        return [{"action": "pick", "body": {"card": card}} for card in state.hands[seat]]

    def host_actions(self, state: State) -> list[dict[str, Any]]:
        ready = state.phase == LOBBY and len(state.players) == 2
        return [{"action": "start", "body": {}}] if ready else []

    def join_actions(self, state: State) -> list[dict[str, Any]]:
        if state.phase != LOBBY or len(state.players) >= 2:
            return []
        return [{"action": "join", "body": {"name": f"Player {len(state.players) + 1}"}}]

    def apply(
        self, state: State, seat: int | None, action: str, body: dict[str, Any]
    ) -> list[Event]:
        if seat is None or not 0 <= seat < len(state.players):
            raise NotAllowed("not_a_player", "Only a seated player can pick.")
        if action != "pick":
            raise InvalidInput("unknown_action", f"No action {action!r} in high card.")
        if state.phase == FINISHED:
            raise IllegalAction("game_finished", "The game is over.")
        if state.phase != PICK:
            raise IllegalAction("wrong_phase", "The game has not started yet.")
        if state.picks[seat] is not None:
            raise IllegalAction("already_picked", "You have picked a card this round.")
        if body["card"] not in state.hands[seat]:
            raise IllegalAction("not_in_hand", "That card is not in your hand.")
        return _pick(state, seat, body["card"])

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        mine = seat is not None and state.phase != LOBBY
        return {
            "phase": state.phase,
            "round": state.round,
            "seats": [
                {
                    "seat": s,
                    "name": player["name"],
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
        wins = state.wins or [0] * len(state.players)
        final = state.phase == FINISHED
        return {
            "final": final,
            "winners": [s for s, w in enumerate(wins) if final and w == max(wins)],
            "scores": [
                {"seat": s, "name": p["name"], "wins": wins[s]} for s, p in enumerate(state.players)
            ],
        }

    def deadlines(self, state: State) -> list[dict[str, Any]]:
        return [
            {"seat": int(key.split(":")[1]), "decision": "pick", "at": at}
            for key, at in sorted(state.deadlines.items())
        ]

    def expire(self, state: State, now: float) -> list[Event]:
        """pick_seconds: a late player's lowest card is picked for them; a pick that
        opens gets its deadline now."""
        events: list[Event] = []
        for key, at in sorted(state.deadlines.items()):
            seat = int(key.split(":")[1])
            if at <= now and state.phase == PICK and state.picks[seat] is None:
                acted = _pick(state, seat, state.hands[seat][0])
                for event in acted:  # the server's act, marked as every game marks it
                    event.data["timeout"] = True
                events += acted
        state.deadlines = {k: at for k, at in state.deadlines.items() if at > now}
        seconds = state.timers.get("pick_seconds")
        if seconds and state.phase == PICK:
            for s in (0, 1):
                if state.picks[s] is None:
                    state.deadlines.setdefault(f"pick:{s}", now + seconds)
        return events

    def to_dict(self, state: State) -> dict[str, Any]:
        return dataclasses.asdict(state)

    def from_dict(self, doc: dict[str, Any]) -> State:
        return State(**doc)


def _pick(state: State, seat: int, card: str) -> list[Event]:
    """Put `card` face down; when both have picked, reveal both and score the round."""
    state.picks[seat] = card
    state.hands[seat].remove(card)
    state.deadlines.pop(f"pick:{seat}", None)
    data = {"seat": seat, "round": state.round}
    events = [Event("picked", data, secret={"card": card}, secret_to=seat)]
    if None in state.picks:
        return events
    cards = [c for c in state.picks if c is not None]
    winner = 0 if value(cards[0]) > value(cards[1]) else 1
    state.wins[winner] += 1
    state.rounds.append({"round": state.round, "cards": cards, "winner": winner})
    events.append(Event("revealed", {"round": state.round, "cards": cards, "winner": winner}))
    state.picks = [None, None]
    if state.wins[winner] >= WINS:
        state.phase = FINISHED
        events.append(Event("game_finished", {"winners": [winner]}))
    else:
        state.round += 1
    return events
