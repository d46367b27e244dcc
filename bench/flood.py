"""The probe's flood: more long polls than the server holds, from many addresses each
under its own cap. Do health checks keep answering, and is everyone beyond capacity
refused at once? (api/http/waiting.py, millie/gunicorn_worker.py, millie/health.py)

One 2-worker server with its default settings (GUNICORN_WORKER_CONNECTIONS 6000 per
worker, WAITING_KEPT_FREE 100, WAITING_PER_ADDRESS 64) and a health listener on a second
port (HEALTH_PORT). A process of its own opens `polls` long polls (`events?wait=30`) from
`addresses` loopback addresses (127.0.2.x; 62 each by default, under the cap), all at
once, and keeps them open for `seconds`: a poll answered (a refusal, a wait's end)
opens again after its Retry-After (1 s when it names none, at most 5 s). Meanwhile,
from another address (127.0.3.1), every 50 ms on a new connection each: /healthz on the
health port, /healthz on the API's port, and a lobby read (`GET /v1/games`), each with a
10 s timeout. Reported: each one's p50, p99 and max (from the flood's first connection
on), what the polls got, how long each refusal took to come (connect to status line),
and the most polls held at once.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import resource
import threading
import time
from collections import Counter
from typing import Any

import httpx

from bench.games import ms, percentile
from bench.server import Server

POLLS = 12_400
ADDRESSES = 200
PROBE_ADDRESS = "127.0.3.1"
REFUSED = ("429", "503")


def address(n: int) -> str:
    return f"127.0.2.{n + 1}"


class Flood:
    """`polls` long polls from `addresses` addresses, each reopened once answered."""

    def __init__(self, port: int, game_id: str, seconds: float) -> None:
        self.port, self.game_id, self.seconds = port, game_id, seconds
        self.statuses: Counter[str] = Counter()
        self.refusal_seconds: list[float] = []
        self.connect_seconds: list[float] = []  # of the refused: connect alone
        self.answer_seconds: list[float] = []  # of the refused: connected to status line
        self.held = 0
        self.held_most = 0
        self.stopping = False

    async def poll(self, source: str) -> None:
        path = f"/v1/millions/games/{self.game_id}/events?after=1000000&wait=30"
        request = f"GET {path} HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n\r\n".encode()
        while not self.stopping:
            started = time.perf_counter()
            wait = 1.0
            try:
                reader, writer = await asyncio.wait_for(
                    asyncio.open_connection("127.0.0.1", self.port, local_addr=(source, 0)), 30
                )
                connected = time.perf_counter() - started
                writer.write(request)
                self.held += 1
                self.held_most = max(self.held_most, self.held)
                try:
                    line = await reader.readline()
                    status = line.split(b" ", 2)[1].decode() if line.count(b" ") >= 2 else "closed"
                    if status in REFUSED:
                        took = time.perf_counter() - started
                        self.refusal_seconds.append(took)
                        self.connect_seconds.append(connected)
                        self.answer_seconds.append(took - connected)
                        head = await reader.readuntil(b"\r\n\r\n")
                        for header in head.split(b"\r\n"):
                            if header.lower().startswith(b"retry-after:"):
                                wait = min(max(float(header.split(b":")[1]), 1.0), 5.0)
                finally:
                    self.held -= 1
                writer.close()
                self.statuses[status] += 1
            except (TimeoutError, OSError, asyncio.IncompleteReadError) as error:
                self.statuses[type(error).__name__] += 1
            except ValueError:
                self.statuses["unreadable"] += 1
            await asyncio.sleep(wait)

    async def run(self, polls: int, addresses: int, pipe: Any) -> None:
        tasks = [asyncio.create_task(self.poll(address(n % addresses))) for n in range(polls)]
        pipe.send("flooding")
        while not pipe.poll():
            await asyncio.sleep(0.2)
        pipe.recv()
        self.stopping = True
        pipe.send(
            {
                "statuses": dict(self.statuses),
                "held_most": self.held_most,
                "refusals": len(self.refusal_seconds),
                "refusal_p99_ms": ms(percentile(self.refusal_seconds, 0.99)),
                "refusal_max_ms": ms(max(self.refusal_seconds, default=0.0)),
                "refusals_over_1s": sum(s > 1.0 for s in self.refusal_seconds),
                "connect_p50_ms": ms(percentile(self.connect_seconds, 0.5)),
                "connect_p99_ms": ms(percentile(self.connect_seconds, 0.99)),
                "answer_p99_ms": ms(percentile(self.answer_seconds, 0.99)),
                "answer_max_ms": ms(max(self.answer_seconds, default=0.0)),
                "answers_over_1s": sum(s > 1.0 for s in self.answer_seconds),
            }
        )
        for task in tasks:
            task.cancel()


def _flood(port: int, game_id: str, seconds: float, polls: int, addresses: int, pipe: Any) -> None:
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    asyncio.run(Flood(port, game_id, seconds).run(polls, addresses, pipe))


def _probe(
    url: str, stop: threading.Event, out: list[float], failed: Counter[str], refused: list[float]
) -> None:
    """GET `url` every 50 ms on a new connection from PROBE_ADDRESS: the seconds each took
    (a refusal is an answer too, also kept in `refused`; an error or a timeout counts as
    10 s)."""
    transport = httpx.HTTPTransport(local_address=PROBE_ADDRESS)
    with httpx.Client(transport=transport, timeout=10, headers={"Connection": "close"}) as http:
        while not stop.is_set():
            started = time.perf_counter()
            try:
                status = http.get(url).status_code
                took = time.perf_counter() - started
                if status != 200:
                    failed[str(status)] += 1
                if str(status) in REFUSED:
                    refused.append(took)
                out.append(took)
            except httpx.HTTPError as error:
                failed[type(error).__name__] += 1
                out.append(10.0)
            time.sleep(0.05)


def _figures(taken: list[float], failed: Counter[str], refused: list[float]) -> dict[str, Any]:
    return {
        "refused": len(refused),
        "refused_max_ms": ms(max(refused, default=0.0)),
        "checks": len(taken),
        "p50_ms": ms(percentile(taken, 0.5)),
        "p99_ms": ms(percentile(taken, 0.99)),
        "max_ms": ms(max(taken, default=0.0)),
        "not_200": dict(failed),
    }


def run(
    server: Server, seconds: float, polls: int = POLLS, addresses: int = ADDRESSES
) -> dict[str, Any]:
    created = httpx.post(server.base + "/v1/millions/games", json={"options": {}}, timeout=30)
    game_id = created.json()["game"]["id"]
    health_port = server.env.get("HEALTH_PORT")
    probes = {
        "api_healthz": f"{server.base}/healthz",
        "lobby": f"{server.base}/v1/games",
    }
    if health_port:
        probes["health_port_healthz"] = f"http://127.0.0.1:{health_port}/healthz"
    stop = threading.Event()
    taken: dict[str, list[float]] = {name: [] for name in probes}
    failed: dict[str, Counter[str]] = {name: Counter() for name in probes}
    refused: dict[str, list[float]] = {name: [] for name in probes}
    ours, theirs = multiprocessing.get_context("fork").Pipe()
    flooder = multiprocessing.get_context("fork").Process(
        target=_flood, args=(server.port, game_id, seconds, polls, addresses, theirs)
    )
    print(f"  flood: {polls} long polls from {addresses} addresses for {seconds:g} s", flush=True)
    flooder.start()
    ours.recv()
    threads = [
        threading.Thread(target=_probe, args=(url, stop, taken[name], failed[name], refused[name]))
        for name, url in probes.items()
    ]
    for thread in threads:
        thread.start()
    time.sleep(seconds)
    stop.set()
    for thread in threads:
        thread.join()
    ours.send("stop")
    got = ours.recv()
    flooder.join(30)
    return {
        "seconds": seconds,
        "polls": polls,
        "addresses": addresses,
        "health_port": bool(health_port),
        **{name: _figures(taken[name], failed[name], refused[name]) for name in probes},
        "flood": got,
        "server_log_errors": server.log_errors(0)[:5],
    }
