"""The targets, checked against a run's results, and the tables.

`python -m bench.report RUN.json [--baseline FILE]` prints a saved run's tables and
targets again. Each http scenario of a run is judged by its server CPU per request as a
multiple of /healthz's in the same run (same database, same worker count): what a
request costs beyond what any request costs. A baseline (a results file of `python -m
bench`, by default bench/results/before-one-road.json) is shown beside it, not judged.
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path
from typing import Any

from bench.instructions import table as instruction_table
from bench.repeat import spread

STATE_LIMIT = 16 * 1024
ENGINE_TARGETS = {"millions": 200, "morbid-living": 100, "millimemory": 1000}
DEFAULT_BASELINE = Path(__file__).parent / "results" / "before-one-road.json"
# The most a scenario's server CPU per request may be, as a multiple of /healthz's in the
# same run, by database.
BUDGETS = {
    "claim": {"sqlite": 2.0, "postgres": 2.3},
    "flip": {"sqlite": 2.0, "postgres": 2.3},
    "verdict": {"sqlite": 2.0, "postgres": 2.3},
    "view": {"sqlite": 1.2, "postgres": 1.2},
    "view_cold": {"sqlite": 1.6, "postgres": 1.6},
    "events": {"sqlite": 1.2, "postgres": 1.2},
}
MOVE_P99_MS = 30  # 16 bots on 2 workers
NAMES = {"view": "GET view", "view_cold": "GET view, first read", "events": "events poll"}


def load_baseline(path: Path) -> dict[str, Any] | None:
    """A saved run to judge against, or None if there is no such file."""
    try:
        text = path.read_text()
    except FileNotFoundError:
        return None
    loaded: dict[str, Any] = json.loads(text)
    return loaded


def shown(path: Path) -> str:
    """A file's name as the report shows it: from the current folder if it is under it."""
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def describe_baseline(path: Path, baseline: dict[str, Any] | None) -> dict[str, Any]:
    """What a run was judged against, for its meta: the file, and when that run began."""
    if baseline is None:
        return {"file": shown(path), "found": False}
    started = baseline.get("meta", {}).get("started")
    return {"file": shown(path), "found": True, "started": started}


def cpu_per_request(run: dict[str, Any]) -> float | None:
    """An http run's server CPU per 2xx answer, in µs: over the slices where every worker
    worked (bench/http.py, `interleaved`) where the run has them, else over the whole run."""
    cpu = run.get("cpu_us_per_request_balanced", run.get("cpu_us_per_request"))
    return float(cpu) if cpu else None


def _http_runs(results: dict[str, Any] | None) -> list[dict[str, Any]]:
    http = (results or {}).get("http") or {}
    runs: list[dict[str, Any]] = http.get("runs", [])
    return [r for r in runs if "tree" not in r]  # another checkout's runs: shown, not judged


def _against_runs(results: dict[str, Any] | None) -> list[dict[str, Any]]:
    http = (results or {}).get("http") or {}
    return [r for r in http.get("runs", []) if "tree" in r]


def _reference_us(results: dict[str, Any], part: str) -> Any:
    """The reference unit's median during `part` (bench/speed.py), if it was sampled."""
    for note in results.get("meta", {}).get("reference", []):
        if note.get("part") == part and note.get("samples"):
            return note["median_us"]
    return None


