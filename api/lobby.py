"""The endpoints every game type shares: create, join, start, view, score, events."""

from __future__ import annotations

import json
import re
from typing import Any

import flask_smorest
from flask import Response, current_app, request
from marshmallow import ValidationError
from webargs.flaskparser import FlaskParser
from werkzeug.routing import BaseConverter

from api.models import Seat
from api.play import Caller, GameStore, Move, hash_token, new_token, now, rfc3339
from api.problems import Problem
from api.registry import GAME_TYPES, GameType
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


def bearer_token(required: bool = False) -> str | None:
    header = request.headers.get("Authorization")
    if header is None:
        if required:
            raise Problem(
                401, "missing_token", "Send your token as 'Authorization: Bearer <token>'."
            )
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip() or len(token) > 200:
        raise Problem(401, "invalid_token", "The Authorization header must be 'Bearer <token>'.")
    return token.strip()


def game_id_or_404(game_id: str, gt: GameType) -> str:
    if not GAME_ID.fullmatch(game_id):
        raise Problem(404, "unknown_game", f"There is no {gt.title} game with that id.")
    return game_id


def game_view(gt: GameType, move: Move) -> dict[str, Any]:
    """The caller's view (M20), with the lobby fields every game type has."""
    engine, game, caller, state = gt.engine, move.game, move.caller, move.state
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
    if "free" in entry:
        out["free"] = entry["free"]
    return out


def json_response(body: dict[str, Any], status: int = 200, version: int | None = None) -> Response:
    response = Response(json.dumps(body), status=status, mimetype="application/json")
    if version is not None:
        response.headers["ETag"] = f'"{version}"'
    return response


def view_response(gt: GameType, move: Move, status: int = 200) -> Response:
    return json_response(game_view(gt, move), status, move.game.version)


def act(
    gt: GameType, game_id: str, action: str, body: dict[str, Any], squabble: int | None = None
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


@blp.route("/<game_type:gt>/games", methods=["POST"])
@blp.arguments(CreateGameSchema)
@blp.response(201)
def create_game(body: dict[str, Any], gt: GameType) -> Response:
    """Create a game in the lobby; the answer holds the host's token.

    The host starts the game; to play too, the host joins like anyone else.
    """
    options = _load(gt.options_schema, body["options"])
    game, state, host_token = store().create(gt, options, body["seed"])
    move = Move(session=None, game=game, state=state, caller=Caller(host=True))  # type: ignore[arg-type]
    response = json_response(
        {"game": game_view(gt, move), "host_token": host_token}, 201, game.version
    )
    response.headers["Location"] = f"/v1/{gt.slug}/games/{game.id}"
    return response


@blp.route("/<game_type:gt>/games/<game_id>/players", methods=["POST"])
@blp.arguments(AnyBodySchema)
@blp.response(201)
def join_game(body: dict[str, Any], gt: GameType, game_id: str) -> Response:
    """Take a seat; the answer holds the new player's token (shown once, stored hashed)."""
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
    move = Move(move.session, move.game, move.state, Caller(seat=seat))
    player = {"seat": seat, **seat_request}
    return json_response(
        {"player": player, "token": token, "game": game_view(gt, move)}, 201, move.game.version
    )


@blp.route("/<game_type:gt>/games/<game_id>/start", methods=["POST"])
@blp.arguments(EmptySchema)
@blp.response(200)
def start_game(_body: dict[str, Any], gt: GameType, game_id: str) -> Response:
    """The host starts the game: the deal and setup happen now."""
    token = bearer_token()
    with store().move(gt, game_id_or_404(game_id, gt), token) as move:
        if not move.caller.host:
            require_token(token)
            raise Problem(403, "not_host", "Only the host's token can start the game.")
        move.events += gt.engine.start(move.state)
    return view_response(gt, move)


@blp.route("/<game_type:gt>/games/<game_id>", methods=["GET"])
@blp.response(200)
def get_game(gt: GameType, game_id: str) -> Response:
    """The game as the caller may see it (no token: the public view)."""
    with store().read(gt, game_id_or_404(game_id, gt), bearer_token()) as move:
        if request.if_none_match.contains(str(move.game.version)):
            response = Response(status=304)
            response.headers["ETag"] = f'"{move.game.version}"'
            return response
        return view_response(gt, move)


@blp.route("/<game_type:gt>/games/<game_id>/score", methods=["GET"])
@blp.response(200)
def get_score(gt: GameType, game_id: str) -> Response:
    """Totals as the caller may know them; everyone's, and the winners, at the end."""
    with store().read(gt, game_id_or_404(game_id, gt), bearer_token()) as move:
        body = {
            "id": move.game.id,
            "type": gt.slug,
            "status": move.game.status,
            "version": move.game.version,
            **gt.engine.score(move.state, move.caller.seat),
        }
        return json_response(body, 200, move.game.version)


@blp.route("/<game_type:gt>/games/<game_id>/events", methods=["GET"])
@blp.arguments(EventsQuerySchema, location="query")
@blp.response(200)
def list_events(query: dict[str, int], gt: GameType, game_id: str) -> Response:
    """Events after sequence number `after`, as the caller may see them, oldest first.

    A secret part (an appraisal value) is included only for the seat it belongs to.
    """
    _caller, events, last = store().events(
        gt, game_id_or_404(game_id, gt), bearer_token(), query["after"], query["limit"]
    )
    return json_response({"events": events, "last_seq": last})
