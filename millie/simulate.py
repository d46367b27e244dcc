"""`millie simulate`: bots play many games against a server, and a table sums them up."""

from __future__ import annotations

import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor, as_completed
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
from millie_bots.policies import make, names
from millie_bots.seat import Policy
from millie_bots.table import GameRecord, play_game
from millie_client.models import GameType, Result


@contextmanager
def local_server(workers: int = 2, every_game: bool = False) -> Iterator[str]:
    """A `millie serve` on a fresh SQLite file in a temporary folder (`every_game`: every
    installed game, whatever MILLIE_GAMES says)."""
    with tempfile.TemporaryDirectory(prefix="millie-simulate-") as folder:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        env = {
            **os.environ,
            "DATABASE_URL": f"sqlite:///{Path(folder) / 'millie.db'}",
            "RATELIMIT_ENABLED": "false",  # many bots on one address, at machine speed
        }
        if every_game:
            env["MILLIE_GAMES"] = ""
        command = [
            sys.executable,
            "-m",
            "millie",
            "serve",
            "--port",
            str(port),
            "--workers",
            str(workers),
        ]
        log = open(Path(folder) / "server.log", "wb")  # noqa: SIM115 (closed below)
        process = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 30
            while True:
                if process.poll() is not None:
                    raise RuntimeError((Path(folder) / "server.log").read_text())
                try:
                    if httpx.get(f"{base}/openapi.json", timeout=5).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError("the local server did not start in 30 s")
                time.sleep(0.1)
            yield base
        finally:
            process.terminate()
            process.wait(timeout=10)
            log.close()


def strongest(game_type: str) -> str:
    """The game's strongest bot: the last of its policies (declared the weakest first);
    the random one for a game not installed here."""
    try:
        return names(game_type)[-1]
    except ValueError:
        return "random"


def client_knows(game_type: str) -> bool:
    """Whether the generated client has the game's own functions (Millie's own games)."""
    return game_type in {t.value for t in GameType}


def switched(game_type: str, on: bool) -> dict[str, bool]:
    """`--option`: the game's yes-or-no options, all on (face_up_rows, single_winner)."""
    if not on:
        return {}
    from millie import http_table

    game = http_table.installed_game(game_type)
    return {name: True for name, f in game.options.items() if f.type == "boolean"}


def make_policies(bots: list[str], rng: random.Random, game_type: str) -> list[Policy]:
    """One bot per name, each with a generator of its own drawn from `rng`."""
    return [make(game_type, name, random.Random(rng.random())) for name in bots]


def progress(done: int, total: int, started: float) -> None:
    width = 30
    filled = width * done // total
    rate = done / max(time.monotonic() - started, 1e-9)
    bar = "#" * filled + "-" * (width - filled)
    print(f"\r[{bar}] {done}/{total} games, {rate:.1f}/s", end="", file=sys.stderr, flush=True)


def run(
    server: str | None,
    game_type: str,
    players: int,
    games: int,
    bots: list[str],
    parallel: int,
    seed: int | None,
    option: bool,
    failures: list[str] | None = None,
) -> list[GameRecord]:
    """Play `games` games; those the server kept refusing (or that failed otherwise) are
    not in the answer: each is said in words in `failures`."""
    if len(bots) != players:
        raise SystemExit(f"--bots names {len(bots)} bots for {players} players")
    known = names(game_type)
    unknown = [b for b in bots if b not in known]
    if unknown:
        raise SystemExit(f"unknown bots {unknown}; {game_type} has: {', '.join(known)}")
    rng = random.Random(seed)
    seeds = [rng.randrange(2**53) for _ in range(games)]
    options = switched(game_type, option)
    records: list[GameRecord] = []
    started = time.monotonic()

    def one(game: int, base: str) -> GameRecord:
        policies = make_policies(bots, random.Random(seeds[game]), game_type)
        return play_game(base, policies, seeds[game], options, game=GameType(game_type))

    with local_server() if server is None else _given(server) as base:
        progress(0, games, started)
        with ThreadPoolExecutor(max_workers=parallel) as pool:
            futures = [pool.submit(one, game, base) for game in range(games)]
            for done, future in enumerate(as_completed(futures), 1):
                try:
                    records.append(future.result())
                except Exception as error:  # said in words at the end, not a traceback
                    if failures is None:
                        raise
                    failures.append(str(error) or type(error).__name__)
                progress(done, games, started)
    print(file=sys.stderr)
    return records


