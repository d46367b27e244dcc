"""The game resource every game type shares: create, join, start, view, score, export."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from flask import Response, current_app, request

from millie.api.core.games import GameType, Registry
from millie.api.core.moves import Answer
from millie.api.core.problems import Problem
from millie.api.core.tokens import hash_token, new_token
from millie.api.core.views import Caller, game_view
from millie.api.db.rows import GameRow
from millie.api.http.endpoint import (
    answered,
    bearer_token,
    game_id_or_404,
    host_move,
    idempotency,
    if_match,
    json_answer,
    json_response,
    loaded,
    response,
    store,
    view_answer,
)
from millie.api.http.limits import client_address
from millie.api.http.operations import (
    BODY_PROBLEMS,
    GAME_PROBLEMS,
    Blueprint,
    answer,
    operation,
    request_body,
)
from millie.api.http.responses import CreatedGameSchema, ExportSchema
from millie.api.http.schemas import AnyBodySchema, CreateGameSchema, EmptySchema, bodies


def join_codes(games: Registry) -> tuple[str, ...]:
    """The refusals of a join, over every game served (a game declares its own)."""
    return tuple(dict.fromkeys(c for g in games.values() for c in g.join_codes))


blp = Blueprint(
    "games",
    __name__,
    url_prefix="/v1",
    description="Create, join, start and follow a game of any type.",
)


@blp.route("/<game_type:game_type>/games", methods=["POST"])
@blp.arguments(CreateGameSchema)
@blp.response(201, CreatedGameSchema, description="The game, as its host sees it.")
@blp.doc(**request_body("CreateGame", {"options": {"face_up_rows": False}, "seed": 42}))
@operation(blp, "create_game", (*BODY_PROBLEMS, "invalid_token"), auth="none")
def create_game(body: dict[str, Any], game_type: GameType) -> Response:
    """Create a game in the lobby

    The answer holds the game's view and the host's token (shown once): the host starts
    the game; to play too, the host joins like anyone else. A `seed` makes the game
    replayable and is then shown as `seeded: true` in every view (G1). With
    `"listed": false` the game is left out of the lobby (`GET /v1/games`): only those
    the host gives its id (or its path) find it and join it.
    """
    gt = game_type
    options = loaded(bodies().options[gt.slug], body["options"])

    def respond(game: GameRow, state: Any, host_token: str) -> Answer:
        view = game_view(gt, game, state, Caller(host=True))
        created = json_answer({"game": view, "host_token": host_token}, 201, game.version)
        location = {"Location": f"/v1/{gt.slug}/games/{game.id}"}
        return replace(created, headers={**created.headers, **location})

    key = idempotency(bearer_token())
    config = current_app.config
    per_hour = int(config["MILLIE_GAMES_PER_IP_PER_HOUR"]) if config["RATELIMIT_ENABLED"] else 0
    creator = hash_token(f"ip:{client_address()}")
    made = store.games.create(
        gt, options, body["seed"], respond, key, creator, per_hour, body["listed"]
    )
    return response(made)


@blp.route("/<game_type:game_type>/games/<game_id>/players", methods=["POST"])
@blp.arguments(AnyBodySchema)
@blp.response(201, description="The seat, its token (shown once) and the view.")
@answer(blp, 201, "Joined", "The seat, its token (shown once) and the view.")
@blp.doc(
    **request_body(
        "Join", {"name": "Ann", "character": "Archibald", "intro": "I was her gardener."}
    )
)
@operation(
    blp,
    "join_game",
    lambda games: (
        *BODY_PROBLEMS,
        *GAME_PROBLEMS,
        "bad_name",
        "already_seated",
        "stale_version",
        *join_codes(games),
        "game_full",
        "game_started",
    ),
    auth="optional",
)
def join_game(body: dict[str, Any], game_type: GameType, game_id: str) -> Response:
    """Take a seat

    The body names the player, with the other fields the game's join body declares
    (its `<Game>Join` schema). The answer holds the new player's token: shown once,
    stored only as a hash. Send no token (or the host's) to join.
    """
    gt = game_type
    seat_request = loaded(bodies().join[gt.slug], body)
    caller_token = bearer_token()
    key = idempotency(caller_token)
    with store.games.move(gt, game_id_or_404(game_id, gt), caller_token, if_match(), key) as move:
        if move.caller.seat is not None:
            raise Problem(409, "already_seated", "This token already holds a seat in this game.")
        seat = move.act("join", None, seat_request)
        assert seat is not None
        token = new_token()
        move.seat_token(seat, token)

        def respond() -> Answer:
            view = game_view(gt, move.game, move.state, Caller(seat=seat))
            player = {"seat": seat, **seat_request}
            return json_answer(
                {"player": player, "token": token, "game": view}, 201, move.game.version
            )

        move.respond = respond
    return answered(move)


@blp.route("/<game_type:game_type>/games/<game_id>/start", methods=["POST"])
@blp.arguments(EmptySchema, example={})
@blp.response(200, description="The game, set up.")
@answer(blp, 200, "View", "The game, set up.")
@operation(
    blp,
    "start_game",
    lambda games: (
        *BODY_PROBLEMS,
        *GAME_PROBLEMS,
        "missing_token",
        "not_host",
        "stale_version",
        "already_started",
        "not_enough_players",
        *(c for g in games.values() for c in g.start_codes),
    ),
    auth="required",
)
def start_game(_body: dict[str, Any], game_type: GameType, game_id: str) -> Response:
    """Start the game (host only)

    The game's setup happens now, as its rules say; it needs at least the game's
    fewest players (`not_enough_players`).
    """
    gt = game_type
    with host_move(gt, game_id, "start the game") as move:
        move.act("start", None)
        move.respond = lambda: view_answer(move)
    return answered(move)


@blp.route("/<game_type:game_type>/games/<game_id>", methods=["GET"])
@blp.response(200, description="The caller's view; ETag is its version.")
@answer(blp, 200, "View", "The caller's view; ETag is its version.")
@blp.alt_response(304, description="Not modified since the version in If-None-Match.")
@operation(blp, "get_game", GAME_PROBLEMS, auth="optional")
def get_game(game_type: GameType, game_id: str) -> Response:
    """The game as the caller may see it

    With a player's token: that seat's view, with what only that seat may see,
    `pending` and `legal_actions`. With the host's token or none: the public view.
    """
    gt = game_type
    with store.games.read(gt, game_id_or_404(game_id, gt), bearer_token()) as move:
        version = move.game.version
        if request.if_none_match.contains(str(version)):
            return Response(status=304, headers={"ETag": f'"{version}"'})
        return response(view_answer(move))


@blp.route("/<game_type:game_type>/games/<game_id>/score", methods=["GET"])
@blp.response(200, description="Scores as the caller may know them.")
@answer(blp, 200, "Score", "Scores as the caller may know them.")
@operation(blp, "get_score", GAME_PROBLEMS, auth="optional")
def get_score(game_type: GameType, game_id: str) -> Response:
    """The score

    What the caller may know of the scores: each game's score (its `<Game>Score`
    schema) says what that is.
    """
    gt = game_type
    with store.games.read(gt, game_id_or_404(game_id, gt), bearer_token()) as move:
        body = {
            "id": move.game.id,
            "type": gt.slug,
            "status": move.game.status,
            "version": move.game.version,
            **gt.engine.score(move.state, move.caller.seat),
        }
        return json_response(body, 200, move.game.version)


@blp.route("/<game_type:game_type>/games/<game_id>/export", methods=["GET"])
@blp.response(200, ExportSchema, description="The full record of a finished game.")
@operation(blp, "export_game", (*GAME_PROBLEMS, "game_not_finished"), auth="optional")
def export_game(game_type: GameType, game_id: str) -> Response:
    """Export a finished game (G2)

    Everything: options, seed, seats, every engine call with its time (`actions`),
    every event with its secret part, and the final state. `millie replay FILE` replays
    the seed and the actions and checks that they give the same final state (G1).
    Anyone may export a finished game. It shows what no view does, even at the end (the
    out-of-play cards, the appraisal deck's order): G2's full record, which the seed and
    the actions would reveal anyway.
    """
    gt = game_type
    record = store.games.export(gt, game_id_or_404(game_id, gt), bearer_token())
    if record is None:
        raise Problem(409, "game_not_finished", "Only a finished game can be exported.")
    return json_response(record)