def targets(
    results: dict[str, Any],
    baseline: dict[str, Any] | None = None,
    baseline_name: str = shown(DEFAULT_BASELINE),
) -> list[dict[str, Any]]:
    """One row per target: what was measured, the target, PASS, FAIL or n/a.

    `baseline` is a saved run of the before (None: there is none, and each http row
    says n/a); `baseline_name` names it in the notes.
    """
    rows: list[dict[str, Any]] = []

    def row(figure: str, measured: Any, target: str, ok: bool | None, note: str = "") -> None:
        verdict = "n/a" if ok is None else ("PASS" if ok else "FAIL")
        rows.append(
            {
                "figure": figure,
                "measured": measured,
                "target": target,
                "result": verdict,
                "note": note,
            }
        )

    before = {(r["database"], r["workers"], r["scenario"]): r for r in _http_runs(baseline)}
    runs = _http_runs(results)
    # With --repeat, each run's scenarios against its own healthz (`repeat`: its pair).
    health = {
        (r["database"], r["workers"], r.get("repeat")): cpu_per_request(r)
        for r in runs
        if r["scenario"] == "healthz"
    }
    # (database, workers, scenario) -> each repeated run's (ratio, µs, healthz µs)
    repeated: dict[tuple[str, int, str], list[tuple[float, float, float]]] = {}
    for r in runs:
        budgets = BUDGETS.get(r["scenario"])
        if budgets is None:  # healthz: the unit
            continue
        budget = budgets.get(r["database"], min(budgets.values()))
        where = f"{r['database']}, {r['workers']} workers"
        figure = f"server CPU per {NAMES.get(r['scenario'], r['scenario'])} / healthz ({where})"
        target = f"<= {budget}"
        after = cpu_per_request(r)
        unit = health.get((r["database"], r["workers"], r.get("repeat")))
        if unit is None:
            row(figure, None, target, None, "no /healthz run in this run to judge by")
            continue
        if after is None:
            row(figure, None, target, False, "no 2xx answer measured")
            continue
        same = (r["database"], r["workers"], r["scenario"])
        if "repeat" in r:  # judged below, on the median of the runs
            repeated.setdefault(same, []).append((after / unit, after, unit))
            continue
        ratio = after / unit  # judged unrounded; shown to three places
        note = f"{after:g} µs vs healthz {unit:g} µs"
        old = before.get(same)
        old_unit = before.get((r["database"], r["workers"], "healthz"))
        was, was_unit = (
            (cpu_per_request(old) if old else None),
            (cpu_per_request(old_unit) if old_unit else None),
        )
        if was is not None and was_unit:
            note += f"; {baseline_name}: {was:g} µs, {was / was_unit:.2f}x healthz"
        row(figure, round(ratio, 3), target, ratio <= budget, note)
    for (database, workers, scenario), figures in repeated.items():
        budgets = BUDGETS[scenario]
        budget = budgets.get(database, min(budgets.values()))
        name = NAMES.get(scenario, scenario)
        ratios = [f[0] for f in figures]
        ratio = statistics.median(ratios)
        note = (
            f"median of {len(figures)} runs ({min(ratios):.3f} to {max(ratios):.3f}); "
            f"{statistics.median(f[1] for f in figures):g} µs vs healthz "
            f"{statistics.median(f[2] for f in figures):g} µs"
        )
        old, old_unit = (before.get((database, workers, s)) for s in (scenario, "healthz"))
        was, was_unit = (
            (cpu_per_request(old) if old else None),
            (cpu_per_request(old_unit) if old_unit else None),
        )
        if was is not None and was_unit:
            note += f"; {baseline_name}: {was:g} µs, {was / was_unit:.2f}x healthz"
        row(
            f"server CPU per {name} / healthz ({database}, {workers} workers)",
            round(ratio, 3),
            f"<= {budget}",
            ratio <= budget,
            note,
        )
    games = results.get("games")
    old_games = {
        (g["database"], g["bots_at_once"], g["workers"]): g
        for g in ((baseline or {}).get("games") or {}).get("runs", [])
    }
    if games and "runs" in games:
        for g in games["runs"]:
            where = f"{g['database']}, {g['bots_at_once']} bots, {g['workers']} workers"
            ok = g["move_p99_ms"] < MOVE_P99_MS if g["error_count"] == 0 else False
            target_config = g["bots_at_once"] == 16 and g["workers"] == 2
            notes = [] if target_config else ["the target is for 16 bots on 2 workers"]
            old_game = old_games.get((g["database"], g["bots_at_once"], g["workers"]))
            if old_game:
                notes.append(f"before {old_game['move_p99_ms']} ms")
            if g["error_count"]:
                notes.append(f"{g['error_count']} errors")
            row(
                f"p99 latency of a move ({where})",
                f"{g['move_p99_ms']} ms",
                f"< {MOVE_P99_MS} ms",
                ok if target_config else None,
                "; ".join(notes),
            )
    engines = results.get("engines")
    if engines and "games" in engines:
        for slug, minimum in ENGINE_TARGETS.items():
            g = engines["games"].get(slug)
            if g is None:
                continue
            rate = g["pure"]["games_per_cpu_second"]
            row(
                f"pure engine, {slug} ({engines['players']} players), games/s on one core",
                rate,
                f">= {minimum}",
                rate is not None and rate >= minimum,
                f"{g['pure']['unfinished']} unfinished; with the driver's choosing "
                f"{g['pure'].get('games_per_cpu_second_with_driver', '-')}",
            )
        for slug, g in engines["games"].items():
            largest = g["sizes"]["state_bytes_largest"]["max"]
            row(
                f"stored state document, {slug}, largest in any game",
                f"{largest} B",
                "<= 16 KB",
                largest <= STATE_LIMIT,
                f"{g['sizes']['games']} games; at the end "
                f"{g['sizes']['state_bytes_final']['mean']} B on average",
            )
    for s in (results.get("streams") or {}).get("runs", []):
        where = f"{s['streams']:,} streams, {s['database']}"
        if "apart" in s:  # not the default layout (`--apart`)
            where += f", load generator apart on core {s['apart']['core']}"
        every = s["connected"] == s["streams"] and s["fed"] == s["streams"]
        row(
            f"streams connected and fed ({where})",
            f"{s['connected']:,}; {s['fed']:,}",
            "all; all",
            every,
            f"{s['refused']} refused",
        )
        for figure, key, limit in (
            ("event delivery p99", "delivery_p99_ms", 500),
            ("/healthz p99", "healthz_p99_ms", 50),
            ("bot move p99", "move_p99_ms", 100),
        ):
            ms = s[key]
            row(f"{figure} ({where})", f"{ms} ms", f"< {limit:,} ms", ms is not None and ms < limit)
        row(f"server RSS ({where})", f"{s['rss_mb']} MB", "< 1 GB", s["rss_mb"] < 1024)
    for h in (results.get("holding") or {}).get("runs", []):
        where = f"one address holding, {h['database']}"
        held, quiet = h["held"], h["quiet"]
        for figure, key in (("/healthz p99", "healthz_p99_ms"), ("bot move p99", "move_p99_ms")):
            ms = held[key]
            row(
                f"{figure} ({where})",
                f"{ms} ms",
                "< 50 ms",
                ms is not None and ms < 50,
                f"{quiet[key]} ms with nobody holding",
            )
        got = h["holder_statuses"]
        refused = got.get("poll 429", 0), got.get("body 408", 0)
        row(
            f"the holding address refused ({where})",
            f"{refused[0]:,} x 429, {refused[1]:,} x 408",
            "both > 0, no 5xx",
            min(refused) > 0 and not any(k.split()[1].startswith("5") for k in got),
            f"{held['bot_errors']} bot errors",
        )
    for f in (results.get("flood") or {}).get("runs", []):
        where = f"{f['polls']:,} long polls from {f['addresses']} addresses, {f['database']}"
        health = f.get("health_port_healthz") or f["api_healthz"]
        port = "health port" if "health_port_healthz" in f else "API port"
        ms = health["p99_ms"]
        row(
            f"/healthz p99 ({port}; {where})",
            f"{ms} ms",
            "< 50 ms",
            ms is not None and ms < 50 and not health["not_200"],
            f"max {health['max_ms']} ms; API port p99 {f['api_healthz']['p99_ms']} ms",
        )
        got = f["flood"]
        if "answer_max_ms" in got:  # since 6 December, 10:30 UTC
            # A new connection from another client (the probes on the API port), connect
            # to status line; the flood's own, from its connection made to its status line:
            # its one event loop takes its 12,400 connects in turn (ListenOverflows stayed
            # 0, the kernel's queue took every one), which is the generator's time.
            probed = [f[p] for p in ("api_healthz", "lobby") if f[p].get("refused")]
            worst = max([got["answer_max_ms"], *(p["refused_max_ms"] for p in probed)])
            row(
                f"every refusal answered within 1 s ({where})",
                f"max {worst} ms",
                "< 1,000 ms",
                got["refusals"] > 0 and worst < 1000,
                f"{got['refusals']:,} of the flood, connected to status p99 "
                f"{got['answer_p99_ms']} ms; {sum(p['refused'] for p in probed)} of new "
                f"connections from another address",
            )
        else:
            row(
                f"every refusal answered within 1 s ({where})",
                f"max {got['refusal_max_ms']} ms",
                "< 1,000 ms",
                got["refusals"] > 0 and got["refusals_over_1s"] == 0,
                f"{got['refusals']:,} refusals, p99 {got['refusal_p99_ms']} ms",
            )
    matchmaking = results.get("matchmaking") or {}
    for m in matchmaking.get("runs", []):
        where = f"{m['players']:,} players at once, {m['database']}"
        p50, p99 = m["fourth_seek_to_game_p50_ms"], m["fourth_seek_to_game_p99_ms"]
        row(
            f"matchmaking: fourth seek to started game ({where})",
            f"p50 {p50} ms, p99 {p99} ms",
            "p50 < 100 ms, p99 < 500 ms, every seek matched once",
            m["every_seek_matched_once"] and p50 is not None and p50 < 100 and p99 < 500,
            f"{m['games']} games, {m['seeks_per_second']} seeks/s" + _seek_cpu(m),
        )
    rating = matchmaking.get("rating")
    if rating:
        share = rating["rating_share_of_a_move"]
        row(
            "rating update, share of a move's CPU (in process)",
            f"{100 * share:.1f} %",
            "< 20 %",
            share < 0.2,
            f"{rating['rating_update_cpu_p50_us']} µs of {rating['move_cpu_p50_us']} µs",
        )
    memory = results.get("memory")
    if memory and "rss_mb_max_worker" in memory:
        mb = memory["rss_mb_max_worker"]
        games_played = memory["games"]
        row(
            f"RSS per worker after {games_played} games ({memory['database']})",
            f"{mb} MB",
            "<= 120 MB (after 1,000 games)",
            mb <= 120,
            "" if games_played >= 1000 else f"only {games_played} games (quick run)",
        )
    return rows


