"""API documentation in the browser: Swagger UI at /docs, from assets the package ships.

flask-smorest renders the page (OPENAPI_SWAGGER_UI_PATH / OPENAPI_SWAGGER_UI_URL); the
Swagger UI scripts and stylesheet are vendored under api/static/swagger-ui/ (version and
license in its README.md) and served by Flask's own /static route, and the page loads the
spec from the app's /openapi.json. Nothing comes from another host, so it works offline.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from flask import Flask, Response

from millie.api.http import problems
from millie.api.http.problems import HTTP_TITLES

SWAGGER_UI_DIR = Path(__file__).parent / "static" / "swagger-ui"

SWAGGER_UI_CONFIG = {
    "validatorUrl": None,  # no badge fetched from the public validator
    "displayOperationId": True,  # the ids the generated client's functions are named by
    "deepLinking": True,
}


def register(app: Flask) -> None:
    """Set the docs defaults (a caller's config wins). Call before flask_smorest.Api(app):
    flask-smorest reads these settings once, when it is initialised."""
    if "flask-smorest" in app.extensions:
        raise RuntimeError("apidocs.register(app) must run before flask_smorest.Api(app)")
    if app.static_folder is None or Path(app.static_folder) != SWAGGER_UI_DIR.parent:
        raise RuntimeError("the Swagger UI assets are served by the app's static route")
    app.config.setdefault("OPENAPI_SWAGGER_UI_PATH", "docs")
    app.config.setdefault("OPENAPI_SWAGGER_UI_URL", f"{app.static_url_path}/swagger-ui/")
    app.config.setdefault("OPENAPI_SWAGGER_UI_CONFIG", SWAGGER_UI_CONFIG)

    @app.get("/docs/problems")
    def problems_page() -> Response:
        """Every problem `code` of this app's catalogue (the `type` of each
        problem+json points here)."""
        codes = problems.codes()
        rows = "".join(
            f'<tr id="{escape(code)}"><td><code>{escape(code)}</code></td><td>{status} '
            f"{escape(HTTP_TITLES.get(status, ''))}</td><td>{escape(text)}</td></tr>"
            for code, (status, text) in sorted(codes.items(), key=lambda c: (c[1][0], c[0]))
        )
        page = (
            '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Millie: '
            'problem codes</title><meta name="viewport" content="width=device-width">'
            "<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}"
            "td,th{text-align:left;padding:.3rem .6rem;border-bottom:1px solid #ccc}"
            "tr:target{background:#ffd}</style></head><body><h1>Problem codes</h1>"
            "<p>Every error is RFC 9457 problem details (<code>application/problem+json"
            "</code>) with a stable <code>code</code>; its <code>type</code> links to its "
            'row here. The API itself is described at <a href="/docs">/docs</a>.</p>'
            "<table><thead><tr><th>code</th><th>status</th><th>meaning</th></tr></thead>"
            f"<tbody>{rows}</tbody></table></body></html>"
        )
        return Response(page, mimetype="text/html")
