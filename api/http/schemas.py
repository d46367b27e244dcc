"""Request bodies, validated before any game is touched (bad shape: 422, nothing changes)."""

from __future__ import annotations

from typing import Any

from marshmallow import INCLUDE, Schema, ValidationError, fields, validate, validates_schema

from rules import millimemory, millions, morbid_living
from rules.game import MAX_SEED
from rules.millimemory import engine as millimemory_engine
from rules.millimemory.cards import COLOURS
from rules.millions import engine as millions_engine
from rules.millions.cards import CHARACTERS
from rules.morbid_living import engine as morbid_living_engine
from rules.morbid_living.engine import DEFAULT_MAX_TURNS, MAX_MAX_TURNS, MIN_MAX_TURNS

# Every limit here is the engine's own (rules/): the schema refuses early what the
# engine would refuse, with the same bounds.
TEXT = validate.Length(min=1, max=millions_engine.TEXT_LIMIT)  # M14


class StrictBoolean(fields.Boolean):
    """JSON true or false, nothing else (not 1, not "true")."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


class StrictNumber(fields.Float):
    """A JSON number, nothing else (not "12", not true)."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise self.make_error("invalid", input=value)
        result: float = super()._deserialize(value, attr, data, **kwargs)
        return result


def _seat() -> fields.Integer:
    return fields.Integer(
        strict=True,
        required=True,
        validate=validate.Range(min=0, max=millions_engine.MAX_PLAYERS - 1),
    )


def _name(limit: int) -> fields.String:
    return fields.String(required=True, validate=validate.Length(min=1, max=limit))


class CreateGameSchema(Schema):
    options = fields.Dict(
        keys=fields.String(), load_default=dict, metadata={"description": "Game options."}
    )
    seed = fields.Integer(
        strict=True,
        load_default=None,
        allow_none=True,
        validate=validate.Range(min=0, max=MAX_SEED),
        metadata={"description": "Seed for a replayable game (G1); the view then says so."},
    )


class AnyBodySchema(Schema):
    """A body validated further by the game type's own schema."""

    class Meta:
        unknown = INCLUDE


class EventsQuerySchema(Schema):
    after = fields.Integer(
        strict=False,
        load_default=0,
        validate=validate.Range(min=0, max=2**31 - 1),
        metadata={"description": "Return events with a sequence number above this."},
    )
    limit = fields.Integer(strict=False, load_default=500, validate=validate.Range(min=1, max=1000))
    wait = fields.Float(
        load_default=0,
        validate=validate.Range(min=0, max=30),
        metadata={"description": "Long-poll: seconds to wait for a new event (0 to 30)."},
    )
    view = fields.Boolean(
        load_default=False,
        metadata={
            "description": "Also answer with your view of the game (`view`), read with the "
            "events: one request, not two, to catch up after a wait."
        },
    )


class StreamQuerySchema(Schema):
    after = fields.Integer(
        strict=False,
        load_default=0,
        validate=validate.Range(min=0, max=2**31 - 1),
        metadata={"description": "Send events above this; Last-Event-ID overrides it."},
    )


class LobbyQuerySchema(Schema):
    type = fields.String(
        validate=validate.OneOf(["millions", "millimemory", "morbid-living"]),
        metadata={"description": "Only games of this type."},
    )
    status = fields.String(
        validate=validate.OneOf(["lobby", "active", "finished"]),
        metadata={"description": "lobby: seats can be taken; active; finished."},
    )
    page = fields.Integer(strict=False, load_default=1, validate=validate.Range(min=1, max=10_000))
    page_size = fields.Integer(
        strict=False, load_default=20, validate=validate.Range(min=1, max=100)
    )


