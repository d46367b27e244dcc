"""API documentation in the browser: Swagger UI at /docs, from assets the package ships.

flask-smorest renders the page (OPENAPI_SWAGGER_UI_PATH / OPENAPI_SWAGGER_UI_URL); the
Swagger UI scripts and stylesheet are vendored under api/static/swagger-ui/ (version and
license in its README.md) and served by Flask's own /static route, and the page loads the
spec from the app's /openapi.json. Nothing comes from another host, so it works offline.
"""

from __future__ import annotations

from pathlib import Path

from flask import Flask

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
