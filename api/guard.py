"""What protects the server and its browser users: rate limits, CORS, security headers.

Rate limits: per client address across the whole API, per token across the whole API,
and a cap on games created per address per hour, counted in fixed windows by the
`limits` library. Counts live in memory per worker unless RATELIMIT_STORAGE_URI names a
shared store (redis://...); while that store fails, each worker counts in memory. A
refused request gets 429 problem+json with Retry-After and changes nothing; every counted
answer says where its caller stands (X-RateLimit-Limit, -Remaining, -Reset).

`RateLimits` is called by a before_request hook and, for the plain moves, views and
events polls it answers itself, by api/front.py. flask-limiter did this before, at some
300 to 450 µs of CPU per request, more than a whole claim (docs/performance.md, the
tenth step).
"""

from __future__ import annotations

import hashlib
import logging
import math
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, cast

from flask import Flask, Response, current_app, g, request
from flask_cors import CORS
from limits import RateLimitItem, parse_many
from limits.storage import Storage, storage_from_string
from werkzeug.middleware.proxy_fix import ProxyFix

from api.problems import Problem
from api.settings import Settings

log = logging.getLogger(__name__)

EXEMPT_PATHS = ("/healthz", "/readyz", "/metrics")
RETRY_PRIMARY = 5.0  # seconds a failed shared store is left alone before it is tried again
SWEEP_SECONDS = 60.0  # how often, at most, in-memory counts drop their ended windows


class Limited(Problem):
    """429: a limit is reached. `headers` go with the answer (Retry-After among them)."""

    def __init__(self, limit: RateLimitItem, headers: list[tuple[str, str]]) -> None:
        super().__init__(429, "rate_limited", str(limit))
        self.headers = headers


class Counts(Protocol):
    """Where limits are counted: the two calls of a `limits` storage that are used."""

    def incr(self, key: str, expiry: int) -> int: ...

    def get_expiry(self, key: str) -> float: ...


class MemoryCounts:
    """Fixed-window counts in this process (`memory://`, and the fallback of a shared
    store). `limits`' own MemoryStorage does the same with a lock per key and a thread
    that sweeps every key each 10 ms; here one lock, and ended windows are dropped at
    most once a minute (docs/performance.md, the tenth step)."""

    def __init__(self) -> None:
        self._windows: dict[str, list[float]] = {}  # key: [end of its window, count]
        self._lock = threading.Lock()
        self._sweep_at = 0.0

    def incr(self, key: str, expiry: int) -> int:
        now = time.time()
        with self._lock:
            window = self._windows.get(key)
            if window is None or window[0] <= now:
                if now >= self._sweep_at:
                    self._windows = {k: w for k, w in self._windows.items() if w[0] > now}
                    self._sweep_at = now + SWEEP_SECONDS
                window = self._windows[key] = [now + expiry, 0]
            window[1] += 1
            return int(window[1])

    def get_expiry(self, key: str) -> float:
        window = self._windows.get(key)
        return window[0] if window is not None else time.time()