class BotSeatSchema(Schema):
    policy = fields.String(
        required=True,
        validate=validate.Length(min=1, max=20),
        metadata={
            "description": "How the bot plays: millions random|greedy, millimemory "
            "random|estimator, morbid-living random|greedy.",
            "example": "greedy",
        },
    )
    name = fields.String(
        validate=validate.Length(
            min=1,
            max=min(
                e.NAME_LIMIT for e in (millions_engine, millimemory_engine, morbid_living_engine)
            ),
        )
    )
    character = fields.String(
        validate=validate.OneOf(CHARACTERS),
        metadata={"description": "Millions: the bot's character (default: the first free)."},
    )
    colour = fields.String(
        validate=validate.OneOf(COLOURS),
        metadata={"description": "Millimemory: the bot's colour (default: the first free)."},
    )
    min_delay = StrictNumber(
        load_default=0.8,
        validate=validate.Range(min=0, max=60),
        metadata={"description": "Reaction delay per decision, lower bound (seconds)."},
    )
    max_delay = StrictNumber(
        load_default=2.0,
        validate=validate.Range(min=0, max=60),
        metadata={"description": "Reaction delay per decision, upper bound (seconds)."},
    )

    @validates_schema
    def _delays_in_order(self, data: dict[str, Any], **_: Any) -> None:
        if data["min_delay"] > data["max_delay"]:
            raise ValidationError("min_delay must not exceed max_delay.", "min_delay")


def _timer(description: str) -> fields.Integer:
    return fields.Integer(
        strict=True,
        load_default=None,
        allow_none=True,
        validate=validate.Range(min=1, max=86_400),
        metadata={"description": description},
    )


# --- Aunt Millie's Millions ---------------------------------------------------------


class MillionsOptionsSchema(Schema):
    face_up_rows = StrictBoolean(
        load_default=False,
        metadata={"description": "Show item faces in every row (M20's 'more competitive game')."},
    )
    placement_seconds = _timer(
        "M21: seconds to place a character; then the server places it on a random card "
        "with room. Setting any timer turns the others on at 30 s unless set."
    )
    decision_seconds = _timer(
        "M21: seconds for a Steal or Reappraise (then declined), naming a judge (then a "
        "random one) and the verdict (then a random squabbler wins)."
    )
    story_seconds = _timer("M21: seconds for a story or an answer (then skipped).")


class MillionsJoinSchema(Schema):
    name = _name(millions_engine.NAME_LIMIT)
    character = fields.String(required=True, validate=validate.OneOf(CHARACTERS))
    intro = fields.String(
        load_default="", validate=validate.Length(max=millions_engine.INTRO_LIMIT)
    )


class EmptySchema(Schema):
    pass


class ClaimSchema(Schema):
    card = fields.String(required=True, validate=validate.Length(min=1, max=40))


class StealSchema(Schema):
    victim = fields.Integer(
        strict=True, validate=validate.Range(min=0, max=millions_engine.MAX_PLAYERS - 1)
    )
    slot = fields.Integer(strict=True, validate=validate.Range(min=1, max=100))
    decline = StrictBoolean()

    @validates_schema
    def _one_choice(self, data: dict[str, Any], **_: Any) -> None:
        if data.get("decline"):
            if "victim" in data or "slot" in data:
                raise ValidationError("Send either a decline or a victim, not both.")
        elif "victim" not in data:
            raise ValidationError('Name a victim (and a slot), or send {"decline": true}.')


class ReappraiseSchema(Schema):
    slot = fields.Integer(strict=True, validate=validate.Range(min=1, max=100))
    decline = StrictBoolean()

    @validates_schema
    def _one_choice(self, data: dict[str, Any], **_: Any) -> None:
        if data.get("decline") == ("slot" in data):
            raise ValidationError('Send either a slot or {"decline": true}.')


class JudgeSchema(Schema):
    judge = _seat()


class StorySchema(Schema):
    text = fields.String(required=True, validate=TEXT)


class QuestionSchema(Schema):
    to = _seat()
    text = fields.String(required=True, validate=TEXT)


class VerdictSchema(Schema):
    winner = _seat()


class MillionsCreateGameSchema(Schema):
    """Documents the create body of Aunt Millie's Millions (options typed)."""

    options = fields.Nested(MillionsOptionsSchema, load_default=dict)
    seed = fields.Integer(
        load_default=None,
        allow_none=True,
        validate=validate.Range(min=0, max=MAX_SEED),
        metadata={"description": "Seed for a replayable game (G1); the view then says so."},
    )


# --- Millimemory ----------------------------------------------------------------------


class MillimemoryOptionsSchema(Schema):
    single_winner = StrictBoolean(
        load_default=False,
        metadata={"description": "Q8: one winner; tied leaders play playoff rounds."},
    )
    prediction_seconds = _timer(
        "Q6: seconds to lock a prediction; who has none then scores Miss, and the answer "
        "is revealed."
    )


