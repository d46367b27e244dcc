"""/play: the games' web tables, served by the app itself: each game's at /play/<slug>.
A game that has its own (`Game.table`, package data of the game's own) has its files at
/play/<slug>/<file>; any other game gets the generic table (templates/generic.html and
static/play/generic-table.js), drawn from its views and labelled legal actions, so a
plug-in is playable in a browser the day it is installed.

What the tables share is here, in api/http/static/play/ (no build step): the stylesheets,
the page shell of most games (game-page.js on api/http/templates/table.html, which a
game's page.html extends) and the TypeScript client's committed bundle, millie.js.
A table is a client like any other: it uses only the public HTTP API and the event
stream, keeps its tokens in the browser's storage (never in a URL) and loads nothing from
another host. A plain Flask blueprint, so it stays out of the OpenAPI document: it is no part of
the API.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from flask import (
    Blueprint,
    Response,
    abort,
    make_response,
    redirect,
    render_template,
    render_template_string,
    send_from_directory,
)
from werkzeug.wrappers import Response as WerkzeugResponse

from millie.api.core.games import GameType, Registry, policy_names
from millie.api.http.endpoint import hosted

PLAY_DIR = Path(__file__).parent / "static" / "play"

# The shared assets are served by the blueprint's own static route: /play/table.css.
blp = Blueprint(
    "play",
    __name__,
    static_folder=str(PLAY_DIR),
    static_url_path="/play",
    template_folder=str(Path(__file__).parent / "templates"),
)


def tables(games: Registry | None = None) -> dict[str, GameType]:
    """The games served (by default, this app's), by slug: each has a web table, its own
    or the generic one."""
    return dict(games or hosted())


def facts(game: GameType) -> dict[str, Any]:
    """What the page's script needs from the game's declaration (the page embeds it as
    JSON): its player range, its bots' policies (the weakest first) and its rules page."""
    return {
        "slug": game.slug,
        "title": game.title,
        "description": game.description,
        "seats": {"min": game.min_players, "max": game.max_players},
        "policies": list(policy_names(game)),
        "rules": f"/docs/rules/{game.slug}" if game.rules else None,
    }


@blp.get("/play")
@blp.get("/play/")
def moved() -> WerkzeugResponse:
    """The first table's first address, when Millie had one table: links to
    /play#game=<id> keep working (the browser keeps the fragment across the redirect)."""
    first = next((slug for slug, game in tables().items() if game.table), None)
    if first is None:
        abort(404)
    return redirect(f"/play/{first}", code=301)


def _table(game: GameType) -> Path:
    if not game.table:
        abort(404)
    return Path(game.table)


@blp.get("/play/<game_type:game>")
def page(game: GameType) -> Response:
    """A game's table. Which game it shows is in the fragment (/play/<slug>#game=<id>),
    which the browser never sends: the server answers every visitor with the same page."""
    context = {"slug": game.slug, "title": game.title, "facts": facts(game)}
    if game.table:
        source = (Path(game.table) / "page.html").read_text()
        html = render_template_string(source, **context)
    else:
        html = render_template("generic.html", **context)
    response = make_response(html)
    response.headers["Cache-Control"] = "no-cache"
    return response


@blp.get("/play/<game_type:game>/<path:name>")
def asset(game: GameType, name: str) -> Response:
    """A file of a game's table (its script, say)."""
    if name == "page.html":
        abort(404)  # the page is served rendered, at /play/<slug>
    return send_from_directory(_table(game), name)
