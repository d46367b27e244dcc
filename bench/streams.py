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

With `apart` (`--apart`, bench/apart.py) the load generator runs on one core and in a
network namespace of its own: the stream client, the bots' processes, and the health
prober and the games' starter (processes then, not threads) join the namespace and pin
themselves as they start; the server listens on the veth pair's address, the streams come
from the namespace's 100 addresses, and this process is pinned to that core too.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import multiprocessing
import resource
import threading
import time
from collections.abc import Callable
from datetime import datetime
from typing import Any, Protocol

import httpx

from bench.apart import Apart, pinned
from bench.games import ms, percentile, play_many
from bench.server import Meter, Server, core_busy_seconds, database_name, rss_kb
from millie.rules.millions.cards import CHARACTERS

ADDRESSES = [f"127.0.1.{i}" for i in range(1, 101)]
SETUP_AT_ONCE = 32
OPEN_AT_ONCE = 200


async def _request(
    host: str, port: int, method: str, path: str, body: Any = None, token: str | None = None
) -> Any:
    """One request on a connection of its own; the answer's JSON."""
    reader, writer = await asyncio.open_connection(host, port)
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


async def _new_game(host: str, port: int) -> tuple[str, str, list[str]]:
    created = await _request(host, port, "POST", "/v1/millions/games", {"options": {}})
    game_id, host_token = created["game"]["id"], created["host_token"]
    tokens = []
    for seat in range(4):
        join = {"name": f"P{seat}", "character": _character(seat), "intro": "Hello."}
        joined = await _request(host, port, "POST", f"/v1/millions/games/{game_id}/players", join)
        tokens.append(joined["token"])
    return game_id, host_token, tokens


def _character(seat: int) -> str:
    return CHARACTERS[seat]


class Streams:
    """The stream clients (in their own process): open, then read until told to stop."""

    def __init__(
        self,
        host: str,
        port: int,
        games: list[tuple[str, str, list[str]]],
        addresses: list[str] | tuple[str, ...] = ADDRESSES,
    ) -> None:
        self.host, self.port, self.addresses = host, port, addresses
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
                self.host, self.port, local_addr=(self.addresses[n % len(self.addresses)], 0)
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


def _stream_process(
    server: Server, games: list[tuple[str, str, list[str]]], pipe: Any, apart: Apart | None
) -> None:
    if apart is not None:
        apart.join()
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    addresses = ADDRESSES if apart is None else apart.sources
    asyncio.run(Streams(server.host, server.port, games, addresses).run(pipe))


async def _setup(host: str, port: int, n_games: int) -> list[tuple[str, str, list[str]]]:
    gate = asyncio.Semaphore(SETUP_AT_ONCE)

    async def one() -> tuple[str, str, list[str]]:
        async with gate:
            return await _new_game(host, port)

    return list(await asyncio.gather(*(one() for _ in range(n_games))))


class Flag(Protocol):
    """A threading.Event, or a multiprocessing one when the prober is a process."""

    def is_set(self) -> bool: ...

    def set(self) -> None: ...


def _healthz(base: str, stop: Flag, out: list[float]) -> None:
    with httpx.Client(base_url=base, timeout=30) as client:
        while not stop.is_set():
            started = time.perf_counter()
            client.get("/healthz")
            out.append(time.perf_counter() - started)
            time.sleep(0.05)


def _start_games(
    base: str, games: list[tuple[str, str, list[str]]], seconds: float, out: list[int]
) -> None:
    """Start the streams' games one after another, evenly over `seconds`; how many
    started, in `out`."""
    started = 0
    began = time.monotonic()
    with httpx.Client(base_url=base, timeout=30) as client:
        for i, (game_id, host, _) in enumerate(games):
            time.sleep(max(0.0, began + seconds * i / len(games) - time.monotonic()))
            r = client.post(
                f"/v1/millions/games/{game_id}/start",
                headers={"Authorization": f"Bearer {host}"},
            )
            started += r.status_code == 200
    out.append(started)


