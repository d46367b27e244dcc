"""The endpoints every game type shares: create, join, start, view, score, events."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import flask_smorest
from flask import Response, current_app, request
from marshmallow import ValidationError
from webargs.flaskparser import FlaskParser
from werkzeug.routing import BaseConverter

from api.models import Game, Seat
from api.play import Caller, GameStore, Move, hash_token, new_token, now, rfc3339
from api.problems import CODES, PROBLEM_JSON, Problem
from api.registry import GAME_TYPES, GameType
from api.responses import (
    SCORES,
    VIEWS,
    CreatedGameSchema,
    EventPageSchema,
    JoinedSchema,
    ProblemSchema,
    one_of,
)
from api.schemas import AnyBodySchema, CreateGameSchema, EmptySchema, EventsQuerySchema


class JsonParser(FlaskParser):
    """webargs' parser, with JSON nested too deeply to parse refused as malformed (400)."""

    def _raw_load_json(self, req: Any) -> Any:
        try:
            return super()._raw_load_json(req)
        except RecursionError:
            raise json.JSONDecodeError("nested too deeply", "<body>", 0) from None


class Blueprint(flask_smorest.Blueprint):  # type: ignore[misc]
    ARGUMENTS_PARSER = JsonParser()


blp = Blueprint(
    "games",
    __name__,
    url_prefix="/v1",
    description="Create, join, start and follow a game of any type.",
)

GAME_ID = re.compile(r"[0-9a-f]{16}")


class GameTypeConverter(BaseConverter):
    """`/v1/<game_type>/...`: only the slugs of GAME_TYPES route; others are 404."""

    regex = "|".join(re.escape(slug) for slug in GAME_TYPES)

    def to_python(self, value: str) -> GameType:
        return GAME_TYPES[value]

    def to_url(self, value: Any) -> str:
        return value.slug if isinstance(value, GameType) else str(value)


def store() -> GameStore:
    games: GameStore = current_app.extensions["millie"]
    return games


def bearer_token() -> str | None:
    """The caller's token, or None (a spectator); a malformed header is refused."""
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip() or len(token) > 200:
        raise Problem(401, "invalid_token", "The Authorization header must be 'Bearer <token>'.")
    return token.strip()


def game_id_or_404(game_id: str, gt: GameType) -> str:
    if not GAME_ID.fullmatch(game_id):
        raise Problem(404, "unknown_game", f"There is no {gt.title} game with that id.")
    return game_id


def game_view(gt: GameType, game: Game, state: Any, caller: Caller) -> dict[str, Any]:
    """The caller's view (M20), with the lobby fields every game type has."""
    engine = gt.engine
    actions: list[dict[str, Any]] = []
    if caller.seat is not None:
        actions += engine.legal_actions(state, caller.seat)
    else:
        if caller.host:
            actions += engine.host_actions(state)
        actions += engine.join_actions(state)
    return {
        **engine.view(state, caller.seat),
        "id": game.id,
        "type": gt.slug,
        "status": game.status,
        "version": game.version,
        "seeded": game.seed_given,
        "created_at": rfc3339(game.created_at),
        "you": caller.seat,
        "role": caller.role,
        "pending": engine.pending(state),
        "legal_actions": [_request(gt, game.id, a) for a in actions],
    }


def _request(gt: GameType, game_id: str, entry: dict[str, Any]) -> dict[str, Any]:
    base = f"/v1/{gt.slug}/games/{game_id}"
    action = entry["action"]
    if action == "join":
        path = f"{base}/players"
    elif "squabble" in entry:
        path = f"{base}/squabbles/{entry['squabble']}/{action}"
    else:
        path = f"{base}/{action}"
    out = {"action": action, "method": "POST", "path": path, "body": entry["body"]}
    if "squabble" in entry:
        out["squabble"] = entry["squabble"]
    if "free" in entry:
        out["free"] = entry["free"]
    return out


def json_response(body: dict[str, Any], status: int = 200, version: int | None = None) -> Response:
    response = Response(json.dumps(body), status=status, mimetype="application/json")
    if version is not None:
        response.headers["ETag"] = f'"{version}"'
    return response


def view_response(gt: GameType, move: Move, status: int = 200) -> Response:
    return json_response(
        game_view(gt, move.game, move.state, move.caller), status, move.game.version
    )


def act(
    gt: GameType,
    game_id: str,
    action: str,
    body: dict[str, Any],
    squabble: int | None = None,
) -> Response:
    """Apply one player's move through the game's engine, in one locked transaction."""
    token = bearer_token()
    with store().move(gt, game_id_or_404(game_id, gt), token) as move:
        if move.caller.seat is None:
            require_token(token)
            raise Problem(403, "not_a_player", "Only a seated player can make moves; join first.")
        move.events += gt.engine.apply(move.state, move.caller.seat, action, body, squabble)
    return view_response(gt, move)


