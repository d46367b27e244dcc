"""Instructions per request, counted by valgrind's callgrind: the one figure of this
bench that does not move with what else the machine is doing.

`python -m bench --only instructions [--against DIR]` plays, in process (a Flask test
client, SQLite, no server: what gunicorn and gevent add is the same for every request),
Millions games through bench/instructions_play.py under callgrind, which dumps its
counts after each kind of request: a flip, the flipper's view (rendered by its flip),
another seat's first view, that view read again, an events poll after the last event,
claims, verdicts. Only the main thread's instructions count (the requests'), not a
background thread's (the watcher's looks). With `--against DIR` (another
checkout with its own `.venv`, e.g. a `git worktree` of the commit before a change) the
same is counted there, and each figure is shown as after / before.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from bench.server import fresh_database

PLAY = Path(__file__).with_name("instructions_play.py")
KINDS = ("flip", "view", "view_cold", "view_again", "events", "claim", "verdict")
GAMES = 30


def count(tree: Path, games: int, database: str | None = None) -> dict[str, float]:
    """Instructions per request of each kind, in the checkout `tree` (with its .venv), on
    a new SQLite file or on `database` (an empty PostgreSQL database). Only this
    process's instructions count: PostgreSQL's own work is not in them."""
    python = tree / ".venv" / "bin" / "python"
    with tempfile.TemporaryDirectory(prefix="millie-callgrind-") as folder:
        command = [
            "valgrind",
            "--tool=callgrind",
            # Each thread apart: only the requests' (the main thread's) count, not the
            # watcher's looks in the background, which callgrind's slowness multiplies.
            "--separate-threads=yes",
            f"--callgrind-out-file={folder}/callgrind.out.%p",
            str(python),
            "-P",  # bench/ is not put on the path: its http.py would shadow the stdlib's
            str(PLAY),
            str(games),
        ]
        env = {**os.environ, "CG": folder, "PYTHONHASHSEED": "0"}
        env.pop("DATABASE_URL", None)
        if database:
            env["DATABASE_URL"] = database
        done = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"{tree}: {done.stderr[-2000:]}")
        counts = dict(
            (name, int(n)) for name, n in re.findall(r"(\w+)=(\d+)", done.stdout.splitlines()[-1])
        )
        totals: dict[str, int] = {}
        for dump in Path(folder).glob("callgrind.out.*.*-01"):
            text = dump.read_text(errors="replace")
            name = re.search(r"^desc: Trigger: .*dump (\w+)", text, re.M)
            total = re.search(r"^(?:summary|totals): (\d+)", text, re.M)
            if name and total:
                totals[name.group(1)] = int(total.group(1))
    return {kind: totals[kind] / counts[kind] for kind in KINDS if counts.get(kind)}


def run(args: Any, databases: list[str], _workers: Any, pg_url: str) -> dict[str, Any]:
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not on PATH (apt-get install -y valgrind)")
    here = Path(__file__).resolve().parent.parent
    out: dict[str, Any] = {}
    for kind in databases:
        url = None if kind == "sqlite" else pg_url
        counted: dict[str, Any] = {"games": GAMES, "database": kind}
        trees = {"after": here, "before": Path(args.against).resolve() if args.against else None}
        for name, tree in trees.items():
            if tree is not None:
                if url:  # an empty PostgreSQL database for each tree
                    fresh_database(kind, here, pg_url)
                counted[name] = count(tree, GAMES, url)
        print(table(counted), flush=True)
        out[kind] = counted
    return out


def table(out: dict[str, Any]) -> str:
    after, before = out["after"], out.get("before")
    lines = [
        f"instructions per request (callgrind, in process, {out['database']}, "
        f"{out['games']} games)",
        f"{'request':>10}  {'this tree':>12}"
        + (f"  {'--against':>12}  {'ratio':>6}" if before else ""),
    ]
    for kind, n in after.items():
        line = f"{kind:>10}  {n:>12,.0f}"
        if before and kind in before:
            line += f"  {before[kind]:>12,.0f}  {n / before[kind]:>6.3f}"
        lines.append(line)
    return "\n".join(lines)
