"""gunicorn's gevent worker, which sheds load at the door instead of letting it queue.

gunicorn's gevent worker serves each connection in a greenlet of a pool of
`worker_connections`. When the pool is full it stops accepting, and new connections
wait in the kernel's queue: under a flood of long polls, /healthz and single requests
waited up to 11 s there, and even a refusal (503 `server_busy`) came after 8 s. And
while a worker is busier than its CPU (thousands of requests just accepted), each new
connection waits its turn, and gunicorn closes one whose request it has not read
within its keep-alive time, without a word.

This worker answers at once, when it accepts the connection, 503 problem+json
`server_busy` with `Retry-After` (before reading the request: nothing was done):

- when its pool is full (every connection it serves is taken), and
- when BUSY_MAX of its connections are at work (WORKER_BUSY_MAX, default 500: accepted
  and not yet answered, or in a request; a long poll or an event stream that waits is
  not at work, nor is a body that is still coming, nor an idle kept-alive connection):
  more would only queue for the CPU, each new one behind all of them (a long poll's
  start costs about 1.5 ms: 500 are some 0.75 s). A burst of a few hundred is taken in.

It accepts up to ACCEPT_AT_ONCE connections each time its socket is ready (gunicorn's
1 left a flood in the kernel's queue), and a shed client is told to come back after 2
to 6 s, drawn for each, so that they do not all come back at once.

Connections it has taken go on as before. Health checks that must answer whatever the
load go to the health listener (HEALTH_PORT, millie/health.py), not to the workers.
"""

from __future__ import annotations

import json
import os
import random
import socket
from typing import Any

import gevent
from gevent.pool import Pool
from gevent.server import StreamServer
from gunicorn.workers import ggevent

BUSY_MAX = int(os.environ.get("WORKER_BUSY_MAX", "500"))  # connections at work at once
ACCEPT_AT_ONCE = 1000  # connections accepted (or shed) in one turn of the loop at most
RETRY_AFTER = range(2, 7)  # seconds, one drawn per answer: shed clients come back spread out
LINGER = 1.0  # seconds to read a shed connection's request before closing it


def _busy_answer(retry_after: int) -> bytes:
    body = json.dumps(
        {
            "type": "/docs/problems#server_busy",
            "title": "Service Unavailable",
            "status": 503,
            "detail": "This server is as busy as it can be; retry after Retry-After seconds.",
            "code": "server_busy",
        }
    ).encode()
    head = (
        "HTTP/1.1 503 Service Unavailable\r\n"
        "Connection: close\r\n"
        "Content-Type: application/problem+json\r\n"
        f"Content-Length: {len(body)}\r\n"
        f"Retry-After: {retry_after}\r\n"
        "X-Content-Type-Options: nosniff\r\n"
        "\r\n"
    )
    return head.encode() + body


BUSY = [_busy_answer(seconds) for seconds in RETRY_AFTER]


class Load:
    """The connections of this worker at work: accepted and not yet answered, or in a
    request, and not parked in a wait (a long poll, an event stream: the app says so
    through `environ["millie.load"]`, api/http/waiting.py). An idle kept-alive
    connection is not at work. `shed`: connections answered 503 at the door."""

    def __init__(self) -> None:
        self.at_work: set[int] = set()  # greenlet ids
        self.shed = 0

    @property
    def busy(self) -> int:
        return len(self.at_work)

    # (A greenlet that has not started, or has ended, is false: compare with None.)
    def begin(self, greenlet: Any = None) -> None:
        self.at_work.add(id(gevent.getcurrent() if greenlet is None else greenlet))

    def end(self, greenlet: Any = None) -> None:
        self.at_work.discard(id(gevent.getcurrent() if greenlet is None else greenlet))

    def park(self) -> Any:
        """This request waits (costs nothing until woken): not at work. What `unpark`
        is given when it wakes for good."""
        greenlet = gevent.getcurrent()
        self.end(greenlet)
        return greenlet

    def unpark(self, greenlet: Any) -> None:
        if not greenlet.dead:
            self.begin(greenlet)


def _linger(client: Any) -> None:
    """Read what the shed client sends (its request) for up to LINGER seconds, then
    close: closing with unread data would reset the connection, and the client could
    lose the answer before reading it."""
    try:
        client.shutdown(socket.SHUT_WR)
        with gevent.Timeout(LINGER, False):
            while client.recv(65536):
                pass
    except OSError:
        pass
    finally:
        client.close()


class SheddingPool(Pool):  # type: ignore[misc]
    """The worker's pool of connections, which never tells the server it is full: a
    connection beyond it, or any while the worker is overloaded, is answered 503."""

    def __init__(self, size: int, load: Load) -> None:
        super().__init__(size)
        self.load = load

    def full(self) -> bool:
        return False  # keep accepting: a connection beyond the pool is answered, not queued

    def spawn(self, func: Any, *args: Any, **kwargs: Any) -> Any:
        if not Pool.full(self) and self.load.busy < BUSY_MAX:
            greenlet = super().spawn(func, *args, **kwargs)
            self.load.begin(greenlet)  # at work from now: its request is to be read
            greenlet.rawlink(self.load.end)
            return greenlet
        client = args[-1][0]  # gevent's server spawns (handle, close, (client, address))
        self.load.shed += 1
        fd = client.fileno()
        try:
            os.write(fd, random.choice(BUSY))  # a new socket's buffer is empty: never blocks
            os.read(fd, 65536)  # the request, if it came with the connection (it usually has)
        except BlockingIOError:
            gevent.spawn_raw(_linger, client)  # not yet: read it as it comes
            return None
        except OSError:
            pass
        client.close()
        return None


class EagerServer(StreamServer):  # type: ignore[misc]
    """gevent's server, accepting up to 100 connections each time its socket is ready.
    gunicorn sets 1 (so that workers sharing one socket take turns), but each worker
    has a socket of its own (--reuse-port): with 1, a flood waited in the kernel's
    queue, one connection per turn of the worker's loop."""

    @property
    def max_accept(self) -> int:
        return ACCEPT_AT_ONCE

    @max_accept.setter
    def max_accept(self, _: int) -> None:
        pass


class SheddingWorker(ggevent.GeventWorker):  # type: ignore[misc]
    """gunicorn's gevent worker with a SheddingPool, and its Load in every request's
    environ (`millie.load`)."""

    def run(self) -> None:
        self.load = load = Load()
        app: Any = self.wsgi  # type: ignore[has-type]

        def counted(environ: dict[str, Any], start_response: Any) -> Any:
            environ["millie.load"] = load
            return app(environ, start_response)

        self.wsgi = counted
        size = self.worker_connections
        # gunicorn makes the pool with the name Pool of its module, in this process only.
        ggevent.Pool = lambda _size: SheddingPool(size, load)
        ggevent.StreamServer = EagerServer
        try:
            super().run()
        finally:
            ggevent.Pool, ggevent.StreamServer = Pool, StreamServer

    def handle_request(self, listener_name: Any, req: Any, sock: Any, addr: Any) -> Any:
        """A request on a kept-alive connection is at work until it is answered; then
        the connection is idle until its next one."""
        self.load.begin()
        try:
            return super().handle_request(listener_name, req, sock, addr)
        finally:
            self.load.end()
