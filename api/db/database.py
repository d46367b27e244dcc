"""One database (SQLite or PostgreSQL) as the requests and the tools use it.

Every statement is a SQLAlchemy Core statement (api/db/statements.py, built once from
the tables), compiled once per dialect by SQLAlchemy's compiler, and run on a DBAPI
connection of the engine's pool, with each value bound and each column read by the
processors of its SQLAlchemy type (`TypeEngine.bind_processor`, `result_processor`),
without SQLAlchemy's Connection, whose execution context cost more than the statements
(docs/performance.md). A driver's error is raised as SQLAlchemy's (`DBAPIError.instance`).

A transaction's first statement that finds its pooled connection dead (the database
restarted since) runs again, once, on a new one: nothing was done on the dead one.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager, nullcontext, suppress
from datetime import UTC, datetime
from typing import Any

import orjson
from sqlalchemy import Engine
from sqlalchemy.exc import DBAPIError
from sqlalchemy.sql.elements import ClauseElement

from millie.api.db import statements as sql
from millie.api.db.compiled import Compiled, Rows
from millie.api.db.engine import readable, steady
from millie.api.db.rows import (
    ROW_FIELDS,
    EventRow,
    GameRow,
    KeptAnswer,
    LobbyEntry,
    Write,
    event_fields,
    event_rows,
)
from millie.api.db.writers import WriterQueue
from millie.rules.game import Event

ALL = 2**31 - 1  # a limit that is no limit


def _utc(at: datetime) -> datetime:
    """A stored time, with its zone (SQLite hands back UTC times without one)."""
    return at if at.tzinfo else at.replace(tzinfo=UTC)


class Tx:
    """One transaction on one pooled connection (see `Database.transaction`)."""

    def __init__(self, db: Database, write: bool) -> None:
        self.db = db
        self.write = write
        self.fresh = True  # nothing has been read or done yet
        # A read takes a connection of the pool at its first statement: one answered
        # from memory takes none (api/core/known.py).
        self.raw: Any = self._connect() if write else None
        self.cursor: Any = None  # one for the transaction, made at its first statement
        self.began = False
        self.steady = db.postgres  # each statement's worker waits with it (engine.steady)
        if write:  # the lock at once (SQLite: BEGIN IMMEDIATE), api/db/engine.py
            try:
                self._run(db.begin)
            except BaseException:
                self._release()
                raise
            self.began = True

    def _connect(self) -> Any:
        """A connection of the pool; a database that cannot be reached raises as
        SQLAlchemy's OperationalError (or the error class of what the driver said)."""
        try:
            return self.db.engine.raw_connection()
        except self.db.dbapi_error as error:
            raise DBAPIError.instance(None, None, error, self.db.dbapi_error) from error

    def run(self, statement: ClauseElement, params: Any = None) -> Rows:
        """Run a statement of this transaction's (the modules of api/db that have their
        own tables, api/db/players.py, run theirs here)."""
        return self._run(statement, params)

    def _run(self, statement: ClauseElement | str, params: Any = None) -> Rows:
        """Run a statement (once for each of `params` if it is a list; a `str` is a
        transaction's own: BEGIN, COMMIT) and return its rows. If it is the first of the
        transaction and finds its pooled connection dead, nothing was done: it runs
        again, once, on a new connection."""
        first, self.fresh = self.fresh, False
        try:
            return self._send(statement, params)
        except DBAPIError as error:
            if not (first and error.connection_invalidated):
                raise
        self.raw.invalidate()
        self.raw, self.cursor = self._connect(), None
        return self._send(statement, params)

    def _send(self, statement: ClauseElement | str, params: Any) -> Rows:
        many = isinstance(params, list) and len(params) > 1
        if isinstance(params, list):
            params = params if many else params[0]
        values: Any
        rows: list[Any]
        if isinstance(statement, str):
            compiled, text, values = None, statement, None
        else:
            compiled = self.db.compiled(statement, params[0] if many else params)
            if many:
                text, values = compiled.text, [compiled.bind(p) for p in params]
            else:
                text, values = compiled.sql(params)
        if self.raw is None:
            self.raw = self._connect()
        cursor = self.cursor
        try:
            if cursor is None:  # a closed connection says so here
                cursor = self.cursor = self.raw.cursor()
            with steady() if self.steady else nullcontext():
                if many:
                    cursor.executemany(text, values)
                elif values is None:
                    cursor.execute(text)
                else:
                    cursor.execute(text, values)
            description = cursor.description
            rows = list(cursor.fetchall()) if description is not None else []
            count = cursor.rowcount
        except self.db.dbapi_error as error:
            dead = self.db.engine.dialect.is_disconnect(error, self.raw, cursor)  # type: ignore[arg-type]
            raise DBAPIError.instance(
                text, values, error, self.db.dbapi_error, connection_invalidated=dead
            ) from error
        if compiled is not None and rows:
            rows = compiled.read(rows, description, self.db.engine.dialect)
        return Rows(rows, count)

    def ready(self) -> bool:
        """Whether this transaction's connection may take a write as its first
        statement: a write is never sent again on a new connection (it may have been
        done), so a pooled connection the server closed while idle must not be the one.
        On PostgreSQL an idle connection with anything to read (the server's goodbye) is
        not ready; nothing is read from it."""
        if not self.db.postgres:
            return True
        if self.raw is None:
            self.raw = self._connect()
        try:  # a connection closed under it has no socket: not ready (the read finds out)
            return not readable(self.raw.dbapi_connection.fileno())
        except Exception:
            return False

    def commit(self) -> None:
        """COMMIT; the connection back to the pool (dropped from it if it died)."""
        try:
            if self.began:
                self._send("COMMIT", None)
        except DBAPIError as error:
            if error.connection_invalidated:
                self.raw.invalidate()
            raise
        finally:
            self._release()

    def abandon(self) -> None:
        """ROLLBACK what began, if the connection still can; back to the pool."""
        try:
            if self.began:
                self._send("ROLLBACK", None)
        except DBAPIError:
            self.raw.invalidate()  # whatever state it is in, it is not used again
        finally:
            self._release()

    def _release(self) -> None:
        self.began = False
        if self.raw is None:
            return
        if self.cursor is not None:
            with suppress(Exception):  # a dead connection's cursor may fail to close
                self.cursor.close()
        self.raw.close()  # back to the pool, or gone if it was invalidated

    def load(
        self, game_id: str, digest: str, lock: bool, key: tuple[str, str] | None = None
    ) -> tuple[GameRow, int | None, KeptAnswer | None] | None:
        """The game, the seat whose token hash is `digest` (None if no seat's), and with
        `key` (an Idempotency-Key's scope and digest) the answer kept for it."""
        if key is None:
            params = {"p_id": game_id, "p_digest": digest}
            statement = sql.LOAD_LOCKED if lock else sql.LOAD
        else:
            params = {"p_id": game_id, "p_digest": digest, "p_scope": key[0], "p_key": key[1]}
            assert not lock, "a locked read sees other tables as they were before its wait"
            statement = sql.LOAD_KEYED
        row = self._run(statement, params).first()
        if row is None:
            return None
        n = len(ROW_FIELDS)
        game = GameRow(*row[:n])
        game.created_at = _utc(game.created_at)
        kept = None
        if key is not None and row[n + 1] is not None:
            request_hash, body, version, kept_game, at = row[n + 1 :]
            kept = KeptAnswer(request_hash, body, version, kept_game, _utc(at))
        return game, row[n], kept

    def games_created_since(self, creator: str, since: datetime) -> tuple[int, datetime | None]:
        """How many games `creator` created since `since`, and when the first of them."""
        params = {"p_creator": creator, "p_since": since}
        if self.db.postgres:
            self._run(sql.LOCK_CREATOR, params)
        count, first = self._run(sql.CREATED_SINCE, params).one()
        return int(count), None if first is None else _utc(first)

    def insert_game(
        self, game: GameRow, event: Event, at: datetime, creator: str | None, listed: bool
    ) -> None:
        values = {name: getattr(game, name) for name in ROW_FIELDS if name != "state_json"}
        values.update(
            state=orjson.Fragment(game.state_json),
            created_at=at,
            updated_at=at,
            creator=creator,
            listed=listed,
        )
        self._run(sql.INSERT_GAME, values)
        self._run(sql.INSERT_EVENTS, event_rows(game.id, 1, [event], at))

    def store(self, write: Write) -> bool:
        """A move's write, if the game is still at the version the move was made from
        (compare-and-set): the new state, version, counters and deadline, the actions,
        the events and the answer kept for its Idempotency-Key; on PostgreSQL also the
        NOTIFY that wakes every process's waiters at commit. False, and nothing
        written, if another request changed the game first."""
        game = write.game
        params: dict[str, Any] = {
            "p_id": game.id,
            "p_old_version": write.old_version,
            "p_state": orjson.Fragment(game.state_json),
            "p_version": game.version,
            "p_event_count": game.event_count,
            "p_action_count": game.action_count,
            "p_bots": game.bots,
            "p_deadline": game.deadline,
            "p_at": write.at,
        }
        if write.status_changed:
            params["p_status"] = game.status
        numbered = [{"n": write.first_action + i, **a} for i, a in enumerate(write.actions)]
        kept = write.kept
        if self.db.postgres:
            params["p_actions"] = numbered
            params["p_events"] = [
                {"seq": write.first_event + i, **e}
                for i, e in enumerate(event_fields(write.events))
            ]
            if kept is not None:
                params.update({f"p_k_{name}": value for name, value in kept.items()})
                params["p_before"] = kept["before"]
            statement = sql.STORE[write.status_changed, True, kept is not None]
            return bool(self._run(statement, params).rows)
        statement = sql.STORE[write.status_changed, False, kept is not None]
        if kept is not None:
            params.update(p_k_scope=kept["scope"], p_k_key=kept["key"], p_k_before=kept["before"])
        if not self._run(statement, params).rowcount:
            return False
        if numbered:
            self._run(sql.INSERT_ACTIONS, [{"game_id": game.id, **a} for a in numbered])
        if write.events:
            self._run(
                sql.INSERT_EVENTS, event_rows(game.id, write.first_event, write.events, write.at)
            )
        if kept is not None:
            self.forget_expired(kept["before"])
            values = {name: kept[name] for name in sql.KEPT_COLUMNS}
            self._run(sql.KEEP_OR_REPLACE, {**values, "p_k_before": kept["before"]})
        return True

    def events(self, game_id: str, after: int, limit: int = ALL) -> list[EventRow]:
        rows = self._run(sql.EVENTS, {"p_id": game_id, "p_after": after, "p_limit": limit})
        return [EventRow(seq, kind, d, s, to, _utc(at)) for seq, kind, d, s, to, at in rows]

    def actions(self, game_id: str) -> list[dict[str, Any]]:
        """Every engine call of the game, in order (the export, G2)."""
        rows = self._run(sql.ACTIONS, {"p_id": game_id})
        return [{"n": n, "action": a, "seat": s, "body": b, "now": t} for n, a, s, b, t in rows]

    def add_seat(
        self,
        game_id: str,
        seat: int,
        token_hash: str,
        name: str,
        at: datetime,
        player_id: str | None = None,
    ) -> None:
        values = {"game_id": game_id, "seat": seat, "token_hash": token_hash, "name": name}
        if player_id is not None:  # the seat of a player (docs/players.md)
            values["player_id"] = player_id
        self._run(sql.ADD_SEAT, {**values, "created_at": at})

    def remove_seat(self, game_id: str, seat: int) -> None:
        """Drop a seat's token; the seats after it move up one."""
        self._run(sql.REMOVE_SEAT, {"p_id": game_id, "p_seat": seat})
        for after, by in ((seat, 1000), (999, -1001)):
            self._run(sql.SHIFT_SEATS, {"p_id": game_id, "p_after": after, "p_by": by})

    def set_token(self, game_id: str, seat: int, token_hash: str) -> bool:
        """Give a taken seat a new token hash; False if the seat is not taken."""
        params = {"p_id": game_id, "p_seat": seat, "p_token_hash": token_hash}
        return bool(self._run(sql.SET_TOKEN, params).rowcount)

    def kept_answer(self, scope: str, key: str) -> KeptAnswer | None:
        row = self._run(sql.KEPT, {"p_scope": scope, "p_key": key}).first()
        if row is None:
            return None
        request_hash, body, version, game_id, at = row
        return KeptAnswer(request_hash, body, version, game_id, _utc(at))

    def forget_key(self, scope: str, key: str) -> None:
        self._run(sql.FORGET_KEY, {"p_scope": scope, "p_key": key})

    def forget_expired(self, before: datetime) -> None:
        """Drop up to a batch of kept answers kept before `before`."""
        self._run(sql.FORGET_EXPIRED, {"p_before": before})

    def keep_answer(self, scope: str, key: str, answer: KeptAnswer, at: datetime) -> None:
        values = {"scope": scope, "key": key, "request_hash": answer.request_hash}
        kept = {"body": answer.body, "version": answer.version, "game_id": answer.game_id}
        self._run(sql.KEEP, {**values, **kept, "created_at": at})


