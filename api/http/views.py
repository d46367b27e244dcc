"""Each game's view, score and secret in the API's document: what every game's have, and
the game's own fields as its package declares them (`Game.schemas`, JSON Schema data).

The engines build views as plain dicts and the server sends them as they are; these
shapes describe them, and the tests check answers against the document. A game names
its own shapes (`components`); it adds fields to the shared ones, and never changes one
of theirs.
"""

from __future__ import annotations

from collections.abc import Iterable
from copy import deepcopy
from typing import Any, cast

import flask_smorest
from apispec.exceptions import DuplicateComponentNameError
from marshmallow import INCLUDE, Schema, fields, validate

from millie.api.core.games import GameLoadError, GameType
from millie.api.http.responses import STATUSES, GameViewSchema, SecretSchema, component


class ScoreSchema(Schema):
    """The fields every game type's score has."""

    id = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(STATUSES))
    version = fields.Integer(required=True)


def reference(name: str) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{name}"}


def view_reference(game: GameType) -> dict[str, str]:
    """The game's view in the document, for an answer that is one."""
    return reference(component(game.slug, "View"))


def register(api: flask_smorest.Api, game: GameType) -> None:
    """Put the game's view and score, and the shapes they name, in the document under
    the game's names (`<Game>View`, `<Game>Score`, and those its package gives)."""
    view, score = component(game.slug, "View"), component(game.slug, "Score")
    if not game.schemas:  # what every view and score has; the game's own fields open
        api.spec.components.schema(view, schema=_open(game.slug, "View", GameViewSchema))
        api.spec.components.schema(score, schema=_open(game.slug, "Score", ScoreSchema))
        return
    try:
        for name, shape in game.schemas.get("components", {}).items():
            api.spec.components.schema(name, component=deepcopy(shape))
        for name, shared, own in (
            (view, GameViewSchema, game.schemas["view"]),
            (score, ScoreSchema, game.schemas["score"]),
        ):
            shape = _extended(api, shared, own, game.slug)
            api.spec.components.schema(name, component=shape)
    except DuplicateComponentNameError as error:
        raise GameLoadError(f"game {game.slug!r}: its schema name is taken: {error}") from None


def register_secret(api: flask_smorest.Api, games: Iterable[GameType]) -> None:
    """The secret part of an event (`Secret`): the fields the games declare for it."""
    properties: dict[str, Any] = {}
    for game in games:
        for name, shape in game.schemas.get("secret", {}).get("properties", {}).items():
            if properties.setdefault(name, shape) != shape:
                raise GameLoadError(f"game {game.slug!r}: the secret field {name!r} is taken")
    api.spec.components.schema("Secret", schema=SecretSchema)
    # The shared shape, named so that events refer to it, then the games' fields in it.
    api.spec.components.schemas["Secret"]["properties"] = properties


def _extended(
    api: flask_smorest.Api, shared: type[Schema], own: dict[str, Any], slug: str
) -> dict[str, Any]:
    """The shared shape with the game's own fields and its `type` (its slug) added."""
    shape: dict[str, Any] = api.ma_plugin.converter.schema2jsonschema(shared)
    clash = set(own.get("properties", {})) & {*shape["properties"], "type"}
    if clash:
        raise GameLoadError(f"game {slug!r}: its schema changes shared fields {sorted(clash)}")
    shape["properties"] = {
        **shape["properties"],
        "type": {"enum": [slug], "type": "string"},
        **deepcopy(own.get("properties", {})),
    }
    shape["required"] = sorted({*shape.get("required", ()), "type", *own.get("required", ())})
    if "description" in own:
        shape["description"] = own["description"]
    return shape


def _open(slug: str, kind: str, base: type[Schema]) -> type[Schema]:
    class Meta:
        unknown = INCLUDE  # the game's own fields: documented in its docs, not here

    attrs = {"type": fields.String(required=True, validate=validate.OneOf([slug])), "Meta": Meta}
    return cast(type[Schema], type(f"{component(slug, kind)}Schema", (base,), attrs))
