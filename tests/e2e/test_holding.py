"""One client cannot starve a host (api/http/waiting.py), against a real 2-worker server:
one address opens hundreds of long polls and sends hundreds of bodies one byte at a
time; it gets 429 `too_many_waiting` and 408 `body_timeout`, while another address's
health checks, reads and moves (create, four joins, start, flip: a game set going) are
answered at once.

Run with `pytest -s` to see the figures; they are also in the assertion messages. The
latency target (p99 under 50 ms) is judged by `python -m bench --only holding`, not here.
"""

from __future__ import annotations

import http.client
import json
import socket
import time
from pathlib import Path

import pytest

from servers import running_server
from tables import seat_request

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


def other(
    port: int, method: str, path: str, body: str | None = None, token: str | None = None
) -> tuple[float, bytes]:
    """Another address (127.0.0.2), on a new connection: seconds to a 2xx answer, and it."""
    conn = http.client.HTTPConnection(
        "127.0.0.1", port, timeout=30, source_address=("127.0.0.2", 0)
    )
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    started = time.monotonic()
    conn.request(method, path, body=body, headers=headers)
    answer = conn.getresponse()
    data = answer.read()
    conn.close()
    assert 200 <= answer.status < 300, (answer.status, data)
    return time.monotonic() - started, data


def play_a_round(port: int, moves: list[float]) -> float:
    """Another address sets a Millions game going: create, four joins, start, the first
    flip; each but the last one's time in `moves`; the last one's returned."""
    took, created = other(port, "POST", "/v1/millions/games", '{"options": {}}')
    moves.append(took)
    game = json.loads(created)
    path, tokens = f"/v1/millions/games/{game['game']['id']}", []
    for seat in range(4):
        took, joined = other(
            port, "POST", f"{path}/players", json.dumps(seat_request("millions", seat))
        )
        moves.append(took)
        tokens.append(json.loads(joined)["token"])
    moves.append(other(port, "POST", f"{path}/start", token=game["host_token"])[0])
    return other(port, "POST", f"{path}/flip", token=tokens[0])[0]


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
        took, moves = [], []
        for _ in range(20):  # while the address holds all it can
            took.append(other(port, "GET", "/healthz")[0])
            took.append(other(port, "GET", f"/v1/millions/games/{game}")[0])
            moves.append(play_a_round(port, moves))
        # The refusals came as the polls arrived, before the rounds; the held ones wait on.
        time.sleep(0.5)
        refused = [status_of(s, 0.01) for s in polls]
        timed_out = [status_of(s, BODY_SECONDS + 10.0) for s in bodies]
        closed = [closes(s, 5.0) for s in bodies]
        for s in polls + bodies:
            s.close()
    took += moves
    took.sort()
    figures = (
        f"{POLLS} long polls: {refused.count(429)} got 429, {POLLS - refused.count(429)} held; "
        f"{SLOW_BODIES} slow bodies: {timed_out.count(408)} got 408, "
        f"{closed.count(True)} then closed; another address: {len(took)} requests "
        f"({len(moves)} of them moves), "
        f"p50 {took[len(took) // 2] * 1000:.0f} ms, "
        f"p99 {took[int(0.99 * len(took))] * 1000:.0f} ms, max {took[-1] * 1000:.0f} ms"
    )
    print(figures)
    # Held: still waiting (None), or answered when its wait was over (200).
    assert set(refused) <= {429, 200, None}, figures
    assert refused.count(None) + refused.count(200) <= 2 * PER_ADDRESS, figures
    assert refused.count(429) >= POLLS - 2 * PER_ADDRESS, figures
    assert timed_out == [408] * SLOW_BODIES, figures
    assert closed == [True] * SLOW_BODIES, figures
    # Generous (a shared, loaded machine): the target is 50 ms at p99 (bench, docs).
    assert took[len(took) // 2] < 0.5 and took[-1] < 10.0, figures
