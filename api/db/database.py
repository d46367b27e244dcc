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
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.exc import DBAPIError
from sqlalchemy.sql.elements import ClauseElement

from millie.api.db import statements as sql
from millie.api.db.compiled import Compiled, Rows
from millie.api.db.engine import readable, steady
from millie.api.db.writers import WriterQueue


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
        self.dialect = db.engine.dialect
        self._sending: tuple[str | None, Any] = (None, None)  # for the error, if it fails
        # PostgreSQL: a write's BEGIN goes with its first statement, in one round trip
        # (`batch`); SQLite: the lock at once (BEGIN IMMEDIATE), api/db/engine.py.
        self.unbegun = write and db.postgres
        self.deferred: list[tuple[ClauseElement, Any]] = []  # `defer`
        if write and not db.postgres:
            try:
                self.run(db.begin)
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

    def run(self, statement: ClauseElement | str, params: Any = None) -> Rows:
        """Run a statement of this transaction's (the modules of api/db with tables of
        their own run theirs here: games.py, players.py, seeks.py; a `str` is a
        transaction's own: BEGIN, COMMIT)."""
        return self._batch([(statement, params)])[0]

    def batch(self, *calls: tuple[ClauseElement, Any]) -> list[Rows]:
        """Run statements one after another, each `(statement, params)` as `run` takes
        them, and return the rows of each. On PostgreSQL they are sent together and
        answered together (psycopg's pipeline mode: one round trip), so no statement
        may need another's answer to be written; the database still runs them in
        order, each seeing what the ones before it did and, in this transaction's
        isolation (read committed), what others committed before it began: a lock
        taken by one holds for those after it. If one fails, those after it are not
        run, and the error is raised. On SQLite they run one by one."""
        return self._batch(list(calls))

    def defer(self, *calls: tuple[ClauseElement, Any]) -> None:
        """Run statements whose answers nobody reads before the next statements or the
        COMMIT, in the same round trip as those on PostgreSQL."""
        self.deferred.extend(calls)

    def _batch(self, calls: list[tuple[ClauseElement | str, Any]]) -> list[Rows]:
        """Run `calls` (a `str` is a transaction's own: BEGIN, COMMIT) and return their
        rows, after a PostgreSQL write's BEGIN if it is yet to be sent. If they are the
        first of the transaction and find its pooled connection dead, nothing was done:
        they run again, once, on a new connection."""
        if self.deferred:
            deferred, self.deferred = self.deferred, []
            return self._batch([*deferred, *calls])[len(deferred) :]
        if self.unbegun:  # from here COMMIT or ROLLBACK ends it, whatever comes back
            self.unbegun, self.began = False, True
            return self._batch([(self.db.begin, None), *calls])[1:]
        first, self.fresh = self.fresh, False
        try:
            return self._send(calls)
        except DBAPIError as error:
            if not (first and error.connection_invalidated):
                raise
        self.raw.invalidate()
        self.raw, self.cursor = self._connect(), None
        return self._send(calls)

    def _send(self, calls: list[tuple[ClauseElement | str, Any]]) -> list[Rows]:
        """Send the statements (on PostgreSQL more than one in one pipeline, each
        answered on a cursor of its own) and read their answers."""
        sent = [self._prepared(statement, params) for statement, params in calls]
        if self.raw is None:
            self.raw = self._connect()
        cursor: Any = self.cursor
        try:
            if cursor is None:  # a closed connection says so here
                cursor = self.cursor = self.raw.cursor()
            if len(sent) > 1 and self.db.postgres:
                with steady():
                    return self._pipelined(sent)
            if self.steady:
                with steady():
                    return self._one_by_one(cursor, sent)
            return self._one_by_one(cursor, sent)
        except self.db.dbapi_error as error:
            dead = self.db.engine.dialect.is_disconnect(error, self.raw, cursor)  # type: ignore[arg-type]
            text, values = self._sending
            raise DBAPIError.instance(
                text, values, error, self.db.dbapi_error, connection_invalidated=dead
            ) from error

    def _one_by_one(
        self, cursor: Any, sent: list[tuple[Compiled | None, str, Any, bool]]
    ) -> list[Rows]:
        """Run the statements on `cursor`, each after the one before has answered."""
        answers = []
        for compiled, text, values, many in sent:
            self._start(cursor, text, values, many)
            answers.append(self._answer(cursor, compiled))
        return answers

    def _start(self, cursor: Any, text: str, values: Any, many: bool) -> None:
        """Send one statement on `cursor` (in a pipeline, its answer is read later)."""
        self._sending = (text, values)
        if many:
            cursor.executemany(text, values)
        elif values is None:
            cursor.execute(text)
        else:
            cursor.execute(text, values)

    def _pipelined(self, sent: list[tuple[Compiled | None, str, Any, bool]]) -> list[Rows]:
        """PostgreSQL: the statements sent in one pipeline, each on a cursor of its own,
        and their answers read once the pipeline has synced."""
        cursors = [self.cursor] + [self.raw.cursor() for _ in sent[1:]]
        try:
            with self.raw.dbapi_connection.pipeline():
                for cursor, (_, text, values, many) in zip(cursors, sent, strict=True):
                    self._start(cursor, text, values, many)
            return [self._answer(c, s[0]) for c, s in zip(cursors, sent, strict=True)]
        finally:
            for extra in cursors[1:]:
                with suppress(Exception):
                    extra.close()

    def _answer(self, cursor: Any, compiled: Compiled | None) -> Rows:
        """A cursor's rows, read by the statement's column types, and the count of rows
        changed."""
        if compiled is not None and compiled.rows:
            rows = cursor.fetchall()
            if rows and compiled.reading:
                rows = compiled.read(rows, cursor, self.dialect)
            return Rows(rows, cursor.rowcount)
        if cursor.description is None:  # no columns: none is made
            return Rows([], cursor.rowcount)
        return Rows(cursor.fetchall(), cursor.rowcount)

    def _prepared(
        self, statement: ClauseElement | str, params: Any
    ) -> tuple[Compiled | None, str, Any, bool]:
        """A statement's compiled form, SQL and values (a list of them: `many`)."""
        if isinstance(statement, str):
            return None, statement, None, False
        if type(params) is list:
            if len(params) > 1:
                compiled = self.db.compiled(statement, params[0])
                return compiled, compiled.text, [compiled.bind(p) for p in params], True
            params = params[0]
        known = self.db._compiled.get(statement)  # the common case without a call
        compiled = known if type(known) is Compiled else self.db.compiled(statement, params)
        if compiled.expanding:
            text, values = compiled.expanded(params)
            return compiled, text, values, False
        return compiled, compiled.text, compiled.bind(params), False

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
                self._batch([("COMMIT", None)])  # after any statement deferred
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
                self._send([("ROLLBACK", None)])
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


class Database:
    """One database (SQLite or PostgreSQL), as the requests and the tools use it."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.postgres = engine.dialect.name == "postgresql"
        # A write begins with SQLite's lock at once, and on PostgreSQL with its first
        # statement (one round trip); a read sends no BEGIN.
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
        IMMEDIATE), on PostgreSQL with a BEGIN sent with its first statement (the game
        row's lock is its `SELECT ... FOR UPDATE`); a read sends no BEGIN: each of its
        statements sees what was committed when it started."""
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
            tx.run(self.begin)
            tx.began = True
            try:
                yield
            except BaseException:
                tx.began = False
                tx._send([("ROLLBACK", None)])
                raise
            tx.began = False
            tx._send([("COMMIT", None)])

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

    def ping(self) -> None:
        """Raises if the database cannot be reached (/readyz)."""
        with self.transaction(write=False) as tx:
            tx.run(sql.PING).all()
