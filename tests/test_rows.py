"""api/rows.py: the lean path's own rules (the games themselves are tested through HTTP)."""

from __future__ import annotations

import gc
import os
import random
import re
import sqlite3
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
from sqlalchemy import create_engine, text
from sqlalchemy.exc import DataError, OperationalError, ProgrammingError

from api.db import make_engine
from api.play import NO_DEADLINES, Move, ViewCache, next_deadline
from api.rows import IDLE, GameRow, Link, Pool, PoolTimeout, Rows, WriterQueue, dumps
from rules import millimemory, millions, morbid_living
from rules.millimemory.cards import COLOURS
from rules.millions.cards import CHARACTERS
from rules.millions.state import Player
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
from api.rows import WriterQueue

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
            cwd=Path(__file__).resolve().parent.parent,
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
    on_file = Rows(create_engine(f"sqlite:///{tmp_path / 'millie.db'}"))
    assert on_file.writers is not None
    assert on_file.writers.path == f"{tmp_path / 'millie.db'}-writer"
    assert Rows(create_engine("sqlite://")).writers is None


def test_sql_parameters_are_split_out_of_the_text_once() -> None:
    rows = Rows(create_engine("sqlite://"))
    sql = "SELECT g.state::text FROM games g WHERE g.id = :id AND x = CAST(:events AS json)"
    texts, names = rows.template(sql)
    assert names == ["id", "events"]
    assert texts == [
        b"SELECT g.state::text FROM games g WHERE g.id = ",
        b" AND x = CAST(",
        b" AS json)",
    ]
    assert rows.template(sql) is rows.template(sql)


@pytest.mark.postgres
def test_postgres_values_round_trip_every_value_the_rows_send(database_url: str) -> None:
    """Values go apart from the SQL, typed as literals would be (Wire.pipeline): quotes,
    backslashes, non-ASCII text, JSON, times, booleans, big integers and NULL come back
    unchanged, with their types."""
    if not database_url.startswith("postgresql"):
        pytest.skip("PostgreSQL only")
    rows = Rows(make_engine(database_url))
    at = datetime(2026, 12, 1, 3, 4, 5, 678901, tzinfo=UTC)
    values = {
        "quote": "O'Brien's \\'; DROP TABLE games; --",
        "text": "Tante Millie \u00e9\u00e8 \U0001f0cf \\n",
        "json": '{"a": "\\"x\\"", "b": [1, 2]}',
        "at": at,
        "yes": True,
        "no": False,
        "big": 2**62,
        "none": None,
    }
    with rows.transaction(write=False) as tx:
        row = tx._run(
            "SELECT :quote, :text, CAST(:json AS json)::text, :at, :yes, :no, :big, :none",
            values,
        ).fetchone()
    assert row == (values["quote"], values["text"], values["json"], at, True, False, 2**62, None)


@pytest.mark.postgres
def test_postgres_errors_are_psycopgs_own_and_leave_the_connection_usable(
    database_url: str,
) -> None:
    if not database_url.startswith("postgresql"):
        pytest.skip("PostgreSQL only")
    import psycopg.errors

    rows = Rows(make_engine(database_url))
    with pytest.raises(ProgrammingError) as failed, rows.transaction(write=True) as tx:
        tx._run("SELECT no_such_column FROM games", {})
    assert isinstance(failed.value.orig, psycopg.errors.UndefinedColumn)
    with rows.transaction(write=False) as tx:
        assert tx._run("SELECT 1 + :n", {"n": 1}).fetchone() == (2,)
    # Errors when the statement runs: in the first round trip (after BEGIN and a held
    # write), and in the last, followed by a held write and the COMMIT, which are then
    # skipped. Both roll back, and the connection is used again.
    with pytest.raises(DataError) as failed, rows.transaction(write=True) as tx:
        tx._write("SELECT :n", {"n": 1})
        tx._run("SELECT 1 / :n", {"n": 0})
    assert isinstance(failed.value.orig, psycopg.errors.DivisionByZero)
    with pytest.raises(DataError) as failed, rows.transaction(write=True) as tx:
        assert tx._run("SELECT :n + 1", {"n": 1}).fetchone() == (2,)
        tx._write("SELECT 1 / :n", {"n": 0})
        tx._write("SELECT :n", {"n": 1})
    assert isinstance(failed.value.orig, psycopg.errors.DivisionByZero)
    with rows.transaction(write=False) as tx:
        assert tx.link.conn.pgconn.transaction_status == IDLE
        assert tx._run("SELECT 1 + :n", {"n": 2}).fetchone() == (3,)


