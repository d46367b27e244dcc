"""Millimemory: the moves of a round (Q5, Q6), one endpoint each."""

from __future__ import annotations

from typing import Any

from flask import Response

from api.core.games import GAME_TYPES
from api.http.endpoint import act
from api.http.operations import MOVE_PROBLEMS, Blueprint, operation
from api.http.schemas import PredictSchema, SkipSchema
from api.http.views import MillimemoryViewSchema

blp = Blueprint(
    "millimemory",
    __name__,
    url_prefix="/v1/millimemory/games/<game_id>",
    description="Millimemory: guess the length of everyday objects in millimetres.",
)
GAME = GAME_TYPES["millimemory"]
ROUND_PROBLEMS = (*MOVE_PROBLEMS, "wrong_phase", "not_in_playoff")


@blp.route("/predict", methods=["POST"])
@blp.arguments(PredictSchema, example={"mm": 85.6, "card": "question-12"})
@blp.response(200, MillimemoryViewSchema, description="The game after the move, as you see it.")
@operation(
    blp,
    "predict",
    (*ROUND_PROBLEMS, "already_predicted", "bad_prediction", "card_changed"),
    auth="required",
)
def predict(body: dict[str, Any], game_id: str) -> Response:
    """Lock your secret prediction

    A length in millimetres, 0 to 300, one decimal at most (Q3). A locked prediction
    cannot change; nobody sees it until every player has locked, when the answer is
    revealed and scored (Q2, Q6, Q7). Name the `card` you mean (as `legal_actions`
    does): if the table has moved on to another card since, the answer is 409
    `card_changed` and nothing is locked.
    """
    return act(GAME, game_id, "predict", body)


@blp.route("/skip", methods=["POST"])
@blp.arguments(SkipSchema, example={"card": "question-12"})
@blp.response(200, MillimemoryViewSchema, description="The game after the move, as you see it.")
@operation(blp, "skip", (*ROUND_PROBLEMS, "card_changed", "prediction_locked"), auth="required")
def skip(body: dict[str, Any], game_id: str) -> Response:
    """Skip this card: "I don't know this object"

    Any player who has not locked a prediction on the card may skip it before the answer
    is revealed: the card is discarded unanswered, predictions on it are void, and the
    next card is revealed. A skipped card does not count as played. A player who has
    locked gets 409 `prediction_locked` (Q5).
    """
    return act(GAME, game_id, "skip", body)
