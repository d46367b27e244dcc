"""Full games through HTTP: many concurrent bot games, timed per request and action.

Each game is played as `millie simulate` plays it (millie_bots.table.play_game): the
host creates it through the generated client, one SeatBot per seat joins and plays in a
thread of its own with its own HTTP client (greedy in seat 0, random bots after), and
every bot follows the game through its view and its events. The one difference: every
client's transport times each request (sent to body read) and files it under its action
(claim, flip, ..., view, events). Each game runs in a process of its own so that the
bots' own Python work (the generated client parses every view) does not queue behind one
interpreter lock; several games run at once to put `bots` seats on the server at once.
"""

from __future__ import annotations

import multiprocessing
import random
import resource
import signal
import statistics
import threading
import time
from collections.abc import Callable
from typing import Any

import httpx
from millie_bots.policies import make
from millie_bots.seat import Policy, SeatBot
from millie_bots.table import Transport
from millie_client import AuthenticatedClient, Client
from millie_client.api.games import create_game, get_score, join_game, start_game
from millie_client.models import (
    CreatedGame,
    Empty,
    GameType,
    MillimemoryCreateGame,
    MillimemoryJoin,
    MillimemoryJoinColour,
    MillimemoryJoined,
    MillimemoryOptions,
    MillionsCreateGame,
    MillionsJoin,
    MillionsJoinCharacter,
    MillionsJoined,
    MillionsOptions,
    MorbidLivingCreateGame,
    MorbidLivingJoin,
    MorbidLivingJoined,
    MorbidLivingOptions,
)

from bench.server import Meter, Server, database_name

TIMEOUT = httpx.Timeout(60.0)
SETUP = ("create", "join", "start")
READS = ("view", "events", "score")

Sample = tuple[str, int, float]  # action, status, seconds


def action_of(request: httpx.Request) -> str:
    """What a request does, from its method and path: claim, flip, view, events, ..."""
    parts = request.url.path.rstrip("/").split("/")  # "", "v1", type, "games", id, ...
    if request.method == "GET":
        if len(parts) == 5:
            return "view"
        return parts[-1]  # events, score
    if len(parts) == 4:
        return "create"
    if parts[-1] == "players":
        return "join"
    return parts[-1]  # start, flip, claim, ..., squabbles/N/verdict -> verdict


class TimedTransport(Transport):
    """The bots' transport (the process's one TLS context, a read sent once more when
    the server closed its idle connection under it), timing every request to the last
    byte of its answer."""

    def __init__(self, samples: list[Sample]) -> None:
        super().__init__()
        self.samples = samples

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        started = time.perf_counter()
        response = super().handle_request(request)
        response.read()
        self.samples.append(
            (action_of(request), response.status_code, time.perf_counter() - started)
        )
        return response


def _bodies(game: GameType, seed: int) -> tuple[Any, Callable[[int], Any]]:
    if game == GameType.MILLIONS:
        return (
            MillionsCreateGame(options=MillionsOptions(face_up_rows=False), seed=seed),
            lambda s: MillionsJoin(name=f"Bot {s}", character=list(MillionsJoinCharacter)[s]),
        )
    if game == GameType.MORBID_LIVING:
        return (
            # max_turns 20: the bound of the runs in bench/results, so the figures compare.
            MorbidLivingCreateGame(
                options=MorbidLivingOptions(start_seat=0, max_turns=20), seed=seed
            ),
            lambda s: MorbidLivingJoin(name=f"Bot {s}"),
        )
    return (
        MillimemoryCreateGame(options=MillimemoryOptions(single_winner=False), seed=seed),
        lambda s: MillimemoryJoin(name=f"Bot {s}", colour=list(MillimemoryJoinColour)[s]),
    )


def _policies(game: GameType, players: int, rng: random.Random) -> list[Policy]:
    """As `millie simulate` seats them: the strong bot in seat 0, random bots after."""
    first: Policy = make(game.value, "random" if game == GameType.MILLIMEMORY else "greedy", rng)
    return [first] + [
        make(game.value, "random", random.Random(rng.random())) for _ in range(players - 1)
    ]


def play_one(base: str, game: GameType, players: int, seed: int) -> dict[str, Any]:
    """One complete game of bots; every request's time, and the game's record."""
    samples: list[Sample] = []
    started = time.perf_counter()
    anyone = Client(base, timeout=TIMEOUT, httpx_args={"transport": TimedTransport(samples)})
    create_body, join_body = _bodies(game, seed)
    created = create_game.sync(game, client=anyone, body=create_body)
    if not isinstance(created, CreatedGame):
        raise RuntimeError(f"create_game failed: {created}")
    game_id = created.game.id
    bots = []
    rng = random.Random(seed)
    for seat, policy in enumerate(_policies(game, players, rng)):
        joined = join_game.sync(game, game_id, client=anyone, body=join_body(seat))
        if not isinstance(joined, MillionsJoined | MillimemoryJoined | MorbidLivingJoined):
            raise RuntimeError(f"join_game failed: {joined}")
        client = AuthenticatedClient(
            base,
            token=joined.token,
            timeout=TIMEOUT,
            httpx_args={"transport": TimedTransport(samples)},
        )
        bots.append(SeatBot(client, game, game_id, policy))
    host = AuthenticatedClient(
        base,
        token=created.host_token,
        timeout=TIMEOUT,
        httpx_args={"transport": TimedTransport(samples)},
    )
    start_game.sync(game, game_id, client=host, body=Empty())
    failures: list[str] = []

    def run(bot: SeatBot) -> None:
        try:
            bot.play(600)
        except Exception as error:
            failures.append(repr(error))

    threads = [threading.Thread(target=run, args=(bot,)) for bot in bots]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    get_score.sync(game, game_id, client=anyone)
    return {
        "game": game_id,
        "seconds": time.perf_counter() - started,
        "moves": sum(b.record.moves for b in bots),
        "refused": sum(b.record.refused for b in bots),
        "errors": [e for b in bots for e in b.record.errors] + failures,
        "samples": samples,
    }


