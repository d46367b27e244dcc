"""The HTTP API: adapts the engines of rules/ to HTTP and the database."""

from __future__ import annotations

from typing import Any

from flask import Flask
from flask_smorest import Api

from api import lobby, millions, problems
from api.db import make_engine, session_factory
from api.play import GameStore
from api.registry import GAME_TYPES
from api.settings import Settings


def create_app(config: dict[str, Any] | None = None) -> Flask:
    """The app factory; settings come from the environment unless `config` overrides."""
    settings = Settings.from_env()
    app = Flask(__name__)
    app.config.update(
        DATABASE_URL=settings.database_url,
        MAX_CONTENT_LENGTH=settings.max_body_bytes,
        API_TITLE="Millie",
        API_VERSION="1",
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
    )
    app.config.update(config or {})
    engine = make_engine(app.config["DATABASE_URL"])
    app.extensions["millie"] = GameStore(session_factory(engine))
    app.url_map.converters["game_type"] = lobby.GameTypeConverter
    api = Api(app)
    api.register_converter(
        lobby.GameTypeConverter, lambda _: {"type": "string", "enum": list(GAME_TYPES)}
    )
    api.register_blueprint(lobby.blp)
    api.register_blueprint(millions.blp)
    problems.register(app)
    app.before_request(problems.require_json_body)
    return app
