"""PostgreSQL's pipeline: a transaction's statements sent together, in one round trip.

In psycopg's pipeline mode the statements of a block go to the server without waiting
for each one's answer; the server runs them one after another, each with its own
snapshot as ever, and the answers are read once, at the end of the block. Matchmaking
(api/core/seeks.py) sends the insert of a seek, the game type's lock and the read of the
open seeks together, then the game's writes and the COMMIT together: under the lock, the
server waits for this process once, not once a statement.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy.exc import DBAPIError

from millie.api.db.compiled import Compiled, Rows


@contextmanager
def pipeline(tx: Any, commit: bool = False) -> Iterator[bool]:
    """The block's statements (`tx.run`; `tx` is api/db/database.py's `Tx`, not
    imported: it imports this) go to the server together at its end, and with `commit`
    the COMMIT with them (the transaction's own end then only gives back the
    connection). Each one's `Rows` are filled in when the block ends: read them after
    it. An error is raised at the end of the block. On SQLite the statements run one by
    one, as ever, and the transaction commits when its own block ends. It yields
    whether results can be read inside the block (on SQLite)."""
    if not tx.db.postgres:
        yield True
        return
    if tx.raw is None:
        tx.raw = tx._connect()
    tx.fresh = False  # a write is never sent again on a new connection
    pending: list[tuple[Any, Compiled | None, Rows]] = []
    try:
        with tx.raw.dbapi_connection.pipeline():
            tx.pending = pending
            try:
                yield False
                if commit and tx.began:
                    tx._send("COMMIT", None)
            finally:
                tx.pending = None
        dialect = tx.db.engine.dialect
        for cursor, compiled, rows in pending:
            description = cursor.description
            got = list(cursor.fetchall()) if description is not None else []
            if compiled is not None and got:
                got = compiled.read(got, description, dialect)
            rows.rows, rows.rowcount = got, cursor.rowcount
            cursor.close()
    except tx.db.dbapi_error as error:
        dead = tx.db.engine.dialect.is_disconnect(error, tx.raw, None)
        raise DBAPIError.instance(
            None, None, error, tx.db.dbapi_error, connection_invalidated=dead
        ) from error
    if commit:
        tx.began = False  # committed


def send(tx: Any, compiled: Compiled | None, text: str, values: Any, many: bool) -> Rows:
    """A statement of a pipeline: sent on a cursor of its own (each keeps its results),
    not prepared (one prepared in a pipeline that fails is not, though psycopg would
    take it as prepared from then on); its `Rows` are filled in at the block's end."""
    assert tx.pending is not None
    cursor = tx.raw.cursor()
    later = Rows([], -1)
    tx.pending.append((cursor, compiled, later))
    for one in values if many else [values]:
        cursor.execute(text, one, prepare=False)
    return later
