"""How a transaction's statements reach the database: on a connection of the engine's
pool, through the driver's own cursor (sqlite3, psycopg), with a dead pooled connection
replaced once at the transaction's first statement; on PostgreSQL a write's statements go
in batches (`Sending._batch`)."""

from __future__ import annotations

from typing import Any


class Sending:
    """The statements of one transaction, sent on one pooled connection. `db` is the
    api.db.database.Database it belongs to (its engine, driver errors and statements)."""

    def __init__(self, db: Any, write: bool) -> None:
        self.db = db
        self.sql = db.statements
        self.write = write
        self.fresh = True  # nothing has been read or done yet
        self.conn: Any = None
        # A PostgreSQL write sends its statements in batches (`_batch`): BEGIN with the
        # first statement whose answer is read, a write nobody reads with the COMMIT.
        self.batched = write and db.postgres
        self.waiting: list[str] = []  # the next batch, as SQL text
        self._connect()

    def _connect(self, again: bool = True) -> None:
        """A pooled connection; a write transaction begins on it at once (on PostgreSQL,
        with its first batch). A connection found dead at its BEGIN is replaced, once."""
        try:
            self.conn = self.db.engine.raw_connection()
        except self.db.errors as error:  # the database cannot be reached
            raise self.db.wrapped(error, False) from error
        self.cursor = self.conn.cursor()
        if self.batched:
            from psycopg import ClientCursor  # only PostgreSQL batches

            self.client = ClientCursor(self.conn.dbapi_connection)
            self.waiting = ["BEGIN"]
            return
        if not self.write:
            return
        try:
            self._send(self.db.begin, None, False)
        except self.db.errors as error:
            lost = self.db.lost(error, self)
            if not (again and lost):
                raise self.db.wrapped(error, lost) from error
            self._reconnect()

    def _reconnect(self) -> None:
        self.db.drop(self.conn)
        self._connect(again=False)

    def command(self, sql: str) -> None:
        """BEGIN or COMMIT."""
        if self.batched:
            if self.waiting != ["BEGIN"]:  # else nothing was done: nothing to commit
                self.waiting.append(sql)
                self._flush()
            return
        try:
            self._send(sql, None, False)
        except self.db.errors as error:
            raise self.db.wrapped(error, self.db.lost(error, self)) from error

    def _run(self, sql: str, params: Any = None, many: bool = False, fetch: str = "") -> Any:
        """Run a statement (with `many`, once for each of `params`) and `fetch` its
        `one` row, `all` its rows or its `count` of rows changed. If it is the first of
        the transaction and finds its pooled connection dead (the database restarted
        since), nothing was done: the pool's connections are dropped and it runs again,
        once, on a new one."""
        if self.batched:
            return self._batch(sql, params, many, fetch)
        first, self.fresh = self.fresh, False
        try:
            return self._fetched(self._send(sql, params, many), fetch)
        except self.db.errors as error:
            lost = self.db.lost(error, self)
            if not (first and lost):
                raise self.db.wrapped(error, lost) from error
        self._reconnect()
        try:
            return self._fetched(self._send(sql, params, many), fetch)
        except self.db.errors as error:
            raise self.db.wrapped(error, self.db.lost(error, self)) from error

    def _send(self, sql: str, params: Any, many: bool) -> Any:
        if many:
            self.cursor.executemany(sql, params)
        else:
            self.cursor.execute(sql, params or {})
        return self.cursor

    def _batch(self, sql: str, params: Any, many: bool, fetch: str) -> Any:
        """A PostgreSQL write's statement: its SQL text with its values (psycopg's
        client-side binding) waits in the batch; a statement whose answer is read sends
        the batch, in one round trip (the simple query protocol runs several statements).
        A move is so two round trips, not four: BEGIN with its locked read, then its
        write with the COMMIT. A statement's error comes from the batch it is sent in,
        before the COMMIT; the transaction then rolls back, as ever."""
        for values in params if many else [params or {}]:
            self.waiting.append(self.client.mogrify(sql, values))
        return self._fetched(self._flush(), fetch) if fetch else None

    def _flush(self) -> Any:
        """Send the batch; the cursor is left on its last statement's answer. If it holds
        the BEGIN (nothing of the transaction has reached the server) and finds the
        pooled connection dead, it is sent again, once, on a new one."""
        text, first = "; ".join(self.waiting), self.waiting[0] == "BEGIN"
        self.waiting = []
        try:
            self.client.execute(text)
        except self.db.errors as error:
            lost = self.db.lost(error, self)
            if not (first and lost):
                raise self.db.wrapped(error, lost) from error
            self._reconnect()
            self.waiting = []
            try:
                self.client.execute(text)
            except self.db.errors as again:
                raise self.db.wrapped(again, self.db.lost(again, self)) from again
        while self.client.nextset():
            pass
        return self.client

    def _fetched(self, cursor: Any, fetch: str) -> Any:
        if fetch == "one":
            return cursor.fetchone()
        if fetch == "all":
            return cursor.fetchall()
        if fetch == "count":
            return cursor.rowcount
        return cursor
