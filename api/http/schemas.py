"""Request bodies, validated before any game is touched (bad shape: 422, nothing changes)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any, cast

from flask import current_app
from marshmallow import INCLUDE, RAISE, Schema, ValidationError, fields, validate, validates_schema

from millie.api.core.games import GameLoadError, Registry, policy_names
from millie.api.http.endpoint import hosted
from millie.api.http.responses import component
from millie.rules.game import MAX_SEED, NO_DEFAULT, Action, Field, Game

# Every limit here is the engine's own (rules/): the schema refuses early what the
# engine would refuse, with the same bounds (a game declares its fields' limits).


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


LISTED = {
    "description": "false: an unlisted game, left out of the lobby (GET /v1/games); "
    "players join it by its id, which the host hands them.",
    "example": True,
}


class CreateGameSchema(Schema):
    listed = StrictBoolean(load_default=True, metadata=LISTED)
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
        # The app's game types: the converter's, as documented (responses.each_game).
        validate=lambda slug: _hosted_type(slug),
        metadata={"description": "Only games of this type.", "games": "slug"},
    )
    status = fields.String(
        validate=validate.OneOf(["lobby", "active", "finished"]),
        metadata={"description": "lobby: seats can be taken; active; finished."},
    )
    page = fields.Integer(strict=False, load_default=1, validate=validate.Range(min=1, max=10_000))
    page_size = fields.Integer(
        strict=False, load_default=20, validate=validate.Range(min=1, max=100)
    )


def _hosted_type(slug: str) -> None:
    if slug not in hosted():
        raise ValidationError(f"Must be one of: {', '.join(hosted())}.")


class BotSeatBase(Schema):
    """A bot's seat: its policy and delays; the game's join fields, validated by its join
    schema (each game documents its own: `bot_seat_schema`)."""

    class Meta:
        unknown = INCLUDE

    policy = fields.String(
        required=True,
        validate=validate.Length(min=1, max=20),
        metadata={"description": "How the bot plays.", "example": "greedy"},
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


class EmptySchema(Schema):
    pass


# --- the schemas of each game's declaration (rules/game.py) ----------------------------


def declared_field(f: Field) -> fields.Field[Any]:
    """A declared field (rules/game.py `Field`) as a strict marshmallow field."""
    kwargs: dict[str, Any] = {}
    if f.required:
        kwargs["required"] = True
    if f.default is not NO_DEFAULT:
        kwargs["load_default"] = f.default
    if f.nullable:
        kwargs["allow_none"] = True
    checks: list[validate.Validator] = []
    if f.min is not None or f.max is not None:
        checks.append(validate.Range(min=f.min, max=f.max))
    if f.min_length is not None or f.max_length is not None:
        checks.append(validate.Length(min=f.min_length, max=f.max_length))
    if f.choices is not None:
        checks.append(validate.OneOf(list(f.choices)))
    if checks:
        kwargs["validate"] = checks
    metadata = {"description": f.description, "example": f.example}
    metadata = {k: v for k, v in metadata.items() if v is not None}
    if metadata:
        kwargs["metadata"] = metadata
    if f.type == "integer":
        return fields.Integer(strict=True, **kwargs)
    if f.type == "number":
        return StrictNumber(**kwargs)
    if f.type == "boolean":
        return StrictBoolean(**kwargs)
    return fields.String(**kwargs)


class Bodies:
    """The request bodies of the games one app serves, each schema made once (one name,
    one shape): options and join fields are validated after the shared shape
    (CreateGameSchema, AnyBodySchema); create and bot-seat bodies are documented."""

    def __init__(self, games: Registry) -> None:
        self.made: dict[str, tuple[type[Schema], Mapping[str, Field]]] = {
            "Empty": (EmptySchema, {})
        }
        self.create = {slug: self.create_schema(game) for slug, game in games.items()}
        self.options: dict[str, Schema] = {
            slug: self.declared(component(slug, "Options"), game.options)()
            for slug, game in games.items()
        }
        self.join: dict[str, Schema] = {
            slug: self.declared(component(slug, "Join"), game.join)()
            for slug, game in games.items()
        }
        self.bot_seat = {slug: bot_seat_schema(game) for slug, game in games.items()}

    def declared(
        self,
        name: str,
        declared: Mapping[str, Field],
        check: Callable[[dict[str, Any]], str | None] | None = None,
    ) -> type[Schema]:
        """The schema named `name` in the document (made once; one name, one shape)."""
        if name in self.made:
            made, shape = self.made[name]
            if dict(shape) != dict(declared):
                raise GameLoadError(f"the request body {name!r} is declared twice, unalike")
            return made
        attrs: dict[str, Any] = {key: declared_field(f) for key, f in declared.items()}
        if check is not None:

            def _check(self: Schema, data: dict[str, Any], **_: Any) -> None:
                message = check(data)
                if message:
                    raise ValidationError(message)

            attrs["_check"] = validates_schema(_check)
        made = cast(type[Schema], type(f"{name}Schema", (Schema,), attrs))
        self.made[name] = (made, declared)
        return made

    def action(self, game: Game, action: Action) -> type[Schema]:
        """The request body of an action, named by the game: its name and the body's (or
        the action's), as HighcardPickBody; a body without fields is the shared Empty."""
        if not action.fields:
            return EmptySchema
        camel = "".join(w.capitalize() for w in re.split(r"[-_]", action.name))
        name = component(game.slug, action.body or camel) + "Body"
        return self.declared(name, action.fields, action.check)

    def create_schema(self, game: Game) -> type[Schema]:
        options = self.declared(component(game.slug, "Options"), game.options)
        seed = fields.Integer(
            load_default=None,
            allow_none=True,
            validate=validate.Range(min=0, max=MAX_SEED),
            metadata={"description": "Seed for a replayable game (G1); the view then says so."},
        )
        attrs = {
            "options": fields.Nested(options, load_default=dict),
            "seed": seed,
            "listed": fields.Boolean(load_default=True, metadata=LISTED),
        }
        name = f"{component(game.slug, 'CreateGame')}Schema"
        return cast(type[Schema], type(name, (Schema,), attrs))


BODIES = "millie.bodies"  # app.extensions[BODIES]: the app's Bodies (create_app)


def bodies() -> Bodies:
    """The request bodies of the app serving this request."""
    made: Bodies = current_app.extensions[BODIES]
    return made


def bot_seat_schema(game: Game) -> type[Schema]:
    """A bot's seat request in a game: its policy and delays, and the game's join fields,
    all optional (the bot takes the next free seat's defaults)."""
    policy = fields.String(
        required=True,
        validate=validate.Length(min=1, max=20),
        metadata={
            "description": f"How the bot plays: {'|'.join(policy_names(game))}.",
            "example": policy_names(game)[0],
        },
    )

    class Meta:
        unknown = RAISE  # as documented; the endpoint reads the shared shape (BotSeatBase)

    attrs: dict[str, Any] = {"policy": policy, "Meta": Meta}
    for key, f in game.join.items():
        f = replace(f, required=False, default=NO_DEFAULT, nullable=False)
        about = f"{f.description} " if f.description else ""
        attrs[key] = declared_field(replace(f, description=about + "By default the free seat's."))
    name = f"{component(game.slug, 'BotSeat')}Schema"
    return cast(type[Schema], type(name, (BotSeatBase,), attrs))
