"""Many open event streams on one host: what an idle stream costs, and whether moves,
health checks and event delivery keep their pace meanwhile.

One 2-worker server; `streams` Server-Sent Events streams (each a player's, with its
token) on `streams / 4` four-player games, opened from 100 loopback addresses
(127.0.1.1 to 127.0.1.100: each client socket binds its source address), by one asyncio
process on raw sockets so that the load generator stays cheap. Once every stream is
open, for `seconds`: 16 bots play 4 games at full speed (bench/games.py), the streams'
games are started one after another (a move whose events reach that game's 4 streams),
and /healthz is asked every 50 ms. Delivery is the time from an event's `at` (its
commit, by the server's clock: the same machine) to its arrival on a stream.
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import resource
import threading
import time
from datetime import datetime
from typing import Any

import httpx

from bench.games import ms, percentile, play_many
from bench.server import Meter, Server, database_name, rss_kb
from millie.rules.millions.cards import CHARACTERS

ADDRESSES = [f"127.0.1.{i}" for i in range(1, 101)]
SETUP_AT_ONCE = 32
OPEN_AT_ONCE = 200


async def _request(
    port: int, method: str, path: str, body: Any = None, token: str | None = None
) -> Any:
    """One request on a connection of its own; the answer's JSON."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    data = json.dumps(body).encode() if body is not None else b""
    head = f"{method} {path} HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n"
    if token:
        head += f"Authorization: Bearer {token}\r\n"
    if body is not None:
        head += f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n"
    writer.write(head.encode() + b"\r\n" + data)
    raw = await reader.read()
    writer.close()
    status = int(raw.split(b" ", 2)[1])
    payload = raw.split(b"\r\n\r\n", 1)[1]
    if status >= 300:
        raise RuntimeError(f"{method} {path}: {status} {payload[:300]!r}")
    return json.loads(payload)


async def _new_game(port: int) -> tuple[str, str, list[str]]:
    created = await _request(port, "POST", "/v1/millions/games", {"options": {}})
    game_id, host = created["game"]["id"], created["host_token"]
    tokens = []
    for seat in range(4):
        join = {"name": f"P{seat}", "character": _character(seat), "intro": "Hello."}
        joined = await _request(port, "POST", f"/v1/millions/games/{game_id}/players", join)
        tokens.append(joined["token"])
    return game_id, host, tokens


def _character(seat: int) -> str:
    return CHARACTERS[seat]


class Streams:
    """The stream clients (in their own process): open, then read until told to stop."""

    def __init__(self, port: int, games: list[tuple[str, str, list[str]]]) -> None:
        self.port = port
        self.games = games
        self.opened = 0
        self.failed: list[str] = []
        self.fed: set[int] = set()
        self.delays: list[float] = []
        self.reconnects = 0
        self.writers: list[asyncio.StreamWriter] = []

    async def open(
        self, n: int, game_id: str, token: str, last_id: bytes | None
    ) -> asyncio.StreamReader | None:
        """A stream, read to its snapshot; None if it was refused."""
        try:
            reader, writer = await asyncio.open_connection(
                "127.0.0.1", self.port, local_addr=(ADDRESSES[n % len(ADDRESSES)], 0)
            )
            again = b"Last-Event-ID: " + last_id + b"\r\n" if last_id else b""
            writer.write(
                f"GET /v1/millions/games/{game_id}/stream HTTP/1.1\r\nHost: bench\r\n"
                f"Authorization: Bearer {token}\r\n".encode()
                + again
                + b"\r\n"
            )
            self.writers.append(writer)
            status = await reader.readline()
            if b" 200 " not in status:
                self.failed.append(status.decode(errors="replace").strip())
                return None
            while (await reader.readline()).strip() != b"event: snapshot":
                pass
        except OSError as error:
            self.failed.append(repr(error))
            return None
        return reader

    async def follow(self, n: int, game_id: str, token: str, gate: asyncio.Semaphore) -> None:
        async with gate:
            found = await self.open(n, game_id, token, None)
            if found is None:
                return
            self.opened += 1
        reader, opened, last_id = found, time.time(), None
        while True:
            snapshot = True
            while line := await reader.readline():
                if line.startswith(b"id: "):
                    last_id = line[4:].strip()
                elif line.startswith(b"event: "):
                    snapshot = line.startswith(b"event: snapshot")
                elif line.startswith(b"data: ") and not snapshot:
                    at = json.loads(line[6:])["at"]
                    sent = datetime.fromisoformat(at.replace("Z", "+00:00")).timestamp()
                    if sent >= opened:  # not the backlog sent as the stream opens
                        self.delays.append(time.time() - sent)
                        self.fed.add(n)
            # The server ends a stream after 5 minutes: reconnect, as EventSource does.
            self.reconnects += 1
            again = await self.open(n, game_id, token, last_id)
            if again is None:
                return
            reader = again

    async def run(self, pipe: Any) -> None:
        gate = asyncio.Semaphore(OPEN_AT_ONCE)
        seats = [(game_id, token) for game_id, _, tokens in self.games for token in tokens]
        tasks = [
            asyncio.create_task(self.follow(n, game_id, token, gate))
            for n, (game_id, token) in enumerate(seats)
        ]
        started = time.perf_counter()
        while self.opened + len(self.failed) < len(tasks):
            await asyncio.sleep(0.2)
        pipe.send(
            {
                "opened": self.opened,
                "failed": self.failed[:5],
                "failures": len(self.failed),
                "open_s": time.perf_counter() - started,
            }
        )
        while not pipe.poll():
            await asyncio.sleep(0.2)
        pipe.recv()
        await asyncio.sleep(1.0)  # the last events in flight
        pipe.send({"fed": len(self.fed), "delays": self.delays, "reconnects": self.reconnects})
        for task in tasks:
            task.cancel()


