"""What protects the server and its browser users: CORS, security headers, and the
client's address behind trusted proxies."""

from __future__ import annotations

import secrets

from flask import Flask, Response, g, request
from flask_cors import CORS
from werkzeug.middleware.proxy_fix import ProxyFix

from millie.api.http.limits import RATE_HEADERS
from millie.api.http.settings import Settings

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
# A page runs only the scripts this server serves, and an inline one only if it carries
# the answer's nonce (`csp_nonce()` in a template: the /docs page's Swagger UI set-up);
# an injected inline script or handler (onclick="...") never runs.
PAGE_POLICY = (
    "default-src 'self'; script-src 'self'{nonce}; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'"
)


def csp_nonce() -> str:
    """This answer's script nonce (made once per request, 128 random bits): what a page's
    inline <script nonce="..."> carries, and its Content-Security-Policy allows."""
    if "csp_nonce" not in g:
        g.csp_nonce = secrets.token_urlsafe(16)
    nonce: str = g.csp_nonce
    return nonce


def page_policy() -> str:
    nonce = g.get("csp_nonce")
    return PAGE_POLICY.format(nonce=f" 'nonce-{nonce}'" if nonce else "")


def answer_headers(page: bool, path: str, status: int) -> list[tuple[str, str]]:
    """What `_security_headers` gives an answer (a page or JSON) that has none of these
    headers."""
    added = [
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
        ("Content-Security-Policy", page_policy() if page else JSON_POLICY),
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


def register(app: Flask, settings: Settings) -> None:
    if settings.trusted_proxies > 0:
        app.wsgi_app = ProxyFix(  # type: ignore[method-assign]
            app.wsgi_app, x_for=settings.trusted_proxies, x_proto=settings.trusted_proxies
        )
    origins = [o.strip() for o in settings.cors_origins.split(",") if o.strip()]
    allowed = {"origins": "*" if "*" in origins else origins}
    CORS(
        app,
        # The API, and the scripts under /play: a page on another origin imports the
        # client's bundle (/play/millie.js) as an ES module, which browsers fetch in CORS mode.
        resources={r"/v1/*": allowed, r"/play/.*\.js$": allowed},
        expose_headers=EXPOSED,
        allow_headers=ALLOWED,
        max_age=600,
        # Only a browser's cross-origin request carries Origin, and only it reads CORS
        # headers: bots and curl get none.
        always_send=False,
    )
    app.after_request(_security_headers)
    app.jinja_env.globals["csp_nonce"] = csp_nonce
