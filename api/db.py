"""The database engine, and the one-transaction-per-request rule (ARCHITECTURE.md).

A move locks its game row for the whole transaction: `SELECT ... FOR UPDATE` on
PostgreSQL, `BEGIN IMMEDIATE` (the database's write lock) on SQLite. So concurrent
requests for one game, from any number of worker processes, are applied one after the
other, in the order the server commits them: that order decides the race of M7 (the
locking is done in api/rows.py; the ORM sessions made here serve the other paths).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.orm import Session, sessionmaker

from api.settings import sqlalchemy_url


def make_engine(url: str) -> Engine:
    url = sqlalchemy_url(url)
    if not url.startswith("sqlite"):
        return create_engine(url, pool_pre_ping=True)
    engine = create_engine(url, connect_args={"timeout": 30})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy, not the driver, say when a transaction begins (see below).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        if ":memory:" not in url:
            cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Any) -> None:
        conn.exec_driver_sql("BEGIN")  # the moves' BEGIN IMMEDIATE is in api/rows.py

    return engine


def session_factory(engine: Engine) -> sessionmaker[Session]:
    return sessionmaker(engine, expire_on_commit=False)
