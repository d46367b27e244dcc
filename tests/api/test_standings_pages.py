"""The pages of players and ratings (docs/players.md): each game's leaderboard, linked
from the landing page, and a player's page; server-rendered, escaped, no script."""

from __future__ import annotations

from flask import Flask
from flask.testing import FlaskClient
from test_players import bearer, new_player
from test_ratings import played, players


def test_the_landing_page_links_each_games_leaderboard(client: FlaskClient) -> None:
    page = client.get("/").get_data(as_text=True)
    for slug in ("millions", "millimemory", "morbid-living"):
        assert f'href="/leaderboard/{slug}"' in page


def test_a_leaderboard_page_lists_rated_players_best_first_with_bots_marked(
    app: Flask, client: FlaskClient
) -> None:
    ids, tokens = players(client, 3, "Paged <b>")
    played(app, client, tokens, ids, seed=41)
    r = client.get("/leaderboard/millions")
    assert r.status_code == 200 and r.mimetype == "text/html"
    page = r.get_data(as_text=True)
    assert "<script" not in page and "Paged &lt;b&gt;" in page and "Paged <b>" not in page
    board = client.get("/v1/millions/leaderboard?page_size=100").json["players"]
    places = [page.index(f'href="/player/{line["id"]}"') for line in board]
    assert places == sorted(places), "best first"
    assert 'class="bot">bot<' in page
    assert client.get("/leaderboard/nosuchgame").status_code == 404


def test_a_players_page_shows_ratings_and_recent_games(app: Flask, client: FlaskClient) -> None:
    ids, tokens = players(client, 3, "Visited")
    played(app, client, tokens, ids, seed=42)
    r = client.get(f"/player/{ids[1]}")
    assert r.status_code == 200 and r.mimetype == "text/html"
    page = r.get_data(as_text=True)
    assert "Visited 1" in page and 'class="bot">bot<' in page  # odd ones are bots
    assert 'href="/leaderboard/millions"' in page and "#game=" in page
    assert tokens[1] not in page


def test_an_unknown_players_page_is_404(client: FlaskClient) -> None:
    assert client.get("/player/0123456789abcdef").status_code == 404
    _, token = new_player(client, "Fresh")
    me = client.get("/v1/players/me", headers=bearer(token)).json
    page = client.get(f"/player/{me['id']}").get_data(as_text=True)
    assert 'id="unrated"' in page and 'id="no-games"' in page
