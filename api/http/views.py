"""Each game type's view and score: the documented shape of what its engine shows.

The engines build views as plain dicts (rules/<game>/view.py) and the server sends them
as they are; these schemas describe them for the OpenAPI document, and the tests check
that answers match it.
"""

from __future__ import annotations

from typing import Any, cast

from marshmallow import INCLUDE, Schema, fields, validate

from millie.api.core.games import GameType
from millie.api.http.responses import (
    PHASES,
    STATUSES,
    AppraisalSchema,
    GameViewSchema,
    component,
    nullable_int,
)


class CardFaceSchema(Schema):
    id = fields.String(required=True, metadata={"example": "item-17"})
    kind = fields.String(required=True, validate=validate.OneOf(["item", "steal", "reappraise"]))
    name = fields.String(required=True)
    colour = fields.String(
        validate=validate.OneOf(["purple", "yellow", "red", "blue", "green"]),
        metadata={"description": "Items only."},
    )
    value = fields.Integer(
        allow_none=True,
        metadata={"description": 'Items only: the printed value in dollars; null is "$?".'},
    )


class SeatSchema(Schema):
    seat = fields.Integer(required=True, metadata={"description": "From 0, in joining order."})
    bot = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "The policy of a server-hosted bot seat; null: a person."},
    )
    name = fields.String(required=True)
    character = fields.String(required=True)
    intro = fields.String(required=True)
    pile_size = fields.Integer(required=True)
    row_size = fields.Integer(required=True)
    placed = fields.String(
        required=True, allow_none=True, metadata={"description": "The card this seat stands on."}
    )
    sits_out = fields.Boolean(required=True, metadata={"description": "No room left (M8)."})


class TableEntrySchema(Schema):
    card = fields.Nested(CardFaceSchema, required=True)
    from_seat = fields.Integer(required=True)
    capacity = fields.Integer(required=True, metadata={"description": "2, 1, or 0 if cancelled."})
    claimants = fields.List(fields.Integer(), required=True)
    room = fields.Integer(required=True)
    cancelled = fields.Boolean(required=True)


class SlotSchema(Schema):
    slot = fields.Integer(required=True, metadata={"description": "From 1, left to right."})
    card = fields.Nested(CardFaceSchema, required=True)
    appraised = fields.Boolean(metadata={"description": "An appraisal card lies under it."})
    appraisal = fields.Nested(
        AppraisalSchema,
        allow_none=True,
        metadata={"description": "Your own rows, and everyone's at the end only."},
    )
    value = fields.Integer(metadata={"description": "The item's value, where you may know it."})


class RowSchema(Schema):
    seat = fields.Integer(required=True)
    count = fields.Integer(required=True)
    slots = fields.List(
        fields.Nested(SlotSchema),
        required=True,
        allow_none=True,
        metadata={"description": "null for another player's face-down row (M20)."},
    )


class CharitySchema(Schema):
    cards = fields.List(fields.Nested(CardFaceSchema), required=True)
    appraisal_cards = fields.Integer(required=True, metadata={"description": "Counted, not shown."})


class TranscriptEntrySchema(Schema):
    kind = fields.String(required=True, validate=validate.OneOf(["story", "question", "answer"]))
    seat = fields.Integer(required=True)
    to = fields.Integer(metadata={"description": "Questions: the squabbler asked."})
    text = fields.String(required=True)
    skipped = fields.Boolean(metadata={"description": "M21: the time ran out; no text."})


class SquabbleSchema(Schema):
    number = fields.Integer(required=True, metadata={"description": "The {n} of its paths."})
    round = fields.Integer(required=True)
    card = fields.Nested(CardFaceSchema, required=True)
    selector = fields.Integer(required=True)
    other = fields.Integer(required=True)
    judge = nullable_int("Named by the selector.")
    transcript = fields.List(fields.Nested(TranscriptEntrySchema), required=True)
    winner = nullable_int("Set by the verdict.")


class ScoreLineSchema(Schema):
    seat = fields.Integer(required=True)
    items = fields.Integer(required=True)
    bonus = fields.Integer(required=True)
    total = fields.Integer(required=True)


class SeatCardsSchema(Schema):
    seat = fields.Integer(required=True)
    cards = fields.List(fields.Nested(CardFaceSchema), required=True)


