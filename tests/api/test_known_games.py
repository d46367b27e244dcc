"""Reads a worker answers from memory (api/core/known.py): a game its watcher vouches has
not changed is read without the database; a change by another process is seen within
the watcher's look; a caller who names what it has seen never gets less."""

from __future__ import annotations

import time

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sent import statements

from conftest import OWN_GAMES
from millie.api.http import create_app
from tables import Table


@pytest.fixture
def other_process(app: Flask) -> FlaskClient:
    """Another server on the same database: its own store, watcher and memory."""
    config = {"DATABASE_URL": app.config["DATABASE_URL"], "TESTING": True}
    return create_app({**config, "RATELIMIT_ENABLED": False}, OWN_GAMES).test_client()


def statements_of(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The statements this thread sends from now on (their first words)."""
    return statements(monkeypatch)


def test_a_game_that_has_not_changed_is_read_from_memory(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On SQLite, once read, a view and a poll with nothing new of a game nobody moved
    send no statement (and take no connection of the pool); on PostgreSQL a read asks
    the database (one statement), since a commit's NOTIFY may come after the client's
    next read."""
    table = Table.create(client, players=4, seed=5)
    view = client.get(table.path(), headers=table.auth(1)).json
    client.get(table.path("events"), headers=table.auth(1), query_string={"after": 0})
    sent = statements_of(monkeypatch)
    again = client.get(table.path(), headers=table.auth(1))
    polled = client.get(
        table.path("events"), headers=table.auth(1), query_string={"after": view["last_seq"]}
    )
    assert again.status_code == polled.status_code == 200
    assert again.json == view and polled.json["events"] == []
    postgres = client.application.extensions["millie"].db.postgres
    assert sent == (["SELECT", "SELECT"] if postgres else [])


def test_a_move_in_this_process_is_read_at_once(client: FlaskClient) -> None:
    """Read-your-writes in one worker: the move's own commit makes what was known of the
    game no good."""
    table = Table.create(client, players=4, seed=5)
    before = table.view(0)["version"]
    flipped = table.post(0, "flip")
    assert flipped.status_code == 200
    assert table.view(0)["version"] == flipped.json["version"] == before + 1


def test_a_reissued_token_reads_nothing_more(client: FlaskClient) -> None:
    table = Table.create(client, players=4, seed=5, start=False)
    old = table.auth(1)
    assert client.get(table.path(), headers=old).status_code == 200
    assert (
        client.post(table.path("players/1/token"), headers=table.auth(host=True)).status_code == 200
    )
    refused = client.get(table.path(), headers=old)
    assert (refused.status_code, refused.json["code"]) == (401, "invalid_token")


def test_a_move_by_another_process_is_seen_within_the_watchers_look(
    client: FlaskClient, other_process: FlaskClient
) -> None:
    """Another process's move reaches this one's memory through the watcher: within its
    look (SQLite: 50 ms; PostgreSQL: the NOTIFY), bounded here at 2 s."""
    table = Table.create(client, players=4, seed=5)
    before = table.view(0)["version"]
    moved = other_process.post(table.path("flip"), headers=table.auth(0))
    assert moved.status_code == 200
    until = time.monotonic() + 2
    while table.view(0)["version"] != before + 1:
        assert time.monotonic() < until, "the other process's move was never seen"
        time.sleep(0.01)


def test_a_caller_who_names_a_newer_version_reads_the_database(
    client: FlaskClient, other_process: FlaskClient
) -> None:
    """Read-your-writes on every worker: a caller that moved through another process
    and names the version its move answered (If-None-Match) is told that it holds it,
    never shown the older version this process may still hold; a poll after the move's
    events waits for them, not for the version held."""
    table = Table.create(client, players=4, seed=5)
    table.view(0)
    table.view(1)
    moved = other_process.post(table.path("flip"), headers=table.auth(0))
    assert moved.status_code == 200
    shown = client.get(
        table.path(), headers={**table.auth(0), "If-None-Match": moved.headers["ETag"]}
    )
    assert shown.status_code == 304, shown.get_data(as_text=True)
    claim = next(e for e in moved.json["legal_actions"] if e["action"] == "claim")
    moved = other_process.post(claim["path"], json=claim["body"], headers=table.auth(0))
    assert moved.status_code == 200, moved.get_data(as_text=True)
    last = moved.json["last_seq"]
    polled = client.get(table.path("events"), headers=table.auth(1), query_string={"after": last})
    assert polled.json == {"events": [], "last_seq": last}
