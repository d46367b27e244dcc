"""High card, broken on purpose, once per way the conformance kit must catch: each game
below differs from tests/plugins/highcard in one method. A kit that passes any of them
is no kit (tests/kit/test_kit_catches.py)."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from highcard import GAME
from highcard.engine import HighCard, State

from millie.rules.game import Event, Game, IllegalAction


class PeekingView(HighCard):
    """A seat's view shows the other seat's hand."""

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        shown = super().view(state, seat)
        if seat is not None and state.hands:
            shown["across"] = list(state.hands[1 - seat])
        return shown


class SpectatorSeesPicks(HighCard):
    """The public view shows the picks before both are revealed."""

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        shown = super().view(state, seat)
        if seat is None:
            shown["face_down"] = [p for p in state.picks if p is not None]
        return shown


class UnseededDeal(HighCard):
    """The deal comes from a generator of its own, not from the seed: no replay."""

    def start(self, state: State) -> list[Event]:
        events = super().start(state)
        cards = state.hands[0] + state.hands[1]
        random.shuffle(cards)
        state.hands = [sorted(cards[:5]), sorted(cards[5:])]
        return events


class OffersTheOthersCards(HighCard):
    """legal_actions offers every card of both hands: half of them are refused."""

    def offered(self, state: State, seat: int) -> list[dict[str, Any]]:
        if state.phase != "pick" or state.picks[seat] is not None:
            return []
        cards = state.hands[0] + state.hands[1]
        return [{"action": "pick", "body": {"card": card}} for card in cards]


class ForgetsRounds(HighCard):
    """from_dict loses the revealed rounds."""

    def from_dict(self, doc: dict[str, Any]) -> State:
        state = super().from_dict(doc)
        state.rounds = []
        return state


class IdleTimer(HighCard):
    """pick_seconds is declared, but no deadline ever opens."""

    def expire(self, state: State, now: float) -> list[Event]:
        return []


class TellingRefusal(HighCard):
    """A refused pick names the other seat's hand."""

    def apply(
        self, state: State, seat: int | None, action: str, body: dict[str, Any]
    ) -> list[Event]:
        if seat is not None and state.hands and body.get("card") not in state.hands[seat]:
            other = ", ".join(state.hands[1 - seat])
            raise IllegalAction("not_in_hand", f"Not yours: the other hand is {other}.")
        return super().apply(state, seat, action, body)


def broken(engine: HighCard) -> Game:
    return dataclasses.replace(GAME, engine=engine)


PEEKING_VIEW = broken(PeekingView())
SPECTATOR_SEES_PICKS = broken(SpectatorSeesPicks())
UNSEEDED_DEAL = broken(UnseededDeal())
OFFERS_THE_OTHERS_CARDS = broken(OffersTheOthersCards())
FORGETS_ROUNDS = broken(ForgetsRounds())
IDLE_TIMER = broken(IdleTimer())
TELLING_REFUSAL = broken(TellingRefusal())


class CrashingPick(HighCard):
    """A pick of the highest card crashes the engine."""

    def apply(
        self, state: State, seat: int | None, action: str, body: dict[str, Any]
    ) -> list[Event]:
        if body.get("card") == "card-10":
            raise KeyError("card-10")
        return super().apply(state, seat, action, body)


CRASHING_PICK = broken(CrashingPick())
