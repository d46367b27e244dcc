"""Response schemas: the documented shape of every answer (the OpenAPI document's source).

The handlers build views as plain dicts (the engine's `view`) and send them as they are;
these schemas describe them, and the tests check that answers match the document.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, cast

from marshmallow import INCLUDE, Schema, fields, validate

from millie.api.core.games import Registry
from millie.rules.game import Field, Game

STATUSES = ("lobby", "active", "finished")


def component(slug: str, kind: str) -> str:
    """A game's schema in the document: `sealed-bid` + `View` is SealedBidView."""
    return "".join(word.capitalize() for word in slug.split("-")) + kind


def _each(names: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(names))  # in order, once each


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


def one_of_games(games: Registry, kind: str) -> dict[str, Any]:
    """One of the served games' `kind` schemas (`<Game>View`, ...), by their `type`."""
    return one_of(*(component(slug, kind) for slug in games))


def each_game(kind: str, **metadata: Any) -> fields.Raw:
    """A field that is one of the served games' `kind` schemas: the app's document
    writes it (`documented_games`), from the games it serves."""
    return fields.Raw(required=True, metadata={"games": kind, **metadata})


def documented_games(games: Registry) -> Any:
    """apispec's attribute function for an app: a field made by `each_game` is one of
    its games' schemas (or a slug of them, for kind "slug"); one with `view_of` is that
    game's view."""

    def games_of(_converter: Any, field: fields.Field[Any], **_: Any) -> dict[str, Any]:
        if "view_of" in field.metadata:
            return {"$ref": f"#/components/schemas/{component(field.metadata['view_of'], 'View')}"}
        kind = field.metadata.get("games")
        if kind is None:
            return {}
        if kind == "slug":
            return {"enum": list(games)}
        return one_of_games(games, kind)

    return games_of


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


class FreeFieldSchema(Schema):
    type = fields.String(required=True, metadata={"example": "string"})
    min_length = fields.Integer()
    max_length = fields.Integer()
    min = fields.Float()
    max = fields.Float()
    decimals = fields.Integer(metadata={"description": "Digits allowed after the point."})


DEADLINE = {
    "format": "date-time",
    "description": "When the server acts for a late player (M21, Q6, turn_seconds); "
    "null when the game has no timer for this decision.",
}


def _params(game: Game) -> dict[str, fields.Field[Any]]:
    """The path parameters of the game's actions, by the keys its engine names them."""
    out: dict[str, fields.Field[Any]] = {}
    for action in game.actions:
        for param in action.params:
            out.setdefault(param.key, fields.Integer(metadata={"description": param.description}))
    return out


def _named(game: Game, kind: str, attrs: dict[str, Any]) -> type[Schema]:
    return cast(type[Schema], type(f"{component(game.slug, kind)}Schema", (Schema,), attrs))


def pending_schema(game: Game) -> type[Schema]:
    """A decision the game waits for (`pending`): the game's own decisions."""
    attrs: dict[str, Any] = {
        "seat": nullable_int("The seat the game waits for; null: the host (to start)."),
        "decision": fields.String(required=True, validate=validate.OneOf(game.decisions)),
        **_params(game),
        "deadline": fields.String(required=True, allow_none=True, metadata=DEADLINE),
    }
    return _named(game, "Pending", attrs)


def action_body_schema(game: Game) -> type[Schema]:
    """The body a legal action says to send: the fields of the game's request bodies."""
    declared: dict[str, Field] = {}
    for action in game.actions:
        for name, f in action.fields.items():
            declared.setdefault(name, f)
    for name, f in game.join.items():
        declared.setdefault(name, f)
    attrs: dict[str, Any] = {name: _loose(f) for name, f in declared.items()}
    attrs["policy"] = fields.String(metadata={"description": "add_bot: the bot's policy."})
    return _named(game, "ActionBody", attrs)


LABEL = (
    "What the action does, in the game's words (\"Claim the Honey Pot Cookie Jar (yellow, "
    '$5,000)"): enough to show or choose it without knowing the game. It says only what '
    "the caller may see, and leaves out the values of `free` fields."
)


def legal_action_schema(game: Game) -> type[Schema]:
    """A move the caller may make now, as the request to send: the game's own actions."""
    names = _each(["join", "start", "add_bot", *(a.name for a in game.actions)])
    attrs: dict[str, Any] = {
        "action": fields.String(required=True, validate=validate.OneOf(names)),
        "label": fields.String(required=True, metadata={"description": LABEL}),
        "method": fields.String(required=True, validate=validate.OneOf(["POST"])),
        "path": fields.String(required=True),
        "body": fields.Nested(action_body_schema(game), required=True),
        **_params(game),
        "free": fields.Dict(
            keys=fields.String(),
            values=fields.Nested(FreeFieldSchema),
            metadata={"description": "Fields the player writes: the body holds an example."},
        ),
    }
    return _named(game, "LegalAction", attrs)


