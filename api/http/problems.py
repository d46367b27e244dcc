"""Every error leaves as RFC 9457 problem details with a stable machine `code`, and the
catalogue of those codes with their HTTP statuses.

The catalogue is the one list: each code core or the HTTP wing refuses with is answered
with its status here, /docs/problems lists them, and every operation documents the ones
it can return. An engine's refusals (rules/game.py) carry codes of this list too: the
server's own, and those each game declares (`Game.refusals`).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from flask import Flask, Response, current_app, g, json, request
from sqlalchemy.exc import InterfaceError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from werkzeug.exceptions import HTTPException, NotFound
from werkzeug.sansio.utils import get_content_length

from millie.api.core.games import GameLoadError
from millie.api.core.problems import Problem
from millie.rules.game import Game, IllegalAction, InvalidInput, NotAllowed, Refusal, Unknown

log = logging.getLogger(__name__)

REFUSAL_STATUS: dict[type[Refusal], int] = {
    IllegalAction: 409,
    NotAllowed: 403,
    InvalidInput: 422,
    Unknown: 404,
}


def refusal_status(refusal: Refusal) -> int:
    return REFUSAL_STATUS.get(type(refusal), 409)


SERVER_CODES: dict[str, tuple[int, str]] = {
    # HTTP-level problems, the same on every endpoint.
    "malformed_json": (400, "The body is not valid JSON."),
    "missing_token": (401, "The move needs a token: Authorization: Bearer <token>."),
    "invalid_token": (401, "The token is malformed or belongs to no seat of this game."),
    "not_host": (403, "Only the host's token may do this."),
    "not_a_player": (403, "Only a seated player may make moves."),
    "unknown_game": (404, "No game of this type has that id."),
    "already_seated": (409, "This token already holds a seat in the game."),
    "game_full": (409, "All seats are taken (M4: 8, Q4: 6)."),
    "game_started": (409, "The game has started; no more seats."),
    "already_started": (409, "The game has already started."),
    "not_enough_players": (409, "Too few players joined (M4: 3, L6: 2, Q4: 1)."),
    "wrong_phase": (409, "The move does not fit the game's phase now."),
    "game_finished": (409, "The game is over."),
    "body_timeout": (408, "The body did not arrive in time; the connection is closed."),
    # Refused by the HTTP server before any operation (millie/gunicorn_errors.py).
    "malformed_request": (
        400,
        "Not valid HTTP/1.1: the request line (a space or raw UTF-8 in the path), a header "
        "(CR, LF or NUL in it), the Content-Length or a chunk. The connection is closed.",
    ),
    "request_line_too_long": (414, "The request line is over 4,094 bytes."),
    "headers_too_large": (431, "A header is over 8,190 bytes, or there are over 100."),
    "expectation_failed": (417, "An Expect header other than 100-continue."),
    "unsupported_transfer_coding": (501, "A Transfer-Encoding other than chunked."),
    "body_too_large": (413, "The body is larger than the server takes."),
    "unsupported_media_type": (415, "The body is not JSON (send Content-Type: application/json)."),
    "invalid_body": (422, "The body does not fit the operation's schema; see `errors`."),
    "invalid_text": (
        422,
        "A string holds a control character (NUL, C0 but tab and line breaks, DEL, C1) or "
        "a lone surrogate; `errors` names the field.",
    ),
    "number_too_large": (422, "A number has more digits than the server reads (4,300)."),
    "invalid_query": (422, "The query string does not fit; see `errors`."),
    "unknown_card": (422, "No card has that id."),
    "unknown_action": (422, "The game has no action of that name."),
    "unknown_seat": (422, "No seat has that number."),
    "bad_name": (
        422,
        "A name is an RFC 8266 nickname of 1 to 40 characters: no invisible characters, "
        "no bidi controls, not only spaces.",
    ),
    "name_taken": (409, "A player at this table has a name that looks the same (TR39)."),
    "stale_version": (412, "If-Match names an older version of the game; reload it."),
    "idempotency_key_reused": (422, "The Idempotency-Key was used with another request."),
    "short_idempotency_key": (422, "Without a token, an Idempotency-Key needs 16 characters."),
    "bad_idempotency_key": (422, "An Idempotency-Key has 1 to 255 printable characters."),
    "unknown_policy": (422, "No bot policy of that name for this game type."),
    "game_not_finished": (409, "Only a finished game can be exported."),
    "unknown_player": (404, "No player has that id."),
    "unknown_seek": (404, "You have no seek of this game type with that id."),
    "seek_matched": (409, "The seek is already matched into a game: play it."),
    "too_many_seeks": (409, "You hold as many open seeks as a player may (SEEKS_PER_PLAYER)."),
    "metrics_not_allowed": (403, "This address may not read /metrics (METRICS_ALLOW)."),
    "rate_limited": (429, "Too many requests; wait for Retry-After seconds."),
    "too_many_waiting": (429, "Too many long polls and streams open at once; see Retry-After."),
    "server_busy": (
        503,
        "The server holds all the waiting requests it can, or is as busy as it can be "
        "(then answered before the request is read); see Retry-After.",
    ),
    "no_live_worker": (503, "Health port: no worker has reported in within gunicorn's timeout."),
    "database_unavailable": (503, "The database cannot be reached now; retry after Retry-After."),
}
"""The server's own problem codes, the same for every game."""

