"""SQLite's writers wait their turn in the kernel, not in SQLite's busy handler.

Kept because the move p99 needs it: 16 bots on 2 workers on SQLite (`python -m bench
--only games --db sqlite`) moved with a p99 of 305 ms when the writers waited in SQLite's
busy handler, which sleeps 1 to 100 ms at a time and does not wake when the lock is
released (the first hot-path measurement of the old server, git show
fa9516e:docs/performance.md); with the queue the same bench's SQLite move p99 is 23 ms
(docs/performance.md, "Current figures"). Not measured again without it on this server.
"""

from __future__ import annotations

import fcntl
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager


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
