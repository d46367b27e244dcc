"""Aunt Millie's Millions: the moves of a round (M6-M14), one endpoint each."""

from __future__ import annotations

from typing import Any

from flask import Response

from api.lobby import Blueprint, act
from api.registry import GAME_TYPES
from api.schemas import (
    ClaimSchema,
    EmptySchema,
    JudgeSchema,
    QuestionSchema,
    ReappraiseSchema,
    StealSchema,
    StorySchema,
    VerdictSchema,
)

blp = Blueprint(
    "millions",
    __name__,
    url_prefix="/v1/millions/games/<game_id>",
    description="Aunt Millie's Millions: flip, race to claim, steal, reappraise, squabble.",
)
GAME = GAME_TYPES["millions"]


@blp.route("/flip", methods=["POST"])
@blp.arguments(EmptySchema)
@blp.response(200)
def flip(_body: dict[str, Any], game_id: str) -> Response:
    """ "One, Two, Three... Flip!": turn over the top card of every pile (M6)."""
    return act(GAME, game_id, "flip", {})


@blp.route("/claim", methods=["POST"])
@blp.arguments(ClaimSchema)
@blp.response(200)
def claim(body: dict[str, Any], game_id: str) -> Response:
    """Place your character on a flipped card (M7). The server's commit order is the race:
    a full card answers 409 `card_full`, and you place again."""
    return act(GAME, game_id, "claim", body)


@blp.route("/steal", methods=["POST"])
@blp.arguments(StealSchema)
@blp.response(200)
def steal(body: dict[str, Any], game_id: str) -> Response:
    """Resolve your Steal: name a victim and a slot of their row, or decline (M10).
    With the vault's Steal (M18) name only the victim: you take their highest-valued item."""
    return act(GAME, game_id, "steal", body)


@blp.route("/reappraise", methods=["POST"])
@blp.arguments(ReappraiseSchema)
@blp.response(200)
def reappraise(body: dict[str, Any], game_id: str) -> Response:
    """Resolve your Reappraise: name a slot of your row, or decline (M13)."""
    return act(GAME, game_id, "reappraise", body)


@blp.route("/squabbles/<int:n>/judge", methods=["POST"])
@blp.arguments(JudgeSchema)
@blp.response(200)
def squabble_judge(body: dict[str, Any], game_id: str, n: int) -> Response:
    """The selector names a judge among the players not in the squabble (M14)."""
    return act(GAME, game_id, "judge", body, n)


@blp.route("/squabbles/<int:n>/story", methods=["POST"])
@blp.arguments(StorySchema)
@blp.response(200)
def squabble_story(body: dict[str, Any], game_id: str, n: int) -> Response:
    """A squabbler's story, the selector first (M14)."""
    return act(GAME, game_id, "story", body, n)


@blp.route("/squabbles/<int:n>/question", methods=["POST"])
@blp.arguments(QuestionSchema)
@blp.response(200)
def squabble_question(body: dict[str, Any], game_id: str, n: int) -> Response:
    """The judge asks one squabbler their one question (M14)."""
    return act(GAME, game_id, "question", body, n)


@blp.route("/squabbles/<int:n>/answer", methods=["POST"])
@blp.arguments(StorySchema)
@blp.response(200)
def squabble_answer(body: dict[str, Any], game_id: str, n: int) -> Response:
    """The asked squabbler answers the judge (M14)."""
    return act(GAME, game_id, "answer", body, n)


@blp.route("/squabbles/<int:n>/verdict", methods=["POST"])
@blp.arguments(VerdictSchema)
@blp.response(200)
def squabble_verdict(body: dict[str, Any], game_id: str, n: int) -> Response:
    """The judge awards the card to one of the two squabblers; the word is final (M14)."""
    return act(GAME, game_id, "verdict", body, n)