def apart_line(run: dict[str, Any]) -> str:
    """A streams run measured with `--apart`, said under its table."""
    a = run["apart"]
    return (
        f"   {run['database']}: the load generator apart (--apart): on core {a['core']} only "
        f"({a['pinned_with']}), in network namespace {a['namespace']} ({a['link']}; server "
        f"at {a['server_address']}, streams from {a['source_addresses']}); the server and "
        f"PostgreSQL on every core; core {a['core']} busy {a['core_busy_share']} of the window"
    )


def table(header: list[str], lines: list[list[Any]]) -> str:
    cells = [[str(c) for c in header]] + [["" if c is None else str(c) for c in ln] for ln in lines]
    widths = [max(len(r[i]) for r in cells) for i in range(len(header))]
    out = []
    for n, r in enumerate(cells):
        out.append(
            "  ".join(
                c.rjust(w) if i else c.ljust(w)
                for i, (c, w) in enumerate(zip(r, widths, strict=True))
            )
        )
        if n == 0:
            out.append("  ".join("-" * w for w in widths))
    return "\n".join(out)


def render(results: dict[str, Any]) -> str:
    parts: list[str] = []
    meta = results["meta"]
    parts.append(
        f"Millie benchmark, {meta['started']} ({'quick' if meta['quick'] else 'full'} run), "
        f"{meta['cores']} cores, load average {meta['loadavg_start']} at the start"
    )
    speeds = [n for n in meta.get("reference", []) if n.get("samples")]
    if speeds:
        parts.append(
            "Machine: the reference unit's CPU µs during each part, median (min-max; lower is "
            "faster: the same code's figures move with it), and the cores' time stolen: "
            + ", ".join(
                f"{n['part']} {n['median_us']} ({n['min_us']}-{n['max_us']};"
                f" {100 * n['steal_share']:.1f} %)"
                for n in speeds
            )
        )
    parts_run = (
        "engines",
        "http",
        "games",
        "memory",
        "streams",
        "holding",
        "flood",
        "instructions",
        "matchmaking",
    )
    for part in parts_run:
        failed = results.get(part) or {}
        for error in ([failed["error"]] if "error" in failed else []) + failed.get("errors", []):
            parts.append(f"\n{part} FAILED: {error.strip().splitlines()[-1][:300]}")
    for counted in (results.get("instructions") or {}).values():
        if isinstance(counted, dict) and "after" in counted:
            parts.append("\n" + instruction_table(counted))
    http = results.get("http")
    if http and "runs" in http:
        lines = []
        for r in http["runs"]:
            lat = r["latency_us"]
            lines.append(
                [
                    r["database"]
                    + (" (against)" if "tree" in r else "")
                    + (f" run {r['repeat']}" if "repeat" in r else ""),
                    r["workers"],
                    r["scenario"],
                    r["requests_per_second"],
                    cpu_per_request(r),
                    r.get("ratio_to_healthz"),
                    r.get("pg_backend_cpu_us_per_request"),
                    r["ok"],
                    r["non2xx"],
                    round(lat["p50"] / 1000, 1),
                    round(lat["p99"] / 1000, 1),
                    f"{100 * r['other_cpu_share']:.0f}%",
                ]
            )
        parts.append(
            f"\n1. Server CPU per request (workers' CPU time / 2xx answers, over the slices "
            f"where every worker worked), wrk {http['sizes']['connections']} connections\n"
            + table(
                [
                    "db",
                    "workers",
                    "request",
                    "req/s",
                    "CPU µs/req",
                    "x healthz",
                    "PG µs/req",
                    "2xx",
                    "non-2xx",
                    "p50 ms",
                    "p99 ms",
                    "others' CPU",
                ],
                lines,
            )
        )
    against = _against_runs(results)
    if http and "repeated" in http:
        parts.append("\n" + repeated_table(http["repeated"], http["against"], http["repeat"]))
    elif against:
        ours = {(r["database"], r["workers"], r["scenario"]): r for r in _http_runs(results)}
        rows = []
        for r in against:
            mine = ours.get((r["database"], r["workers"], r["scenario"]))
            if mine is None or r["scenario"] == "healthz":
                continue
            a, b = mine.get("ratio_to_healthz"), r.get("ratio_to_healthz")
            rows.append(
                [
                    r["database"],
                    r["workers"],
                    r["scenario"],
                    b,
                    a,
                    round(a / b, 3) if a and b else None,
                ]
            )
        parts.append(
            f"\nThis tree against {against[0]['tree']}, in the same run: server CPU per "
            "request as a multiple of healthz's\n"
            + table(["db", "workers", "request", "against", "this tree", "ratio"], rows)
        )
    games = results.get("games")
    if games and "runs" in games:
        lines = []
        for g in games["runs"]:
            lines.append(
                [
                    g["database"],
                    g["workers"],
                    g["bots_at_once"],
                    g["games"],
                    g["moves_per_second"],
                    g["games_per_second"],
                    g["requests_per_second"],
                    g["move_p50_ms"],
                    g["move_p99_ms"],
                    g["server_cpu_us_per_move"],
                    g["refused_409"],
                    g["error_count"],
                ]
            )
        parts.append(
            "\n2. Full bot games through HTTP (latency: client side, sent to last byte)\n"
            + table(
                [
                    "db",
                    "workers",
                    "bots",
                    "games",
                    "moves/s",
                    "games/s",
                    "req/s",
                    "move p50 ms",
                    "move p99 ms",
                    "server CPU µs/move",
                    "409s",
                    "errors",
                ],
                lines,
            )
        )
        for g in games["runs"]:
            lines = [
                [a, x["count"], x["non2xx"], x["p50_ms"], x["p99_ms"], x["max_ms"]]
                for a, x in g["actions"].items()
            ]
            parts.append(
                f"\n   per action, {g['database']}, {g['bots_at_once']} bots\n"
                + table(["action", "requests", "non-2xx", "p50 ms", "p99 ms", "max ms"], lines)
            )
    engines = results.get("engines")
    if engines and "games" in engines:
        lines = []
        for slug, g in engines["games"].items():
            sizes = g["sizes"]
            lines.append(
                [
                    slug,
                    g["pure"]["games_per_cpu_second"],
                    g["pure"].get("games_per_cpu_second_with_driver", "-"),
                    g["pure"]["us_per_move"],
                    g["server_round_trip"]["us_per_move"],
                    sizes["moves_per_game"]["mean"],
                    sizes["state_bytes_final"]["mean"],
                    sizes["state_bytes_largest"]["max"],
                    sizes["event_log_bytes"]["mean"],
                    sizes["events_per_game"]["mean"],
                    g["pure"]["unfinished"],
                ]
            )
        parts.append(
            f"\n3. Pure engines, {engines['players']} players, random legal moves (CPU time)\n"
            + table(
                [
                    "game",
                    "games/s/core",
                    "with driver",
                    "µs/move",
                    "µs/move +store+view",
                    "moves/game",
                    "state B (end)",
                    "state B (max)",
                    "event log B",
                    "events/game",
                    "unfinished",
                ],
                lines,
            )
        )
    memory = results.get("memory")
    if memory and "rss_kb_start" in memory:
        start = ", ".join(f"{v / 1024:.1f}" for v in memory["rss_kb_start"].values() if v)
        end = ", ".join(f"{v / 1024:.1f}" for v in memory["rss_kb_end"].values() if v)
        parts.append(
            f"\n4. Memory ({memory['database']}, {len(memory['rss_kb_end'])} workers): "
            f"RSS per worker {start} MB before, {end} MB after {memory['games']} games "
            f"({memory['moves']} moves, {memory['moves_per_second']} moves/s, "
            f"{memory['error_count']} errors)"
        )
        if "shares_kb_end" in memory:
            parts.append(
                f"   PSS per worker {_shares(memory['shares_kb_start'], 'pss')} MB before, "
                f"{_shares(memory['shares_kb_end'], 'pss')} MB after; "
                f"USS {_shares(memory['shares_kb_start'], 'uss')} MB before, "
                f"{_shares(memory['shares_kb_end'], 'uss')} MB after (RSS counts the "
                "pages the workers share in each of them; PSS divides them, USS leaves them out)"
            )
    runs = (results.get("streams") or {}).get("runs", [])
    if runs:
        parts.append(
            "\n5. Open streams, 2 workers (ms; CPU in cores)\n"
            + table(
                [
                    "db",
                    "streams",
                    "connected",
                    "fed",
                    "delivery p50",
                    "p99",
                    "/healthz p99",
                    "move p99",
                    "RSS MB",
                    "server CPU",
                    "PG CPU",
                    "load gen CPU",
                ],
                [
                    [
                        s["database"],
                        s["streams"],
                        s["connected"],
                        s["fed"],
                        s["delivery_p50_ms"],
                        s["delivery_p99_ms"],
                        s["healthz_p99_ms"],
                        s["move_p99_ms"],
                        s["rss_mb"],
                        s["server_cpu_share"],
                        s["pg_cpu_share"],
                        s["load_generator_cpu_share"],
                    ]
                    for s in runs
                ],
            )
        )
        for s in runs:
            if "apart" in s:
                parts.append(apart_line(s))
    runs = (results.get("holding") or {}).get("runs", [])
    if runs:
        parts.append(
            "\n6. One address holding, 2 workers (ms)\n"
            + table(
                [
                    "db",
                    "window",
                    "/healthz p99",
                    "max",
                    "move p99",
                    "bot moves",
                    "errors",
                    "the holding address got",
                ],
                [
                    [
                        h["database"],
                        window,
                        h[window]["healthz_p99_ms"],
                        h[window]["healthz_max_ms"],
                        h[window]["move_p99_ms"],
                        h[window]["bot_moves"],
                        h[window]["bot_errors"],
                        ""
                        if window == "quiet"
                        else ", ".join(
                            f"{k}: {v}" for k, v in sorted(h["holder_statuses"].items())
                        ),
                    ]
                    for h in runs
                    for window in ("quiet", "held")
                ],
            )
        )
    runs = (results.get("flood") or {}).get("runs", [])
    if runs:
        probes = ("health_port_healthz", "api_healthz", "lobby")
        parts.append(
            "\n7. The flood: long polls past capacity, 2 workers (ms)\n"
            + table(
                ["db", "probe", "checks", "p50", "p99", "max", "not 200"],
                [
                    [
                        f["database"],
                        probe,
                        f[probe]["checks"],
                        f[probe]["p50_ms"],
                        f[probe]["p99_ms"],
                        f[probe]["max_ms"],
                        ", ".join(f"{k}: {v}" for k, v in sorted(f[probe]["not_200"].items())),
                    ]
                    for f in runs
                    for probe in probes
                    if probe in f
                ],
            )
            + "\n"
            + "\n".join(
                f"{f['database']}: the polls got "
                + ", ".join(f"{k}: {v:,}" for k, v in sorted(f["flood"]["statuses"].items()))
                + f"; held at most {f['flood']['held_most']:,} at once; refusals answered in "
                f"p99 {f['flood']['refusal_p99_ms']} ms, max {f['flood']['refusal_max_ms']} ms"
                + (
                    f" from the generator's connect (its connect alone p50 "
                    f"{f['flood']['connect_p50_ms']} ms); from the connection made to the "
                    f"status line p99 {f['flood']['answer_p99_ms']} ms, max "
                    f"{f['flood']['answer_max_ms']} ms"
                    if "answer_max_ms" in f["flood"]
                    else ""
                )
                for f in runs
            )
        )
    rows = results["targets"]
    judged = meta.get("baseline") or {}
    if not judged:
        judged_by = ""
    elif judged.get("found"):
        judged_by = f" (server CPU against {judged['file']}, a run started {judged.get('started')})"
    else:
        judged_by = f" (no baseline: {judged['file']} not found)"
    parts.append(
        f"\nTargets{judged_by}\n"
        + table(
            ["figure", "measured", "target", "result", "note"],
            [[r["figure"], r["measured"], r["target"], r["result"], r["note"]] for r in rows],
        )
    )
    return "\n".join(parts)


