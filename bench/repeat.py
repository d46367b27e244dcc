"""`--against DIR --repeat N`: the http part's runs of this tree and another, alternated,
and what they say together.

One run of each tree gives each request's server CPU as a multiple of healthz's in both
and their ratio, known to about ±15 %: the machine's speed drifts between runs. So for
each database and worker count the two trees run N times each, on a fresh database each
time, in the order A B B A A B B A ... (A this tree, B the other): pair k is the k-th run
of each. With A B A B ..., B would always run after A, and a machine that slows (or
warms up) through the sitting would bias every pair the same way; here the pairs take
turns at going first, so a steady drift biases them in turn up and down and their median
keeps little of it.

For each request kind: the median over the runs of each tree's multiple of healthz, the
median of the pairs' ratios (this tree / the other) and their spread, the least and the
most; and each tree's median p99 (wrk's, 16 requests in flight). If the pairs are
independent, the median of their ratios lies between the least and the most with a
probability of 1 - 2 * 0.5**N: 75 % for 3 pairs, 94 % for 5, 98 % for 7.
"""

from __future__ import annotations

import statistics
from typing import Any

THIS, OTHER = "this", "against"


def order(n: int) -> list[tuple[int, str]]:
    """The 2n runs of one database and worker count, in order: (pair, tree), the tree
    `THIS` or `OTHER`; odd pairs run this tree first, even pairs the other."""
    out: list[tuple[int, str]] = []
    for pair in range(1, n + 1):
        first, second = (THIS, OTHER) if pair % 2 else (OTHER, THIS)
        out += [(pair, first), (pair, second)]
    return out


def _median(values: list[float], places: int) -> float | None:
    return round(statistics.median(values), places) if values else None


def summary(runs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per database, worker count and request kind (healthz, the unit, left out)
    from the http part's runs that carry a `repeat` (their pair); a run of the other tree
    carries `tree`. A pair one of whose runs failed gives no ratio."""
    groups: dict[tuple[str, int, str], dict[int, dict[str, dict[str, Any]]]] = {}
    for r in runs:
        if "repeat" not in r or r["scenario"] == "healthz":
            continue
        pairs = groups.setdefault((r["database"], r["workers"], r["scenario"]), {})
        pairs.setdefault(r["repeat"], {})[OTHER if "tree" in r else THIS] = r
    rows = []
    for (database, workers, scenario), pairs in groups.items():
        by_tree: dict[str, dict[str, list[float]]] = {}
        for tree in (THIS, OTHER):
            ran = [p[tree] for _, p in sorted(pairs.items()) if tree in p]
            by_tree[tree] = {
                "x": [r["ratio_to_healthz"] for r in ran if r.get("ratio_to_healthz")],
                "p99": [r["latency_us"]["p99"] / 1000 for r in ran if r.get("latency_us")],
            }
        ratios = [
            round(p[THIS]["ratio_to_healthz"] / p[OTHER]["ratio_to_healthz"], 3)
            for _, p in sorted(pairs.items())
            if THIS in p
            and OTHER in p
            and p[THIS].get("ratio_to_healthz")
            and p[OTHER].get("ratio_to_healthz")
        ]
        rows.append(
            {
                "database": database,
                "workers": workers,
                "scenario": scenario,
                "pairs": len(ratios),
                "this_x_healthz": _median(by_tree[THIS]["x"], 3),
                "against_x_healthz": _median(by_tree[OTHER]["x"], 3),
                "ratio": _median(ratios, 3),
                "ratio_min": min(ratios) if ratios else None,
                "ratio_max": max(ratios) if ratios else None,
                "ratios": ratios,
                "this_p99_ms": _median(by_tree[THIS]["p99"], 1),
                "against_p99_ms": _median(by_tree[OTHER]["p99"], 1),
            }
        )
    return rows


def spread(row: dict[str, Any]) -> str:
    """A row's least and most pair ratio, as the table shows them."""
    if row["ratio_min"] is None:
        return ""
    return f"{row['ratio_min']:.3f}-{row['ratio_max']:.3f}"
