"""Faults on a real server: worker processes killed mid-move, PostgreSQL restarted.

(a) `millie serve --workers 2` on PostgreSQL while a stream of moves (flips, claims and
    whatever else the game asks, each with its own Idempotency-Key) is sent from a
    thread; meanwhile gunicorn's workers are SIGKILLed at random moments, several times,
    most often while a move is in flight. gunicorn respawns them. Every move is applied
    entirely or not at all: a request that got no answer has either moved the game one
    version on with its events (and its retry with the same key replays the answer) or
    left it exactly as it was (and its retry applies it). At the end the game is checked
    through the API: contiguous events, one placement per seat per round, no card over
    its capacity, the version equal to the number of applied requests, and the exported
    record replays to the stored final state.

(b) The database goes away for a few seconds during a game played by bots (one thread
    per seat), in two ways: this server's connections to PostgreSQL cut and refused (a
    relay in between; disturbs nobody, always runs), and the PostgreSQL server itself
    stopped and started again. Meanwhile every request that needs the database gets 503
    problem+json `database_unavailable` with Retry-After, never another 5xx; the game
    finishes once the database is back. A restart disturbs everything else using the
    same PostgreSQL server, so it runs only with MILLIE_FAULT_TESTS=1 (.ci/run runs it
alone, after the suite).
"""

from __future__ import annotations

import contextlib
import os
import random
import shutil
import signal
import socket
import subprocess
import threading
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import requests
from sqlalchemy.engine import make_url

from conftest import IN_CI, OWN_GAMES, PG_HOWTO, PG_URL, fresh_postgres
from millie.api.core.replay import differences, replay
from millie.rules.millions.cards import CHARACTERS
from servers import children, served

pytestmark = [pytest.mark.server, pytest.mark.postgres]

FAULTS_WANTED = os.environ.get("MILLIE_FAULT_TESTS") == "1"
FAULTS_HOWTO = (
    "restarts the shared PostgreSQL server, which disturbs every other test using it: "
    "runs only with MILLIE_FAULT_TESTS=1, alone (.ci/run runs it after the suite)"
)
WORKERS = 2
PLAYERS = 4


def need_postgres() -> None:
    if not PG_URL:
        pytest.skip(PG_HOWTO)


# --- the server and its workers -----------------------------------------------------


def gunicorn(database_url: str, cwd: Path, workers: int = WORKERS) -> Any:
    """`millie serve`, ready once it reaches its database: its base URL and the
    gunicorn master's pid, whose children are the workers."""
    return served(database_url, workers, cwd, ready="/readyz")