def _stream_process(port: int, games: list[tuple[str, str, list[str]]], pipe: Any) -> None:
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    asyncio.run(Streams(port, games).run(pipe))


async def _setup(port: int, n_games: int) -> list[tuple[str, str, list[str]]]:
    gate = asyncio.Semaphore(SETUP_AT_ONCE)

    async def one() -> tuple[str, str, list[str]]:
        async with gate:
            return await _new_game(port)

    return list(await asyncio.gather(*(one() for _ in range(n_games))))


def _healthz(base: str, stop: threading.Event, out: list[float]) -> None:
    with httpx.Client(base_url=base, timeout=30) as client:
        while not stop.is_set():
            started = time.perf_counter()
            client.get("/healthz")
            out.append(time.perf_counter() - started)
            time.sleep(0.05)


def _start_games(port: int, games: list[tuple[str, str, list[str]]], seconds: float) -> int:
    """Start the streams' games one after another, evenly over `seconds`."""
    started = 0
    began = time.monotonic()
    with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30) as client:
        for i, (game_id, host, _) in enumerate(games):
            time.sleep(max(0.0, began + seconds * i / len(games) - time.monotonic()))
            r = client.post(
                f"/v1/millions/games/{game_id}/start",
                headers={"Authorization": f"Bearer {host}"},
            )
            started += r.status_code == 200
    return started


def run(server: Server, streams: int, seconds: float) -> dict[str, Any]:
    n_games = max(1, streams // 4)
    print(f"  streams: {n_games} games, {n_games * 4} players joined", flush=True)
    t0 = time.perf_counter()
    games = asyncio.run(_setup(server.port, n_games))
    setup_s = time.perf_counter() - t0
    ours, theirs = multiprocessing.get_context("fork").Pipe()
    client = multiprocessing.get_context("fork").Process(
        target=_stream_process, args=(server.port, games, theirs)
    )
    client.start()
    opened = ours.recv()
    print(
        f"  streams: {opened['opened']} open in {opened['open_s']:.1f} s, "
        f"{opened['failures']} failed {opened['failed']}",
        flush=True,
    )
    rss_idle = sum(rss_kb(p) or 0 for p in server.worker_pids())
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    self0 = resource.getrusage(resource.RUSAGE_SELF)
    stop, health = threading.Event(), []
    prober = threading.Thread(target=_healthz, args=(server.base, stop, health))
    meter = Meter(server, database_name(server.database_url))
    with meter:
        prober.start()
        starts: list[int] = []
        starter = threading.Thread(
            target=lambda: starts.append(_start_games(server.port, games, seconds))
        )
        starter.start()
        rounds = []
        while starter.is_alive() or not rounds:  # 4 games at a time, for the whole window
            rounds.append(play_many(server, "millions", 4, 16, 4, seed=len(rounds)))
        starter.join()
        stop.set()
        prober.join()
        window = meter.stop(settle=0.1)
        rss = sum(rss_kb(p) or 0 for p in [*server.worker_pids(), server.process.pid])  # type: ignore[union-attr]
        ours.send("stop")
        fed = ours.recv()
    client.join(30)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    self1 = resource.getrusage(resource.RUSAGE_SELF)
    load = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    load += (self1.ru_utime - self0.ru_utime) + (self1.ru_stime - self0.ru_stime)
    cpu, wall = window["cpu"], window["wall"]
    ours = cpu["workers"] + cpu["master"] + cpu.get("pg_all", 0.0)
    delays = fed["delays"]
    return {
        "streams": n_games * 4,
        "games": n_games,
        "setup_seconds": round(setup_s, 1),
        "open_seconds": round(opened["open_s"], 1),
        "connected": opened["opened"],
        "refused": opened["failures"],
        "refusals": opened["failed"],
        "games_started": starts[0] if starts else 0,
        "fed": fed["fed"],
        "reconnects": fed["reconnects"],
        "events_delivered": len(delays),
        "delivery_p50_ms": ms(percentile(delays, 0.5)),
        "delivery_p99_ms": ms(percentile(delays, 0.99)),
        "healthz_p99_ms": ms(percentile(health, 0.99)),
        "healthz_max_ms": ms(max(health) if health else None),
        "move_p99_ms": max(r.get("move_p99_ms") or 0 for r in rounds),
        "bot_games": 4 * len(rounds),
        "bot_moves": sum(r.get("moves") or 0 for r in rounds),
        "bot_errors": sum(r.get("error_count") or 0 for r in rounds),
        "rss_mb_idle_streams": round(rss_idle / 1024),
        "rss_mb": round(rss / 1024),
        "wall_seconds": round(wall, 1),
        "server_cpu_share": round(cpu["workers"] / wall, 2),
        "pg_cpu_share": round(cpu.get("pg_all", 0.0) / wall, 2),
        "load_generator_cpu_share": round(load / wall, 2),
        "others_cpu_share": round(
            max(
                0.0, cpu["machine"] - cpu["workers"] - cpu["master"] - cpu.get("pg_all", 0.0) - load
            )
            / wall,
            2,
        ),
        "workers_restarted": window["workers_restarted"],
        "server_log_errors": server.log_errors(meter.mark)[:5],
    }
