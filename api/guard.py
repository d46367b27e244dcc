"""What protects the server and its browser users: rate limits, CORS, security headers.

Rate limits (flask-limiter): per client address across the whole API, per token across
the whole API, and a cap on games created per address per hour. Counts live in memory
per worker unless RATELIMIT_STORAGE_URI names a shared store (redis://...). A refused
request gets 429 problem+json with Retry-After and changes nothing.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import cast

from flask import Flask, Response, current_app, request
from flask_cors import CORS
from flask_limiter import ApplicationLimit, Limiter
from flask_limiter.util import get_remote_address
from werkzeug.middleware.proxy_fix import ProxyFix

from api.settings import Settings


def _client_address() -> str:
    return f"ip:{get_remote_address()}"


def _token_key() -> str:
    """The caller's token, hashed (a raw token is never a storage key or a log line)."""
    header = request.headers.get("Authorization", "")
    return "token:" + hashlib.sha256(header.encode()).hexdigest()


def _no_token() -> bool:
    return "Authorization" not in request.headers


def _per_ip() -> str:
    limit: str = current_app.config["MILLIE_RATELIMIT_PER_IP"]
    return limit


def _per_token() -> str:
    limit: str = current_app.config["MILLIE_RATELIMIT_PER_TOKEN"]
    return limit


def games_per_hour() -> str:
    return f"{current_app.config['MILLIE_GAMES_PER_IP_PER_HOUR']} per hour"


def _exempt() -> bool:
    """Health checks and metrics are for the operator's machines, and a browser's CORS
    preflight is no request of the player's: never count them."""
    return request.method == "OPTIONS" or request.path in ("/healthz", "/readyz", "/metrics")


def _not_a_new_game() -> bool:
    return not (request.method == "POST" and request.endpoint == "games.create_game")


def make_limiter() -> Limiter:
    """One limiter per app (an app's settings must not leak into another's)."""
    return Limiter(
        key_func=_client_address,
        application_limits=[
            ApplicationLimit(_per_ip, key_function=_client_address, exempt_when=_exempt),
            ApplicationLimit(
                _per_token,
                key_function=_token_key,
                exempt_when=lambda: _no_token() or _exempt(),
                scope="token",
            ),
            ApplicationLimit(
                games_per_hour,
                key_function=_client_address,
                exempt_when=_not_a_new_game,
                scope="new-games",
            ),
        ],
        headers_enabled=True,
    )


EXPOSED = ["ETag", "Location", "Retry-After", "X-Request-ID", "Idempotent-Replayed"]
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
    # A shared store that fails (Redis down) must not take the API down: count in memory.
    app.config.setdefault("RATELIMIT_SWALLOW_ERRORS", True)
    app.config.setdefault("RATELIMIT_IN_MEMORY_FALLBACK_ENABLED", True)
    app.config.setdefault("MILLIE_RATELIMIT_PER_IP", settings.ratelimit_per_ip)
    app.config.setdefault("MILLIE_RATELIMIT_PER_TOKEN", settings.ratelimit_per_token)
    app.config.setdefault("MILLIE_GAMES_PER_IP_PER_HOUR", settings.games_per_ip_per_hour)
    if settings.trusted_proxies > 0:
        app.wsgi_app = ProxyFix(  # type: ignore[method-assign]
            app.wsgi_app, x_for=settings.trusted_proxies, x_proto=settings.trusted_proxies
        )
    make_limiter().init_app(app)
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
