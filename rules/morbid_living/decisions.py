"""Whose decision a Morbid Living game waits for, and the moves the turn's player may
make now (one player decides at a time: the turn's)."""

from __future__ import annotations

from typing import Any

from millie.rules.kernel import FINISHED, LOBBY
from millie.rules.morbid_living.cards import CARDS, NECESSITIES, SELLABLE
from millie.rules.morbid_living.engine import over_limit, sellable, victims
from millie.rules.morbid_living.state import DRAWN, END, LIMIT, PAY, START, State

DECISIONS = {START: "draw", DRAWN: "decide", LIMIT: "limit", PAY: "pay", END: "end-turn"}
"""What the game waits for in each phase of a turn."""


def waiting(state: State) -> list[dict[str, Any]]:
    """The turn's player's decision (the kernel's `pending` in an active game)."""
    return [{"seat": state.turn, "decision": DECISIONS[state.phase]}]


def legal_actions(state: State, seat: int | None) -> list[dict[str, Any]]:
    if seat is None or seat != state.turn or state.phase in (LOBBY, FINISHED):
        return []
    player = state.players[seat]
    sells = [{"action": "sell", "body": {"card": c}} for c in sellable(player)]
    if state.phase == START:
        out = [{"action": "draw", "body": {"source": "deck"}}]
        top = state.discard[-1] if state.discard else None
        if top is not None and CARDS[top].kind in NECESSITIES:
            out += _payments(
                "draw", {"source": "discard"}, CARDS[top].price, player.cash, player.credits
            )
        return out + sells
    if state.phase == DRAWN:
        assert state.drawn is not None
        card = CARDS[state.drawn]
        if card.kind == "steal":
            out = [
                {"action": "steal", "body": body}
                for victim in victims(state, card.id)
                for body in _steal_bodies(state, victim, card.target)
            ]
            out.append({"action": "steal", "body": {"decline": True}})
        else:
            out = _payments("buy", {}, card.price, player.cash, player.credits)
        return [*out, {"action": "pass", "body": {}}, *sells]
    if state.phase == LIMIT:
        over = over_limit(player)
        held = [c for c in player.cards if CARDS[c].kind == over]
        out = [{"action": "discard", "body": {"card": c}} for c in held]
        return out + [{"action": "sell", "body": {"card": c}} for c in held if over in SELLABLE]
    if state.phase == PAY:
        out = sells[:]
        if player.credits:
            out.append({"action": "pay", "body": {"credit": True}})
        if player.cash >= state.owed or not sells:
            out.append({"action": "pay", "body": {}})
        return out
    assert state.phase == END
    return [{"action": "end-turn", "body": {}}, *sells]


def _payments(
    action: str, body: dict[str, Any], price: int, cash: int, credits: list[str]
) -> list[dict[str, Any]]:
    out = []
    if cash >= price:
        out.append({"action": action, "body": dict(body)})
    if credits and price > 0:
        out.append({"action": action, "body": {**body, "credit": True}})
    return out


def _steal_bodies(state: State, victim: int, target: str | None) -> list[dict[str, Any]]:
    if target == "money":
        return [{"victim": victim}]
    held = [c for c in state.players[victim].cards if CARDS[c].kind == target]
    return [{"victim": victim, "card": c} for c in held]
