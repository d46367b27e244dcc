"""What a viewer sees of a Morbid Living game, and the moves the turn's player may make.

Cards lie face up and money is counted in the open, so every viewer sees the same table;
only the deck's order stays hidden (its size is shown).
"""

from __future__ import annotations

from typing import Any

from millie.rules.morbid_living.cards import CARDS, NECESSITIES, SELLABLE
from millie.rules.morbid_living.engine import (
    DRAWN,
    END,
    FINISHED,
    LIMIT,
    LOBBY,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NAME_LIMIT,
    PAY,
    START,
    State,
    essentials,
    net_worth,
    over_limit,
    result,
    sellable,
    victims,
)

DECISIONS = {START: "draw", DRAWN: "decide", LIMIT: "limit", PAY: "pay", END: "end-turn"}
"""What the game waits for in each phase of a turn."""


def pending(state: State) -> list[dict[str, Any]]:
    if state.phase == LOBBY:
        return [{"seat": None, "decision": "start"}] if len(state.players) >= MIN_PLAYERS else []
    if state.phase == FINISHED:
        return []
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


def join_actions(state: State) -> list[dict[str, Any]]:
    if state.phase != LOBBY or len(state.players) >= MAX_PLAYERS:
        return []
    free = {"name": {"type": "string", "min_length": 1, "max_length": NAME_LIMIT}}
    return [{"action": "join", "body": {"name": f"Player {len(state.players) + 1}"}, "free": free}]


def host_actions(state: State) -> list[dict[str, Any]]:
    if state.phase == LOBBY and len(state.players) >= MIN_PLAYERS:
        return [{"action": "start", "body": {}}]
    return []


def view(state: State, seat: int | None) -> dict[str, Any]:
    return {
        "phase": state.phase,
        "turn": state.turn if state.phase not in (LOBBY, FINISHED) else None,
        "turns": state.turns,
        "options": {"start_seat": state.start_seat, "max_turns": state.max_turns},
        "seats": [
            {
                "seat": s,
                "name": p.name,
                "cash": p.cash,
                "cards": [CARDS[c].face() for c in p.cards],
                "credit_cards": len(p.credits),
                "auto_end": p.auto_end,
                "essentials": essentials(p),
                "net_worth": net_worth(p),
            }
            for s, p in enumerate(state.players)
        ],
        "deck_size": len(state.deck),
        "discard_top": CARDS[state.discard[-1]].face() if state.discard else None,
        "discard_size": len(state.discard),
        "drawn": CARDS[state.drawn].face() if state.drawn else None,
        "owed": state.owed,
        "declared_by": state.declared_by,
        "final_turns": list(state.final_turns),
        "result": result(state) if state.phase == FINISHED else None,
    }


def score(state: State, seat: int | None) -> dict[str, Any]:
    finished = state.phase == FINISHED
    won = set(state.winners) if finished else set()
    return {
        "final": finished,
        "winners": sorted(won),
        "scores": [
            {
                "seat": s,
                "name": p.name,
                "cash": p.cash,
                "essentials": essentials(p),
                "net_worth": net_worth(p),
                "winner": s in won,
            }
            for s, p in enumerate(state.players)
        ],
    }
