"""Server CPU per request and throughput, with wrk, for the framework floor and real moves.

For each database and worker count, on one server, in this order:
- `healthz`: GET /healthz, no database work: the framework's floor;
- `flip`: POST .../flip to many 4-player Millions games just started (round 1);
- `view`: GET those games (now flipped: the view has the table and the legal claims)
  as one of their players, round robin;
- `events`: GET .../events?after=N of those games, N their last event: the poll that
  finds nothing new, which a client following a game sends between moves;
- `claim`: POST .../claim by every seat of those games that can be placed, on a card
  with room for it, so that each claim succeeds in whatever order they commit;
- `verdict`: POST .../squabbles/N/verdict by the judge of squabbles made ready (judge
  named, both stories told) in other games.
Every move is a real, successful move of its game, prepared over HTTP before the run
and sent once by bench/lua/prepared.lua; wrk is stopped when they run out.
Server CPU is the workers' utime + stime over the run (bench/server.py), divided by the
number of 2xx answers wrk received (bench/lua/prepared.lua counts them); for the moves,
the number of events of that kind the database gained is checked against it.
"""

from __future__ import annotations

import json
import os
import random
import resource
import statistics
import subprocess
import tempfile
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from bench.repeat import OTHER, THIS, order, summary
from bench.server import Meter, Server, database_name, fresh_database, wait_for_quiet
from millie.rules.millions.cards import CHARACTERS

LUA = Path(__file__).parent / "lua" / "prepared.lua"
CORES = os.cpu_count() or 1
PLAYERS = 4
API = "/v1/millions/games"


# --- preparing games over HTTP ------------------------------------------------------


@dataclass
class Prepared:
    """One game made ready: its id, the host's token and one token per seat."""

    game: str
    host: str
    tokens: list[str]
    view: dict[str, Any]


