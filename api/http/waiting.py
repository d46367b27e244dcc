"""What one client may hold: waiting requests per address and per token, and a body's
time to arrive.

A long poll (`events?wait=N`) or an event stream holds a connection of its worker while
it waits. Each worker counts those it holds, by client address and by token: beyond
WAITING_PER_ADDRESS or WAITING_PER_TOKEN a new one gets 429 `too_many_waiting`, and once
the worker holds all but WAITING_KEPT_FREE of its GUNICORN_WORKER_CONNECTIONS, 503
`server_busy` (both with Retry-After), so that health checks and moves always find a
connection. A POST's body must arrive within BODY_SECONDS, or 408 `body_timeout` and the
connection is closed: a client that sends a byte now and then holds nothing for long.
"""

from __future__ import annotations

import hashlib
import socket
import threading
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from typing import Any

from flask import Flask, current_app, request
from gevent import Timeout, monkey

from millie.api.core.problems import Problem
from millie.api.http.limits import client_address
from millie.api.http.settings import Settings


class Waiting:
    """The waiting requests this worker holds, counted by address, by token and in all."""

    def __init__(self, per_address: int, per_token: int, per_worker: int) -> None:
        self.per_address, self.per_token, self.per_worker = per_address, per_token, per_worker
        self.held: Counter[str] = Counter()
        self._lock = threading.Lock()

    def enter(self, address: str, token: str | None) -> Callable[[], None]:
        """Count one more waiting request of this client, or refuse it (429, 503);
        the function that counts it out."""
        keys = ["*", f"ip:{address}"]
        if token is not None:
            keys.append("token:" + hashlib.sha256(token.encode()).hexdigest())
        with self._lock:
            if self.held["*"] >= self.per_worker:
                raise Problem(
                    "server_busy",
                    "This server holds as many waiting requests as it can; retry later.",
                )
            if self.held[keys[1]] >= self.per_address or (
                token is not None and self.held[keys[2]] >= self.per_token
            ):
                raise Problem(
                    "too_many_waiting",
                    "You hold as many long polls and event streams as you may at once; "
                    "close one, or retry after Retry-After.",
                )
            self.held.update(keys)
        done = False

        def leave() -> None:
            nonlocal done
            with self._lock:
                if not done:
                    done = True
                    self.held.subtract(keys)
                    for key in keys:
                        if self.held[key] <= 0:
                            del self.held[key]

        return leave


def enter(token: str | None) -> Callable[[], None]:
    """Count this request as waiting (see `Waiting.enter`). Under millie's gunicorn
    worker it is parked too: not at work, so it leaves room for new connections
    (`millie.load`, millie/gunicorn_worker.py) until it leaves."""
    waiting: Waiting = current_app.extensions["millie_waiting"]
    leave = waiting.enter(client_address(), token)
    load = request.environ.get("millie.load")
    if load is None:
        return leave
    parked = load.park()

    def leave_and_work() -> None:
        leave()
        load.unpark(parked)

    return leave_and_work


@contextmanager
def held(token: str | None) -> Iterator[None]:
    """Count this request as waiting while the block runs."""
    leave = enter(token)
    try:
        yield
    finally:
        leave()


def read_body_in_time() -> None:
    """Read a request's body, all of it, within BODY_SECONDS (gevent workers; elsewhere
    the server's own timeouts hold). Too slow: 408, and the connection is closed."""
    if request.method not in ("POST", "PUT", "PATCH") or not monkey.is_module_patched("socket"):
        return
    seconds = current_app.config["MILLIE_BODY_SECONDS"]
    load: Any = request.environ.get("millie.load")  # millie/gunicorn_worker.py
    parked = load.park() if load is not None else None  # a slow body costs no CPU
    try:
        with Timeout(seconds):
            request.get_data(cache=True)
    except Timeout:
        # The rest of the body may still come: read no more of this connection.
        conn = request.environ.get("gunicorn.socket")
        if conn is not None:
            with suppress(OSError):
                conn.shutdown(socket.SHUT_RD)
        raise Problem(
            "body_timeout", f"The request body did not arrive within {seconds:g} s."
        ) from None
    finally:
        if load is not None:
            load.unpark(parked)


def register(app: Flask, settings: Settings) -> None:
    config = app.config
    config.setdefault("MILLIE_WAITING_PER_ADDRESS", settings.waiting_per_address)
    config.setdefault("MILLIE_WAITING_PER_TOKEN", settings.waiting_per_token)
    per_worker = max(0, settings.worker_connections - settings.waiting_kept_free)
    config.setdefault("MILLIE_WAITING_PER_WORKER", per_worker)
    config.setdefault("MILLIE_BODY_SECONDS", settings.body_seconds)
    app.extensions["millie_waiting"] = Waiting(
        int(config["MILLIE_WAITING_PER_ADDRESS"]),
        int(config["MILLIE_WAITING_PER_TOKEN"]),
        int(config["MILLIE_WAITING_PER_WORKER"]),
    )
    app.before_request(read_body_in_time)
