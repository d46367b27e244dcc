"""api/db and api/core's own rules (the games themselves are tested through HTTP): the
SQLite writers' queue, the statements on PostgreSQL, the notifier, the view cache and the
stored state documents."""

from __future__ import annotations

import gc
import os
import random
import re
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType
from typing import Any

import orjson
import pytest
from flask.testing import FlaskClient
from sent import statements
from sqlalchemy import DateTime, literal_column, select, text
from sqlalchemy.exc import DataError, IntegrityError, ProgrammingError

from engine_calls import apply
from millie.api.core.moves import Move
from millie.api.core.times import now
from millie.api.core.views import ViewCache
from millie.api.core.writing import OPTIMISTIC
from millie.api.db import games as game_db
from millie.api.db.database import Database, Tx
from millie.api.db.engine import dumps, make_engine
from millie.api.db.rows import GameRow, Write
from millie.api.db.writers import WriterQueue
from millie.rules import millimemory, millions, morbid_living
from millie.rules.game import Event
from millie.rules.millimemory.cards import COLOURS
from millie.rules.millions.cards import CHARACTERS
from servers import python_script
from tables import Table

TRY_LOCK = (
    "import fcntl, os, sys\n"
    "fd = os.open(sys.argv[1], os.O_RDWR)\n"
    "fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)\n"
)


def other_process_can_write(path: Path) -> bool:
    done = subprocess.run([sys.executable, "-c", TRY_LOCK, str(path)], capture_output=True)
    return done.returncode == 0


def test_sqlite_writers_of_other_processes_wait_for_the_turn(tmp_path: Path) -> None:
    queue = WriterQueue(str(tmp_path / "millie.db-writer"))
    with queue.turn():
        assert not other_process_can_write(tmp_path / "millie.db-writer")
    assert other_process_can_write(tmp_path / "millie.db-writer")


def test_sqlite_writers_of_one_process_take_turns(tmp_path: Path) -> None:
    queue = WriterQueue(str(tmp_path / "millie.db-writer"))
    order: list[str] = []
    inside = threading.Event()

    def second() -> None:
        inside.wait()
        with queue.turn():
            order.append("second")

    thread = threading.Thread(target=second)
    thread.start()
    with queue.turn():
        inside.set()
        thread.join(timeout=0.2)  # it cannot get in while this turn lasts
        order.append("first")
    thread.join()
    assert order == ["first", "second"]


TAKE_TURNS = """
import os, sys, time
from millie.api.db.writers import WriterQueue

queue, log, go = WriterQueue(sys.argv[1]), sys.argv[2], sys.argv[3]
open(f"{go}-{sys.argv[4]}", "w").close()  # ready
while not os.path.exists(go):
    time.sleep(0.001)
for _ in range(150):
    with queue.turn():
        with open(log, "a") as f:
            f.write(sys.argv[4])
        time.sleep(0.001)
"""


def test_sqlite_writers_of_two_busy_processes_alternate(tmp_path: Path) -> None:
    """flock() wakes a waiter when the lock is released but lets anyone take it: with
    every core busy, the process that just wrote, still running, took it again before
    the waiter got a core, 46 to 149 times in a row. With the waiters announced (a
    shared lock on `-writer-waiting`), a writer that is done lets the waiting process in
    first: two busy processes take turns."""
    path, log, go = tmp_path / "millie.db-writer", tmp_path / "log", tmp_path / "go"
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", TAKE_TURNS, str(path), str(log), str(go), name],
            cwd=Path(__file__).resolve().parents[2],
        )
        for name in "ab"
    ]
    deadline = time.monotonic() + 60
    while not all(Path(f"{go}-{name}").exists() for name in "ab"):
        assert time.monotonic() < deadline, "the writers did not start"
        time.sleep(0.01)
    # Every core busy, as under load: a woken waiter waits for a core.
    spinners = [
        subprocess.Popen([sys.executable, "-c", "while True: pass"])
        for _ in range(os.cpu_count() or 2)
    ]
    try:
        time.sleep(0.2)
        go.touch()
        for proc in procs:
            assert proc.wait(timeout=60) == 0
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()
    order = log.read_text()
    assert sorted(order) == ["a"] * 150 + ["b"] * 150
    # Strict turns make 299 hand-overs; one process writing dozens of times in a row
    # (before: runs of 46 to 149) makes far fewer. A process that the machine has not
    # run for a while (it waits for no turn then) may let the other write a few more.
    turns = len(re.findall(r"a+|b+", order)) - 1
    assert turns >= 150, f"{turns} hand-overs in 300 writes: {order}"


