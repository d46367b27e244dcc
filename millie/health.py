"""A second listener for /healthz and /readyz, in gunicorn's master process.

On the API's port a health check waits its turn behind every other request: while a
flood of long polls opened, /healthz there took up to half a second (p99), and an
orchestrator that probes it restarts a server that is merely busy. With HEALTH_PORT set
(`millie serve --health-port`), gunicorn's master also listens on that port, on
HEALTH_BIND_ADDRESS (default: the API's bind address), and answers the two checks from
a thread of its own, apart from the workers' event loops:

- `GET /healthz`: 200 `{"status":"ok","workers":N}` while at least one worker has
  reported in within gunicorn's timeout (the heartbeat by which gunicorn itself
  restarts a stuck worker); else 503 problem+json `no_live_worker`.
- `GET /readyz`: 200 `{"status":"ready"}` when the database answers `SELECT 1` on a
  connection of its own (the driver's, made for the check and closed after it, 2 s at
  most to connect); else 503 `database_unavailable` with `Retry-After: 2`.
- Anything else: 404 `not_found`. Every answer closes its connection.

The master is patched by gevent (millie/gunicorn_conf.py), so the listener uses the
standard library's own socket and thread, unpatched: a real OS thread, which the
workers forked from the master do not have; they close their copy of the socket
(`close_in_worker`, from gunicorn's post_fork). This module loads no part of the app.
"""

from __future__ import annotations

import json
import socket
import time
from typing import Any

from gevent import monkey

RealSocket: Any = monkey.get_original("socket", "socket")
start_thread: Any = monkey.get_original("_thread", "start_new_thread")

READ_SECONDS = 2.0  # a client that sends its request slower is cut off
DATABASE_SECONDS = 2


def problem(status: int, title: str, code: str, detail: str) -> tuple[int, str, bytes]:
    body = {"type": f"/docs/problems#{code}", "title": title, "status": status}
    body |= {"detail": detail, "code": code}
    return status, "application/problem+json", json.dumps(body).encode()


class HealthListener:
    """/healthz and /readyz on their own port, answered by a thread of the master."""

    def __init__(self, arbiter: Any, host: str, port: int, database_url: str) -> None:
        self.arbiter, self.host, self.port = arbiter, host, port
        self.database_url = database_url
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        self.sock = RealSocket(family, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind((host, port))
        self.sock.listen(64)

    def start(self) -> None:
        start_thread(self._serve, ())

    def close_in_worker(self) -> None:
        """A worker's copy of the listening socket: closed (only the master answers)."""
        self.sock.close()

    def _serve(self) -> None:
        while True:
            try:
                # The socket module's accept() wraps the new connection in its own
                # `socket`, which gevent patched: wrap it in the real one instead.
                fd, _ = self.sock._accept()
            except OSError:
                return  # closed: the master is stopping
            conn = RealSocket(self.sock.family, socket.SOCK_STREAM, fileno=fd)
            start_thread(self._answer, (conn,))

    def _answer(self, conn: Any) -> None:
        try:
            conn.settimeout(READ_SECONDS)
            data = b""
            while b"\r\n\r\n" not in data and len(data) < 8192:
                chunk = conn.recv(4096)
                if not chunk:
                    break
                data += chunk
            words = data.split(b"\r\n", 1)[0].split(b" ")
            path = words[1].split(b"?", 1)[0] if len(words) == 3 else b""
            if words[0] not in (b"GET", b"HEAD") or path not in (b"/healthz", b"/readyz"):
                status, kind, body = problem(404, "Not Found", "not_found", "No such resource.")
            elif path == b"/healthz":
                status, kind, body = self.live()
            else:
                status, kind, body = self.ready()
            head = (
                f"HTTP/1.1 {status} {'OK' if status == 200 else 'Error'}\r\n"
                f"Content-Type: {kind}\r\nContent-Length: {len(body)}\r\n"
                + ("Retry-After: 2\r\n" if status == 503 else "")
                + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
            )
            conn.sendall(head.encode() + (b"" if words[0] == b"HEAD" else body))
        except OSError:
            pass
        finally:
            conn.close()

    def live(self) -> tuple[int, str, bytes]:
        now, timeout = time.monotonic(), self.arbiter.timeout
        live = 0
        for worker in list(self.arbiter.WORKERS.values()):
            try:
                live += now - worker.tmp.last_update() <= timeout
            except (OSError, ValueError):
                continue  # a worker exiting meanwhile
        if not live:
            return problem(
                503,
                "Service Unavailable",
                "no_live_worker",
                f"No worker has reported in within {timeout:g} s.",
            )
        answer = {"status": "ok", "workers": live}
        return 200, "application/json", json.dumps(answer).encode()

    def ready(self) -> tuple[int, str, bytes]:
        try:
            self._select_1()
        except Exception:  # whatever the driver raises: the database cannot be used now
            return problem(
                503,
                "Service Unavailable",
                "database_unavailable",
                "The database cannot be reached; retry shortly.",
            )
        return 200, "application/json", b'{"status":"ready"}'

    def _select_1(self) -> None:
        """`SELECT 1` on a connection of its own, made for the check, closed after it."""
        url = self.database_url
        if url.startswith("sqlite:///"):
            import sqlite3

            path = url.removeprefix("sqlite:///").split("?", 1)[0]
            if not path or path == ":memory:":
                return
            with sqlite3.connect(f"file:{path}?mode=rw", uri=True, timeout=DATABASE_SECONDS) as db:
                db.execute("SELECT 1").fetchone()
            return
        import psycopg

        for prefix in ("postgresql+psycopg://", "postgres://"):
            if url.startswith(prefix):
                url = "postgresql://" + url[len(prefix) :]
        with psycopg.connect(url, connect_timeout=DATABASE_SECONDS) as db:
            db.execute("SELECT 1").fetchone()
