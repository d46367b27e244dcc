"""Ratings (docs/players.md): openskill's Plackett-Luce from a finished rated game's
ranks, in the transaction that finishes it; provisional until 10 games; history and
leaderboards."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from typing import Any

from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import select
from test_players import bearer, new_player

from conftest import stored
from millie.api.core import ratings
from millie.api.db import players as db
from millie.api.db.models import Rating, RatingChange, Seek
from millie.rules.millimemory.cards import COLOURS
from millie.rules.millions.cards import CHARACTERS
from tables import Table


def mark_rated(
    app: Flask, game_id: str, player_ids: list[str], rated: bool = True, slug: str = "millions"
) -> None:
    """The seeks a game was matched from, as matchmaking leaves them."""
    at = datetime.now(UTC)
    with stored(app) as session, session.begin():
        for i, player in enumerate(player_ids):
            session.add(
                Seek(
                    id=f"{game_id[:12]}{i:04d}",
                    player_id=player,
                    type=slug,
                    status="matched",
                    min_players=len(player_ids),
                    max_players=len(player_ids),
                    rated=rated,
                    options={},
                    options_key="",
                    rating=1500,
                    rating_lo=None,
                    rating_hi=None,
                    game_id=game_id,
                    created_at=at,
                    expires_at=at + timedelta(minutes=5),
                )
            )


def played(
    app: Flask,
    client: FlaskClient,
    tokens: list[str],
    ids: list[str],
    seed: int,
    rated: bool = True,
) -> dict[str, Any]:
    """A game of Millions of these players, made rated (or not), played out at random:
    its final score answer (every Millions game ends with a full ranking, M19)."""
    r = client.post("/v1/millions/games", json={"options": {}, "seed": seed})
    game_id, host = r.json["game"]["id"], r.json["host_token"]
    table = Table(client, game_id, host, tokens)
    for i, token in enumerate(tokens):
        body = {"character": CHARACTERS[i]}
        joined = client.post(table.path("players"), json=body, headers=bearer(token))
        assert joined.status_code == 201, joined.get_data(as_text=True)
    mark_rated(app, game_id, ids, rated)
    assert client.post(table.path("start"), headers=table.auth(host=True)).status_code == 200
    assert table.play_randomly(random.Random(seed))["status"] == "finished"
    score: dict[str, Any] = client.get(table.path("score")).json
    return score


def players(client: FlaskClient, n: int, prefix: str) -> tuple[list[str], list[str]]:
    made = [new_player(client, f"{prefix} {i}", bot=i % 2 == 1) for i in range(n)]
    return [p for p, _ in made], [t for _, t in made]


def rating_rows(app: Flask, ids: list[str]) -> dict[str, Rating]:
    with stored(app) as session:
        rows = session.scalars(select(Rating).where(Rating.player_id.in_(ids))).all()
    return {r.player_id: r for r in rows}


def test_a_finished_rated_game_rates_its_players_by_their_ranks(
    app: Flask, client: FlaskClient
) -> None:
    ids, tokens = players(client, 3, "Rated")
    score = played(app, client, tokens, ids, seed=11)
    ranks = score["result"]["ranks"]
    rows = rating_rows(app, ids)
    assert set(rows) == set(ids)
    expected = ratings.MODEL.rate([[ratings.MODEL.rating()] for _ in ids], ranks=ranks)
    for seat, player in enumerate(ids):
        assert rows[player].games == 1
        assert abs(rows[player].mu - expected[seat][0].mu) < 1e-9, "openskill's Plackett-Luce"
        assert abs(rows[player].sigma - expected[seat][0].sigma) < 1e-9
    best = min(range(3), key=lambda s: ranks[s])
    worst = max(range(3), key=lambda s: ranks[s])
    assert rows[ids[best]].mu > rows[ids[worst]].mu
    profile = client.get(f"/v1/players/{ids[best]}").json
    assert profile["ratings"][0]["type"] == "millions"
    assert profile["ratings"][0]["provisional"] is True and profile["ratings"][0]["games"] == 1


def test_an_unrated_game_changes_no_rating(app: Flask, client: FlaskClient) -> None:
    ids, tokens = players(client, 3, "Casual")
    played(app, client, tokens, ids, seed=5, rated=False)
    assert rating_rows(app, ids) == {}


def test_tied_players_move_alike(app: Flask, client: FlaskClient) -> None:
    ids, tokens = players(client, 3, "Tie")
    r = client.post("/v1/millimemory/games", json={"options": {}})
    game_id = r.json["game"]["id"]
    for i, token in enumerate(tokens):
        client.post(
            f"/v1/millimemory/games/{game_id}/players",
            json={"colour": COLOURS[i]},
            headers=bearer(token),
        )
    mark_rated(app, game_id, ids, slug="millimemory")
    database = app.extensions["millie"].db
    with database.transaction(write=True) as tx:
        result = {"scores": [10, 10, 3], "winners": [0, 1], "ranks": [1, 1, 3]}
        assert ratings.game_finished(tx, "millimemory", game_id, result, datetime.now(UTC))
    rows = rating_rows(app, ids)
    assert rows[ids[0]].mu == rows[ids[1]].mu > rows[ids[2]].mu
    assert rows[ids[0]].sigma == rows[ids[1]].sigma


def test_a_player_is_provisional_until_ten_rated_games() -> None:
    row = db.RatingRow("millions", 30.0, 4.0, 18.0, ratings.PROVISIONAL_GAMES - 1)
    assert ratings.described(row)["provisional"] is True
    row = db.RatingRow("millions", 30.0, 4.0, 18.0, ratings.PROVISIONAL_GAMES)
    shown = ratings.described(row)
    assert shown["provisional"] is False and shown["rating"] == 1500 + 40 * 18


def test_rating_history_lists_each_rated_game_newest_first(app: Flask, client: FlaskClient) -> None:
    ids, tokens = players(client, 3, "History")
    games = []
    for seed in (21, 22):
        played(app, client, tokens, ids, seed=seed)
        with stored(app) as session:
            games = [
                c.game_id
                for c in session.scalars(
                    select(RatingChange)
                    .where(RatingChange.player_id == ids[0])
                    .order_by(RatingChange.at.desc())
                )
            ]
    r = client.get(f"/v1/players/{ids[0]}/ratings/millions")
    assert r.status_code == 200
    history = r.json["history"]
    assert [h["game"] for h in history] == games and len(games) == 2
    assert set(history[0]) == {"game", "rank", "rating", "mu", "sigma", "at"}
    assert rating_rows(app, ids)[ids[0]].games == 2


def test_the_leaderboard_is_best_first_humans_and_bots_together_or_apart(
    app: Flask, client: FlaskClient
) -> None:
    ids, tokens = players(client, 4, "Board")
    played(app, client, tokens, ids, seed=31)
    board = client.get("/v1/millions/leaderboard?page_size=100").json
    lines = [line for line in board["players"] if line["id"] in ids]
    assert len(lines) == 4
    everyone = board["players"]
    assert [p["rating"] for p in everyone] == sorted((p["rating"] for p in everyone), reverse=True)
    assert [p["place"] for p in everyone] == list(range(1, len(everyone) + 1))
    bots = client.get("/v1/millions/leaderboard?players=bots&page_size=100").json["players"]
    humans = client.get("/v1/millions/leaderboard?players=humans&page_size=100").json
    assert all(p["bot"] for p in bots) and not any(p["bot"] for p in humans["players"])
    assert {p["id"] for p in bots} & set(ids) == {ids[1], ids[3]}
    page = client.get("/v1/millions/leaderboard?page=2&page_size=1").json
    assert page["players"][0]["place"] == 2 and page["total"] == board["total"]


def test_a_bad_leaderboard_query_is_422(client: FlaskClient) -> None:
    for query in ("players=robots", "page=0", "page_size=101"):
        r = client.get(f"/v1/millimemory/leaderboard?{query}")
        assert r.status_code == 422 and r.json["code"] == "invalid_query", query
    assert client.get("/v1/nosuchgame/leaderboard").status_code == 404
