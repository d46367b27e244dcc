"""One stream per player (docs/players.md): a seek matched, your turn in any of your
games, a game finished; resumable with Last-Event-ID."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from test_players import bearer, new_player
from test_seeks import no_open_seeks  # noqa: F401  (each test meets no other's seeks)

from tables import Table


@pytest.fixture(autouse=True)
def short_streams(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("millie.api.http.players.STREAM_SECONDS", 4.0)


def messages(stream: Any) -> Iterator[tuple[str | None, str, dict[str, Any]]]:
    """(id, event, data) of each message of an SSE answer, as they come."""
    text = ""
    for chunk in stream.response:
        text += chunk.decode()
        while "\n\n" in text:
            block, text = text.split("\n\n", 1)
            fields = dict(
                line.split(": ", 1)
                for line in block.splitlines()
                if ": " in line and line[0] != ":"
            )
            if "event" in fields:
                yield fields.get("id"), fields["event"], json.loads(fields["data"])


def until(
    found: Iterator[tuple[str | None, str, dict[str, Any]]], kind: str
) -> tuple[str | None, dict[str, Any]]:
    for at, event, data in found:
        if event == kind:
            return at, data
    raise AssertionError(f"no {kind} before the stream closed")


def matched(client: FlaskClient, tokens: list[str]) -> dict[str, Any]:
    answers = [
        client.post("/v1/millions/seeks", json={"players": 3}, headers=bearer(t)) for t in tokens
    ]
    game: dict[str, Any] = answers[-1].json["seek"]["game"]
    return game


def test_a_seek_matched_your_turn_and_the_end_come_on_one_stream(
    app: Flask, client: FlaskClient
) -> None:
    people = [new_player(client, f"Streamer {i}", bot=True) for i in range(3)]
    tokens = [t for _, t in people]
    stream = client.get("/v1/players/me/stream", headers=bearer(tokens[0]), buffered=False)
    assert stream.status_code == 200 and stream.mimetype == "text/event-stream"
    found = messages(stream)
    _, snapshot = until(found, "snapshot")
    assert snapshot == {"games": []}
    game = matched(client, tokens)
    _, started = until(found, "game_started")
    assert started["id"] == game["id"] and started["seat"] == 0 and started["status"] == "active"
    at, turn = until(found, "your_turn")
    assert turn["id"] == game["id"] and turn["pending"] and at is not None
    assert all(p["seat"] == 0 for p in turn["pending"])
    Table(client, game["id"], "", tokens).play_randomly(random.Random(8))
    _, over = until(found, "game_finished")
    assert over["id"] == game["id"] and over["status"] == "finished"
    stream.close()


def test_a_resumed_stream_tells_again_what_changed_since_its_last_id(client: FlaskClient) -> None:
    people = [new_player(client, f"Resumer {i}") for i in range(3)]
    tokens = [t for _, t in people]
    game = matched(client, tokens)
    first = client.get("/v1/players/me/stream", headers=bearer(tokens[1]), buffered=False)
    found = messages(first)
    _, snapshot = until(found, "snapshot")
    assert [g["id"] for g in snapshot["games"]] == [game["id"]]
    assert snapshot["games"][0]["your_turn"] in (True, False)
    first.close()
    headers = {**bearer(tokens[1]), "Last-Event-ID": "0"}
    again = client.get("/v1/players/me/stream", headers=headers, buffered=False)
    _, started = until(messages(again), "game_started")
    assert started["id"] == game["id"] and started["seat"] == 1
    again.close()


def test_the_stream_needs_a_players_token(client: FlaskClient) -> None:
    r = client.get("/v1/players/me/stream")
    assert r.status_code == 401 and r.json["code"] == "missing_token"
    table = Table.create(client, 3)
    r = client.get("/v1/players/me/stream", headers=table.auth(0))
    assert r.status_code == 401 and r.json["code"] == "invalid_token"
