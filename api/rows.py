"""A game's rows read and written with plain SQL: the path every request takes.

The ORM's per-object bookkeeping (identity map, unit of work, statement compilation)
cost more CPU than the whole rest of a move (docs/performance.md), so the move and read
paths speak to the database directly, with a connection pool of their own (`Pool`):
sqlite3 on SQLite, libpq itself on PostgreSQL (`Wire`). One locked SELECT, one write,
one commit; on PostgreSQL the write is a single statement (the games UPDATE, the actions
and events INSERTs and the NOTIFY), sent with the COMMIT: two round trips per move.
The tables are still defined by api/models.py and migrated by Alembic; the ORM still
serves the lobby, the export and the tools, where a request reads many rows once.
"""

from __future__ import annotations

import fcntl
import os
import re
import select
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import orjson
import psycopg
import psycopg.errors
from psycopg import abc as psycopg_abc
from psycopg import pq
from psycopg.adapt import Transformer
from sqlalchemy import Engine
from sqlalchemy.exc import DBAPIError, OperationalError, StatementError

from api.db import sqlite_connection
from api.notify import CHANNEL
from rules.game import Event

IDLE = 0  # psycopg's TransactionStatus.IDLE: no transaction open on the connection
# Connections per worker process. PostgreSQL's are counted against max_connections
# (docs/deployment.md); SQLite's cost nothing, so every thread may have one.
POOL_SIZE = {"postgresql": 12, "sqlite": 32}

GAME_COLUMNS = (
    "id, type, status, version, seed, seed_given, host_token_hash, state, event_count,"
    " action_count, bots, created_at"
)