class Preparer:
    """Creates, seats and advances Millions games through the API, in parallel threads."""

    def __init__(self, base: str, threads: int = 8) -> None:
        self.base = base
        self.threads = threads
        self.requests = 0
        self.retries = 0

    def _post(
        self, client: httpx.Client, path: str, token: str | None, body: Any = None
    ) -> dict[str, Any]:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        for attempt in range(30):
            r = client.post(path, json=body if body is not None else {}, headers=headers)
            self.requests += 1
            if r.status_code not in (429, 503):
                break
            # Refused for now (a busy database): a refused request changes nothing.
            self.retries += 1
            time.sleep(min(2.0, 0.2 * (attempt + 1)))
        if r.status_code not in (200, 201):
            raise RuntimeError(f"prepare: POST {path} -> {r.status_code} {r.text[:300]}")
        out: dict[str, Any] = r.json()
        return out

    def started(self, client: httpx.Client, seed: int) -> Prepared:
        """A 4-player game, started: in the flip phase of round 1."""
        created = self._post(client, API, None, {"options": {}, "seed": seed})
        game, host = created["game"]["id"], created["host_token"]
        tokens = []
        for seat in range(PLAYERS):
            body = {"name": f"Bench {seat}", "character": CHARACTERS[seat], "intro": "Hello."}
            tokens.append(self._post(client, f"{API}/{game}/players", None, body)["token"])
        view = self._post(client, f"{API}/{game}/start", host)
        return Prepared(game, host, tokens, view)

    def flipped(self, client: httpx.Client, seed: int) -> Prepared:
        """A game just flipped: every player still to place."""
        p = self.started(client, seed)
        p.view = self._post(client, f"{API}/{p.game}/flip", p.tokens[0])
        return p

    def read_tables(self, games: list[Prepared]) -> list[Prepared]:
        """Each game's view as its seat 0 sees it now (after a flip: the table)."""

        def batch(worker: int) -> list[Prepared]:
            out = []
            with httpx.Client(base_url=self.base, timeout=30) as client:
                for p in games[worker :: self.threads]:
                    r = client.get(
                        f"{API}/{p.game}", headers={"Authorization": f"Bearer {p.tokens[0]}"}
                    )
                    if r.status_code != 200:
                        raise RuntimeError(f"prepare: GET {p.game} -> {r.status_code}")
                    out.append(Prepared(p.game, p.host, p.tokens, r.json()))
            return out

        with ThreadPoolExecutor(self.threads) as pool:
            chunks = list(pool.map(batch, range(self.threads)))
        return [p for chunk in chunks for p in chunk]

    def many(self, kind: str, n: int, seed: int) -> list[Any]:
        """`n` games prepared by `kind` (a method of this class), in parallel."""
        make = getattr(self, kind)

        def batch(worker: int) -> list[Any]:
            out = []
            with httpx.Client(base_url=self.base, timeout=30) as client:
                for i in range(worker, n, self.threads):
                    out.append(make(client, seed * 100_000 + i))
            return out

        with ThreadPoolExecutor(self.threads) as pool:
            results = list(pool.map(batch, range(self.threads)))
        return [p for chunk in results for p in chunk]

    def squabbling(self, client: httpx.Client, seed: int) -> list[tuple[str, str, int, int]]:
        """A flipped game led to squabbles whose judge may now give the verdict.

        Seats 0 and 1 claim one Item, seats 2 and 3 another Item if there is one, else
        whatever has room (in round 1 nobody has a row, so a Steal or Reappraise resolves
        to nothing). Each squabble then gets its judge and both stories. Returns one
        (game, judge's token, squabble number, winner) per squabble.
        """
        p = self.flipped(client, seed)
        table = p.view["table"]
        items = [t["card"]["id"] for t in table if t["card"]["kind"] == "item"]
        if not items:
            return []
        room = {t["card"]["id"]: t["room"] for t in table if not t["cancelled"]}
        plan = [items[0], items[0]]
        room[items[0]] -= 2
        if len(items) > 1:
            plan += [items[1], items[1]]
            room[items[1]] -= 2
        else:
            for _ in range(2):
                free = [c for c, r in room.items() if r > 0]
                if free:
                    plan.append(free[0])
                    room[free[0]] -= 1
        view = p.view
        for seat, card in enumerate(plan):
            view = self._post(client, f"{API}/{p.game}/claim", p.tokens[seat], {"card": card})
        out = []
        for sq in view["squabbles"]:
            n, selector, other = sq["number"], sq["selector"], sq["other"]
            judge = next(s for s in range(PLAYERS) if s not in (selector, other))
            base = f"{API}/{p.game}/squabbles/{n}"
            text = {"text": "I dusted it for her every Sunday for thirty years."}
            self._post(client, f"{base}/judge", p.tokens[selector], {"judge": judge})
            self._post(client, f"{base}/story", p.tokens[selector], text)
            self._post(client, f"{base}/story", p.tokens[other], text)
            out.append((p.game, p.tokens[judge], n, selector))
        return out


def claim_plan(games: list[Prepared], seed: int) -> list[tuple[str, str, str]]:
    """One claim per seat that can be placed, each sure to succeed in any order.

    Seats are given cards with room at random (so some items are won alone and some are
    squabbled over); a card never gets more claims than its capacity, so every claim is
    a 200 whatever order the server commits them in. The lines are interleaved across
    games (every game's first claim, then every game's second...) so that the requests
    in flight at once are for different games.
    """
    rng = random.Random(seed)
    per_game: list[list[tuple[str, str, str]]] = []
    for p in games:
        room = {t["card"]["id"]: t["room"] for t in p.view["table"] if not t["cancelled"]}
        claims = []
        for seat in rng.sample(range(PLAYERS), PLAYERS):
            free = [c for c, r in room.items() if r > 0]
            if not free:
                break  # M8: this seat will sit out when the last card fills
            card = rng.choice(free)
            room[card] -= 1
            claims.append((p.game, p.tokens[seat], card))
        per_game.append(claims)
    out = []
    for k in range(PLAYERS):
        out += [claims[k] for claims in per_game if len(claims) > k]
    return out


def write_lines(path: Path, lines: list[tuple[str, str, str, str]]) -> None:
    with path.open("w") as f:
        for method, url, token, body in lines:
            f.write(f"{method}\t{url}\t{token}\t{body}\n")


