"""The front of the WSGI app: plain moves, views and events polls answered without
Flask's layers.

Flask's request machinery, its routing and hooks, and the wrappers of flask-smorest and
webargs cost a served claim about a quarter of its CPU (docs/performance.md, the ninth
step). `Front` sits before them. A plain move, view or events poll it answers itself,
through the same `apply_move`, `show_game` and `show_events` as the endpoints: the same
body and headers, the same access-log line and metrics, counted against the same rate
limits (api/guard.py). Every other request goes to Flask untouched.

Plain means no `Origin` (CORS), no `If-Match`, `If-None-Match` or `Idempotency-Key`, and
a well-formed bearer token or none. A move or view also has no query string; a move is
a POST with a token, `Content-Type: application/json`, a `Content-Length` within the
limit and a body that parses as JSON and fits the move's schema. An events poll's query
string names `after`, `limit`, `wait` or `view` at most once each, with plain numbers (or
true/false) that fit the endpoint's schema. A request that does not goes to Flask as it
came, which answers the problem. If the request fails (a problem, a database error, a
rate limit), Flask's own error handlers and hooks answer that error: the answer is the
one Flask would have given, and nothing runs twice.
"""

from __future__ import annotations

import io
import re
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import orjson
from flask import Flask, Response, g

from api.guard import answer_headers, count_request, rate_limits
from api.lobby import (
    apply_move,
    json_plain,
    read_bearer,
    show_events,
    show_game,
    view_plain,
)
from api.observe import REQUEST_ID, record, sane_request_id
from api.play import Plain
from api.problems import Problem
from api.registry import GAME_TYPES, GameType

StartResponse = Callable[..., Any]
WsgiApp = Callable[[dict[str, Any], StartResponse], Iterable[bytes]]

# /v1/<game type>/games/<game id>/<move>, or .../squabbles/<n>/<move>
MOVE_PATH = re.compile(
    r"/v1/([a-z-]+)/games/([0-9a-f]{16})/(?:squabbles/(0|[1-9][0-9]{0,8})/)?([a-z-]+)"
)
VIEW_PATH = re.compile(r"/v1/([a-z-]+)/games/([0-9a-f]{16})")
EVENTS_PATH = re.compile(r"/v1/([a-z-]+)/games/([0-9a-f]{16})/events")
# The polls' query strings the front reads itself: names with numbers or true/false,
# nothing to decode.
_PAIR = r"[a-z]{1,8}=(?:[0-9]{1,10}(?:\.[0-9]{1,6})?|true|false)"
EVENTS_QUERY = re.compile(rf"{_PAIR}(?:&{_PAIR})*")
# Move bodies loaded by their schema, kept by their bytes: at most this many, each at
# most this long (see `Front._load`).
LOADED_BODIES = 4096
LOADED_BODY_BYTES = 256
SCALARS = (str, int, float, bool, type(None))
# Requests with these headers go to Flask: CORS, conditional requests, idempotency keys,
# a chunked body.
ASIDE = (
    "HTTP_ORIGIN",
    "HTTP_IF_MATCH",
    "HTTP_IF_NONE_MATCH",
    "HTTP_IDEMPOTENCY_KEY",
    "HTTP_TRANSFER_ENCODING",
)


@dataclass(frozen=True)
class MoveRoute:
    """A move's URL rule, its game type, its action (the rule's last part) and schema."""

    rule: str
    game_type: GameType
    action: str
    schema: Any


def move_routes(app: Flask) -> dict[tuple[str, bool, str], MoveRoute]:
    """The game types' move endpoints, by (game type, with a squabble number, action)."""
    routes = {}
    for rule in app.url_map.iter_rules():
        prefix, _, name = rule.rule.partition("/games/<game_id>/")
        slug = prefix.removeprefix("/v1/")
        if slug not in GAME_TYPES or "POST" not in (rule.methods or ()):
            continue
        squabble, _, action = name.rpartition("/")
        if squabble not in ("", "squabbles/<int:n>"):
            continue
        routes[slug, bool(squabble), action] = MoveRoute(
            rule.rule, GAME_TYPES[slug], action, _schema(app, rule.endpoint, "json")
        )
    return routes


