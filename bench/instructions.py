"""Instructions per request, counted by valgrind: a figure that does not move with the machine.

Server CPU per request (the HTTP part) depends on the machine it runs on: a served
healthz cost 215 to 277 µs on one session's machine, 299 to 413 on another's, and 965 to
1,850 on a third's, where blocks of the same claims in one process varied by a factor
of two. An instruction count does not: callgrind counts the instructions the process
executes, the same for the same code, inputs and environment whatever else the machine
does. It leaves out the kernel's work (system calls) and what each instruction costs in
cycles (cache misses, which served requests suffer more), so its ratios are lower than
the served ones: it is a figure to compare two versions of the code with, not the
targets' figure.

Each figure takes two processes on a fresh database. The first prepares the games
through the app, at full speed (Millions, 4 players, just flipped), and writes two
blocks of requests. The second runs under `valgrind --tool=callgrind`: the app in
process, its requests given straight to its WSGI app (the front, then Flask), as
gunicorn gives them; the first block warms it up, then the counted block runs inside
`functools.reduce`, and callgrind collects only inside that C function
(`--toggle-collect=functools_reduce`): imports and the warm-up are not counted.
- `healthz`: GET /healthz (through Flask);
- `view`: GET a game as one of its players, read before (the view cache's answer);
- `claim`: POST .../claim, each one a real, successful claim (`bench.http.claim_plan`).

`python -m bench --only instructions` runs it for every database asked for (about three
minutes per figure on a 2-core machine).
"""

from __future__ import annotations

import functools
import io
import json
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from bench.http import API, Prepared, Preparer, claim_plan
from bench.server import fresh_database

REQUESTS = ("healthz", "view", "claim")
TOTALS = re.compile(r"^(?:summary|totals): (\d+)", re.MULTILINE)


# --- the parent: two processes per figure --------------------------------------------


def run(databases: list[str], pg_url: str, n: int) -> dict[str, Any]:
    """Instructions per request of each kind, and each one's ratio to healthz."""
    if shutil.which("valgrind") is None:
        return {"skipped": "valgrind is not on PATH (apt-get install -y valgrind)"}
    out: dict[str, Any] = {"requests": n, "runs": []}
    for db in databases:
        with tempfile.TemporaryDirectory(prefix="millie-bench-") as tmp:
            url = fresh_database(db, Path(tmp), pg_url)
            counts = {what: count(what, url, n, Path(tmp)) for what in REQUESTS}
        run_: dict[str, Any] = {"database": db, "per_request": counts}
        run_["ratio"] = {w: round(counts[w] / counts["healthz"], 2) for w in REQUESTS}
        out["runs"].append(run_)
        print(
            f"  instructions: {db}: "
            + ", ".join(f"{w} {counts[w]:,} ({run_['ratio'][w]})" for w in REQUESTS),
            flush=True,
        )
    return out


def count(what: str, url: str, n: int, folder: Path) -> int:
    """Instructions per request of `what`: the requests prepared by one process, sent
    by another under callgrind."""
    profile = folder / f"callgrind-{what}.out"
    plan = folder / f"plan-{what}.json"
    log = folder / f"child-{what}.log"
    me = [sys.executable, "-m", "bench.instructions"]
    valgrind = ["valgrind", "--tool=callgrind", "--toggle-collect=functools_reduce"]
    with log.open("w") as stderr:
        for command in (
            [*me, "prepare", what, url, str(n), str(plan)],
            [*valgrind, f"--callgrind-out-file={profile}", *me, "send", url, str(plan)],
        ):
            done = subprocess.run(command, stdout=subprocess.PIPE, stderr=stderr, text=True)
            if done.returncode != 0:
                raise RuntimeError(f"instructions: {what} failed:\n{log.read_text()[-3000:]}")
    sent = json.loads(done.stdout.strip().splitlines()[-1])
    if sent["ok"] != n:
        raise RuntimeError(f"instructions: {what}: {sent['ok']} of {n} answered 200")
    return totals(profile.read_text()) // n


def totals(profile: str) -> int:
    """The instruction count callgrind's output file gives for the whole run."""
    found = TOTALS.search(profile)
    if found is None:
        raise ValueError("no totals in the callgrind output")
    return int(found[1])