def _slot(args: tuple[str, str, int, list[int]]) -> list[dict[str, Any]]:
    """One process: its games one after the other."""
    base, game, players, seeds = args
    return [play_one(base, GameType(game), players, seed) for seed in seeds]


def _default_sigterm(join: Callable[[], None] | None = None) -> None:
    """Pool workers die on SIGTERM, as Pool.terminate expects (bench's handler would let a
    worker blocked on the task queue live on, and the pool would wait for it forever).
    `join`, if given, runs next, before the worker's first game: the streams part's
    `--apart` moves each bot's process into its namespace and onto its core there."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if join is not None:
        join()


def percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def ms(seconds: float | None) -> float | None:
    """Seconds as milliseconds, to a tenth (None stays None)."""
    return None if seconds is None else round(seconds * 1000, 1)


def summarise(records: list[dict[str, Any]], wall: float) -> dict[str, Any]:
    samples = [s for r in records for s in r["samples"]]
    by_action: dict[str, list[Sample]] = {}
    for sample in samples:
        by_action.setdefault(sample[0], []).append(sample)
    actions = {}
    for action, group in sorted(by_action.items()):
        times = [1000 * t for _a, _s, t in group]
        actions[action] = {
            "count": len(group),
            "non2xx": sum(1 for _a, s, _t in group if not 200 <= s < 300),
            "statuses": dict(sorted(_count(str(s) for _a, s, _t in group).items())),
            "p50_ms": round(percentile(times, 0.50) or 0, 2),
            "p99_ms": round(percentile(times, 0.99) or 0, 2),
            "max_ms": round(max(times), 2),
        }
    moves = [s for s in samples if s[0] not in SETUP + READS]
    move_ms = [1000 * t for _a, _s, t in moves]
    ok_moves = sum(1 for _a, s, _t in moves if 200 <= s < 300)
    return {
        "games": len(records),
        "wall_seconds": round(wall, 2),
        "requests": len(samples),
        "moves": ok_moves,
        "moves_per_second": round(ok_moves / wall, 1),
        "requests_per_second": round(len(samples) / wall, 1),
        "games_per_second": round(len(records) / wall, 3),
        "game_seconds_mean": round(statistics.fmean(r["seconds"] for r in records), 2),
        "move_p50_ms": round(percentile(move_ms, 0.50) or 0, 2),
        "move_p99_ms": round(percentile(move_ms, 0.99) or 0, 2),
        "refused_409": sum(r["refused"] for r in records),
        "errors": [e for r in records for e in r["errors"]][:10],
        "error_count": sum(len(r["errors"]) for r in records),
        "actions": actions,
    }


def _count(items: Any) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in items:
        out[item] = out.get(item, 0) + 1
    return out


def play_many(
    server: Server,
    game: str,
    players: int,
    bots: int,
    games: int,
    seed: int,
    join: Callable[[], None] | None = None,
) -> dict[str, Any]:
    """`games` games, `bots // players` of them at a time, with the server's CPU; `join`,
    if given, runs first in each of the bots' processes (bench/apart.py)."""
    at_once = max(1, bots // players)
    rng = random.Random(seed)
    seeds = [rng.randrange(2**53) for _ in range(games)]
    slots = [(server.base, game, players, seeds[i::at_once]) for i in range(at_once)]
    meter = Meter(server, database_name(server.database_url))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with meter:
        started = time.perf_counter()
        # fork: the bots need nothing but what this process has imported already.
        with multiprocessing.get_context("fork").Pool(
            at_once, initializer=_default_sigterm, initargs=(join,)
        ) as pool:
            chunks = pool.map(_slot, slots, chunksize=1)
            wall = time.perf_counter() - started
        window = meter.stop(settle=0.1)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    records = [r for chunk in chunks for r in chunk]
    out = summarise(records, wall)
    cpu = window["cpu"]
    out.update(
        game=game,
        players=players,
        bots_at_once=at_once * players,
        server_cpu_seconds=round(cpu["workers"], 2),
        server_cpu_us_per_move=round(1e6 * cpu["workers"] / out["moves"], 1)
        if out["moves"]
        else None,
        bots_cpu_seconds=round(
            (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), 2
        ),
        other_cpu_seconds=round(
            max(
                cpu["machine"]
                - cpu["workers"]
                - cpu["master"]
                - cpu.get("pg_all", 0.0)
                - ((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)),
                0.0,
            ),
            2,
        ),
        workers_restarted=window["workers_restarted"],
        server_command=server.command_line,
    )
    if "pg_backends" in cpu and out["moves"]:
        out["pg_backend_cpu_us_per_move"] = round(1e6 * cpu["pg_backends"] / out["moves"], 1)
    errors = server.log_errors(meter.mark)
    if errors:
        out["server_log_errors"] = errors[:10]
    return out
