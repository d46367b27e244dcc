"""Rate limits, counted by flask-limiter: per client address and per token across the
whole API. (Games created per address per hour are counted in the database, which all
workers share: GameStore.create.)

Counts live in memory per worker unless RATELIMIT_STORAGE_URI names a shared store
(redis://...): with `memory://` a limit holds per worker, so a server of W workers lets
an address or a token make up to W times as many requests (the kernel spreads
connections over the workers). While a shared store fails, each worker counts in memory.
A refused request gets 429 problem+json `rate_limited` with Retry-After and changes
nothing; every counted answer says where its caller stands (X-RateLimit-Limit,
-Remaining, -Reset). Health checks, metrics, the /play page's files and a browser's
CORS preflight are not counted.
"""

from __future__ import annotations

import hashlib
import math
import time

from flask import Flask, Response, g, request
from flask_limiter import ApplicationLimit, Limiter

from millie.api.http.problems import OWN_429
from millie.api.http.settings import Settings

EXEMPT_PATHS = ("/healthz", "/readyz", "/metrics")
RATE_HEADERS = ("X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset")


def client_address() -> str:
    """The client's address (the proxy's X-Forwarded-For with TRUSTED_PROXIES)."""
    return request.remote_addr or "127.0.0.1"


def caller_token() -> str:
    """The caller's token, hashed: a raw token is never a storage key. The scheme's
    spelling ("Bearer", "bearer") and the spaces around the token make no new bucket."""
    header = request.headers.get("Authorization", "")
    _, _, token = header.partition(" ")
    return "token:" + hashlib.sha256(token.strip().encode()).hexdigest()


def _without_token() -> bool:
    return "Authorization" not in request.headers


def _exempt() -> bool:
    if request.method == "OPTIONS" or request.path in EXEMPT_PATHS:
        return True
    endpoint = request.endpoint or ""
    # The /play pages' files: the shared ones (a static route) and each game's table's.
    return endpoint in ("static", "play.asset") or endpoint.endswith(".static")


def retry_after_at_least_one(response: Response) -> Response:
    """Retry-After in whole seconds rounded up from the limit's reset, and never 0.

    flask-limiter writes `int(reset - now)`: rounded down, so within a per-second limit
    nearly every 429 said `Retry-After: 0`, and a client that obeyed it retried at once,
    in a tight loop. It also writes one on every answer of a limited route: only a
    refusal (429, 503) keeps it. Runs after flask-limiter has written its headers."""
    given = response.headers.get("Retry-After")
    if given is not None and response.status_code not in (429, 503):
        del response.headers["Retry-After"]
        return response
    if given is None or not given.isdigit():
        return response
    reset = response.headers.get("X-RateLimit-Reset", "")
    wait = math.ceil(float(reset) - time.time()) if reset.isdigit() else int(given)
    response.headers["Retry-After"] = str(max(1, wait, int(given)))
    if response.status_code == 429 and g.get(OWN_429):
        # A cap the app counts itself refused it (games or players made per address and
        # hour, long polls held): flask-limiter's headers speak of another limit, which
        # this request kept within ("Remaining: 99" on a 429). Retry-After says it all.
        for name in ("X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"):
            response.headers.pop(name, None)
    return response


def register(app: Flask, settings: Settings) -> Limiter:
    config = app.config
    config.setdefault("RATELIMIT_ENABLED", settings.ratelimit_enabled)
    config.setdefault("RATELIMIT_STORAGE_URI", settings.ratelimit_storage_uri)
    config.setdefault("MILLIE_RATELIMIT_PER_IP", settings.ratelimit_per_ip)
    config.setdefault("MILLIE_RATELIMIT_PER_TOKEN", settings.ratelimit_per_token)
    config.setdefault("MILLIE_GAMES_PER_IP_PER_HOUR", settings.games_per_ip_per_hour)
    config.setdefault("MILLIE_PLAYERS_PER_IP_PER_HOUR", settings.players_per_ip_per_hour)
    config.setdefault("MILLIE_SEEKS_PER_PLAYER", settings.seeks_per_player)
    config.setdefault("MILLIE_SEEK_SECONDS", settings.seek_seconds)
    limiter = Limiter(
        key_func=client_address,
        application_limits=[
            ApplicationLimit(config["MILLIE_RATELIMIT_PER_IP"], scope="ip"),
            ApplicationLimit(
                config["MILLIE_RATELIMIT_PER_TOKEN"],
                key_function=caller_token,
                scope="token",
                exempt_when=_without_token,
            ),
        ],
        storage_uri=config["RATELIMIT_STORAGE_URI"],
        # A request for no route is counted too (flask-limiter's default skips it), so
        # that scanning for paths costs the scanner its limits.
        request_identifier=lambda: request.endpoint or "<unmatched>",
        headers_enabled=True,
        in_memory_fallback_enabled=True,  # a shared store that fails: count in memory
        swallow_errors=True,
        enabled=bool(config["RATELIMIT_ENABLED"]),
    )
    limiter.request_filter(_exempt)
    # Before the limiter's own: Flask runs the last registered after_request hook first.
    app.after_request(retry_after_at_least_one)
    limiter.init_app(app)
    return limiter
