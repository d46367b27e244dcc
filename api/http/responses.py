"""Response schemas: the documented shape of every answer (the OpenAPI document's source).

The handlers build views as plain dicts (the engine's `view`) and send them as they are;
these schemas describe them, and the tests check that answers match the document.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, cast

from marshmallow import Schema, fields, validate

from millie.api.core.games import GAME_TYPES
from millie.rules.game import Field

STATUSES = ("lobby", "active", "finished")


def component(slug: str, kind: str) -> str:
    """A game's schema in the document: `high-card` + `View` is HighCardView."""
    return "".join(word.capitalize() for word in slug.split("-")) + kind


def _each(names: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(names))  # in order, once each


GAMES = GAME_TYPES.values()
# What `pending` and `legal_actions` may name, over every game (each game declares its own).
DECISIONS = _each(d for g in GAMES for d in g.decisions)
ACTIONS = _each(["join", "start", "add_bot", *(a.name for g in GAMES for a in g.actions)])
VIEWS = tuple(component(slug, "View") for slug in GAME_TYPES)
SCORES = tuple(component(slug, "Score") for slug in GAME_TYPES)
TYPES: dict[str, type[fields.Field[Any]]] = {
    "string": fields.String,
    "integer": fields.Integer,
    "number": fields.Float,
}


def _loose(declared: Field, description: str | None = None) -> fields.Field[Any]:
    """A declared field as an answer shows it: its type only."""
    metadata = {"description": description} if description else {}
    return TYPES.get(declared.type, fields.Boolean)(metadata=metadata)


def one_of(*components: str) -> dict[str, Any]:
    """A JSON schema that is one of these components, told apart by their `type`."""
    refs = [{"$ref": f"#/components/schemas/{name}"} for name in components]
    return {"oneOf": refs}


def nullable_int(description: str) -> fields.Integer:
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


class PendingSchema(Schema):
    seat = nullable_int("The seat the game waits for; null: the host (to start).")
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


def _action_body() -> type[Schema]:
    """The body to send: the fields of the action's own request body (every game's)."""
    declared: dict[str, Field] = {}
    for game in GAMES:
        for action in game.actions:
            for name, f in action.fields.items():
                declared.setdefault(name, f)
        for name, f in game.join.items():
            declared.setdefault(name, f)
    attrs: dict[str, Any] = {name: _loose(f) for name, f in declared.items()}
    attrs["policy"] = fields.String(metadata={"description": "add_bot: the bot's policy."})
    return cast(type[Schema], type("ActionBodySchema", (Schema,), attrs))


ActionBodySchema = _action_body()


class FreeFieldSchema(Schema):
    type = fields.String(required=True, metadata={"example": "string"})
    min_length = fields.Integer()
    max_length = fields.Integer()
    min = fields.Float()
    max = fields.Float()
    decimals = fields.Integer(metadata={"description": "Digits allowed after the point."})


LABEL = (
    "What the action does, in the game's words (\"Claim the Honey Pot Cookie Jar (yellow, "
    '$5,000)"): enough to show or choose it without knowing the game. It says only what '
    "the caller may see, and leaves out the values of `free` fields."
)


def _legal_action() -> type[Schema]:
    attrs: dict[str, Any] = {
        "action": fields.String(required=True, validate=validate.OneOf(ACTIONS)),
        "label": fields.String(required=True, metadata={"description": LABEL}),
        "method": fields.String(required=True, validate=validate.OneOf(["POST"])),
        "path": fields.String(required=True),
        "body": fields.Nested(ActionBodySchema, required=True),
    }
    for game in GAMES:  # the path parameters of actions, by the keys the engine names
        for action in game.actions:
            for param in action.params:
                attrs.setdefault(
                    param.key, fields.Integer(metadata={"description": param.description})
                )
    attrs["free"] = fields.Dict(
        keys=fields.String(),
        values=fields.Nested(FreeFieldSchema),
        metadata={"description": "Fields the player writes: the body holds an example."},
    )
    return cast(type[Schema], type("LegalActionSchema", (Schema,), attrs))


LegalActionSchema = _legal_action()


class GameViewSchema(Schema):
    """The fields every game type's view has: the lobby-level facts, the caller's
    identity, what the game waits for and what the caller may do."""

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
    you = nullable_int("Your seat; null for the host or a spectator.")
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


class CreatedGameSchema(Schema):
    game = fields.Raw(required=True, metadata=one_of(*VIEWS))
    host_token = fields.String(required=True, metadata={"description": "Shown once."})


def _player() -> type[Schema]:
    attrs: dict[str, Any] = {
        "seat": fields.Integer(required=True),
        "name": fields.String(required=True),
    }
    for game in GAMES:
        for name, f in game.join.items():
            attrs.setdefault(name, _loose(f, f"{game.title}."))
    return cast(type[Schema], type("PlayerSchema", (Schema,), attrs))


PlayerSchema = _player()


class JoinedSchema(Schema):
    player = fields.Nested(PlayerSchema, required=True)
    token = fields.String(required=True, metadata={"description": "Shown once."})
    game = fields.Raw(required=True, metadata=one_of(*VIEWS))


class SecretSchema(Schema):
    """What only one seat may read: its fields are the games' (api/http/views.py
    `register_secret`, from each game's `schemas`)."""


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
    type = fields.String(required=True, metadata={"description": "The game's slug."})
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