class RevealedRowSchema(Schema):
    seat = fields.Integer(required=True)
    slots = fields.List(fields.Nested(SlotSchema), required=True)


class SeatTotalSchema(Schema):
    seat = fields.Integer(required=True)
    total = fields.Integer(required=True)


class ResultSchema(Schema):
    winners = fields.List(fields.Integer(), required=True)
    heir = fields.Integer(required=True, allow_none=True)
    vault = fields.Nested(CardFaceSchema, required=True, allow_none=True)
    vault_totals = fields.List(
        fields.Nested(SeatTotalSchema),
        required=True,
        metadata={
            "description": "M17: every seat's total when the vault opened, on which its heir "
            "was decided (before the vault's item, Steal or Reappraise)."
        },
    )
    scores = fields.List(fields.Nested(ScoreLineSchema), required=True)
    rows = fields.List(fields.Nested(RevealedRowSchema), required=True)
    unplayed = fields.List(fields.Nested(SeatCardsSchema), required=True)


class MillionsOptionsViewSchema(Schema):
    face_up_rows = fields.Boolean(required=True)


class MillionsViewSchema(GameViewSchema):
    """A game of Aunt Millie's Millions as the caller may see it (M20)."""

    type = fields.String(required=True, validate=validate.OneOf(["millions"]))
    phase = fields.String(required=True, validate=validate.OneOf(PHASES))
    round = fields.Integer(required=True)
    options = fields.Nested(MillionsOptionsViewSchema, required=True)
    seats = fields.List(fields.Nested(SeatSchema), required=True)
    table = fields.List(fields.Nested(TableEntrySchema), required=True)
    rows = fields.List(fields.Nested(RowSchema), required=True)
    charity = fields.Nested(CharitySchema, required=True)
    appraisal_deck_size = fields.Integer(required=True)
    squabbles = fields.List(fields.Nested(SquabbleSchema), required=True)
    vault = fields.Nested(CardFaceSchema, required=True, allow_none=True)
    heir = nullable_int("Who inherits the vault (M17), once it is opened.")
    result = fields.Nested(ResultSchema, required=True, allow_none=True)


class SeatScoreSchema(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    character = fields.String(required=True)
    items = nullable_int("null where the caller may not know it.")
    bonus = nullable_int("null where the caller may not know it.")
    total = nullable_int("null where the caller may not know it.")
    winner = fields.Boolean(required=True)


class MillionsScoreSchema(Schema):
    id = fields.String(required=True)
    type = fields.String(required=True, validate=validate.OneOf(["millions"]))
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    version = fields.Integer(required=True)
    final = fields.Boolean(required=True)
    winners = fields.List(fields.Integer(), required=True)
    scores = fields.List(fields.Nested(SeatScoreSchema), required=True)


class QuestionFaceSchema(Schema):
    id = fields.String(required=True, metadata={"example": "question-1"})
    prompt = fields.String(required=True)
    part = fields.String(required=True)
    object = fields.String(metadata={"description": "Once the answer is revealed."})
    mm = fields.Float(metadata={"description": "The answer, once revealed."})
    source = fields.String(metadata={"description": "Where the answer comes from."})


class MillimemorySeatSchema(Schema):
    seat = fields.Integer(required=True)
    bot = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "The policy of a server-hosted bot seat; null: a person."},
    )
    name = fields.String(required=True)
    colour = fields.String(required=True)
    score = fields.Integer(required=True)
    locked = fields.Boolean(required=True, metadata={"description": "Has locked a prediction."})
    contender = fields.Boolean(required=True, metadata={"description": "Predicts this round."})


class MillimemorySeatScoreSchema(Schema):
    seat = fields.Integer(required=True)
    score = fields.Integer(required=True)


class MillimemoryLeadersSchema(Schema):
    score = fields.Integer(required=True)
    seats = fields.List(fields.Integer(), required=True)


