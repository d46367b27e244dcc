"""Observability: a request id, one JSON log line per request, Prometheus metrics.

- `X-Request-ID`: the caller's, when it is sane (1 to 200 visible ASCII characters: a
  UUID, braces and all, or any tracing id), else a new one; echoed on every answer and
  written on every log line made during the request.
- Logs: the root logger writes JSON lines to stderr at LOG_LEVEL; `millie.access` writes
  one line per request. Never a header, a token or a body: only the fields below.
- `GET /metrics`: Prometheus text. Under gunicorn, `millie serve` sets
  PROMETHEUS_MULTIPROC_DIR so that every worker's counts are summed by whichever worker
  answers the scrape (millie/gunicorn_conf.py does the bookkeeping when a worker exits).
  /metrics is a plain Flask route, outside the OpenAPI document.
"""

from __future__ import annotations

import ipaddress
import logging
import os
import re
import sys
import time
import traceback
import uuid
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime
from typing import Any, TextIO

import orjson
from flask import Flask, Response, current_app, g, has_app_context, request
from prometheus_client import CollectorRegistry, Counter, Histogram
from prometheus_client.exposition import choose_encoder
from prometheus_client.metrics_core import GaugeMetricFamily, Metric
from prometheus_client.multiprocess import MultiProcessCollector
from prometheus_client.registry import Collector
from sqlalchemy.exc import SQLAlchemyError

from millie.api.core.games import GameType
from millie.api.core.problems import Problem
from millie.api.core.store import GameStore
from millie.api.db import games as game_db
from millie.api.http.endpoint import hosted, store
from millie.api.http.settings import Settings

REQUEST_ID = "X-Request-ID"
SANE_ID = re.compile(r"[\x21-\x7e]{1,200}")  # what a header and a JSON log line hold as is
MULTIPROC_DIR = "PROMETHEUS_MULTIPROC_DIR"
# Probes and scrapes: answered and logged, but kept out of the request metrics.
UNMEASURED = frozenset({"/metrics", "/healthz", "/readyz"})
UNMATCHED = "<unmatched>"  # the route label of a 404 or 405: no path ever becomes a label
# The last segment of a POST route that changes a game, when it is not the action's name.
MOVE_NAMES = {"games": "create", "players": "join"}

access_log = logging.getLogger("millie.access")
log = logging.getLogger(__name__)

# The metrics belong to no registry: each scrape builds one (see _scrape_registry).
HTTP_REQUESTS = Counter(
    "millie_http_requests",
    "HTTP requests answered, by method, route (the URL rule) and status.",
    ["method", "route", "status"],
    registry=None,
)
HTTP_DURATION = Histogram(
    "millie_http_request_duration_seconds",
    "Time to answer an HTTP request, by route (the URL rule).",
    ["route"],
    registry=None,
)
MOVES = Counter(
    "millie_moves",
    "Successful requests that change a game (create, join, start, every action).",
    ["game_type", "action"],
    registry=None,
)
MOVE_RETRIES = Counter(
    "millie_move_retries",
    "Moves made anew because another process moved the same game first (each move is"
    " written only if its game is still at the version it was made from).",
    ["game_type"],
    registry=None,
)


# --- logs ---------------------------------------------------------------------------------


def rfc3339(seconds: float) -> str:
    at = datetime.fromtimestamp(seconds, UTC)
    return at.isoformat(timespec="milliseconds").replace("+00:00", "Z")


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, message, the request id, any
    `fields` passed as `extra`, and for an exception its type and traceback."""

    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "time": rfc3339(record.created),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        if has_app_context() and "request_id" in g:
            out["request_id"] = g.request_id
        fields = getattr(record, "fields", None)
        if isinstance(fields, dict):
            out.update(fields)
        if record.exc_info and record.exc_info[0] is not None:
            out["exc_type"] = record.exc_info[0].__name__
            out["traceback"] = "".join(traceback.format_exception(*record.exc_info))
        if record.stack_info:
            out["stack"] = record.stack_info
        return orjson.dumps(out, default=str).decode()


class StderrHandler(logging.StreamHandler[TextIO]):
    """Writes to whatever sys.stderr is at the time (a test may swap it)."""

    def emit(self, record: logging.LogRecord) -> None:
        self.stream = sys.stderr
        super().emit(record)


_HANDLER = StderrHandler()
_HANDLER.setFormatter(JsonFormatter())


def configure_logging(level: str) -> None:
    """JSON lines on stderr from the root logger; other handlers are left alone."""
    root = logging.getLogger()
    if _HANDLER not in root.handlers:
        root.addHandler(_HANDLER)
    root.setLevel(level.upper())


# --- the request hooks --------------------------------------------------------------------


def request_id() -> str:
    """This request's id: the caller's X-Request-ID if it is sane, else a new one."""
    if "request_id" not in g:
        g.request_id = sane_request_id(request.headers.get(REQUEST_ID, ""))
    value: str = g.request_id
    return value


def sane_request_id(given: str) -> str:
    """The caller's X-Request-ID if it is sane, else a new id."""
    return given if SANE_ID.fullmatch(given) else uuid.uuid4().hex


def _start() -> None:
    g.observe_started = time.perf_counter()
    request_id()


def _route() -> str | None:
    rule = request.url_rule
    return rule.rule if rule is not None else None


def _game_type(route: str | None) -> str | None:
    """From the URL (`/v1/<game_type>/...`) or the rule (`/v1/<slug>/games/...`)."""
    value = (request.view_args or {}).get("game_type")
    if isinstance(value, GameType):
        return value.slug
    if route is not None:
        parts = route.split("/")
        if len(parts) > 2 and parts[1] == "v1" and parts[2] in hosted():
            return parts[2]
    return None


