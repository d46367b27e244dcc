"""The database engine, and the one-transaction-per-request rule (docs/race.md).

A move locks its game row for the whole transaction: `SELECT ... FOR UPDATE` on
PostgreSQL, `BEGIN IMMEDIATE` (the database's write lock) on SQLite. So concurrent
requests for one game, from any number of worker processes, are applied one after the
other, in the order the server commits them: that order decides the race of M7 (the
locking is done in api/rows.py; the ORM sessions made here serve the other paths).
"""

from __future__ import annotations

import sqlite3
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.orm import Session, sessionmaker

from api.settings import sqlalchemy_url


def make_engine(url: str) -> Engine:
    """The engine of the ORM paths (the lobby, the tools); the moves and views have their
    own connections (api/rows.py), so this pool stays small."""
    url = sqlalchemy_url(url)
    if not url.startswith("sqlite"):
        return create_engine(url, pool_pre_ping=True, pool_size=1, max_overflow=4)
    engine = create_engine(url, connect_args={"timeout": SQLITE_TIMEOUT})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        configure_sqlite(dbapi_connection, memory=":memory:" in url)

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        conn.exec_driver_sql("BEGIN")  # the moves' BEGIN IMMEDIATE is in api/rows.py

    return engine


SQLITE_TIMEOUT = 30  # seconds a statement waits for SQLite's lock


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


def sqlite_connection(database: str) -> sqlite3.Connection:
    """A connection for api/rows.py, set up as the engine's are; any thread may use it
    (one at a time: the pool hands it to one transaction)."""
    connection = sqlite3.connect(
        database or ":memory:", timeout=SQLITE_TIMEOUT, check_same_thread=False
    )
    configure_sqlite(connection, memory=database in ("", ":memory:"))
    return connection


def session_factory(engine: Engine) -> sessionmaker[Session]:
    return sessionmaker(engine, expire_on_commit=False)