class MillimemoryResultSchema(Schema):
    ended_by = fields.String(
        required=True, validate=validate.OneOf(["target", "playoff", "deck_empty"])
    )
    winners = fields.List(fields.Integer(), required=True)
    masters = fields.List(fields.Integer(), required=True)
    leaders = fields.Nested(
        MillimemoryLeadersSchema,
        required=True,
        allow_none=True,
        metadata={"description": "Q10: after a deck run-out, the highest score and its seats."},
    )
    scores = fields.List(fields.Nested(MillimemorySeatScoreSchema), required=True)
    cards_played = fields.Integer(required=True)
    solo_rank = fields.String(required=True, allow_none=True)


class MillimemoryOptionsViewSchema(Schema):
    single_winner = fields.Boolean(required=True)


class MillimemoryViewSchema(GameViewSchema):
    """A game of Millimemory as the caller may see it (Q6)."""

    type = fields.String(required=True, validate=validate.OneOf(["millimemory"]))
    phase = fields.String(
        required=True, validate=validate.OneOf(["lobby", "predict", "playoff", "finished"])
    )
    round = fields.Integer(required=True)
    options = fields.Nested(MillimemoryOptionsViewSchema, required=True)
    seats = fields.List(fields.Nested(MillimemorySeatSchema), required=True)
    card = fields.Nested(QuestionFaceSchema, required=True, allow_none=True)
    your_prediction = fields.Float(
        required=True, allow_none=True, metadata={"description": "Yours only, once locked."}
    )
    deck_size = fields.Integer(required=True)
    played = fields.List(fields.Nested(QuestionFaceSchema), required=True)
    skipped = fields.List(fields.Nested(QuestionFaceSchema), required=True)
    cards_played = fields.Integer(required=True)
    playoff = fields.Boolean(required=True)
    result = fields.Nested(MillimemoryResultSchema, required=True, allow_none=True)


class MillimemoryScoreLineSchema(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    colour = fields.String(required=True)
    score = fields.Integer(required=True)
    winner = fields.Boolean(required=True)


class MillimemoryScoreSchema(Schema):
    id = fields.String(required=True)
    type = fields.String(required=True, validate=validate.OneOf(["millimemory"]))
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    version = fields.Integer(required=True)
    final = fields.Boolean(required=True)
    winners = fields.List(fields.Integer(), required=True)
    masters = fields.List(fields.Integer(), required=True)
    leaders = fields.Nested(
        MillimemoryLeadersSchema,
        required=True,
        allow_none=True,
        metadata={"description": "Q10: after a deck run-out, the highest score and its seats."},
    )
    scores = fields.List(fields.Nested(MillimemoryScoreLineSchema), required=True)
    cards_played = fields.Integer(required=True)
    solo_rank = fields.String(
        required=True, allow_none=True, metadata={"description": "Q9: A to E, solo games only."}
    )


class DieRowSchema(Schema):
    roll = fields.Integer(required=True)
    amount = fields.Integer(required=True, metadata={"description": "> 0 collect, < 0 pay."})
    text = fields.String(required=True)


class MorbidCardSchema(Schema):
    id = fields.String(required=True, metadata={"example": "residence-3"})
    kind = fields.String(
        required=True,
        validate=validate.OneOf(
            [
                "residence",
                "job",
                "vehicle",
                "steal",
                "credit",
                "payday",
                "numbered",
                "specific",
                "bankrupt",
            ]
        ),
    )
    name = fields.String(required=True)
    text = fields.String(required=True)
    price = fields.Integer(metadata={"description": "Residences and vehicles."})
    income = fields.Integer(metadata={"description": "Residences and vehicles: paid on Pay Day."})
    salary = fields.Integer(metadata={"description": "Jobs."})
    target = fields.String(metadata={"description": "Steal cards: what may be stolen."})
    amount = fields.Integer(metadata={"description": "Money steals and specific cards."})
    die = fields.List(fields.Nested(DieRowSchema), metadata={"description": "Numbered cards."})


class MorbidSeatSchema(Schema):
    seat = fields.Integer(required=True)
    bot = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "The policy of a server-hosted bot seat; null: a person."},
    )
    name = fields.String(required=True)
    cash = fields.Integer(required=True)
    cards = fields.List(fields.Nested(MorbidCardSchema), required=True)
    credit_cards = fields.Integer(required=True)
    auto_end = fields.Boolean(
        required=True, metadata={"description": "L9: turns end by themselves."}
    )
    essentials = fields.Integer(required=True, metadata={"description": "L15: 0 to 4."})
    net_worth = fields.Integer(required=True, metadata={"description": "L15."})


