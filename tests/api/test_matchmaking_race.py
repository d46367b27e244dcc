"""The matchmaking race (docs/players.md): many processes (as many workers or hosts
would) seek and cancel at once on one database, SQLite and PostgreSQL: no seek lands in
two games, none is lost, every game holds exactly its seekers."""

from __future__ import annotations

import multiprocessing
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session

from conftest import OWN_GAMES, PG_HOWTO, PG_URL, fresh_postgres
from millie.api.db.engine import make_engine
from millie.api.db.migrate import upgrade
from millie.api.db.models import Seat, Seek
from millie.api.http import create_app

PROCESSES = 8
PLAYERS = 64  # each seeks once; every fifth cancels at once
SIZE = 4


def _config(url: str) -> dict[str, Any]:
    return {"DATABASE_URL": url, "TESTING": True, "RATELIMIT_ENABLED": False}


def _seeker(url: str, share: list[tuple[str, int]], start: Any, out: Any) -> None:
    """One process: its own app (its own pool), its players' seeks sent as soon as every
    process is ready; every fifth player's cancelled at once."""
    client = create_app(_config(url), OWN_GAMES).test_client()
    start.wait()
    for token, index in share:
        headers = {"Authorization": f"Bearer {token}"}
        r = client.post("/v1/millions/seeks", json={"players": SIZE}, headers=headers)
        assert r.status_code == 201, r.get_data(as_text=True)
        seek = r.json["seek"]
        if index % 5 == 0:
            gone = client.delete(f"/v1/millions/seeks/{seek['id']}", headers=headers)
            assert gone.status_code in (200, 409), gone.get_data(as_text=True)
        out.put(seek["id"])
    out.put(None)


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def race_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'race.db'}"
    else:
        if not PG_URL:
            pytest.skip(PG_HOWTO)
        # A database of this test's own, named after the suite's.
        url = fresh_postgres(PG_URL, f"{make_url(PG_URL).database}_seek_race")
    upgrade(url)
    return url


def test_no_seek_lands_in_two_games_and_none_is_lost(race_url: str) -> None:
    maker = create_app(_config(race_url), OWN_GAMES).test_client()
    shares: list[list[tuple[str, int]]] = [[] for _ in range(PROCESSES)]
    for i in range(PLAYERS):
        r = maker.post("/v1/players", json={"name": f"Racer {i}", "bot": True})
        shares[i % PROCESSES].append((r.json["token"], i))
    context = multiprocessing.get_context("fork")
    start, out = context.Barrier(PROCESSES), context.Queue()
    workers = [
        context.Process(target=_seeker, args=(race_url, share, start, out)) for share in shares
    ]
    for worker in workers:
        worker.start()
    sent, done = [], 0
    while done < PROCESSES:
        item = out.get(timeout=120)
        if item is None:
            done += 1
        else:
            sent.append(item)
    for worker in workers:
        worker.join(timeout=60)
        assert worker.exitcode == 0
    assert len(sent) == len(set(sent)) == PLAYERS

    engine = make_engine(race_url)
    with Session(engine) as session:
        seeks = {s.id: s for s in session.scalars(select(Seek))}
        seats = session.scalars(select(Seat)).all()
    engine.dispose()
    assert set(seeks) == set(sent), "every seek is stored, none lost"
    statuses = Counter(s.status for s in seeks.values())
    assert statuses["open"] < SIZE, statuses  # fewer than a game's worth left waiting
    assert set(statuses) <= {"open", "matched", "cancelled"}
    for s in seeks.values():
        assert (s.status == "matched") == (s.game_id is not None), s.status
    in_game = Counter(s.game_id for s in seeks.values() if s.game_id is not None)
    assert in_game and all(n == SIZE for n in in_game.values()), in_game
    seated: dict[str, set[str]] = {}
    for seat in seats:
        seated.setdefault(seat.game_id, set()).add(str(seat.player_id))
    for game_id in in_game:
        matched = {s.player_id for s in seeks.values() if s.game_id == game_id}
        assert seated[game_id] == matched, "each game holds exactly its seekers"
    assert statuses["matched"] == SIZE * len(in_game)
