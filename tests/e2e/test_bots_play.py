"""End to end: a real server (gunicorn, 2 workers) and four bots that play complete
games through the generated client, their claims racing, on SQLite and PostgreSQL."""

from __future__ import annotations

import random
import re
import socket
import ssl
import threading
from pathlib import Path
from typing import Any

import httpx
import pytest
from millie_bots.policies import make
from millie_bots.table import Transport, play_game
from millie_client.models import GameType, MillimemoryScore, MorbidLivingScore

from conftest import PG_HOWTO, PG_URL, fresh_postgres
from servers import running_server

GAMES = 4


def play_and_check(base: str, log: Path) -> None:
    for game in range(GAMES):
        rng = random.Random(game)
        bots = [
            make("millions", "greedy", random.Random(rng.random())),
            *(make("millions", "random", random.Random(rng.random())) for _ in range(3)),
        ]
        options = {"face_up_rows": game % 2 == 1}
        record = play_game(
            base, bots, seed=game, options=options, timeout=120, game=GameType.MILLIONS
        )
        assert record.errors == []
        assert record.final.status.value == "finished"
        score = record.score
        assert score.final
        totals = [s.total for s in score.scores]
        assert all(isinstance(t, int) for t in totals)
        best = max(t for t in totals if isinstance(t, int))
        assert score.winners == [s.seat for s in score.scores if s.total == best]
        for line, row in zip(score.scores, record.final.result.rows, strict=True):  # type: ignore[union-attr]
            assert line.items == sum(slot.value for slot in row.slots)
            assert line.total == line.items + line.bonus
        assert sum(seat.moves for seat in record.seats) > 0
    statuses = re.findall(rb'"status": ?(\d{3})', log.read_bytes())
    assert statuses and not [s for s in statuses if s.startswith(b"5")]


def play_millimemory(base: str, log: Path) -> None:
    """An estimator bot (10% off) against two random bots: it reaches 10 points."""
    for game in range(2):
        rng = random.Random(game)
        bots = [
            make("millimemory", "estimator", random.Random(rng.random())),
            *(make("millimemory", "random", random.Random(rng.random())) for _ in range(2)),
        ]
        options = {"single_winner": game == 1}
        record = play_game(base, bots, seed=game, options=options, game=GameType.MILLIMEMORY)
        assert record.errors == [] and record.final.status.value == "finished"
        assert isinstance(record.score, MillimemoryScore) and record.score.final
        assert 0 in record.score.winners and record.score.scores[0].score >= 10
    statuses = re.findall(rb'"status": ?(\d{3})', log.read_bytes())
    assert statuses and not [s for s in statuses if s.startswith(b"5")]


def play_morbid_living(base: str) -> None:
    """The greedy bot against two random bots, each in its own thread."""
    for game in range(2):
        rng = random.Random(game)
        bots = [
            make("morbid-living", "greedy", random.Random(rng.random())),
            *(make("morbid-living", "random", random.Random(rng.random())) for _ in range(2)),
        ]
        record = play_game(base, bots, seed=game, game=GameType.MORBID_LIVING)
        assert record.errors == [] and record.final.status.value == "finished"
        assert isinstance(record.score, MorbidLivingScore) and record.score.final
        best = max((s.essentials, s.net_worth) for s in record.score.scores)
        assert record.score.winners == [
            s.seat for s in record.score.scores if (s.essentials, s.net_worth) == best
        ]


@pytest.mark.server
def test_bots_play_complete_games_through_the_client_on_sqlite(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The clients of every game share one TLS context: loading the CA bundle costs
    # about 20 ms of CPU per client, six clients per game.
    loads: list[Any] = []
    load = ssl.SSLContext.load_verify_locations

    def counted(context: ssl.SSLContext, *args: Any, **kwargs: Any) -> None:
        loads.append(args)
        load(context, *args, **kwargs)

    monkeypatch.setattr(ssl.SSLContext, "load_verify_locations", counted)
    with running_server(f"sqlite:///{tmp_path / 'bots.db'}", workers=2, cwd=tmp_path) as base:
        play_and_check(base, tmp_path / "server.log")
        assert len(loads) <= 1, f"{len(loads)} CA bundles loaded for {GAMES} games"
        play_millimemory(base, tmp_path / "server.log")
        play_morbid_living(base)


@pytest.mark.server
@pytest.mark.postgres
def test_bots_play_complete_games_through_the_client_on_postgresql(tmp_path: Path) -> None:
    if not PG_URL:
        pytest.skip(PG_HOWTO)
    url = fresh_postgres(PG_URL, database="millie_bots")
    with running_server(url, workers=2, cwd=tmp_path) as base:
        play_and_check(base, tmp_path / "server.log")
        play_millimemory(base, tmp_path / "server.log")
        play_morbid_living(base)


def test_a_read_goes_once_more_when_the_server_closed_its_idle_connection_as_it_went_out() -> None:
    """The keep-alive race (millie_bots.table.Transport): a server closes a connection
    idle for its keep-alive time (gunicorn: 2 s) just as the client sends on it. Here a
    server answers each connection's first request and closes it at the second. A GET is
    sent once more, on a new connection; a POST is not (it may have been applied)."""
    server = socket.create_server(("127.0.0.1", 0))
    accepted: list[int] = []

    def serve() -> None:
        while True:
            try:
                connection, _ = server.accept()
            except OSError:  # closed: the test is over
                return
            accepted.append(1)
            with connection:
                for answer in (True, False):
                    request = b""
                    while b"\r\n\r\n" not in request:
                        chunk = connection.recv(65536)
                        if not chunk:
                            break
                        request += chunk
                    if answer:
                        connection.sendall(
                            b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                            b"Content-Length: 2\r\n\r\n{}"
                        )

    threading.Thread(target=serve, daemon=True).start()
    base = f"http://127.0.0.1:{server.getsockname()[1]}"
    try:
        with httpx.Client(base_url=base, transport=Transport()) as client:
            assert client.get("/a").status_code == 200  # connection 1, answered
            assert client.get("/b").status_code == 200  # closed on 1, sent again on 2
            assert len(accepted) == 2
            with pytest.raises(httpx.RemoteProtocolError):
                client.post("/c")  # closed on 2: a move is not sent again
            assert len(accepted) == 2
        with httpx.Client(base_url=base, transport=httpx.HTTPTransport()) as plain:
            assert plain.get("/a").status_code == 200
            with pytest.raises(httpx.RemoteProtocolError):
                plain.get("/b")  # what the bots met without it
    finally:
        server.close()
