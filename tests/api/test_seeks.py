"""Seeks and matchmaking (docs/players.md): compatible seeks become a started game as
soon as enough exist, each seek in exactly one game; cancel, expiry and limits."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sent import statements
from sqlalchemy import func, select, update
from test_players import bearer, new_player

from conftest import stored
from millie.api.core import seeks as seeks_core
from millie.api.db.models import Rating, Seat, Seek
from tables import Table


@pytest.fixture(autouse=True)
def no_open_seeks(app: Flask) -> Iterator[None]:
    """Each test meets no other test's open seeks (the app's database is shared)."""

    def close() -> None:
        with stored(app) as session, session.begin():
            session.execute(update(Seek).where(Seek.status == "open").values(status="cancelled"))

    close()
    yield
    close()


def seek(client: FlaskClient, token: str, body: dict[str, Any], slug: str = "millions") -> Any:
    return client.post(f"/v1/{slug}/seeks", json=body, headers=bearer(token))


def seekers(client: FlaskClient, n: int, prefix: str) -> list[tuple[str, str]]:
    return [new_player(client, f"{prefix} {i}") for i in range(n)]


def seeks_count(app: Flask) -> int:
    with stored(app) as session:
        return int(session.scalar(select(func.count()).select_from(Seek)) or 0)


def test_four_seeks_become_a_started_game_with_the_seekers_seats(
    app: Flask, client: FlaskClient
) -> None:
    people = seekers(client, 4, "Four")
    answers = [seek(client, token, {"players": 4}) for _, token in people]
    assert [r.status_code for r in answers] == [201] * 4
    assert [r.json["seek"]["status"] for r in answers] == ["open"] * 3 + ["matched"]
    game = answers[-1].json["seek"]["game"]
    for (_, token), answer in zip(people, answers, strict=True):
        mine = client.get(f"/v1/millions/seeks/{answer.json['seek']['id']}", headers=bearer(token))
        assert mine.json["seek"]["status"] == "matched" and mine.json["seek"]["game"] == game
    views = [client.get(game["path"], headers=bearer(token)).json for _, token in people]
    assert views[0]["status"] == "active"
    assert [v["you"] for v in views] == [0, 1, 2, 3], "seats in the order they seeked"
    with stored(app) as session:
        seats = session.scalars(select(Seat).where(Seat.game_id == game["id"])).all()
        assert sorted(s.player_id for s in seats if s.player_id) == sorted(p for p, _ in people)
    mine = client.get("/v1/players/me/games?status=active", headers=bearer(people[0][1])).json
    assert [g["id"] for g in mine["games"]] == [game["id"]]


def test_a_range_of_players_starts_as_soon_as_the_fewest_fit(client: FlaskClient) -> None:
    people = seekers(client, 3, "Range")
    first = seek(client, people[0][1], {"players": {"min": 3, "max": 5}})
    second = seek(client, people[1][1], {"players": {"min": 3, "max": 4}})
    assert first.json["seek"]["status"] == second.json["seek"]["status"] == "open"
    third = seek(client, people[2][1], {"players": {"min": 3, "max": 8}})
    assert third.json["seek"]["status"] == "matched"
    view = client.get(third.json["seek"]["game"]["path"]).json
    assert len(view["seats"]) == 3


def test_seeks_with_other_options_or_ratedness_do_not_match(client: FlaskClient) -> None:
    people = seekers(client, 4, "Apart")
    bodies = [
        {"players": 3},
        {"players": 3, "rated": False},
        {"players": 3, "options": {"face_up_rows": True}},
        {"players": 4},
    ]
    answers = [seek(client, token, body) for (_, token), body in zip(people, bodies, strict=True)]
    assert all(r.json["seek"]["status"] == "open" for r in answers)


def test_one_players_seeks_never_share_a_game(client: FlaskClient) -> None:
    people = seekers(client, 3, "Twice")
    lone = people[0][1]
    assert seek(client, lone, {"players": 3}).json["seek"]["status"] == "open"
    assert seek(client, lone, {"players": 3}).json["seek"]["status"] == "open"
    assert seek(client, people[1][1], {"players": 3}).json["seek"]["status"] == "open"
    last = seek(client, people[2][1], {"players": 3}).json["seek"]
    assert last["status"] == "matched"
    view = client.get(last["game"]["path"]).json
    assert len(view["seats"]) == 3


def rate(app: Flask, players: list[str], mu: float, sigma: float, games: int) -> None:
    """Give the players a Millions rating of `mu` and `sigma` (ordinal mu - 3 sigma)."""
    with stored(app) as session, session.begin():
        at = datetime.now(UTC)
        for player in players:
            rating = Rating(player_id=player, type="millions", mu=mu, sigma=sigma, games=games)
            rating.ordinal, rating.updated_at = mu - 3 * sigma, at
            session.add(rating)


def test_a_rating_range_keeps_out_players_outside_it(app: Flask, client: FlaskClient) -> None:
    people = seekers(client, 4, "Ranged")
    rate(app, [people[0][0]], mu=40.0, sigma=2.0, games=30)  # ordinal 34
    narrow = seek(client, people[1][1], {"players": 3, "rating_range": [1400, 1600]})
    assert narrow.json["seek"]["rating"] == 1500
    outside = seek(client, people[0][1], {"players": 3})
    assert (
        outside.json["seek"]["rating"] == 1500 + 40 * 34
        and outside.json["seek"]["status"] == "open"
    )
    third = seek(client, people[2][1], {"players": 3}).json["seek"]
    assert third["status"] == "open", "the strong one is outside the first seeker's range"
    fourth = seek(client, people[3][1], {"players": 3}).json["seek"]
    assert fourth["status"] == "matched"
    path = fourth["game"]["path"]
    assert client.get(path, headers=bearer(people[0][1])).json["you"] is None


def test_cancel_an_open_seek(client: FlaskClient) -> None:
    people = seekers(client, 4, "Cancel")
    mine = seek(client, people[0][1], {"players": 4}).json["seek"]
    path = f"/v1/millions/seeks/{mine['id']}"
    r = client.delete(path, headers=bearer(people[0][1]))
    assert r.status_code == 200 and r.json["seek"]["status"] == "cancelled"
    assert client.delete(path, headers=bearer(people[0][1])).json["seek"]["status"] == "cancelled"
    others = [seek(client, token, {"players": 4}).json["seek"] for _, token in people[1:]]
    assert all(s["status"] == "open" for s in others), "a cancelled seek is in no game"


def test_a_matched_seek_cannot_be_cancelled(client: FlaskClient) -> None:
    people = seekers(client, 3, "Late")
    answers = [seek(client, token, {"players": 3}).json["seek"] for _, token in people]
    r = client.delete(f"/v1/millions/seeks/{answers[0]['id']}", headers=bearer(people[0][1]))
    assert r.status_code == 409 and r.json["code"] == "seek_matched"
    assert r.json["game"] == answers[-1]["game"]


def test_another_players_seek_is_unknown_to_you(client: FlaskClient) -> None:
    people = seekers(client, 2, "Nosy")
    theirs = seek(client, people[0][1], {"players": 4}).json["seek"]
    for method in (client.get, client.delete):
        r = method(f"/v1/millions/seeks/{theirs['id']}", headers=bearer(people[1][1]))
        assert r.status_code == 404 and r.json["code"] == "unknown_seek"
    r = client.get(f"/v1/millimemory/seeks/{theirs['id']}", headers=bearer(people[0][1]))
    assert r.status_code == 404, "a seek is found under its own game type"
    mine = client.get(f"/v1/millions/seeks/{theirs['id']}", headers=bearer(people[0][1]))
    assert mine.json["seek"]["status"] == "open"


def test_a_seek_expires_after_its_time(
    app: Flask, client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    people = seekers(client, 3, "Expiring")
    monkeypatch.setitem(app.config, "MILLIE_SEEK_SECONDS", 0.0)
    old = seek(client, people[0][1], {"players": 3}).json["seek"]
    assert old["status"] == "expired"
    monkeypatch.setitem(app.config, "MILLIE_SEEK_SECONDS", 600.0)
    answers = [seek(client, token, {"players": 3}).json["seek"] for _, token in people[1:]]
    assert all(s["status"] == "open" for s in answers), "an expired seek is in no game"


def test_a_player_holds_so_many_open_seeks(app: Flask, client: FlaskClient) -> None:
    _, token = new_player(client, "Greedy seeker")
    limit = int(app.config["MILLIE_SEEKS_PER_PLAYER"])
    for _ in range(limit):
        assert seek(client, token, {"players": 8}).status_code == 201
    before = seeks_count(app)
    r = seek(client, token, {"players": 8})
    assert r.status_code == 409 and r.json["code"] == "too_many_seeks"
    assert seeks_count(app) == before


def test_bad_seeks_are_422_and_store_nothing(app: Flask, client: FlaskClient) -> None:
    _, token = new_player(client, "Sloppy")
    before = seeks_count(app)
    for body, slug in (
        ({}, "millions"),
        ({"players": 2}, "millions"),  # M4: 3 to 8
        ({"players": 9}, "millions"),
        ({"players": {"min": 5, "max": 3}}, "millions"),
        ({"players": {"min": 3}}, "millions"),
        ({"players": "4"}, "millions"),
        ({"players": True}, "millions"),
        ({"players": 1}, "millimemory"),  # rated by default: two or more
        ({"players": 4, "rated": "yes"}, "millions"),
        ({"players": 4, "options": {"face_up_rows": "no"}}, "millions"),
        ({"players": 4, "options": {"no_such_option": 1}}, "millions"),
        ({"players": 4, "rating_range": [1600, 1400]}, "millions"),
        ({"players": 4, "rating_range": [1400]}, "millions"),
        ({"players": 4, "colour": "red"}, "millions"),
    ):
        r = seek(client, token, body, slug)
        assert r.status_code == 422, (body, r.get_data(as_text=True))
        assert r.json["code"] == "invalid_body", body
    assert seek(client, token, {"players": 1, "rated": False}, "millimemory").status_code == 201
    assert seeks_count(app) == before + 1, "a solo unrated seek is a game at once"


def test_seeking_needs_a_players_token(app: Flask, client: FlaskClient) -> None:
    before = seeks_count(app)
    r = client.post("/v1/millions/seeks", json={"players": 4})
    assert r.status_code == 401 and r.json["code"] == "missing_token"
    table = Table.create(client, 3)
    r = client.post("/v1/millions/seeks", json={"players": 4}, headers=table.auth(0))
    assert r.status_code == 403 and r.json["code"] == "not_a_player"
    r = client.post("/v1/millions/seeks", json={"players": 4}, headers=bearer("player.nobody"))
    assert r.status_code == 401 and r.json["code"] == "invalid_token"
    assert seeks_count(app) == before


def test_a_game_made_of_rated_seeks_is_rated_when_it_ends(app: Flask, client: FlaskClient) -> None:
    people = seekers(client, 3, "Matched rated")
    answers = [seek(client, token, {"players": 3}).json["seek"] for _, token in people]
    game = answers[-1]["game"]
    table = Table(client, game["id"], "", [token for _, token in people])
    assert table.play_randomly(random.Random(3))["status"] == "finished"
    with stored(app) as session:
        rated = session.scalars(select(Rating).where(Rating.player_id.in_([p for p, _ in people])))
        assert sorted(r.games for r in rated) == [1, 1, 1]
    board = client.get("/v1/millions/leaderboard?page_size=100").json["players"]
    assert {p for p, _ in people} <= {line["id"] for line in board}


def test_a_seek_is_one_round_trip_and_its_commit_on_postgresql(
    app: Flask, client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """docs/players.md, "What it costs": a seek that leaves the player waiting is one
    round trip (BEGIN, the player's lock, their standing, the seek stored, the type's
    lock, the expiry of seeks past their time (one seek in EXPIRE_EVERY: here each), the
    open seeks) and the commit. The seek that completes a game adds one round trip: the
    game, its first event and seats, its first move, the matched seeks and the players'
    NOTIFY. A rated player's seek is stored with a new player's rating and set to theirs
    (UPDATE) in the round trip after. On SQLite the same statements, without the locks
    (the writer lock holds every write). The player's token was read before: a worker
    answers it from memory."""
    monkeypatch.setattr(seeks_core, "EXPIRE_EVERY", 1)
    people = seekers(client, 5, "Trips")
    for _, token in people:
        assert client.get("/v1/players/me/games", headers=bearer(token)).status_code == 200
    rated = [people[3][0], people[4][0]]  # the one who completes the game; one left waiting
    rate(app, rated, mu=30.0, sigma=7.0, games=3)  # ordinal 9
    trips: list[list[str]] = []
    statements(monkeypatch, trips)
    seek(client, people[0][1], {"players": 4})
    waiting = list(trips)
    for _, token in people[1:3]:
        seek(client, token, {"players": 4})
    trips.clear()
    done = seek(client, people[3][1], {"players": 4}).json["seek"]
    assert done["status"] == "matched" and done["rating"] == 1500 + 40 * 9
    completing = list(trips)
    trips.clear()
    left = seek(client, people[4][1], {"players": 4}).json["seek"]
    assert left["status"] == "open" and left["rating"] == 1500 + 40 * 9
    with stored(app) as session:
        ratings = session.scalars(select(Seek.rating).where(Seek.player_id.in_(rated)))
        assert sorted(ratings) == [1500 + 40 * 9] * 2
    stored_and_read = ["BEGIN", "SELECT", "SELECT", "INSERT", "SELECT", "UPDATE", "SELECT"]
    game = ["INSERT", "INSERT", "INSERT", "WITH", "UPDATE", "SELECT"]
    if app.extensions["millie"].db.postgres:
        assert waiting == [stored_and_read, ["COMMIT"]], waiting
        assert completing == [stored_and_read, ["UPDATE", *game], ["COMMIT"]], completing
        assert trips == [stored_and_read, ["UPDATE", "COMMIT"]], trips
    else:
        words = [word for trip in waiting for word in trip]
        assert words == ["BEGIN", "SELECT", "INSERT", "UPDATE", "SELECT", "COMMIT"], waiting
        words = [word for trip in trips for word in trip]
        assert words == ["BEGIN", "SELECT", "INSERT", "UPDATE", "SELECT", "UPDATE", "COMMIT"]