BEFORE_ROUTING = (
    "malformed_request",
    "request_line_too_long",
    "headers_too_large",
    "expectation_failed",
    "unsupported_transfer_coding",
)
"""The codes the HTTP server answers before any operation (millie/gunicorn_errors.py)."""


def catalogue(games: Mapping[str, Game]) -> dict[str, tuple[int, str]]:
    """The server's codes and every game's refusals; a game may not give a code another
    status or meaning, nor name a code nobody declares."""
    codes = dict(SERVER_CODES)
    for game in games.values():
        for code, entry in game.refusals.items():
            if codes.setdefault(code, entry) != entry:
                raise GameLoadError(f"game {game.slug!r}: refusal {code!r} is {codes[code]}")
        named = [*game.join_codes, *game.start_codes, *(c for a in game.actions for c in a.codes)]
        unknown = sorted({c for c in named if c not in codes} - set(game.refusals))
        if unknown:
            raise GameLoadError(f"game {game.slug!r}: undeclared refusal codes {unknown}")
    return codes


CATALOGUE = "millie.codes"  # the app's extension: its catalogue


def codes(app: Flask | None = None) -> dict[str, tuple[int, str]]:
    """Every problem `code` this app answers, with its HTTP status and meaning: the
    server's and its games' (`catalogue`, made when the app is)."""
    found: dict[str, tuple[int, str]] = (app or current_app).extensions[CATALOGUE]
    return found


def status_of(code: str) -> int:
    """The HTTP status a problem code is answered with (the app's catalogue's)."""
    return codes()[code][0]


PROBLEM_JSON = "application/problem+json"
RETRY_AFTER = 5  # seconds, for a refusal that a later retry may pass (429, 503)
# Set on `flask.g` when a 429 is the app's own (a cap it counts itself), not
# flask-limiter's: that limiter's headers then speak of a limit the request kept within.
OWN_429 = "millie_own_429"

HTTP_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    408: "body_timeout",
    409: "conflict",
    412: "precondition_failed",
    413: "body_too_large",
    415: "unsupported_media_type",
    422: "invalid_body",
    429: "rate_limited",
}


def problem_response(status: int, code: str, detail: str, **extra: Any) -> Response:
    title = HTTP_TITLES.get(status, "Error")
    body = {
        "type": f"/docs/problems#{code}",
        "title": title,
        "status": status,
        "detail": detail,
        "code": code,
        **extra,
    }
    return Response(json.dumps(body), status=status, mimetype=PROBLEM_JSON)


HTTP_TITLES = {
    400: "Bad Request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "Not Found",
    405: "Method Not Allowed",
    408: "Request Timeout",
    409: "Conflict",
    412: "Precondition Failed",
    413: "Content Too Large",
    415: "Unsupported Media Type",
    422: "Unprocessable Content",
    429: "Too Many Requests",
    500: "Internal Server Error",
    503: "Service Unavailable",
}