def _schema(app: Flask, endpoint: str, location: str) -> Any:
    """The endpoint's schema for its arguments in `location` (json, query), from
    flask-smorest's record of the endpoint."""
    view: Any = app.view_functions[endpoint]
    arguments = view._apidoc["arguments"]["parameters"]
    (schema,) = [a["schema"] for a in arguments if a["in"] == location]
    return schema


class Front:
    """WSGI: answers a plain move, view or events poll itself (see the module's
    docstring), else hands the request to Flask."""

    def __init__(self, app: Flask) -> None:
        self.app = app
        self.flask: WsgiApp = app.wsgi_app
        self.routes = move_routes(app)
        rules = {r.endpoint: r for r in app.url_map.iter_rules()}
        self.view_rule = rules["games.get_game"].rule
        self.events_rule = rules["games.list_events"].rule
        self.events_query = _schema(app, "games.list_events", "query")
        # Every answer the front sends itself is a 200 with JSON under /v1/.
        self.headers = answer_headers(False, "/v1/", 200)
        self.loaded: dict[tuple[str, bytes], dict[str, Any]] = {}

    def __call__(self, environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
        started = time.perf_counter()
        method = environ.get("REQUEST_METHOD")
        if method not in ("GET", "POST") or any(header in environ for header in ASIDE):
            return self.flask(environ, start_response)
        path = environ.get("PATH_INFO", "")
        query = environ.get("QUERY_STRING", "")
        try:
            token = read_bearer(environ.get("HTTP_AUTHORIZATION"))
        except Problem:
            return self.flask(environ, start_response)  # malformed: Flask answers 401
        if method == "GET":
            found = VIEW_PATH.fullmatch(path)
            if found is not None and found[1] in GAME_TYPES and not query:
                slug, game_id = found.groups()
                return self._answer(
                    environ,
                    start_response,
                    started,
                    (self.view_rule, slug, game_id),
                    lambda: show_game(view_plain, GAME_TYPES[slug], game_id, token),
                )
            found = EVENTS_PATH.fullmatch(path)
            asked = None if found is None or found[1] not in GAME_TYPES else self._poll(query)
            if found is None or asked is None:
                return self.flask(environ, start_response)
            slug, game_id = found.groups()
            return self._answer(
                environ,
                start_response,
                started,
                (self.events_rule, slug, game_id),
                lambda: show_events(json_plain, GAME_TYPES[slug], game_id, token, asked),
            )
        move = None if token is None or query else self._plain_move(environ, path)
        if move is None:
            return self.flask(environ, start_response)
        route, game_id, squabble, raw = move
        try:
            body = self._load(route, raw)
        except Exception:  # not JSON, or not the move's: Flask answers the problem
            environ["wsgi.input"] = io.BytesIO(raw)
            return self.flask(environ, start_response)
        return self._answer(
            environ,
            start_response,
            started,
            (route.rule, route.game_type.slug, game_id),
            lambda: apply_move(
                view_plain, route.game_type, game_id, token, route.action, body, squabble
            ),
        )

    def _load(self, route: MoveRoute, raw: bytes) -> dict[str, Any]:
        """The body as the move's schema loads it (raises as the schema does).

        The same bytes always load to the same body (the schemas are plain fields and
        checks of their values), and bots and frontends send few distinct ones (a card
        id, a seat), so a short body is loaded once per process: a claim's load cost
        about 14 µs of its 300 in process (docs/performance.md, the fifteenth step).
        Only bodies of plain values are kept, and each request gets its own copy."""
        key = (route.rule, raw)
        loaded = self.loaded.get(key)
        if loaded is None:
            loaded = route.schema.load(orjson.loads(raw))
            if len(raw) <= LOADED_BODY_BYTES and all(
                isinstance(value, SCALARS) for value in loaded.values()
            ):
                if len(self.loaded) >= LOADED_BODIES:
                    self.loaded.clear()
                self.loaded[key] = loaded
        return dict(loaded)

    def _poll(self, query: str) -> dict[str, Any] | None:
        """An events poll's query (after, limit, wait, view), if it is plain: each name
        once, plain numbers or true/false, loaded by the endpoint's own schema; else None."""
        if not query:
            asked: dict[str, str] = {}
        elif EVENTS_QUERY.fullmatch(query):
            pairs = [part.split("=") for part in query.split("&")]
            asked = dict(pairs)
            if len(asked) < len(pairs):
                return None  # a name twice
        else:
            return None
        try:
            loaded: dict[str, Any] = self.events_query.load(asked)
        except Exception:  # not the endpoint's: Flask answers the problem
            return None
        return loaded

    def _plain_move(
        self, environ: dict[str, Any], path: str
    ) -> tuple[MoveRoute, str, int | None, bytes] | None:
        """A move's route, game id, squabble number and body, if the request is plain."""
        found = MOVE_PATH.fullmatch(path)
        if found is None:
            return None
        slug, game_id, squabble, action = found.groups()
        route = self.routes.get((slug, squabble is not None, action))
        if route is None or environ.get("CONTENT_TYPE") != "application/json":
            return None
        length = environ.get("CONTENT_LENGTH", "")
        if not (length.isascii() and length.isdigit()):
            return None
        if not 0 < int(length) <= (self.app.config["MAX_CONTENT_LENGTH"] or 0):
            return None
        raw = environ["wsgi.input"].read(int(length))
        environ["wsgi.input"] = io.BytesIO(raw)  # should Flask be asked after all
        return route, game_id, None if squabble is None else int(squabble), raw

    def _answer(
        self,
        environ: dict[str, Any],
        start_response: StartResponse,
        started: float,
        where: tuple[str, str, str],
        run: Callable[[], Plain | Response],
    ) -> Iterable[bytes]:
        """Count it against the rate limits, run the move or read, and answer as Flask's
        hooks would have: headers, the request id, the access log and metrics. An error
        (a 429 among them) gets Flask's own answer."""
        rule, slug, game_id = where
        limits = rate_limits(self.app)
        with self.app.app_context():
            g.request_id = sane_request_id(environ.get("HTTP_X_REQUEST_ID", ""))
            g.observe_started = started
            try:
                if limits is not None:
                    count_request(
                        limits, environ.get("REMOTE_ADDR"), environ.get("HTTP_AUTHORIZATION"), False
                    )
                response = run()
                # A 200: the front asks for no 304 (If-None-Match goes to Flask).
                assert isinstance(response, Plain)
                headers = [*response.headers(), *self.headers]
                headers += g.pop("rate_headers", ())
                headers.append((REQUEST_ID, g.request_id))
                record(
                    environ["REQUEST_METHOD"],
                    rule,
                    environ["PATH_INFO"],
                    200,
                    time.perf_counter() - started,
                    environ.get("REMOTE_ADDR"),
                    slug,
                    game_id,
                )
            except Exception as error:  # as in Flask, a failing hook is answered 500 too
                return self._failed(environ, start_response, error)
        start_response("200 OK", headers)
        return [response.body]

    def _failed(
        self, environ: dict[str, Any], start_response: StartResponse, error: Exception
    ) -> Iterable[bytes]:
        """Flask's answer to the error, through its own handlers and hooks."""
        app = self.app
        with app.request_context(environ):  # inside the front's app context: g is kept
            try:
                response = app.finalize_request(app.handle_user_exception(error))
            except Exception as unexpected:
                response = app.handle_exception(unexpected)
            return response(environ, start_response)
