"""Server-hosted bot seats: the host seats bots, the server plays them through the same
due-time mechanism as the timers, and their moves are recorded like anyone's."""

from __future__ import annotations

import time
from typing import Any

import pytest
from flask.testing import FlaskClient

from tables import Table, assert_export_replays

POLICIES = {
    "millions": ("greedy", "random", "random"),
    "millimemory": ("estimator", "random"),
    "morbid-living": ("greedy", "random", "random"),
}


def bots_table(client: FlaskClient, slug: str, delay: float = 0.0, seed: int = 3) -> Table:
    # Morbid Living: random bots rarely reach a million, so the smallest bound (L14a).
    options = {"max_turns": 20} if slug == "morbid-living" else None
    table = Table.create(client, 0, seed=seed, start=False, slug=slug, options=options)
    for policy in POLICIES[slug]:
        body: dict[str, Any] = {"policy": policy, "min_delay": delay, "max_delay": delay}
        r = client.post(table.path("bots"), json=body, headers=table.auth(host=True))
        assert r.status_code == 201, r.get_data(as_text=True)
        assert r.json["player"]["bot"] == policy
    r = client.post(table.path("start"), headers=table.auth(host=True))
    assert r.status_code == 200, r.get_data(as_text=True)
    return table


@pytest.mark.parametrize("slug", ["millions", "millimemory", "morbid-living"])
def test_a_table_of_bots_plays_a_whole_game_by_itself(client: FlaskClient, slug: str) -> None:
    """With no reaction delay, requests that only look at the game let the bots play it
    to the end; the export replays to the same final state (G2)."""
    table = bots_table(client, slug)
    for _ in range(50):
        if table.view()["status"] == "finished":
            break
    assert table.view()["status"] == "finished"
    events = client.get(table.path("events"), query_string={"limit": 1000}).json["events"]
    assert events[-1]["kind"] == "game_finished"
    assert_export_replays(table)


def test_a_bot_acts_only_after_its_reaction_delay(client: FlaskClient) -> None:
    """A bot's decision is due a reaction delay after it opens (default 0.8-2.0 s)."""
    table = Table.create(client, 1, seed=5, start=False)
    for _ in range(2):
        r = client.post(
            table.path("bots"), json={"policy": "random"}, headers=table.auth(host=True)
        )
        assert r.status_code == 201
    assert client.post(table.path("start"), headers=table.auth(host=True)).status_code == 200
    assert table.post(0, "flip").status_code == 200
    waiting = {p["seat"] for p in table.view()["pending"]}
    assert waiting == {0, 1, 2}, "right after the flip no bot has placed yet"
    time.sleep(2.1)
    assert {p["seat"] for p in table.view()["pending"]} == {0}, "both bots placed by now"


def test_long_poll_wakes_for_a_bots_move(client: FlaskClient) -> None:
    """A waiting client touches the game when a bot is due, and gets the bot's move."""
    table = Table.create(client, 1, seed=5, start=False)
    for _ in range(2):
        body = {"policy": "random", "min_delay": 0.5, "max_delay": 0.5}
        assert (
            client.post(table.path("bots"), json=body, headers=table.auth(host=True)).status_code
            == 201
        )
    client.post(table.path("start"), headers=table.auth(host=True))
    assert table.post(0, "flip").status_code == 200
    last = client.get(table.path("events")).json["last_seq"]
    started = time.monotonic()
    r = client.get(table.path("events"), query_string={"after": last, "wait": 5})
    assert [e["kind"] for e in r.json["events"]][:1] == ["claimed"]
    assert 0.4 < time.monotonic() - started < 3


def test_seating_a_bot_is_for_the_host_in_the_lobby(client: FlaskClient) -> None:
    table = Table.create(client, 3, seed=1, start=False)
    path = table.path("bots")
    assert client.post(path, json={"policy": "greedy"}).json["code"] == "missing_token"
    assert (
        client.post(path, json={"policy": "greedy"}, headers=table.auth(0)).json["code"]
        == "not_host"
    )
    host = table.auth(host=True)
    r = client.post(path, json={"policy": "estimator"}, headers=host)
    assert r.status_code == 422 and r.json["code"] == "unknown_policy"
    r = client.post(path, json={"policy": "greedy", "min_delay": 3, "max_delay": 1}, headers=host)
    assert r.status_code == 422 and r.json["code"] == "invalid_body"
    r = client.post(path, json={"policy": "greedy", "character": "Archibald"}, headers=host)
    assert r.status_code == 409 and r.json["code"] == "character_taken"
    assert client.post(path, json={"policy": "greedy"}, headers=host).status_code == 201
    client.post(table.path("start"), headers=host)
    r = client.post(path, json={"policy": "greedy"}, headers=host)
    assert r.status_code == 409 and r.json["code"] == "game_started"


def test_a_bot_seat_takes_its_games_join_fields_and_no_other_games(client: FlaskClient) -> None:
    """The bot's seat request is its game's join body (declared by the game): a field
    only another game declares is refused, and nothing changes."""
    table = Table.create(client, 0, seed=1, start=False, slug="morbid-living")
    host = table.auth(host=True)
    before = client.get(table.path(""), headers=host).json
    r = client.post(table.path("bots"), json={"policy": "greedy", "colour": "blue"}, headers=host)
    assert r.status_code == 422 and r.json["code"] == "invalid_body"
    assert "colour" in r.json["errors"]
    assert client.get(table.path(""), headers=host).json == before
    r = client.post(
        table.path("bots"),
        json={"policy": "greedy", "name": "Penny", "auto_end": False},
        headers=host,
    )
    assert r.status_code == 201, r.get_data(as_text=True)
    assert r.json["player"]["name"] == "Penny" and r.json["player"]["auto_end"] is False