# --- running wrk -------------------------------------------------------------------------


def wrk(
    base: str,
    lines_file: Path,
    mode: str,
    connections: int,
    seconds: float,
    mark: str | None = None,
) -> dict[str, Any]:
    """Run wrk (one thread) with prepared.lua; its BENCH summary and its own CPU. With
    `mark`, each request's own time too (prepared.lua's BENCH_MARK)."""
    command = [
        "sh",
        "-c",
        'export WRK_PID=$$; exec "$@"',
        "sh",
        "wrk",
        "-t1",
        f"-c{connections}",
        f"-d{max(1, round(seconds))}s",
        "--timeout",
        "10s",
        "-s",
        str(LUA),
        base,
    ]
    env = {
        **os.environ,
        "BENCH_FILE": str(lines_file),
        "BENCH_MODE": mode,
        "BENCH_CONNECTIONS": str(connections),
        **({"BENCH_MARK": mark} if mark is not None else {}),
    }
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=seconds + 120)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    line = next((x for x in done.stdout.splitlines() if x.startswith("BENCH ")), None)
    if line is None:
        raise RuntimeError(f"wrk said:\n{done.stdout}\n{done.stderr}")
    out: dict[str, Any] = json.loads(line[len("BENCH ") :])
    out["cpu_seconds"] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return out


@dataclass
class Scenario:
    name: str
    lines: list[tuple[str, str, str, str]]
    mode: str  # once or cycle
    event: str | None = None  # the event kind each successful move stores


def count_events(url: str, kind: str) -> int | None:
    """How many events of `kind` the database holds (None if it cannot be read)."""
    try:
        import sqlalchemy as sa

        if url.startswith("postgresql://"):
            url = "postgresql+psycopg://" + url[len("postgresql://") :]
        engine = sa.create_engine(url)
        try:
            with engine.connect() as conn:
                query = sa.text("SELECT count(*) FROM events WHERE kind = :kind")
                return int(conn.execute(query, {"kind": kind}).scalar_one())
        finally:
            engine.dispose()
    except Exception:
        return None


def measure(
    server: Server,
    scenario: Scenario,
    folder: Path,
    connections: int,
    seconds: float,
    quiet_wait: float,
) -> dict[str, Any]:
    """One wrk run of a scenario, with the server's CPU over it."""
    lines_file = folder / f"{scenario.name}.tsv"
    write_lines(lines_file, scenario.lines)
    events0 = count_events(server.database_url, scenario.event) if scenario.event else None
    busy_before = wait_for_quiet(quiet_wait) if quiet_wait > 0 else None
    meter = Meter(server, database_name(server.database_url))
    with meter:
        cap = seconds if scenario.mode == "cycle" else 600  # once: wrk stops when out
        result = wrk(server.base, lines_file, scenario.mode, connections, cap)
        window = meter.stop()
    events1 = count_events(server.database_url, scenario.event) if scenario.event else None
    ok, bad = result["ok"], result["non2xx"] + sum(result["errors"].values())
    cpu = window["cpu"]
    # once: from the first request to the last move's answer; cycle: wrk's duration
    seconds_run = result["answered_us" if scenario.mode == "once" else "duration_us"] / 1e6
    out: dict[str, Any] = {
        "scenario": scenario.name,
        "prepared": len(scenario.lines) if scenario.mode == "once" else None,
        "ok": ok,
        "non2xx": bad,
        "seconds": round(seconds_run, 3),
        "requests_per_second": round(ok / seconds_run, 1) if seconds_run else None,
        "cpu_us_per_request": round(1e6 * cpu["workers"] / ok, 1) if ok else None,
        "cpu_seconds": {k: round(v, 3) for k, v in cpu.items()},
        "latency_us": result["latency_us"],
        "wrk": {k: v for k, v in result.items() if k not in ("sample", "latency_us")},
        "workers_restarted": window["workers_restarted"],
        "worker_cpu_seconds": window["split"],
        "machine_busy_before": busy_before,
    }
    if result.get("sample"):
        out["non2xx_sample"] = result["sample"][:600]
    if events0 is not None and events1 is not None:
        out["events_stored"] = events1 - events0
    if "pg_backends" in cpu and ok:
        out["pg_backend_cpu_us_per_request"] = round(1e6 * cpu["pg_backends"] / ok, 1)
    busy = cpu["machine"]
    ours = cpu["workers"] + cpu["master"] + result["cpu_seconds"] + cpu.get("pg_all", 0.0)
    out["other_cpu_seconds"] = round(max(busy - ours, 0.0), 3)  # not ours: a noisy machine
    out["other_cpu_share"] = round(out["other_cpu_seconds"] / (window["wall"] * CORES), 3)
    errors = server.log_errors(meter.mark)
    if errors:
        out["server_log_errors"] = errors[:10]
    return out