class MillimemoryCreateGameSchema(Schema):
    """Documents the create body of Millimemory (options typed)."""

    options = fields.Nested(MillimemoryOptionsSchema, load_default=dict)
    seed = fields.Integer(
        load_default=None,
        allow_none=True,
        validate=validate.Range(min=0, max=MAX_SEED),
        metadata={"description": "Seed for a replayable game (G1); the view then says so."},
    )


class MillimemoryJoinSchema(Schema):
    name = _name(millimemory_engine.NAME_LIMIT)
    colour = fields.String(required=True, validate=validate.OneOf(COLOURS))


class PredictSchema(Schema):
    mm = StrictNumber(
        required=True,
        validate=validate.Range(min=0, max=millimemory_engine.MAX_MM),
        metadata={"description": "Q3: millimetres, 0 to 300, one decimal at most."},
    )
    card = fields.String(
        validate=validate.Length(min=1, max=40),
        metadata={"description": "The card you mean; if the table has moved on: 409."},
    )


class SkipSchema(Schema):
    card = fields.String(
        validate=validate.Length(min=1, max=40),
        metadata={"description": "The card you mean; if the table has moved on: 409."},
    )


# --- Morbid Living --------------------------------------------------------------------


class MorbidLivingOptionsSchema(Schema):
    start_seat = fields.Integer(
        strict=True,
        load_default=0,
        validate=validate.Range(min=0, max=morbid_living_engine.MAX_PLAYERS - 1),
        metadata={"description": "L7: the seat that starts (the youngest player)."},
    )
    turn_seconds = _timer(
        "Seconds per turn; then the server passes a drawn card, settles what must be "
        "settled (discards over a limit, sells to pay a debt) and ends the turn."
    )
    max_turns = fields.Integer(
        strict=True,
        load_default=DEFAULT_MAX_TURNS,
        validate=validate.Range(min=MIN_MAX_TURNS, max=MAX_MAX_TURNS),
        metadata={
            "description": "L14a: turns per player; after them the game ends and L15 "
            "decides the winner."
        },
    )


class MorbidLivingCreateGameSchema(Schema):
    """Documents the create body of Morbid Living (options typed)."""

    options = fields.Nested(MorbidLivingOptionsSchema, load_default=dict)
    seed = fields.Integer(
        load_default=None,
        allow_none=True,
        validate=validate.Range(min=0, max=MAX_SEED),
        metadata={"description": "Seed for a replayable game (G1); the view then says so."},
    )


class MorbidLivingJoinSchema(Schema):
    name = _name(morbid_living_engine.NAME_LIMIT)
    auto_end = StrictBoolean(
        load_default=False,
        metadata={"description": "L9: end my turns at once when nothing is left to decide."},
    )


class DrawSchema(Schema):
    source = fields.String(required=True, validate=validate.OneOf(["deck", "discard"]))
    credit = StrictBoolean(metadata={"description": "From the discard: pay by credit card."})


class PaymentSchema(Schema):
    credit = StrictBoolean(metadata={"description": "Pay with a credit card (L3)."})


class CardChoiceSchema(Schema):
    card = fields.String(required=True, validate=validate.Length(min=1, max=40))


class StealCardSchema(Schema):
    victim = fields.Integer(
        strict=True, validate=validate.Range(min=0, max=morbid_living_engine.MAX_PLAYERS - 1)
    )
    card = fields.String(validate=validate.Length(min=1, max=40))
    decline = StrictBoolean()

    @validates_schema
    def _one_choice(self, data: dict[str, Any], **_: Any) -> None:
        if data.get("decline"):
            if "victim" in data or "card" in data:
                raise ValidationError("Send either a decline or a victim, not both.")
        elif "victim" not in data:
            raise ValidationError('Name a victim (and a card), or send {"decline": true}.')


# Each game type's options and join fields, by slug (validated after the shared shape).
OPTIONS_SCHEMAS: dict[str, Schema] = {
    millions.SLUG: MillionsOptionsSchema(),
    millimemory.SLUG: MillimemoryOptionsSchema(),
    morbid_living.SLUG: MorbidLivingOptionsSchema(),
}
JOIN_SCHEMAS: dict[str, Schema] = {
    millions.SLUG: MillionsJoinSchema(),
    millimemory.SLUG: MillimemoryJoinSchema(),
    morbid_living.SLUG: MorbidLivingJoinSchema(),
}