def _http_error(error: HTTPException) -> Response:
    status = error.code or 500
    messages = (getattr(error, "data", None) or {}).get("messages")
    if status == 400 and messages:
        return problem_response(400, "malformed_json", "The request body is not valid JSON.")
    if status == 422 and messages:
        # webargs/marshmallow: {"json": {"field": ["message"]}} or {"query": {...}}
        if isinstance(messages, dict) and "query" in messages:
            return problem_response(
                422, "invalid_query", "The query string is not valid.", errors=messages["query"]
            )
        errors = messages.get("json", messages) if isinstance(messages, dict) else messages
        return problem_response(
            422, "invalid_body", "The request body does not fit the schema.", errors=errors
        )
    if status == 404:
        return problem_response(404, "not_found", "No such resource.")
    if status == 413:
        return problem_response(413, "body_too_large", "The request body is too large.")
    code = HTTP_CODES.get(status, "error")
    return problem_response(status, code, error.description or HTTP_TITLES.get(status, "Error"))


def register(app: Flask, codes: Mapping[str, tuple[int, str]]) -> None:
    """Answer every error as problem+json; a refusal with its code's status in the app's
    catalogue `codes` (the status its operation documents)."""
    app.extensions[CATALOGUE] = dict(codes)

    @app.errorhandler(Problem)
    def _problem(error: Problem) -> Response:
        status = status_of(error.code)
        response = problem_response(status, error.code, error.detail, **error.extra)
        if status == 429:
            setattr(g, OWN_429, True)
        if "retry_after" in error.extra:
            response.headers["Retry-After"] = str(error.extra["retry_after"])
        elif status in (429, 503):
            response.headers["Retry-After"] = str(RETRY_AFTER)
        elif status == 408:
            response.headers["Connection"] = "close"
        return response

    @app.errorhandler(Refusal)
    def _refusal(error: Refusal) -> Response:
        known = app.extensions[CATALOGUE]
        status = known[error.code][0] if error.code in known else refusal_status(error)
        return problem_response(status, error.code, error.detail)

    app.register_error_handler(HTTPException, _http_error)

    @app.errorhandler(OperationalError)
    @app.errorhandler(InterfaceError)
    @app.errorhandler(PoolTimeout)
    def _database_down(error: Exception) -> Response:
        # A dead connection is replaced (a transaction's first statement that finds its
        # pooled connection dead begins again on a new one, api/db/statements.py), so the
        # server recovers by itself once the database is back; until then every request
        # gets a clean 503. So does one that waited 30 s for a pooled connection.
        log.warning(
            "database unavailable: %s: %s",
            type(error).__name__,
            str(getattr(error, "orig", error))[:300],
            exc_info=isinstance(error, InterfaceError),  # not an outage: keep the trace
        )
        response = problem_response(
            503, "database_unavailable", "The database cannot be reached; retry shortly."
        )
        response.headers["Retry-After"] = "2"
        return response

    @app.errorhandler(Exception)
    def _unexpected(error: Exception) -> Response:
        log.exception("unhandled error")
        return problem_response(500, "internal_error", "Something went wrong on the server.")


def checked_request(*_: Any) -> None:
    """Before anything else (one hook: each costs Flask a few calls per request):

    - a path with `//` anywhere names nothing (404): werkzeug matches `//v1/...` as
      `/v1/...`, and `//v1/<game>/games` created a game;
    - a body in any other format than JSON is refused (415).

    The method and length are read from the WSGI environ as werkzeug reads them (its
    `request.content_length` looks both headers up through the header mapping)."""
    environ = request.environ
    if "//" in environ.get("PATH_INFO", ""):
        raise NotFound()
    if environ.get("REQUEST_METHOD", "").upper() != "POST":
        return
    length = get_content_length(
        environ.get("CONTENT_LENGTH"), environ.get("HTTP_TRANSFER_ENCODING")
    )
    if length and not request.is_json:
        raise Problem("unsupported_media_type", "Send the body as application/json.")
    if length is None and environ.get("wsgi.input_terminated"):
        # A chunked body: werkzeug reads it up to MAX_CONTENT_LENGTH and stops there
        # without a word, and the cut-off JSON would be malformed (400). Read it now
        # (cached for the parser); one byte more past the limit is a 413.
        limit = current_app.config.get("MAX_CONTENT_LENGTH")
        if limit is not None and len(request.get_data(cache=True)) >= limit:
            request.stream.read(1)  # raises RequestEntityTooLarge: the body goes on