class RateLimits:
    """The app-wide limits, their items parsed once, and where they are counted.

    Each request is counted against every limit that applies to it, the shortest window
    first, and stops at the first one it exceeds (as flask-limiter counted application
    limits): one store call per limit, and one for the reset time in the headers, which
    describe the shortest window's limit, or the one exceeded.
    """

    def __init__(self, storage_uri: str, per_ip: str, per_token: str, games_per_hour: int) -> None:
        self.memory = MemoryCounts()
        self.primary: Counts = self.memory
        if not storage_uri.startswith("memory://"):
            shared = storage_from_string(storage_uri)
            if not isinstance(shared, Storage):  # an async:// store: not for a WSGI app
                raise ValueError(f"RATELIMIT_STORAGE_URI: {storage_uri} is not a sync store")
            self.primary = shared
        self.per_ip = _windows(per_ip, "ip")
        self.per_token = _windows(per_token, "token")
        self.new_games = _windows(f"{games_per_hour} per hour", "new-games")
        self._down_until = 0.0
        self._lock = threading.Lock()

    def count(
        self, address: str, authorization: str | None, new_game: bool
    ) -> list[tuple[str, str]]:
        """Count one request; the headers for its answer, or `Limited` if it is over."""
        ip = f"ip:{address}"
        applied = [(w, ip + w.suffix) for w in self.per_ip]
        if authorization is not None:
            # Hashed: a raw token is never a storage key or a log line.
            token = "token:" + hashlib.sha256(authorization.encode()).hexdigest()
            applied += [(w, token + w.suffix) for w in self.per_token]
        if new_game:
            applied += [(w, ip + w.suffix) for w in self.new_games]
        applied.sort(key=lambda entry: entry[0].expiry)  # stable: the order above
        counts = self._counts()
        try:
            return self._counted(counts, applied)
        except Limited:
            raise
        except Exception as error:  # the shared store failed: never the request's fault
            if counts is self.memory:
                raise
            self._failed(error)
            return self._counted(self.memory, applied)

    def _counted(self, counts: Counts, applied: list[tuple[Window, str]]) -> list[tuple[str, str]]:
        shown: tuple[Window, str, int] | None = None
        for window, key in applied:
            used = counts.incr(key, window.expiry)
            if used > window.item.amount:
                reset = counts.get_expiry(key)
                headers = _headers(window.item, 0, reset)
                wait = max(1, math.ceil(reset - time.time()))
                raise Limited(window.item, [*headers, ("Retry-After", str(wait))])
            if shown is None:
                shown = (window, key, window.item.amount - used)
        if shown is None:
            return []
        window, key, remaining = shown
        return _headers(window.item, remaining, counts.get_expiry(key))

    def _counts(self) -> Counts:
        if self.primary is self.memory or time.monotonic() >= self._down_until:
            return self.primary
        return self.memory

    def _failed(self, error: Exception) -> None:
        with self._lock:
            self._down_until = time.monotonic() + RETRY_PRIMARY
        log.warning(
            "rate limit store unreachable (%s): counting in memory for %.0f s",
            type(error).__name__,
            RETRY_PRIMARY,
        )


@dataclass(frozen=True)
class Window:
    """One limit of a scope: the item, its window in seconds, and its keys' ending."""

    item: RateLimitItem
    expiry: int
    suffix: str


def _windows(limits: str, scope: str) -> list[Window]:
    return [
        Window(
            item,
            item.get_expiry(),
            f"/{scope}/{item.amount}/{item.multiples}/{item.GRANULARITY.name}",
        )
        for item in parse_many(limits)
    ]


RATE_HEADERS = ("X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset")


def _headers(item: RateLimitItem, remaining: int, reset: float) -> list[tuple[str, str]]:
    values = (str(item.amount), str(max(remaining, 0)), str(int(reset)))
    return list(zip(RATE_HEADERS, values, strict=True))


def rate_limits(app: Flask) -> RateLimits | None:
    """The app's limits while they are on (RATELIMIT_ENABLED), else None."""
    if not app.config["RATELIMIT_ENABLED"]:
        return None
    limits: RateLimits = app.extensions["millie_limits"]
    return limits


def count_request(
    limits: RateLimits, address: str | None, authorization: str | None, new_game: bool
) -> None:
    """Count a request; `g.rate_headers` go with its answer (`_rate_headers`), a 429 too.
    Also how api/front.py counts the requests it answers."""
    try:
        g.rate_headers = limits.count(address or "127.0.0.1", authorization, new_game)
    except Limited as limited:
        g.rate_headers = limited.headers
        raise


def _count_request() -> None:
    """The before_request hook: count the request. Health checks, metrics, static files
    and a browser's CORS preflight are never counted; a request for no route is."""
    limits = rate_limits(current_app)
    if limits is None or request.method == "OPTIONS" or request.path in EXEMPT_PATHS:
        return
    endpoint = request.endpoint or ""
    if endpoint == "static" or endpoint.endswith(".static"):  # the /play page's files
        return
    new_game = request.method == "POST" and request.endpoint == "games.create_game"
    count_request(limits, request.remote_addr, request.headers.get("Authorization"), new_game)


def _rate_headers(response: Response) -> Response:
    for name, value in g.pop("rate_headers", ()):
        response.headers[name] = value
    return response


