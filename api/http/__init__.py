"""The HTTP wing: the Flask app, its endpoints, and what every request goes through."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import flask_smorest
from flask import Flask

from millie.api.core.games import registry
from millie.api.http import (
    actions,
    docs,
    events,
    games,
    health,
    landing,
    limits,
    lobby,
    observe,
    play,
    players,
    problems,
    rulebook,
    seats,
    security,
    seeks,
    standings,
    views,
    waiting,
)
from millie.api.http.endpoint import GAMES, GameTypeConverter, store
from millie.api.http.games import blp as SHARED_BLUEPRINT
from millie.api.http.responses import component, documented_games
from millie.api.http.schemas import BODIES, Bodies
from millie.api.http.settings import Settings
from millie.rules.game import Game

# The endpoints every game type shares are split by resource over these modules, on one
# blueprint (one tag of the OpenAPI document): importing a module adds its routes.
SHARED = (games, events, lobby, seats)
PLAYERS = (players, seeks)  # players' endpoints, on the players' blueprint (one tag)


class Api(flask_smorest.Api):  # type: ignore[misc]
    # Every error is documented per operation as problem+json; no generic default.
    DEFAULT_ERROR_RESPONSE_NAME = None


def create_app(
    config: dict[str, Any] | None = None, games: Mapping[str, Game] | Iterable[Game] | None = None
) -> Flask:
    """The app factory; settings come from the environment unless `config` overrides.

    `games` are the games it serves (a mapping by slug or a list of declarations); by
    default the installed ones (api/core/games.py). They are checked together, and are
    this app's registry: `app.extensions["millie.games"]`."""
    settings = Settings.from_env()
    served = registry(games)
    app = Flask(__name__)
    # A path is matched as sent: werkzeug would read `/v1//<game>/games` as the create
    # route (merging the slashes; and it drops leading ones, see problems.checked_request), so
    # a path that a proxy or a cache keys apart from the real one reached it.
    app.url_map.merge_slashes = False
    app.extensions[GAMES] = served
    bodies = app.extensions[BODIES] = Bodies(served)
    app.config.update(
        DATABASE_URL=settings.database_url,
        MAX_CONTENT_LENGTH=settings.max_body_bytes,
        METRICS_ALLOW=settings.metrics_allow,
        LOG_PROBES=settings.log_probes,
        IDEMPOTENCY_KEY_HOURS=settings.idempotency_key_hours,
        API_TITLE="Millie",
        API_VERSION="1",
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        API_SPEC_OPTIONS={
            "info": {
                "description": "Millie, an HTTP game server for tabletop card games. "
                "Every answer that returns a game is the caller's own view of it; "
                "every error is RFC 9457 problem details with a stable `code`. "
                "A request that is not valid HTTP/1.1 is refused before any operation, "
                "with its connection closed: "
                + ", ".join(
                    f"{problems.SERVER_CODES[code][0]} `{code}`" for code in problems.BEFORE_ROUTING
                )
                + " (/docs/problems says what each means).",
            },
            # Relative: resolved against wherever the document was fetched from, so
            # /docs' "Try it out" works behind any host name and proxy.
            "servers": [{"url": "/", "description": "this server"}],
        },
    )
    app.config.update(config or {})
    docs.register(app)  # /docs; before Api(app), which reads the docs settings once
    store.init_app(app)
    codes = problems.catalogue(served)  # the server's codes and the games' refusals
    app.extensions[problems.CATALOGUE] = codes  # read as the blueprints are documented
    converter = GameTypeConverter.serving(served)
    app.url_map.converters["game_type"] = converter
    api = Api(app)
    api.ma_plugin.converter.add_attribute_function(documented_games(served))
    api.spec.components.schema("GameType", {"type": "string", "enum": list(served)})
    api.register_converter(converter, lambda _: {"$ref": "#/components/schemas/GameType"})
    api.spec.components.security_scheme(
        "bearerAuth",
        {"type": "http", "scheme": "bearer", "description": "A host's or player's token."},
    )
    for slug, game in served.items():  # each game's own bodies and answers, by name
        for kind, schema in (
            ("CreateGame", bodies.create[slug]),
            ("Join", type(bodies.join[slug])),
            ("BotSeat", bodies.bot_seat[slug]),
        ):
            api.spec.components.schema(component(slug, kind), schema=schema)
        views.register(api, game)  # its view, score and join answer (its package's shapes)
    api.register_blueprint(SHARED_BLUEPRINT)
    api.register_blueprint(players.blp)
    for game in served.values():  # each game's moves, from its declaration
        api.register_blueprint(actions.blueprint(game, bodies))
    app.register_blueprint(health.blp)
    app.register_blueprint(play.blp)  # /play: the web table; no part of the API
    app.register_blueprint(landing.blp)  # /: the landing page; no part of the API
    app.register_blueprint(standings.blp)  # leaderboards and players' pages; no part either
    app.register_blueprint(rulebook.blp)  # /docs/rules: the games' rules; no part of the API
    problems.register(app, codes)
    observe.register(app)
    limits.register(app, settings)
    security.register(app, settings)
    waiting.register(app, settings)  # after the limits: a slow body is counted first
    app.before_request(problems.checked_request)
    return app