GREEN_SCRIPT = """
import sys, time
from gevent import monkey
monkey.patch_all()
import gevent
import psycopg.errors
from sqlalchemy.exc import DataError, ProgrammingError
from api.db import make_engine
from api.rows import Rows

rows = Rows(make_engine(sys.argv[1]))

def slow(n):
    with rows.transaction(write=False) as tx:
        assert tx.link.cursor.green
        return tx._run("SELECT pg_sleep(0.4)::text, :n", {"n": n}).fetchone()[1]

started = time.monotonic()
greenlets = [gevent.spawn(slow, n) for n in (1, 2, 3)]
gevent.joinall(greenlets, raise_error=True)
both = time.monotonic() - started
assert sorted(g.value for g in greenlets) == [1, 2, 3]
rows.pool.clear()  # the idle connections close, and their watchers with them
greenlets = [gevent.spawn(slow, n) for n in (4, 5)]  # new ones, likely on the same fds
gevent.joinall(greenlets, raise_error=True)
assert sorted(g.value for g in greenlets) == [4, 5]
with rows.transaction(write=True) as tx:  # BEGIN with the first statement, then COMMIT
    assert tx._run("SELECT 1 + :n", {"n": 1}).fetchone() == (2,)
with rows.transaction(write=False) as tx:
    assert tx._run("SELECT :s || 'x'", {"s": "O'B"}, prepared=True).fetchone() == ("O'Bx",)
try:
    with rows.transaction(write=True) as tx:
        tx._run("SELECT no_such_column FROM games", {})
except ProgrammingError as error:
    assert isinstance(error.orig, psycopg.errors.UndefinedColumn), error
else:
    raise AssertionError("no error")
try:  # fails when it runs, in the pipeline after BEGIN: rolled back
    with rows.transaction(write=True) as tx:
        tx._run("SELECT 1 / :n", {"n": 0})
except DataError as error:
    assert isinstance(error.orig, psycopg.errors.DivisionByZero), error
else:
    raise AssertionError("no error")
with rows.transaction(write=False) as tx:
    assert tx._run("SELECT 2 + :n", {"n": 1}).fetchone() == (3,)
print(f"{both:.3f}")
"""


@pytest.mark.postgres
def test_postgres_waits_give_way_to_other_greenlets_under_gevent(database_url: str) -> None:
    """Under gevent (the server's workers) a request that waits for PostgreSQL lets the
    worker's other requests run: three reads that each sleep 0.4 s in the database take
    about 0.4 s together, not 1.2 (libpq's blocking PQexec would block the process). The
    answers, the prepared reads, the transactions and psycopg's own errors are as
    without gevent."""
    if not database_url.startswith("postgresql"):
        pytest.skip("PostgreSQL only")
    done = python_script(GREEN_SCRIPT, database_url)
    assert done.returncode == 0, done.stderr
    assert float(done.stdout) < 0.9, done.stdout


HOLD_SCRIPT = """
import sys, time
from gevent import monkey
monkey.patch_all()
import gevent
from sqlalchemy import text
from api.db import make_engine
from api.rows import Rows

rows = Rows(make_engine(sys.argv[1]))
ticks = []

def ticker():
    while True:
        ticks.append(time.monotonic())
        gevent.sleep(0.02)

def ticks_during(write):
    gevent.sleep(0.05)  # the ticker runs
    with rows.transaction(write=write) as tx:
        started = time.monotonic()
        assert tx._run("SELECT pg_sleep(0.3)::text, :n", {"n": 1}).fetchone()[1] == 1
        tx._write("SELECT pg_sleep(0.2)::text, :n", {"n": 2})  # at the COMMIT
    ended = time.monotonic()
    return sum(started < t < ended for t in ticks)

gevent.spawn(ticker)
held = ticks_during(True)
read = ticks_during(False)
try:  # a write that fails rolls back, and the next read gives way again
    with rows.transaction(write=True) as tx:
        tx._run("SELECT 1 / :n", {"n": 0})
except Exception:
    pass
again = ticks_during(False)
rows.pool.clear()  # one connection from here on: its server process is ended while idle
with rows.transaction(write=False) as tx:
    pid = tx._run("SELECT pg_backend_pid()", {}).fetchone()[0]
with rows.engine.connect() as other:
    other.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
relinked = ticks_during(True)  # its first statement finds it dead: on a new connection
print(held, read, again, relinked)
"""