# --- the part ---------------------------------------------------------------------------


@dataclass
class Sizes:
    seconds: float  # duration of the cycle runs (healthz, view)
    games: int  # started games: one flip each, then up to four claims each
    squabble_games: int  # games led to squabbles: one or two verdicts each
    view_games: int  # games whose views the view run cycles through
    connections: int
    slices: int  # each run is cut in this many parts, with a healthz run around each


HEALTHZ = [("GET", "/healthz", "", "")]
FULL = Sizes(seconds=10, games=600, squabble_games=400, view_games=200, connections=16, slices=8)
QUICK = Sizes(seconds=4, games=100, squabble_games=60, view_games=100, connections=16, slices=4)


def run(
    quick: bool,
    databases: list[str],
    workers: list[int],
    pg_url: str,
    against: Path | None = None,
    repeat: int = 1,
) -> dict[str, Any]:
    """Every database x worker count: healthz, flip, view, events, claim, verdict. With
    `against` (another checkout with its .venv), each database's runs are made again, right
    after, by that checkout's server on a fresh database: the runs it made say `tree`.
    With `repeat` > 1 as well, each database and worker count is run `repeat` times by
    each tree, alternated (`_repeated`)."""
    sizes = QUICK if quick else FULL
    out: dict[str, Any] = {
        "sizes": vars(sizes),
        "runs": [],
        "preparation": [],
    }
    if against is not None and repeat > 1:
        _repeated(quick, sizes, databases, workers, pg_url, against, repeat, out)
        return out
    for db in databases:
        for tree in (None, against) if against is not None else (None,):
            try:
                _run_database(db, quick, sizes, workers, pg_url, out, tree)
            except Exception as error:
                where = f"{db} ({tree})" if tree else db
                out.setdefault("errors", []).append(f"{where}: {error!r}"[:1000])
                print(f"  http: {where} failed: {error!r}"[:1000], flush=True)
    _ratios(out["runs"])
    return out


def _repeated(
    quick: bool,
    sizes: Sizes,
    databases: list[str],
    workers: list[int],
    pg_url: str,
    against: Path,
    repeat: int,
    out: dict[str, Any],
) -> None:
    """Each database and worker count run `repeat` times by this tree and by `against`,
    in the order of bench/repeat.py (A B B A ...), each run on a fresh database with the
    same games; every run's figures say their pair (`repeat`), and `repeated` holds the
    medians and spreads over them. `repeat_runs` holds each run's order and duration."""
    out["repeat"] = repeat
    out["against"] = str(against)
    out["repeat_runs"] = []
    for db in databases:
        for w in workers:
            for pair, which in order(repeat):
                tree = against if which == OTHER else None
                where = f"{db}, {w} workers, run {pair} of {repeat}, " + (
                    f"against {tree}" if tree else "this tree"
                )
                print(f"  http: {where}", flush=True)
                started = time.perf_counter()
                try:
                    _run_database(db, quick, sizes, [w], pg_url, out, tree, pair)
                except Exception as error:
                    out.setdefault("errors", []).append(f"{where}: {error!r}"[:1000])
                    print(f"  http: {where} failed: {error!r}"[:1000], flush=True)
                spent = round(time.perf_counter() - started, 1)
                out["repeat_runs"].append(
                    {
                        "database": db,
                        "workers": w,
                        "repeat": pair,
                        "tree": str(tree) if tree else THIS,
                        "seconds": spent,
                    }
                )
                print(f"  http: {where}: {spent:.0f} s", flush=True)
    _ratios(out["runs"])
    out["repeated"] = summary(out["runs"])