def require_token(token: str | None) -> None:
    if token is None:
        raise Problem(401, "missing_token", "Send your token as 'Authorization: Bearer <token>'.")


def _load(schema: Any, body: dict[str, Any]) -> dict[str, Any]:
    try:
        loaded: dict[str, Any] = schema.load(body)
    except ValidationError as error:
        raise Problem(
            422, "invalid_body", "The request body does not fit the schema.", errors=error.messages
        ) from None
    return loaded


F = TypeVar("F", bound=Callable[..., Any])
BODY_PROBLEMS = ("malformed_json", "body_too_large", "unsupported_media_type", "invalid_body")
GAME_PROBLEMS = ("unknown_game", "invalid_token")
MOVE_PROBLEMS = (*BODY_PROBLEMS, *GAME_PROBLEMS, "missing_token", "not_a_player", "game_finished")
# "optional" operations take a token if one is sent, and answer anyone without one: they
# declare no security, so that generated clients may call them with or without a token.
SECURITY: dict[str, list[dict[str, list[str]]]] = {"required": [{"bearerAuth": []}]}


def operation(
    blueprint: flask_smorest.Blueprint, operation_id: str, codes: Sequence[str], auth: str
) -> Callable[[F], F]:
    """Document an operation: its id, its security and every problem it can return."""

    def decorate(func: F) -> F:
        by_status: dict[int, list[str]] = {}
        for code in codes:
            by_status.setdefault(CODES[code][0], []).append(code)
        for status, group in sorted(by_status.items()):
            func = blueprint.alt_response(
                status,
                schema=ProblemSchema,
                content_type=PROBLEM_JSON,
                description=" ".join(f"`{c}`: {CODES[c][1]}" for c in group),
            )(func)
        extensions = {status: {"x-codes": group} for status, group in by_status.items()}
        doc: dict[str, Any] = {"operationId": operation_id, "responses": extensions}
        if auth in SECURITY:
            doc["security"] = SECURITY[auth]
        decorated: F = blueprint.doc(**doc)(func)
        return decorated

    return decorate


def request_body(components: Sequence[str], example: dict[str, Any]) -> dict[str, Any]:
    """A documented JSON request body that is validated by the game type's own schema."""
    content = {"schema": one_of(*components), "example": example}
    return {"requestBody": {"required": True, "content": {"application/json": content}}}


def answer(status: int, components: Sequence[str], description: str) -> Any:
    """Document a success answer that is one of several game types' schemas."""
    content = {"application/json": {"schema": one_of(*components)}}
    return blp.doc(responses={status: {"description": description, "content": content}})


@blp.route("/<game_type:game_type>/games", methods=["POST"])
@blp.arguments(CreateGameSchema)
@blp.response(201, CreatedGameSchema, description="The game, as its host sees it.")
@blp.doc(
    **request_body(
        ("MillionsCreateGame", "MillimemoryCreateGame", "MorbidLivingCreateGame"),
        {"options": {"face_up_rows": False}, "seed": 42},
    )
)
@operation(blp, "create_game", BODY_PROBLEMS, auth="none")
def create_game(body: dict[str, Any], game_type: GameType) -> Response:
    """Create a game in the lobby

    The answer holds the game's view and the host's token (shown once): the host starts
    the game; to play too, the host joins like anyone else. A `seed` makes the game
    replayable and is then shown as `seeded: true` in every view (G1).
    """
    gt = game_type
    options = _load(gt.options_schema, body["options"])
    game, state, host_token = store().create(gt, options, body["seed"])
    view = game_view(gt, game, state, Caller(host=True))
    response = json_response({"game": view, "host_token": host_token}, 201, game.version)
    response.headers["Location"] = f"/v1/{gt.slug}/games/{game.id}"
    return response


@blp.route("/<game_type:game_type>/games/<game_id>/players", methods=["POST"])
@blp.arguments(AnyBodySchema)
@blp.response(201, JoinedSchema, description="The seat, its token (shown once) and the view.")
@blp.doc(
    **request_body(
        ("MillionsJoin", "MillimemoryJoin", "MorbidLivingJoin"),
        {"name": "Ann", "character": "Archibald", "intro": "I was her gardener."},
    )
)
@operation(
    blp,
    "join_game",
    (
        *BODY_PROBLEMS,
        *GAME_PROBLEMS,
        "bad_name",
        "already_seated",
        "character_taken",
        "colour_taken",
        "game_full",
        "game_started",
    ),
    auth="optional",
)
def join_game(body: dict[str, Any], game_type: GameType, game_id: str) -> Response:
    """Take a seat

    The body names the player and, by game type: a character (M3) and an optional
    one-sentence introduction (M5) in Aunt Millie's Millions; a colour (Q4) in
    Millimemory; only a name in Morbid Living. The answer holds the new player's token:
    shown once, stored only as a hash. Send no token (or the host's) to join.
    """
    gt = game_type
    seat_request = _load(gt.join_schema, body)
    with store().move(gt, game_id_or_404(game_id, gt), bearer_token()) as move:
        if move.caller.seat is not None:
            raise Problem(409, "already_seated", "This token already holds a seat in this game.")
        seat, events = gt.join(move.state, seat_request)
        move.events += events
        token = new_token()
        move.session.add(
            Seat(game_id=move.game.id, seat=seat, token_hash=hash_token(token), created_at=now())
        )
    view = game_view(gt, move.game, move.state, Caller(seat=seat))
    player = {"seat": seat, **seat_request}
    return json_response({"player": player, "token": token, "game": view}, 201, move.game.version)


