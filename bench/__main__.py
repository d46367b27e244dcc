"""`python -m bench`: measure Millie and check the figures against the targets.

Run it from the repository root with the project's virtual environment, e.g.
`.venv/bin/python -m bench --quick`. It needs wrk on PATH for the HTTP and matchmaking parts and a
PostgreSQL server for `--db postgres` (BENCH_PG_URL, default
postgresql://postgres@127.0.0.1:5432/millie_bench: that database is dropped and
recreated). The http rows of the targets are judged against /healthz in the same run,
with a saved run (`--baseline`) shown beside. See docs/performance.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import signal
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench import (
    apart,
    engines,
    flood,
    games,
    holding,
    http,
    instructions,
    matchmaking,
    memory,
    streams,
)
from bench.report import (
    DEFAULT_BASELINE,
    describe_baseline,
    load_baseline,
    render,
    shown,
    targets,
)
from bench.server import (
    DEFAULT_PG,
    LOOPBACK,
    Server,
    free_port,
    fresh_database,
    steal_seconds,
)
from bench.speed import Sampler

PARTS = ("engines", "http", "games", "memory")
# Run only when named: --only streams
HEAVY = ("streams", "holding", "flood", "instructions", "matchmaking")
RESULTS = Path(__file__).parent / "results"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.split("\n")[0])
    parser.add_argument(
        "--only",
        choices=(*PARTS, *HEAVY),
        action="append",
        help=f"run only this part (repeatable); default: {', '.join(PARTS)}",
    )
    parser.add_argument(
        "--quick",
        action="store_true",
        help="a short run: fewer games and moves, 2 workers, SQLite unless --db",
    )
    parser.add_argument(
        "--db",
        choices=["sqlite", "postgres", "both"],
        default=None,
        help="database(s) to run on (default both; quick: sqlite)",
    )
    parser.add_argument(
        "--workers",
        default=None,
        help="worker counts for the HTTP part, e.g. 2,4 (default 2,4; quick: 2)",
    )
    parser.add_argument(
        "--bots",
        type=int,
        default=16,
        help="bots playing at once in the games part (default 16: 4 games of 4)",
    )
    parser.add_argument(
        "--games",
        type=int,
        default=None,
        help="bot games per database in the games part (default 24; quick 4)",
    )
    parser.add_argument(
        "--memory-games",
        type=int,
        default=None,
        help="games played before reading the workers' RSS (default 1000; quick 30)",
    )
    parser.add_argument(
        "--streams",
        type=int,
        default=10_000,
        help="event streams held open in the streams part (default 10000, on a quarter "
        "as many games)",
    )
    parser.add_argument(
        "--seconds",
        type=float,
        default=None,
        help="the streams part's measured window, in seconds (default 60); the holding "
        "part's two windows, each (default 30)",
    )
    parser.add_argument(
        "--apart",
        action="store_true",
        help="the streams part: its load generator (stream client, bots, health prober) on "
        "the last core only (sched_setaffinity, as taskset) and in a network namespace of its "
        "own, joined to the server by a veth pair; the server and PostgreSQL keep every core. "
        "Needs root and iproute2",
    )
    parser.add_argument(
        "--seekers",
        type=int,
        default=1000,
        help="the matchmaking part: players seeking four-player games at once (default 1000)",
    )
    parser.add_argument(
        "--baseline",
        type=Path,
        default=DEFAULT_BASELINE,
        help="a saved run shown beside the http rows of the targets, not judged (default "
        "bench/results/before-one-road.json; if it is missing, nothing is shown beside)",
    )
    parser.add_argument(
        "--against",
        default=None,
        help="the instructions and http parts: another checkout (with its .venv) to "
        "measure too, in the same run, e.g. a git worktree of the commit before a change",
    )
    parser.add_argument(
        "--repeat",
        type=int,
        default=1,
        metavar="N",
        help="with --against: the http part runs each database and worker count N times "
        "in each tree, alternated (A B B A ...), and reports the medians and the spread of "
        "the pairs' ratios (default 1)",
    )
    parser.add_argument(
        "--out", default=None, help="JSON results file (default bench/results/<timestamp>.json)"
    )
    args = parser.parse_args(argv)
    if args.repeat < 1:
        parser.error("--repeat must be at least 1")
    if args.repeat > 1 and args.against is None:
        parser.error("--repeat alternates this tree with another: it needs --against DIR")
    parts = args.only or list(PARTS)
    if args.apart:
        if "streams" not in parts:
            parser.error("--apart is the streams part's: add --only streams")
        refused = apart.refusal()
        if refused is not None:
            parser.error(refused)
    # A terminated run still stops its servers (the context managers run on SystemExit).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))

    # Read before the run: `--out` may name the same file, and a run saves after each part.
    baseline = load_baseline(args.baseline)
    db_choice = args.db or ("sqlite" if args.quick else "both")
    databases = ["sqlite", "postgres"] if db_choice == "both" else [db_choice]
    workers = (
        [int(w) for w in args.workers.split(",")]
        if args.workers
        else ([2] if args.quick else [2, 4])
    )
    pg_url = os.environ.get("BENCH_PG_URL", DEFAULT_PG)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    out_path = Path(args.out) if args.out else RESULTS / f"{stamp}.json"
    uses_wrk = [part for part in ("http", "matchmaking") if part in parts]
    if uses_wrk and shutil.which("wrk") is None:
        raise SystemExit(
            f"wrk is not on PATH (apt-get install -y wrk), or leave out {', '.join(uses_wrk)}"
        )

    results: dict[str, Any] = {
        "meta": {
            "started": stamp,
            "quick": args.quick,
            "parts": parts,
            "databases": databases,
            "workers": workers,
            "cores": os.cpu_count(),
            "python": platform.python_version(),
            "machine": platform.platform(),
            "loadavg_start": os.getloadavg()[0],
            "argv": sys.argv[1:],
            "reference": [],
            "baseline": describe_baseline(args.baseline, baseline),
        }
    }
    began = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="millie-bench-") as tmp:
        machine = Machine(results["meta"]["reference"], Path(tmp) / "speed.txt")
        try:
            for part in parts:
                try:
                    results[part] = RUNNERS[part](args, databases, workers, pg_url)
                except Exception:
                    error = traceback.format_exc()
                    print(f"{part} failed:\n{error}", flush=True)
                    results[part] = {"error": error[-3000:]}
                machine.note(part)
                save(results, out_path)  # after every part: an interrupted run keeps it
        finally:
            machine.sampler.stop()
    results["meta"]["seconds"] = round(time.perf_counter() - began, 1)
    results["meta"]["loadavg_end"] = os.getloadavg()[0]
    results["targets"] = targets(results, baseline, shown(args.baseline))
    save(results, out_path)
    print()
    print(render(results))
    print(f"\nwrote {out_path} ({results['meta']['seconds']} s)")


class Machine:
    """The machine's speed during each part (bench/speed.py: the reference unit's CPU
    time, sampled every two seconds), and the share of its cores' time the hypervisor
    gave to other machines meanwhile (steal)."""

    def __init__(self, notes: list[dict[str, Any]], samples: Path) -> None:
        self.notes = notes
        self.cores = os.cpu_count() or 1
        self.since = (time.perf_counter(), steal_seconds())
        self.sampler = Sampler(samples)

    def note(self, part: str) -> None:
        now, steal = time.perf_counter(), steal_seconds()
        share = (steal - self.since[1]) / max((now - self.since[0]) * self.cores, 1e-9)
        self.since = (now, steal)
        speed = self.sampler.part()
        self.notes.append({"part": part, **speed, "steal_share": round(share, 3)})
        if speed["samples"]:
            print(
                f"machine: during {part}, the reference unit took {speed['median_us']} µs"
                f" (median of {speed['samples']}; {speed['min_us']} to {speed['max_us']};"
                f" lower is faster), {100 * share:.1f} % of the cores' time stolen",
                flush=True,
            )


def save(results: dict[str, Any], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(results, indent=1, default=str) + "\n")


def run_engines(args: Any, *_: Any) -> dict[str, Any]:
    print("engines: complete random games in this process", flush=True)
    return engines.run(args.quick)


def run_http(args: Any, databases: list[str], workers: list[int], pg_url: str) -> Any:
    print(f"http: wrk on {', '.join(databases)} with {workers} workers", flush=True)
    against = Path(args.against).resolve() if args.against else None
    if against is not None and args.repeat > 1:
        print(f"http: {args.repeat} runs of each tree, alternated with {against}", flush=True)
    return http.run(args.quick, databases, workers, pg_url, against, args.repeat)


def run_games(args: Any, databases: list[str], _w: list[int], pg_url: str) -> Any:
    n = args.games or (4 if args.quick else 24)
    out: dict[str, Any] = {"runs": []}
    for db in databases:
        print(f"games: {n} bot games on {db}, {args.bots} bots at once, 2 workers", flush=True)
        try:
            with tempfile.TemporaryDirectory(prefix="millie-bench-") as tmp:
                url = fresh_database(db, Path(tmp), pg_url)
                with Server(url, 2, Path(tmp)) as server:
                    run = games.play_many(server, "millions", 4, args.bots, n, seed=1)
        except Exception as error:
            out.setdefault("errors", []).append(f"{db}: {error!r}"[:1000])
            print(f"  games: {db} failed: {error!r}"[:1000], flush=True)
            continue
        run.update(database=db, workers=2)
        out["runs"].append(run)
        print(
            f"  games: {db}: {run['moves_per_second']} moves/s, {run['games_per_second']} "
            f"games/s, move p50 {run['move_p50_ms']} ms, p99 {run['move_p99_ms']} ms, "
            f"{run['error_count']} errors",
            flush=True,
        )
    return out


def run_memory(args: Any, databases: list[str], _w: list[int], pg_url: str) -> Any:
    n = args.memory_games or (30 if args.quick else 1000)
    db = "postgres" if "postgres" in databases else "sqlite"
    print(f"memory: {n} games on {db}, 2 workers", flush=True)
    with tempfile.TemporaryDirectory(prefix="millie-bench-") as tmp:
        url = fresh_database(db, Path(tmp), pg_url)
        with Server(url, 2, Path(tmp)) as server:
            out = memory.run(server, n, threads=16 if db == "postgres" else 4)
    out["database"] = db
    return out


def on_each_database(
    part: str,
    databases: list[str],
    pg_url: str,
    measure: Callable[[Server], dict[str, Any]],
    env: dict[str, str] | None = None,
    host: str = LOOPBACK,
) -> dict[str, Any]:
    """`measure` on a fresh 2-worker server of each database (listening on `host`, by
    default loopback): {"runs": [...]}, and the failures under "errors" (a database that
    failed does not stop the others)."""
    out: dict[str, Any] = {"runs": []}
    for db in databases:
        print(f"{part}: on {db}, 2 workers", flush=True)
        try:
            with tempfile.TemporaryDirectory(prefix="millie-bench-") as tmp:
                url = fresh_database(db, Path(tmp), pg_url)
                with Server(
                    url, 2, Path(tmp), start_seconds=240, env=env or {}, host=host
                ) as server:
                    run = measure(server)
        except Exception as error:
            out.setdefault("errors", []).append(f"{db}: {error!r}"[:1000])
            print(f"  {part}: {db} failed: {error!r}"[:1000], flush=True)
            continue
        run["database"] = db
        out["runs"].append(run)
        print(f"  {part}: {db}: {json.dumps(run)}", flush=True)
    return out


def run_streams(args: Any, databases: list[str], _w: list[int], pg_url: str) -> Any:
    # The bench's 100 addresses hold 100 streams each: past the default cap.
    env = {"WAITING_PER_ADDRESS": "100000"}
    seconds = args.seconds or 60
    if not args.apart:
        print(f"streams: {args.streams} event streams", flush=True)
        return on_each_database(
            "streams",
            databases,
            pg_url,
            lambda server: streams.run(server, args.streams, seconds),
            env=env,
        )
    where = apart.Apart()
    print(
        f"streams: {args.streams} event streams, the load generator apart: on core "
        f"{where.core} only, in network namespace {where.namespace} (server at "
        f"{where.server}); the server on every core",
        flush=True,
    )
    with apart.layout(where):  # taken down however the part ends
        return on_each_database(
            "streams",
            databases,
            pg_url,
            lambda server: streams.run(server, args.streams, seconds, where),
            env=env,
            host=where.server,
        )


def run_holding(args: Any, databases: list[str], _w: list[int], pg_url: str) -> Any:
    print("holding: one address holds all it may while others play", flush=True)
    return on_each_database(
        "holding", databases, pg_url, lambda server: holding.run(server, args.seconds or 30)
    )


def run_flood(args: Any, databases: list[str], _w: list[int], pg_url: str) -> Any:
    print(f"flood: {flood.POLLS:,} long polls from {flood.ADDRESSES} addresses", flush=True)
    return on_each_database(
        "flood",
        databases,
        pg_url,
        lambda server: flood.run(server, args.seconds or 30),
        env={"HEALTH_PORT": str(free_port())},  # the health listener (millie/health.py)
    )


def run_matchmaking(args: Any, databases: list[str], _w: list[int], pg_url: str) -> Any:
    print(f"matchmaking: {args.seekers} players seek four-player games at once", flush=True)
    out = on_each_database(
        "matchmaking", databases, pg_url, lambda server: matchmaking.run(server, args.seekers)
    )
    out["rating"] = matchmaking.rating_cost()
    print(f"  matchmaking: rating update: {json.dumps(out['rating'])}", flush=True)
    return out


RUNNERS: dict[str, Callable[..., Any]] = {
    "engines": run_engines,
    "http": run_http,
    "games": run_games,
    "memory": run_memory,
    "streams": run_streams,
    "holding": run_holding,
    "flood": run_flood,
    "instructions": instructions.run,
    "matchmaking": run_matchmaking,
}


if __name__ == "__main__":
    main()
