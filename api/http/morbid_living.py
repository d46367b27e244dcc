"""Morbid Living: the moves of a turn (L8-L11), one endpoint each."""

from __future__ import annotations

from typing import Any

from flask import Response

from api.core.games import GAME_TYPES
from api.http.endpoint import act
from api.http.operations import MOVE_PROBLEMS, Blueprint, operation
from api.http.schemas import (
    CardChoiceSchema,
    DrawSchema,
    EmptySchema,
    PaymentSchema,
    StealCardSchema,
)
from api.http.views import MorbidLivingViewSchema

blp = Blueprint(
    "morbid-living",
    __name__,
    url_prefix="/v1/morbid-living/games/<game_id>",
    description="Morbid Living: a turn-based money game of necessities, steals and bad luck.",
)
GAME = GAME_TYPES["morbid-living"]
TURN_PROBLEMS = (*MOVE_PROBLEMS, "wrong_phase", "not_your_turn")
DONE = "The game after the move, as you see it."


@blp.route("/draw", methods=["POST"])
@blp.arguments(DrawSchema, example={"source": "deck"})
@blp.response(200, MorbidLivingViewSchema, description=DONE)
@operation(
    blp,
    "draw",
    (*TURN_PROBLEMS, "no_necessity_on_discard", "cannot_afford", "no_credit_card"),
    auth="required",
)
def draw(body: dict[str, Any], game_id: str) -> Response:
    """Draw a card, or take the discard pile's necessity

    `{"source": "deck"}` draws the top card, read aloud to all; `{"source": "discard"}`
    takes the necessity card on top of the discard pile, paying its price (in cash, or
    with `"credit": true` by credit card) (L8).
    """
    return act(GAME, game_id, "draw", body)


@blp.route("/buy", methods=["POST"])
@blp.arguments(PaymentSchema, example={"credit": False})
@blp.response(200, MorbidLivingViewSchema, description=DONE)
@operation(
    blp,
    "buy",
    (*TURN_PROBLEMS, "cannot_afford", "no_credit_card", "not_for_sale"),
    auth="required",
)
def buy(body: dict[str, Any], game_id: str) -> Response:
    """Buy the drawn necessity

    Pay its price in cash, or with a credit card (`"credit": true`); a job is free (L8).
    """
    return act(GAME, game_id, "buy", body)


@blp.route("/pass", methods=["POST"])
@blp.arguments(EmptySchema, example={})
@blp.response(200, MorbidLivingViewSchema, description=DONE)
@operation(blp, "pass_card", TURN_PROBLEMS, auth="required")
def pass_card(_body: dict[str, Any], game_id: str) -> Response:
    """Pass the drawn card

    The drawn necessity or steal card goes to the discard pile (L8).
    """
    return act(GAME, game_id, "pass", {})


@blp.route("/steal", methods=["POST"])
@blp.arguments(StealCardSchema, example={"victim": 1, "card": "vehicle-3"})
@blp.response(200, MorbidLivingViewSchema, description=DONE)
@operation(
    blp,
    "steal_from_player",
    (
        *TURN_PROBLEMS,
        "unknown_seat",
        "nothing_to_steal",
        "no_such_card",
        "card_not_allowed",
        "not_a_steal",
    ),
    auth="required",
)
def steal(body: dict[str, Any], game_id: str) -> Response:
    """Use the drawn steal card

    Name a victim (and, for a residence, vehicle or job, which card): you take it, or
    the money the card names, up to what they have (L2). Or `{"decline": true}`.
    """
    return act(GAME, game_id, "steal", body)


@blp.route("/sell", methods=["POST"])
@blp.arguments(CardChoiceSchema, example={"card": "residence-2"})
@blp.response(200, MorbidLivingViewSchema, description=DONE)
@operation(
    blp,
    "sell",
    (*TURN_PROBLEMS, "unknown_card", "not_your_card", "cannot_sell", "over_limit"),
    auth="required",
)
def sell(body: dict[str, Any], game_id: str) -> Response:
    """Sell a residence or vehicle

    Any time in your turn: to the discard pile for half its price, rounded up to the
    next $10,000 (L9). Also how a debt is covered (L11) and a limit kept (L10).
    """
    return act(GAME, game_id, "sell", body)


@blp.route("/discard", methods=["POST"])
@blp.arguments(CardChoiceSchema, example={"card": "job-4"})
@blp.response(200, MorbidLivingViewSchema, description=DONE)
@operation(blp, "discard", (*TURN_PROBLEMS, "unknown_card", "over_limit"), auth="required")
def discard(body: dict[str, Any], game_id: str) -> Response:
    """Discard a card over the limit

    One job, two residences, two vehicles: over a limit, choose which card goes (L10).
    """
    return act(GAME, game_id, "discard", body)


@blp.route("/pay", methods=["POST"])
@blp.arguments(PaymentSchema, example={"credit": True})
@blp.response(200, MorbidLivingViewSchema, description=DONE)
@operation(blp, "pay", (*TURN_PROBLEMS, "no_credit_card", "must_sell"), auth="required")
def pay(body: dict[str, Any], game_id: str) -> Response:
    """Settle what an action card asks

    With a credit card (`"credit": true`, not on Bankrupt), or with your cash once it
    covers the debt, or when nothing is left to sell: the rest is forgiven (L11).
    """
    return act(GAME, game_id, "pay", body)


@blp.route("/end-turn", methods=["POST"])
@blp.arguments(EmptySchema, example={})
@blp.response(200, MorbidLivingViewSchema, description=DONE)
@operation(blp, "end_turn", TURN_PROBLEMS, auth="required")
def end_turn(_body: dict[str, Any], game_id: str) -> Response:
    """End your turn

    Once nothing is left to decide; the next player's turn begins (L9, L14).
    """
    return act(GAME, game_id, "end-turn", {})
