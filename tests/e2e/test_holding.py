"""One client cannot starve a host (api/http/waiting.py), against a real 2-worker server:
one address opens hundreds of long polls and sends hundreds of bodies one byte at a
time; it gets 429 `too_many_waiting` and 408 `body_timeout`, while another address's
health checks, reads and creates are answered at once.

Run with `pytest -s` to see the figures; they are also in the assertion messages.
"""

from __future__ import annotations

import http.client
import json
import socket
import time
from pathlib import Path

import pytest

from servers import running_server

POLLS = 300
SLOW_BODIES = 200
PER_ADDRESS = 64  # per worker: 2 workers hold at most 128 of one address's long polls
BODY_SECONDS = 2


def attack(port: int, path: str) -> socket.socket:
    s = socket.create_connection(("127.0.0.1", port), timeout=30)
    s.sendall(f"GET {path} HTTP/1.1\r\nHost: t\r\n\r\n".encode())
    return s


def slow_body(port: int) -> socket.socket:
    s = socket.create_connection(("127.0.0.1", port), timeout=30)
    s.sendall(
        b"POST /v1/millions/games HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
        b"Content-Length: 40\r\n\r\n{"
    )
    return s


def status_of(s: socket.socket, within: float) -> int | None:
    """The answer's status if it comes within `within` seconds, else None."""
    s.settimeout(within)
    try:
        head = s.recv(64)
    except TimeoutError:
        return None
    return int(head.split(b" ", 2)[1]) if head else 0


def closes(s: socket.socket, within: float) -> bool:
    """Whether the server closes the connection within `within` seconds (read to EOF)."""
    s.settimeout(within)
    try:
        while s.recv(4096):
            pass
    except TimeoutError:
        return False
    return True


def other(port: int, method: str, path: str, body: str | None = None) -> tuple[float, bytes]:
    """Another address (127.0.0.2), on a new connection: seconds to a 2xx answer, and it."""
    conn = http.client.HTTPConnection(
        "127.0.0.1", port, timeout=30, source_address=("127.0.0.2", 0)
    )
    started = time.monotonic()
    conn.request(method, path, body=body, headers={"Content-Type": "application/json"})
    answer = conn.getresponse()
    data = answer.read()
    conn.close()
    assert 200 <= answer.status < 300, (answer.status, data)
    return time.monotonic() - started, data


@pytest.mark.server
def test_one_address_holding_waits_and_slow_bodies_gets_429_and_408_others_go_on(
    tmp_path: Path,
) -> None:
    env = {"WAITING_PER_ADDRESS": str(PER_ADDRESS), "BODY_SECONDS": str(BODY_SECONDS)}
    with running_server(f"sqlite:///{tmp_path / 'hold.db'}", 2, tmp_path, env=env) as base:
        port = int(base.rsplit(":", 1)[1])
        create = ("POST", "/v1/millions/games", '{"options": {}}')
        game = json.loads(other(port, *create)[1])["game"]["id"]
        events = f"/v1/millions/games/{game}/events?after=1000000&wait=30"
        polls = [attack(port, events) for _ in range(POLLS)]
        bodies = [slow_body(port) for _ in range(SLOW_BODIES)]
        took = []
        for _ in range(20):  # while the address holds all it can
            took.append(other(port, "GET", "/healthz")[0])
            took.append(other(port, "GET", f"/v1/millions/games/{game}")[0])
            took.append(other(port, *create)[0])
        refused = [status_of(s, 5.0) for s in polls]
        timed_out = [status_of(s, BODY_SECONDS + 10.0) for s in bodies]
        closed = [closes(s, 5.0) for s in bodies]
        for s in polls + bodies:
            s.close()
    took.sort()
    figures = (
        f"{POLLS} long polls: {refused.count(429)} got 429, {POLLS - refused.count(429)} held; "
        f"{SLOW_BODIES} slow bodies: {timed_out.count(408)} got 408, "
        f"{closed.count(True)} then closed; another address: {len(took)} requests, "
        f"p50 {took[len(took) // 2] * 1000:.0f} ms, max {took[-1] * 1000:.0f} ms"
    )
    print(figures)
    # Held: still waiting (None), or answered when its wait was over (200).
    assert set(refused) <= {429, 200, None}, figures
    assert refused.count(429) >= POLLS - 2 * PER_ADDRESS, figures
    assert timed_out == [408] * SLOW_BODIES, figures
    assert closed == [True] * SLOW_BODIES, figures
    # Generous (a shared, loaded machine): the target is 50 ms at p99 (bench, docs).
    assert took[len(took) // 2] < 0.5 and took[-1] < 10.0, figures
