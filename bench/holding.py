"""One client holds all it may while others play: do health checks and moves keep their
pace? (api/http/waiting.py)

One 2-worker server with its default waiting settings. For `seconds`, with nobody
holding anything ("quiet"), then again while one address holds ("held"): /healthz is
asked every 50 ms on a new connection each time (as a load balancer does), and bots play
Millions games, 4 bots to a game, round after round (bench/games.py). While held, one
address (127.0.1.1), from a process of its own on raw sockets, keeps `polls` long polls
(`events?wait=30`) and `bodies` POSTs whose body comes one byte a second open at all
times: whatever is answered (429 `too_many_waiting`, 408 `body_timeout`, a poll's end) it
opens again about a second later (0.5 to 1.5 s, drawn for each: not all at one instant).
Reported for each window: /healthz p99 and max, the bots'
move p99, and what the holding address got.
"""

from __future__ import annotations

import asyncio
import http.client
import multiprocessing
import random
import threading
import time
from collections import Counter
from typing import Any

import httpx

from bench.games import ms, percentile, play_many
from bench.server import Server

ATTACKER = "127.0.1.1"
POLLS = 300
BODIES = 200
RETRY_SECONDS = (0.5, 1.5)  # a retry's pause, drawn at random


class Holder:
    """The holding address: `polls` long polls and `bodies` slow bodies, kept open."""

    def __init__(self, port: int, game_id: str) -> None:
        self.port, self.game_id = port, game_id
        self.statuses: Counter[str] = Counter()
        self.waiting = 0  # sent, not answered yet
        self.stopping = False

    async def _connect(self) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        return await asyncio.open_connection("127.0.0.1", self.port, local_addr=(ATTACKER, 0))

    async def _status(self, reader: asyncio.StreamReader) -> str:
        line = await reader.readline()
        parts = line.split(b" ", 2)
        return parts[1].decode() if len(parts) > 1 else "closed"

    async def poll(self) -> None:
        path = f"/v1/millions/games/{self.game_id}/events?after=1000000&wait=30"
        while not self.stopping:
            try:
                reader, writer = await self._connect()
                writer.write(f"GET {path} HTTP/1.1\r\nHost: bench\r\n\r\n".encode())
                self.waiting += 1
                try:
                    self.statuses["poll " + await self._status(reader)] += 1
                finally:
                    self.waiting -= 1
                writer.close()
            except OSError as error:
                self.statuses[f"poll {type(error).__name__}"] += 1
            await asyncio.sleep(random.uniform(*RETRY_SECONDS))

    async def body(self) -> None:
        head = (
            b"POST /v1/millions/games HTTP/1.1\r\nHost: bench\r\n"
            b"Content-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"
        )
        while not self.stopping:
            try:
                reader, writer = await self._connect()
                writer.write(head)
                answer = asyncio.ensure_future(self._status(reader))
                self.waiting += 1
                try:
                    while not answer.done():  # a byte a second until the server answers
                        writer.write(b" ")
                        await asyncio.wait([answer], timeout=1.0)
                    self.statuses["body " + answer.result()] += 1
                finally:
                    self.waiting -= 1
                    answer.cancel()
                writer.close()
            except OSError as error:
                self.statuses[f"body {type(error).__name__}"] += 1
            await asyncio.sleep(random.uniform(*RETRY_SECONDS))

    async def run(self, polls: int, bodies: int, pipe: Any) -> None:
        tasks = [asyncio.create_task(self.poll()) for _ in range(polls)]
        tasks += [asyncio.create_task(self.body()) for _ in range(bodies)]
        pipe.send("holding")
        least = polls + bodies
        while not pipe.poll():
            await asyncio.sleep(0.2)
            least = min(least, self.waiting)
        pipe.recv()
        self.stopping = True
        pipe.send({"statuses": dict(self.statuses), "waiting_least": least})
        for task in tasks:
            task.cancel()


def _hold(port: int, game_id: str, polls: int, bodies: int, pipe: Any) -> None:
    asyncio.run(Holder(port, game_id).run(polls, bodies, pipe))


def _healthz(port: int, stop: threading.Event, out: list[float]) -> None:
    while not stop.is_set():
        started = time.perf_counter()
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)  # new each time
        conn.request("GET", "/healthz")
        conn.getresponse().read()
        conn.close()
        out.append(time.perf_counter() - started)
        time.sleep(0.05)


def _window(server: Server, seconds: float, bots: int) -> dict[str, Any]:
    """/healthz every 50 ms and bot games, round after round, for `seconds`."""
    stop, health = threading.Event(), list[float]()
    prober = threading.Thread(target=_healthz, args=(server.port, stop, health))
    prober.start()
    ends, rounds = time.monotonic() + seconds, list[dict[str, Any]]()
    while time.monotonic() < ends or not rounds:
        rounds.append(play_many(server, "millions", 4, bots, max(1, bots // 4), len(rounds)))
    stop.set()
    prober.join()
    return {
        "healthz_checks": len(health),
        "healthz_p99_ms": ms(percentile(health, 0.99)),
        "healthz_max_ms": ms(max(health) if health else None),
        # The largest of the rounds' p99s: each round's own percentile, the worst one.
        "move_p99_ms": max(r.get("move_p99_ms") or 0 for r in rounds),
        "bot_games": sum(r.get("games") or 0 for r in rounds),
        "bot_moves": sum(r.get("moves") or 0 for r in rounds),
        "bot_errors": sum(r.get("error_count") or 0 for r in rounds),
    }


def run(server: Server, seconds: float, bots: int = 4) -> dict[str, Any]:
    created = httpx.post(server.base + "/v1/millions/games", json={"options": {}}, timeout=30)
    game_id = created.json()["game"]["id"]
    print("  holding: quiet window", flush=True)
    quiet = _window(server, seconds, bots)
    ours, theirs = multiprocessing.get_context("fork").Pipe()
    holder = multiprocessing.get_context("fork").Process(
        target=_hold, args=(server.port, game_id, POLLS, BODIES, theirs)
    )
    holder.start()
    ours.recv()
    time.sleep(3.0)  # every poll and body sent; the first refusals answered
    print(f"  holding: {POLLS} long polls and {BODIES} slow bodies from {ATTACKER}", flush=True)
    held = _window(server, seconds, bots)
    ours.send("stop")
    got = ours.recv()
    holder.join(30)
    return {
        "seconds": seconds,
        "bots": bots,
        "polls": POLLS,
        "bodies": BODIES,
        "quiet": quiet,
        "held": held,
        "holder_statuses": got["statuses"],
        "holder_waiting_least": got["waiting_least"],
        "server_log_errors": server.log_errors(0)[:5],
    }