def _game_id(response: Response) -> str | None:
    game_id = (request.view_args or {}).get("game_id")
    if isinstance(game_id, str):
        return game_id
    location = response.headers.get("Location")  # a game just created
    return location.rsplit("/", 1)[-1] if location else None


_CHILDREN: dict[tuple[Any, ...], Any] = {}


def _child(metric: Any, *labels: str) -> Any:
    """`metric.labels(*labels)`, looked up once: the labels are routes and statuses, a
    small fixed set, and prometheus_client checks and locks on every call."""
    key = (metric, *labels)
    child = _CHILDREN.get(key)
    if child is None:
        child = metric.labels(*labels)
        if len(_CHILDREN) < 10_000:  # methods come from the client: keep it bounded
            _CHILDREN[key] = child
    return child


def _finish(response: Response) -> Response:
    seconds = time.perf_counter() - g.get("observe_started", time.perf_counter())
    response.headers[REQUEST_ID] = request_id()
    route = _route()
    if route in UNMEASURED and not current_app.config["LOG_PROBES"]:
        return response  # a probe or a scrape, unlogged (LOG_PROBES=false) and unmeasured
    game_id = _game_id(response) if route is not None and route.startswith("/v1/") else None
    record(
        request.method,
        route,
        request.path,
        response.status_code,
        seconds,
        request.remote_addr,
        _game_type(route),
        game_id,
        g.get("move_retries", 0),
    )
    return response


def record(
    method: str,
    route: str | None,
    path: str,
    status: int,
    seconds: float,
    remote_addr: str | None,
    game_type: str | None,
    game_id: str | None,
    retries: int = 0,
) -> None:
    """A request's access-log line and metrics (`retries`: a move's, made anew)."""
    fields: dict[str, Any] = {
        "method": method,
        "route": route,
        "path": path,
        "status": status,
        "duration_ms": round(seconds * 1000, 3),
        "remote_addr": remote_addr,
        "pid": os.getpid(),
    }
    if game_type is not None:
        fields["game_type"] = game_type
    if game_id is not None:
        fields["game_id"] = game_id
    if retries:
        fields["retries"] = retries
    level = logging.ERROR if status >= 500 else logging.INFO
    access_log.log(level, f"{method} {path} {status}", extra={"fields": fields})
    if route not in UNMEASURED:
        label = route or UNMATCHED
        _child(HTTP_REQUESTS, method, label, str(status)).inc()
        _child(HTTP_DURATION, label).observe(seconds)
        if method == "POST" and 200 <= status < 300 and game_type is not None and route is not None:
            last = route.rsplit("/", 1)[-1]
            _child(MOVES, game_type, MOVE_NAMES.get(last, last)).inc()
        if retries and game_type is not None:
            _child(MOVE_RETRIES, game_type).inc(retries)


# --- /metrics -----------------------------------------------------------------------------


class ActiveGames(Collector):
    """millie_active_games{game_type}: read from the database at each scrape."""

    def __init__(self, games: GameStore, served: Iterable[str]) -> None:
        self.games, self.served = games, tuple(served)

    def describe(self) -> Iterable[Metric]:
        return []

    def collect(self) -> Iterator[Metric]:
        try:
            counts = game_db.active_counts(self.games.db)
        except SQLAlchemyError as error:
            log.warning("active games not counted: %s", type(error).__name__)
            return
        gauge = GaugeMetricFamily(
            "millie_active_games", "Games in play (status active), by type.", labels=["game_type"]
        )
        for slug in sorted({*self.served, *counts}):
            gauge.add_metric([slug], counts.get(slug, 0))
        yield gauge


def _scrape_registry() -> CollectorRegistry:
    registry = CollectorRegistry()
    if os.environ.get(MULTIPROC_DIR):
        MultiProcessCollector(registry)  # type: ignore[no-untyped-call]  # all workers, summed
    else:
        for metric in (HTTP_REQUESTS, HTTP_DURATION, MOVES, MOVE_RETRIES):
            registry.register(metric)
    registry.register(ActiveGames(store.games, hosted()))
    return registry


def metrics() -> Response:
    """Prometheus metrics (text format, or OpenMetrics if the scraper asks for it), to
    the addresses METRICS_ALLOW names (anyone when it is empty)."""
    if not _may_scrape(current_app.config.get("METRICS_ALLOW") or "", request.remote_addr):
        raise Problem("metrics_not_allowed", "This address may not read /metrics.")
    encoder, content_type = choose_encoder(request.headers.get("Accept", ""))
    return Response(encoder(_scrape_registry()), headers={"Content-Type": content_type})


def _may_scrape(allow: str, address: str | None) -> bool:
    """Whether `address` is in the comma-separated addresses and networks of `allow`."""
    networks = [
        ipaddress.ip_network(n.strip(), strict=False) for n in allow.split(",") if n.strip()
    ]
    if not networks:
        return True
    try:
        client = ipaddress.ip_address(address or "")
    except ValueError:
        return False
    return any(client in network for network in networks)


def register(app: Flask) -> None:
    # A METRICS_ALLOW that does not parse stops the server at startup, not at a scrape.
    _may_scrape(app.config.get("METRICS_ALLOW") or "", None)
    configure_logging(app.config.get("LOG_LEVEL") or Settings.from_env().log_level)
    # First in, so that every request is timed and has its id even if a later hook
    # (a body check, a rate limit) answers it; after_request hooks run in reverse, so
    # inserted first it runs last, and sees the final status.
    app.before_request_funcs.setdefault(None, []).insert(0, _start)
    app.after_request_funcs.setdefault(None, []).insert(0, _finish)
    app.add_url_rule("/metrics", "metrics", metrics, methods=["GET"])
