"""Players (docs/players.md): one name and token for many games, their seats, their
games and their public profile."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from flask import Flask
from flask.testing import FlaskClient
from sent import statements
from sqlalchemy import func, select

from conftest import OWN_GAMES, stored
from millie.api.db.migrate import upgrade
from millie.api.db.models import Player, Seat
from millie.api.http import create_app
from tables import Table, seat_request


def new_player(client: FlaskClient, name: str = "Ann", bot: bool = False) -> tuple[str, str]:
    """A new player's id and token."""
    r = client.post("/v1/players", json={"name": name, "bot": bot})
    assert r.status_code == 201, r.get_data(as_text=True)
    return r.json["player"]["id"], r.json["token"]


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def players_count(app: Flask) -> int:
    with stored(app) as session:
        return int(session.scalar(select(func.count()).select_from(Player)) or 0)


def test_a_player_is_made_with_a_token_shown_once_and_stored_hashed(
    app: Flask, client: FlaskClient
) -> None:
    r = client.post("/v1/players", json={"name": "  Greedy   Gus ", "bot": True})
    assert r.status_code == 201
    assert r.headers["Cache-Control"] == "no-store"
    player, token = r.json["player"], r.json["token"]
    assert player["name"] == "Greedy Gus" and player["bot"] is True
    assert player["ratings"] == [] and player["recent_games"] == []
    assert token.startswith("player.")
    with stored(app) as session:
        row = session.get(Player, player["id"])
        assert row is not None and token not in row.token_hash
    profile = client.get(f"/v1/players/{player['id']}")
    assert profile.status_code == 200 and "token" not in profile.get_data(as_text=True)


def test_a_bad_player_body_is_422_and_makes_nobody(app: Flask, client: FlaskClient) -> None:
    before = players_count(app)
    for body, code in (
        ({}, "invalid_body"),
        ({"name": ""}, "invalid_body"),
        ({"name": "x" * 41}, "invalid_body"),
        ({"name": "Ann", "bot": "yes"}, "invalid_body"),
        ({"name": "Ann", "rating": 3000}, "invalid_body"),
        ({"name": "A\u200bnn"}, "bad_name"),
    ):
        r = client.post("/v1/players", json=body)
        assert r.status_code == 422, body
        assert r.mimetype == "application/problem+json" and r.json["code"] == code, body
    assert players_count(app) == before


def test_players_made_per_address_and_hour_are_limited(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'players.db'}"
    upgrade(url)
    config = {"DATABASE_URL": url, "RATELIMIT_ENABLED": True, "MILLIE_PLAYERS_PER_IP_PER_HOUR": 2}
    client = create_app(config, OWN_GAMES).test_client()
    answers = [client.post("/v1/players", json={"name": f"P{i}"}) for i in range(3)]
    assert [r.status_code for r in answers] == [201, 201, 429]
    assert answers[-1].json["code"] == "rate_limited"
    assert int(answers[-1].headers["Retry-After"]) > 0


def test_an_idempotent_retry_makes_one_player(app: Flask, client: FlaskClient) -> None:
    before = players_count(app)
    key = {"Idempotency-Key": "make-player-0123456789abcdef"}
    first = client.post("/v1/players", json={"name": "Kim"}, headers=key)
    again = client.post("/v1/players", json={"name": "Kim"}, headers=key)
    assert first.status_code == again.status_code == 201
    assert first.json == again.json and again.headers["Idempotent-Replayed"] == "true"
    assert players_count(app) == before + 1


def test_join_with_a_player_token_gives_the_player_the_seat(
    app: Flask, client: FlaskClient
) -> None:
    player, token = new_player(client, "Ann")
    table = Table.create(client, 2, start=False, slug="morbid-living")
    r = client.post(table.path("players"), json={}, headers=bearer(token))
    assert r.status_code == 201, r.get_data(as_text=True)
    assert r.json["player"]["name"] == "Ann", "the player's name by default"
    seat, seat_token = r.json["player"]["seat"], r.json["token"]
    with stored(app) as session:
        row = session.get(Seat, (table.game_id, seat))
        assert row is not None and row.player_id == player
    assert client.get(table.path(), headers=bearer(token)).json["you"] == seat
    assert client.get(table.path(), headers=bearer(seat_token)).json["you"] == seat