def _run_database(
    db: str,
    quick: bool,
    sizes: Sizes,
    workers: list[int],
    pg_url: str,
    out: dict[str, Any],
    tree: Path | None = None,
    repeat: int | None = None,
) -> None:
    """Prepare the games of every worker count on one database, then run each count
    (by the server of `tree`, another checkout, if given; `repeat`: the pair this run
    belongs to, with --repeat)."""
    with tempfile.TemporaryDirectory(prefix="millie-bench-") as tmp:
        folder = Path(tmp)
        url = fresh_database(db, folder, pg_url)
        # All the games are prepared first, on one server; each worker count then
        # runs on a server of its own over the same database. SQLite serialises
        # writers (and its lock waits sleep), so it is prepared from one thread.
        threads = 1 if db == "sqlite" else 8
        started = time.perf_counter()
        sets = {}
        with Server(url, 2, folder, tree=tree) as server:
            prep = Preparer(server.base, threads)
            for w in workers:
                seed = 1000 * w + (0 if db == "sqlite" else 500)
                fresh = prep.many("started", sizes.games, seed)
                squabbles = prep.many("squabbling", sizes.squabble_games, seed + 1)
                sets[w] = (fresh, [s for game in squabbles for s in game])
        spent = time.perf_counter() - started
        out["preparation"].append(
            {
                "database": db,
                "requests": prep.requests,
                "retried_503": prep.retries,
                "seconds": round(spent, 1),
                **({"repeat": repeat, "workers": workers} if repeat is not None else {}),
                **({"tree": str(tree)} if repeat is not None and tree is not None else {}),
            }
        )
        print(f"  http: {db}: prepared games with {prep.requests} requests in {spent:.0f} s")
        for w in workers:
            fresh, verdicts = sets[w]
            with Server(url, w, folder, tree=tree) as server:
                for scenario in _scenarios(server, fresh, verdicts, sizes, threads, w):
                    wait = 2 if quick else 30
                    if scenario.name == "healthz":
                        result = measure(
                            server, scenario, folder, sizes.connections, sizes.seconds, wait
                        )
                    else:
                        result = interleaved(server, scenario, folder, sizes, wait)
                    result.update(database=db, workers=w)
                    if tree is not None:
                        result["tree"] = str(tree)
                    else:
                        out["server_command"] = server.command_line
                    if repeat is not None:
                        result["repeat"] = repeat
                    out["runs"].append(result)
                    print(
                        f"  http: {db:<8} {w} workers {scenario.name:<8} "
                        + ("(against) " if tree else "")
                        + (f"run {repeat} " if repeat is not None else "")
                        + f"{result['requests_per_second']!s:>7} req/s "
                        f"{result['cpu_us_per_request']!s:>7} µs CPU/req, "
                        f"ok {result['ok']}, non-2xx {result['non2xx']}, "
                        f"others' CPU {100 * result['other_cpu_share']:.0f}%",
                        flush=True,
                    )


