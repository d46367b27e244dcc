"""Saved runs side by side: `python -m bench.compare A.json B.json [C.json ...]`.

One column per run (named by its file), one row per figure that any of them has, and
the change from the first run to the last. For A/B work: alternate the two versions and
give the files in the order they ran, so that the machine's drift shows between runs of
the same version too.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from bench.report import table

Figures = dict[str, float]
MISSING = "-"  # the run has no such figure


def figures(results: dict[str, Any]) -> Figures:
    """A run's figures by name, flattened from its parts."""
    out: Figures = {}

    def put(name: str, value: Any) -> None:
        if isinstance(value, int | float) and not isinstance(value, bool):
            out[name] = float(value)

    for r in (results.get("http") or {}).get("runs", []):
        where = f"http {r['database']} {r['workers']}w {r['scenario']}"
        put(f"{where} CPU µs/req", r.get("cpu_us_per_request_balanced", r["cpu_us_per_request"]))
        if r["scenario"] != "healthz":
            put(f"{where} x healthz", r.get("ratio_to_healthz"))
        put(f"{where} PG µs/req", r.get("pg_backend_cpu_us_per_request"))
        put(f"{where} req/s", r.get("requests_per_second"))
    for g in (results.get("games") or {}).get("runs", []):
        where = f"games {g['database']} {g['workers']}w {g['bots_at_once']} bots"
        put(f"{where} moves/s", g.get("moves_per_second"))
        put(f"{where} move p50 ms", g.get("move_p50_ms"))
        put(f"{where} move p99 ms", g.get("move_p99_ms"))
        put(f"{where} server µs/move", g.get("server_cpu_us_per_move"))
        put(f"{where} PG µs/move", g.get("pg_backend_cpu_us_per_move"))
    for game, part in ((results.get("engines") or {}).get("games") or {}).items():
        put(f"engine {game} games/s", part.get("pure", {}).get("games_per_cpu_second"))
        largest = part.get("sizes", {}).get("state_bytes_largest", {})
        put(f"engine {game} largest state B", largest.get("max"))
    memory = results.get("memory") or {}
    if memory:
        where = f"memory {memory.get('database')}"
        put(f"{where} RSS MB (largest worker)", memory.get("rss_mb_max_worker"))
    return out


def compare(runs: list[tuple[str, Figures]]) -> str:
    """The table: figures in the first run's order, then any the others add."""
    names: list[str] = []
    for _, found in runs:
        names += [name for name in found if name not in names]
    lines = []
    for name in names:
        values = [found.get(name) for _, found in runs]
        first, last = values[0], values[-1]
        change = f"{100 * (last - first) / first:+.1f} %" if first and last is not None else ""
        lines.append([name, *(MISSING if v is None else f"{v:g}" for v in values), change])
    return table(["figure", *(label for label, _ in runs), "last vs first"], lines)


def main(paths: list[str]) -> str:
    if len(paths) < 2:
        raise SystemExit("usage: python -m bench.compare A.json B.json [C.json ...]")
    return compare([(Path(p).stem, figures(json.loads(Path(p).read_text()))) for p in paths])


if __name__ == "__main__":
    print(main(sys.argv[1:]))
