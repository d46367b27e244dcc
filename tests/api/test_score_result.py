"""The score answer (GET .../score) carries the kernel's `result` for every game, in the
shape every game shares (`Result`): null until the game is finished, so that nothing a
seat may not know is told before the end; then each seat's score, the winners and the
ranks with ties (docs/writing-a-game.md)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import highcard
import pytest
from flask.testing import FlaskClient
from test_openapi import conforms

from conftest import OWN_GAMES
from millie.api.db.migrate import upgrade
from millie.api.http import create_app
from millie.rules.game import Game
from tables import Table

GAMES = {"millions": (3, {}), "millimemory": (2, {}), "morbid-living": (3, {"max_turns": 20})}


def _scores(table: Table, players: int) -> list[dict[str, Any]]:
    """The score answer of every viewer: the spectator, the host and each seat."""
    anyone = [table.client.get(table.path("score"), headers=table.auth(host=True)).json]
    for viewer in (None, *range(players)):
        anyone.append(table.client.get(table.path("score"), headers=table.auth(viewer)).json)
    return anyone


def _final_result(client: FlaskClient, path: str, game: Game) -> Any:
    """The result the engine computes from the finished game's exported state."""
    record = client.get(f"{path}/export").json
    return game.engine.result(game.engine.from_dict(record["final_state"]))


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_the_score_tells_the_result_only_once_the_game_is_finished(
    client: FlaskClient, slug: str
) -> None:
    players, options = GAMES[slug]
    table = Table.create(client, players, seed=3, options=options, slug=slug, start=False)
    assert all(s["result"] is None for s in _scores(table, players))  # the lobby
    started = client.post(table.path("start"), headers=table.auth(host=True))
    assert started.status_code == 200
    assert all(s["result"] is None for s in _scores(table, players))  # in play
    table.play_randomly(random.Random(3), by_kind=True)
    game = OWN_GAMES[slug]
    expected = _final_result(client, table.path(), game)
    assert expected is not None and len(expected["ranks"]) == players
    for score in _scores(table, players):
        assert score["result"] == expected
        conforms(score["result"], "Result")
        assert score["result"]["winners"] == score["winners"]


@pytest.fixture
def highcard_client(tmp_path: Path) -> Iterator[FlaskClient]:
    url = f"sqlite:///{tmp_path / 'millie.db'}"
    upgrade(url)
    config = {"DATABASE_URL": url, "RATELIMIT_ENABLED": False}
    yield create_app(config, [highcard.GAME]).test_client()


def test_a_plug_ins_score_tells_its_result_too(highcard_client: FlaskClient) -> None:
    """High card, a plug-in on the kernel: the same `result`, null before the end."""
    client = highcard_client
    created = client.post("/v1/highcard/games", json={"seed": 5}).json
    path = f"/v1/highcard/games/{created['game']['id']}"
    tokens = [client.post(f"{path}/players", json={"name": n}).json["token"] for n in "AB"]
    auth = [{"Authorization": f"Bearer {t}"} for t in tokens]
    client.post(f"{path}/start", headers={"Authorization": f"Bearer {created['host_token']}"})
    assert client.get(f"{path}/score").json["result"] is None
    while client.get(path).json["status"] != "finished":
        for headers in auth:
            mine = client.get(path, headers=headers).json["legal_actions"]
            if mine:
                client.post(mine[0]["path"], json=mine[0]["body"], headers=headers)
    expected = _final_result(client, path, highcard.GAME)
    for headers in ({}, *auth):
        result = client.get(f"{path}/score", headers=headers).json["result"]
        assert result == expected and sorted(result["ranks"]) in ([1, 2], [1, 1])


def test_millie_simulates_report_reads_the_result_alone() -> None:
    """`millie simulate` sums up games from each score's `result` and each view's
    `last_seq`, what every game has: a score with no field of its own is enough."""
    from millie_bots.table import GameRecord
    from millie_client.models import Result

    from millie.simulate import report

    def record(scores: list[float], winners: list[int], ranks: list[int]) -> GameRecord:
        score = SimpleNamespace(result=Result(scores=scores, winners=winners, ranks=ranks))
        final = SimpleNamespace(last_seq=40)
        return GameRecord("g", ["a", "b"], final, score, [], 2.0)  # type: ignore[arg-type]

    text = report([record([3, 1], [0], [1, 2]), record([2, 2], [0, 1], [1, 1])], ["a", "b"])
    lines = text.splitlines()
    assert lines[2].split() == [
        "seat",
        "bot",
        "wins",
        "win",
        "%",
        "mean",
        "rank",
        "mean",
        "score",
        "stdev",
    ]
    assert lines[4].split() == ["0", "a", "2", "100.0%", "1.00", "2", "1"]
    assert lines[5].split() == ["1", "b", "1", "50.0%", "1.50", "2", "1"]
    assert "shared wins: 1" in text and "mean game length: 40.0 events, 2.00 s" in text