def _scenarios(
    server: Server,
    fresh: list[Prepared],
    verdicts: list[tuple[str, str, int, int]],
    sizes: Sizes,
    threads: int,
    seed: int,
) -> Iterator[Scenario]:
    """The runs in order; each yields after the previous one has run.

    The started games are flipped by the flip run, so they are then ready for the view
    run and, once their tables have been read, for the claim run.
    """
    yield Scenario("healthz", HEALTHZ, "cycle")
    flips = [
        ("POST", f"{API}/{p.game}/flip", p.tokens[i % PLAYERS], "{}") for i, p in enumerate(fresh)
    ]
    yield Scenario("flip", flips, "once", "flipped")
    flipped = Preparer(server.base, threads).read_tables(fresh)
    views = [
        ("GET", f"{API}/{p.game}", p.tokens[i % PLAYERS], "")
        for i, p in enumerate(flipped[: sizes.view_games])
    ]
    yield Scenario("view", views, "cycle")
    # A poll that finds nothing new: what a client following a game pays between moves,
    # `after` the last event it holds (the view's last_seq).
    polls = [
        ("GET", f"{API}/{p.game}/events?after={p.view['last_seq']}", p.tokens[i % PLAYERS], "")
        for i, p in enumerate(flipped[: sizes.view_games])
    ]
    yield Scenario("events", polls, "cycle")
    claims = [
        ("POST", f"{API}/{game}/claim", token, json.dumps({"card": card}))
        for game, token, card in claim_plan(flipped, seed)
    ]
    yield Scenario("claim", claims, "once", "claimed")
    # Views that no cache holds: each seat that did not claim last reads its game once,
    # at the version the claims left (the server renders a view the first time a
    # viewer reads a version; the view run above mostly measures the reads after that).
    last = {game: token for game, token, _ in claim_plan(flipped, seed)}
    cold = [
        ("GET", f"{API}/{p.game}", token, "")
        for p in flipped
        for token in p.tokens
        if token != last.get(p.game)
    ]
    yield Scenario("view_cold", cold, "once")
    verdict_lines = [
        ("POST", f"{API}/{game}/squabbles/{n}/verdict", token, json.dumps({"winner": winner}))
        for game, token, n, winner in verdicts
    ]
    yield Scenario("verdict", verdict_lines, "once", "verdict")


