"""/: the landing page names the games, links each to its table and to the API docs, and
lists the games waiting for players with a link to join each at its table."""

from __future__ import annotations

import re
from pathlib import Path

from flask.testing import FlaskClient

from conftest import OWN_GAMES
from millie.api.http import create_app
from millie.api.http.endpoint import hosted
from millie.api.http.play import tables


def test_the_landing_page_links_every_game_to_its_table_and_to_the_docs(
    client: FlaskClient,
) -> None:
    page = client.get("/")
    assert page.status_code == 200 and page.mimetype == "text/html"
    html = page.get_data(as_text=True)
    assert set(OWN_GAMES) == {"millions", "morbid-living", "millimemory"} == set(tables(OWN_GAMES))
    for slug, game in OWN_GAMES.items():
        assert game.title.replace("'", "&#39;") in html
        assert f'href="/play/{slug}"' in html
    assert 'href="/docs"' in html and 'href="/openapi.json"' in html
    assert "script-src 'self'" in page.headers["Content-Security-Policy"]
    spec = client.get("/openapi.json").get_json()
    assert "/" not in spec["paths"]  # a page, no part of the API


def test_games_waiting_for_players_are_listed_with_a_link_to_join_at_their_table(
    client: FlaskClient,
) -> None:
    made = client.post("/v1/millimemory/games", json={})
    game, host = made.get_json()["game"], made.get_json()["host_token"]
    joined = client.post(
        f"/v1/millimemory/games/{game['id']}/players",
        json={"name": "<b>Bea</b>", "colour": "rose"},
    )
    assert joined.status_code == 201
    html = client.get("/").get_data(as_text=True)
    assert f'href="/play/millimemory#game={game["id"]}"' in html
    assert "&lt;b&gt;Bea&lt;/b&gt;" in html and "<b>Bea</b>" not in html  # escaped
    row = re.search(rf"<tr>((?:(?!</tr>).)*#game={game['id']}.*?)</tr>", html, re.S)
    assert row and re.search(r'data-label="Seats free">5<', row.group(1))

    started = client.post(
        f"/v1/millimemory/games/{game['id']}/start",
        json={},
        headers={"Authorization": f"Bearer {host}"},
    )
    assert started.status_code == 200
    assert f"#game={game['id']}" not in client.get("/").get_data(as_text=True)


def test_the_landing_page_and_the_client_bundle_are_packaged() -> None:
    """pyproject ships the page's template and /play/millie.js with the package (the
    Docker image installs it as a wheel, not from the source tree)."""
    root = Path(__file__).resolve().parents[2]
    data = (root / "pyproject.toml").read_text()
    assert '"templates/*"' in data and '"static/play/*"' in data
    assert (root / "api" / "http" / "templates" / "landing.html").is_file()
    assert (root / "api" / "http" / "static" / "play" / "millie.js").is_file()


def test_a_game_without_a_table_of_its_own_is_linked_to_the_generic_table(
    database_url: str,
) -> None:
    """The page reads the registry: a game that declares no table (`Game.table`, as the
    plug-in high card) is named with its API's path and linked to the generic table."""
    import highcard

    config = {"DATABASE_URL": database_url, "TESTING": True, "RATELIMIT_ENABLED": False}
    app = create_app(config, [*OWN_GAMES.values(), highcard.GAME])
    assert "highcard" in tables(hosted(app)) and highcard.GAME.table is None
    client = app.test_client()
    html = client.get("/").get_data(as_text=True)
    assert "High card" in html and "<code>/v1/highcard/games</code>" in html
    assert 'href="/play/highcard"' in html
    page = client.get("/play/highcard")
    assert page.status_code == 200
    assert '<script type="module" src="/play/generic-table.js">' in page.get_data(as_text=True)
    assert client.get("/play/highcard/table.js").status_code == 404  # no files of its own