class Beside:
    """A piece of the load generator beside the bots (the health prober, the games'
    starter): a thread of this process; with the generator apart, a forked process that
    joins the namespace and the core first. `target(*args, out)` fills the list `out`,
    which `join` returns (what the process filled, sent back as it ends, even on error)."""

    def __init__(self, apart: Apart | None, target: Callable[..., None], *args: Any) -> None:
        self.out: list[Any] = []
        self.pipe: Any = None
        self.worker: threading.Thread | multiprocessing.process.BaseProcess
        if apart is None:
            self.worker = threading.Thread(target=target, args=(*args, self.out))
            return
        fork = multiprocessing.get_context("fork")
        self.pipe, self.theirs = fork.Pipe(duplex=False)
        self.worker = fork.Process(target=_apart_call, args=(apart, self.theirs, target, args))

    def start(self) -> None:
        self.worker.start()
        if self.pipe is not None:
            self.theirs.close()  # the child's end: its exit is then this end's EOF

    def is_alive(self) -> bool:
        return self.worker.is_alive()

    def join(self) -> list[Any]:
        if self.pipe is not None:
            with contextlib.suppress(EOFError):  # it died before it sent: nothing measured
                self.out = self.pipe.recv()
        self.worker.join()
        return self.out


def _apart_call(apart: Apart, pipe: Any, target: Callable[..., None], args: tuple[Any]) -> None:
    apart.join()
    out: list[Any] = []
    try:
        target(*args, out)
    finally:
        pipe.send(out)
        pipe.close()


def run(server: Server, streams: int, seconds: float, apart: Apart | None = None) -> dict[str, Any]:
    """The part on a started server; with `apart`, the server listening on its address
    and the namespace made (bench/apart.py, `layout`)."""
    if apart is None:
        return _run(server, streams, seconds, None)
    with pinned(apart.core):  # the server started before: it keeps every core
        out = _run(server, streams, seconds, apart)
    return out


def _run(server: Server, streams: int, seconds: float, apart: Apart | None) -> dict[str, Any]:
    n_games = max(1, streams // 4)
    print(f"  streams: {n_games} games, {n_games * 4} players joined", flush=True)
    t0 = time.perf_counter()
    games = asyncio.run(_setup(server.host, server.port, n_games))
    setup_s = time.perf_counter() - t0
    ours, theirs = multiprocessing.get_context("fork").Pipe()
    client = multiprocessing.get_context("fork").Process(
        target=_stream_process, args=(server, games, theirs, apart)
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
    stop: Flag = threading.Event() if apart is None else multiprocessing.get_context("fork").Event()
    prober = Beside(apart, _healthz, server.base, stop)
    join = None if apart is None else apart.join  # each bot's process, as it starts
    meter = Meter(server, database_name(server.database_url))
    core0 = None if apart is None else core_busy_seconds(apart.core)
    with meter:
        prober.start()
        starter = Beside(apart, _start_games, server.base, games, seconds)
        starter.start()
        rounds: list[Any] = []
        while starter.is_alive() or not rounds:  # 4 games at a time, for the whole window
            rounds.append(play_many(server, "millions", 4, 16, 4, seed=len(rounds), join=join))
        starts: list[int] = starter.join()
        stop.set()
        health: list[float] = prober.join()
        window = meter.stop(settle=0.1)
        core1 = None if apart is None else core_busy_seconds(apart.core)
        assert server.process is not None
        rss = sum(rss_kb(p) or 0 for p in [*server.worker_pids(), server.process.pid])
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
    out = {
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
    if apart is not None and core0 is not None and core1 is not None:
        # Not the default layout: say so in every run, with how busy the generator's
        # core was (the generator, and whatever of the server ran there).
        out["apart"] = apart.describe() | {"core_busy_share": round((core1 - core0) / wall, 2)}
    return out
