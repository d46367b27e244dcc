"""Where a claim's time goes: py-spy on every worker during a claim run.

A run of its own (py-spy slows the workers down, so it is never one of the measured
runs): the claim moves of freshly prepared games are sent by wrk with 4 connections.
py-spy records every worker with `--gil --function --format raw`: only the thread that
holds the interpreter lock is sampled, so threads waiting for work, for the lock or for
the database are not counted (and neither is C code that runs without the lock, such as
SQLite's own work inside a query: the time shows in the Python caller's frame only if
the lock is held). The stacks are written collapsed, one line per stack (load the file
into speedscope.app, or `flamegraph.pl profile.txt > profile.svg`). The top functions
are counted from them: own time (the function is the leaf) and cumulative time (the
function is anywhere on the stack, counted once per stack). The cumulative table starts
below `Flask.full_dispatch_request`: that frame and the ones above it (the thread,
gunicorn, Flask's WSGI entry) are on most stacks, so they are listed apart.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from bench.http import API, Preparer, Scenario, claim_plan, measure
from bench.server import Server, fresh_database

TOP = 30  # kept in the JSON; the table prints the first 15
DISPATCH = "Flask.full_dispatch_request "


def py_spy() -> str | None:
    here = Path(sys.executable).parent / "py-spy"
    return str(here) if here.exists() else shutil.which("py-spy")


def top_functions(raw: str, top: int = TOP) -> dict[str, Any]:
    """Own and cumulative samples per function, from py-spy's collapsed stacks."""
    own: Counter[str] = Counter()
    cumulative: Counter[str] = Counter()
    trunk: Counter[str] = Counter()
    total = 0
    for line in raw.splitlines():
        stack, _, count = line.rpartition(" ")
        if not stack or not count.isdigit():
            continue
        n = int(count)
        frames = [f for f in stack.split(";") if f]
        if frames and frames[0].startswith(("process ", "thread ")):
            frames = [f for f in frames if not f.startswith(("process ", "thread "))]
        if not frames:
            continue
        total += n
        own[frames[-1]] += n
        entry = next((i for i, f in enumerate(frames) if f.startswith(DISPATCH)), len(frames) - 1)
        for frame in set(frames[: entry + 1]):
            trunk[frame] += n
        for frame in set(frames[entry + 1 :]):
            cumulative[frame] += n

    def table(counter: Counter[str], n_top: int = top) -> list[dict[str, Any]]:
        return [
            {"function": f, "samples": n, "percent": round(100 * n / total, 1)}
            for f, n in counter.most_common(n_top)
        ]

    return {
        "samples": total,
        "own": table(own),
        "cumulative": table(cumulative),
        "trunk": table(trunk, 8),
    }


def run(db: str, pg_url: str, games: int, collapsed: Path) -> dict[str, Any]:
    """Profile one claim run on a 2-worker server; the stacks are written to `collapsed`."""
    spy = py_spy()
    if spy is None:
        return {"skipped": "py-spy is not installed (pip install py-spy)"}
    with tempfile.TemporaryDirectory(prefix="millie-profile-") as tmp:
        folder = Path(tmp)
        url = fresh_database(db, folder, pg_url)
        with Server(url, 2, folder) as server:
            threads = 1 if db == "sqlite" else 8
            prep = Preparer(server.base, threads)
            fresh = prep.many("started", games, seed=77)
            flipped_lines = [("POST", f"{API}/{p.game}/flip", p.tokens[0], "{}") for p in fresh]
            flip = Scenario("flip-for-profile", flipped_lines, "once", "flipped")
            measure(server, flip, folder, 4, 60, quiet_wait=0)
            flipped = prep.read_tables(fresh)
            claims = [
                ("POST", f"{API}/{game}/claim", token, f'{{"card": "{card}"}}')
                for game, token, card in claim_plan(flipped, seed=77)
            ]
            raws = []
            recorders = []
            for pid in server.worker_pids():
                raw = folder / f"profile-{pid}.txt"
                raws.append(raw)
                with (folder / f"py-spy-{pid}.log").open("wb") as log:
                    recorders.append(
                        subprocess.Popen(
                            [
                                spy,
                                "record",
                                "--pid",
                                str(pid),
                                "--gil",
                                "--function",
                                "--format",
                                "raw",
                                "--rate",
                                "200",
                                "-o",
                                str(raw),
                            ],
                            stdout=log,
                            stderr=subprocess.STDOUT,
                        )
                    )
            time.sleep(2)  # py-spy attaches
            claim = Scenario("claim-profiled", claims, "once", "claimed")
            result = measure(server, claim, folder, 4, 60, quiet_wait=0)
            for recorder in recorders:
                recorder.send_signal(2)  # SIGINT: py-spy writes its file and exits
            for recorder in recorders:
                recorder.wait(timeout=60)
            text = "\n".join(r.read_text() for r in raws if r.exists())
            if not text:
                logs = [log.read_text()[-500:] for log in folder.glob("py-spy-*.log")]
                return {"skipped": f"py-spy recorded nothing: {logs}"}
        collapsed.parent.mkdir(parents=True, exist_ok=True)
        collapsed.write_text(text)
    out = top_functions(text)
    out.update(
        database=db,
        workers=len(raws),
        claims=result["ok"],
        non2xx=result["non2xx"],
        collapsed_stacks=str(collapsed),
    )
    return out
