"""The endpoints every game type shares: create, join, start, view, score, events."""

from __future__ import annotations

import hashlib
import json
import re
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar, cast

import flask_smorest
import orjson
from flask import Response, current_app, request
from marshmallow import ValidationError
from webargs.flaskparser import FlaskParser
from werkzeug.routing import BaseConverter

import policies
from api import seat_bots
from api.play import (
    Caller,
    GameStore,
    Idempotency,
    Move,
    Plain,
    hash_token,
    new_token,
    now,
    rfc3339,
    rfc3339_at,
)
from api.problems import CODES, PROBLEM_JSON, Problem
from api.registry import GAME_TYPES, GameType
from api.responses import (
    SCORES,
    VIEWS,
    CreatedGameSchema,
    EventPageSchema,
    ExportSchema,
    JoinedBotSchema,
    JoinedSchema,
    LobbyPageSchema,
    ProblemSchema,
    ReissuedSchema,
    one_of,
)
from api.rows import GameRow, dumps
from api.schemas import (
    AnyBodySchema,
    BotSeatSchema,
    CreateGameSchema,
    EmptySchema,
    EventsQuerySchema,
    LobbyQuerySchema,
    StreamQuerySchema,
)

# An answer as an endpoint gives it to Flask, or as api/front.py sends it itself.
A = TypeVar("A", Response, Plain)


class JsonParser(FlaskParser):
    """webargs' parser, with JSON nested too deeply to parse refused as malformed (400)."""

    def _raw_load_json(self, req: Any) -> Any:
        try:
            return super()._raw_load_json(req)
        except RecursionError:
            raise json.JSONDecodeError("nested too deeply", "<body>", 0) from None


class Blueprint(flask_smorest.Blueprint):  # type: ignore[misc]
    ARGUMENTS_PARSER = JsonParser()

    def arguments(self, schema: Any, *args: Any, **kwargs: Any) -> Any:
        """As flask-smorest's, with the schema made once: given a class, webargs makes
        an instance of it for every request (about 50 µs, a deep copy of its fields)."""
        if isinstance(schema, type):
            schema = schema()
        return super().arguments(schema, *args, **kwargs)


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
    return read_bearer(request.headers.get("Authorization"))


def read_bearer(header: str | None) -> str | None:
    """The token of an `Authorization` header, or None without one (also api/front.py's)."""
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


def game_view(gt: GameType, game: GameRow, state: Any, caller: Caller) -> dict[str, Any]:
    """The caller's view (M20), with the lobby fields every game type has."""
    engine = gt.engine
    actions: list[dict[str, Any]] = []
    if caller.seat is not None:
        actions += engine.legal_actions(state, caller.seat)
    else:
        if caller.host:
            actions += engine.host_actions(state)
        actions += engine.join_actions(state)
    bots = game.bots or {}
    if caller.host and bots is not None and engine.join_actions(state):
        actions += [
            {"action": "add_bot", "body": {"policy": name}} for name in policies.NAMES[gt.slug]
        ]
    shown = engine.view(state, caller.seat)
    for seat in shown.get("seats", []):
        seat["bot"] = bots.get(str(seat["seat"]), {}).get("policy")
    return {
        **shown,
        "id": game.id,
        "type": gt.slug,
        "status": game.status,
        "version": game.version,
        "last_seq": game.event_count,
        "seeded": game.seed_given,
        "created_at": rfc3339(game.created_at),
        "you": caller.seat,
        "role": caller.role,
        "timers": dict(state.timers),
        "pending": _with_deadlines(engine.pending(state), engine.deadlines(state)),
        "legal_actions": [_request(gt, game.id, a) for a in actions],
    }