def wait_for_workers(base: str, master: int, gone: list[int], timeout: float = 40) -> list[int]:
    """Until gunicorn has replaced the killed workers and one of them answers."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        pids = children(master)
        if len(pids) == WORKERS and not set(pids) & set(gone):
            try:
                if requests.get(f"{base}/healthz", timeout=5).status_code == 200:
                    return pids
            except requests.RequestException:
                pass
        time.sleep(0.05)
    raise AssertionError(f"gunicorn did not respawn its workers in {timeout} s: {children(master)}")


# --- a game through the API -----------------------------------------------------------


def new_game(base: str, seed: int) -> tuple[str, list[dict[str, str]]]:
    """A started Aunt Millie's Millions game: its path and the seats' auth headers."""
    r = requests.post(f"{base}/v1/millions/games", json={"options": {}, "seed": seed}, timeout=30)
    assert r.status_code == 201, r.text
    path = f"{base}/v1/millions/games/{r.json()['game']['id']}"
    host = {"Authorization": f"Bearer {r.json()['host_token']}"}
    seats = []
    for seat in range(PLAYERS):
        body = {"name": f"P{seat}", "character": CHARACTERS[seat]}
        r = requests.post(f"{path}/players", json=body, timeout=30)
        assert r.status_code == 201, r.text
        seats.append({"Authorization": f"Bearer {r.json()['token']}"})
    r = requests.post(f"{path}/start", json={}, headers=host, timeout=30)
    assert r.status_code == 200, r.text
    return path, seats


def all_events(path: str) -> dict[str, Any]:
    events: list[dict[str, Any]] = []
    last = 0
    while True:
        r = requests.get(f"{path}/events?after={len(events)}&limit=1000", timeout=30)
        assert r.status_code == 200, r.text
        page = r.json()
        last = page["last_seq"]
        if not page["events"]:
            return {"events": events, "last_seq": last}
        events += page["events"]


def check_game(path: str, seats: list[dict[str, str]], requests_applied: int) -> dict[str, Any]:
    """The invariants of a game, through the API; returns the spectator's view."""
    view = requests.get(path, timeout=30)
    assert view.status_code == 200, view.text
    for headers in seats:
        assert requests.get(path, headers=headers, timeout=30).status_code == 200
    page = all_events(path)
    events = page["events"]
    assert [e["seq"] for e in events] == list(range(1, page["last_seq"] + 1))
    # 1 (create) + every applied request, each exactly once
    assert view.json()["version"] == 1 + requests_applied, (
        view.json()["version"],
        requests_applied,
    )
    capacity: dict[str, int] = {}
    on_card: Counter[str] = Counter()
    placed: set[int] = set()
    rounds = 0
    for e in events:
        if e["kind"] == "flipped":
            rounds += 1
            assert e["data"]["round"] == rounds
            capacity = {t["card"]["id"]: t["capacity"] for t in e["data"]["table"]}
            on_card, placed = Counter(), set()
        elif e["kind"] == "claimed":
            seat, card = e["data"]["seat"], e["data"]["card"]
            assert seat not in placed, f"seat {seat} placed twice in round {rounds}"
            placed.add(seat)
            on_card[card] += 1
            assert on_card[card] <= capacity[card], f"{card} over capacity in round {rounds}"
    body: dict[str, Any] = view.json()
    if body["status"] == "finished":
        r = requests.get(f"{path}/export", timeout=30)
        assert r.status_code == 200, r.text
        record = r.json()
        assert [(e["seq"], e["kind"], e["data"]) for e in record["events"]] == [
            (e["seq"], e["kind"], e["data"]) for e in events
        ]
        assert len(record["actions"]) == requests_applied
        assert differences(replay(record, OWN_GAMES[record["type"]]), record["final_state"]) == []
    return body


# --- (a) SIGKILL of workers in the middle of moves -------------------------------------


@dataclass
class Lost:
    """An attempt that got no answer: whether it applied the move (the game showed the
    next version right after) and whether the retry's answer was a replay."""

    seat: int
    action: str
    applied: bool
    retry_replayed: bool | None = None


