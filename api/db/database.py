"""One database (SQLite or PostgreSQL) as the requests and the tools use it.

A request's transaction runs the statements of api/db/statements.py on a connection of
the engine's pool, through the driver's own cursor (sqlite3, psycopg): SQLAlchemy builds
and compiles the statements once and keeps the pool, and a request pays for none of its
per-statement machinery (a view's read cost 91 µs of CPU through a SQLAlchemy Connection,
19 µs through the pooled driver connection). The lobby and the tools, which run a few
statements now and then, use SQLAlchemy Connections on the same engine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from datetime import UTC, datetime
from typing import Any, TypeVar

import orjson
from sqlalchemy import ColumnElement, Connection, Engine, delete, func, select
from sqlalchemy.exc import DBAPIError, StatementError

from millie.api.db.engine import READ, dumps
from millie.api.db.rows import EventRow, GameRow, KeptAnswer, LobbyEntry
from millie.api.db.sending import Sending
from millie.api.db.statements import Statements, games, keys
from millie.api.db.writers import WriterQueue
from millie.rules.game import Event

ALL = 2**31 - 1  # a limit that is no limit
R = TypeVar("R")


def _json(value: Any) -> str | None:
    return None if value is None else dumps(value)


class Tx(Sending):
    """One transaction on one pooled connection (see `Database.transaction`): the
    statements of api/db/statements.py, sent as api/db/sending.py sends them."""

    db: Database

    def load(self, game_id: str, digest: str, lock: bool) -> tuple[GameRow, int | None] | None:
        """The game, and the seat whose token hash is `digest` (None if no seat's)."""
        sql = self.sql.load_locked if lock else self.sql.load
        row = self._run(sql, {"p_id": game_id, "p_digest": digest}, fetch="one")
        if row is None:
            return None
        return self.db.game(row), row[-1]

    def games_created_since(self, creator: str, since: datetime) -> tuple[int, datetime | None]:
        """How many games `creator` created since `since`, and when the first of them."""
        params = {"p_creator": creator, "p_since": self.sql.time_in(since)}
        if self.sql.lock_creator is not None:
            self._run(self.sql.lock_creator, params)
        count, first = self._run(self.sql.created_since, params, fetch="one")
        return int(count), None if first is None else self._utc(first)

    def insert_game(
        self,
        game: GameRow,
        event: Event,
        at: datetime,
        creator: str | None = None,
        listed: bool = True,
    ) -> None:
        params = {f"p_{name}": getattr(game, name) for name in ("id", "type", "status", "seed")}
        params.update(
            p_version=game.version,
            p_seed_given=game.seed_given,
            p_host_token_hash=game.host_token_hash,
            p_state=game.state_json,
            p_event_count=game.event_count,
            p_action_count=game.action_count,
            p_bots=_json(game.bots),
            p_created_at=self.sql.time_in(at),
            p_creator=creator,
            p_listed=listed,
        )
        self._run(self.sql.insert_game, params)
        self.insert_events(game.id, 1, [event], at)

    def insert_events(self, game_id: str, first: int, new: Sequence[Event], at: datetime) -> None:
        if new:
            self._run(self.sql.insert_events, self.db.event_rows(game_id, first, new, at), True)

    def store(
        self,
        game: GameRow,
        first_event: int,
        new_events: list[Event],
        first_action: int,
        new_actions: list[dict[str, Any]],
        at: datetime,
        status_changed: bool = True,
    ) -> None:
        """The new state, version and counters, the actions and the events; on
        PostgreSQL also the NOTIFY that wakes every process's waiters at commit."""
        params: dict[str, Any] = {
            "p_id": game.id,
            "p_state": game.state_json,
            "p_version": game.version,
            "p_event_count": game.event_count,
            "p_action_count": game.action_count,
            "p_bots": _json(game.bots),
            "p_at": self.sql.time_in(at),
        }
        if status_changed:
            params["p_status"] = game.status
        numbered = [{"n": first_action + i, **a} for i, a in enumerate(new_actions)]
        if self.db.postgres:
            params["p_actions"] = dumps(numbered)
            params["p_events"] = dumps(
                [
                    {"seq": first_event + i, **e}
                    for i, e in enumerate(self.db.event_fields(new_events))
                ]
            )
            self._run(self.sql.store[status_changed], params)
            return
        self._run(self.sql.store[status_changed], params)
        if numbered:
            rows = [
                {
                    "p_id": game.id,
                    "p_n": a["n"],
                    "p_seat": a["seat"],
                    "p_action": a["action"],
                    "p_body": dumps(a["body"]),
                    "p_squabble": a["squabble"],
                    "p_now": a["now"],
                }
                for a in numbered
            ]
            self._run(self.sql.insert_actions, rows, True)
        self.insert_events(game.id, first_event, new_events, at)

    def events(self, game_id: str, after: int, limit: int = ALL) -> list[EventRow]:
        params = {"p_id": game_id, "p_after": after, "p_limit": limit, "p_offset": 0}
        loads, when = orjson.loads, self.sql.time_out
        return [
            EventRow(seq, kind, loads(data), None if s is None else loads(s), to, when(at))
            for seq, kind, data, s, to, at in self._run(self.sql.events, params, fetch="all")
        ]

    def actions(self, game_id: str) -> list[dict[str, Any]]:
        """Every engine call of the game, in order (the export, G2)."""
        rows = self._run(self.sql.actions, {"p_id": game_id}, fetch="all")
        return [
            {"n": n, "action": a, "seat": seat, "body": orjson.loads(b), "squabble": sq, "now": t}
            for n, a, seat, b, sq, t in rows
        ]

    def add_seat(self, game_id: str, seat: int, token_hash: str, at: datetime) -> None:
        params = {"p_id": game_id, "p_seat": seat, "p_token_hash": token_hash}
        self._run(self.sql.add_seat, {**params, "p_at": self.sql.time_in(at)})

    def remove_seat(self, game_id: str, seat: int) -> None:
        """Drop a seat's token; the seats after it move up one."""
        self._run(self.sql.remove_seat, {"p_id": game_id, "p_seat": seat})
        for after, by in ((seat, 1000), (999, -1001)):
            self._run(self.sql.shift_seats, {"p_id": game_id, "p_after": after, "p_by": by})

    def set_token(self, game_id: str, seat: int, token_hash: str) -> bool:
        """Give a taken seat a new token hash; False if the seat is not taken."""
        params = {"p_id": game_id, "p_seat": seat, "p_token_hash": token_hash}
        return bool(self._run(self.sql.set_token, params, fetch="count"))

    def kept_answer(self, scope: str, key: str) -> KeptAnswer | None:
        row = self._run(self.sql.kept, {"p_scope": scope, "p_key": key}, fetch="one")
        if row is None:
            return None
        request_hash, status, headers, body, at = row
        return KeptAnswer(request_hash, status, orjson.loads(headers), body, self._utc(at))

    def _utc(self, stored: Any) -> datetime:
        """A stored time, with its zone (SQLite hands back UTC times without one)."""
        at: datetime = self.sql.time_out(stored)
        return at if at.tzinfo else at.replace(tzinfo=UTC)

    def forget_key(self, scope: str, key: str) -> None:
        self._run(self.sql.forget_key, {"p_scope": scope, "p_key": key})

    def forget_expired(self, before: datetime) -> None:
        """Drop up to a batch of kept answers kept before `before`."""
        params = {"p_before": self.sql.time_in(before), "p_batch": 100, "p_offset": 0}
        self._run(self.sql.forget_expired, params)

    def keep_answer(self, scope: str, key: str, answer: KeptAnswer, at: datetime) -> None:
        params = {
            "p_scope": scope,
            "p_key": key,
            "p_request_hash": answer.request_hash,
            "p_status": answer.status,
            "p_headers": dumps(answer.headers),
            "p_body": answer.body,
            "p_at": self.sql.time_in(at),
        }
        self._run(self.sql.keep, params)


class Database:
    """One database (SQLite or PostgreSQL), as the requests and the tools use it."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.postgres = engine.dialect.name == "postgresql"
        self.statements = Statements(self.postgres)
        self.errors: type[Exception] = engine.dialect.loaded_dbapi.Error
        self.reader = engine.execution_options(**{READ: True})  # the tools' reads
        self.begin = "BEGIN" if self.postgres else "BEGIN IMMEDIATE"
        path = engine.url.database
        self.writers = (
            WriterQueue(f"{path}-writer")
            if not self.postgres and path and path != ":memory:"
            else None
        )

    @contextmanager
    def transaction(self, write: bool) -> Iterator[Tx]:
        """A transaction that commits when the block ends without an exception; SQLite's
        writers take their turn first (api/db/writers.py). A write begins at once with
        the database's lock on SQLite (BEGIN IMMEDIATE), with BEGIN on PostgreSQL (the
        game row's lock is its `SELECT ... FOR UPDATE`); a read sends no BEGIN: each of
        its statements sees what was committed when it started."""
        if write and self.writers is not None:
            with self.writers.turn(), self._transaction(write) as tx:
                yield tx
        else:
            with self._transaction(write) as tx:
                yield tx

    @contextmanager
    def _transaction(self, write: bool) -> Iterator[Tx]:
        tx = Tx(self, write)
        try:
            yield tx
            if write:
                tx.command("COMMIT")
        except BaseException as error:
            self._end(tx, error)
            raise
        finally:
            with suppress(Exception):  # a dead connection's cursor may fail to close
                tx.cursor.close()
                if tx.batched:
                    tx.client.close()
            tx.conn.close()  # back to the pool, or gone if it was dropped

    def _end(self, tx: Tx, error: BaseException) -> None:
        """After a failed transaction: roll back, or drop the connection if it is gone."""
        cause = error.orig if isinstance(error, DBAPIError) else error
        if isinstance(cause, self.errors) and self.lost(cause, tx):
            self.drop(tx.conn)
            return
        try:
            tx.conn.rollback()
        except Exception:
            tx.conn.invalidate()  # in no state to be used again

    def lost(self, error: Any, tx: Sending) -> bool:
        """The driver's error says the connection is gone (with the server, maybe)."""
        driver = getattr(tx.conn, "dbapi_connection", None)  # None once it was dropped
        return driver is None or bool(self.engine.dialect.is_disconnect(error, driver, tx.cursor))

    def drop(self, conn: Any) -> None:
        """A connection found dead: it and the pool's idle ones (which went with the
        server) are closed; the next requests connect anew."""
        conn.invalidate()
        self.engine.dispose()

    def wrapped(self, error: Exception, lost: bool) -> StatementError:
        """The driver's error as SQLAlchemy's (OperationalError: 503, IntegrityError...)."""
        return DBAPIError.instance(
            None, None, error, self.errors, connection_invalidated=lost, dialect=self.engine.dialect
        )

    def game(self, row: Sequence[Any]) -> GameRow:
        """A games row (Statements' GAME_COLUMNS) as a GameRow."""
        game_id, kind, status, version, seed, given, host, state, events, actions = row[:10]
        bots, sql = row[10], self.statements
        return GameRow(
            game_id,
            kind,
            status,
            version,
            seed,
            sql.bool_out(given),
            host,
            state,
            events,
            actions,
            None if bots is None else orjson.loads(bots),
            sql.time_out(row[11]),
        )

    @staticmethod
    def event_fields(new: Sequence[Event]) -> list[dict[str, Any]]:
        return [
            {
                "kind": e.kind,
                "data": e.data,
                "secret": e.secret,
                "secret_to": e.secret_to if e.secret is not None else None,
            }
            for e in new
        ]

    def event_rows(
        self, game_id: str, first: int, new: Sequence[Event], at: datetime
    ) -> list[dict[str, Any]]:
        stored_at = self.statements.time_in(at)
        return [
            {
                "p_id": game_id,
                "p_seq": first + i,
                "p_kind": e["kind"],
                "p_data": dumps(e["data"]),
                "p_secret": _json(e["secret"]),
                "p_secret_to": e["secret_to"],
                "p_at": stored_at,
            }
            for i, e in enumerate(self.event_fields(new))
        ]

    def lobby(
        self, game_type: str | None, status: str | None, page: int, size: int
    ) -> tuple[list[LobbyEntry], int]:
        """A page of the listed games, newest first, each with its players' names."""
        where: list[ColumnElement[bool]] = [games.c.listed.is_(True)]
        if game_type is not None:
            where.append(games.c.type == game_type)
        if status is not None:
            where.append(games.c.status == status)
        columns = ("id", "type", "status", "version", "seed_given", "created_at", "updated_at")
        page_rows = (
            select(*(games.c[name] for name in columns), games.c.state)
            .where(*where)
            .order_by(games.c.created_at.desc(), games.c.id)
            .offset((page - 1) * size)
            .limit(size)
        )

        def read(conn: Connection) -> tuple[list[LobbyEntry], int]:
            total = conn.scalar(select(func.count()).select_from(games).where(*where)) or 0
            entries = []
            for row in conn.execute(page_rows):
                state: dict[str, Any] = row[-1]
                names = [str(p["name"]) for p in state.get("players", [])]
                entries.append(LobbyEntry(row[0], row[1], row[2], row[3], *row[4:7], names))
            return entries, total

        return self._read(read)

    def active_games(self) -> list[GameRow]:
        """Every game in play (millie tick looks for the ones with a timer due)."""
        with self.transaction(write=False) as tx:
            rows = tx._run(self.statements.active_games, {"p_status": "active"}, fetch="all")
            return [self.game(row) for row in rows]

    def active_counts(self) -> dict[str, int]:
        """Games in play by type (the metrics)."""
        query = select(games.c.type, func.count()).where(games.c.status == "active")
        rows = self._read(lambda conn: conn.execute(query.group_by(games.c.type)).all())
        return {kind: int(n) for kind, n in rows}

    def forget_keys(self, before: datetime) -> int:
        """Drop the Idempotency-Keys kept since before `before` (millie cleanup)."""
        with self.engine.begin() as conn:
            result = conn.execute(delete(keys).where(keys.c.created_at < before))
            return int(result.rowcount or 0)

    def ping(self) -> None:
        """Raises if the database cannot be reached (/readyz)."""
        self._read(lambda conn: conn.execute(select(1)).all())

    def _read(self, read: Callable[[Connection], R]) -> R:
        """`read` on a SQLAlchemy Connection; once more on a new connection if the pooled
        one was found dead (SQLAlchemy has then dropped the pool's connections)."""
        for attempt in (1, 2):
            try:
                with self.reader.connect() as conn:
                    return read(conn)
            except DBAPIError as error:
                if attempt == 2 or not error.connection_invalidated:
                    raise
        raise AssertionError("unreachable")