def repeated_table(rows: list[dict[str, Any]], tree: str, n: int) -> str:
    """The http part's `repeated` rows (bench/repeat.py): each tree's median multiple of
    healthz, the median and spread of the pairs' ratios, each tree's median p99."""
    return (
        f"This tree against {tree}, {n} runs of each, alternated (A B B A ...): the median "
        "over the runs of server CPU per request as a multiple of healthz's, the median of "
        "the pairs' ratios (this tree / against) and their least and most, and the median "
        "p99\n"
        + table(
            [
                "db",
                "workers",
                "request",
                "pairs",
                "against",
                "this tree",
                "ratio",
                "spread",
                "p99 ms against",
                "p99 ms this tree",
            ],
            [
                [
                    r["database"],
                    r["workers"],
                    r["scenario"],
                    r["pairs"],
                    r["against_x_healthz"],
                    r["this_x_healthz"],
                    r["ratio"],
                    spread(r),
                    r["against_p99_ms"],
                    r["this_p99_ms"],
                ]
                for r in rows
            ],
        )
    )


def _shares(by_worker: dict[str, dict[str, int] | None], kind: str) -> str:
    """PSS or USS of each worker, in MB ("?" where /proc could not be read)."""
    return ", ".join(f"{v[kind] / 1024:.1f}" if v else "?" for v in by_worker.values())


def main(argv: list[str] | None = None) -> str:
    """`python -m bench.report RUN.json [--baseline FILE]`: a saved run's report again."""
    parser = argparse.ArgumentParser(prog="python -m bench.report", description=main.__doc__)
    parser.add_argument("run", type=Path, help="a results file of python -m bench")
    parser.add_argument(
        "--baseline",
        type=Path,
        default=DEFAULT_BASELINE,
        help="the saved run of the before (default bench/results/before-one-road.json)",
    )
    args = parser.parse_args(argv)
    saved: dict[str, Any] = json.loads(args.run.read_text())
    baseline = load_baseline(args.baseline)
    saved["meta"]["baseline"] = describe_baseline(args.baseline, baseline)
    saved["targets"] = targets(saved, baseline, shown(args.baseline))
    return render(saved)


if __name__ == "__main__":
    print(main())


def _seek_cpu(run: dict[str, Any]) -> str:
    """A matchmaking run's CPU per seek, where it was measured (older runs have none)."""
    workers, database = run.get("worker_cpu_us_per_seek"), run.get("database_cpu_us_per_seek")
    if workers is None:
        return ""
    return f"; CPU per seek: workers {workers} µs" + (
        f", PostgreSQL {database} µs" if database is not None else ""
    )