def test_the_player_token_and_the_seat_token_both_act_in_the_game(client: FlaskClient) -> None:
    _, token = new_player(client, "Bea")
    table = Table.create(client, 0, start=False, slug="morbid-living")
    seat_token = client.post(table.path("players"), json={}, headers=bearer(token)).json["token"]
    client.post(table.path("players"), json=seat_request("morbid-living", 1))
    assert client.post(table.path("start"), headers=table.auth(host=True)).status_code == 200
    view = client.get(table.path(), headers=bearer(token)).json
    assert view["pending"][0]["seat"] == 0 and view["legal_actions"]
    entry = view["legal_actions"][0]
    r = client.post(entry["path"], json=entry["body"], headers=bearer(token))
    assert r.status_code == 200, r.get_data(as_text=True)
    view = client.get(table.path(), headers=bearer(seat_token)).json
    assert view["you"] == 0


def test_one_seat_per_player_per_game(client: FlaskClient) -> None:
    _, token = new_player(client, "Cy")
    table = Table.create(client, 0, start=False, slug="morbid-living")
    assert client.post(table.path("players"), json={}, headers=bearer(token)).status_code == 201
    before = client.get(table.path()).json["version"]
    again = client.post(table.path("players"), json={"name": "Cy two"}, headers=bearer(token))
    assert again.status_code == 409 and again.json["code"] == "already_seated"
    assert client.get(table.path()).json["version"] == before


def test_a_player_token_not_seated_may_not_move(client: FlaskClient) -> None:
    _, token = new_player(client, "Dee")
    table = Table.create(client, 2, slug="morbid-living")
    before = table.view()["version"]
    r = client.post(table.path("draw"), json={"source": "deck"}, headers=bearer(token))
    assert r.status_code == 403 and r.json["code"] == "not_a_player"
    assert client.get(table.path(), headers=bearer(token)).json["you"] is None
    assert table.view()["version"] == before


def test_an_unknown_player_token_is_401(client: FlaskClient) -> None:
    table = Table.create(client, 2, slug="morbid-living")
    r = client.get(table.path(), headers=bearer("player.not-a-real-one"))
    assert r.status_code == 401 and r.json["code"] == "invalid_token"
    r = client.post(table.path("players"), json={}, headers=bearer("player.nobody"))
    assert r.status_code == 401 and r.json["code"] == "invalid_token"


def test_my_games_lists_active_and_finished_games_paged(client: FlaskClient) -> None:
    _, token = new_player(client, "Eve")
    ids = []
    for _ in range(3):
        table = Table.create(client, 0, start=False, slug="millimemory")
        assert client.post(table.path("players"), json={"colour": "blue"}, headers=bearer(token))
        ids.append(table.game_id)
    r = client.get("/v1/players/me/games?page_size=2", headers=bearer(token))
    assert r.status_code == 200
    page = r.json
    assert page["total"] == 3 and page["page_size"] == 2 and len(page["games"]) == 2
    line = page["games"][0]
    assert set(line) == {
        "id",
        "type",
        "status",
        "version",
        "seat",
        "created_at",
        "updated_at",
        "path",
        "seats",
    }
    rest = client.get("/v1/players/me/games?page=2&page_size=2", headers=bearer(token)).json
    assert {g["id"] for g in page["games"] + rest["games"]} == set(ids)
    lobby = client.get("/v1/players/me/games?status=lobby", headers=bearer(token)).json
    assert lobby["total"] == 3
    active = client.get("/v1/players/me/games?status=active", headers=bearer(token)).json
    assert active["total"] == 0


def test_my_games_include_finished_ones(client: FlaskClient) -> None:
    _, token = new_player(client, "Fay")
    r = client.post("/v1/millimemory/games", json={"options": {}})
    game_id, host = r.json["game"]["id"], r.json["host_token"]
    path = f"/v1/millimemory/games/{game_id}"
    assert client.post(f"{path}/players", json={"colour": "rose"}, headers=bearer(token))
    assert client.post(f"{path}/start", headers=bearer(host)).status_code == 200
    table = Table(client, game_id, host, [token], slug="millimemory")
    assert table.play_randomly(random.Random(4))["status"] == "finished"
    mine = client.get("/v1/players/me/games?status=finished", headers=bearer(token)).json
    assert [g["id"] for g in mine["games"]] == [game_id]


