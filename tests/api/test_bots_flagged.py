"""Bots flagged in every view (issue 44, docs/players.md): wherever a seat or a player is
shown, `is_bot` says whether a program plays it, a server-hosted bot (`bot`: its
policy) or a player registered with `bot: true` (`bot`: null, the server does not play
it); a person's seat and a person player are `is_bot: false`."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from alembic import command
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import text
from test_players import bearer, new_player
from test_ratings import played, players

from conftest import OWN_GAMES
from millie.api.db.engine import dumps, make_engine
from millie.api.db.migrate import alembic_config
from tables import Table, seat_request

SEAT_KEYS = {"seat", "name", "bot", "is_bot"}


def seated_three(client: FlaskClient, slug: str, token: str, start: bool = True) -> Table:
    """A game of `slug`: seat 0 the bot player whose token this is, seat 1 a person
    (anonymous), seat 2 a random bot the server plays."""
    table = Table.create(client, 0, start=False, slug=slug)
    body = {k: v for k, v in seat_request(slug, 0).items() if k != "name"}
    r = client.post(table.path("players"), json=body, headers=bearer(token))
    assert r.status_code == 201, r.get_data(as_text=True)
    table.tokens.append(r.json["token"])
    r = client.post(table.path("players"), json=seat_request(slug, 1))
    assert r.status_code == 201, r.get_data(as_text=True)
    table.tokens.append(r.json["token"])
    r = client.post(
        table.path("bots"),
        json={**seat_request(slug, 2), "policy": "random", "min_delay": 60, "max_delay": 60},
        headers=table.auth(host=True),
    )
    assert r.status_code == 201, r.get_data(as_text=True)
    if start:
        assert client.post(table.path("start"), headers=table.auth(host=True)).status_code == 200
    return table


def flags(seats: list[dict[str, Any]]) -> list[tuple[Any, Any]]:
    return [(s["bot"], s["is_bot"]) for s in seats]


@pytest.mark.parametrize("slug", list(OWN_GAMES))
def test_every_games_view_flags_a_bot_players_seat_and_a_server_bots(
    client: FlaskClient, slug: str
) -> None:
    _, token = new_player(client, f"Prog {slug}", bot=True)
    table = seated_three(client, slug, token)
    expected = [(None, True), (None, False), ("random", True)]
    for headers in ({}, bearer(token), table.auth(1), table.auth(host=True)):
        view = client.get(table.path(), headers=headers).json
        assert flags(view["seats"]) == expected, (slug, headers)


def test_a_person_players_seat_is_no_bot(client: FlaskClient) -> None:
    _, token = new_player(client, "Person", bot=False)
    table = Table.create(client, 0, start=False, slug="morbid-living")
    assert client.post(table.path("players"), json={}, headers=bearer(token)).status_code == 201
    assert flags(table.view()["seats"]) == [(None, False)]


def test_a_game_made_by_seeks_flags_its_bot_players(client: FlaskClient) -> None:
    made = [new_player(client, f"Seeker {i}", bot=i % 2 == 1) for i in range(4)]
    answers = [
        client.post("/v1/millions/seeks", json={"players": 4}, headers=bearer(t)) for _, t in made
    ]
    game = answers[-1].json["seek"]["game"]
    view = client.get(game["path"]).json
    assert flags(view["seats"]) == [(None, False), (None, True), (None, False), (None, True)]


def test_a_removed_seat_leaves_the_flags_on_their_seats(client: FlaskClient) -> None:
    _, token = new_player(client, "Moved up", bot=True)
    table = Table.create(client, 1, start=False, slug="morbid-living")
    assert client.post(table.path("players"), json={}, headers=bearer(token)).status_code == 201
    assert flags(table.view()["seats"]) == [(None, False), (None, True)]
    r = client.delete(table.path("players/0"), headers=table.auth(host=True))
    assert r.status_code == 200, r.get_data(as_text=True)
    assert flags(r.json["seats"]) == [(None, True)]
    assert client.get(table.path(), headers=bearer(token)).json["you"] == 0


def test_the_lobby_lists_each_seat_with_is_bot(client: FlaskClient) -> None:
    _, token = new_player(client, "Lobby prog", bot=True)
    table = seated_three(client, "millimemory", token, start=False)
    page = client.get("/v1/games?type=millimemory&status=lobby&page_size=100").json
    entry = next(g for g in page["games"] if g["id"] == table.game_id)
    assert entry["players"] == ["Lobby prog", "Player 1", "Player 2"], "names, as before"
    assert entry["seats"] == [
        {"seat": 0, "name": "Lobby prog", "bot": None, "is_bot": True},
        {"seat": 1, "name": "Player 1", "bot": None, "is_bot": False},
        {"seat": 2, "name": "Player 2", "bot": "random", "is_bot": True},
    ]


def test_my_games_list_each_seat_with_is_bot(client: FlaskClient) -> None:
    _, person = new_player(client, "Mine person")
    _, prog = new_player(client, "Mine prog", bot=True)
    table = Table.create(client, 0, start=False, slug="morbid-living")
    for token in (person, prog):
        assert client.post(table.path("players"), json={}, headers=bearer(token))
    mine = client.get("/v1/players/me/games", headers=bearer(person)).json["games"]
    line = next(g for g in mine if g["id"] == table.game_id)
    assert line["seat"] == 0
    assert [(s["name"], s["is_bot"]) for s in line["seats"]] == [
        ("Mine person", False),
        ("Mine prog", True),
    ]
    assert all(set(s) == SEAT_KEYS for s in line["seats"])


def test_a_profile_says_is_bot_and_its_recent_games_flag_each_seat(client: FlaskClient) -> None:
    player, token = new_player(client, "Profiled", bot=True)
    table = Table.create(client, 1, start=False, slug="morbid-living")
    assert client.post(table.path("players"), json={}, headers=bearer(token)).status_code == 201
    profile = client.get(f"/v1/players/{player}").json
    assert profile["bot"] is True and profile["is_bot"] is True
    assert flags(profile["recent_games"][0]["seats"]) == [(None, False), (None, True)]
    assert client.get("/v1/players/me", headers=bearer(token)).json == profile
    _, person = new_player(client, "Profiled person")
    assert client.get("/v1/players/me", headers=bearer(person)).json["is_bot"] is False


def test_the_leaderboard_says_is_bot(app: Flask, client: FlaskClient) -> None:
    ids, tokens = players(client, 4, "Flagged board")  # the odd ones are bots
    played(app, client, tokens, ids, seed=51)
    board = client.get("/v1/millions/leaderboard?page_size=100").json["players"]
    lines = {line["id"]: line for line in board if line["id"] in ids}
    assert [lines[i]["is_bot"] for i in ids] == [False, True, False, True]
    assert all(line["is_bot"] is line["bot"] for line in board)


def test_the_landing_pages_open_games_mark_bot_seats(client: FlaskClient) -> None:
    _, token = new_player(client, "Landing prog", bot=True)
    table = seated_three(client, "millimemory", token, start=False)
    html = client.get("/").get_data(as_text=True)
    row = re.search(rf"<tr>((?:(?!</tr>).)*#game={table.game_id}.*?)</tr>", html, re.S)
    assert row, "the game is listed"
    marked = re.findall(r'([^<>,]+?) <span class="bot">bot</span>', row.group(1))
    assert [name.strip() for name in marked] == ["Landing prog", "Player 2"]


def test_a_players_page_marks_the_bots_at_each_recent_game(client: FlaskClient) -> None:
    player, token = new_player(client, "Paged person")
    _, prog = new_player(client, "Paged prog", bot=True)
    table = Table.create(client, 0, start=False, slug="morbid-living")
    for t in (token, prog):
        assert client.post(table.path("players"), json={}, headers=bearer(t)).status_code == 201
    page = client.get(f"/player/{player}").get_data(as_text=True)
    assert 'class="bot">bot<' not in page.split('id="recent-games"')[0], "a person"
    recent = page.split('id="recent-games"')[1]
    assert 'Paged prog <span class="bot">bot</span>' in recent
    assert 'Paged person <span class="bot">' not in recent


def test_migration_0007_marks_the_seats_bot_players_took_before(tmp_path: Path) -> None:
    """A game stored before 0007: its bot player's seat is marked beside the server's bot,
    a person player's is not; a downgrade leaves the server's bots alone."""
    url = f"sqlite:///{tmp_path / 'old.db'}"
    command.upgrade(alembic_config(url), "0006")
    engine = make_engine(url)
    served = {"2": {"policy": "random", "due": None}}
    at = "'2026-12-01 00:00:00'"
    with engine.begin() as conn:
        for pid, bot in (("prog", 1), ("person", 0)):
            conn.execute(
                text(
                    "INSERT INTO players (id, name, bot, token_hash, created_at)"
                    f" VALUES (:id, :id, :bot, :id, {at})"
                ),
                {"id": pid, "bot": bot},
            )
        conn.execute(
            text(
                "INSERT INTO games (id, type, status, version, seed, seed_given, host_token_hash,"
                " state, event_count, action_count, bots, created_at, updated_at, listed)"
                f" VALUES ('g1', 'millions', 'active', 3, 1, 0, 'h', '{{}}', 1, 1, :bots, {at},"
                f" {at}, 1)"
            ),
            {"bots": dumps(served)},
        )
        for seat, pid in ((0, "prog"), (1, "person"), (2, None)):
            conn.execute(
                text(
                    "INSERT INTO seats (game_id, seat, token_hash, created_at, player_id)"
                    f" VALUES ('g1', :seat, :hash, {at}, :pid)"
                ),
                {"seat": seat, "hash": f"t{seat}", "pid": pid},
            )

    def bots() -> Any:
        with engine.connect() as conn:
            return json.loads(conn.execute(text("SELECT bots FROM games")).scalar())

    command.upgrade(alembic_config(url), "head")
    assert bots() == {**served, "0": {"player": "prog"}}
    command.downgrade(alembic_config(url), "0006")
    assert bots() == served
