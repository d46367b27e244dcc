"""Wake requests that wait for a game's next event (long-poll and Server-Sent Events).

A waiting request holds neither a database connection nor a process: it sleeps on a
condition variable, in a greenlet under `millie serve` (gevent patches `threading`,
millie/gunicorn_conf.py), in a thread elsewhere (tests, `--dev`). On PostgreSQL every
move sends `NOTIFY` in its own transaction (api/db/statements.py; delivered at commit),
and one listener per worker process (a greenlet, or a thread), on one connection of its
own, wakes the waiters of that game, so a claim committed by any process on any host
wakes them within milliseconds. SQLite has no such
channel: waiters look again every POLL_SQLITE seconds (and at once for moves committed in
this process).
"""

from __future__ import annotations

import logging
import os
import threading
import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Engine

log = logging.getLogger(__name__)

CHANNEL = "millie_events"
POLL_SQLITE = 0.2
POLL_POSTGRES = 5.0  # a safety net only: a missed notification costs at most this long


@dataclass
class _Waiters:
    """The requests waiting for one game: its condition (on the notifier's lock) and
    how many wait on it (the entry goes when the last one leaves)."""

    condition: threading.Condition
    count: int = 0


class Notifier:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.postgres = engine.dialect.name == "postgresql"
        # An RLock knows its owner: over a plain Lock, notify() checks ownership with a failed
        # try, and under gevent a failed try runs the other greenlets first.
        self._lock = threading.RLock()
        self._marks: dict[str, int] = {}
        # The waiters of each game sleep on a condition of that game (all share the lock),
        # so a move wakes the requests that follow its game, not every waiting request.
        self._waiting: dict[str, _Waiters] = {}
        self._listener: threading.Thread | None = None
        self._listener_pid = 0
        self._listening = threading.Event()

    def committed(self, game_id: str) -> None:
        """A move of this process committed: wake this process's waiters at once."""
        self._wake(game_id)

    def mark(self, game_id: str) -> int:
        """Take before reading the game; `wait` returns at once if anything came since."""
        if self.postgres:
            self._listen()
        with self._lock:
            return self._marks.get(game_id, 0)

    def wait(self, game_id: str, mark: int, timeout: float) -> None:
        """Sleep until the game changes after `mark`, or `timeout` seconds pass."""
        poll = POLL_POSTGRES if self.postgres and self._listening.is_set() else POLL_SQLITE
        with self._lock:
            if self._marks.get(game_id, 0) != mark:
                return
            waiters = self._waiting.get(game_id)
            if waiters is None:
                waiters = self._waiting[game_id] = _Waiters(threading.Condition(self._lock))
            waiters.count += 1
            try:
                waiters.condition.wait_for(
                    lambda: self._marks.get(game_id, 0) != mark,
                    timeout=max(0.0, min(timeout, poll)),
                )
            finally:
                waiters.count -= 1
                if waiters.count == 0:
                    del self._waiting[game_id]

    def _wake(self, game_id: str) -> None:
        with self._lock:
            if len(self._marks) > 100_000:
                self._marks.clear()  # a waiter with an old mark only wakes once for nothing
                for all_waiters in self._waiting.values():
                    all_waiters.condition.notify_all()
            self._marks[game_id] = self._marks.get(game_id, 0) + 1
            waiters = self._waiting.get(game_id)
            if waiters is not None:
                waiters.condition.notify_all()

    def _listen(self) -> None:
        """Start this process's listener thread (once per process: gunicorn forks)."""
        if self._listener is not None and self._listener_pid == os.getpid():
            return
        with self._lock:
            if self._listener is not None and self._listener_pid == os.getpid():
                return
            self._listening.clear()
            self._listener_pid = os.getpid()
            self._listener = threading.Thread(target=self._run, name="millie-listen", daemon=True)
            self._listener.start()
        self._listening.wait(2.0)

    def _run(self) -> None:
        import psycopg

        url = self.engine.url.set(drivername="postgresql").render_as_string(hide_password=False)
        while True:
            try:
                with psycopg.connect(url, autocommit=True) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    self._listening.set()
                    self._follow(conn)
            except Exception as error:  # the database went away: poll until it is back
                self._listening.clear()
                log.warning("listener lost its connection: %s", type(error).__name__)
                time.sleep(1.0)

    def _follow(self, conn: Any) -> None:
        """Wake the waiters of every game notified on the listening connection, until the
        connection is lost (then psycopg raises). Under gevent psycopg's wait gives way
        to the worker's other requests."""
        for note in conn.notifies():
            self._wake(note.payload)
