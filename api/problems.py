"""Every error leaves as RFC 9457 problem details with a stable machine `code`."""

from __future__ import annotations

import logging
from typing import Any

from flask import Flask, Response, json, request
from werkzeug.exceptions import HTTPException

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

    @app.errorhandler(Exception)
    def _unexpected(error: Exception) -> Response:
        log.exception("unhandled error")
        return problem_response(500, "internal_error", "Something went wrong on the server.")


def require_json_body(*_: Any) -> None:
    """A body in any other format than JSON is refused before anything else (415)."""
    if request.method == "POST" and request.content_length and not request.is_json:
        raise Problem(415, "unsupported_media_type", "Send the body as application/json.")