def _result(record: GameRecord) -> Result:
    """How the game ended, in the shape every game's score shares (its `result`)."""
    result: Any = record.score.result
    if not isinstance(result, Result):
        raise RuntimeError(f"game {record.game_id} ended without a result in its score")
    return result


def _length(record: GameRecord) -> int:
    """The events the game told, from its creation to its end: every game's measure."""
    final: Any = record.final  # the game's own view model: every view has `last_seq`
    return int(final.last_seq)


def run_any(args: Any, bots: list[str]) -> int:
    """`millie simulate` for a game the generated client has no functions for (a plug-in
    game): plain HTTP, one thread per bot (millie/http_table.py). The exit status."""
    from millie import http_table

    game = http_table.installed_game(args.game)
    if len(bots) != args.players:
        raise SystemExit(f"--bots names {len(bots)} bots for {args.players} players")
    rng = random.Random(args.seed)
    server = local_server(every_game=True) if args.server is None else _given(args.server)
    with server as base, ThreadPoolExecutor(max_workers=args.parallel) as pool:
        futures = [
            pool.submit(http_table.play, base, game, bots, rng.randrange(2**53))
            for _ in range(args.games)
        ]
        records = [future.result() for future in futures]
    print(http_table.report(records, bots))
    return 1 if any(r.errors for r in records) else 0


@contextmanager
def _given(server: str) -> Iterator[str]:
    yield server.rstrip("/")


def report(records: list[GameRecord], bots: list[str]) -> str:
    """The results table, from each game's `result` (the shape every game's score
    shares): wins, ranks and scores per seat's bot, game length and errors."""
    games = len(records)
    if not games:
        return "games: 0"
    lines = [f"games: {games}", ""]
    header = (
        f"{'seat':>4}  {'bot':<9} {'wins':>5} {'win %':>6} {'mean rank':>9} "
        f"{'mean score':>11} {'stdev':>9}"
    )
    lines += [header, "-" * len(header)]
    results = [_result(r) for r in records]
    for seat, bot in enumerate(bots):
        values = [float(r.scores[seat]) for r in results]
        wins = sum(seat in r.winners for r in results)
        rank = statistics.fmean(r.ranks[seat] for r in results)
        spread = statistics.stdev(values) if len(values) > 1 else 0.0
        lines.append(
            f"{seat:>4}  {bot:<9} {wins:>5} {100 * wins / games:>5.1f}% {rank:>9.2f} "
            f"{statistics.fmean(values):>11,.0f} {spread:>9,.0f}"
        )
    shared = sum(len(r.winners) > 1 for r in results)
    events = statistics.fmean(_length(r) for r in records)
    seconds = statistics.fmean(r.seconds for r in records)
    refused = sum(s.refused for r in records for s in r.seats)
    throttled = sum(s.throttled for r in records for s in r.seats)
    moves = sum(s.moves for r in records for s in r.seats)
    errors = [e for r in records for e in r.errors]
    lines += [
        "",
        f"shared wins: {shared}",
        f"mean game length: {events:.1f} events, {seconds:.2f} s",
        f"moves: {moves}; refused with 409 (races lost, stale views): {refused}",
        f"waited as asked (429, 503 and their Retry-After): {throttled}",
        f"errors: {len(errors)}",
    ]
    lines += [f"  {e}" for e in errors[:10]]
    return "\n".join(lines)
