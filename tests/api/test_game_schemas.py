"""Each game declares the shape of its answers in its package (`Game.schemas`, JSON
Schema data: rules/<game>/schemas.json); the server names them in the document, adds
them to the shared shapes and never lets a game change a shared field or another game's
shape."""

from __future__ import annotations

import dataclasses
from typing import Any

import flask_smorest
import pytest
from flask import Flask
from flask.testing import FlaskClient
from jsonschema import Draft202012Validator, ValidationError
from test_openapi import SPEC, conforms

from millie.api.core.games import GameLoadError
from millie.api.http import views
from millie.rules import millimemory, millions, morbid_living
from tables import Table

GAMES = (millions.GAME, millimemory.GAME, morbid_living.GAME)


def bare_api() -> flask_smorest.Api:
    app = Flask(__name__)
    app.config.update(API_TITLE="t", API_VERSION="1", OPENAPI_VERSION="3.1.0")
    return flask_smorest.Api(app)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.slug)
def test_each_games_schemas_are_json_schema(game: Any) -> None:
    for part in ("view", "score", "secret"):
        Draft202012Validator.check_schema(game.schemas[part])
    for shape in game.schemas["components"].values():
        Draft202012Validator.check_schema(shape)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.slug)
def test_the_document_shows_each_games_own_shapes_under_their_names(game: Any) -> None:
    schemas = SPEC["components"]["schemas"]
    for name, shape in game.schemas["components"].items():
        assert schemas[name] == shape
    view = schemas[views.component(game.slug, "View")]
    assert view["properties"]["type"] == {"enum": [game.slug], "type": "string"}
    for field, shape in game.schemas["view"]["properties"].items():
        assert view["properties"][field] == shape
    assert {"id", "status", "pending", "legal_actions", *game.schemas["view"]["required"]} <= set(
        view["required"]
    )
    # An event's secret part is a free object whatever the games (EventSchema): a
    # game's `secret` shapes document its events on its own page, never a shared shape.
    assert schemas["Event"]["properties"]["secret"]["type"] == "object"


def test_a_view_out_of_its_games_shape_is_caught(client: FlaskClient) -> None:
    """The check the answer tests make can fail: a phase the game does not have, or a
    field it does not declare, does not fit."""
    view = Table.create(client, 3, seed=1).view(0)
    conforms(view, "MillionsView")
    with pytest.raises(ValidationError):
        conforms({**view, "phase": "tea"}, "MillionsView")  # not one of its phases
    with pytest.raises(ValidationError):
        conforms({**view, "sofa": 1}, "MillionsView")
    with pytest.raises(ValidationError):
        conforms({**view, "you": "me"}, "MillionsView")  # a shared field's type holds


def test_a_game_may_not_change_a_shared_field_of_the_view() -> None:
    own = millions.GAME.schemas["view"]
    schemas = {
        **millions.GAME.schemas,
        "view": {**own, "properties": {**own["properties"], "you": {"type": "string"}}},
    }
    game = dataclasses.replace(millions.GAME, schemas=schemas)
    with pytest.raises(GameLoadError, match=r"'millions'.*shared fields \['you'\]"):
        views.register(bare_api(), game)


def test_a_game_may_not_take_another_games_shape_name() -> None:
    api = bare_api()
    views.register(api, millions.GAME)
    copy = dataclasses.replace(millions.GAME, slug="copy")  # Millions' shapes, not its own
    with pytest.raises(GameLoadError, match=r"'copy'.*'MillionsAppraisal' must be named after"):
        views.register(api, copy)
    again = dataclasses.replace(millions.GAME, description="the same slug, registered again")
    with pytest.raises(GameLoadError, match=r"'millions'.*taken"):
        views.register(api, again)


def test_a_game_without_schemas_shows_what_every_view_has_its_own_fields_open() -> None:
    api = bare_api()
    views.register(api, dataclasses.replace(millions.GAME, slug="plain", schemas={}))
    shape = api.spec.to_dict()["components"]["schemas"]["PlainView"]
    assert shape["properties"]["type"] == {"enum": ["plain"], "type": "string"}
    assert shape["additionalProperties"] is True


def test_every_shape_a_game_gives_is_named_after_it() -> None:
    """A plug-in adds to the document and changes nothing: a shape named otherwise (a
    bare `Seat`, say) could take a name another game or Millie needs."""
    for game in GAMES:
        assert all(n.startswith(views.component(game.slug, "")) for n in game.schemas["components"])
    shapes = dict(millions.GAME.schemas)
    shapes["components"] = {**shapes["components"], "Seat": {"type": "object"}}
    with pytest.raises(GameLoadError, match=r"'millions'.*'Seat' must be named after it"):
        views.register(bare_api(), dataclasses.replace(millions.GAME, schemas=shapes))