def test_a_file_database_gets_a_writer_queue_and_memory_none(tmp_path: Path) -> None:
    on_file = Database(make_engine(f"sqlite:///{tmp_path / 'millie.db'}"))
    assert on_file.writers is not None
    assert on_file.writers.path == f"{tmp_path / 'millie.db'}-writer"
    assert Database(make_engine("sqlite://")).writers is None


def postgres_only(database_url: str) -> Database:
    if not database_url.startswith("postgresql"):
        pytest.skip("PostgreSQL only")
    return Database(make_engine(database_url))


def stored_game(game_id: str, state_json: str) -> GameRow:
    return GameRow(
        game_id,
        "millions",
        "lobby",
        1,
        1,
        False,
        "h" * 64,
        state_json,
        1,
        0,
        None,
        datetime(2026, 12, 1, 3, 4, 5, 678901, tzinfo=UTC),
    )


@pytest.mark.postgres
def test_postgres_values_round_trip_through_a_move(database_url: str) -> None:
    """A game written and read back with the move's statements: quotes, backslashes,
    non-ASCII text in the state, the events and the actions come back unchanged (values
    go apart from the SQL), and one write statement stores the state, the actions and
    the events (api/db/statements.py)."""
    db = postgres_only(database_url)
    tricky = "O'Brien's \\'; DROP TABLE games; -- Tante Millie \u00e9 \U0001f0cf \\n"
    game = stored_game(os.urandom(8).hex(), dumps({"players": [{"name": tricky}], "n": 2**62}))
    at = datetime(2026, 12, 1, 3, 4, 5, 678901, tzinfo=UTC)
    with db.transaction(write=True) as tx:
        game_db.insert_game(tx, game, Event("game_created", {"options": {}}), at, None, True)
    with db.transaction(write=True) as tx:
        loaded = game_db.load(tx, game.id, "", lock=True)
        assert loaded is not None
        row, seat, _ = loaded
        assert seat is None and row.state == {"players": [{"name": tricky}], "n": 2**62}
        row.version += 1
        row.event_count += 2
        row.action_count += 1
        told = Event("told", {"text": tricky}, {"secret": tricky}, 1)
        action = {"action": "story", "seat": 1, "body": {"text": tricky, "squabble": 3}, "now": 1.5}
        assert game_db.store(tx, Write(row, 1, 2, [Event("plain"), told], 1, [action], at))
        assert not game_db.store(tx, Write(row, 1, 4, [Event("late")], 2, [action], at))  # not at 1
    with db.transaction(write=False) as tx:
        events = game_db.events(tx, game.id, 0)
        assert [(e.seq, e.kind, e.data, e.secret, e.secret_to) for e in events] == [
            (1, "game_created", {"options": {}}, None, None),
            (2, "plain", {}, None, None),
            (3, "told", {"text": tricky}, {"secret": tricky}, 1),
        ]
        assert events[-1].at == at
        assert game_db.actions(tx, game.id) == [{"n": 1, **action}]
        again = game_db.load(tx, game.id, "", lock=False)
        assert again is not None and again[0].version == 2


