"""/: the landing page. The games this server hosts, a link to each one's web table, the
games waiting for players (the lobby's open games, to join at their table), and the API's
documentation. Server-rendered HTML (Flask's Jinja, escaped), no script: a plain Flask
blueprint, so it stays out of the OpenAPI document.
"""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, render_template

from millie.api.core.games import Registry
from millie.api.http.endpoint import hosted
from millie.api.http.lobby import lobby
from millie.api.http.play import tables

OPEN_GAMES = 20  # the newest games waiting for players, at most

blp = Blueprint("landing", __name__, template_folder=str(Path(__file__).parent / "templates"))


def links(games: Registry) -> list[tuple[str, str]]:
    """(what, path) of the pages a visitor starts from: `millie serve` prints them too."""
    pages = [(game.title, f"/play/{slug}") for slug, game in tables(games).items()]
    return [("The games and open tables", "/"), *pages, ("API documentation", "/docs")]


@blp.app_template_filter("about")
def about(description: str, title: str) -> str:
    """A game's one-line description without the title it starts with (shown above it)."""
    about = description.removeprefix(f"{title}: ")
    return about[:1].upper() + about[1:]


@blp.get("/")
def page() -> Response:
    open_games, total = lobby(None, "lobby", 1, OPEN_GAMES)
    html = render_template(
        "landing.html",
        games=list(hosted().values()),
        tables={slug: f"/play/{slug}" for slug in tables()},
        open_games=[g for g in open_games if g["seats_free"] > 0],
        total=total,
    )
    response = Response(html, mimetype="text/html")
    response.headers["Cache-Control"] = "no-cache"  # the open games change
    return response
