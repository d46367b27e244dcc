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

**Served.** The same kinds of request are also counted in a served worker: `millie
serve --workers 1` runs under callgrind (`--trace-children=yes`, counting off at the
start), the requests go over HTTP on one keep-alive connection, and `callgrind_control`
switches the counting on in the worker for the counted block only (after its warm-up
block, on games prepared as above). That figure holds what gunicorn and gevent add to
each request (the HTTP parsing, the greenlet switches of a PostgreSQL wait), which the
in-process figure leaves out: in process, a claim waits for PostgreSQL without gevent.

`python -m bench --only instructions` runs both for every database asked for (about
three minutes per in-process figure and two for the three served ones, on a 2-core
machine).
"""

from __future__ import annotations

import functools
import http.client
import io
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from bench.http import API, Prepared, Preparer, claim_plan
from bench.server import Server, fresh_database

REQUESTS = ("healthz", "view", "claim")
# A dump asked for by callgrind_control says `summary: 0` and counts in `totals:`.
TOTALS = re.compile(r"^totals: (\d+)", re.MULTILINE)
SUMMARY = re.compile(r"^summary: (\d+)", re.MULTILINE)
SERVED_START = 600  # seconds: the app imports and boots under valgrind first


# --- the parent: two processes per figure --------------------------------------------


def run(databases: list[str], pg_url: str, n: int) -> dict[str, Any]:
    """Instructions per request of each kind, and each one's ratio to healthz."""
    if shutil.which("valgrind") is None:
        return {"skipped": "valgrind is not on PATH (apt-get install -y valgrind)"}
    out: dict[str, Any] = {"requests": n, "runs": []}
    for db in databases:
        with tempfile.TemporaryDirectory(prefix="millie-bench-") as tmp:
            url = fresh_database(db, Path(tmp), pg_url)
            folder = Path(tmp)
            counts = {what: count(what, url, n, folder) for what in REQUESTS}
            plans = {what: folder / f"served-plan-{what}.json" for what in REQUESTS}
            for what, plan in plans.items():  # fresh games: the claims above are made
                _child(["prepare", what, url, str(n), str(plan)], folder / "served-prepare.log")
            in_worker = served(url, plans, n, folder)
        run_: dict[str, Any] = {"database": db, "per_request": counts, "served": in_worker}
        run_["ratio"] = {w: round(counts[w] / counts["healthz"], 2) for w in REQUESTS}
        run_["served_ratio"] = {w: round(in_worker[w] / in_worker["healthz"], 2) for w in REQUESTS}
        out["runs"].append(run_)
        for how, figures, ratios in (
            ("in process", counts, run_["ratio"]),
            ("served", in_worker, run_["served_ratio"]),
        ):
            print(
                f"  instructions: {db}, {how}: "
                + ", ".join(f"{w} {figures[w]:,} ({ratios[w]})" for w in REQUESTS),
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
    found = TOTALS.search(profile) or SUMMARY.search(profile)
    if found is None:
        raise ValueError("no totals in the callgrind output")
    return int(found[1])


def _child(arguments: list[str], log: Path) -> None:
    """`python -m bench.instructions ARGUMENTS`, its output appended to `log`."""
    with log.open("a") as stderr:
        done = subprocess.run(
            [sys.executable, "-m", "bench.instructions", *arguments],
            stdout=stderr,
            stderr=stderr,
        )
    if done.returncode != 0:
        raise RuntimeError(f"instructions: {arguments[0]} failed:\n{log.read_text()[-3000:]}")


# --- served: a worker of `millie serve` under callgrind ---------------------------------


def served(url: str, plans: dict[str, Path], n: int, folder: Path) -> dict[str, int]:
    """Instructions per request of each kind in the worker of `millie serve --workers 1`
    run under callgrind: counted only while the counted block is sent."""
    valgrind = [
        "valgrind",
        "--tool=callgrind",
        "--trace-children=yes",  # millie serve execs gunicorn, which forks the worker
        "--instr-atstart=no",
        f"--callgrind-out-file={folder}/served-%p.out",
    ]
    server = Server(
        url,
        1,
        folder,
        wrapper=valgrind,
        start_seconds=SERVED_START,
        env={"GUNICORN_CMD_ARGS": f"--timeout {SERVED_START}"},  # valgrind boots it slowly
    )
    with server:
        worker = server.worker_pids()[0]
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=SERVED_START)
        counts = {}
        for what, plan in plans.items():
            warm_up, counted = json.loads(plan.read_text())
            send_http(connection, warm_up)
            _control(worker, "--zero")
            _control(worker, "--instr=on")
            ok = send_http(connection, counted)
            _control(worker, "--instr=off")
            profile = _dump(worker, folder)
            if ok != n:
                raise RuntimeError(f"instructions: served {what}: {ok} of {n} answered 200")
            counts[what] = totals(profile) // n
        connection.close()
        return counts


def send_http(connection: http.client.HTTPConnection, requests: list[list[Any]]) -> int:
    """The requests (`environ`'s arguments) one after the other on one connection; how
    many answered 200."""
    ok = 0
    for method, path, *rest in requests:
        token, body = [*rest, None, None][:2]
        headers = {} if token is None else {"Authorization": f"Bearer {token}"}
        raw = None if body is None else json.dumps(body)
        if raw is not None:
            headers["Content-Type"] = "application/json"
        connection.request(method, path, body=raw, headers=headers)
        answer = connection.getresponse()
        answer.read()
        ok += answer.status == 200
    return ok


def _control(pid: int, *options: str) -> None:
    done = subprocess.run(
        ["callgrind_control", *options, str(pid)], capture_output=True, text=True, timeout=300
    )
    if done.returncode != 0:
        raise RuntimeError(f"callgrind_control {' '.join(options)}: {done.stdout}{done.stderr}")


def _dump(pid: int, folder: Path) -> str:
    """The worker's counts since they were zeroed, from the file a dump writes."""
    before = set(folder.glob(f"served-{pid}.out*"))
    _control(pid, "--dump")
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        new = set(folder.glob(f"served-{pid}.out*")) - before
        if new:
            text = max(new, key=lambda p: p.stat().st_mtime).read_text()
            if TOTALS.search(text):
                return text
        time.sleep(0.2)
    raise RuntimeError("instructions: callgrind wrote no dump")


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
