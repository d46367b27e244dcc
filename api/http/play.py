"""/play: reference web tables, served by the app itself: Aunt Millie's Millions at
/play/millions, Morbid Living at /play/morbid-living and Millimemory at /play/millimemory.

Static HTML, CSS and plain JavaScript from api/http/static/play/ (no build step; the
Morbid Living and Millimemory tables import the TypeScript client's committed bundle,
millie.js); those two pages are one template, api/http/templates/table.html, that each
game's own template fills.
A table is a client like any other: it uses only the public HTTP API and the event
stream, keeps its tokens in the browser's storage (never in a URL) and loads nothing from
another host. A plain Flask blueprint, so it stays out of the OpenAPI document: it is no part of
the API.
"""

from __future__ import annotations

from pathlib import Path

from flask import (
    Blueprint,
    Response,
    abort,
    make_response,
    redirect,
    render_template,
    send_from_directory,
)
from werkzeug.wrappers import Response as WerkzeugResponse

from millie.api.http.endpoint import hosted

PLAY_DIR = Path(__file__).parent / "static" / "play"

# The assets are served by the blueprint's own static route: /play/table.js, /play/table.css.
blp = Blueprint(
    "play",
    __name__,
    static_folder=str(PLAY_DIR),
    static_url_path="/play",
    template_folder=str(Path(__file__).parent / "templates"),
)


@blp.get("/play")
@blp.get("/play/")
def moved() -> WerkzeugResponse:
    """The Millions table's first address: links to /play#game=<id> keep working (the
    browser keeps the fragment across the redirect)."""
    return redirect("/play/millions", code=301)


@blp.get("/play/millions")
def page() -> Response:
    """The table. Which game it shows is in the fragment (/play/millions#game=<id>), which
    the browser never sends: the server answers every visitor with the same page."""
    response = send_from_directory(PLAY_DIR, "index.html", max_age=0)
    response.headers["Cache-Control"] = "no-cache"
    return response


TABLES = ("morbid-living", "millimemory")
"""The games with a table page of their own, templates/<slug>.html, besides the Millions
table."""


@blp.get("/play/<any(" + ", ".join(f'"{t}"' for t in TABLES) + "):slug>")
def table(slug: str) -> Response:
    """A game's table; like /play/millions, the game it shows is in the fragment
    (#game=<id>)."""
    if slug not in hosted():
        abort(404)  # a table of a game this app does not serve
    title = hosted()[slug].title
    response = make_response(render_template(f"{slug}.html", slug=slug, title=title))
    response.headers["Cache-Control"] = "no-cache"
    return response
