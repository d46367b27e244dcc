"""The matchmaking race (docs/players.md): many processes (as many workers or hosts
would) seek at once on one database, SQLite and PostgreSQL: no seek lands in two games,
none is lost, every game holds exactly its seekers.

The processes seek in rounds: all of them at the same moment (a barrier), one seek each,
eight seeks for two four-player games. When every seek of a round is answered, each
process reads its own seek again: it must be matched. A seek answered `open` and still
open then was missed: seeks committed at once that did not see each other, which is what
the type's lock on PostgreSQL (api/db/seeks.py) and the writer lock on SQLite are for.
Without the lock this fails (docs/players.md says how it was shown), as a seek in two
games would fail the checks at the end. A last round cancels every other seek at once,
racing the matches.
"""

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
SIZE = 4  # PROCESSES seeks a round: two games
ROUNDS = 12  # each must match every one of its seeks
WAIT = 60  # seconds a process waits for the others at a barrier


def _config(url: str) -> dict[str, Any]:
    return {"DATABASE_URL": url, "TESTING": True, "RATELIMIT_ENABLED": False}


def _seeker(url: str, index: int, token: str, barrier: Any, out: Any) -> None:
    """One process: its own app (its own pool) and player; one seek a round, sent when
    every process is ready, and its own seek read again once every seek of the round is
    answered. In the last round every other process cancels its seek at once."""
    try:
        _rounds(url, index, token, barrier, out)
    except BaseException as error:  # the others stop at once, and the test says why
        barrier.abort()
        out.put(("failed", index, repr(error)[:2000]))
        raise
    out.put(None)


def _rounds(url: str, index: int, token: str, barrier: Any, out: Any) -> None:
    client = create_app(_config(url), OWN_GAMES).test_client()
    headers = {"Authorization": f"Bearer {token}"}
    for round_ in range(ROUNDS + 1):
        barrier.wait(WAIT)  # and the reads of the round before are done
        r = client.post("/v1/millions/seeks", json={"players": SIZE}, headers=headers)
        assert r.status_code == 201, r.get_data(as_text=True)
        seek = r.json["seek"]
        if round_ == ROUNDS:
            if index % 2 == 0:
                gone = client.delete(f"/v1/millions/seeks/{seek['id']}", headers=headers)
                assert gone.status_code in (200, 409), gone.get_data(as_text=True)
            out.put((round_, seek["id"], None))
            continue
        barrier.wait(WAIT)  # every seek of the round answered
        now = client.get(f"/v1/millions/seeks/{seek['id']}", headers=headers)
        out.put((round_, seek["id"], now.json["seek"]["status"]))


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
    tokens = [
        maker.post("/v1/players", json={"name": f"Racer {i}", "bot": True}).json["token"]
        for i in range(PROCESSES)
    ]
    context = multiprocessing.get_context("fork")
    barrier, out = context.Barrier(PROCESSES), context.Queue()
    workers = [
        context.Process(target=_seeker, args=(race_url, i, token, barrier, out))
        for i, token in enumerate(tokens)
    ]
    for worker in workers:
        worker.start()
    answers, failed, done = [], [], 0
    while done < PROCESSES:
        item = out.get(timeout=120)
        if item is None:
            done += 1
        elif item[0] == "failed":
            failed.append(item)
            done += 1
        else:
            answers.append(item)
    for worker in workers:
        worker.join(timeout=60)
    # The one that failed first, then the others (they saw the barrier broken).
    failed.sort(key=lambda item: "BrokenBarrierError" in item[2])
    assert not failed, failed
    assert all(worker.exitcode == 0 for worker in workers)
    sent = [seek_id for _, seek_id, _ in answers]
    assert len(sent) == len(set(sent)) == PROCESSES * (ROUNDS + 1)
    missed = sorted((r, status) for r, _, status in answers if r < ROUNDS and status != "matched")
    assert not missed, f"seeks of one round that missed each other: {missed}"

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
    assert len(in_game) >= 2 * ROUNDS and all(n == SIZE for n in in_game.values()), in_game
    seated: dict[str, set[str]] = {}
    for seat in seats:
        seated.setdefault(seat.game_id, set()).add(str(seat.player_id))
    assert set(seated) == set(in_game), "a game for every four matched seeks, and no other"
    for game_id in in_game:
        matched = {s.player_id for s in seeks.values() if s.game_id == game_id}
        assert seated[game_id] == matched, "each game holds exactly its seekers"
    assert statuses["matched"] == SIZE * len(in_game)
