"""Beyond what a worker can take, a new connection is answered 503 server_busy at once
(millie/gunicorn_worker.py), and the health listener on its own port (HEALTH_PORT,
millie/health.py) keeps answering whatever the workers' load."""

from __future__ import annotations

import json
import socket
import time
from pathlib import Path

import requests

from servers import free_port, running_server


def answer(port: int, path: str = "/healthz") -> tuple[int, dict[str, str], bytes, float]:
    """A GET on a new connection: status, headers, body and the seconds it took."""
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=5) as conn:
        conn.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while chunk := conn.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {k.lower(): v.strip() for k, _, v in (x.partition(":") for x in lines[1:])}
    return int(lines[0].split()[1]), headers, body, time.monotonic() - started


def test_the_health_port_answers_healthz_and_readyz(tmp_path: Path) -> None:
    health = free_port()
    env = {"HEALTH_PORT": str(health)}
    with running_server("sqlite:///millie.db", workers=2, cwd=tmp_path, env=env) as base:
        status, headers, body, _ = answer(health)
        assert status == 200 and json.loads(body) == {"status": "ok", "workers": 2}
        status, _, body, _ = answer(health, "/readyz")
        assert status == 200 and json.loads(body) == {"status": "ready"}
        status, headers, body, _ = answer(health, "/v1/games")
        assert status == 404 and headers["content-type"] == "application/problem+json"
        assert json.loads(body)["code"] == "not_found"
        assert requests.get(f"{base}/healthz", timeout=5).status_code == 200
    log = (tmp_path / "server.log").read_text()
    assert f":{health}/healthz" in log and "Traceback" not in log


def test_beyond_its_busy_connections_a_worker_answers_503_at_once(tmp_path: Path) -> None:
    """Connections accepted and not yet answered are at work: WORKER_BUSY_MAX of them
    (here 3, that send nothing) and the next is answered 503 server_busy with
    Retry-After before its request is read; the health port answers all along."""
    health = free_port()
    env = {"HEALTH_PORT": str(health), "WORKER_BUSY_MAX": "3"}
    with running_server("sqlite:///millie.db", workers=1, cwd=tmp_path, env=env) as base:
        port = int(base.rsplit(":", 1)[1])
        silent = [socket.create_connection(("127.0.0.1", port), timeout=5) for _ in range(3)]
        try:
            time.sleep(0.3)  # accepted: at work, waiting for requests that do not come
            status, headers, body, took = answer(port)
            assert status == 503 and took < 1.0, (status, took)
            assert headers["content-type"] == "application/problem+json"
            assert 2 <= int(headers["retry-after"]) <= 6
            assert json.loads(body)["code"] == "server_busy"
            status, _, _, took = answer(health)
            assert status == 200 and took < 1.0
        finally:
            for conn in silent:
                conn.close()
        time.sleep(0.3)
        assert answer(port)[0] == 200, "room again once they are gone"


def test_waiting_long_polls_are_not_at_work(tmp_path: Path) -> None:
    """Long polls that wait leave room: 10 of them on a worker of WORKER_BUSY_MAX 3, and
    a health check still gets in."""
    env = {"WORKER_BUSY_MAX": "3"}
    with running_server("sqlite:///millie.db", workers=1, cwd=tmp_path, env=env) as base:
        port = int(base.rsplit(":", 1)[1])
        game = requests.post(f"{base}/v1/millions/games", json={}, timeout=5).json()["game"]["id"]
        polls = []
        for _ in range(10):
            conn = socket.create_connection(("127.0.0.1", port), timeout=5)
            path = f"/v1/millions/games/{game}/events?after=99&wait=10"
            conn.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
            polls.append(conn)
            time.sleep(0.05)
        try:
            time.sleep(0.3)
            assert answer(port)[0] == 200
        finally:
            for conn in polls:
                conn.close()
