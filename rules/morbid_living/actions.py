"""Morbid Living as the HTTP API offers it: options, join fields and the moves of a turn
(L8-L11), declared once (rules/game.py); the server builds its endpoints."""

from __future__ import annotations

from typing import Any

from millie.rules.game import Action, Field
from millie.rules.kernel import NAME_LIMIT
from millie.rules.morbid_living.engine import MAX_PLAYERS
from millie.rules.morbid_living.state import DEFAULT_MAX_TURNS, MAX_MAX_TURNS, MIN_MAX_TURNS

OPTIONS = {
    "start_seat": Field(
        "integer",
        default=0,
        min=0,
        max=MAX_PLAYERS - 1,
        description="L7: the seat that starts (the youngest player).",
    ),
    "turn_seconds": Field(
        "integer",
        default=None,
        nullable=True,
        min=1,
        max=86_400,
        description="Seconds per turn; then the server passes a drawn card, settles what "
        "must be settled (discards over a limit, sells to pay a debt) and ends the turn.",
    ),
    "max_turns": Field(
        "integer",
        default=DEFAULT_MAX_TURNS,
        min=MIN_MAX_TURNS,
        max=MAX_MAX_TURNS,
        description="L14a: turns per player; after them the game ends and L15 decides the winner.",
    ),
}

JOIN = {
    "name": Field("string", required=True, min_length=1, max_length=NAME_LIMIT),
    "auto_end": Field(
        "boolean",
        default=False,
        description="L9: end my turns at once when nothing is left to decide.",
    ),
}

PAYMENT = {"credit": Field("boolean", description="Pay with a credit card (L3).")}
CARD = {"card": Field("string", required=True, min_length=1, max_length=40)}
TURN_CODES = ("wrong_phase", "not_your_turn")


def _victim_or_decline(body: dict[str, Any]) -> str | None:
    if body.get("decline"):
        if "victim" in body or "card" in body:
            return "Send either a decline or a victim, not both."
    elif "victim" not in body:
        return 'Name a victim (and a card), or send {"decline": true}.'
    return None


ACTIONS = (
    Action(
        "draw",
        "draw",
        """Draw a card, or take the discard pile's necessity

        `{"source": "deck"}` draws the top card, read aloud to all; `{"source": "discard"}`
        takes the necessity card on top of the discard pile, paying its price (in cash, or
        with `"credit": true` by credit card) (L8).
        """,
        {
            "source": Field("string", required=True, choices=("deck", "discard")),
            "credit": Field("boolean", description="From the discard: pay by credit card."),
        },
        body="Draw",
        example={"source": "deck"},
        codes=(*TURN_CODES, "no_necessity_on_discard", "cannot_afford", "no_credit_card"),
    ),
    Action(
        "buy",
        "buy",
        """Buy the drawn necessity

        Pay its price in cash, or with a credit card (`"credit": true`); a job is free (L8).
        """,
        PAYMENT,
        body="Payment",
        example={"credit": False},
        codes=(*TURN_CODES, "cannot_afford", "no_credit_card", "not_for_sale"),
    ),
    Action(
        "pass",
        "pass_card",
        """Pass the drawn card

        The drawn necessity or steal card goes to the discard pile (L8).
        """,
        body="Empty",
        codes=TURN_CODES,
    ),
    Action(
        "steal",
        "steal_from_player",
        """Use the drawn steal card

        Name a victim (and, for a residence, vehicle or job, which card): you take it, or
        the money the card names, up to what they have (L2). Or `{"decline": true}`.
        """,
        {
            "victim": Field("integer", min=0, max=MAX_PLAYERS - 1),
            "card": Field("string", min_length=1, max_length=40),
            "decline": Field("boolean"),
        },
        body="StealCard",
        example={"victim": 1, "card": "vehicle-3"},
        codes=(
            *TURN_CODES,
            "unknown_seat",
            "nothing_to_steal",
            "no_such_card",
            "card_not_allowed",
            "not_a_steal",
        ),
        check=_victim_or_decline,
    ),
    Action(
        "sell",
        "sell",
        """Sell a residence or vehicle

        Any time in your turn: to the discard pile for half its price, rounded up to the
        next $10,000 (L9). Also how a debt is covered (L11) and a limit kept (L10).
        """,
        CARD,
        body="CardChoice",
        example={"card": "residence-2"},
        codes=(*TURN_CODES, "unknown_card", "not_your_card", "cannot_sell", "over_limit"),
    ),
    Action(
        "discard",
        "discard",
        """Discard a card over the limit

        One job, two residences, two vehicles: over a limit, choose which card goes (L10).
        """,
        CARD,
        body="CardChoice",
        example={"card": "job-4"},
        codes=(*TURN_CODES, "unknown_card", "over_limit"),
    ),
    Action(
        "pay",
        "pay",
        """Settle what an action card asks

        With a credit card (`"credit": true`, not on Bankrupt), or with your cash once it
        covers the debt, or when nothing is left to sell: the rest is forgiven (L11).
        """,
        PAYMENT,
        body="Payment",
        example={"credit": True},
        codes=(*TURN_CODES, "no_credit_card", "must_sell"),
    ),
    Action(
        "end-turn",
        "end_turn",
        """End your turn

        Once nothing is left to decide; the next player's turn begins (L9, L14).
        """,
        body="Empty",
        codes=TURN_CODES,
    ),
)

DECISIONS = ("start", "draw", "decide", "limit", "pay", "end-turn")
# The refusals of this game's engine (api/core/problems.py has the server's own).
REFUSALS: dict[str, tuple[int, str]] = {
    "bad_start_seat": (409, "start_seat names no seat of this game (L7)."),
    "no_necessity_on_discard": (409, "The discard pile's top card is no necessity (L8)."),
    "cannot_afford": (409, "The price is more than your cash (L8); a credit card may pay."),
    "no_credit_card": (409, "You hold no credit card (L3)."),
    "nothing_to_steal": (409, "That player has nothing the steal card names (L2)."),
    "no_such_card": (409, "Name one of the victim's cards of the kind the steal names."),
    "not_your_card": (409, "You do not hold that card."),
    "cannot_sell": (409, "Only residences and vehicles can be sold (L9)."),
    "over_limit": (409, "First bring that kind of card within its limit (L10)."),
    "not_for_sale": (409, "The drawn card is no necessity: use or pass it (L8)."),
    "not_a_steal": (409, "The drawn card is no steal card (L8)."),
    "must_sell": (409, "Sell residences or vehicles until the debt is covered (L11)."),
    "card_not_allowed": (422, "A money steal names no card."),
    "not_your_turn": (403, "It is another player's turn (Morbid Living)."),
    "bad_source": (422, 'A draw\'s source is "deck" or "discard" (L8).'),
}
