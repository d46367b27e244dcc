"""The targets of the performance issue, checked against a run's results, and the tables."""

from __future__ import annotations

from typing import Any

STATE_LIMIT = 16 * 1024
ENGINE_TARGETS = {"millions": 200, "morbid-living": 100, "millimemory": 1000}


def targets(results: dict[str, Any]) -> list[dict[str, Any]]:
    """One row per target: what was measured, the target, PASS or FAIL."""
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

    http = results.get("http")
    if http and "runs" in http:
        for r in http["runs"]:
            where = f"{r['database']}, {r['workers']} workers"
            ratio = r.get("ratio_to_healthz")
            if r["scenario"] == "claim":
                row(
                    f"server CPU per claim / healthz ({where})",
                    ratio,
                    "<= 2.5",
                    ratio is not None and ratio <= 2.5,
                    _ratio_note(r),
                )
            if r["scenario"] in ("view", "view_cold"):
                which = "GET view" if r["scenario"] == "view" else "GET view, first read"
                row(
                    f"server CPU per {which} / healthz ({where})",
                    ratio,
                    "<= 1.6",
                    ratio is not None and ratio <= 1.6,
                    _ratio_note(r),
                )
    games = results.get("games")
    if games and "runs" in games:
        for g in games["runs"]:
            where = f"{g['database']}, {g['bots_at_once']} bots, {g['workers']} workers"
            ok = g["move_p99_ms"] < 50 if g["error_count"] == 0 else False
            target_config = g["bots_at_once"] == 16 and g["workers"] == 2
            row(
                f"p99 latency of a move ({where})",
                f"{g['move_p99_ms']} ms",
                "< 50 ms",
                ok if target_config else None,
                "" if target_config else "the target is for 16 bots on 2 workers",
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
    for part in ("engines", "http", "games", "memory"):
        failed = results.get(part) or {}
        for error in ([failed["error"]] if "error" in failed else []) + failed.get("errors", []):
            parts.append(f"\n{part} FAILED: {error.strip().splitlines()[-1][:300]}")
    http = results.get("http")
    if http and "runs" in http:
        lines = []
        for r in http["runs"]:
            lat = r["latency_us"]
            lines.append(
                [
                    r["database"],
                    r["workers"],
                    r["scenario"],
                    r["requests_per_second"],
                    r["cpu_us_per_request"],
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
            f"\n1. Server CPU per request (workers' CPU time / 2xx answers), wrk "
            f"{http['sizes']['connections']} connections\n"
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
    rows = results["targets"]
    parts.append(
        "\nTargets\n"
        + table(
            ["figure", "measured", "target", "result", "note"],
            [[r["figure"], r["measured"], r["target"], r["result"], r["note"]] for r in rows],
        )
    )
    return "\n".join(parts)


def _ratio_note(run: dict[str, Any]) -> str:
    """The two figures of a ratio, and how many of the run's slices it is taken from."""
    cpu = run.get("cpu_us_per_request_balanced", run["cpu_us_per_request"])
    note = f"{cpu} µs vs {run.get('healthz_us')} µs"
    if "slices" in run:
        note += f"; {run.get('balanced_slices', 0)} of {run['slices']} slices balanced"
    return note


def _shares(by_worker: dict[str, dict[str, int] | None], kind: str) -> str:
    """PSS or USS of each worker, in MB ("?" where /proc could not be read)."""
    return ", ".join(f"{v[kind] / 1024:.1f}" if v else "?" for v in by_worker.values())


if __name__ == "__main__":
    # `python -m bench.report bench/results/<file>.json`: print a saved run's tables again.
    import json
    import sys

    with open(sys.argv[1]) as f:
        saved = json.load(f)
    saved["targets"] = targets(saved)
    print(render(saved))