def player_schema(game: Game) -> type[Schema]:
    """A seat as its join made it: its number and the game's join fields."""
    attrs: dict[str, Any] = {"seat": fields.Integer(required=True)}
    attrs.update({name: _loose(f) for name, f in game.join.items()})
    attrs["name"] = fields.String(required=True)
    return _named(game, "Player", attrs)


BOT = (
    "The policy of a bot the server plays in this seat; null otherwise (a person, or a "
    "player registered as a bot: see `is_bot`)."
)
IS_BOT = (
    "true when a program plays this seat: a bot the server plays (`bot` names its "
    "policy) or a player registered with `bot: true`; false for a person."
)


class ViewSeatSchema(Schema):
    """A seat as a view lists it, when the game's view has `seats`: its number, the
    game's own facts, and `bot` and `is_bot`, which the server adds to each
    (api/core/views.py bot_flags)."""

    class Meta:
        unknown = INCLUDE  # the game's own facts of a seat

    seat = fields.Integer(required=True)
    bot = fields.String(required=True, allow_none=True, metadata={"description": BOT})
    is_bot = fields.Boolean(required=True, metadata={"description": IS_BOT})


class ListedSeatSchema(Schema):
    """A seat as a listing shows it (the lobby, a player's games): its number, the name
    it joined with, and who plays it (api/core/views.py bot_flags)."""

    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    bot = fields.String(required=True, allow_none=True, metadata={"description": BOT})
    is_bot = fields.Boolean(required=True, metadata={"description": IS_BOT})


class GameViewSchema(Schema):
    """The fields every game type's view has: the lobby-level facts, the caller's
    identity, what the game waits for and what the caller may do; and, when the game's
    view lists `seats`, who plays each (`bot`, `is_bot`)."""

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
    seats = fields.List(
        fields.Nested(ViewSeatSchema),
        metadata={
            "description": "When the game's view lists its seats: each with `bot` and `is_bot`."
        },
    )
    # Each game's view gives its own `pending` and `legal_actions` (`documented_view`).
    pending = fields.List(fields.Dict(), required=True)
    legal_actions = fields.List(fields.Dict(), required=True)


def documented_view(game: Game) -> type[Schema]:
    """What every view has, with the game's own `pending` and `legal_actions`: each game
    names its decisions and actions (a plug-in's never change another game's)."""
    attrs = {
        "pending": fields.List(fields.Nested(pending_schema(game)), required=True),
        "legal_actions": fields.List(fields.Nested(legal_action_schema(game)), required=True),
    }
    return _named(game, "ViewBase", {**GameViewSchema._declared_fields, **attrs})


class CreatedGameSchema(Schema):
    game = each_game("View")
    host_token = fields.String(required=True, metadata={"description": "Shown once."})


def joined_schema(game: Game) -> type[Schema]:
    """A join's answer in a game: the seat, its token and the game's view (told apart
    from another game's by the view's `type`)."""
    attrs: dict[str, Any] = {
        "player": fields.Nested(player_schema(game), required=True),
        "token": fields.String(required=True, metadata={"description": "Shown once."}),
        "game": fields.Raw(required=True, metadata={"view_of": game.slug}),
    }
    return _named(game, "Joined", attrs)


class EventSchema(Schema):
    seq = fields.Integer(required=True)
    kind = fields.String(required=True, metadata={"example": "claimed"})
    at = fields.String(required=True, metadata={"format": "date-time"})
    data = fields.Dict(
        keys=fields.String(),
        required=True,
        metadata={"description": "Public facts; the fields depend on `kind` (docs/rules)."},
    )
    secret = fields.Dict(
        keys=fields.String(),
        metadata={
            "description": "For its holder only: the facts only that seat may read; the "
            "fields depend on `kind` (docs/rules)."
        },
    )


class LobbyEntrySchema(Schema):
    id = fields.String(required=True)
    type = fields.String(required=True, metadata={"description": "The game's slug."})
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    version = fields.Integer(required=True)
    seeded = fields.Boolean(required=True)
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    updated_at = fields.String(required=True, metadata={"format": "date-time"})
    players = fields.List(fields.String(), required=True, metadata={"description": "Names."})
    seats = fields.List(
        fields.Nested(ListedSeatSchema),
        required=True,
        metadata={"description": "The seats taken, in order: each with its name and `is_bot`."},
    )
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
            "games": "View",
            "description": "With `view=true` only: your view of the game, as GET gives it, "
            "read in the same request just before the events. Its `last_seq` is the newest "
            "event it shows: when that is the last event you hold, the view is current. "
            "If a move was committed in between, the page goes further than the view: "
            "read the view again.",
        }
    )
