"""Millimemory as the HTTP API offers it: options, join fields and the moves of a round
(Q5, Q6), declared once (rules/game.py); the server builds its endpoints."""

from __future__ import annotations

from millie.rules.game import Action, Field
from millie.rules.kernel import NAME_LIMIT
from millie.rules.millimemory.cards import COLOURS
from millie.rules.millimemory.engine import MAX_MM

CARD = Field(
    "string",
    min_length=1,
    max_length=40,
    description="The card you mean; if the table has moved on: 409.",
)

OPTIONS = {
    "single_winner": Field(
        "boolean",
        default=False,
        description="Q8: one winner; tied leaders play playoff rounds.",
    ),
    "prediction_seconds": Field(
        "integer",
        default=None,
        nullable=True,
        min=1,
        max=86_400,
        description="Q6: seconds to lock a prediction; who has none then scores Miss, and "
        "the answer is revealed.",
    ),
}

JOIN = {
    "name": Field("string", required=True, min_length=1, max_length=NAME_LIMIT),
    "colour": Field(
        "string", required=True, choices=tuple(COLOURS), description="Q4: each once per game."
    ),
}

ROUND_CODES = ("wrong_phase", "not_in_playoff")

ACTIONS = (
    Action(
        "predict",
        "predict",
        """Lock your secret prediction

        A length in millimetres, 0 to 300, one decimal at most (Q3). A locked prediction
        cannot change; nobody sees it until every player has locked, when the answer is
        revealed and scored (Q2, Q6, Q7). Name the `card` you mean (as `legal_actions`
        does): if the table has moved on to another card since, the answer is 409
        `card_changed` and nothing is locked.
        """,
        {
            "mm": Field(
                "number",
                required=True,
                min=0,
                max=MAX_MM,
                description="Q3: millimetres, 0 to 300, one decimal at most.",
            ),
            "card": CARD,
        },
        body="Predict",
        example={"mm": 85.6, "card": "question-12"},
        codes=(*ROUND_CODES, "already_predicted", "bad_prediction", "card_changed"),
    ),
    Action(
        "skip",
        "skip",
        """Skip this card: "I don't know this object"

        Any player who has not locked a prediction on the card may skip it before the answer
        is revealed: the card is discarded unanswered, predictions on it are void, and the
        next card is revealed. A skipped card does not count as played. A player who has
        locked gets 409 `prediction_locked` (Q5).
        """,
        {"card": CARD},
        body="Skip",
        example={"card": "question-12"},
        codes=(*ROUND_CODES, "card_changed", "prediction_locked"),
    ),
)

DECISIONS = ("start", "predict")
# The refusals of this game's engine (api/core/problems.py has the server's own).
REFUSALS: dict[str, tuple[int, str]] = {
    "colour_taken": (409, "Another player has that colour (Q4)."),
    "card_changed": (409, "The card you name is no longer on the table (skipped or answered)."),
    "already_predicted": (409, "A locked prediction cannot change (Q6)."),
    "prediction_locked": (409, "You locked a prediction on this card, so you cannot skip it (Q5)."),
    "not_in_playoff": (403, "Only the tied leaders play the playoff rounds (Q8)."),
    "bad_prediction": (422, "A prediction is 0 to 300 mm with one decimal at most (Q3)."),
    "unknown_colour": (422, "No colour has that name (Q4)."),
}