@blp.route("/<game_type:game_type>/games/<game_id>/start", methods=["POST"])
@blp.arguments(EmptySchema, example={})
@blp.response(200, description="The game, set up.")
@answer(200, VIEWS, "The game, set up.")
@operation(
    blp,
    "start_game",
    (
        *BODY_PROBLEMS,
        *GAME_PROBLEMS,
        "missing_token",
        "not_host",
        "already_started",
        "not_enough_players",
        "bad_start_seat",
    ),
    auth="required",
)
def start_game(_body: dict[str, Any], game_type: GameType, game_id: str) -> Response:
    """Start the game (host only)

    The setup happens now: in Aunt Millie's Millions the vault and ten face-down cards
    per pile (M5, 3 to 8 players); in Millimemory the first card is revealed (1 to 6
    players); in Morbid Living the free cards are dealt and the first turn begins (L7,
    2 to 6 players).
    """
    gt = game_type
    token = bearer_token()
    with store().move(gt, game_id_or_404(game_id, gt), token) as move:
        if not move.caller.host:
            require_token(token)
            raise Problem(403, "not_host", "Only the host's token can start the game.")
        move.events += gt.engine.start(move.state)
    return view_response(gt, move)


@blp.route("/<game_type:game_type>/games/<game_id>", methods=["GET"])
@blp.response(200, description="The caller's view; ETag is its version.")
@answer(200, VIEWS, "The caller's view; ETag is its version.")
@blp.alt_response(304, description="Not modified since the version in If-None-Match.")
@operation(blp, "get_game", GAME_PROBLEMS, auth="optional")
def get_game(game_type: GameType, game_id: str) -> Response:
    """The game as the caller may see it

    With a player's token: that seat's view, with its own row and secret appraisals,
    `pending` and `legal_actions`. With the host's token or none: the public view (M20).
    """
    gt = game_type
    with store().read(gt, game_id_or_404(game_id, gt), bearer_token()) as move:
        if request.if_none_match.contains(str(move.game.version)):
            response = Response(status=304)
            response.headers["ETag"] = f'"{move.game.version}"'
            return response
        return view_response(gt, move)


@blp.route("/<game_type:game_type>/games/<game_id>/score", methods=["GET"])
@blp.response(200, description="Scores as the caller may know them.")
@answer(200, SCORES, "Scores as the caller may know them.")
@operation(blp, "get_score", GAME_PROBLEMS, auth="optional")
def get_score(game_type: GameType, game_id: str) -> Response:
    """The score

    Aunt Millie's Millions: during play a player sees their own total and nobody
    else's; at the end everyone sees every total, the bonuses and the winners (M16-M19).
    Millimemory and Morbid Living keep their scores in the open: everyone sees them,
    with the winners (and Millimemory's solo rank) at the end.
    """
    gt = game_type
    with store().read(gt, game_id_or_404(game_id, gt), bearer_token()) as move:
        body = {
            "id": move.game.id,
            "type": gt.slug,
            "status": move.game.status,
            "version": move.game.version,
            **gt.engine.score(move.state, move.caller.seat),
        }
        return json_response(body, 200, move.game.version)


@blp.route("/<game_type:game_type>/games/<game_id>/events", methods=["GET"])
@blp.arguments(EventsQuerySchema, location="query")
@blp.response(200, EventPageSchema, description="Events after `after`, oldest first.")
@operation(blp, "list_events", (*GAME_PROBLEMS, "invalid_query"), auth="optional")
def list_events(query: dict[str, int], game_type: GameType, game_id: str) -> Response:
    """The game's events

    Events with a sequence number above `after`, as the caller may see them, oldest
    first, at most `limit`. A secret part (the value of an appraisal you drew) is
    included only for the seat it belongs to.
    """
    gt = game_type
    events, last = store().events(
        gt, game_id_or_404(game_id, gt), bearer_token(), query["after"], query["limit"]
    )
    return json_response({"events": events, "last_seq": last})