def dumps(value: Any) -> str:
    """JSON text as stored and sent (orjson: several times faster than json.dumps). An
    engine's state is given as its dataclasses: orjson writes them as to_dict would
    (tests/test_rows.py checks it), without building the dicts first."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


@dataclass(slots=True)
class GameRow:
    """The games row of one game. The state document is kept as the stored JSON text and
    parsed on first use: a view answered from the cache never needs it."""

    id: str
    type: str
    status: str
    version: int
    seed: int
    seed_given: bool
    host_token_hash: str
    state_json: str
    event_count: int
    action_count: int
    bots: dict[str, Any] | None
    created_at: datetime
    _state: dict[str, Any] | None = field(default=None, repr=False, compare=False)

    @property
    def state(self) -> dict[str, Any]:
        if self._state is None:
            self._state = orjson.loads(self.state_json)
        return self._state

    def set_state(self, state: Any) -> None:
        """A new state (the engine's dataclasses, or a document) as its JSON text."""
        self.state_json = dumps(state)
        self._state = None


@dataclass(slots=True)
class EventRow:
    seq: int
    kind: str
    data: dict[str, Any]
    secret: dict[str, Any] | None
    secret_to: int | None
    at: datetime


class Tx:
    """One transaction on one pooled driver connection; SQL in one dialect or the other.

    On SQLite every statement runs when it is called. On PostgreSQL the connection is in
    autocommit mode and the transaction is spelled out: a write transaction's BEGIN goes
    in one round trip with its first statement, and the writes whose results nobody reads
    (the state, the events, a seat) are held and sent in one round trip with the COMMIT.
    So a move makes two round trips: `BEGIN; SELECT ... FOR UPDATE`, then the writes and
    `COMMIT`. A read is one statement, without BEGIN. Every statement with parameters
    runs as a statement prepared once per connection (`Wire.pipeline`). Under gevent a
    read's round trip gives way to the worker's other requests; a write transaction's,
    which may hold its game's row lock, do not (`Wire.hold`).
    """

    def __init__(self, rows: Rows, link: Link, write: bool) -> None:
        self.rows = rows
        self.link = link
        self.cursor = link.cursor
        self._begin = write and rows.postgres  # BEGIN goes out with the first statement
        self._began = False
        self._held: list[Statement] = []  # PostgreSQL writes, sent with the COMMIT
        self._sent = False

    def _run(self, sql: str, params: dict[str, Any], prepared: bool = False) -> Any:
        """Run a statement whose result is read, now (after any held writes).

        On PostgreSQL every statement runs prepared once per connection (parsed and
        planned once: a view's read costs the backend about 55 µs instead of 140).
        `prepared`: a read outside a write transaction runs alone, outside pipeline mode
        (a little less work in the worker); every parameter must then have a type the
        server can tell from the statement.
        """
        if not self.rows.postgres:
            self.cursor.execute(sql, params)
            return self.cursor
        template = self.rows.template(sql)
        if prepared and not self._begin and not self._held:
            return self._sent_once(lambda: self.cursor.execute_prepared(template, params))
        self._held.append((template, params))
        return self._send(self._take())

    def _write(self, sql: str, params: dict[str, Any]) -> None:
        """Run a statement whose result nobody reads: on PostgreSQL, at the COMMIT."""
        if self.rows.postgres:
            self._held.append((self.rows.template(sql), params))
        else:
            self.cursor.execute(sql, params)

    def _take(self) -> list[Statement]:
        parts: list[Statement] = [b"BEGIN"] if self._begin and not self._began else []
        parts += self._held
        self._began = self._began or self._begin
        self._held = []
        return parts

    def _send(self, parts: list[Statement]) -> PgResult:
        """The statements in one round trip; the answer is the last one's result."""
        return self._sent_once(lambda: self.cursor.pipeline(parts), b"COMMIT" in parts)

    def _sent_once(self, send: Callable[[], PgResult], commits: bool = False) -> PgResult:
        """`send()` on this transaction's connection; if that is the first message on a
        pooled connection and finds it dead, once more on a new one."""
        result: PgResult
        try:
            result = send()
        except self.rows.dbapi.Error as error:
            first = not self._sent and self.link.reused and not commits
            if not first or not self.rows.lost(error, self.link):
                raise
            # The first message on a pooled connection found it dead (the database
            # restarted since): the other idle ones are dead too. It committed nothing,
            # so it is sent once more, on a new connection.
            self.rows.pool.discard(self.link)
            self.rows.pool.clear()
            self.link = self.rows.pool.get()
            self.cursor = self.link.cursor
            self.cursor.hold(self._begin)
            result = send()
        self._sent = True
        return result

    def commit(self) -> None:
        if not self.rows.postgres:
            self.link.conn.commit()
        elif self._held or self._began:
            parts = self._take()
            self._send([*parts, b"COMMIT"] if self._began else parts)

    def load(self, game_id: str, digest: str, lock: bool) -> tuple[GameRow, int | None] | None:
        """The game, and the seat whose token hash is `digest` (None if no seat's)."""
        sql = self.rows.load_sql + (" FOR UPDATE OF g" if lock and self.rows.postgres else "")
        row = self._run(sql, {"id": game_id, "digest": digest}, prepared=not lock).fetchone()
        if row is None:
            return None
        return self.rows.game(row), row[12]

    def insert_game(self, game: GameRow, event: Event, at: datetime) -> None:
        rows = self.rows
        self._write(
            f"INSERT INTO games ({GAME_COLUMNS}, updated_at) VALUES (:id, :type, :status,"
            " :version, :seed, :seed_given, :host_token_hash, :state, :event_count,"
            " :action_count, :bots, :at, :at)",
            {
                "id": game.id,
                "type": game.type,
                "status": game.status,
                "version": game.version,
                "seed": game.seed,
                "seed_given": game.seed_given,
                "host_token_hash": game.host_token_hash,
                "state": game.state_json,
                "event_count": game.event_count,
                "action_count": game.action_count,
                "bots": None if game.bots is None else dumps(game.bots),
                "at": rows.time(at),
            },
        )
        self.insert_events(game.id, 1, [event], at)

    def insert_events(self, game_id: str, first: int, events: list[Event], at: datetime) -> None:
        if not events:
            return
        if self.rows.postgres:
            self._write(
                "INSERT INTO events (game_id, seq, kind, data, secret, secret_to, at)"
                " SELECT :id, seq, kind, data, secret, secret_to, :at"
                " FROM json_to_recordset(CAST(:events AS json))"
                " AS x(seq int, kind text, data json, secret json, secret_to int)",
                {"id": game_id, "at": at, "events": _events_json(first, events)},
            )
            return
        stored_at = self.rows.time(at)
        self.cursor.executemany(
            "INSERT INTO events (game_id, seq, kind, data, secret, secret_to, at)"
            " VALUES (:game_id, :seq, :kind, :data, :secret, :secret_to, :at)",
            [
                {
                    "game_id": game_id,
                    "seq": first + i,
                    "kind": e.kind,
                    "data": dumps(e.data),
                    "secret": None if e.secret is None else dumps(e.secret),
                    "secret_to": e.secret_to if e.secret is not None else None,
                    "at": stored_at,
                }
                for i, e in enumerate(events)
            ],
        )

    def store(
        self,
        game: GameRow,
        first_event: int,
        events: list[Event],
        first_action: int,
        actions: list[dict[str, Any]],
        at: datetime,
        status_changed: bool = True,
    ) -> None:
        """The new state, version and counters, the actions and the events; on
        PostgreSQL also the NOTIFY that wakes every process's waiters at commit.

        The status is written only when it changed: on SQLite, a column named in the SET
        clause rewrites its index entries even with the same value (one WAL page of the
        6.8 a claim writes)."""
        rows = self.rows
        params = {
            "id": game.id,
            "state": game.state_json,
            "version": game.version,
            "event_count": game.event_count,
            "action_count": game.action_count,
            "bots": None if game.bots is None else dumps(game.bots),
            "at": rows.time(at),
        }
        status = ""
        if status_changed:
            params["status"] = game.status
            status = " status = :status,"
        update = (
            f"UPDATE games SET state = :state,{status} version = :version,"
            " updated_at = :at, event_count = :event_count, action_count = :action_count,"
            " bots = :bots WHERE id = :id"
        )
        if rows.postgres:
            # One statement: the JSON arrays are unpacked into rows by the server.
            params["actions"] = dumps([{"n": first_action + i, **a} for i, a in enumerate(actions)])
            params["events"] = _events_json(first_event, events)
            params["channel"] = CHANNEL
            self._write(
                f"WITH g AS ({update}),"
                " a AS (INSERT INTO actions (game_id, n, seat, action, body, squabble, now)"
                " SELECT :id, n, seat, action, body, squabble, now"
                " FROM json_to_recordset(CAST(:actions AS json))"
                " AS x(n int, seat int, action text, body json, squabble int, now float8)),"
                " e AS (INSERT INTO events (game_id, seq, kind, data, secret, secret_to, at)"
                " SELECT :id, seq, kind, data, secret, secret_to, :at"
                " FROM json_to_recordset(CAST(:events AS json))"
                " AS x(seq int, kind text, data json, secret json, secret_to int))"
                " SELECT pg_notify(:channel, :id)",
                params,
            )
            return
        self.cursor.execute(update, params)
        if actions:
            self.cursor.executemany(
                "INSERT INTO actions (game_id, n, seat, action, body, squabble, now)"
                " VALUES (:game_id, :n, :seat, :action, :body, :squabble, :now)",
                [
                    {**a, "game_id": game.id, "n": first_action + i, "body": dumps(a["body"])}
                    for i, a in enumerate(actions)
                ],
            )
        self.insert_events(game.id, first_event, events, at)

    def events(self, game_id: str, after: int, limit: int | None = None) -> list[EventRow]:
        pg = self.rows.postgres
        data, secret = ("data::text", "secret::text") if pg else ("data", "secret")
        sql = (
            f"SELECT seq, kind, {data}, {secret}, secret_to, at FROM events"
            " WHERE game_id = :id AND seq > :after ORDER BY seq"
        )
        params: dict[str, Any] = {"id": game_id, "after": after}
        if limit is not None:
            sql += " LIMIT :limit"
            params["limit"] = limit
        loads, when = orjson.loads, self.rows.parse_time
        return [
            EventRow(
                seq,
                kind,
                loads(d),
                None if s is None else loads(s),
                to,
                when(at),
            )
            for seq, kind, d, s, to, at in self._run(sql, params, prepared=True).fetchall()
        ]

    def actions(self, game_id: str) -> list[dict[str, Any]]:
        """Every engine call of the game, in order (the export, G2)."""
        body = "body::text" if self.rows.postgres else "body"
        rows = self._run(
            f"SELECT n, action, seat, {body}, squabble, now FROM actions"
            " WHERE game_id = :id ORDER BY n",
            {"id": game_id},
        ).fetchall()
        return [
            {"n": n, "action": a, "seat": seat, "body": orjson.loads(b), "squabble": sq, "now": t}
            for n, a, seat, b, sq, t in rows
        ]

    def add_seat(self, game_id: str, seat: int, token_hash: str, at: datetime) -> None:
        self._write(
            "INSERT INTO seats (game_id, seat, token_hash, created_at)"
            " VALUES (:game_id, :seat, :token_hash, :at)",
            {"game_id": game_id, "seat": seat, "token_hash": token_hash, "at": self.rows.time(at)},
        )

    def set_token(self, game_id: str, seat: int, token_hash: str) -> bool:
        """Give a taken seat a new token hash; False if the seat is not taken."""
        cursor = self._run(
            "UPDATE seats SET token_hash = :token_hash WHERE game_id = :game_id AND seat = :seat",
            {"game_id": game_id, "seat": seat, "token_hash": token_hash},
        )
        return bool(cursor.rowcount)

    def kept_answer(self, scope: str, key: str) -> tuple[str, int, dict[str, Any], str] | None:
        """An Idempotency-Key's stored (request hash, status, headers, body)."""
        headers = "headers::text" if self.rows.postgres else "headers"
        row = self._run(
            f"SELECT request_hash, status, {headers}, body FROM idempotency_keys"
            " WHERE scope = :scope AND key = :key",
            {"scope": scope, "key": key},
        ).fetchone()
        if row is None:
            return None
        return row[0], row[1], orjson.loads(row[2]), row[3]

    def keep_answer(
        self,
        scope: str,
        key: str,
        request_hash: str,
        status: int,
        headers: dict[str, str],
        body: str,
        at: datetime,
    ) -> None:
        self._write(
            "INSERT INTO idempotency_keys (scope, key, request_hash, status, headers, body,"
            " created_at) VALUES (:scope, :key, :request_hash, :status, :headers, :body, :at)",
            {
                "scope": scope,
                "key": key,
                "request_hash": request_hash,
                "status": status,
                "headers": dumps(headers),
                "body": body,
                "at": self.rows.time(at),
            },
        )


def _events_json(first: int, events: list[Event]) -> str:
    return dumps(
        [
            {
                "seq": first + i,
                "kind": e.kind,
                "data": e.data,
                "secret": e.secret,
                "secret_to": e.secret_to if e.secret is not None else None,
            }
            for i, e in enumerate(events)
        ]
    )


PARAM = re.compile(r"(?<![:\w]):([a-z_]+)")


class WriterQueue:
    """SQLite's writers wait their turn in the kernel, not in SQLite's busy handler.

    A writer that finds the database locked sleeps in SQLite's busy handler for 1, 2,
    5... up to 100 ms at a time, and it does not wake when the lock is released: with
    16 bots on 2 workers, moves waited seconds at the 99th percentile. Here the writers
    of all processes queue on an exclusive flock() of `<database>-writer` (and the
    threads of one process on a lock first, as flock is per open file): the kernel
    wakes the next one as soon as the lock is released.

    The kernel wakes a waiter but lets anyone take the lock: under load the process that
    just wrote, still on its core, took it again before the woken one got a core, and
    one worker's moves waited for dozens of the other's. So a process that has to wait
    says so first, with a shared flock() of `<database>-writer-waiting` held while it
    waits; a writer that is done waits for an exclusive one, which it gets once every
    process that was waiting has its turn. Busy processes then take turns.

    Under gevent (`millie serve`) the lock is a greenlet's, and flock() blocks the whole
    worker while another process writes: for one transaction, a few hundred µs, and
    cheaper in CPU than handing the wait to a thread. No deadlock can come of it: a
    process waits only for a lock that a running process will release without waiting
    for anything (the writer's, or a waiter's, which it drops once it has its turn).
    """

    def __init__(self, path: str) -> None:
        self.path = path
        self._threads = threading.Lock()
        self._fd = -1
        self._waiting = -1
        self._pid = 0

    @contextmanager
    def turn(self) -> Iterator[None]:
        with self._threads:
            if self._pid != os.getpid():  # opened in this process (gunicorn forks)
                self._fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
                self._waiting = os.open(f"{self.path}-waiting", os.O_RDWR | os.O_CREAT, 0o600)
                self._pid = os.getpid()
            try:
                fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                fcntl.flock(self._waiting, fcntl.LOCK_SH)  # this process waits
                try:
                    fcntl.flock(self._fd, fcntl.LOCK_EX)
                finally:
                    fcntl.flock(self._waiting, fcntl.LOCK_UN)
            try:
                yield
            finally:
                fcntl.flock(self._fd, fcntl.LOCK_UN)
                # Whoever waited takes the lock before this process may again.
                fcntl.flock(self._waiting, fcntl.LOCK_EX)
                fcntl.flock(self._waiting, fcntl.LOCK_UN)


class Rows:
    """The driver-level access to one database (SQLite or PostgreSQL)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.postgres = engine.dialect.name == "postgresql"
        self.dbapi: Any = engine.dialect.loaded_dbapi
        self.pool = Pool(self._connect, POOL_SIZE.get(engine.dialect.name, 16))
        self._templates: dict[str, Template] = {}
        database = engine.url.database
        self.writers = (
            WriterQueue(f"{database}-writer")
            if not self.postgres and database and database != ":memory:"
            else None
        )
        text = "::text" if self.postgres else ""  # JSON columns: parsed here, by orjson
        self.load_sql = (
            "SELECT g.id, g.type, g.status, g.version, g.seed, g.seed_given,"
            f" g.host_token_hash, g.state{text}, g.event_count, g.action_count, g.bots{text},"
            " g.created_at, s.seat"
            " FROM games g LEFT JOIN seats s ON s.game_id = g.id AND s.token_hash = :digest"
            " WHERE g.id = :id"
        )

    def template(self, text: str) -> Template:
        """A statement with `:name` parameters (sqlite3's style) split for `Wire`."""
        template = self._templates.get(text)
        if template is None:
            pieces = PARAM.split(text)  # text, name, text, name, ..., text
            template = self._templates[text] = (
                [piece.encode() for piece in pieces[::2]],
                pieces[1::2],
            )
        return template

    def time(self, at: datetime) -> Any:
        """A time as the column takes it: SQLite keeps SQLAlchemy's text format (UTC)."""
        if self.postgres:
            return at
        return at.astimezone(UTC).replace(tzinfo=None).isoformat(" ", "microseconds")

    def parse_time(self, value: Any) -> datetime:
        if isinstance(value, datetime):
            return value
        return datetime.fromisoformat(value).replace(tzinfo=UTC)

    def game(self, row: Any) -> GameRow:
        bots = row[10]
        return GameRow(
            id=row[0],
            type=row[1],
            status=row[2],
            version=row[3],
            seed=row[4],
            seed_given=bool(row[5]),
            host_token_hash=row[6],
            state_json=row[7],
            event_count=row[8],
            action_count=row[9],
            bots=None if bots is None else orjson.loads(bots),
            created_at=self.parse_time(row[11]),
        )

    def lost(self, error: Any, link: Link) -> bool:
        """The driver's error says the connection is gone (with the server, maybe)."""
        return bool(self.engine.dialect.is_disconnect(error, link.conn, link.cursor))

    @contextmanager
    def transaction(self, write: bool) -> Iterator[Tx]:
        """A transaction (see `_transaction`); SQLite's writers take their turn first."""
        if write and self.writers is not None:
            with self.writers.turn(), self._transaction(write) as tx:
                yield tx
        else:
            with self._transaction(write) as tx:
                yield tx

    @contextmanager
    def _transaction(self, write: bool) -> Iterator[Tx]:
        """A transaction that commits when the block ends without an exception.

        A write on SQLite begins IMMEDIATE (the database's write lock, taken at once);
        on PostgreSQL see `Tx`. A read runs without BEGIN/COMMIT on both: each statement
        sees the data committed when it starts. Driver errors come out as SQLAlchemy's
        (OperationalError: 503); a lost connection empties the pool, so the next request
        connects afresh.
        """
        try:
            link = self.pool.get()
        except self.dbapi.Error as error:  # the database cannot be reached
            raise self._wrapped(error, False) from error
        tx = Tx(self, link, write)
        try:
            if self.postgres:
                link.cursor.hold(write)  # a write blocks the worker till it ends (Wire.hold)
            elif write:
                link.cursor.execute("BEGIN IMMEDIATE")
            yield tx
            tx.commit()
        except self.dbapi.Error as error:
            lost = self.lost(error, tx.link)
            self._end(tx.link, lost)
            raise self._wrapped(error, lost) from error
        except BaseException:
            self._end(tx.link, False)
            raise
        else:
            self.pool.put(tx.link)

    def _wrapped(self, error: Exception, lost: bool) -> StatementError:
        """The driver's error as SQLAlchemy's (OperationalError, IntegrityError...)."""
        return DBAPIError.instance(
            None,
            None,
            error,
            self.dbapi.Error,
            connection_invalidated=lost,
            dialect=self.engine.dialect,
        )

    def _end(self, link: Link, lost: bool) -> None:
        """After a failed transaction: roll back, or drop the connection if it is gone."""
        if link.gone:  # discarded already (its replacement could not be had)
            return
        if lost:
            self.pool.discard(link)
            self.pool.clear()  # the other idle connections went with the server
            return
        try:
            if self.postgres:
                if link.conn.info.transaction_status != IDLE:
                    link.cursor.execute(b"ROLLBACK")
            else:
                link.conn.rollback()
        except Exception:
            self.pool.discard(link)  # in no state to be used again
            return
        self.pool.put(link)

    def _connect(self) -> Link:
        if self.postgres:
            conn = psycopg.connect(
                self.engine.url.set(drivername="postgresql").render_as_string(hide_password=False),
                autocommit=True,
                client_encoding="UTF8",
            )
            return Link(conn, Wire(conn))
        connection = sqlite_connection(self.engine.url.database or "")
        return Link(connection, connection.cursor())


Template = tuple[list[bytes], list[str]]  # SQL text around the parameters, their names
# A statement as Tx holds it: SQL without parameters, or a template with its values.
Statement = bytes | tuple[Template, dict[str, Any]]


class Wire:
    """A PostgreSQL connection spoken to through libpq itself (psycopg.pq).

    Every statement with parameters runs as a statement prepared once per connection (so
    the server parses and plans it once), its values sent apart from the SQL in their
    text form. The statements of one round trip go out together in libpq's pipeline
    mode; the answer is the last statement's result, its rows converted by psycopg's own
    loaders. psycopg's cursor does the same through a generator, a wait loop and a query
    parser in Python: some 40 µs more per message (docs/performance.md). A failed
    statement raises psycopg's exception for its SQLSTATE, as the cursor would; a lost
    connection raises OperationalError.
    """

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.pgconn = conn.pgconn
        self.gives_way = green_waits()  # gevent's: a wait may give way (see `hold`)
        self.green = self.gives_way  # whether this connection's waits give way now
        if self.gives_way:
            # One watcher of each kind for the connection's life, not a new one in
            # every wait (gevent's wait_read): a wait then makes no epoll_ctl and no
            # fcntl system call, and no `from ... import`, which cost some 8,900
            # instructions on Python 3.11 (docs/performance.md, the twelfth step).
            from gevent import get_hub

            self._hub = get_hub()
            self._readable = self._hub.loop.io(self.pgconn.socket, 1)
            self._writable = self._hub.loop.io(self.pgconn.socket, 2)
        self.transformer: psycopg_abc.Transformer = Transformer(conn)
        # The statements prepared on this connection, by template (templates live as
        # long as their Rows: one per statement text) and, for `pipeline`'s, by the
        # types of the values.
        self.prepared: dict[Any, bytes] = {}

    def pipeline(self, parts: list[Statement]) -> PgResult:
        """The statements in one round trip (libpq's pipeline mode): the last one's
        result, or the first error.

        A value's type is given to the server as a literal's would be: a bool, an
        integer or a time as such, a text (or NULL) as unknown, for the server to tell
        from the statement, as it does for a quoted literal. Each template is prepared
        once per set of types; the first time, in a round trip of its own.
        """
        sends: list[tuple[bytes, list[bytes | None] | None]] = []
        for part in parts:
            if isinstance(part, bytes):
                sends.append((part, None))
                continue
            template, params = part
            values = [params[name] for name in template[1]]
            name = self._prepare(template, tuple(_oid(v) for v in values))
            sends.append((name, [self.text(v) for v in values]))
        pgconn = self.pgconn
        pgconn.enter_pipeline_mode()
        try:
            for name, sent in sends:
                if sent is None:
                    pgconn.send_query_params(name, None)
                else:
                    pgconn.send_query_prepared(name, sent)
            pgconn.pipeline_sync()
            results = self._pipeline_results()
        except BaseException:
            with suppress(Exception):  # the connection is lost or its answers unread
                pgconn.exit_pipeline_mode()
            raise
        if pgconn.status != pq.ConnStatus.BAD:
            pgconn.exit_pipeline_mode()  # every answer is read: the connection is idle
        if not results:  # nothing ran: the connection went away
            self._checked(None)
        failed = [r for r in results if r.status == pq.ExecStatus.FATAL_ERROR]
        return PgResult(self._checked(failed[0] if failed else results[-1]), self.transformer)

    def _pipeline_results(self) -> list[pq.abc.PGresult]:
        """Every result of the pipeline up to its sync point."""
        pgconn = self.pgconn
        if self.green:
            self._green_flush()
        else:
            pgconn.flush()
        results: list[pq.abc.PGresult] = []
        while True:
            if self.green:
                self._green_readable()
            result = pgconn.get_result()
            if result is None:  # the end of one statement's results
                if pgconn.status == pq.ConnStatus.BAD:
                    return results
                continue
            if result.status == pq.ExecStatus.PIPELINE_SYNC:
                return results
            results.append(result)

    def _prepare(self, template: Template, types: tuple[int, ...] | None) -> bytes:
        """The name of `template` prepared on this connection, prepared now the first
        time: with `types` given (see `pipeline`), or with every type left to the
        server."""
        key = id(template) if types is None else (id(template), types)
        name = self.prepared.get(key)
        if name is None:
            name = f"millie_{len(self.prepared)}".encode()
            sql = _numbered(template)
            if self.green:
                self.pgconn.send_prepare(name, sql, types)
                self._checked(self._green_result())
            else:
                self._checked(self.pgconn.prepare(name, sql, types))
            self.prepared[key] = name
        return name

    def execute(self, query: bytes) -> PgResult:
        if self.green:
            self.pgconn.send_query(query)
            return PgResult(self._checked(self._green_result()), self.transformer)
        return PgResult(self._checked(self.pgconn.exec_(query)), self.transformer)

    def execute_prepared(self, template: Template, params: dict[str, Any]) -> PgResult:
        """The statement prepared on this connection (once), run with `params`."""
        name = self._prepare(template, None)
        values = [self.text(params[key]) for key in template[1]]
        if self.green:
            self.pgconn.send_query_prepared(name, values)
            return PgResult(self._checked(self._green_result()), self.transformer)
        return PgResult(self._checked(self.pgconn.exec_prepared(name, values)), self.transformer)

    def _green_result(self) -> pq.abc.PGresult:
        """The answer to the message just sent, as PQexec gives it (the last statement's
        result, or the first error), read without blocking the process: between reads
        this request gives way to the worker's other requests (gevent's hub)."""
        pgconn = self.pgconn
        self._green_flush()
        last: pq.abc.PGresult | None = None
        error: pq.abc.PGresult | None = None
        while True:
            self._green_readable()
            result = pgconn.get_result()
            if result is None:
                break
            if result.status == pq.ExecStatus.FATAL_ERROR and error is None:
                error = result
            last = result
        if error is not None:
            return error
        if last is None:  # no statement ran: the connection went away
            raise psycopg.OperationalError("the connection is lost: no result")
        return last

    def _green_flush(self) -> None:
        """Until everything sent is written to the socket (gevent waits)."""
        while self.pgconn.flush():
            self._hub.wait(self._writable)

    def _green_readable(self) -> None:
        """Until a result can be had without blocking; this request gives way to the
        worker's other requests meanwhile (gevent's hub)."""
        while self.pgconn.is_busy():
            self._hub.wait(self._readable)
            self.pgconn.consume_input()

    def hold(self, locks: bool) -> None:
        """Set how the next statements wait for the database. Under gevent a wait gives
        way to the worker's other requests, except while the connection may hold row
        locks (`locks`: a write transaction, from its first statement to its COMMIT or
        ROLLBACK): then it blocks the worker (docs/performance.md, the eighteenth step).

        A request that gave way holding its game's lock came back to it only after the
        worker's other ready requests had run: each of a move's two round trips took 4
        to 7 ms instead of 0.5 to 2 at the median, and the other moves on that game
        waited for the lock as long. Blocking cannot wait on the worker itself: a
        request of this worker holds locks only while it runs, so any lock it meets is
        another process's, held by a transaction that is running too (or by one the
        database ends when its connection goes). The price: a session outside the
        server that keeps a game's row locked (a `SELECT ... FOR UPDATE` left open in
        psql) stops the whole worker that meets it, not just that game's request."""
        self.green = self.gives_way and not locks

    def wait_readable(self) -> None:
        """Until the socket has something to read (a listener's next notification): in a
        greenlet on the connection's watcher, giving way to the worker's other requests;
        elsewhere (a thread of its own) blocking."""
        if self.green:
            self._hub.wait(self._readable)
        else:
            select.select([self.pgconn.socket], [], [])

    def close(self) -> None:
        """Let go of the connection's watchers, before the connection is closed."""
        if self.gives_way:
            self._readable.close()
            self._writable.close()

    def text(self, value: Any) -> bytes | None:
        """A value in PostgreSQL's text format (a prepared statement's parameter)."""
        return None if value is None else _text(value)

    def _checked(self, result: pq.abc.PGresult | None) -> pq.abc.PGresult:
        if self.pgconn.status == pq.ConnStatus.BAD:
            message = self.pgconn.error_message.decode("utf-8", "replace")
            raise psycopg.OperationalError(f"the connection is lost: {message}")
        if result is None:
            raise psycopg.OperationalError("the connection is lost: no result")
        if result.status == pq.ExecStatus.FATAL_ERROR:
            raise psycopg.errors.error_from_result(result, encoding="utf-8")
        return result


def green_waits() -> bool:
    """gevent has patched the standard library (the server's workers, `millie serve`):
    a wait for the database must then give way to the process's other requests."""
    monkey = sys.modules.get("gevent.monkey")
    return monkey is not None and bool(monkey.is_module_patched("socket"))


def _numbered(template: Template) -> bytes:
    """A template's SQL with its parameters as $1, $2..."""
    texts, names = template
    return b"".join(
        text + (f"${i}".encode() if i <= len(names) else b"") for i, text in enumerate(texts, 1)
    )


def _oid(value: Any) -> int:
    """The type a value is sent with (see `Wire.pipeline`): 0 leaves it to the server."""
    if isinstance(value, bool):
        return BOOL_OID
    if isinstance(value, int):
        return INT8_OID
    if isinstance(value, datetime):
        return TIMESTAMPTZ_OID
    return 0


BOOL_OID, INT8_OID, TIMESTAMPTZ_OID = 16, 20, 1184


def _text(value: Any) -> bytes:
    if isinstance(value, bool):
        return b"t" if value else b"f"
    if isinstance(value, str | int):
        return str(value).encode()
    if isinstance(value, datetime):
        return value.isoformat().encode()
    raise TypeError(f"no SQL text for {type(value).__name__}")


class PgResult:
    """The rows of one statement, as sqlite3's cursor gives them."""

    def __init__(self, result: pq.abc.PGresult, transformer: psycopg_abc.Transformer) -> None:
        self.result = result
        self.transformer = transformer
        self.rowcount = result.command_tuples or 0

    def fetchall(self) -> list[tuple[Any, ...]]:
        rows = self.result.ntuples
        if not rows:
            return []
        self.transformer.set_pgresult(self.result)
        return self.transformer.load_rows(0, rows, tuple)

    def fetchone(self) -> tuple[Any, ...] | None:
        if not self.result.ntuples:
            return None
        self.transformer.set_pgresult(self.result)
        return self.transformer.load_row(0, tuple)


@dataclass(slots=True)
class Link:
    """A driver connection and what runs its statements: sqlite3's cursor, or a `Wire`."""

    conn: Any
    cursor: Any
    reused: bool = False
    gone: bool = False  # closed and given up: its slot is free again


class Pool:
    """This process's idle connections, the most recently used first; at most `size` are
    out at once (a request that finds none free waits up to `timeout` seconds: 503).

    Simpler than SQLAlchemy's pool, and cheaper by some 50 µs per request: no pre-ping
    (a dead connection is found by its first statement, which Tx then sends again on a
    new one), no reset on return (Rows ends every transaction itself).
    """

    def __init__(self, connect: Callable[[], Link], size: int, timeout: float = 30.0) -> None:
        self._connect = connect
        self.size = size
        self.timeout = timeout
        self._idle: list[Link] = []
        self._out = 0
        # An RLock knows its owner. Over a plain Lock, notify() checks ownership with a
        # failed try, and under gevent a failed try runs the other greenlets first.
        self._cond = threading.Condition(threading.RLock())
        self._pid = os.getpid()
        self._inherited: list[Link] = []

    def get(self) -> Link:
        with self._cond:
            if self._pid != os.getpid():
                # Forked: the parent's connections stay the parent's. Keep them
                # referenced, unused, so that no finalizer here closes them.
                self._inherited += self._idle
                self._idle, self._out, self._pid = [], 0, os.getpid()
            if self._out >= self.size and not self._cond.wait_for(
                lambda: self._out < self.size, self.timeout
            ):
                raise PoolTimeout(f"no database connection free in {self.timeout:g} s")
            self._out += 1
            if self._idle:
                link = self._idle.pop()
                link.reused = True
                return link
        try:
            return self._connect()
        except BaseException:
            self._release()
            raise

    def put(self, link: Link) -> None:
        with self._cond:
            self._idle.append(link)
            self._out -= 1
            self._cond.notify()

    def discard(self, link: Link) -> None:
        if link.gone:
            return
        link.gone = True
        _close(link)
        self._release()

    def clear(self) -> None:
        with self._cond:
            idle, self._idle = self._idle, []
        for link in idle:
            _close(link)

    def _release(self) -> None:
        with self._cond:
            self._out -= 1
            self._cond.notify()


class PoolTimeout(OperationalError):
    """Every connection of the pool stayed in use (a 503, as for a database outage)."""

    def __init__(self, message: str) -> None:
        super().__init__(message, None, Exception(message))


def _close(link: Link) -> None:
    with suppress(Exception):  # already broken: nothing to close
        link.cursor.close()
    with suppress(Exception):
        link.conn.close()
