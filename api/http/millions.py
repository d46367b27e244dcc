"""Aunt Millie's Millions: the moves of a round (M6-M14), one endpoint each."""

from __future__ import annotations

from typing import Any

from flask import Response

from api.core.games import GAME_TYPES
from api.http.endpoint import act
from api.http.operations import MOVE_PROBLEMS, Blueprint, operation
from api.http.schemas import (
    ClaimSchema,
    EmptySchema,
    JudgeSchema,
    QuestionSchema,
    ReappraiseSchema,
    StealSchema,
    StorySchema,
    VerdictSchema,
)
from api.http.views import MillionsViewSchema

blp = Blueprint(
    "millions",
    __name__,
    url_prefix="/v1/millions/games/<game_id>",
    description="Aunt Millie's Millions: flip, race to claim, steal, reappraise, squabble.",
)
GAME = GAME_TYPES["millions"]


@blp.route("/flip", methods=["POST"])
@blp.arguments(EmptySchema, example={})
@blp.response(200, MillionsViewSchema, description="The game after the move, as you see it.")
@operation(blp, "flip", (*MOVE_PROBLEMS, "round_in_progress", "wrong_phase"), auth="required")
def flip(_body: dict[str, Any], game_id: str) -> Response:
    """One, Two, Three... Flip!

    Turns over the top card of every pile at once and opens the race (M6, M7). Any
    seated player may flip, only when no round is in progress.
    """
    return act(GAME, game_id, "flip", {})


@blp.route("/claim", methods=["POST"])
@blp.arguments(ClaimSchema, example={"card": "item-17"})
@blp.response(200, MillionsViewSchema, description="The game after the move, as you see it.")
@operation(
    blp,
    "claim",
    (
        *MOVE_PROBLEMS,
        "wrong_phase",
        "already_placed",
        "sitting_out",
        "card_not_on_table",
        "card_cancelled",
        "card_full",
        "unknown_card",
    ),
    auth="required",
)
def claim(body: dict[str, Any], game_id: str) -> Response:
    """Place your character on a flipped card

    The race (M7): the server applies claims in the order it commits them. An Item holds
    two characters, a Steal or Reappraise one; a full card answers 409 `card_full` and
    you place again. A placement is final; you may place on your own card.
    """
    return act(GAME, game_id, "claim", body)


@blp.route("/steal", methods=["POST"])
@blp.arguments(StealSchema, example={"victim": 1, "slot": 2})
@blp.response(200, MillionsViewSchema, description="The game after the move, as you see it.")
@operation(
    blp,
    "steal",
    (
        *MOVE_PROBLEMS,
        "wrong_phase",
        "not_the_thief",
        "unknown_seat",
        "own_row",
        "empty_row",
        "no_such_slot",
        "slot_not_allowed",
    ),
    auth="required",
)
def steal(body: dict[str, Any], game_id: str) -> Response:
    """Resolve your Steal

    Name an opponent and a slot of their row (from 1) to take that card, revealed, with
    any appraisal under it (M10); or decline. With the vault's Steal at the end (M18)
    name only the victim: you take their highest-valued item.
    """
    return act(GAME, game_id, "steal", body)


@blp.route("/reappraise", methods=["POST"])
@blp.arguments(ReappraiseSchema, example={"slot": 1})
@blp.response(200, MillionsViewSchema, description="The game after the move, as you see it.")
@operation(
    blp,
    "reappraise",
    (*MOVE_PROBLEMS, "wrong_phase", "not_the_reappraiser", "no_such_slot"),
    auth="required",
)
def reappraise(body: dict[str, Any], game_id: str) -> Response:
    """Resolve your Reappraise

    Name a slot of your row: the item is revealed, you draw a new appraisal in secret,
    and the old appraisal goes to the middle of the deck (M13). Or decline.
    """
    return act(GAME, game_id, "reappraise", body)


@blp.route("/squabbles/<int:n>/judge", methods=["POST"])
@blp.arguments(JudgeSchema, example={"judge": 2})
@blp.response(200, MillionsViewSchema, description="The game after the move, as you see it.")
@operation(
    blp,
    "squabble_judge",
    (
        *MOVE_PROBLEMS,
        "wrong_phase",
        "unknown_squabble",
        "squabble_decided",
        "not_the_selector",
        "judge_named",
        "unknown_seat",
        "judge_in_squabble",
    ),
    auth="required",
)
def squabble_judge(body: dict[str, Any], game_id: str, n: int) -> Response:
    """Name the squabble's judge

    The selector names a judge among the players not in the squabble (M14).
    """
    return act(GAME, game_id, "judge", body, n)


@blp.route("/squabbles/<int:n>/story", methods=["POST"])
@blp.arguments(StorySchema, example={"text": "I polished it for her every Sunday."})
@blp.response(200, MillionsViewSchema, description="The game after the move, as you see it.")
@operation(
    blp,
    "squabble_story",
    (
        *MOVE_PROBLEMS,
        "wrong_phase",
        "unknown_squabble",
        "squabble_decided",
        "not_a_squabbler",
        "selector_first",
        "bad_text",
    ),
    auth="required",
)
def squabble_story(body: dict[str, Any], game_id: str, n: int) -> Response:
    """Tell your story

    Each squabbler tells why the item is rightly theirs, the selector first (M14).
    """
    return act(GAME, game_id, "story", body, n)


@blp.route("/squabbles/<int:n>/question", methods=["POST"])
@blp.arguments(QuestionSchema, example={"to": 0, "text": "What colour was her front door?"})
@blp.response(200, MillionsViewSchema, description="The game after the move, as you see it.")
@operation(
    blp,
    "squabble_question",
    (
        *MOVE_PROBLEMS,
        "wrong_phase",
        "unknown_squabble",
        "squabble_decided",
        "not_the_judge",
        "not_in_squabble",
        "already_asked",
        "bad_text",
    ),
    auth="required",
)
def squabble_question(body: dict[str, Any], game_id: str, n: int) -> Response:
    """Ask a squabbler a question

    After both stories the judge may ask each squabbler one question (M14).
    """
    return act(GAME, game_id, "question", body, n)


@blp.route("/squabbles/<int:n>/answer", methods=["POST"])
@blp.arguments(StorySchema, example={"text": "Purple, with a brass knocker."})
@blp.response(200, MillionsViewSchema, description="The game after the move, as you see it.")
@operation(
    blp,
    "squabble_answer",
    (
        *MOVE_PROBLEMS,
        "wrong_phase",
        "unknown_squabble",
        "squabble_decided",
        "not_a_squabbler",
        "no_question",
        "bad_text",
    ),
    auth="required",
)
def squabble_answer(body: dict[str, Any], game_id: str, n: int) -> Response:
    """Answer the judge

    The squabbler the judge asked answers, once (M14).
    """
    return act(GAME, game_id, "answer", body, n)


@blp.route("/squabbles/<int:n>/verdict", methods=["POST"])
@blp.arguments(VerdictSchema, example={"winner": 0})
@blp.response(200, MillionsViewSchema, description="The game after the move, as you see it.")
@operation(
    blp,
    "squabble_verdict",
    (
        *MOVE_PROBLEMS,
        "wrong_phase",
        "unknown_squabble",
        "squabble_decided",
        "not_the_judge",
        "not_in_squabble",
    ),
    auth="required",
)
def squabble_verdict(body: dict[str, Any], game_id: str, n: int) -> Response:
    """Award the item: the squabble-verdict

    The judge gives the card to one of the two squabblers; the judge's word is final
    (M14). Not while a question awaits its answer.
    """
    return act(GAME, game_id, "verdict", body, n)