class MorbidScoreLineSchema(Schema):
    seat = fields.Integer(required=True)
    essentials = fields.Integer(required=True)
    net_worth = fields.Integer(required=True)
    cash = fields.Integer(required=True)


class MorbidResultSchema(Schema):
    ended_by = fields.String(required=True, validate=validate.OneOf(["declaration", "turn_limit"]))
    winners = fields.List(fields.Integer(), required=True)
    scores = fields.List(fields.Nested(MorbidScoreLineSchema), required=True)


class MorbidLivingOptionsViewSchema(Schema):
    start_seat = fields.Integer(required=True)
    max_turns = fields.Integer(required=True, metadata={"description": "L14a: turns per player."})


class MorbidLivingViewSchema(GameViewSchema):
    """A game of Morbid Living: everything lies face up but the deck."""

    type = fields.String(required=True, validate=validate.OneOf(["morbid-living"]))
    phase = fields.String(
        required=True,
        validate=validate.OneOf(["lobby", "start", "drawn", "limit", "pay", "end", "finished"]),
    )
    turn = nullable_int("Whose turn it is.")
    turns = fields.Integer(required=True, metadata={"description": "Turns begun so far."})
    options = fields.Nested(MorbidLivingOptionsViewSchema, required=True)
    seats = fields.List(fields.Nested(MorbidSeatSchema), required=True)
    deck_size = fields.Integer(required=True)
    discard_top = fields.Nested(MorbidCardSchema, required=True, allow_none=True)
    discard_size = fields.Integer(required=True)
    drawn = fields.Nested(MorbidCardSchema, required=True, allow_none=True)
    owed = fields.Integer(required=True, metadata={"description": "L11: still to pay."})
    declared_by = nullable_int("L14: who declared.")
    final_turns = fields.List(fields.Integer(), required=True)
    result = fields.Nested(MorbidResultSchema, required=True, allow_none=True)


class MorbidLivingScoreLineSchema(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    cash = fields.Integer(required=True)
    essentials = fields.Integer(required=True)
    net_worth = fields.Integer(required=True)
    winner = fields.Boolean(required=True)


class MorbidLivingScoreSchema(Schema):
    id = fields.String(required=True)
    type = fields.String(required=True, validate=validate.OneOf(["morbid-living"]))
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    version = fields.Integer(required=True)
    final = fields.Boolean(required=True)
    winners = fields.List(fields.Integer(), required=True)
    scores = fields.List(fields.Nested(MorbidLivingScoreLineSchema), required=True)


# The view and score of each game whose shape is written out above; any other game's
# are documented by what every view has (GameViewSchema), its own fields left open.
DOCUMENTED: dict[str, tuple[type[Schema], type[Schema]]] = {
    "millions": (MillionsViewSchema, MillionsScoreSchema),
    "millimemory": (MillimemoryViewSchema, MillimemoryScoreSchema),
    "morbid-living": (MorbidLivingViewSchema, MorbidLivingScoreSchema),
}


def _open(slug: str, kind: str, base: type[Schema], attrs: dict[str, Any]) -> type[Schema]:
    class Meta:
        unknown = INCLUDE  # the game's own fields: documented in its docs, not here

    kinds = validate.OneOf([slug])
    attrs = {**attrs, "type": fields.String(required=True, validate=kinds), "Meta": Meta}
    return cast(type[Schema], type(f"{component(slug, kind)}Schema", (base,), attrs))


def _generic(slug: str) -> tuple[type[Schema], type[Schema]]:
    score = {
        "id": fields.String(required=True),
        "status": fields.String(required=True, validate=validate.OneOf(STATUSES)),
        "version": fields.Integer(required=True),
    }
    return _open(slug, "View", GameViewSchema, {}), _open(slug, "Score", Schema, score)


def view_schemas(game: GameType) -> tuple[type[Schema], type[Schema]]:
    """A game's (view, score) schemas: written out above, or its generic ones; each
    app registers those of the games it serves (create_app)."""
    return DOCUMENTED.get(game.slug) or _generic(game.slug)
