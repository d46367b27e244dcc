"""Pages of players and ratings (docs/players.md): a game type's leaderboard and a
player's page. Server-rendered HTML (Flask's Jinja, escaped), no script: a plain Flask
blueprint, so it stays out of the OpenAPI document, like the landing page."""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, abort, render_template

from millie.api.core.games import GameType
from millie.api.core.problems import Problem
from millie.api.http.endpoint import hosted, store
from millie.api.http.play import tables

BOARD = 100  # players a leaderboard page shows

blp = Blueprint("standings", __name__, template_folder=str(Path(__file__).parent / "templates"))


def _page(html: str) -> Response:
    response = Response(html, mimetype="text/html")
    response.headers["Cache-Control"] = "no-cache"  # ratings change with every rated game
    return response


@blp.get("/leaderboard/<game_type:game>")
def leaderboard(game: GameType) -> Response:
    board = store.players.leaderboard(game.slug, None, 1, BOARD)
    return _page(render_template("leaderboard.html", game=game, board=board))


@blp.get("/player/<player_id>")
def player(player_id: str) -> Response:
    try:
        profile = store.players.profile(player_id)
    except Problem:
        abort(404)
    return _page(
        render_template(
            "player.html",
            player=profile,
            games={slug: g.title for slug, g in hosted().items()},
            tables={slug: f"/play/{slug}" for slug in tables()},
        )
    )