@pytest.mark.postgres
def test_a_postgres_write_transaction_does_not_give_way_under_gevent(database_url: str) -> None:
    """A write transaction may hold its game's row lock from its first statement to its
    COMMIT: under gevent its waits block the worker, so that no other request of the
    worker runs in between (one did, for 4 to 7 ms at the median, while the other moves
    on the game waited for the lock). A read's waits still give way; so does the next
    read on the same connection, after a write that failed. A write whose pooled
    connection was found dead goes on, holding the worker, on a new one."""
    if not database_url.startswith("postgresql"):
        pytest.skip("PostgreSQL only")
    done = python_script(HOLD_SCRIPT, database_url)
    assert done.returncode == 0, done.stderr
    held, read, again, relinked = map(int, done.stdout.split())
    assert held == 0, done.stdout
    # Connecting anew may give way (nothing is locked yet: the dead connection's statement
    # ran nowhere); the half second of statements on the new connection does not.
    assert relinked <= 3, done.stdout
    assert read >= 5 and again >= 5, done.stdout


# --- the connection pool ------------------------------------------------------------------


def fake_connect() -> Link:
    conn = sqlite3.connect(":memory:", check_same_thread=False)
    return Link(conn, conn.cursor())


NO_YIELD_SCRIPT = """
from gevent import monkey

monkey.patch_all()
import sqlite3
import sys

import gevent

from api.notify import Notifier
from api.rows import Link, Pool
from sqlalchemy import create_engine

ran = []
others = [gevent.spawn(ran.append, i) for i in range(3)]  # ready, waiting for a switch
pool = Pool(lambda: Link(sqlite3.connect(":memory:"), None), size=2)
for _ in range(3):
    pool.put(pool.get())
notifier = Notifier(create_engine("sqlite://"))
waiter = gevent.spawn(notifier.wait, "g", notifier.mark("g"), 5.0)
gevent.sleep(0)  # every greenlet runs once; the waiter now waits on its condition
ran.clear()
others = [gevent.spawn(ran.append, i) for i in range(3)]
pool.put(pool.get())
notifier.committed("g")  # wakes the waiter, by notify_all on its condition
switched = len(ran)
waiter.join(2.0)
print(switched, waiter.dead)
"""