def test_a_move_is_one_read_and_one_write_holding_no_lock_across_the_network(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A move's statements: the game read with the caller's seat (no lock, no BEGIN),
    then the write, compare-and-set on the version read: on PostgreSQL one statement,
    its own transaction; on SQLite BEGIN IMMEDIATE, the UPDATE and one INSERT for each
    table that gains rows, the commit. Nothing else."""
    table = Table.create(client, players=4, seed=5)
    store = client.application.extensions["millie"]
    sent = statements(monkeypatch)
    assert table.post(0, "flip").status_code == 200
    monkeypatch.undo()
    if store.db.postgres:
        assert sent == ["SELECT", "WITH"], sent
    else:
        assert sent == ["SELECT", "BEGIN", "UPDATE", "INSERT", "INSERT", "COMMIT"], sent


def test_a_move_on_a_game_this_process_knows_is_the_write_alone(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A move on a game the watcher vouches for (read since, nothing heard of it) is made
    on what memory holds: its statements are the write's alone (PostgreSQL: one round
    trip), with or without an Idempotency-Key, and the key's retry gets the kept answer."""
    table = Table.create(client, players=4, seed=5)
    store = client.application.extensions["millie"]
    table.view(0)  # read: now known
    sent = statements(monkeypatch)
    key = {"Idempotency-Key": "one-round-trip-0001"}
    flipped = client.post(table.path("flip"), json={}, headers={**table.auth(0), **key})
    monkeypatch.undo()
    assert flipped.status_code == 200, flipped.get_data(as_text=True)
    if store.db.postgres:
        assert sent == ["WITH"], sent
    else:
        assert sent == ["BEGIN", "UPDATE", "INSERT", "INSERT", "DELETE", "INSERT", "COMMIT"], sent
    table.view(0)
    again = client.post(table.path("flip"), json={}, headers={**table.auth(0), **key})
    assert again.headers.get("Idempotent-Replayed") == "true"
    assert again.get_data() == flipped.get_data()


def test_a_move_made_from_a_version_another_process_changed_is_made_anew(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Compare-and-set: when another process moves the game between a move's read and
    its write, the write changes nothing, and the move is read and made again on the
    game as it is now (counted in `millie_move_retries`); the answer shows both moves."""
    table = Table.create(client, players=4, seed=5)
    store = client.application.extensions["millie"]
    load = game_db.load
    raced: list[int] = []

    def load_then_race(tx: Tx, game_id: str, digest: str, lock: bool, key: Any = None) -> Any:
        found = load(tx, game_id, digest, lock, key)
        if not raced:  # another process's move lands after this read
            raced.append(1)
            with store.db.transaction(write=True) as other:
                row = load(other, game_id, "", True)[0]
                write = Write(row, row.version, row.event_count + 1, [Event("x")], 0, [], now())
                row.version += 1
                row.event_count += 1
                assert game_db.store(other, write)
        return found

    before = table.view()["version"]
    retried = _move_retries(client)
    monkeypatch.setattr(game_db, "load", load_then_race)
    flipped = table.post(0, "flip")
    monkeypatch.undo()
    assert flipped.status_code == 200, flipped.get_data(as_text=True)
    assert flipped.json["version"] == before + 2
    events = client.get(table.path("events")).json["events"]
    kinds = [e["kind"] for e in events]
    assert kinds.count("x") == 1 and kinds[-1] != "x"
    assert _move_retries(client) == retried + 1


def _move_retries(client: FlaskClient) -> float:
    metrics = client.get("/metrics").get_data(as_text=True)
    found = re.search(r'^millie_move_retries_total\{game_type="millions"\} (\S+)$', metrics, re.M)
    return float(found.group(1)) if found else 0.0


def test_a_move_that_keeps_losing_the_race_is_made_holding_the_row_lock(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A move that finds the game changed at each of its OPTIMISTIC tries is made once
    more in a transaction that holds the game's row lock, which nothing overtakes."""
    table = Table.create(client, players=4, seed=5)
    store = client.application.extensions["millie"]
    stored_write = game_db.store
    tries: list[bool] = []

    def lost(tx: Tx, write: Write) -> bool:
        if (tx.write and tx.db.postgres) or len(tries) >= OPTIMISTIC:
            tries.append(True)
            return stored_write(tx, write)
        tries.append(False)
        return False

    before = table.view()["version"]
    monkeypatch.setattr(game_db, "store", lost)
    flipped = table.post(0, "flip")
    monkeypatch.undo()
    assert flipped.status_code == 200, flipped.get_data(as_text=True)
    assert tries == [False] * OPTIMISTIC + [True]
    assert flipped.json["version"] == table.view()["version"] == before + 1
    assert store.locks.__len__() == 0


@pytest.mark.postgres
def test_a_postgres_write_that_fails_at_commit_undoes_its_whole_batch(
    database_url: str,
) -> None:
    """A write nobody reads is sent with the COMMIT: if it fails there, the statements
    before it in the transaction are undone with it, and the pool stays usable."""
    db = postgres_only(database_url)
    game = stored_game(os.urandom(8).hex(), dumps({"players": []}))
    at = datetime(2026, 12, 1, tzinfo=UTC)
    with pytest.raises(IntegrityError), db.transaction(write=True) as tx:
        game_db.insert_game(tx, game, Event("game_created", {"options": {}}), at, None, True)
        game_db.insert_game(
            tx, game, Event("game_created", {"options": {}}), at, None, True
        )  # same id
    with db.transaction(write=False) as tx:
        assert game_db.load(tx, game.id, "", lock=False) is None
        assert game_db.events(tx, game.id, 0) == []


@pytest.mark.postgres
def test_postgres_errors_roll_back_and_leave_the_pool_usable(database_url: str) -> None:
    db = postgres_only(database_url)
    with pytest.raises(ProgrammingError), db.transaction(write=True) as tx:
        tx.run(text("SELECT no_such_column FROM games"))
    with pytest.raises(DataError), db.transaction(write=True) as tx:
        tx.run(text("SELECT 1 / CAST(:n AS int)"), {"n": 0})
    with db.transaction(write=False) as tx:
        assert tx.run(text("SELECT 1 + CAST(:n AS int)"), {"n": 2}).scalar() == 3


class _Counting:
    """A DBAPI cursor that counts how often its description is asked for."""

    asked = 0

    def __init__(self, cursor: Any) -> None:
        self._cursor = cursor

    @property
    def description(self) -> Any:
        _Counting.asked += 1
        return self._cursor.description

    def __getattr__(self, name: str) -> Any:
        return getattr(self._cursor, name)


def test_a_selects_rows_are_read_without_asking_the_cursor_for_its_columns_again(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """psycopg makes a Column object per column each time a cursor's description is
    asked for: a compiled SELECT asks once, at its first rows (for its columns' readers),
    then reads its rows by what it knows; SQL text asks each time, and a write without
    RETURNING has no rows to read."""
    db = Database(make_engine(database_url))
    answer = Tx._answer
    monkeypatch.setattr(Tx, "_answer", lambda tx, c, compiled: answer(tx, _Counting(c), compiled))
    when = select(literal_column("CURRENT_TIMESTAMP", DateTime).label("at"))
    asked = []
    with db.transaction(write=False) as tx:
        for _ in range(3):
            _Counting.asked = 0
            (at,) = tx.run(when).one()
            asked.append(_Counting.asked)
            assert isinstance(at, datetime)
        _Counting.asked = 0
        assert tx.run(text("SELECT 1 + CAST(:n AS int)"), {"n": 2}).scalar() == 3
        assert _Counting.asked == 1
    assert asked == [1, 0, 0]


def test_a_deferred_statement_runs_before_the_next_or_the_commit_and_not_after_a_rollback(
    app: Any, database_url: str
) -> None:
    """`Tx.defer`: a statement nobody reads is sent with the next statements (before
    them), or with the COMMIT; a transaction rolled back runs none of it."""
    from millie.api.db import seeks as seek_db

    client = app.test_client()
    player = client.post("/v1/players", json={"name": "Deferred"}).json
    token = {"Authorization": f"Bearer {player['token']}"}
    made = client.post("/v1/millions/seeks", json={"players": 4}, headers=token).json["seek"]
    db = app.extensions["millie"].db
    row = None
    with db.transaction(write=True) as tx:
        row = seek_db.by_id(tx, made["id"])
    assert row is not None
    row.rating = 1234
    with db.transaction(write=True) as tx:
        tx.defer(seek_db.rated(row))
        assert seek_db.by_id(tx, made["id"]).rating == 1234  # sent before the read
    row.rating = 1600
    with pytest.raises(RuntimeError), db.transaction(write=True) as tx:
        tx.defer(seek_db.rated(row))
        raise RuntimeError("rolled back")
    with db.transaction(write=True) as tx:
        assert seek_db.by_id(tx, made["id"]).rating == 1234
        tx.defer(seek_db.rated(row))
    with db.transaction(write=False) as tx:
        assert seek_db.by_id(tx, made["id"]).rating == 1600  # sent with the commit


STEADY_SCRIPT = """
import sys, time
from gevent import monkey
monkey.patch_all()
import gevent
from psycopg import waiting
from sqlalchemy import text
from millie.api.db.engine import make_engine
from millie.api.db.database import Database, Tx

db = Database(make_engine(sys.argv[1]))
cooperative = waiting.wait
ticks = []

def tick():
    while True:
        ticks.append(time.monotonic())
        gevent.sleep(0.01)

windows = []

def slow(n):
    with db.transaction(write=n == 2) as tx:  # reads and writes alike
        tx.run(text("SELECT 1"))  # its connection made (that wait gives way)
        began = time.monotonic()
        row = tx.run(text("SELECT pg_sleep(0.2)::text, CAST(:n AS int)"), {"n": n}).one()
        windows.append((began, time.monotonic()))
        return row[1]

ticker = gevent.spawn(tick)
gevent.sleep(0.05)
started = time.monotonic()
greenlets = [gevent.spawn(slow, n) for n in (1, 2, 3)]
gevent.joinall(greenlets, raise_error=True)
ended = time.monotonic()
assert sorted(g.value for g in greenlets) == [1, 2, 3]
during = [t for t in ticks if any(a < t < b for a, b in windows)]
gevent.sleep(0.05)
after = [t for t in ticks if t > ended]
ticker.kill()
print(f"{ended - started:.3f} {len(during)} {len(after)} {waiting.wait is cooperative}")
"""


@pytest.mark.postgres
def test_a_postgres_statement_under_gevent_gives_way_to_no_other_greenlet(
    database_url: str,
) -> None:
    """Under gevent (the server's workers) a PostgreSQL statement waits for its answer
    with its worker, as an SQLite statement does: a request never holds a connection, a
    lock or the matchmaking's turn while it waits its turn behind the worker's other
    requests. Three reads and writes that each sleep 0.2 s in the database take 0.6 s,
    one after another, and a greenlet that ticks every 10 ms does not tick in them;
    once they are done, psycopg's cooperative wait is back (the listening connection of
    api/db/notify.py waits with it)."""
    postgres_only(database_url)
    done = python_script(STEADY_SCRIPT, database_url)
    assert done.returncode == 0, done.stderr
    took, during, after, restored = done.stdout.split()
    assert float(took) >= 0.6, done.stdout
    assert int(during) == 0, done.stdout
    assert int(after) >= 2, done.stdout
    assert restored == "True", done.stdout


@pytest.mark.postgres
def test_a_postgres_statement_waits_for_a_lock_at_most_the_lock_timeout(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its worker waits with a statement, so no statement waits long for a lock: one
    held by a transaction that never ends (its machine vanished) fails the statement
    after PG_LOCK_TIMEOUT_MS as OperationalError, which the API answers 503
    `database_unavailable` with Retry-After."""
    from sqlalchemy.exc import OperationalError

    from millie.api.db import engine as engines

    postgres_only(database_url)
    monkeypatch.setattr(engines, "PG_LOCK_TIMEOUT_MS", 300)
    db = Database(make_engine(database_url))
    key = random.randrange(2**40)
    with make_engine(database_url).connect() as other:  # another pool: the vanished one
        other.execute(text("SELECT pg_advisory_lock(:k)"), {"k": key})
        started = time.monotonic()
        with pytest.raises(OperationalError), db.transaction(write=True) as tx:
            tx.run(text("SELECT pg_advisory_xact_lock(:k)"), {"k": key})
        assert 0.25 < time.monotonic() - started < 3
        other.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": key})
    with db.transaction(write=True) as tx:  # the pool is usable, the lock free
        tx.run(text("SELECT pg_advisory_xact_lock(:k)"), {"k": key})


@pytest.mark.postgres
def test_a_pooled_connection_the_server_closed_is_replaced_at_its_first_statement(
    database_url: str,
) -> None:
    """No pre-ping: a connection that died while idle (a restart, an idle timeout) fails
    its first statement, and the request goes on with a new connection."""
    db = postgres_only(database_url)
    with db.transaction(write=False) as tx:
        pid = tx.run(text("SELECT pg_backend_pid()")).scalar()
    with make_engine(database_url).connect() as other:  # another pool
        other.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
        other.commit()
    time.sleep(0.1)
    with db.transaction(write=True) as tx:  # a move's locked read, first
        assert game_db.load(tx, "0000000000000000", "", lock=True) is None
        assert tx.run(text("SELECT pg_backend_pid()")).scalar() != pid


@pytest.mark.postgres
def test_a_pooled_connection_closed_on_this_side_is_replaced_at_its_first_statement(
    database_url: str,
) -> None:
    """A connection psycopg closed itself (a cut socket seen by an earlier request) and
    the pool kept says so when asked for a cursor, before any statement: that too is a
    dead connection, replaced, never a 500 (seen when this server's connections were cut)."""
    db = postgres_only(database_url)
    with db.transaction(write=False) as tx:
        tx.run(text("SELECT 1"))
        tx.raw.dbapi_connection.close()
        tx.cursor = None
    with db.transaction(write=True) as tx:
        assert game_db.load(tx, "0000000000000000", "", lock=False) is None


NO_YIELD_SCRIPT = """
from gevent import monkey

monkey.patch_all()
import sys

import gevent

from millie.api.db.notify import Notifier
from sqlalchemy import create_engine

ran = []
others = [gevent.spawn(ran.append, i) for i in range(3)]  # ready, waiting for a switch
notifier = Notifier(create_engine("sqlite://"))
waiter = gevent.spawn(notifier.wait, "g", notifier.mark("g"), 5.0)
gevent.sleep(0)  # every greenlet runs once; the waiter now waits on its condition
ran.clear()
others = [gevent.spawn(ran.append, i) for i in range(3)]
notifier.committed("g", 1, 1)  # wakes the waiter, by notify_all on its condition
switched = len(ran)
waiter.join(2.0)
print(switched, waiter.dead)
"""


def test_the_notifier_does_not_yield_to_other_greenlets_under_gevent() -> None:
    """Under gevent a request runs until it waits. threading.Condition's notify asks
    whether its lock is held by trying it without blocking, and gevent answers a failed
    try by running the other greenlets: over a plain Lock, waking a game's waiters let
    every ready request run inside the waker. The notifier's conditions are on an RLock,
    which knows its owner."""
    done = python_script(NO_YIELD_SCRIPT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0", "True"], done.stdout


# --- the view cache -----------------------------------------------------------------------


def test_view_cache_answers_only_for_the_version_it_holds() -> None:
    views = ViewCache()
    views.put(("g", 0, False), 3, "v3 for seat 0")
    assert views.get(("g", 0, False), 3) == "v3 for seat 0"
    assert views.get(("g", 0, False), 4) is None  # the game moved on
    assert views.get(("g", 1, False), 3) is None  # another viewer
    assert views.get(("g", None, True), 3) is None  # the host is not seat 0


def test_view_cache_keeps_the_newer_version_when_a_slow_request_puts_an_older() -> None:
    views = ViewCache()
    views.put(("g", 0, False), 5, "v5")
    views.put(("g", 0, False), 4, "v4")
    assert views.get(("g", 0, False), 5) == "v5"


def test_view_cache_forgets_the_least_recently_used_beyond_its_size() -> None:
    views = ViewCache(size=2)
    views.put(("a", 0, False), 1, "a")
    views.put(("b", 0, False), 1, "b")
    assert views.get(("a", 0, False), 1) == "a"  # a is now the most recent
    views.put(("c", 0, False), 1, "c")
    assert views.get(("b", 0, False), 1) is None
    assert views.get(("a", 0, False), 1) == "a"
    assert views.get(("c", 0, False), 1) == "c"


# --- the state documents ------------------------------------------------------------------

JOINS: dict[str, Callable[[Any, int], Any]] = {
    "millions": lambda state, s: millions.join(state, f"P{s}", CHARACTERS[s], "Hi."),
    "morbid_living": lambda state, s: morbid_living.join(state, f"P{s}"),
    "millimemory": lambda state, s: millimemory.join(state, f"P{s}", COLOURS[s]),
}


@pytest.mark.parametrize("engine", [millions, morbid_living, millimemory], ids=lambda e: e.__name__)
def test_a_state_is_stored_as_the_json_of_its_document(engine: ModuleType) -> None:
    """`dumps` writes an engine's dataclasses directly: the text must be that of
    `to_dict`'s document, from the lobby to the end of random games."""
    join = JOINS[engine.__name__.rsplit(".", 1)[-1]]
    rng = random.Random(7)
    for seed in range(12):
        state = engine.new_game({}, seed)
        assert dumps(state) == dumps(engine.to_dict(state))
        for seat in range(4):
            join(state, seat)
        engine.start(state)
        for _ in range(400):
            assert dumps(state) == dumps(engine.to_dict(state))
            if engine.status(state) == "finished":
                break
            seat = rng.choice(engine.pending(state))["seat"]
            entry = rng.choice(engine.legal_actions(state, seat))
            apply(engine, state, seat, entry["action"], entry["body"], entry.get("squabble"))
        assert engine.from_dict(orjson.loads(dumps(state))) == state


def test_the_next_deadline_is_the_engines_kept_in_a_column(client: FlaskClient) -> None:
    """Every read asks whether a deadline has passed (M21): the games row's `deadline`
    says, as the engine's `deadlines(state)` gave it at the last write, without the
    state being read; a player's text that looks like a timer changes nothing."""
    from millie.api.db.models import Game

    table = Table.create(client, players=4, seed=5, options={"placement_seconds": 60})
    store = client.application.extensions["millie"]

    def stored() -> Game:
        with store.db.engine.connect() as conn:
            row = conn.execute(select(Game.__table__).where(Game.id == table.game_id)).one()
        return Game(**row._mapping)

    assert stored().deadline is None  # the lobby: no timer
    assert table.post(0, "flip").status_code == 200
    game = stored()
    state = millions.from_dict(game.state)
    assert game.deadline == min(d["at"] for d in millions.deadlines(state))
    assert game.deadline is not None and game.deadline > time.time() + 50


def test_a_move_is_freed_when_its_request_ends_not_by_the_cycle_collector(
    client: FlaskClient,
) -> None:
    """A move (its state, rows and answer) goes with the request that made it, not at
    the cycle collector's next pass, which would otherwise walk every request's dead
    state: nothing it holds refers back to it."""
    table = Table.create(client, players=4, seed=5)
    gc.collect()
    gc.disable()
    try:
        r = table.post(0, "flip")
        assert r.status_code == 200, r.get_data(as_text=True)
        card = r.json["legal_actions"][0]["body"]["card"]
        assert table.post(0, "claim", {"card": card}).status_code == 200
        alive = [o for o in gc.get_objects() if isinstance(o, Move)]
    finally:
        gc.enable()
    assert alive == []


def test_migration_0005_fills_the_new_columns_from_the_stored_documents(tmp_path: Path) -> None:
    """Games stored before 0005 get their next deadline (from the document's old
    top-level `deadlines` and the bots' due times) and their seats' names; kept answers
    their version and game id; `actions.squabble` goes; the schema is the models'."""
    from alembic import command
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from millie.api.db.migrate import alembic_config
    from millie.api.db.models import Base

    url = f"sqlite:///{tmp_path / 'old.db'}"
    command.upgrade(alembic_config(url), "0004")
    engine = make_engine(url)
    state = {"players": [{"name": "Ann"}, {"name": "Bob"}], "deadlines": {"a": 50.0, "b": 40.0}}
    with engine.begin() as conn:
        conn.execute(text("BEGIN"))
        conn.execute(
            text(
                "INSERT INTO games (id, type, status, version, seed, seed_given, host_token_hash,"
                " state, event_count, action_count, bots, created_at, updated_at, listed)"
                " VALUES ('g1', 'millions', 'active', 3, 1, 0, 'h', :state, 1, 1, :bots,"
                " '2026-12-01 00:00:00', '2026-12-01 00:00:00', 1)"
            ),
            {"state": dumps(state), "bots": dumps({"1": {"due": 45.0}, "0": {"due": 30.0}})},
        )
        for seat in (0, 1):
            conn.execute(
                text(
                    "INSERT INTO seats (game_id, seat, token_hash, created_at)"
                    " VALUES ('g1', :seat, :hash, '2026-12-01 00:00:00')"
                ),
                {"seat": seat, "hash": f"t{seat}"},
            )
        conn.execute(
            text(
                "INSERT INTO actions (game_id, n, seat, action, body, squabble, now)"
                " VALUES ('g1', 1, 0, 'story', '{}', 3, 1.5)"
            )
        )
        conn.execute(
            text(
                "INSERT INTO idempotency_keys (scope, key, request_hash, status, headers, body,"
                " created_at) VALUES ('s', 'k', 'r', 201, :headers, 'sealed',"
                " '2026-12-01 00:00:00')"
            ),
            {"headers": dumps({"ETag": '"1"', "Location": "/v1/millions/games/g1"})},
        )
        conn.execute(text("COMMIT"))
    command.upgrade(alembic_config(url), "head")
    with engine.connect() as conn:
        assert conn.execute(text("SELECT deadline FROM games")).scalar() == 30.0
        names = conn.execute(text("SELECT name FROM seats ORDER BY seat")).scalars().all()
        assert names == ["Ann", "Bob"]
        kept = conn.execute(text("SELECT version, game_id FROM idempotency_keys")).one()
        assert tuple(kept) == (1, "g1")
        columns = [r[1] for r in conn.execute(text("PRAGMA table_info(actions)"))]
        assert "squabble" not in columns
        diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
    assert diff == []