@dataclass
class Stream:
    """Plays the game from one thread, one request at a time, so that the effect of a
    request that got no answer can be told apart: the version moves by exactly one."""

    path: str
    seats: list[dict[str, str]]
    rng: random.Random
    deadline: float
    posting: threading.Event = field(default_factory=threading.Event)
    moves: int = 0
    lost: list[Lost] = field(default_factory=list)
    failure: BaseException | None = None
    sessions: list[requests.Session] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.sessions = [requests.Session() for _ in self.seats]
        for session, headers in zip(self.sessions, self.seats, strict=True):
            session.headers.update(headers)

    def get(self, url: str, session: requests.Session | None = None) -> dict[str, Any]:
        """A GET that waits out the respawn of the workers (connection errors only)."""
        while True:
            assert time.monotonic() < self.deadline, f"no answer to GET {url} in time"
            try:
                r = (session or requests).get(url, timeout=10)
            except requests.RequestException:
                time.sleep(0.05)
                continue
            assert r.status_code == 200, f"GET {url} -> {r.status_code} {r.text[:300]}"
            body: dict[str, Any] = r.json()
            return body

    def where(self) -> tuple[int, int]:
        """The game's version and newest event number."""
        version = self.get(self.path)["version"]
        last = self.get(f"{self.path}/events?after=1000000")["last_seq"]
        return version, last

    def run(self) -> None:
        try:
            self.play()
        except BaseException as error:  # reported by the test
            self.failure = error

    def play(self) -> None:
        while True:
            view = self.get(self.path)
            if view["status"] == "finished":
                return
            version, last = self.where()
            seat = self.rng.choice(view["pending"])["seat"]
            mine = self.get(self.path, self.sessions[seat])
            if mine["version"] != version or not mine["legal_actions"]:
                continue  # a timer moved the game meanwhile (there are none: defensive)
            entry = self.rng.choice(mine["legal_actions"])
            self.send(seat, entry, version, last)
            self.moves += 1

    def send(self, seat: int, entry: dict[str, Any], version: int, last: int) -> None:
        key = f"fault-{uuid.uuid4()}"
        headers = {"Idempotency-Key": key}
        url = self.path.split("/v1/")[0] + entry["path"]
        applied = False  # by one of the attempts that got no answer
        attempts: list[Lost] = []
        while True:
            assert time.monotonic() < self.deadline, f"no answer to POST {url} in time"
            self.posting.set()
            try:
                r = self.sessions[seat].post(url, json=entry["body"], headers=headers, timeout=15)
            except requests.RequestException:
                self.posting.clear()
                now, newest = self.where()
                assert now in (version, version + 1), (now, version)
                if now == version + 1:
                    assert newest > last, "the version moved on without events"
                else:
                    assert newest == last, "events without a new version"
                this_one = now == version + 1 and not applied  # not an earlier attempt
                attempts.append(Lost(seat, entry["action"], applied=this_one))
                applied = now == version + 1
                continue
            self.posting.clear()
            assert r.status_code == 200, f"{entry} -> {r.status_code} {r.text[:300]}"
            replayed = r.headers.get("Idempotent-Replayed") == "true"
            # Applied by an attempt that got no answer: the retry gets that attempt's
            # answer and changes nothing; else the retry is the first to apply it.
            assert replayed == applied, (entry, applied, replayed)
            assert r.json()["version"] == version + 1
            for attempt in attempts:
                attempt.retry_replayed = replayed
            self.lost += attempts
            return


def test_sigkill_workers_in_the_middle_of_moves(tmp_path: Path) -> None:
    need_postgres()
    real = make_url(fresh_postgres(PG_URL, database="millie_faults"))
    # A move takes about a millisecond: 2 ms more each way per round trip to the database
    # keeps every request in flight long enough for the kills to land in the middle.
    slow = Cable(real.host or "127.0.0.1", real.port or 5432, delay=0.002)
    url = real.set(host="127.0.0.1", port=slow.port).render_as_string(hide_password=False)
    rng = random.Random(2024)
    with contextlib.closing(slow), gunicorn(url, tmp_path) as (base, master):
        assert len(children(master)) == WORKERS
        path, seats = new_game(base, seed=31)
        stream = Stream(path, seats, random.Random(5), time.monotonic() + 60)
        thread = threading.Thread(target=stream.run, daemon=True)
        thread.start()
        kills: list[str] = []
        for i in range(6):
            if not stream.posting.wait(timeout=20) or not thread.is_alive():
                break
            # Somewhere in the request: when both workers die, early enough that the
            # answer cannot have left yet; one worker (maybe not the one serving it) later.
            everyone = i % 2 == 0
            time.sleep(rng.uniform(0.0, 0.005 if everyone else 0.015))
            workers = children(master)
            victims = workers if everyone else [rng.choice(workers)]
            for pid in victims:
                os.kill(pid, signal.SIGKILL)
            kills.append(f"{len(victims)} of {len(workers)}")
            wait_for_workers(base, master, victims)
            time.sleep(rng.uniform(0.1, 0.5))
        thread.join(timeout=max(1.0, stream.deadline - time.monotonic()))
        assert not thread.is_alive(), "the stream did not finish the game in time"
        if stream.failure is not None:
            raise stream.failure
        view = check_game(path, seats, PLAYERS + 1 + stream.moves)
        lost = Counter(("applied" if x.applied else "not applied", x.action) for x in stream.lost)
        print(f"kills: {kills}; moves: {stream.moves}; lost requests: {dict(lost)}")
        assert view["status"] == "finished"
        assert len(kills) >= 4, kills
        assert stream.lost, "no request was ever cut off: the kills missed every move"
        assert all(x.retry_replayed is not None for x in stream.lost)  # all answered at last
        assert len(children(master)) == WORKERS


