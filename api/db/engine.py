"""The database engine: one SQLAlchemy engine (and its pool) for every request and tool.

SQLite (the default) and PostgreSQL alike:
- JSON columns are written and read with orjson (the state document of a game is its
  largest value; `json.dumps` took several times as long).
- A write transaction takes its lock at once: on SQLite `BEGIN IMMEDIATE` (the
  database's write lock), on PostgreSQL the game row's `SELECT ... FOR UPDATE`
  (api/db/statements.py). A read runs in autocommit: each statement sees what was
  committed when it started, and no BEGIN or COMMIT is sent for it.
- A statement's worker waits for its answer with it (SQLite's calls block; PostgreSQL's
  waits are made to, `steady`), and a PostgreSQL statement waits for a lock at most
  PG_LOCK_TIMEOUT_MS (docs/deployment.md).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import orjson
from psycopg import waiting as _waiting
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.pool import StaticPool

SQLITE_TIMEOUT = 30  # seconds a statement waits for SQLite's lock
# Milliseconds a PostgreSQL statement waits for a lock before it fails (503, retry): its
# worker waits with it (`steady`). Millie's own transactions hold a lock for
# milliseconds; one left by a vanished machine, until PostgreSQL ends it.
PG_LOCK_TIMEOUT_MS = 5000
# Connections per worker process. PostgreSQL's count against its max_connections
# (docs/deployment.md); SQLite's cost a file handle, and a waiting request holds none.
POOL_SIZE = {"postgresql": 12, "sqlite": 32}


try:  # a look at a socket that must not give way to other greenlets (gevent patches it)
    from gevent.monkey import get_original

    _select = get_original("select", "select")
except ImportError:  # pragma: no cover - gevent is installed with Millie
    from select import select as _select


def readable(fileno: int) -> bool:
    """Whether a socket has anything to read now (a connection's notification, or the
    server's goodbye); never waits."""
    return bool(_select([fileno], [], [], 0)[0])


# psycopg's wait for an answer in C, which blocks, giving way to no other greenlet; and
# the wait psycopg chose when it was imported (under gevent's patches, a cooperative one).
_BLOCKING: Any = getattr(_waiting, "wait_c", None)
_SHARED: Any = _waiting.wait


@contextmanager
def steady() -> Iterator[None]:
    """psycopg's statements in this block wait for their answers without giving way to
    the worker's other requests (gevent): the worker waits with them, as it does for
    every SQLite statement (docs/deployment.md says why). psycopg looks its wait
    function up at each wait, and no other greenlet runs until the block ends, so only
    this block's statements see it. Where psycopg waits in C already (no gevent), this
    changes nothing."""
    if _BLOCKING is None or _SHARED is _BLOCKING:
        yield
        return
    _waiting.wait = _BLOCKING
    try:
        yield
    finally:
        _waiting.wait = _SHARED


def sqlalchemy_url(url: str) -> str:
    """Accept the usual `postgresql://` and `postgres://` URLs and use psycopg 3 for them."""
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    return url


def dumps(value: Any) -> str:
    """JSON text as stored and sent. An engine's state may be given as its dataclasses:
    orjson writes them as `to_dict` would, without building the dicts first; an
    `orjson.Fragment` (JSON text made earlier) is written as it is."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


def make_engine(url: str) -> Engine:
    url = sqlalchemy_url(url)
    dialect = "sqlite" if url.startswith("sqlite") else "postgresql"
    options: dict[str, Any] = {
        "json_serializer": dumps,
        "json_deserializer": orjson.loads,
        # The driver's connections stay in autocommit, and a write transaction sends its
        # own BEGIN (api/db/database.py; for SQLite as SQLAlchemy's documentation of the
        # pysqlite driver recommends): a read sends no BEGIN, ROLLBACK or isolation
        # setting at all, and a checked-in connection needs no reset (every transaction
        # has ended). No engine event either: one would be dispatched at every statement.
        "isolation_level": "AUTOCOMMIT",
        "pool_reset_on_return": None,
        "pool_size": POOL_SIZE[dialect],
        # The connection used last goes out first: its caches (SQLite's pages, the
        # server's prepared statements) are warm, and the others idle.
        "pool_use_lifo": True,
        "max_overflow": 0,
        "pool_timeout": 30,
    }
    memory = dialect == "sqlite" and (":memory:" in url or url in ("sqlite://", "sqlite:///"))
    if memory:  # one connection, shared: each new one would be an empty database
        for name in ("pool_size", "pool_use_lifo", "max_overflow", "pool_timeout"):
            del options[name]
        options["poolclass"] = StaticPool
    if dialect == "sqlite":
        options["connect_args"] = {"timeout": SQLITE_TIMEOUT, "check_same_thread": False}
    # On PostgreSQL a connection that died with the server is found by its first
    # statement, and the transaction begins again on a new one (Tx._run): no ping.
    engine = create_engine(url, **options)
    if dialect == "sqlite":

        @event.listens_for(engine, "connect")
        def _on_connect(dbapi_connection: Any, _record: Any) -> None:
            configure_sqlite(dbapi_connection, memory=memory)

    else:

        @event.listens_for(engine, "connect")
        def _on_connect_pg(dbapi_connection: Any, _record: Any) -> None:
            configure_postgres(dbapi_connection)

    return engine


def configure_postgres(connection: Any) -> None:
    """Every PostgreSQL connection: a statement waits for a lock at most
    PG_LOCK_TIMEOUT_MS (then fails as OperationalError: 503 with Retry-After)."""
    autocommit = connection.autocommit
    connection.autocommit = True
    try:
        connection.execute(f"SET lock_timeout = {int(PG_LOCK_TIMEOUT_MS)}")
    finally:
        connection.autocommit = autocommit


def configure_sqlite(connection: sqlite3.Connection, memory: bool = False) -> None:
    """Every SQLite connection: WAL (readers never wait for the writer), foreign keys,
    and transactions begun by us, not by the driver."""
    connection.isolation_level = None
    cursor = connection.cursor()
    if not memory:
        cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()