def _with_deadlines(
    pending: list[dict[str, Any]], deadlines: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """Each pending decision with its `deadline` (RFC 3339), or null without a timer."""
    at = {(d["seat"], d["decision"], d.get("squabble")): d["at"] for d in deadlines}
    out = []
    for p in pending:
        when = at.get((p["seat"], p["decision"], p.get("squabble")))
        out.append({**p, "deadline": rfc3339_at(when) if when is not None else None})
    return out


def _request(gt: GameType, game_id: str, entry: dict[str, Any]) -> dict[str, Any]:
    base = f"/v1/{gt.slug}/games/{game_id}"
    action = entry["action"]
    if action == "join":
        path = f"{base}/players"
    elif action == "add_bot":
        path = f"{base}/bots"
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
    response = Response(dumps(body), status=status, mimetype="application/json")
    if version is not None:
        response.headers["ETag"] = f'"{version}"'
    return response


def json_plain(body: dict[str, Any]) -> Plain:
    """`json_response(body)` as api/front.py sends it."""
    return Plain(orjson.dumps(body, option=orjson.OPT_NON_STR_KEYS))


def view_text(gt: GameType, move: Move) -> str:
    """The caller's view as JSON: from this process's cache if it holds this version."""
    game, caller = move.game, move.caller
    key = (game.id, caller.seat, caller.host)
    body = store().views.get(key, game.version)
    if body is None:
        body = dumps(game_view(gt, game, move.state, caller))
        move.rendered = (key, game.version, body)  # cached once the version is committed
    return body


def view_response(gt: GameType, move: Move, status: int = 200) -> Response:
    """The caller's view (`view_text`) as a Response, its version as the ETag."""
    response = Response(view_text(gt, move), status=status, mimetype="application/json")
    response.headers["ETag"] = f'"{move.game.version}"'
    return response


def view_plain(gt: GameType, move: Move) -> Plain:
    """`view_response(gt, move)` as api/front.py sends it."""
    return Plain(view_text(gt, move).encode(), move.game.version)


def act(
    gt: GameType,
    game_id: str,
    action: str,
    body: dict[str, Any],
    squabble: int | None = None,
) -> Response:
    """Apply one player's move through the game's engine, in one locked transaction."""
    token = bearer_token()
    return apply_move(
        view_response,
        gt,
        game_id_or_404(game_id, gt),
        token,
        action,
        body,
        squabble,
        if_match(),
        idempotency(token),
    )


def answered(move: Move) -> Response:
    """The Response an endpoint's `move.respond` made."""
    assert isinstance(move.response, Response)
    return move.response


def apply_move(
    answer: Callable[[GameType, Move], A],
    gt: GameType,
    game_id: str,
    token: str | None,
    action: str,
    body: dict[str, Any],
    squabble: int | None = None,
    match: Callable[[int], bool] | None = None,
    key: Idempotency | None = None,
) -> A:
    """`act` once the request is read: also how api/front.py applies a move. `answer`
    makes the caller's view into a Response (`view_response`) or a `Plain` answer
    (`view_plain`)."""
    with store().move(gt, game_id, token, match, key) as move:
        if move.caller.seat is None:
            require_token(token)
            raise Problem(403, "not_a_player", "Only a seated player can make moves; join first.")
        move.events += gt.engine.apply(move.state, move.caller.seat, action, body, squabble)
        move.record(action, move.caller.seat, body, squabble)
        move.respond = lambda: answer(gt, move)
    assert move.response is not None
    return cast(A, move.response)  # what `answer` made


def if_match() -> Callable[[int], bool] | None:
    """`If-Match: "<version>"`: the move applies only to that version (else 412)."""
    header = request.headers.get("If-Match")
    if header is None or header.strip() == "*":
        return None
    tags = {tag.strip().removeprefix("W/").strip('"') for tag in header.split(",")}
    return lambda version: str(version) in tags


IDEMPOTENCY_KEY = re.compile(r"[\x21-\x7e]{1,255}")


def idempotency(token: str | None) -> Idempotency | None:
    """A POST's `Idempotency-Key`, scoped to its token (or, without one, to the client
    address), with a hash of what was asked: the same key for another request is a 422."""
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    if not IDEMPOTENCY_KEY.fullmatch(key):
        raise Problem(
            422,
            "bad_idempotency_key",
            "An Idempotency-Key has 1 to 255 printable ASCII characters, no spaces.",
        )
    scope = hash_token(token) if token else hash_token(f"ip:{request.remote_addr}")
    parsed = request.get_json(silent=True)
    body = (
        json.dumps(parsed, sort_keys=True) if parsed is not None else request.get_data(as_text=True)
    )
    asked = f"{request.method} {request.path}\n{body}"
    return Idempotency(scope, key, hashlib.sha256(asked.encode()).hexdigest())


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
BODY_PROBLEMS = (
    "malformed_json",
    "body_too_large",
    "unsupported_media_type",
    "invalid_body",
    "bad_idempotency_key",
    "idempotency_key_reused",
)
GAME_PROBLEMS = ("unknown_game", "invalid_token")
MOVE_PROBLEMS = (
    *BODY_PROBLEMS,
    *GAME_PROBLEMS,
    "missing_token",
    "not_a_player",
    "game_finished",
    "stale_version",
)
ANY_PROBLEMS = ("rate_limited", "database_unavailable")  # every operation may answer these
WRITE_HEADERS = [
    {
        "in": "header",
        "name": "Idempotency-Key",
        "required": False,
        "schema": {"type": "string", "minLength": 1, "maxLength": 255},
        "description": "Send a retry with the same key and body: you get the first answer "
        "again (header Idempotent-Replayed: true) and nothing is applied twice. Keys are "
        "kept 24 hours per token (or per address without one); another body: 422.",
    },
    {
        "in": "header",
        "name": "If-Match",
        "required": False,
        "schema": {"type": "string", "example": '"12"'},
        "description": 'Apply only to this version of the game (its ETag, e.g. "12"); '
        "another version: 412 stale_version, nothing applied.",
    },
]
# "optional" operations take a token if one is sent, and answer anyone without one: they
# declare no security, so that generated clients may call them with or without a token.
SECURITY: dict[str, list[dict[str, list[str]]]] = {"required": [{"bearerAuth": []}]}


def operation(
    blueprint: flask_smorest.Blueprint, operation_id: str, codes: Sequence[str], auth: str
) -> Callable[[F], F]:
    """Document an operation: its id, its security and every problem it can return."""

    def decorate(func: F) -> F:
        by_status: dict[int, list[str]] = {}
        for code in (*codes, *ANY_PROBLEMS):
            by_status.setdefault(CODES[code][0], []).append(code)
        documented = func
        for status, group in sorted(by_status.items()):
            documented = blueprint.alt_response(
                status,
                schema=ProblemSchema,
                content_type=PROBLEM_JSON,
                description=" ".join(f"`{c}`: {CODES[c][1]}" for c in group),
            )(documented)
        extensions = {status: {"x-codes": group} for status, group in by_status.items()}
        doc: dict[str, Any] = {"operationId": operation_id, "responses": extensions}
        if "malformed_json" in codes:  # an operation that changes something
            creates = operation_id == "create_game"  # no version to match yet
            doc["parameters"] = WRITE_HEADERS[:1] if creates else WRITE_HEADERS
        if auth in SECURITY:
            doc["security"] = SECURITY[auth]
        documented = blueprint.doc(**doc)(documented)
        # Keep the documentation, not the wrappers: each of flask-smorest's doc-only
        # decorators adds a call layer to every request (one per problem status).
        func._apidoc = documented._apidoc  # type: ignore[attr-defined]
        return func

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
@operation(blp, "create_game", (*BODY_PROBLEMS, "invalid_token"), auth="none")
def create_game(body: dict[str, Any], game_type: GameType) -> Response:
    """Create a game in the lobby

    The answer holds the game's view and the host's token (shown once): the host starts
    the game; to play too, the host joins like anyone else. A `seed` makes the game
    replayable and is then shown as `seeded: true` in every view (G1).
    """
    gt = game_type
    options = _load(gt.options_schema, body["options"])

    def respond(game: GameRow, state: Any, host_token: str) -> Response:
        view = game_view(gt, game, state, Caller(host=True))
        response = json_response({"game": view, "host_token": host_token}, 201, game.version)
        response.headers["Location"] = f"/v1/{gt.slug}/games/{game.id}"
        return response

    return store().create(gt, options, body["seed"], respond, idempotency(bearer_token()))


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
        "stale_version",
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
    caller_token = bearer_token()
    with store().move(
        gt, game_id_or_404(game_id, gt), caller_token, if_match(), idempotency(caller_token)
    ) as move:
        if move.caller.seat is not None:
            raise Problem(409, "already_seated", "This token already holds a seat in this game.")
        seat, events = gt.join(move.state, seat_request)
        move.events += events
        move.record("join", seat, seat_request)
        token = new_token()
        move.tx.add_seat(move.game.id, seat, hash_token(token), now())

        def respond() -> Response:
            view = game_view(gt, move.game, move.state, Caller(seat=seat))
            player = {"seat": seat, **seat_request}
            answer = {"player": player, "token": token, "game": view}
            return json_response(answer, 201, move.game.version)

        move.respond = respond
    return answered(move)


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
        "stale_version",
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
    with store().move(
        gt, game_id_or_404(game_id, gt), token, if_match(), idempotency(token)
    ) as move:
        if not move.caller.host:
            require_token(token)
            raise Problem(403, "not_host", "Only the host's token can start the game.")
        move.events += gt.engine.start(move.state)
        move.record("start", None, {})
        move.respond = lambda: view_response(gt, move)
    return answered(move)


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
    return show_game(
        view_response,
        gt,
        game_id_or_404(game_id, gt),
        bearer_token(),
        lambda version: request.if_none_match.contains(str(version)),
    )


def show_game(
    answer: Callable[[GameType, Move], A],
    gt: GameType,
    game_id: str,
    token: str | None,
    unchanged: Callable[[int], bool] | None = None,
) -> A | Response:
    """`get_game` once the request is read: also how api/front.py answers a view (with
    `answer` as in `apply_move`). `unchanged(version)` says the caller has that version
    already (304)."""
    with store().read(gt, game_id, token) as move:
        if unchanged is not None and unchanged(move.game.version):
            response = Response(status=304)
            response.headers["ETag"] = f'"{move.game.version}"'
            return response
        return answer(gt, move)


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
    included only for the seat it belongs to. With `wait` (seconds, at most 30), when
    no event is newer than `after`, the answer comes as soon as one is committed, by
    any server process, or after `wait` seconds with an empty list (long-poll).
    """
    gt = game_type
    return show_events(json_response, gt, game_id_or_404(game_id, gt), bearer_token(), query)


def show_events(
    answer: Callable[[dict[str, Any]], A],
    gt: GameType,
    game_id: str,
    token: str | None,
    query: dict[str, Any],
) -> A:
    """`list_events` once the request is read: also how api/front.py answers a poll
    (`answer`: `json_response` or `json_plain`)."""
    view = (lambda move: view_text(gt, move)) if query.get("view") else None
    events, last, shown = wait_for_events(
        store(), gt, game_id, token, query["after"], query["limit"], query["wait"], view
    )
    if shown is None:
        return answer({"events": events, "last_seq": last})
    return answer({"events": events, "last_seq": last, "view": orjson.Fragment(shown)})


def wait_for_events(
    games: GameStore,
    gt: GameType,
    game_id: str,
    token: str | None,
    after: int,
    limit: int,
    wait: float,
    view: Callable[[Move], str] | None = None,
) -> tuple[list[dict[str, Any]], int, str | None]:
    """Events after `after`; when there are none, wait up to `wait` seconds for one.
    With `view`, also the caller's view, read with the events that are answered.

    The wait holds no database connection: it sleeps until this game's notification
    (api/notify.py), then reads again. It also wakes at the game's next deadline, so a
    waiting client is a request that touches the game and applies its timers (M21).
    """
    until = time.monotonic() + wait
    while True:
        # A poll that will not wait needs no mark, and so starts no listener: on
        # PostgreSQL a listening worker spends CPU on every move's NOTIFY.
        mark = games.notifier.mark(game_id) if wait > 0 else 0
        events, last, deadline, shown = games.events(gt, game_id, token, after, limit, view)
        left = until - time.monotonic()
        if events or left <= 0:
            return events, last, shown
        if deadline is not None:
            left = min(left, max(0.0, deadline - time.time()) + 0.01)
        games.notifier.wait(game_id, mark, left)


KEEP_ALIVE = 15.0  # seconds between comments on a quiet stream
STREAM_SECONDS = 300.0  # then the stream ends; EventSource reconnects with Last-Event-ID


@blp.route("/<game_type:game_type>/games/<game_id>/stream", methods=["GET"])
@blp.arguments(StreamQuerySchema, location="query")
@blp.doc(
    responses={
        200: {
            "description": "Server-Sent Events: first a `snapshot` (your view), then every "
            "event you may see, `id` = its sequence number, `event` = its kind, `data` = the "
            "event as JSON; a comment every 15 s keeps the connection open.",
            "content": {"text/event-stream": {"schema": {"type": "string"}}},
        }
    }
)
@operation(blp, "stream_events", (*GAME_PROBLEMS, "invalid_query"), auth="optional")
def stream_events(query: dict[str, Any], game_type: GameType, game_id: str) -> Response:
    """Follow the game as Server-Sent Events

    The stream opens with a `snapshot` message holding your view of the game, then
    sends the events after `Last-Event-ID` (or `after`) as they are committed, each with
    `id` = its sequence number, so a reconnecting EventSource misses and repeats none.
    It closes after five minutes, or when the game is over and every event is sent.
    """
    gt = game_type
    game_id = game_id_or_404(game_id, gt)
    token = bearer_token()
    after = query["after"]
    last_id = request.headers.get("Last-Event-ID", "").strip()
    if re.fullmatch(r"[0-9]{1,10}", last_id) and int(last_id) < 2**31:
        after = int(last_id)
    games = store()
    with games.read(gt, game_id, token) as move:  # errors (404, 401) before the stream
        snapshot = game_view(gt, move.game, move.state, move.caller)  # as of its last_seq
    finished = snapshot["status"] == "finished"

    def messages() -> Iterator[str]:
        yield "retry: 2000\n"
        yield _sse("snapshot", snapshot)
        seen = after
        until = time.monotonic() + STREAM_SECONDS
        while time.monotonic() < until:
            wait = 0 if finished else KEEP_ALIVE
            events, last, _ = wait_for_events(games, gt, game_id, token, seen, 500, wait)
            for event in events:
                yield _sse(event["kind"], event, event["seq"])
                seen = event["seq"]
            if seen >= last and (finished or (events and events[-1]["kind"] == "game_finished")):
                return  # a finished game has nothing more to say
            if not events:
                yield ": keep-alive\n\n"

    response = Response(messages(), mimetype="text/event-stream")
    response.headers["Cache-Control"] = "no-cache"
    response.headers["X-Accel-Buffering"] = "no"  # nginx: pass each message at once
    return response


def _sse(kind: str, data: dict[str, Any], seq: int | None = None) -> str:
    head = f"id: {seq}\n" if seq is not None else ""
    return f"{head}event: {kind}\ndata: {json.dumps(data)}\n\n"


@blp.route("/games", methods=["GET"])
@blp.arguments(LobbyQuerySchema, location="query")
@blp.response(200, LobbyPageSchema, description="Games, newest first.")
@operation(blp, "list_games", ("invalid_query",), auth="none")
def list_games(query: dict[str, Any]) -> Response:
    """The lobby: games of every type

    Filter by `type` and `status` (`lobby`: seats can be taken; `active`; `finished`),
    newest first, `page_size` at a time. Each entry is public: type, status, seats taken
    and free, and the players' names.
    """
    page, size = query["page"], query["page_size"]
    games, total = store().lobby(query.get("type"), query.get("status"), page, size)
    out = []
    for game, names in games:
        gt = GAME_TYPES[game.type]
        out.append(
            {
                "id": game.id,
                "type": game.type,
                "status": game.status,
                "version": game.version,
                "seeded": game.seed_given,
                "created_at": rfc3339(game.created_at),
                "updated_at": rfc3339(game.updated_at),
                "players": names,
                "seats_free": max(0, gt.max_players - len(names)) if game.status == "lobby" else 0,
                "path": f"/v1/{game.type}/games/{game.id}",
            }
        )
    return json_response({"games": out, "page": page, "page_size": size, "total": total})


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
    record = store().export(gt, game_id_or_404(game_id, gt), bearer_token())
    if record is None:
        raise Problem(409, "game_not_finished", "Only a finished game can be exported.")
    return json_response(record)


@blp.route("/<game_type:game_type>/games/<game_id>/bots", methods=["POST"])
@blp.arguments(BotSeatSchema, example={"policy": "greedy", "name": "Greedy Gus"})
@blp.response(201, JoinedBotSchema, description="The bot's seat and the game, as the host sees it.")
@operation(
    blp,
    "add_bot",
    (
        *BODY_PROBLEMS,
        *GAME_PROBLEMS,
        "missing_token",
        "not_host",
        "unknown_policy",
        "stale_version",
        "character_taken",
        "colour_taken",
        "game_full",
        "game_started",
    ),
    auth="required",
)
def add_bot(body: dict[str, Any], game_type: GameType, game_id: str) -> Response:
    """Seat a bot played by the server (host only)

    The bot takes the next seat and plays with the named policy (the same policies as
    the client bots). Each of its decisions is due a reaction delay after it opens
    (0.8 to 2.0 s by default); the first request that touches the game after that lets
    it act, so its claims race a human's in order of time. Its moves are events and
    recorded actions like anyone's.
    """
    gt = game_type
    token = bearer_token()
    if body["policy"] not in policies.NAMES[gt.slug]:
        known = ", ".join(policies.NAMES[gt.slug])
        raise Problem(422, "unknown_policy", f"{gt.title} bots play: {known}.")
    with store().move(
        gt, game_id_or_404(game_id, gt), token, if_match(), idempotency(token)
    ) as move:
        if not move.caller.host:
            require_token(token)
            raise Problem(403, "not_host", "Only the host's token can seat a bot.")
        free = gt.engine.join_actions(move.state)
        if not free and gt.engine.status(move.state) != "lobby":
            raise Problem(409, "game_started", "The game has started; no more seats.")
        if not free:
            raise Problem(409, "game_full", "All seats are taken.")
        seat_request = {**free[0]["body"], "name": f"{body['policy'].title()} bot"}
        seat_request.update({k: body[k] for k in ("name", "character", "colour") if k in body})
        seat_request = _load(gt.join_schema, seat_request)
        seat, events = gt.join(move.state, seat_request)
        move.events += events
        move.record("join", seat, seat_request)
        move.tx.add_seat(move.game.id, seat, hash_token(new_token()), now())
        bots = dict(move.game.bots or {})
        bots[str(seat)] = seat_bots.bot_entry(body["policy"], body["min_delay"], body["max_delay"])
        move.game.bots = bots

        def respond() -> Response:
            view = game_view(gt, move.game, move.state, move.caller)
            player = {"seat": seat, **seat_request, "bot": body["policy"]}
            return json_response({"player": player, "game": view}, 201, move.game.version)

        move.respond = respond
    return answered(move)


@blp.route("/<game_type:game_type>/games/<game_id>/players/<int:seat>/token", methods=["POST"])
@blp.arguments(EmptySchema, example={})
@blp.response(200, ReissuedSchema, description="The seat's new token; the old one is void.")
@operation(
    blp,
    "reissue_token",
    (*BODY_PROBLEMS, *GAME_PROBLEMS, "missing_token", "not_host", "unknown_seat", "stale_version"),
    auth="required",
)
def reissue_token(_body: dict[str, Any], game_type: GameType, game_id: str, seat: int) -> Response:
    """Kick a seat's holder and reissue its token (host only)

    The seat's old token stops working at once; the new one is shown once. The host
    hands it to whoever takes the seat over (a player who lost their token, or a new
    player in place of one who left). The game itself does not change.
    """
    gt = game_type
    token = bearer_token()
    with store().move(
        gt, game_id_or_404(game_id, gt), token, if_match(), idempotency(token)
    ) as move:
        if not move.caller.host:
            require_token(token)
            raise Problem(403, "not_host", "Only the host's token can reissue a seat's token.")
        fresh = new_token()
        taken = seat < gt.max_players and move.tx.set_token(move.game.id, seat, hash_token(fresh))
        if not taken:
            raise Problem(422, "unknown_seat", f"Seat {seat} is not taken in this game.")
        move.respond = lambda: json_response({"seat": seat, "token": fresh})
    return answered(move)
