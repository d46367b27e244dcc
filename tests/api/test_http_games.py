"""Complete games through HTTP, on both databases, played only with `legal_actions`."""

from __future__ import annotations

import json
import random
from datetime import datetime, timedelta

import pytest
from flask.testing import FlaskClient

from tables import REPLAYED, Table, assert_export_replays

GAMES = 150  # per database; the first REPLAYED are exported and replayed too


@pytest.mark.parametrize("game", range(GAMES))
def test_random_game_from_legal_actions_reaches_consistent_end(
    client: FlaskClient, game: int
) -> None:
    """Every player only ever sends a random entry of its own legal_actions, exactly as
    given; the game ends, and the final scores agree with the revealed rows (M16-M19)."""
    rng = random.Random(game)
    players = 3 + game % 6  # 3 to 8 players, evenly
    table = Table.create(client, players, seed=game, options={"face_up_rows": game % 2 == 1})
    final = table.play_randomly(rng)
    if game < REPLAYED:
        assert_export_replays(table)

    assert final["status"] == "finished" and final["phase"] == "finished"
    assert final["pending"] == [] and final["legal_actions"] == []
    score = client.get(table.path("score")).json
    assert score["final"] is True
    result = final["result"]
    events = client.get(table.path("events") + "?limit=1000").json["events"]
    ending = next(e["data"]["reason"] for e in events if e["kind"] == "vault_opened")
    for entry, row in zip(score["scores"], result["rows"], strict=True):
        assert entry["items"] == sum(slot["value"] for slot in row["slots"])
        assert entry["bonus"] in ((0, 500) if ending == "five_colours" else (0,))
        assert entry["total"] == entry["items"] + entry["bonus"]
    if ending == "five_colours":
        assert any(entry["bonus"] == 500 for entry in score["scores"])
    best = max(entry["total"] for entry in score["scores"])
    assert score["winners"] == [e["seat"] for e in score["scores"] if e["total"] == best]
    assert [e["seat"] for e in score["scores"] if e["winner"]] == score["winners"]
    # every player sees the same final table
    for seat in range(players):
        assert table.view(seat)["result"] == result
    assert_events_keep_secrets(table, players, events)


def assert_events_keep_secrets(table: Table, players: int, public: list[dict]) -> None:
    """M20 in the event log: appraisal cards appear only in a `secret` part, and only
    for the seat that holds the card, until the final reveal."""
    end = next(e["seq"] for e in public if e["kind"] == "game_finished")
    for e in public:
        assert "secret" not in e
        assert e["seq"] >= end or "appraisal-" not in json.dumps(e["data"])
    for seat in range(players):
        r = table.client.get(table.path("events") + "?limit=1000", headers=table.auth(seat))
        mine = r.json["events"]
        assert [e["seq"] for e in mine] == [e["seq"] for e in public]
        for e, p in zip(mine, public, strict=True):
            assert e["data"] == p["data"]
            if "secret" in e:
                assert e["data"]["seat"] == seat and e["secret"]["appraisal"]["id"]


def test_times_are_rfc3339_utc(client: FlaskClient) -> None:
    """Times are RFC 3339 UTC strings, on every database."""
    table = Table.create(client, 3, seed=1)
    stamps = [e["at"] for e in client.get(table.path("events")).json["events"]]
    stamps.append(table.view()["created_at"])
    for stamp in stamps:
        assert stamp.endswith("Z")
        assert datetime.fromisoformat(stamp).utcoffset() == timedelta(0)


def test_a_view_read_again_is_the_viewers_own_and_follows_the_version(
    client: FlaskClient,
) -> None:
    """Views are cached per viewer and version (api/play.py ViewCache): a second read
    is the same answer, each seat keeps its own, and a move makes a new one."""
    table = Table.create(client, 4, seed=11)
    first = [table.view(seat) for seat in range(4)]
    again = [table.view(seat) for seat in range(4)]
    assert again == first
    assert [v["you"] for v in again] == [0, 1, 2, 3]
    public = table.view()
    assert public["you"] is None and public["role"] == "spectator"
    host = client.get(table.path(), headers=table.auth(host=True)).json
    assert host["role"] == "host"
    flipped = table.post(0, "flip")
    assert flipped.status_code == 200
    after = [table.view(seat) for seat in range(4)]
    assert all(v["version"] > first[0]["version"] for v in after)
    assert after[0] == flipped.json  # the mover's answer is what it reads next
    assert [v["you"] for v in after] == [0, 1, 2, 3]
    assert all(v["table"] for v in after)


@pytest.mark.parametrize("slug", ["millions", "millimemory", "morbid-living"])
def test_a_game_created_with_a_seed_shows_seeded_true_G1(client: FlaskClient, slug: str) -> None:
    """G1: a creator may pass a seed; the game is then marked as seeded in its public
    view (for everyone, all game long) and in its `game_created` event; without one it
    is not."""
    seeded = client.post(f"/v1/{slug}/games", json={"seed": 5})
    plain = client.post(f"/v1/{slug}/games", json={})
    assert seeded.status_code == plain.status_code == 201
    assert seeded.json["game"]["seeded"] is True and plain.json["game"]["seeded"] is False
    for created, marked in ((seeded, True), (plain, False)):
        path = f"/v1/{slug}/games/{created.json['game']['id']}"
        assert client.get(path).json["seeded"] is marked, "the public view says so"
        events = client.get(f"{path}/events").json["events"]
        assert events[0]["kind"] == "game_created" and events[0]["data"]["seeded"] is marked
        assert "seed" not in client.get(path).json and "seed" not in events[0]["data"]


@pytest.mark.parametrize("slug", ["millions", "morbid-living"])
def test_an_unlisted_game_is_not_in_the_lobby_but_joins_by_its_id(
    client: FlaskClient, slug: str
) -> None:
    listed = client.post(f"/v1/{slug}/games", json={"options": {}})
    unlisted = client.post(f"/v1/{slug}/games", json={"options": {}, "listed": False})
    assert listed.status_code == unlisted.status_code == 201, unlisted.get_data(as_text=True)
    lobby = client.get(f"/v1/games?type={slug}&page_size=100").json
    ids = {g["id"] for g in lobby["games"]}
    assert listed.json["game"]["id"] in ids and unlisted.json["game"]["id"] not in ids
    table = Table(client, unlisted.json["game"]["id"], unlisted.json["host_token"], slug=slug)
    entry = next(e for e in table.view()["legal_actions"] if e["action"] == "join")
    joined = client.post(entry["path"], json=entry["body"])
    assert joined.status_code == 201, joined.get_data(as_text=True)
    assert table.view()["seats"][0]["name"] == entry["body"]["name"]
    assert unlisted.json["game"]["id"] not in {
        g["id"] for g in client.get("/v1/games?page_size=100").json["games"]
    }
    bad = client.post(f"/v1/{slug}/games", json={"options": {}, "listed": "no"})
    assert (bad.status_code, bad.json["code"]) == (422, "invalid_body")