def test_my_games_and_profile_need_a_player_token(client: FlaskClient) -> None:
    table = Table.create(client, 2, slug="morbid-living")
    for path in ("/v1/players/me", "/v1/players/me/games"):
        r = client.get(path)
        assert r.status_code == 401 and r.json["code"] == "missing_token"
        r = client.get(path, headers=table.auth(0))
        assert r.status_code == 401 and r.json["code"] == "invalid_token", "a seat's token"
    _, token = new_player(client, "Hal")
    bad = client.get("/v1/players/me/games?page=0", headers=bearer(token))
    assert bad.status_code == 422 and bad.json["code"] == "invalid_query"


def test_a_public_profile_shows_name_bot_ratings_and_recent_games(client: FlaskClient) -> None:
    player, token = new_player(client, "Gus", bot=True)
    table = Table.create(client, 0, start=False, slug="morbid-living")
    client.post(table.path("players"), json={}, headers=bearer(token))
    r = client.get(f"/v1/players/{player}")
    assert r.status_code == 200
    profile: dict[str, Any] = r.json
    assert profile["name"] == "Gus" and profile["bot"] is True
    assert [g["id"] for g in profile["recent_games"]] == [table.game_id]
    assert client.get("/v1/players/me", headers=bearer(token)).json == profile


def test_an_unknown_player_is_404(client: FlaskClient) -> None:
    for path in ("/v1/players/0123456789abcdef", "/v1/players/0123456789abcdef/ratings/millions"):
        r = client.get(path)
        assert r.status_code == 404 and r.json["code"] == "unknown_player"


def test_a_players_token_is_read_from_the_database_once_per_worker(
    client: FlaskClient, monkeypatch: Any
) -> None:
    """A player's row never changes (docs/players.md), so a worker reads a player by
    token once and answers from memory after: the same request again sends one statement
    fewer. The worker that made the player knows them at once (a bot's next request,
    there, reads nothing for its token). A token that is no player's is read each time,
    and refused each time."""
    _, token = new_player(client)
    trips: list[list[str]] = []
    statements(monkeypatch, trips)
    assert client.get("/v1/players/me/games", headers=bearer(token)).status_code == 200
    made_here = len(trips)
    client.application.extensions["millie.players"].known.clear()  # as another worker
    before = len(trips)
    assert client.get("/v1/players/me/games", headers=bearer(token)).status_code == 200
    assert len(trips) - before == made_here + 1
    before = len(trips)
    assert client.get("/v1/players/me/games", headers=bearer(token)).status_code == 200
    assert len(trips) - before == made_here
    unknown = bearer("player." + "x" * 43)
    for _ in range(2):
        before = len(trips)
        assert client.get("/v1/players/me/games", headers=unknown).json["code"] == "invalid_token"
        assert len(trips) - before == 1


def test_a_worker_keeps_no_more_players_than_known_players(
    client: FlaskClient, monkeypatch: Any
) -> None:
    """The players kept in memory are the newest KNOWN_PLAYERS read: the one read longest
    ago is read from the database again."""
    from millie.api.core import players as players_core

    monkeypatch.setattr(players_core, "KNOWN_PLAYERS", 2)
    known = client.application.extensions["millie.players"].known
    known.clear()  # the app is shared: other tests' players are kept too
    tokens = [new_player(client, f"Kept {i}")[1] for i in range(3)]
    for token in tokens:
        assert client.get("/v1/players/me/games", headers=bearer(token)).status_code == 200
    assert len(known) == 2
    trips: list[list[str]] = []
    statements(monkeypatch, trips)
    client.get("/v1/players/me/games", headers=bearer(tokens[2]))
    kept = len(trips)
    client.get("/v1/players/me/games", headers=bearer(tokens[0]))
    assert len(trips) - kept == kept + 1