def interleaved(
    server: Server, scenario: Scenario, folder: Path, sizes: Sizes, quiet_wait: float
) -> dict[str, Any]:
    """A run cut in parts (`sizes.slices` for a cycle run, half as many for a once run),
    with a one-second healthz run before, between and after them; its ratio is its CPU
    per request over that of those healthz runs (only the slices where both workers
    worked, see `balanced`).

    The machine's speed drifts by tens of per cent within a minute (a shared host: one
    healthz run costs 400 µs per request, the next 780), so a floor measured once, or
    only before and after a run, made the ratios swing from run to run. Taken slice by
    slice, the floor and the run see the same machine.
    """
    wait_for_quiet(quiet_wait)
    # A once run is cut in fewer, longer parts: each part opens its own connections.
    parts = _cut(scenario, sizes.slices if scenario.mode == "cycle" else max(1, sizes.slices // 2))
    seconds = max(1.0, sizes.seconds / len(parts))
    floor = Scenario("healthz", HEALTHZ, "cycle")
    c = sizes.connections

    def cycle(part: Scenario, seconds: float) -> dict[str, Any]:
        """A cycle run, run again (up to twice) while one worker took all connections."""
        for _ in range(2):
            run = measure(server, part, folder, c, seconds, 0)
            if balanced(run):
                return run
        return measure(server, part, folder, c, seconds, 0)

    floors = [cycle(floor, 1)]
    runs = []
    for part in parts:
        if part.mode == "cycle":
            runs.append(cycle(part, seconds))
        else:
            runs.append(measure(server, part, folder, c, seconds, 0))
        floors.append(cycle(floor, 1))
    # A slice counts if its runs kept every worker busy: at times one worker accepts all
    # of wrk's connections (gunicorn's workers race for them) and the other idles; the
    # busy one then pays for sixteen threads contending for its interpreter lock, and
    # a healthz request costs 650 to 900 µs instead of 400 to 460.
    kept = [
        i
        for i, r in enumerate(runs)
        if balanced(r) and (balanced(floors[i]) or balanced(floors[i + 1]))
    ]
    if not kept:
        kept = list(range(len(runs)))  # none balanced: all of them, and said so
    kept_floors = sorted({j for i in kept for j in (i, i + 1) if balanced(floors[j])}) or [
        j for i in kept for j in (i, i + 1)
    ]
    out = combined(scenario.name, runs)
    kept_out = combined(scenario.name, [runs[i] for i in kept])
    floor_out = combined("healthz", [floors[j] for j in kept_floors])
    out["healthz_us"] = floor_out["cpu_us_per_request"]
    out["cpu_us_per_request_balanced"] = kept_out["cpu_us_per_request"]
    if kept_out["cpu_us_per_request"] and out["healthz_us"]:
        out["ratio_to_healthz"] = round(kept_out["cpu_us_per_request"] / out["healthz_us"], 2)
    out["balanced_slices"] = len(kept) if any(balanced(r) for r in runs) else 0
    out["slice_ratios"] = [
        round(
            r["cpu_us_per_request"] / ((a["cpu_us_per_request"] + b["cpu_us_per_request"]) / 2), 2
        )
        for r, a, b in zip(runs, floors, floors[1:], strict=False)
        if r["cpu_us_per_request"] and a["cpu_us_per_request"] and b["cpu_us_per_request"]
    ]
    out["healthz_slices_us"] = [f["cpu_us_per_request"] for f in floors]
    out["worker_cpu_seconds"] = [r["worker_cpu_seconds"] for r in runs]
    out["healthz_worker_cpu_seconds"] = [f["worker_cpu_seconds"] for f in floors]
    out["prepared"] = len(scenario.lines) if scenario.mode == "once" else None
    return out


def balanced(run: dict[str, Any], least: float = 0.25) -> bool:
    """Every worker did at least `least` of the busiest one's work in this run."""
    split = run["worker_cpu_seconds"]
    return len(split) < 2 or min(split) >= least * max(split)


def _cut(scenario: Scenario, slices: int) -> list[Scenario]:
    """A cycle run as `slices` runs of the same lines; a once run's lines in `slices`
    consecutive parts (so every move still meets its game as prepared)."""
    if scenario.mode == "cycle":
        return [scenario] * slices
    size = -(-len(scenario.lines) // slices)
    return [
        Scenario(scenario.name, scenario.lines[i : i + size], "once", scenario.event)
        for i in range(0, len(scenario.lines), size)
    ]


def combined(name: str, runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Several runs of one scenario as one: counts, seconds and CPU summed; the p50 is
    the median of the runs' and the p99 the highest of theirs."""
    ok = sum(r["ok"] for r in runs)
    seconds = sum(r["seconds"] for r in runs)
    cpu: dict[str, float] = {}
    for r in runs:
        for key, value in r["cpu_seconds"].items():
            cpu[key] = cpu.get(key, 0.0) + value
    latency = {
        "p50": statistics.median(r["latency_us"]["p50"] for r in runs),
        "p99": max(r["latency_us"]["p99"] for r in runs),
        "max": max(r["latency_us"]["max"] for r in runs),
    }
    out: dict[str, Any] = {
        "scenario": name,
        "ok": ok,
        "non2xx": sum(r["non2xx"] for r in runs),
        "seconds": round(seconds, 3),
        "requests_per_second": round(ok / seconds, 1) if seconds else None,
        "cpu_us_per_request": round(1e6 * cpu["workers"] / ok, 1) if ok else None,
        "cpu_seconds": {k: round(v, 3) for k, v in cpu.items()},
        "latency_us": latency,
        "workers_restarted": sum(r["workers_restarted"] for r in runs),
        "other_cpu_seconds": round(sum(r["other_cpu_seconds"] for r in runs), 3),
        "other_cpu_share": round(statistics.mean(r["other_cpu_share"] for r in runs), 3),
        "slices": len(runs),
    }
    if "pg_backends" in cpu and ok:
        out["pg_backend_cpu_us_per_request"] = round(1e6 * cpu["pg_backends"] / ok, 1)
    stored = [r["events_stored"] for r in runs if "events_stored" in r]
    if stored:
        out["events_stored"] = sum(stored)
    errors = [e for r in runs for e in r.get("server_log_errors", [])]
    if errors:
        out["server_log_errors"] = errors[:10]
    samples = [r["non2xx_sample"] for r in runs if r.get("non2xx_sample")]
    if samples:
        out["non2xx_sample"] = samples[0]
    return out


def _ratios(runs: list[dict[str, Any]]) -> None:
    """The healthz run's own ratio (1.0); the others have theirs from `interleaved`."""
    for r in runs:
        if r["scenario"] == "healthz" and r["cpu_us_per_request"]:
            r["healthz_us"] = r["cpu_us_per_request"]
            r["ratio_to_healthz"] = 1.0