def test_the_pool_and_the_notifier_do_not_yield_to_other_greenlets_under_gevent() -> None:
    """Under gevent a request runs until it waits. threading.Condition's notify asks
    whether its lock is held by trying it without blocking, and gevent answers a failed
    try by running the other greenlets: over a plain Lock, giving a connection back to
    the pool let every ready request run inside another's, with the pool's lock held
    (a served claim cost 11 % more CPU with 16 connections). Their conditions are on
    RLocks, which know their owner."""
    done = python_script(NO_YIELD_SCRIPT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0", "True"], done.stdout


def test_pool_hands_back_the_connection_used_last() -> None:
    pool = Pool(fake_connect, size=2)
    first = pool.get()
    assert not first.reused  # new
    pool.put(first)
    again = pool.get()
    assert again is first and again.reused


def test_pool_lends_at_most_size_connections_then_answers_503() -> None:
    pool = Pool(fake_connect, size=1, timeout=0.05)
    held = pool.get()
    with pytest.raises(PoolTimeout) as refused:
        pool.get()
    assert isinstance(refused.value, OperationalError)  # the 503 of a database outage
    pool.put(held)
    assert pool.get() is held  # a free slot again


def test_pool_frees_the_slot_of_a_discarded_connection_and_of_a_failed_connect() -> None:
    calls = 0

    def flaky() -> Link:
        nonlocal calls
        calls += 1
        if calls == 1:
            raise sqlite3.OperationalError("cannot connect")
        return fake_connect()

    pool = Pool(flaky, size=1, timeout=0.05)
    with pytest.raises(sqlite3.OperationalError):
        pool.get()
    link = pool.get()  # the failed connect gave its slot back
    pool.discard(link)
    assert pool.get() is not link


@pytest.mark.postgres
def test_a_pooled_connection_the_server_closed_is_replaced_at_its_first_statement(
    database_url: str,
) -> None:
    """No pre-ping: a connection that died while idle (a restart, an idle timeout) fails
    its first statement, and the request goes on with a new connection."""
    if not database_url.startswith("postgresql"):
        pytest.skip("PostgreSQL only")
    engine = make_engine(database_url)
    rows = Rows(engine)
    with rows.transaction(write=False) as tx:
        pid = tx._run("SELECT pg_backend_pid()", {}).fetchone()[0]
    with engine.connect() as other:
        other.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
    with rows.transaction(write=True) as tx:  # a move's BEGIN + SELECT FOR UPDATE
        assert tx.load("0000000000000000", "", lock=True) is None
        assert tx._run("SELECT pg_backend_pid()", {}).fetchone()[0] != pid


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


def test_pool_frees_a_discarded_connections_slot_once() -> None:
    """A connection given up twice (a retry whose replacement failed) frees one slot."""
    pool = Pool(fake_connect, size=1, timeout=0.05)
    link = pool.get()
    pool.discard(link)
    pool.discard(link)
    pool.get()
    with pytest.raises(PoolTimeout):
        pool.get()  # still one at most


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
            engine.apply(state, seat, entry["action"], entry["body"], entry.get("squabble"))
        assert engine.from_dict(orjson.loads(dumps(state))) == state


def test_a_game_without_open_timers_is_told_from_its_text_unparsed() -> None:
    """Every read asks whether a deadline has passed (M21); when none is open the
    stored text says so, and the state is not parsed."""
    state = millions.new_game({}, 1)
    game = GameRow(
        "0" * 16,
        "millions",
        "lobby",
        1,
        1,
        False,
        "",
        dumps(state),
        1,
        0,
        None,
        datetime.now(UTC),
    )
    assert next_deadline(game) is None and game._state is None
    state.deadlines = {"flip": 2_000_000_000.0, "placement": 1_900_000_000.0}
    game.set_state(state)
    assert next_deadline(game) == 1_900_000_000.0
    # A player's text holding the same characters does not hide an open deadline.
    state.players.append(Player(NO_DEADLINES, CHARACTERS[0], NO_DEADLINES))
    game.set_state(state)
    assert '\\"deadlines\\":{}' in game.state_json
    assert next_deadline(game) == 1_900_000_000.0


@pytest.mark.postgres
def test_postgres_reads_run_as_statements_prepared_once_per_connection(
    database_url: str,
) -> None:
    """A view's and an events poll's reads are prepared on their connection the first
    time and run prepared after; a connection the server closed meanwhile is replaced
    at the first read, which prepares them again."""
    if not database_url.startswith("postgresql"):
        pytest.skip("PostgreSQL only")
    engine = make_engine(database_url)
    rows = Rows(engine)
    for _ in range(3):
        with rows.transaction(write=False) as tx:
            assert tx.load("0000000000000000", "", lock=False) is None
            assert tx.events("0000000000000000", 0) == []
            wire = tx.link.cursor
    assert len(wire.prepared) == 2
    with rows.transaction(write=False) as tx:
        pid = tx._run("SELECT pg_backend_pid()", {}).fetchone()[0]
        names = tx._run("SELECT count(*) FROM pg_prepared_statements", {}).fetchone()[0]
    assert names == 4  # the two reads, then these two: every statement runs prepared
    with engine.connect() as other:
        other.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
    with rows.transaction(write=False) as tx:
        assert tx.load("0000000000000000", "", lock=False) is None
        assert tx.link.cursor is not wire and len(tx.link.cursor.prepared) == 1


def test_a_move_is_freed_when_its_request_ends_not_by_the_cycle_collector(
    client: FlaskClient,
) -> None:
    """The handler's answer function holds its move; the move holds the function until
    it is called. Dropped then, the move (its state, rows and answer) goes with the
    request: the cycle collector would otherwise walk every request's dead state."""
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
