"""Response schemas: the documented shape of every answer (the OpenAPI document's source).

The handlers build views as plain dicts (the engine's `view`) and send them as they are;
these schemas describe them, and the tests check that answers match the document.
"""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields, validate

STATUSES = ("lobby", "active", "finished")
PHASES = ("lobby", "flip", "placement", "steal", "reappraise", "squabble", "vault", "finished")
DECISIONS: tuple[str, ...] = (
    "start",
    "flip",
    "claim",
    "steal",
    "reappraise",
    "judge",
    "story",
    "answer",
    "verdict",
)
MORBID_ACTIONS = ("draw", "buy", "pass", "sell", "discard", "pay", "end-turn")
ACTIONS = (
    "join",
    "start",
    "add_bot",
    *DECISIONS[1:],
    "question",
    "predict",
    "skip",
    *MORBID_ACTIONS,
)
DECISIONS = (*DECISIONS, "predict", "draw", "decide", "limit", "pay", "end-turn")
VIEWS = ("MillionsView", "MillimemoryView", "MorbidLivingView")
SCORES = ("MillionsScore", "MillimemoryScore", "MorbidLivingScore")


def one_of(*components: str) -> dict[str, Any]:
    """A JSON schema that is one of these components, told apart by their `type`."""
    refs = [{"$ref": f"#/components/schemas/{name}"} for name in components]
    return {"oneOf": refs}


def _nullable_int(description: str) -> fields.Integer:
    return fields.Integer(required=True, allow_none=True, metadata={"description": description})


class ProblemSchema(Schema):
    type = fields.String(
        required=True, metadata={"description": "A URI reference naming the problem."}
    )
    title = fields.String(required=True)
    status = fields.Integer(required=True)
    detail = fields.String(required=True, metadata={"description": "What went wrong, for people."})
    code = fields.String(required=True, metadata={"description": "Stable machine name."})
    errors = fields.Dict(
        keys=fields.String(),
        metadata={"description": "With invalid_body and invalid_query: the messages per field."},
    )
    version = fields.Integer(
        metadata={"description": "With stale_version: the game's version now."}
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


class AppraisalSchema(Schema):
    id = fields.String(required=True, metadata={"example": "appraisal-7"})
    value = fields.Integer(required=True, metadata={"description": "Dollars."})


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
    judge = _nullable_int("Named by the selector.")
    transcript = fields.List(fields.Nested(TranscriptEntrySchema), required=True)
    winner = _nullable_int("Set by the verdict.")


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


class ResultSchema(Schema):
    winners = fields.List(fields.Integer(), required=True)
    heir = fields.Integer(required=True, allow_none=True)
    vault = fields.Nested(CardFaceSchema, required=True, allow_none=True)
    scores = fields.List(fields.Nested(ScoreLineSchema), required=True)
    rows = fields.List(fields.Nested(RevealedRowSchema), required=True)
    unplayed = fields.List(fields.Nested(SeatCardsSchema), required=True)


class PendingSchema(Schema):
    seat = _nullable_int("The seat the game waits for; null: the host (to start).")
    decision = fields.String(required=True, validate=validate.OneOf(DECISIONS))
    squabble = fields.Integer(metadata={"description": "Squabble decisions: its number."})
    deadline = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "format": "date-time",
            "description": "When the server acts for a late player (M21, Q6, turn_seconds); "
            "null when the game has no timer for this decision.",
        },
    )


class ActionBodySchema(Schema):
    """The body to send: the fields of the action's own request body."""

    card = fields.String()
    victim = fields.Integer()
    slot = fields.Integer()
    decline = fields.Boolean()
    judge = fields.Integer()
    text = fields.String()
    to = fields.Integer()
    winner = fields.Integer()
    name = fields.String()
    character = fields.String()
    intro = fields.String()
    colour = fields.String()
    mm = fields.Float()
    source = fields.String()
    credit = fields.Boolean()
    auto_end = fields.Boolean()
    policy = fields.String(metadata={"description": "add_bot: the bot's policy."})


class FreeFieldSchema(Schema):
    type = fields.String(required=True, metadata={"example": "string"})
    min_length = fields.Integer()
    max_length = fields.Integer()
    min = fields.Float()
    max = fields.Float()
    decimals = fields.Integer(metadata={"description": "Digits allowed after the point."})