class Database:
    """One database (SQLite or PostgreSQL), as the requests and the tools use it."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.postgres = engine.dialect.name == "postgresql"
        # A write begins at once with its lock; a read sends no BEGIN.
        self.begin = "BEGIN" if self.postgres else "BEGIN IMMEDIATE"
        self.dbapi_error: type[Exception] = engine.dialect.loaded_dbapi.Error
        self._compiled: dict[ClauseElement, Compiled | dict[tuple[str, ...], Compiled]] = {}
        path = engine.url.database
        self.writers = (
            WriterQueue(f"{path}-writer")
            if not self.postgres and path and path != ":memory:"
            else None
        )

    @contextmanager
    def transaction(self, write: bool) -> Iterator[Tx]:
        """A transaction that commits when the block ends without an exception, and
        rolls back otherwise; SQLite's writers take their turn first
        (api/db/writers.py). A write begins with the database's lock on SQLite (BEGIN
        IMMEDIATE), with BEGIN on PostgreSQL (the game row's lock is its `SELECT ... FOR
        UPDATE`); a read sends no BEGIN: each of its statements sees what was committed
        when it started."""
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
        except BaseException:
            tx.abandon()
            raise
        tx.commit()

    @contextmanager
    def writing(self, tx: Tx) -> Iterator[None]:
        """A write on a read's connection (SQLite): the writers' turn and BEGIN
        IMMEDIATE, then the commit when the block ends (the rollback if it raises); the
        connection stays the read's. A move reads, thinks, then writes on one
        connection of the pool, not two."""
        turn = self.writers.turn() if self.writers is not None else nullcontext()
        with turn:
            tx._run(self.begin)
            tx.began = True
            try:
                yield
            except BaseException:
                tx.began = False
                tx._send("ROLLBACK", None)
                raise
            tx.began = False
            tx._send("COMMIT", None)

    def compiled(self, statement: ClauseElement, params: dict[str, Any] | None) -> Compiled:
        """`statement` compiled for this database, once (an INSERT once for each set of
        columns it is given). Every statement of api/db/statements.py is built once, so
        this cache holds each of them and no more."""
        known = self._compiled.get(statement)
        if type(known) is Compiled:
            return known
        dialect = self.engine.dialect
        if known is None:
            if not getattr(statement, "is_insert", False):
                made = self._compiled[statement] = Compiled(statement, dialect, None)
                return made
            known = self._compiled[statement] = {}
        assert isinstance(known, dict)
        columns = tuple(params) if params else ()
        compiled = known.get(columns)
        if compiled is None:
            compiled = known[columns] = Compiled(statement, dialect, columns or None)
        return compiled

    def lobby(
        self, game_type: str | None, status: str | None, page: int, size: int
    ) -> tuple[list[LobbyEntry], int]:
        """A page of the listed games, newest first, each with its players' names."""
        page_rows, count = sql.LOBBY[game_type is not None, status is not None]
        params: dict[str, Any] = {}
        if game_type is not None:
            params["p_type"] = game_type
        if status is not None:
            params["p_status"] = status
        with self.transaction(write=False) as tx:
            total = tx._run(count, params).scalar() or 0
            paged = {**params, "p_offset": (page - 1) * size, "p_limit": size}
            rows = tx._run(page_rows, paged).all()
            names: dict[str, list[str]] = {row[0]: [] for row in rows}
            if names:
                for game_id, name in tx._run(sql.NAMES, {"p_ids": list(names)}):
                    names[game_id].append(name or "")
        entries = []
        for row in rows:
            line = dict(zip(sql.LOBBY_COLUMNS, row, strict=True))
            line.update(created_at=_utc(row[5]), updated_at=_utc(row[6]), names=names[row[0]])
            entries.append(LobbyEntry(**line))
        return entries, total

    def due_games(self, now: float) -> list[tuple[str, str]]:
        """(type, id) of the games in play with a deadline or a bot's turn now due."""
        with self.transaction(write=False) as tx:
            return [(kind, game_id) for kind, game_id in tx._run(sql.DUE, {"p_now": now})]

    def active_counts(self) -> dict[str, int]:
        """Games in play by type (the metrics)."""
        with self.transaction(write=False) as tx:
            rows = tx._run(sql.ACTIVE_COUNTS).all()
        return {kind: int(n) for kind, n in rows}

    def forget_keys(self, before: datetime) -> int:
        """Drop the Idempotency-Keys kept since before `before` (millie cleanup)."""
        with self.transaction(write=True) as tx:
            return int(tx._run(sql.FORGET_KEYS, {"p_before": before}).rowcount or 0)

    def ping(self) -> None:
        """Raises if the database cannot be reached (/readyz)."""
        with self.transaction(write=False) as tx:
            tx._run(sql.PING).all()