# The answer's headers a browser page may read (CORS): the rate limits' too, so that a
# web client can slow down before it is refused.
EXPOSED = ["ETag", "Location", "Retry-After", "X-Request-ID", "Idempotent-Replayed", *RATE_HEADERS]
ALLOWED = [
    "Authorization",
    "Content-Type",
    "Idempotency-Key",
    "If-Match",
    "If-None-Match",
    "Last-Event-ID",
    "X-Request-ID",
]
JSON_POLICY = "default-src 'none'; frame-ancestors 'none'"
PAGE_POLICY = (
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'"
)


def answer_headers(page: bool, path: str, status: int) -> list[tuple[str, str]]:
    """What `_security_headers` gives an answer (a page or JSON) that has none of these
    headers; api/front.py sends them itself."""
    added = [
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
        ("Content-Security-Policy", PAGE_POLICY if page else JSON_POLICY),
    ]
    if path.startswith("/v1/"):
        added.append(("Vary", "Authorization"))  # each caller sees their own view
        no_store = status == 201 or path.endswith("/token")  # the answer holds a token
        added.append(("Cache-Control", "no-store" if no_store else "no-cache"))
    return added


def _security_headers(response: Response) -> Response:
    headers = response.headers
    present = {name.lower() for name, _ in headers.items()}  # one pass, not one per header
    page = response.mimetype == "text/html"
    for name, value in answer_headers(page, request.path, response.status_code):
        if name == "Vary" and "vary" in present:
            response.vary.add("Authorization")
        elif value == "no-store":
            headers["Cache-Control"] = value  # whatever the answer said
        elif name.lower() not in present:
            headers.add(name, value)
    return response


def _skip_cors_without_origin(app: Flask) -> None:
    """flask-cors' after-request hook matches the path and reads its options even for a
    request without `Origin`, which gets no CORS header anyway: skip it for those (bots
    and curl; about 7 % of a cached view's CPU)."""
    hooks = app.after_request_funcs.setdefault(None, [])
    index = next(
        i for i, f in enumerate(hooks) if getattr(f, "__name__", "") == "cors_after_request"
    )
    cors = cast(Callable[[Response], Response], hooks[index])

    def cors_if_origin(response: Response) -> Response:
        if "HTTP_ORIGIN" not in request.environ:
            return response
        return cors(response)

    hooks[index] = cors_if_origin


def register(app: Flask, settings: Settings) -> None:
    app.config.setdefault("RATELIMIT_ENABLED", settings.ratelimit_enabled)
    app.config.setdefault("RATELIMIT_STORAGE_URI", settings.ratelimit_storage_uri)
    app.config.setdefault("MILLIE_RATELIMIT_PER_IP", settings.ratelimit_per_ip)
    app.config.setdefault("MILLIE_RATELIMIT_PER_TOKEN", settings.ratelimit_per_token)
    app.config.setdefault("MILLIE_GAMES_PER_IP_PER_HOUR", settings.games_per_ip_per_hour)
    if settings.trusted_proxies > 0:
        app.wsgi_app = ProxyFix(  # type: ignore[method-assign]
            app.wsgi_app, x_for=settings.trusted_proxies, x_proto=settings.trusted_proxies
        )
    app.extensions["millie_limits"] = RateLimits(
        app.config["RATELIMIT_STORAGE_URI"],
        app.config["MILLIE_RATELIMIT_PER_IP"],
        app.config["MILLIE_RATELIMIT_PER_TOKEN"],
        int(app.config["MILLIE_GAMES_PER_IP_PER_HOUR"]),
    )
    app.before_request(_count_request)
    app.after_request(_rate_headers)
    origins = [o.strip() for o in settings.cors_origins.split(",") if o.strip()]
    CORS(
        app,
        resources={r"/v1/*": {"origins": "*" if "*" in origins else origins}},
        expose_headers=EXPOSED,
        allow_headers=ALLOWED,
        max_age=600,
        # Only a browser's cross-origin request carries Origin, and only it reads CORS
        # headers: bots and curl get none, and their requests skip the work.
        always_send=False,
    )
    _skip_cors_without_origin(app)
    app.after_request(_security_headers)
