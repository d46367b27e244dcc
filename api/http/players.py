"""Players: make one, read one's own games and anyone's profile, rating history and the
leaderboards (docs/players.md)."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from typing import Any

from flask import Response, current_app, request
from marshmallow import Schema, fields, validate

from millie.api.core.following import follow_player
from millie.api.core.games import GameType
from millie.api.core.names import nickname
from millie.api.core.tokens import hash_token
from millie.api.http import waiting
from millie.api.http.endpoint import (
    answered,
    bearer_token,
    hosted,
    idempotency,
    json_response,
    store,
)
from millie.api.http.events import KEEP_ALIVE, STREAM_SECONDS
from millie.api.http.limits import client_address
from millie.api.http.operations import BODY_PROBLEMS, Blueprint, operation
from millie.api.http.responses import ListedSeatSchema
from millie.api.http.schemas import StrictBoolean

blp = Blueprint(
    "players",
    __name__,
    url_prefix="/v1",
    description="Players: one name and token for many games; ratings and leaderboards.",
)


class NewPlayerSchema(Schema):
    name = fields.String(
        required=True,
        validate=validate.Length(min=1, max=40),
        metadata={"description": "An RFC 8266 nickname, 1 to 40 characters.", "example": "Ann"},
    )
    bot = StrictBoolean(
        load_default=False,
        metadata={"description": "true for a program: shown as a bot everywhere."},
    )


class RatingSchema(Schema):
    type = fields.String(required=True, metadata={"description": "The game's slug."})
    rating = fields.Integer(
        required=True, metadata={"description": "1500 + 40 (mu - 3 sigma): what is shown."}
    )
    mu = fields.Float(required=True)
    sigma = fields.Float(required=True)
    games = fields.Integer(required=True, metadata={"description": "Rated games finished."})
    provisional = fields.Boolean(
        required=True, metadata={"description": "Fewer than 10 rated games of this type."}
    )


class PlayerGameSchema(Schema):
    id = fields.String(required=True)
    type = fields.String(required=True, metadata={"description": "The game's slug."})
    status = fields.String(required=True, validate=validate.OneOf(["lobby", "active", "finished"]))
    version = fields.Integer(required=True)
    seat = fields.Integer(required=True, metadata={"description": "The player's seat."})
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    updated_at = fields.String(required=True, metadata={"format": "date-time"})
    path = fields.String(required=True, metadata={"description": "The game's URL path."})
    seats = fields.List(
        fields.Nested(ListedSeatSchema),
        required=True,
        metadata={"description": "The seats taken, in order: each with its name and `is_bot`."},
    )


PLAYER_IS_BOT = "Registered as a bot (a program): the same as `is_bot`."
IS_BOT = "true for a player registered as a bot (a program), as every listing says."


class PlayerSchema(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    bot = fields.Boolean(required=True, metadata={"description": PLAYER_IS_BOT})
    is_bot = fields.Boolean(required=True, metadata={"description": IS_BOT})
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    ratings = fields.List(fields.Nested(RatingSchema), required=True)
    recent_games = fields.List(fields.Nested(PlayerGameSchema), required=True)


class NewPlayerAnswerSchema(Schema):
    player = fields.Nested(PlayerSchema, required=True)
    token = fields.String(
        required=True, metadata={"description": "The player's token: shown once."}
    )


class PlayerGamesSchema(Schema):
    games = fields.List(fields.Nested(PlayerGameSchema), required=True)
    page = fields.Integer(required=True)
    page_size = fields.Integer(required=True)
    total = fields.Integer(required=True)


class PageQuerySchema(Schema):
    page = fields.Integer(strict=False, load_default=1, validate=validate.Range(min=1, max=10_000))
    page_size = fields.Integer(
        strict=False, load_default=20, validate=validate.Range(min=1, max=100)
    )


class PlayerGamesQuerySchema(PageQuerySchema):
    status = fields.String(
        validate=validate.OneOf(["lobby", "active", "finished"]),
        metadata={"description": "Only games in this status."},
    )


class LeaderboardQuerySchema(PageQuerySchema):
    players = fields.String(
        load_default="all",
        validate=validate.OneOf(["all", "humans", "bots"]),
        metadata={"description": "Everyone, only humans, or only bots."},
    )


class LeaderLineSchema(Schema):
    place = fields.Integer(required=True)
    id = fields.String(required=True)
    name = fields.String(required=True)
    bot = fields.Boolean(required=True, metadata={"description": PLAYER_IS_BOT})
    is_bot = fields.Boolean(required=True, metadata={"description": IS_BOT})
    rating = fields.Integer(required=True)
    mu = fields.Float(required=True)
    sigma = fields.Float(required=True)
    games = fields.Integer(required=True)
    provisional = fields.Boolean(required=True)


class LeaderboardSchema(Schema):
    type = fields.String(required=True)
    players = fields.List(fields.Nested(LeaderLineSchema), required=True)
    page = fields.Integer(required=True)
    page_size = fields.Integer(required=True)
    total = fields.Integer(required=True)


class RatingLineSchema(Schema):
    game = fields.String(required=True, metadata={"description": "The rated game's id."})
    rank = fields.Integer(required=True, metadata={"description": "1 is best; ties share."})
    rating = fields.Integer(required=True)
    mu = fields.Float(required=True)
    sigma = fields.Float(required=True)
    at = fields.String(required=True, metadata={"format": "date-time"})


class RatingHistorySchema(Schema):
    player = fields.String(required=True)
    type = fields.String(required=True)
    history = fields.List(fields.Nested(RatingLineSchema), required=True)


@blp.route("/players", methods=["POST"])
@blp.arguments(NewPlayerSchema, example={"name": "Greedy Gus", "bot": True})
@blp.response(201, NewPlayerAnswerSchema, description="The player and their token (shown once).")
@operation(blp, "create_player", (*BODY_PROBLEMS, "bad_name"), auth="none")
def create_player(body: dict[str, Any]) -> Response:
    """Make a player

    A player plays many games under one name and one token: with it, join any game
    (the seat is yours; the seat's own token works too), act in every game you are
    seated in, seek games (matchmaking) and be rated. The token is shown once and
    stored only as a hash. `bot: true` marks a program: every listing shows it. An
    address may make `PLAYERS_PER_IP_PER_HOUR` players an hour (429 `rate_limited`).
    """
    name = nickname(body["name"])
    config = current_app.config
    per_hour = int(config["MILLIE_PLAYERS_PER_IP_PER_HOUR"]) if config["RATELIMIT_ENABLED"] else 0
    made = store.players.register(
        name,
        body["bot"],
        hash_token(f"ip:{client_address()}"),
        per_hour,
        idempotency(bearer_token()),
    )
    return answered(made, 201)


@blp.route("/players/me", methods=["GET"])
@blp.response(200, PlayerSchema, description="Your profile.")
@operation(blp, "get_me", ("missing_token", "invalid_token"), auth="required")
def get_me() -> Response:
    """Your own profile (a player's token)

    The same as your public profile (`GET /v1/players/{player_id}`): a way to learn
    your id from your token.
    """
    player = store.players.me(bearer_token())
    return json_response(store.players.profile(player.id))


@blp.route("/players/me/games", methods=["GET"])
@blp.arguments(PlayerGamesQuerySchema, location="query")
@blp.response(200, PlayerGamesSchema, description="Your games, the latest changed first.")
@operation(
    blp, "list_my_games", ("missing_token", "invalid_token", "invalid_query"), auth="required"
)
def list_my_games(query: dict[str, Any]) -> Response:
    """Your games (a player's token)

    Every game you hold a seat in, in the lobby, active or finished, the most recently
    changed first, with your seat: `status` filters them.
    """
    player = store.players.me(bearer_token())
    page = store.players.games(player, query.get("status"), query["page"], query["page_size"])
    return json_response(page)


@blp.route("/players/<player_id>", methods=["GET"])
@blp.response(200, PlayerSchema, description="The player's public profile.")
@operation(blp, "get_player", ("unknown_player",), auth="none")
def get_player(player_id: str) -> Response:
    """A player's public profile

    Name, bot or not, ratings per game type and the ten games they played last.
    """
    return json_response(store.players.profile(player_id))


@blp.route("/players/<player_id>/ratings/<game_type:game_type>", methods=["GET"])
@blp.response(200, RatingHistorySchema, description="The player's ratings after each rated game.")
@operation(blp, "get_rating_history", ("unknown_player",), auth="none")
def get_rating_history(player_id: str, game_type: GameType) -> Response:
    """A player's rating history in one game type

    Their rating after each of their last 50 rated games of the type, newest first,
    with the rank they finished at.
    """
    return json_response(store.players.history(player_id, game_type.slug))


@blp.route("/<game_type:game_type>/leaderboard", methods=["GET"])
@blp.arguments(LeaderboardQuerySchema, location="query")
@blp.response(200, LeaderboardSchema, description="Rated players, best first.")
@operation(blp, "get_leaderboard", ("invalid_query",), auth="none")
def get_leaderboard(query: dict[str, Any], game_type: GameType) -> Response:
    """The leaderboard of a game type

    Every player with a rating in the game type, best first by `mu - 3 sigma` (the
    rating shown), humans and bots together or apart (`players`). A player is
    `provisional` until they have finished 10 rated games of the type.
    """
    bots = {"all": None, "humans": False, "bots": True}[query["players"]]
    page = store.players.leaderboard(game_type.slug, bots, query["page"], query["page_size"])
    return json_response(page)


@blp.route("/players/me/stream", methods=["GET"])
@blp.doc(
    responses={
        200: {
            "description": "Server-Sent Events: first a `snapshot` (your active games, each "
            "with `your_turn`), then `game_started`, `your_turn` (with your `pending` "
            "decisions) and `game_finished`, each the game as you see it then (`id`, "
            "`type`, `status`, `version`, `seat`, `path`), with `id` = the time of the "
            "change in milliseconds; a comment every 15 s keeps the connection open.",
            "content": {"text/event-stream": {"schema": {"type": "string"}}},
        }
    }
)
@operation(
    blp,
    "stream_my_games",
    ("missing_token", "invalid_token", "too_many_waiting", "server_busy"),
    auth="required",
)
def stream_my_games() -> Response:
    """Follow all your games as Server-Sent Events (a player's token)

    One connection for every game you play, lichess-style: a seek matched (or a host
    started a game you sit in) is `game_started`; each time a game changes while it
    waits for a decision of yours, `your_turn` with those decisions (then `GET` the
    game, or act on its `legal_actions`); `game_finished` when it ends. Resume with `Last-Event-ID`:
    every game that changed since then is told again (at least once; tell repeats by
    the game's `id` and `version`). The stream closes after five minutes (EventSource
    reconnects). It counts as one waiting request (429 `too_many_waiting`).
    """
    token = bearer_token()
    player = store.players.me(token)
    assert token is not None
    last_id = request.headers.get("Last-Event-ID", "").strip()
    after = int(last_id) if re.fullmatch(r"[0-9]{1,15}", last_id) else None
    batches = follow_player(store.games, hosted(), player, token, after, KEEP_ALIVE)

    def messages() -> Iterator[str]:
        yield "retry: 2000\n"
        until = time.monotonic() + STREAM_SECONDS
        quiet_since = time.monotonic()
        for batch in batches:
            for kind, data, at in batch:
                head = f"id: {at}\n" if at is not None else ""
                yield f"{head}event: {kind}\ndata: {json.dumps(data)}\n\n"
                quiet_since = time.monotonic()
            if time.monotonic() - quiet_since >= KEEP_ALIVE:
                yield ": keep-alive\n\n"
                quiet_since = time.monotonic()
            if time.monotonic() >= until:
                return

    leave = waiting.enter(token)
    response = Response(messages(), mimetype="text/event-stream")
    response.call_on_close(leave)
    response.headers["Cache-Control"] = "no-cache"
    response.headers["X-Accel-Buffering"] = "no"
    return response
