"""Every error leaves as RFC 9457 problem details with a stable machine `code`."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from flask import Flask, Response, current_app, json, request
from sqlalchemy.exc import InterfaceError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from werkzeug.exceptions import HTTPException
from werkzeug.sansio.utils import get_content_length

from millie.api.core.problems import Problem, refusal_status
from millie.api.core.store import Replayed
from millie.rules.game import Refusal

log = logging.getLogger(__name__)

PROBLEM_JSON = "application/problem+json"
RETRY_AFTER = 5  # seconds, for a refusal that a later retry may pass (429, 503)

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

    @app.errorhandler(Problem)
    def _problem(error: Problem) -> Response:
        response = problem_response(error.status, error.code, error.detail, **error.extra)
        if "retry_after" in error.extra:
            response.headers["Retry-After"] = str(error.extra["retry_after"])
        elif error.status in (429, 503):
            response.headers["Retry-After"] = str(RETRY_AFTER)
        elif error.status == 408:
            response.headers["Connection"] = "close"
        return response

    @app.errorhandler(Refusal)
    def _refusal(error: Refusal) -> Response:
        return problem_response(refusal_status(error, codes), error.code, error.detail)

    app.register_error_handler(HTTPException, _http_error)

    @app.errorhandler(Replayed)
    def _replayed(replayed: Replayed) -> Response:
        answer = replayed.answer
        headers = {**answer.headers, "Idempotent-Replayed": "true"}
        return Response(answer.body, status=answer.status, headers=headers)

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


def require_json_body(*_: Any) -> None:
    """A body in any other format than JSON is refused before anything else (415).

    The method and length are read from the WSGI environ as werkzeug reads them (its
    `request.content_length` looks both headers up through the header mapping)."""
    environ = request.environ
    if environ.get("REQUEST_METHOD", "").upper() != "POST":
        return
    length = get_content_length(
        environ.get("CONTENT_LENGTH"), environ.get("HTTP_TRANSFER_ENCODING")
    )
    if length and not request.is_json:
        raise Problem(415, "unsupported_media_type", "Send the body as application/json.")
    if length is None and environ.get("wsgi.input_terminated"):
        # A chunked body: werkzeug reads it up to MAX_CONTENT_LENGTH and stops there
        # without a word, and the cut-off JSON would be malformed (400). Read it now
        # (cached for the parser); one byte more past the limit is a 413.
        limit = current_app.config.get("MAX_CONTENT_LENGTH")
        if limit is not None and len(request.get_data(cache=True)) >= limit:
            request.stream.read(1)  # raises RequestEntityTooLarge: the body goes on
