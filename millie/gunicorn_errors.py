"""Requests gunicorn refuses before the app sees them, answered as problem+json.

gunicorn parses each request itself, and one that is not HTTP it accepts (a space or
raw UTF-8 in the path, CR, LF or NUL in a header, a Content-Length that is no number, a
request line over 4 KB, a header over 8 KB, a bad chunk) it answers with an HTML page of
its own. `answer_as_problems(worker)` (millie/gunicorn_conf.py, in each worker) answers
those as every other error of the API: RFC 9457 problem details with a `code` of the
catalogue (api/http/problems.py lists the same codes), an X-Request-ID (made here: the
request's own headers did not parse) that the warning in the log names too, and
`Connection: close`. Anything else (gunicorn's own faults) keeps gunicorn's answer.

This module imports no part of the app (gunicorn's master loads it with the config).
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from typing import Any

from gunicorn.http import errors
from gunicorn.util import write_nonblock

MALFORMED = "malformed_request"
# gunicorn's refusal -> (status, reason, code, what went wrong)
REFUSALS: list[tuple[tuple[type[Exception], ...], int, str, str, str]] = [
    (
        (errors.LimitRequestLine,),
        414,
        "URI Too Long",
        "request_line_too_long",
        "The request line is longer than the server reads (4,094 bytes).",
    ),
    (
        (errors.LimitRequestHeaders,),
        431,
        "Request Header Fields Too Large",
        "headers_too_large",
        "A header is longer than the server reads (8,190 bytes), or there are too many.",
    ),
    (
        (errors.UnsupportedTransferCoding,),
        501,
        "Not Implemented",
        "unsupported_transfer_coding",
        "The server reads bodies whole or chunked, with no other Transfer-Encoding.",
    ),
    (
        (errors.ExpectationFailed,),
        417,
        "Expectation Failed",
        "expectation_failed",
        "The server meets no Expect but 100-continue.",
    ),
    (
        (
            errors.InvalidRequestLine,
            errors.InvalidRequestMethod,
            errors.InvalidHTTPVersion,
            errors.InvalidHeader,
            errors.InvalidHeaderName,
            errors.ObsoleteFolding,
            errors.InvalidChunkSize,
            errors.ChunkMissingTerminator,
            errors.InvalidChunkExtension,
            errors.InvalidSchemeHeaders,
        ),
        400,
        "Bad Request",
        MALFORMED,
        "The request is not valid HTTP/1.1 (its request line, a header, the "
        "Content-Length or a chunk); nothing was done.",
    ),
]
CODES = {code: status for _, status, _, code, _ in REFUSALS}


def shaped(exc: BaseException) -> tuple[int, str, str, str] | None:
    """(status, reason, code, detail) of a refusal of gunicorn's parser, or None."""
    for kinds, status, reason, code, detail in REFUSALS:
        if isinstance(exc, kinds):
            return status, reason, code, detail
    return None


def problem_bytes(status: int, reason: str, code: str, detail: str, request_id: str) -> bytes:
    body = json.dumps(
        {"type": f"/docs/problems#{code}", "title": reason, "status": status, "detail": detail}
        | {"code": code}
    ).encode()
    head = (
        f"HTTP/1.1 {status} {reason}\r\n"
        "Connection: close\r\n"
        "Content-Type: application/problem+json\r\n"
        f"Content-Length: {len(body)}\r\n"
        "X-Content-Type-Options: nosniff\r\n"
        "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n"
        f"X-Request-ID: {request_id}\r\n"
        "\r\n"
    )
    return head.encode("latin-1") + body


def answer_as_problems(worker: Any) -> None:
    """Make `worker` answer gunicorn's refusals of malformed requests as problem+json."""
    original: Callable[..., None] = worker.handle_error

    def handle_error(req: Any, client: Any, addr: Any, exc: BaseException) -> None:
        found = shaped(exc)
        if found is None:
            original(req, client, addr, exc)
            return
        status, reason, code, detail = found
        request_id = uuid.uuid4().hex
        address = addr[0] if isinstance(addr, tuple) and addr else ""
        worker.log.warning(
            "Invalid request from ip=%s: %s %s: %s (request_id %s)",
            address,
            status,
            code,
            repr(str(exc))[:300],
            request_id,
        )
        try:
            write_nonblock(client, problem_bytes(status, reason, code, detail, request_id))
        except Exception:  # the client may be gone: nothing to answer
            worker.log.debug("Failed to send the problem answer.")

    worker.handle_error = handle_error
