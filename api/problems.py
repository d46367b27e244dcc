"""Every error leaves as RFC 9457 problem details with a stable machine `code`."""

from __future__ import annotations

import logging
from typing import Any

from flask import Flask, Response, json, request
from sqlalchemy.exc import InterfaceError, OperationalError
from werkzeug.exceptions import HTTPException
from werkzeug.sansio.utils import get_content_length

from rules.game import IllegalAction, InvalidInput, NotAllowed, Refusal, Unknown

log = logging.getLogger(__name__)

PROBLEM_JSON = "application/problem+json"

REFUSAL_STATUS: dict[type[Refusal], int] = {
    IllegalAction: 409,
    NotAllowed: 403,
    InvalidInput: 422,
    Unknown: 404,
}

HTTP_CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    412: "precondition_failed",
    413: "body_too_large",
    415: "unsupported_media_type",
    422: "invalid_body",
    429: "rate_limited",
}


CODES: dict[str, tuple[int, str]] = {
    # HTTP-level problems, the same on every endpoint.
    "malformed_json": (400, "The body is not valid JSON."),
    "missing_token": (401, "The move needs a token: Authorization: Bearer <token>."),
    "invalid_token": (401, "The token is malformed or belongs to no seat of this game."),
    "not_host": (403, "Only the host's token may do this."),
    "not_a_player": (403, "Only a seated player may make moves."),
    "not_the_thief": (403, "Only the player on the Steal (or the vault's heir) decides it."),
    "not_the_reappraiser": (403, "Only the player on the Reappraise decides it."),
    "not_the_selector": (403, "Only the squabble's selector names the judge."),
    "not_a_squabbler": (403, "Only the two squabblers tell stories and answer."),
    "not_the_judge": (403, "Only the squabble's judge asks questions and gives the verdict."),
    "unknown_game": (404, "No game of this type has that id."),
    "unknown_squabble": (404, "The game has no squabble with that number."),
    "already_seated": (409, "This token already holds a seat in the game."),
    "character_taken": (409, "Another player has that character (M3)."),
    "colour_taken": (409, "Another player has that colour (Q4)."),
    "bad_start_seat": (409, "start_seat names no seat of this game (L7)."),
    "no_necessity_on_discard": (409, "The discard pile's top card is no necessity (L8)."),
    "cannot_afford": (409, "The price is more than your cash (L8); a credit card may pay."),
    "no_credit_card": (409, "You hold no credit card (L3)."),
    "nothing_to_steal": (409, "That player has nothing the steal card names (L2)."),
    "no_such_card": (409, "Name one of the victim's cards of the kind the steal names."),
    "not_your_card": (409, "You do not hold that card."),
    "cannot_sell": (409, "Only residences and vehicles can be sold (L9)."),
    "over_limit": (409, "First bring that kind of card within its limit (L10)."),
    "not_for_sale": (409, "The drawn card is no necessity: use or pass it (L8)."),
    "not_a_steal": (409, "The drawn card is no steal card (L8)."),
    "must_sell": (409, "Sell residences or vehicles until the debt is covered (L11)."),
    "card_not_allowed": (422, "A money steal names no card."),
    "card_changed": (409, "The card you name is no longer on the table (skipped or answered)."),
    "already_predicted": (409, "A locked prediction cannot change (Q6)."),
    "prediction_locked": (409, "You locked a prediction on this card, so you cannot skip it (Q5)."),
    "not_in_playoff": (403, "Only the tied leaders play the playoff rounds (Q8)."),
    "bad_prediction": (422, "A prediction is 0 to 300 mm with one decimal at most (Q3)."),
    "game_full": (409, "All seats are taken (M4: 8, Q4: 6)."),
    "game_started": (409, "The game has started; no more seats."),
    "already_started": (409, "The game has already started."),
    "not_enough_players": (409, "Too few players joined (M4: 3, L6: 2, Q4: 1)."),
    "wrong_phase": (409, "The move does not fit the game's phase now."),
    "game_finished": (409, "The game is over."),
    "round_in_progress": (409, "A round is in progress; flip after it ends (M6)."),
    "already_placed": (409, "A placement is final (M7)."),
    "sitting_out": (409, "No card has room left for you this round (M8)."),
    "card_not_on_table": (409, "The card was not flipped this round."),
    "card_cancelled": (409, "Two or more Steal cards cancel each other (M7)."),
    "card_full": (409, "The card holds as many characters as it can (M7): place again."),
    "no_such_slot": (409, "The row has no such slot."),
    "own_row": (409, "Steal from an opponent, not from yourself."),
    "empty_row": (409, "That opponent has no items."),
    "judge_named": (409, "The judge has been named already."),
    "judge_in_squabble": (409, "The judge must not be in the squabble (M14)."),
    "selector_first": (409, "The selector tells the first story (M14)."),
    "not_your_turn": (403, "It is another player's turn (Morbid Living)."),
    "already_asked": (409, "The judge asks each squabbler one question (M14)."),
    "no_question": (409, "The judge has asked you nothing to answer."),
    "squabble_decided": (409, "The squabble has been decided."),
    "body_too_large": (413, "The body is larger than the server takes."),
    "unsupported_media_type": (415, "The body is not JSON (send Content-Type: application/json)."),
    "invalid_body": (422, "The body does not fit the operation's schema; see `errors`."),
    "invalid_query": (422, "The query string does not fit; see `errors`."),
    "unknown_card": (422, "No card has that id."),
    "unknown_seat": (422, "No seat has that number."),
    "bad_text": (422, "A story, question or answer has 1 to 1000 characters, not only spaces."),
    "bad_name": (422, "A name has 1 to 40 characters, not only spaces."),
    "not_in_squabble": (422, "Name one of the two squabblers."),
    "slot_not_allowed": (422, "The vault's Steal takes the highest-valued item: name no slot."),
    "stale_version": (412, "If-Match names an older version of the game; reload it."),
    "idempotency_key_reused": (422, "The Idempotency-Key was used with another request."),
    "bad_idempotency_key": (422, "An Idempotency-Key has 1 to 255 printable characters."),
    "unknown_policy": (422, "No bot policy of that name for this game type."),
    "game_not_finished": (409, "Only a finished game can be exported."),
    "rate_limited": (429, "Too many requests; wait for Retry-After seconds."),
    "database_unavailable": (503, "The database cannot be reached now; retry after Retry-After."),
}
"""Every problem `code` the API returns, with its HTTP status and meaning."""