class LegalActionSchema(Schema):
    action = fields.String(required=True, validate=validate.OneOf(ACTIONS))
    method = fields.String(required=True, validate=validate.OneOf(["POST"]))
    path = fields.String(required=True)
    body = fields.Nested(ActionBodySchema, required=True)
    squabble = fields.Integer(metadata={"description": "Squabble actions: the {n} of the path."})
    free = fields.Dict(
        keys=fields.String(),
        values=fields.Nested(FreeFieldSchema),
        metadata={"description": "Fields the player writes: the body holds an example."},
    )


class MillionsOptionsViewSchema(Schema):
    face_up_rows = fields.Boolean(required=True)


class GameViewSchema(Schema):
    """The fields every game type's view has: the lobby-level facts, the
    caller's identity, what the game waits for and what the caller may do."""

    id = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    version = fields.Integer(required=True, metadata={"description": "Grows with every change."})
    last_seq = fields.Integer(
        required=True,
        metadata={
            "description": "The game's newest event when this view was made (the events "
            "page's last_seq): no event after it means the view is current."
        },
    )
    seeded = fields.Boolean(required=True, metadata={"description": "Created with a known seed."})
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    you = _nullable_int("Your seat; null for the host or a spectator.")
    role = fields.String(required=True, validate=validate.OneOf(["player", "host", "spectator"]))
    timers = fields.Dict(
        keys=fields.String(),
        values=fields.Float(),
        required=True,
        metadata={
            "description": "Seconds per kind of decision (e.g. placement_seconds); empty "
            "when the game has no timers. Each pending decision shows its deadline."
        },
    )
    pending = fields.List(fields.Nested(PendingSchema), required=True)
    legal_actions = fields.List(fields.Nested(LegalActionSchema), required=True)


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
    heir = _nullable_int("Who inherits the vault (M17), once it is opened.")
    result = fields.Nested(ResultSchema, required=True, allow_none=True)


class CreatedGameSchema(Schema):
    game = fields.Raw(required=True, metadata=one_of(*VIEWS))
    host_token = fields.String(required=True, metadata={"description": "Shown once."})


