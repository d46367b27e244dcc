"""How an operation is declared: the blueprint class, and its documentation (operationId,
security, every problem it can answer) for the OpenAPI document."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import flask_smorest
from flask_smorest.utils import deepupdate
from webargs.flaskparser import FlaskParser

from millie.api.core.games import Registry
from millie.api.core.problems import Problem
from millie.api.http import problems
from millie.api.http.endpoint import hosted
from millie.api.http.problems import PROBLEM_JSON
from millie.api.http.responses import ProblemSchema, one_of_games
from millie.api.http.text import require_free_text


class JsonParser(FlaskParser):
    """webargs' parser, with JSON nested too deeply to parse refused as malformed (400),
    and JSON that parses but holds what no game can take refused as 422: an integer of
    more digits than Python converts (4,300), a string that is not free text (a lone
    surrogate, a control character: api/http/text.py)."""

    def _raw_load_json(self, req: Any) -> Any:
        try:
            parsed = super()._raw_load_json(req)
        except RecursionError:
            raise json.JSONDecodeError("nested too deeply", "<body>", 0) from None
        except json.JSONDecodeError:
            raise
        except ValueError:  # the only other error of json.loads: int()'s digit limit
            raise Problem("number_too_large", "A number in the body has too many digits.") from None
        require_free_text(parsed)  # no lone surrogate, no control character (api/http/text.py)
        return parsed


class Blueprint(flask_smorest.Blueprint):  # type: ignore[misc]
    """flask-smorest's, with what depends on an app's games (the problems an operation
    documents, one-of-each-game schemas) written when an app registers it."""

    ARGUMENTS_PARSER = JsonParser()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._prepare_doc_cbks.insert(0, _prepare_games_doc)

    def arguments(self, schema: Any, *args: Any, **kwargs: Any) -> Any:
        """As flask-smorest's, with the schema made once: given a class, webargs makes
        an instance of it for every request (a deep copy of its fields)."""
        if isinstance(schema, type):
            schema = schema()
        return super().arguments(schema, *args, **kwargs)


F = TypeVar("F", bound=Callable[..., Any])
BODY_PROBLEMS = (
    "malformed_json",
    "body_timeout",
    "body_too_large",
    "unsupported_media_type",
    "invalid_body",
    "invalid_text",
    "number_too_large",
    "bad_idempotency_key",
    "short_idempotency_key",
    "idempotency_key_reused",
)
GAME_PROBLEMS = ("unknown_game", "invalid_token")
WAIT_PROBLEMS = ("too_many_waiting", "server_busy")  # a long poll's or a stream's
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
        "kept 24 hours per token (or per address without one; then 16 characters or "
        "more, e.g. a UUID); another body: 422.",
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


Codes = Sequence[str] | Callable[[Registry], Sequence[str]]
"""The problems an operation can answer; a function of the app's games for those that
depend on them (a join's refusals are every served game's)."""


def operation(
    blueprint: flask_smorest.Blueprint, operation_id: str, codes: Codes, auth: str
) -> Callable[[F], F]:
    """Document an operation: its id, its security and every problem it can return (with
    the statuses and meanings of the catalogue of the app that registers it)."""

    def decorate(func: F) -> F:
        apidoc = dict(getattr(func, "_apidoc", {}))
        apidoc["operation"] = (operation_id, codes, auth)
        func._apidoc = apidoc  # type: ignore[attr-defined]
        return func

    return decorate


def _prepare_games_doc(
    doc: dict[str, Any], doc_info: dict[str, Any], *, app: Any, **_: Any
) -> dict[str, Any]:
    """An operation's documentation for this app's games: its problems, by status, each
    with its meaning and codes (`x-codes`); and each `{"games": kind}` schema as one of
    every served game's `kind` components."""
    games = hosted(app)
    if "operation" in doc_info:
        operation_id, codes, auth = doc_info.pop("operation")
        listed = codes(games) if callable(codes) else codes
        known = problems.codes(app)
        by_status: dict[int, list[str]] = {}
        for code in dict.fromkeys((*listed, *ANY_PROBLEMS)):
            by_status.setdefault(known[code][0], []).append(code)
        responses = doc_info.setdefault("response", {}).setdefault("responses", {})
        for status, group in sorted(by_status.items()):
            about = " ".join(f"`{c}`: {known[c][1]}" for c in group)
            problem = {"schema": ProblemSchema(), "description": about}
            responses.setdefault(status, []).append({**problem, "content_type": PROBLEM_JSON})
        extensions = {status: {"x-codes": group} for status, group in by_status.items()}
        manual: dict[str, Any] = {"operationId": operation_id, "responses": extensions}
        if "malformed_json" in listed:  # an operation that changes something
            # No version to match yet: a new game, player or seek.
            creates = operation_id in ("create_game", "create_player", "create_seek")
            manual["parameters"] = WRITE_HEADERS[:1] if creates else WRITE_HEADERS
        if auth in SECURITY:
            manual["security"] = SECURITY[auth]
        doc_info["manual_doc"] = deepupdate(manual, doc_info.get("manual_doc", {}))
    doc_info["manual_doc"] = _one_of_each(doc_info.get("manual_doc", {}), games)
    return doc


def _one_of_each(doc: Any, games: Registry) -> Any:
    """`doc` with each `{"games": kind}` made one of the served games' `kind` schemas."""
    if isinstance(doc, dict):
        if set(doc) == {"games"}:
            return one_of_games(games, doc["games"])
        return {key: _one_of_each(value, games) for key, value in doc.items()}
    if isinstance(doc, list):
        return [_one_of_each(value, games) for value in doc]
    return doc


def request_body(kind: str, example: dict[str, Any]) -> dict[str, Any]:
    """A documented JSON request body that is one of the games' `kind` schemas (each
    validated by the game type's own)."""
    content = {"schema": {"games": kind}, "example": example}
    return {"requestBody": {"required": True, "content": {"application/json": content}}}


def answer(blueprint: flask_smorest.Blueprint, status: int, kind: str, description: str) -> Any:
    """Document a success answer that is one of the games' `kind` schemas."""
    content = {"application/json": {"schema": {"games": kind}}}
    return blueprint.doc(responses={status: {"description": description, "content": content}})
