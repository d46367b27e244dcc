"""Millimemory through HTTP, on both databases: complete random games, the secrecy of
predictions (Q6) in views and events, and bad input."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from flask.testing import FlaskClient
from test_bad_input import assert_problem, refused

from tables import REPLAYED, Table, assert_export_replays

GAMES = 150  # per database; the first REPLAYED are exported and replayed too


@pytest.mark.parametrize("game", range(GAMES))
def test_random_millimemory_game_from_legal_actions_reaches_consistent_end(
    client: FlaskClient, game: int
) -> None:
    """Players send only random entries of their own legal_actions; every game ends
    (Q8 or Q10) with scores, winners, masters and the solo rank consistent."""
    rng = random.Random(game)
    players = 1 + game % 6
    options = {"single_winner": game % 4 == 3}
    table = Table.create(client, players, seed=game, options=options, slug="millimemory")
    final = table.play_randomly(rng, max_moves=3000)
    if game < REPLAYED:
        assert_export_replays(table)
    assert final["pending"] == [] and final["legal_actions"] == []
    score = client.get(table.path("score")).json
    result = final["result"]
    scores = [s["score"] for s in score["scores"]]
    assert all(s >= 0 for s in scores)
    assert [r["score"] for r in result["scores"]] == scores
    assert score["winners"] == result["winners"] and score["masters"] == result["masters"]
    if result["ended_by"] == "deck_empty":
        assert score["masters"] == [] == score["winners"] and final["deck_size"] == 0
        leading = [s for s, v in enumerate(scores) if v == max(scores)]
        assert score["leaders"] == {"score": max(scores), "seats": leading}
    else:
        assert score["leaders"] is None
    if result["ended_by"] == "target" and not options["single_winner"]:
        assert score["winners"] == [s for s, v in enumerate(scores) if v >= 10]
    if players == 1:
        expected = "E" if result["ended_by"] != "target" else None
        assert score["solo_rank"] in ("A", "B", "C", "D", "E")
        assert expected is None or score["solo_rank"] == expected
    else:
        assert score["solo_rank"] is None
    assert final["cards_played"] + len(final["skipped"]) + final["deck_size"] == 72


def millimemory(client: FlaskClient, players: int = 3, start: bool = True) -> Table:
    return Table.create(client, players, seed=7, start=start, slug="millimemory")


def test_q6_predictions_stay_secret_until_the_reveal_over_http(client: FlaskClient) -> None:
    """Until everyone has locked, no other seat, spectator or event tells a prediction,
    not even whether it is high or low; the predictor sees their own."""
    table = millimemory(client)
    before = client.get(table.path("events")).json["last_seq"]
    r = table.post(0, "predict", {"mm": 123.4})
    assert r.status_code == 200 and r.json["your_prediction"] == 123.4
    for viewer in (None, 1, 2):
        text = json.dumps(table.view(viewer))
        assert "123.4" not in text
        seats = table.view(viewer)["seats"]
        assert seats[0]["locked"] is True and set(seats[0]) == {
            "seat",
            "name",
            "colour",
            "score",
            "locked",
            "contender",
            "bot",
            "is_bot",
        }
    for viewer in (None, 1, 2):
        events = table.client.get(
            table.path("events") + f"?after={before}", headers=table.auth(viewer)
        ).json["events"]
        assert "123.4" not in json.dumps(events)
    mine = table.client.get(table.path("events") + f"?after={before}", headers=table.auth(0))
    assert mine.json["events"][0]["secret"] == {"mm": 123.4}
    table.post(1, "predict", {"mm": 50})
    r = table.post(2, "predict", {"mm": 60})
    revealed = [
        e for e in client.get(table.path("events")).json["events"] if e["kind"] == "answer_revealed"
    ]
    assert [x["mm"] for x in revealed[0]["data"]["results"]] == [123.4, 50, 60]


@pytest.mark.parametrize(
    "body",
    [{"mm": "12"}, {"mm": True}, {"mm": None}, {}, {"mm": 301}, {"mm": -1}, {"mm": 1, "x": 2}],
)
def test_bad_prediction_bodies_are_422(client: FlaskClient, body: Any) -> None:
    table = millimemory(client)
    refused(table, lambda: table.post(0, "predict", body), 422, "invalid_body")


def test_q3_prediction_with_two_decimals_is_refused(client: FlaskClient) -> None:
    table = millimemory(client)
    refused(table, lambda: table.post(0, "predict", {"mm": 12.34}), 422, "bad_prediction")


def test_millimemory_move_refusals(client: FlaskClient) -> None:
    table = millimemory(client)
    assert table.post(0, "predict", {"mm": 10}).status_code == 200
    refused(table, lambda: table.post(0, "predict", {"mm": 11}), 409, "already_predicted")
    refused(table, lambda: table.post(None, "predict", {"mm": 11}), 401, "missing_token")
    other = millimemory(client)
    refused(
        table,
        lambda: client.post(table.path("predict"), json={"mm": 3}, headers=other.auth(1)),
        401,
        "invalid_token",
    )
    refused(
        table,
        lambda: client.post(table.path("predict"), json={"mm": 3}, headers=table.auth(host=True)),
        403,
        "not_a_player",
    )
    refused(
        table,
        lambda: client.post(
            table.path("predict"),
            data='{"mm": ',
            content_type="application/json",
            headers=table.auth(1),
        ),
        400,
        "malformed_json",
    )
    lobby = millimemory(client, start=False)
    refused(lobby, lambda: lobby.post(0, "predict", {"mm": 3}), 409, "wrong_phase")


def test_q4_join_refusals(client: FlaskClient) -> None:
    lobby = millimemory(client, start=False)
    join = lobby.path("players")
    refused(
        lobby, lambda: client.post(join, json={"name": "X", "colour": "blue"}), 409, "colour_taken"
    )
    refused(
        lobby, lambda: client.post(join, json={"name": "X", "colour": "teal"}), 422, "invalid_body"
    )
    refused(
        lobby,
        lambda: client.post(join, json={"name": "X", "character": "Claire"}),
        422,
        "invalid_body",
    )
    full = Table.create(client, 6, start=False, slug="millimemory")
    refused(
        full,
        lambda: client.post(full.path("players"), json={"name": "X", "colour": "blue"}),
        409,
        "game_full",
    )
    assert_problem(client.get("/v1/millimemory/games/0123456789abcdef"), 404, "unknown_game")


def test_a_millions_game_is_not_found_under_millimemory(client: FlaskClient) -> None:
    table = Table.create(client, 3)
    assert_problem(client.get(f"/v1/millimemory/games/{table.game_id}"), 404, "unknown_game")


def test_a_locked_player_skipping_gets_409_prediction_locked_Q5(client: FlaskClient) -> None:
    table = millimemory(client)
    card = table.view(0)["card"]["id"]
    assert table.post(0, "predict", {"mm": 10, "card": card}).status_code == 200
    assert table.view(0)["legal_actions"] == []
    refused(table, lambda: table.post(0, "skip", {"card": card}), 409, "prediction_locked")
    refused(table, lambda: table.post(0, "skip"), 409, "prediction_locked")
    assert table.post(1, "skip", {"card": card}).status_code == 200, "who has not locked may"


def test_a_deck_run_out_has_no_winner_and_reports_the_leaders_Q10(client: FlaskClient) -> None:
    """Q10 through HTTP: a solo player who skips every card runs the deck out: no
    winner, no Master, rank E, and the highest score (0) reported as the leaders'."""
    table = millimemory(client, players=1)
    for _ in range(72):
        assert table.post(0, "skip").status_code == 200
    final = table.view(0)
    assert final["status"] == "finished" and final["result"]["ended_by"] == "deck_empty"
    score = client.get(table.path("score")).json
    for shown in (final["result"], score):
        assert shown["winners"] == [] and shown["masters"] == []
        assert shown["leaders"] == {"score": 0, "seats": [0]} and shown["solo_rank"] == "E"