class Problem(Exception):
    """An error raised by the API layer itself (auth, unknown game, bad body...)."""

    def __init__(self, status: int, code: str, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.status, self.code, self.detail, self.extra = status, code, detail, extra


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


def register(app: Flask) -> None:
    @app.errorhandler(Problem)
    def _problem(error: Problem) -> Response:
        return problem_response(error.status, error.code, error.detail, **error.extra)

    @app.errorhandler(Refusal)
    def _refusal(error: Refusal) -> Response:
        return problem_response(REFUSAL_STATUS.get(type(error), 409), error.code, error.detail)

    app.register_error_handler(HTTPException, _http_error)

    @app.errorhandler(OperationalError)
    @app.errorhandler(InterfaceError)
    def _database_down(error: Exception) -> Response:
        # A dead connection is replaced (api/rows.py retries a request's first statement
        # on a new one; the ORM's pool pre-pings), so the server recovers by itself once
        # the database is back; until then every request gets a clean 503.
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


def require_json_body(*_: Any) -> None:
    """A body in any other format than JSON is refused before anything else (415).

    The method and length are read from the WSGI environ as werkzeug reads them: its
    `request.content_length` looks both headers up through the header mapping on each
    use (some 8 µs a request)."""
    environ = request.environ
    if environ.get("REQUEST_METHOD", "").upper() != "POST":
        return
    length = get_content_length(
        environ.get("CONTENT_LENGTH"), environ.get("HTTP_TRANSFER_ENCODING")
    )
    if length and not request.is_json:
        raise Problem(415, "unsupported_media_type", "Send the body as application/json.")