# --- (b) PostgreSQL restarted during a bot game --------------------------------------


def cluster() -> list[str]:
    """`pg_ctlcluster` arguments for the local cluster, or skip (in CI: fail)."""
    missing = pytest.fail if IN_CI else pytest.skip
    if not shutil.which("pg_ctlcluster") or not Path("/etc/postgresql").is_dir():
        missing("needs a local PostgreSQL cluster managed by pg_ctlcluster")
    versions = sorted(os.listdir("/etc/postgresql"))
    if not versions or not Path(f"/etc/postgresql/{versions[-1]}/main").is_dir():
        missing("no PostgreSQL cluster 'main' in /etc/postgresql")
    return ["pg_ctlcluster", "--skip-systemctl-redirect", versions[-1], "main"]


def pg_ctl(args: list[str], command: str) -> None:
    done = subprocess.run([*args, command], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, f"pg_ctlcluster {command}: {done.stdout}{done.stderr}"


@dataclass
class Seen:
    """Every answer the bots got, by status, and what was wrong with any of them."""

    statuses: Counter[int] = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def note(self, method: str, url: str, r: requests.Response) -> None:
        with self.lock:
            self.statuses[r.status_code] += 1
            if r.status_code == 503:
                body = r.json() if r.headers.get("Content-Type", "").endswith("json") else {}
                ok = (
                    r.headers.get("Content-Type") == "application/problem+json"
                    and body.get("code") == "database_unavailable"
                    and body.get("status") == 503
                    and r.headers.get("Retry-After", "").isdigit()
                )
                if not ok:
                    self.problems.append(
                        f"{method} {url}: bad 503 {dict(r.headers)} {r.text[:200]}"
                    )
            elif r.status_code >= 500:
                self.problems.append(f"{method} {url}: {r.status_code} {r.text[:300]}")


class Bot(threading.Thread):
    """One seat: reads its view, sends a random legal action, and on 503 waits as
    Retry-After says (at most a second) and tries again, like a well-behaved client."""

    def __init__(self, path: str, headers: dict[str, str], seed: int, seen: Seen, until: float):
        super().__init__(daemon=True)
        self.path, self.seen, self.until = path, seen, until
        self.session = requests.Session()
        self.session.headers.update(headers)
        self.rng = random.Random(seed)
        self.base = path.split("/v1/")[0]
        self.failure: BaseException | None = None
        self.moves = 0

    def call(self, method: str, url: str, **kw: Any) -> requests.Response:
        while True:
            assert time.monotonic() < self.until, f"{method} {url}: no answer in time"
            try:
                r = self.session.request(method, url, timeout=15, **kw)
            except requests.RequestException as error:
                with self.seen.lock:
                    self.seen.problems.append(f"{method} {url}: {error!r}")
                time.sleep(0.2)
                continue
            self.seen.note(method, url, r)
            if r.status_code != 503:
                return r
            time.sleep(min(float(r.headers.get("Retry-After", "1")), 1.0))

    def run(self) -> None:
        try:
            while True:
                r = self.call("GET", self.path)
                assert r.status_code == 200, r.text
                view = r.json()
                if view["status"] == "finished":
                    return
                if not view["legal_actions"]:
                    time.sleep(0.02)
                    continue
                entry = self.rng.choice(view["legal_actions"])
                key = {"Idempotency-Key": f"bot-{uuid.uuid4()}"}  # a 503'd move may be retried
                r = self.call("POST", self.base + entry["path"], json=entry["body"], headers=key)
                assert r.status_code in (200, 409), r.text  # 409: another seat was faster
                self.moves += r.status_code == 200
        except BaseException as error:  # reported by the test
            self.failure = error


class Cable:
    """A TCP relay between the server and PostgreSQL that the test can unplug: every
    open connection is cut and new ones are refused until it is plugged in again. An
    outage of this server's database alone, which disturbs nobody else."""

    def __init__(self, host: str, port: int, delay: float = 0.0) -> None:
        self.target = (host, port)
        self.delay = delay  # seconds added to every chunk, each way
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self.listener.getsockname()[1]
        self.plugged = True
        self.open: set[socket.socket] = set()
        self.lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            if not self.plugged:
                client.close()
                continue
            try:
                server = socket.create_connection(self.target, timeout=5)
                server.settimeout(None)
            except OSError:
                client.close()
                continue
            with self.lock:
                self.open |= {client, server}
            for a, b in ((client, server), (server, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _pump(self, a: socket.socket, b: socket.socket) -> None:
        try:
            while data := a.recv(65536):
                if self.delay:
                    time.sleep(self.delay)
                b.sendall(data)
        except OSError:
            pass
        for end in (a, b):
            with contextlib.suppress(OSError):
                end.shutdown(socket.SHUT_RDWR)
            end.close()
        with self.lock:
            self.open -= {a, b}

    def unplug(self) -> None:
        self.plugged = False
        with self.lock:
            for end in self.open:
                with contextlib.suppress(OSError):
                    end.shutdown(socket.SHUT_RDWR)
            self.open.clear()

    def plug(self) -> None:
        self.plugged = True

    def close(self) -> None:
        self.unplug()
        self.listener.close()


@pytest.mark.parametrize("outage", ["connections-cut", "postgres-restart"])
def test_database_outage_during_a_bot_game(tmp_path: Path, outage: str) -> None:
    """connections-cut: this server's connections to PostgreSQL are cut and refused for
    3 s (a relay in between); postgres-restart: the PostgreSQL server itself is stopped
    for 3 s and started again (pg_ctlcluster), only with MILLIE_FAULT_TESTS=1."""
    need_postgres()
    if outage == "postgres-restart" and not FAULTS_WANTED:
        pytest.skip(FAULTS_HOWTO)
    args = cluster() if outage == "postgres-restart" else []
    url = fresh_postgres(PG_URL, database="millie_faults_outage")
    real = make_url(url)
    cable = Cable(real.host or "127.0.0.1", real.port or 5432)
    served = real.set(host="127.0.0.1", port=cable.port) if outage == "connections-cut" else real
    try:
        with gunicorn(served.render_as_string(hide_password=False), tmp_path) as (base, _):
            play_through_outage(base, outage, args, cable)
    finally:
        cable.close()


def play_through_outage(base: str, outage: str, args: list[str], cable: Cable) -> None:
    path, seats = new_game(base, seed=77)
    seen = Seen()
    until = time.monotonic() + 55
    bots = [Bot(path, headers, seed, seen, until) for seed, headers in enumerate(seats)]
    for bot in bots:
        bot.start()
    deadline = time.monotonic() + 20
    while requests.get(path, timeout=10).json()["version"] < 20:  # mid-game
        assert time.monotonic() < deadline, "the bots did not get going"
        assert all(b.is_alive() for b in bots), [b.failure for b in bots]
        time.sleep(0.05)
    if outage == "postgres-restart":
        try:
            pg_ctl(args, "stop")
            time.sleep(3)
        finally:
            pg_ctl(args, "start")
    else:
        cable.unplug()
        time.sleep(3)
        cable.plug()
    for bot in bots:
        bot.join(timeout=max(1.0, until - time.monotonic()))
    failures = [b.failure for b in bots if b.failure is not None]
    assert not failures, failures
    assert not any(b.is_alive() for b in bots), "the game did not finish in time"
    print(f"{outage}: answers to the bots: {dict(seen.statuses)}")
    assert seen.statuses[503] >= 1, dict(seen.statuses)
    assert seen.problems == [], seen.problems[:10]
    assert requests.get(f"{base}/readyz", timeout=10).status_code == 200
    view = requests.get(path, timeout=30).json()
    assert view["status"] == "finished"
    page = all_events(path)
    assert [e["seq"] for e in page["events"]] == list(range(1, page["last_seq"] + 1))
    record = requests.get(f"{path}/export", timeout=30).json()
    assert differences(replay(record, OWN_GAMES[record["type"]]), record["final_state"]) == []
