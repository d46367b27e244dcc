"""What each legal action of Morbid Living does, in the game's words.

Each label is written from the acting seat's view (rules/game.py `labelled`). Cards lie
face up and money is counted in the open (L8), so only the deck's order is hidden, and
no label names a card before it is drawn.
"""

from __future__ import annotations

from typing import Any

from millie.rules.game import Label
from millie.rules.morbid_living.cards import CARDS


def _money(amount: int) -> str:
    return f"${amount:,}"


def _name(shown: dict[str, Any], seat: int) -> str:
    return str(shown["seats"][seat]["name"])


def _held(shown: dict[str, Any], seat: int, card: str) -> dict[str, Any]:
    """A card `seat` holds, as the table shows it."""
    return next(c for c in shown["seats"][seat]["cards"] if c["id"] == card)


def _by_credit(entry: dict[str, Any]) -> str:
    return " with a credit card" if entry["body"].get("credit") else ""


def draw(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    """L8: the deck's top card unseen, or the necessity on top of the discard pile."""
    if entry["body"]["source"] == "deck":
        return "Draw a card from the deck"
    top = shown["discard_top"]
    price = f" for {_money(top['price'])}" if top.get("price") else ""
    return f"Take the {top['name']} from the discard pile{price}{_by_credit(entry)}"


def buy(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    """L8: the drawn necessity; a job is free."""
    drawn = shown["drawn"]
    if drawn["kind"] == "job":
        return f"Take the job: {drawn['name']}"
    return f"Buy the {drawn['name']} for {_money(drawn['price'])}{_by_credit(entry)}"


def pass_card(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    return f"Pass the {shown['drawn']['name']} to the discard pile"


def steal(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    """L2: a card of the kind the steal names, or its money, up to what the victim has."""
    body = entry["body"]
    steal_card = shown["drawn"]["name"]
    if body.get("decline"):
        return f"Decline to use {steal_card}"
    victim = _name(shown, body["victim"])
    if "card" in body:
        return f"Steal the {_held(shown, body['victim'], body['card'])['name']} from {victim}"
    return f"Take up to {_money(shown['drawn']['amount'])} from {victim} ({steal_card})"


def sell(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    assert seat is not None  # only the turn's player sells
    card = _held(shown, seat, entry["body"]["card"])
    return f"Sell the {card['name']} for {_money(CARDS[card['id']].sale_price())}"  # L9


def discard(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    """L10: a card over the limit of its kind."""
    assert seat is not None
    return f"Discard the {_held(shown, seat, entry['body']['card'])['name']}"


def pay(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    """L11: by credit card, in cash, or all the cash with the rest forgiven."""
    assert seat is not None
    owed, cash = shown["owed"], shown["seats"][seat]["cash"]
    if entry["body"].get("credit"):
        return f"Pay the {_money(owed)} with a credit card"
    if cash >= owed:
        return f"Pay {_money(owed)}"
    return f"Pay all your {_money(cash)} of the {_money(owed)}; the rest is forgiven"


def end_turn(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    return "End your turn"


def join(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    return "Join the game"


def start(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    return "Start the game"


LABELS: dict[str, Label] = {
    "draw": draw,
    "buy": buy,
    "pass": pass_card,
    "steal": steal,
    "sell": sell,
    "discard": discard,
    "pay": pay,
    "end-turn": end_turn,
    "join": join,
    "start": start,
}
"""The label of each action, by its name."""
