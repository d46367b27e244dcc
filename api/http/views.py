"""Each game's view, score and secret in the API's document: what every game's have, and
the game's own fields as its package declares them (`Game.schemas`, JSON Schema data).

The engines build views as plain dicts and the server sends them as they are; these
shapes describe them, and the tests check answers against the document. A game names
its own shapes (`components`); it adds fields to the shared ones, and never changes one
of theirs.
"""

from __future__ import annotations

from copy import deepcopy
from typing import Any, cast

import flask_smorest
from apispec.exceptions import DuplicateComponentNameError
from marshmallow import INCLUDE, Schema, fields, validate

from millie.api.core.games import GameLoadError, GameType
from millie.api.http.responses import (
    STATUSES,
    ViewSeatSchema,
    component,
    documented_view,
    joined_schema,
)


class ResultSchema(Schema):
    """How a finished game ended, the same for every game (the kernel's `result`)."""

    scores = fields.List(
        fields.Float(),
        required=True,
        metadata={"description": "Each seat's score, by seat (the game's own measure)."},
    )
    winners = fields.List(
        fields.Integer(),
        required=True,
        metadata={"description": "The winners' seats; a game may end with none."},
    )
    ranks = fields.List(
        fields.Integer(),
        required=True,
        metadata={
            "description": "Each seat's rank, by seat, in standard competition ranking: "
            "1 is the best, ties share a rank and the next is skipped (1, 2, 2, 4)."
        },
    )


class ScoreSchema(Schema):
    """The fields every game type's score has."""

    id = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    version = fields.Integer(required=True)
    result = fields.Nested(
        ResultSchema,
        required=True,
        allow_none=True,
        metadata={
            "description": "Null until the game is finished (scores may be secret while "
            "it is played), then its end in the same shape for every game."
        },
    )


def reference(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def view_reference(game: GameType) -> dict[str, str]:
    """The game's view in the document, for an answer that is one."""
    return reference(component(game.slug, "View"))


def register(api: flask_smorest.Api, game: GameType) -> None:
    """Put the game's view, score and join answer, and the shapes they name, in the
    document under the game's names (`<Game>View`, `<Game>Score`, `<Game>Joined`, and
    those its package gives). The view is what every view has, with the game's own
    `pending` and `legal_actions` (`documented_view`) and its own fields."""
    view, score = component(game.slug, "View"), component(game.slug, "Score")
    shared = documented_view(game)
    try:
        if not game.schemas:  # what every view and score has; the game's own fields open
            api.spec.components.schema(view, schema=_open(game.slug, "View", shared))
            api.spec.components.schema(score, schema=_open(game.slug, "Score", ScoreSchema))
        else:
            for name, shape in game.schemas.get("components", {}).items():
                if not name.startswith(component(game.slug, "")):  # adds, never changes
                    raise GameLoadError(
                        f"game {game.slug!r}: its schema {name!r} must be named after it "
                        f"({component(game.slug, '')}...)"
                    )
                shape = deepcopy(shape)
                if name == _seat_component(game):
                    _with_server_seat_fields(api, shape)
                api.spec.components.schema(name, component=shape)
            for name, base, own in (
                (view, shared, game.schemas["view"]),
                (score, ScoreSchema, game.schemas["score"]),
            ):
                shape = _extended(api, base, own, game)
                api.spec.components.schema(name, component=shape)
        api.spec.components.schema(component(game.slug, "Joined"), schema=joined_schema(game))
    except DuplicateComponentNameError as error:
        raise GameLoadError(f"game {game.slug!r}: its schema name is taken: {error}") from None


def _extended(
    api: flask_smorest.Api, shared: type[Schema], own: dict[str, Any], game: GameType
) -> dict[str, Any]:
    """The shared shape with the game's own fields and its `type` (its slug) added. A
    game's `seats` may say more of a seat than every view's, never less: `seat` and
    `bot` (the server's) stay."""
    slug = game.slug
    shape: dict[str, Any] = api.ma_plugin.converter.schema2jsonschema(shared)
    seats = own.get("properties", {}).get("seats")
    if seats is not None and not {"seat", "bot"} <= _seat_fields(game, seats):
        raise GameLoadError(f"game {slug!r}: the view's seats must document seat and bot")
    clash = set(own.get("properties", {})) & {*shape["properties"], "type"} - {"seats"}
    if clash:
        raise GameLoadError(f"game {slug!r}: its schema changes shared fields {sorted(clash)}")
    shape["properties"] = {
        **shape["properties"],
        "type": {"enum": [slug], "type": "string"},
        **deepcopy(own.get("properties", {})),
    }
    if seats is not None and not _seat_component(game):  # a seat's shape given in place
        _with_server_seat_fields(api, shape["properties"]["seats"].get("items", {}))
    shape["required"] = sorted({*shape.get("required", ()), "type", *own.get("required", ())})
    if "description" in own:
        shape["description"] = own["description"]
    return shape


def _seat_component(game: GameType) -> str | None:
    """The name of the component that is a seat of the game's view's `seats`, if any."""
    seats = (game.schemas or {}).get("view", {}).get("properties", {}).get("seats", {})
    ref = str(seats.get("items", {}).get("$ref", ""))
    return ref.rsplit("/", 1)[-1] if ref else None


def _with_server_seat_fields(api: flask_smorest.Api, seat: dict[str, Any]) -> None:
    """A game's seat shape with the fields the server adds to every seat, as the server
    documents them (`ViewSeat`: `bot` and `is_bot`): a game documents its own facts of a
    seat, and the server's stay the server's."""
    server = api.ma_plugin.converter.schema2jsonschema(ViewSeatSchema)
    added = {name: server["properties"][name] for name in ("bot", "is_bot")}
    seat["properties"] = {**seat.get("properties", {}), **added}
    seat["required"] = sorted({*seat.get("required", ()), *added})


def _seat_fields(game: GameType, seats: dict[str, Any]) -> set[str]:
    """The properties of a seat in the game's `seats` (a list of a shape of its own)."""
    item = seats.get("items", {})
    ref = item.get("$ref", "")
    if ref:
        item = game.schemas.get("components", {}).get(ref.rsplit("/", 1)[-1], {})
    return set(item.get("properties", {}))


def _open(slug: str, kind: str, base: type[Schema]) -> type[Schema]:
    class Meta:
        unknown = INCLUDE  # the game's own fields: documented in its docs, not here

    attrs = {"type": fields.String(required=True, validate=validate.OneOf([slug])), "Meta": Meta}
    return cast(type[Schema], type(f"{component(slug, kind)}Schema", (base,), attrs))
