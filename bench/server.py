"""A `millie serve` under measurement: its worker processes, their CPU and memory, its log.

The server is started exactly as in production (`millie serve --port P --workers N`,
whatever gunicorn worker class that runs) with rate limits off (they would refuse a
benchmark); its output goes to a log file that is searched for errors afterwards.
A worker's CPU is the time its threads spent on a CPU, read to the nanosecond from
/proc/<pid>/task/*/schedstat (utime + stime from /proc/<pid>/stat where the kernel does
not keep it), summed over every worker (the children of the gunicorn master); the load
generator's CPU and the master's are not in that sum.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

TICK = os.sysconf("SC_CLK_TCK")
ERROR_MARKS = ("Traceback", '"level": "ERROR"', '"level": "CRITICAL"', "[ERROR]", "[CRITICAL]")
DEFAULT_PG = "postgresql://postgres@127.0.0.1:5432/millie_bench"
LOOPBACK = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


# --- /proc ---------------------------------------------------------------------------


def _stat(pid: int) -> list[str] | None:
    try:
        raw = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return raw[raw.rfind(")") + 2 :].split()  # fields from 3 (state) on


def _run_time(pid: int) -> float | None:
    """The time the threads of a process have spent on a CPU, in seconds, to the
    nanosecond (/proc/<pid>/task/*/schedstat); None where the kernel does not say."""
    total = 0
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            try:
                total += int(Path(f"/proc/{pid}/task/{task}/schedstat").read_text().split()[0])
            except (OSError, IndexError, ValueError):
                continue  # a thread that ended meanwhile
    except OSError:
        return None
    return total / 1e9 if total else None


def cpu_by_pid(pids: Iterable[int]) -> dict[int, float]:
    """CPU time of each process in seconds (a process gone meanwhile is left out): the
    run time of its threads from schedstat, else utime + stime from /proc/<pid>/stat,
    which counts in ticks of 10 ms (too coarse for a run of a few hundred moves)."""
    out = {}
    for pid in pids:
        precise = _run_time(pid)
        if precise is not None:
            out[pid] = precise
            continue
        fields = _stat(pid)
        if fields is not None:
            out[pid] = (int(fields[11]) + int(fields[12])) / TICK  # utime, stime (14, 15)
    return out


def cpu_seconds(pids: Iterable[int]) -> float:
    return sum(cpu_by_pid(pids).values())


def cpu_since(before: dict[int, float], after: dict[int, float]) -> float:
    """CPU used between two readings: a process born meanwhile counts in full; the CPU
    of a process that ended meanwhile is lost (it cannot be read any more)."""
    return sum(t - before.get(pid, 0.0) for pid, t in after.items())


def children(parent: int) -> list[int]:
    out = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            fields = _stat(int(entry))
            if fields is not None and int(fields[1]) == parent:
                out.append(int(entry))
    return sorted(out)


def rss_kb(pid: int) -> int | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        return None
    return None


def shares_kb(pid: int) -> dict[str, int] | None:
    """The process's memory by what it shares, from /proc/<pid>/smaps_rollup (Linux 4.14
    and newer): `pss`, its pages with each shared page divided among the processes that
    map it, and `uss`, the pages only it maps (private clean and dirty). RSS counts
    every shared page in every worker (the code and data gunicorn loaded before the
    fork); these do not."""
    try:
        text = Path(f"/proc/{pid}/smaps_rollup").read_text()
    except OSError:
        return None
    fields = {}
    for line in text.splitlines():
        name, _, rest = line.partition(":")
        if rest.strip().endswith("kB"):
            fields[name] = int(rest.split()[0])
    if "Pss" not in fields:
        return None
    return {
        "pss": fields["Pss"],
        "uss": fields.get("Private_Clean", 0) + fields.get("Private_Dirty", 0),
    }


def postgres_pids(database: str | None) -> list[int]:
    """PostgreSQL processes: the backends serving `database`, or (None) all of them."""
    out = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            comm = Path(f"/proc/{entry}/comm").read_text().strip()
            if comm != "postgres" and not comm.startswith("postgres"):
                continue
            cmdline = Path(f"/proc/{entry}/cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if database is None or f" {database} " in cmdline:
            out.append(int(entry))
    return out


def _cpu_ticks() -> list[int]:
    """The machine's CPU time by kind, all cores, in ticks: /proc/stat's `cpu` line (user,
    nice, system, idle, iowait, irq, softirq, steal)."""
    fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]
    return [int(f) for f in fields[:8]]


def core_busy_seconds(core: int) -> float:
    """CPU time used by everything on the machine on one core, from /proc/stat's cpuN."""
    for line in Path("/proc/stat").read_text().splitlines():
        if line.startswith(f"cpu{core} "):
            user, nice, system, _idle, _iowait, irq, softirq, steal = map(int, line.split()[1:9])
            return (user + nice + system + irq + softirq + steal) / TICK
    raise ValueError(f"no cpu{core} in /proc/stat")


def machine_busy_seconds() -> float:
    """CPU time used by everything on the machine (all cores), from /proc/stat."""
    user, nice, system, _idle, _iowait, irq, softirq, steal = _cpu_ticks()
    return (user + nice + system + irq + softirq + steal) / TICK


def steal_seconds() -> float:
    """Time the hypervisor ran others on this machine's virtual cores (all cores)."""
    return _cpu_ticks()[7] / TICK


# --- databases -----------------------------------------------------------------------


def fresh_database(kind: str, folder: Path, pg_url: str) -> str:
    """An empty database for one run: a new SQLite file, or PostgreSQL's dropped and made."""
    if kind == "sqlite":
        path = folder / "bench.db"
        for suffix in ("", "-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
        return f"sqlite:///{path}"
    import psycopg

    base, _, query = pg_url.partition("?")
    name = base.rsplit("/", 1)[1]
    admin = base.rsplit("/", 1)[0] + "/postgres" + ("?" + query if query else "")
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')
    return pg_url


def database_name(url: str) -> str | None:
    return url.partition("?")[0].rsplit("/", 1)[1] if url.startswith("postgres") else None


# --- the server ----------------------------------------------------------------------


@dataclass
class Server:
    database_url: str
    workers: int
    folder: Path
    port: int = field(default_factory=free_port)
    process: subprocess.Popen[bytes] | None = None
    log_path: Path | None = None
    command_line: str = ""  # what `millie serve` ran, and gunicorn's worker class
    start_seconds: float = 60.0
    env: dict[str, str] = field(default_factory=dict)  # added to the server's environment
    tree: Path | None = None  # another checkout whose .venv's millie serves (`--against`)
    host: str = LOOPBACK  # where it listens, and every client asks (`millie serve --host`)

    @property
    def base(self) -> str:
        return f"http://{self.host}:{self.port}"

    def command(self) -> list[str]:
        """The `millie serve` command line that starts it."""
        python = Path(sys.executable) if self.tree is None else self.tree / ".venv/bin/python"
        millie = python.parent / "millie"
        command = [str(millie)] if millie.exists() else [str(python), "-m", "millie"]
        command += ["serve", "--port", str(self.port), "--workers", str(self.workers)]
        if self.host != LOOPBACK:  # else as ever: millie serve's own default
            command += ["--host", self.host]
        return command

    def start(self) -> Server:
        self.log_path = self.folder / f"server-{self.port}.log"
        env = {
            **os.environ,
            "DATABASE_URL": self.database_url,
            "RATELIMIT_ENABLED": "false",
            **self.env,
        }
        with self.log_path.open("wb") as log:
            self.process = subprocess.Popen(
                self.command(), cwd=self.folder, env=env, stdout=log, stderr=subprocess.STDOUT
            )
        deadline = time.monotonic() + self.start_seconds
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited:\n{self.log_path.read_text()[-3000:]}")
            try:
                ready = httpx.get(f"{self.base}/healthz", timeout=5).status_code == 200
            except httpx.HTTPError:
                ready = False
            if ready and len(self.worker_pids()) == self.workers:
                break
            if time.monotonic() > deadline:
                raise RuntimeError(f"the server did not start in {self.start_seconds:g} s")
            time.sleep(0.1)
        self.command_line = (
            Path(f"/proc/{self.process.pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
        ).strip()
        # The worker class is set in the config file (millie/gunicorn_conf.py), not on
        # the command line: take it from gunicorn's own log line.
        used = re.search(r"Using worker: (\S+)", self.log_path.read_text(errors="replace"))
        if used:
            self.command_line += f"  # worker class: {used.group(1)}"
        # Every worker imports lazily on its first requests; warm them all up.
        with httpx.Client(base_url=self.base, timeout=10) as client:
            for _ in range(20 * self.workers):
                client.get("/healthz")
        return self

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def __enter__(self) -> Server:
        return self.start()

    def __exit__(self, *_: Any) -> None:
        self.stop()

    def worker_pids(self) -> list[int]:
        assert self.process is not None
        return children(self.process.pid)

    def log_mark(self) -> int:
        assert self.log_path is not None
        return self.log_path.stat().st_size

    def log_errors(self, since: int) -> list[str]:
        """Error lines the server logged after `since` (tracebacks, worker timeouts)."""
        assert self.log_path is not None
        with self.log_path.open("rb") as f:
            f.seek(since)
            text = f.read().decode(errors="replace")
        return [line for line in text.splitlines() if any(m in line for m in ERROR_MARKS)]


@dataclass
class Meter:
    """CPU of the workers, PostgreSQL and the whole machine over one measured window."""

    server: Server
    database: str | None
    workers0: list[int] = field(default_factory=list)
    start: dict[str, dict[int, float]] = field(default_factory=dict)
    wall0: float = 0.0
    mark: int = 0

    def _read(self) -> dict[str, dict[int, float]]:
        assert self.server.process is not None
        out = {
            "workers": cpu_by_pid(self.workers0),
            "machine": {0: machine_busy_seconds()},
            "master": cpu_by_pid([self.server.process.pid]),
        }
        if self.database is not None:
            out["pg_backends"] = cpu_by_pid(postgres_pids(self.database))
            out["pg_all"] = cpu_by_pid(postgres_pids(None))
        return out

    def __enter__(self) -> Meter:
        self.workers0 = self.server.worker_pids()
        self.mark = self.server.log_mark()
        self.start = self._read()
        self.wall0 = time.perf_counter()
        return self

    def __exit__(self, *_: Any) -> None:
        pass

    def stop(self, settle: float = 0.3) -> dict[str, Any]:
        """Wait for requests in flight, then the CPU used since the window opened."""
        time.sleep(settle)
        end = self._read()
        wall = time.perf_counter() - self.wall0
        used = {k: cpu_since(self.start[k], end[k]) for k in end}
        restarted = self.server.worker_pids() != self.workers0
        split = [
            round(end["workers"].get(pid, 0.0) - self.start["workers"].get(pid, 0.0), 3)
            for pid in self.workers0
        ]
        return {"cpu": used, "wall": wall, "workers_restarted": restarted, "split": split}


def wait_for_quiet(max_wait: float, threshold: float = 0.25) -> float:
    """Wait (at most `max_wait` s) until the machine is mostly idle; the busy share seen.

    The figures are only as good as the machine is quiet: other processes on these two
    cores slow every request down and make the throughput figures low.
    """
    cores = os.cpu_count() or 1
    deadline = time.monotonic() + max_wait
    while True:
        busy0, t0 = machine_busy_seconds(), time.perf_counter()
        time.sleep(0.5)
        share = (machine_busy_seconds() - busy0) / ((time.perf_counter() - t0) * cores)
        if share <= threshold or time.monotonic() > deadline:
            return round(share, 3)
