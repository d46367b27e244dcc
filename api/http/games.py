"""The game resource every game type shares: create, join, start, view, score, export."""

from __future__ import annotations

from typing import Any

from flask import Response, current_app, request

from millie.api.core.games import GameType, Registry
from millie.api.core.moves import Create, Join, Start
from millie.api.core.names import nickname
from millie.api.core.tokens import hash_token, is_player_token
from millie.api.http.endpoint import (
    answered,
    bearer_token,
    idempotency,
    loaded,
    moving,
    reading,
    store,
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
    config = current_app.config
    per_hour = int(config["MILLIE_GAMES_PER_IP_PER_HOUR"]) if config["RATELIMIT_ENABLED"] else 0
    made = store.games.create(
        Create(
            gt,
            options,
            body["seed"],
            body["listed"],
            idempotency(bearer_token()),
            hash_token(f"ip:{client_address()}"),
            per_hour,
        )
    )
    return answered(made, 201, f"/v1/{gt.slug}/games/{made.game_id}")


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
        "name_taken",
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
    (its `<Game>Join` schema). The name is taken as an RFC 8266 nickname (spaces
    trimmed and collapsed, NFKC; invisible characters and bidi controls refused:
    `bad_name`), and one that looks like a seated player's (their TR39 skeletons match,
    case aside: "Ann", "ANN", "Ann" with a Cyrillic A) is refused with 409 `name_taken`
    (ruling G3). The answer holds the new player's token: shown once, stored only as a
    hash. Send no token (or the host's) to join.

    With a player's token (docs/players.md) the seat is the player's: their token acts
    in the game as the seat's does (both work), the game is in their
    `GET /v1/players/me/games`, and `name` may be left out (the player's is taken). A
    player holds one seat per game: joining again is 409 `already_seated`.
    """
    gt = game_type
    token = bearer_token()
    if is_player_token(token) and "name" not in body:  # a player's name by default
        body = {**body, "name": store.players.me(token).name}
    fields = loaded(bodies().join[gt.slug], body)
    fields["name"] = nickname(fields["name"])  # RFC 8266 (api/core/names.py)
    return answered(store.games.move(moving(gt, game_id), Join(fields)), 201)


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
    return answered(store.games.move(moving(game_type, game_id), Start()))


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
    tags = request.if_none_match
    known = frozenset(["*"] if tags.star_tag else tags.as_set())
    shown = store.games.view(reading(game_type, game_id), known)
    if shown.unchanged:
        return Response(status=304, headers={"ETag": f'"{shown.version}"'})
    return answered(shown)


@blp.route("/<game_type:game_type>/games/<game_id>/score", methods=["GET"])
@blp.response(200, description="Scores as the caller may know them.")
@answer(blp, 200, "Score", "Scores as the caller may know them.")
@operation(blp, "get_score", GAME_PROBLEMS, auth="optional")
def get_score(game_type: GameType, game_id: str) -> Response:
    """The score

    What the caller may know of the scores: each game's score (its `<Game>Score`
    schema) says what that is.
    """
    return answered(store.games.score(reading(game_type, game_id)))


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
    return answered(store.games.export(reading(game_type, game_id)))