# --- the child: the app in process -----------------------------------------------------


class Answer:
    """A test client's answer, read as `Preparer` reads httpx's."""

    def __init__(self, response: Any) -> None:
        self.status_code = response.status_code
        self.text = response.get_data(as_text=True)
        self._json = response.get_json(silent=True)

    def json(self) -> Any:
        return self._json


class InProcess:
    """The app's test client with httpx's `post` and `get`, for `Preparer`."""

    def __init__(self, app: Any) -> None:
        self.client = app.test_client()

    def post(self, path: str, json: Any = None, headers: Any = None) -> Answer:
        return Answer(self.client.post(path, json=json, headers=headers or {}))

    def get(self, path: str, headers: Any = None) -> Answer:
        return Answer(self.client.get(path, headers=headers or {}))


def environ(method: str, path: str, token: str | None = None, body: Any = None) -> dict[str, Any]:
    """A request as gunicorn hands it to the WSGI app."""
    raw = b"" if body is None else json.dumps(body).encode()
    env: dict[str, Any] = {
        "REQUEST_METHOD": method,
        "PATH_INFO": path,
        "QUERY_STRING": "",
        "SERVER_NAME": "127.0.0.1",
        "SERVER_PORT": "8000",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1",
        "wsgi.url_scheme": "http",
        "wsgi.input": io.BytesIO(raw),
        "wsgi.errors": sys.stderr,
    }
    if token is not None:
        env["HTTP_AUTHORIZATION"] = f"Bearer {token}"
    if body is not None:
        env["CONTENT_TYPE"] = "application/json"
        env["CONTENT_LENGTH"] = str(len(raw))
    return env


def block(what: str, games: list[Prepared], n: int, seed: int) -> list[list[Any]]:
    """`n` requests of `what` for the games, as `environ`'s arguments."""
    if what == "healthz":
        return [["GET", "/healthz"] for _ in range(n)]
    if what == "view":
        seats = [(p, seat) for p in games for seat in range(len(p.tokens))]
        return [["GET", f"{API}/{p.game}", p.tokens[s]] for p, s in (seats * n)[:n]]
    plan = claim_plan(games, seed)
    if len(plan) < n:
        raise RuntimeError(f"instructions: {len(plan)} claims prepared, {n} asked")
    return [
        ["POST", f"{API}/{game}/claim", token, {"card": card}] for game, token, card in plan[:n]
    ]


def prepare(what: str, url: str, n: int, plan: Path) -> None:
    """Prepare the games (at full speed, outside valgrind) and write the two blocks of
    requests, the warm-up and the counted one, to `plan`."""
    from api import create_app
    from api.migrate import upgrade

    upgrade(url)
    app = create_app({"DATABASE_URL": url, "RATELIMIT_ENABLED": False})
    preparer = Preparer("")
    client = InProcess(app)
    games: list[Prepared] = []
    blocks = []
    for seed in (1, 2):
        if what == "claim" or (what == "view" and not games):  # views: the same games twice
            games = [preparer.flipped(client, seed * 100_000 + i) for i in range(n // 4 + 1)]  # type: ignore[arg-type]
        blocks.append(block(what, games, n, seed))
    plan.write_text(json.dumps(blocks))


def send(url: str, plan: Path) -> None:
    """Send the warm-up block, then the counted one inside `functools.reduce`; print how
    many of the counted requests answered 200."""
    from api import create_app

    app = create_app({"DATABASE_URL": url, "RATELIMIT_ENABLED": False})
    wsgi: Callable[..., Iterable[bytes]] = app.wsgi_app
    statuses: list[str] = []

    def start_response(status: str, _headers: Any, _exc: Any = None) -> None:
        statuses.append(status)

    def one(ok: int, request: list[Any]) -> int:
        b"".join(wsgi(environ(*request), start_response))
        return ok + statuses.pop().startswith("200")

    warm_up, counted = json.loads(plan.read_text())
    for request in warm_up:
        one(0, request)
    ok = functools.reduce(one, counted, 0)
    print(json.dumps({"ok": ok}), flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "prepare":
        prepare(sys.argv[2], sys.argv[3], int(sys.argv[4]), Path(sys.argv[5]))
    else:
        send(sys.argv[2], Path(sys.argv[3]))