class PlayerSchema(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    character = fields.String(metadata={"description": "Aunt Millie's Millions."})
    intro = fields.String(metadata={"description": "Aunt Millie's Millions."})
    colour = fields.String(metadata={"description": "Millimemory."})
    auto_end = fields.Boolean(metadata={"description": "Morbid Living."})


class JoinedSchema(Schema):
    player = fields.Nested(PlayerSchema, required=True)
    token = fields.String(required=True, metadata={"description": "Shown once."})
    game = fields.Raw(required=True, metadata=one_of(*VIEWS))


class SeatScoreSchema(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    character = fields.String(required=True)
    items = _nullable_int("null where the caller may not know it.")
    bonus = _nullable_int("null where the caller may not know it.")
    total = _nullable_int("null where the caller may not know it.")
    winner = fields.Boolean(required=True)


class MillionsScoreSchema(Schema):
    id = fields.String(required=True)
    type = fields.String(required=True, validate=validate.OneOf(["millions"]))
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    version = fields.Integer(required=True)
    final = fields.Boolean(required=True)
    winners = fields.List(fields.Integer(), required=True)
    scores = fields.List(fields.Nested(SeatScoreSchema), required=True)


class SecretSchema(Schema):
    """What only one seat may read: an appraisal (Millions) or a prediction (Millimemory)."""

    card = fields.String(metadata={"description": "Millions: the item the appraisal is under."})
    appraisal = fields.Nested(AppraisalSchema, metadata={"description": "Millions."})
    mm = fields.Float(metadata={"description": "Millimemory: your locked prediction."})


class EventSchema(Schema):
    seq = fields.Integer(required=True)
    kind = fields.String(required=True, metadata={"example": "claimed"})
    at = fields.String(required=True, metadata={"format": "date-time"})
    data = fields.Dict(
        keys=fields.String(),
        required=True,
        metadata={"description": "Public facts; the fields depend on `kind` (docs/rules)."},
    )
    secret = fields.Nested(SecretSchema, metadata={"description": "For its holder only."})


class LobbyEntrySchema(Schema):
    id = fields.String(required=True)
    type = fields.String(required=True, metadata={"example": "millions"})
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    version = fields.Integer(required=True)
    seeded = fields.Boolean(required=True)
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    updated_at = fields.String(required=True, metadata={"format": "date-time"})
    players = fields.List(fields.String(), required=True, metadata={"description": "Names."})
    seats_free = fields.Integer(required=True, metadata={"description": "0 once started."})
    path = fields.String(required=True, metadata={"description": "The game's URL path."})


class LobbyPageSchema(Schema):
    games = fields.List(fields.Nested(LobbyEntrySchema), required=True)
    page = fields.Integer(required=True)
    page_size = fields.Integer(required=True)
    total = fields.Integer(required=True, metadata={"description": "Games that match."})


class JoinedBotSchema(Schema):
    player = fields.Dict(
        keys=fields.String(),
        required=True,
        metadata={"description": "The bot's seat request, with `seat` and `bot` (its policy)."},
    )
    game = fields.Dict(keys=fields.String(), required=True, metadata={"description": "The view."})


class ReissuedSchema(Schema):
    seat = fields.Integer(required=True)
    token = fields.String(required=True, metadata={"description": "Shown once."})


class RecordedActionSchema(Schema):
    n = fields.Integer(required=True)
    action = fields.String(
        required=True, metadata={"description": "join, start, an action, or expire."}
    )
    seat = fields.Integer(required=True, allow_none=True)
    body = fields.Dict(keys=fields.String(), required=True)
    squabble = fields.Integer(required=True, allow_none=True)
    now = fields.Float(required=True, metadata={"description": "Seconds since the epoch."})


class RecordedEventSchema(Schema):
    seq = fields.Integer(required=True)
    kind = fields.String(required=True)
    at = fields.String(required=True, metadata={"format": "date-time"})
    data = fields.Dict(keys=fields.String(), required=True)
    secret = fields.Dict(keys=fields.String(), required=True, allow_none=True)
    secret_to = fields.Integer(required=True, allow_none=True)


class ExportSchema(Schema):
    """A finished game's full record (G2): seed + actions replay it (G1)."""

    id = fields.String(required=True)
    type = fields.String(required=True)
    seed = fields.Integer(required=True)
    seeded = fields.Boolean(required=True)
    options = fields.Dict(keys=fields.String(), required=True)
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    seats = fields.List(fields.Dict(keys=fields.String()), required=True)
    actions = fields.List(fields.Nested(RecordedActionSchema), required=True)
    events = fields.List(fields.Nested(RecordedEventSchema), required=True)
    final_state = fields.Dict(keys=fields.String(), required=True)


class EventPageSchema(Schema):
    events = fields.List(fields.Nested(EventSchema), required=True)
    last_seq = fields.Integer(required=True, metadata={"description": "The game's newest event."})
    view = fields.Raw(
        metadata={
            **one_of(*VIEWS),
            "description": "With `view=true` only: your view of the game, as GET gives it, "
            "read in the same request just before the events. Its `last_seq` is the newest "
            "event it shows: when that is the last event you hold, the view is current. "
            "If a move was committed in between, the page goes further than the view: "
            "read the view again.",
        }
    )


# --- Millimemory ----------------------------------------------------------------------


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


# --- Morbid Living --------------------------------------------------------------------


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
    turn = _nullable_int("Whose turn it is.")
    turns = fields.Integer(required=True, metadata={"description": "Turns begun so far."})
    options = fields.Nested(MorbidLivingOptionsViewSchema, required=True)
    seats = fields.List(fields.Nested(MorbidSeatSchema), required=True)
    deck_size = fields.Integer(required=True)
    discard_top = fields.Nested(MorbidCardSchema, required=True, allow_none=True)
    discard_size = fields.Integer(required=True)
    drawn = fields.Nested(MorbidCardSchema, required=True, allow_none=True)
    owed = fields.Integer(required=True, metadata={"description": "L11: still to pay."})
    declared_by = _nullable_int("L14: who declared.")
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
