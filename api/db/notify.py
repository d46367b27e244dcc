"""Wake requests that wait for a game's next event (long-poll and Server-Sent Events).

A waiting request holds neither a database connection nor a process: it sleeps on a
condition of its game, in a greenlet under `millie serve` (gevent patches `threading`,
millie/gunicorn_conf.py), in a thread elsewhere (tests, `--dev`). It costs nothing while
it sleeps: one watcher per worker process notices the games that changed and wakes only
their waiters, who then read their game again.

- PostgreSQL: every move sends `NOTIFY` in its own transaction (api/db/statements.py;
  delivered at commit), and the watcher LISTENs on a connection of its own, so a move
  committed by any process on any host wakes its game's waiters within milliseconds.
- SQLite has no such channel: the watcher reads the events added since its last look
  (by rowid, the table's own index) every WATCH_SQLITE seconds, one small query per
  process whatever the number of waiters (some 20 a second: about 0.2 % of a core).

Moves committed in this process wake its waiters at once. While the watcher cannot
watch (its connection lost, or an in-memory database it may not share), waiters look
again every POLL_SQLITE seconds on their own.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Engine, bindparam, func, literal_column, select
from sqlalchemy.pool import StaticPool

from millie.api.db.database import Database
from millie.api.db.models import GameEvent
from millie.api.db.statements import CHANNEL

log = logging.getLogger(__name__)

WATCH_SQLITE = 0.05  # the watcher's look: how late another process's move may wake us
POLL_SQLITE = 0.2  # each waiter's own look, while no watcher watches

_EVENTS = GameEvent.__table__
# SQLite: a table's rowid only grows, and writers take turns, so an event committed
# later has a greater rowid: the events added since a look are those above its newest.
_NEWEST: Any = select(func.max(literal_column("rowid"))).select_from(_EVENTS)
_ADDED = (
    select(literal_column("rowid"), _EVENTS.c.game_id)
    .where(literal_column("rowid") > bindparam("seen"))
    .order_by(literal_column("rowid"))
)


@dataclass
class _Waiters:
    """The requests waiting for one game: its condition (on the notifier's lock) and
    how many wait on it (the entry goes when the last one leaves); `others`: the
    conditions of requests that wait for any of several games (a player's stream)."""

    condition: threading.Condition
    count: int = 0
    others: list[threading.Condition] = field(default_factory=list)

    def notify_all(self) -> None:
        self.condition.notify_all()
        for other in self.others:
            other.notify_all()


class Notifier:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.postgres = engine.dialect.name == "postgresql"
        # An in-memory SQLite database is one connection, shared by every request: a
        # watcher may not read on it at the same time as they do.
        memory = engine.url.database in (None, "", ":memory:")
        self.can_watch = self.postgres or not (memory or isinstance(engine.pool, StaticPool))
        # An RLock knows its owner: over a plain Lock, notify() checks ownership with a failed
        # try, and under gevent a failed try runs the other greenlets first.
        self._lock = threading.RLock()
        self._marks: dict[str, int] = {}
        # The waiters of each game sleep on a condition of that game (all share the lock),
        # so a move wakes the requests that follow its game, not every waiting request.
        self._waiting: dict[str, _Waiters] = {}
        self._watcher: threading.Thread | None = None
        self._watcher_pid = 0
        self._watching = threading.Event()
        self._tried = threading.Event()  # the watcher's first attempt is over

    def committed(self, game_id: str) -> None:
        """A move of this process committed: wake this process's waiters at once."""
        self._wake(game_id)

    def mark(self, game_id: str) -> int:
        """Take before reading the game; `wait` returns at once if anything came since."""
        if self.can_watch:
            self._watch()
        with self._lock:
            return self._marks.get(game_id, 0)

    def wait(self, game_id: str, mark: int, timeout: float) -> bool:
        """Sleep until the game changes after `mark`, or `timeout` seconds pass; whether
        it may have changed (while nobody watches, after every POLL_SQLITE seconds)."""
        watched = self._watching.is_set()
        with self._lock:
            if self._marks.get(game_id, 0) != mark:
                return True
            waiters = self._waiting.get(game_id)
            if waiters is None:
                waiters = self._waiting[game_id] = _Waiters(threading.Condition(self._lock))
            waiters.count += 1
            try:
                changed = waiters.condition.wait_for(
                    lambda: self._marks.get(game_id, 0) != mark,
                    timeout=max(0.0, timeout if watched else min(timeout, POLL_SQLITE)),
                )
            finally:
                waiters.count -= 1
                if waiters.count == 0:
                    del self._waiting[game_id]
        return changed or not watched

    def wait_any(self, marks: dict[str, int], timeout: float) -> bool:
        """`wait` for any of several games (each with its mark): until one of them
        changes, or `timeout` seconds pass. A key need not be a game's id: a player's
        stream waits on `player:<id>` too, which matchmaking wakes (api/core/seeks.py)."""
        watched = self._watching.is_set()
        with self._lock:

            def changed() -> bool:
                return any(self._marks.get(key, 0) != mark for key, mark in marks.items())

            if changed():
                return True
            mine = threading.Condition(self._lock)
            for key in marks:
                waiters = self._waiting.get(key)
                if waiters is None:
                    waiters = self._waiting[key] = _Waiters(threading.Condition(self._lock))
                waiters.count += 1
                waiters.others.append(mine)
            try:
                woken = mine.wait_for(
                    changed, timeout=max(0.0, timeout if watched else min(timeout, POLL_SQLITE))
                )
            finally:
                for key in marks:
                    waiters = self._waiting[key]
                    waiters.count -= 1
                    waiters.others.remove(mine)
                    if waiters.count == 0:
                        del self._waiting[key]
        return woken or not watched

    def _wake(self, game_id: str) -> None:
        with self._lock:
            if len(self._marks) > 100_000:
                self._marks.clear()  # a waiter with an old mark only wakes once for nothing
                self._wake_all()
            self._marks[game_id] = self._marks.get(game_id, 0) + 1
            waiters = self._waiting.get(game_id)
            if waiters is not None:
                waiters.notify_all()

    def _wake_all(self) -> None:
        """Every waiter reads its game again (changes may have gone unseen)."""
        with self._lock:
            for game_id, waiters in self._waiting.items():
                self._marks[game_id] = self._marks.get(game_id, 0) + 1
                waiters.notify_all()

    def _watch(self) -> None:
        """Start this process's watcher (once per process: gunicorn forks)."""
        if self._watcher is not None and self._watcher_pid == os.getpid():
            return
        with self._lock:
            if self._watcher is not None and self._watcher_pid == os.getpid():
                return
            self._watching.clear()
            self._tried.clear()
            self._watcher_pid = os.getpid()
            run = self._listen if self.postgres else self._poll
            self._watcher = threading.Thread(target=run, name="millie-watch", daemon=True)
            self._watcher.start()
        self._tried.wait(2.0)

    def _listen(self) -> None:
        import psycopg

        url = self.engine.url.set(drivername="postgresql").render_as_string(hide_password=False)
        while True:
            try:
                with psycopg.connect(url, autocommit=True) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    self._watching.set()
                    self._tried.set()
                    self._wake_all()  # what was committed while nobody listened
                    self._follow(conn)
            except Exception as error:  # the database went away: poll until it is back
                self._lost(error)

    def _follow(self, conn: Any) -> None:
        """Wake the waiters of every game notified on the listening connection, until the
        connection is lost (then psycopg raises). Under gevent psycopg's wait gives way
        to the worker's other requests."""
        for note in conn.notifies():
            self._wake(note.payload)

    def _poll(self) -> None:
        """SQLite: every WATCH_SQLITE seconds, wake the waiters of the games that have
        new events since the last look."""
        db = Database(self.engine)
        while True:
            try:
                with db.transaction(write=False) as tx:
                    seen = tx._run(_NEWEST).scalar() or 0
                self._watching.set()
                self._tried.set()
                self._wake_all()
                while True:
                    time.sleep(WATCH_SQLITE)
                    with db.transaction(write=False) as tx:
                        added = tx._run(_ADDED, {"seen": seen}).all()
                    if added:
                        seen = added[-1][0]
                    for game_id in {game_id for _, game_id in added}:
                        self._wake(game_id)
            except Exception as error:  # e.g. no tables yet: waiters poll on their own
                self._lost(error)

    def _lost(self, error: Exception) -> None:
        self._watching.clear()
        self._tried.set()
        log.warning("the watcher lost its connection: %s", type(error).__name__)
        time.sleep(1.0)
