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

from millie.api.db.compiled import Compiled
from millie.api.db.engine import readable
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
    select(literal_column("rowid"), _EVENTS.c.game_id, _EVENTS.c.seq)
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
        self._heard: dict[str, int] = {}  # each game's newest change heard of (`_wake`)
        # The waiters of each game sleep on a condition of that game (all share the lock),
        # so a move wakes the requests that follow its game, not every waiting request.
        self._waiting: dict[str, _Waiters] = {}
        self._watcher: threading.Thread | None = None
        self._watcher_pid = 0
        self._watching = threading.Event()
        self._tried = threading.Event()  # the watcher's first attempt is over
        self._down = False  # its loss said once, not at every try (once a second)
        # Nonzero while the watcher watches: a new number each time it starts watching
        # (or the marks start over), so that what was vouched for under one watch is
        # not under the next (api/core/known.py).
        self.epoch = 0
        self._epochs = 0
        self._listen_fd: int | None = None  # PostgreSQL: the LISTENing connection's
        # SQLite: the watcher's connection, the newest event rowid and data_version it
        # has seen; one look at a time.
        self._looking = threading.Lock()
        self._looker: Any = None
        self._looked: int | None = None
        self._seen = 0
        self._newest = Compiled(_NEWEST, engine.dialect, None)
        self._added = Compiled(_ADDED, engine.dialect, None)

    def committed(
        self, game_id: str, version: int | None = None, events: int | None = None
    ) -> None:
        """A move of this process committed, the game now at `version` with `events`
        events: wake this process's waiters at once. The watcher hears of it too, later:
        that echo is known for what it is (`_wake`), and wakes nobody again."""
        self._wake(game_id, version if self.postgres else events)

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

    def _wake(self, game_id: str, newest: int | None = None) -> None:
        """The game changed: its mark moves on and its waiters wake. `newest`: the game's
        counter at the change (PostgreSQL: its version; SQLite: its newest event), if
        known; a change heard of before (a move's own, then the watcher's echo of it) or
        older than one heard of is let be."""
        with self._lock:
            if newest is not None:
                if newest <= self._heard.get(game_id, 0):
                    return
                self._heard[game_id] = newest
            if len(self._marks) > 100_000:
                self._marks.clear()  # a waiter with an old mark only wakes once for nothing
                self._heard.clear()
                self._wake_all()
                if self.epoch:  # a mark may come round again: nothing known stays good
                    self._new_epoch()
            self._marks[game_id] = self._marks.get(game_id, 0) + 1
            waiters = self._waiting.get(game_id)
            if waiters is not None:
                waiters.notify_all()

    @property
    def vouching(self) -> int:
        """The watch under way in this process (0: none), see `epoch`."""
        return self.epoch if self._watcher_pid == os.getpid() else 0

    def _new_epoch(self) -> None:
        with self._lock:
            self._epochs += 1
            self.epoch = self._epochs

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
            self.epoch = 0  # a forked child's watch starts here, not in its parent's
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
                    self._listen_fd = conn.fileno()
                    self._new_epoch()
                    self._back()
                    self._watching.set()
                    self._tried.set()
                    self._wake_all()  # what was committed while nobody listened
                    self._follow(conn)
            except Exception as error:  # the database went away: poll until it is back
                self._lost(error)

    def _follow(self, conn: Any) -> None:
        """Wake the waiters of every game notified on the listening connection, until the
        connection is lost (then psycopg raises). Under gevent psycopg's wait here gives
        way to the worker's other requests (the requests' own statements do not:
        `engine.steady`)."""
        for note in conn.notifies():
            # "<game id>#<version>" from a move; any other key as it is.
            key, sep, version = note.payload.rpartition("#")
            if sep and version.isdigit():
                self._wake(key, int(version))
            else:
                self._wake(note.payload)

    def fresh(self) -> bool:
        """Whether this process has heard of every change committed before now, so that
        what it knows of a game whose mark has not moved is the game as it is
        (api/core/known.py). PostgreSQL: the watcher has no notification waiting on its
        connection unread (a move's NOTIFY reaches it at the move's commit); SQLite: a
        look on the watcher's connection, if anything was committed since its last."""
        if not self.vouching:
            return False
        if self.postgres:
            fd = self._listen_fd
            try:
                return fd is not None and not readable(fd)
            except (OSError, ValueError):  # its connection closed meanwhile
                return False
        try:
            self._look()
        except Exception:  # the watcher will say so; until then nothing is vouched
            return False
        return True

    def _poll(self) -> None:
        """SQLite: every WATCH_SQLITE seconds a look, which wakes the waiters of the
        games that have new events since the last."""
        while True:
            try:
                with self._looking:
                    self._open_look()
                self._new_epoch()
                self._back()
                self._watching.set()
                self._tried.set()
                self._wake_all()
                while True:
                    time.sleep(WATCH_SQLITE)
                    self._look()
            except Exception as error:  # e.g. no tables yet: waiters poll on their own
                with self._looking:
                    if self._looker is not None:
                        self._looker.close()
                    self._looker = None
                self._lost(error)

    def _open_look(self) -> None:
        """The watcher's own connection (SQLite's `data_version` counts the commits of
        the connections but its own), and the newest event now."""
        looker = self.engine.raw_connection()
        looker.detach()  # its own, not the pool's
        self._looker, self._looked = looker, None
        rows = _run(looker, self._newest, None)
        self._seen = rows[0][0] or 0

    def _look(self) -> None:
        """If anything was committed since the last look, wake the games that gained
        events since. One look at a time, the watcher's or a request's."""
        with self._looking:
            looker = self._looker
            if looker is None:
                raise RuntimeError("the watcher has no connection")
            version = _run(looker, "PRAGMA data_version", None)[0][0]
            if version == self._looked:
                return
            added = _run(looker, self._added, {"seen": self._seen})
            self._looked = version
            if added:
                self._seen = added[-1][0]
        newest: dict[str, int] = {}
        for _, game_id, seq in added:
            newest[game_id] = max(seq, newest.get(game_id, 0))
        for game_id, seq in newest.items():
            self._wake(game_id, seq)

    def _lost(self, error: Exception) -> None:
        self.epoch = 0
        self._listen_fd = None
        self._watching.clear()
        self._tried.set()
        if not self._down:
            log.warning("the watcher lost its connection: %s", type(error).__name__)
        self._down = True
        time.sleep(1.0)

    def _back(self) -> None:
        if self._down:
            log.warning("the watcher has its connection again")
        self._down = False


def _run(connection: Any, statement: Compiled | str, params: dict[str, Any] | None) -> list[Any]:
    """Rows of a statement on the watcher's own connection."""
    cursor = connection.cursor()
    try:
        if isinstance(statement, str):
            cursor.execute(statement)
        else:
            cursor.execute(*statement.sql(params))
        return list(cursor.fetchall())
    finally:
        cursor.close()
