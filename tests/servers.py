"""Start a real `millie serve` process for end-to-end tests, and stop it afterwards."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import requests


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def python_script(script: str, *args: str) -> subprocess.CompletedProcess[str]:
    """`python -c script args...` in a fresh interpreter, from the repository root (a
    test that must patch the standard library, as gunicorn's workers do, runs apart)."""
    return subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=Path(__file__).resolve().parent.parent,
    )


def millie_command() -> list[str]:
    """The installed console script, next to this interpreter (or on PATH)."""
    here = Path(sys.executable).parent / "millie"
    found = str(here) if here.exists() else shutil.which("millie")
    assert found, "the millie command is not installed (pip install -e .)"
    return [found]


def children(pid: int) -> list[int]:
    """The live child processes of `pid`, from /proc."""
    out = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()  # after "pid (comm)": state, ppid, ...
        if int(fields[1]) == pid and fields[0] != "Z":
            out.append(int(entry))
    return sorted(out)


@contextmanager
def running_server(
    database_url: str, workers: int, cwd: Path, env: dict[str, str] | None = None
) -> Iterator[str]:
    """`millie serve` on `database_url` (with `env` added to the environment): its base
    URL."""
    with served(database_url, workers, cwd, env=env) as (base, _pid):
        yield base


@contextmanager
def served(
    database_url: str,
    workers: int,
    cwd: Path,
    ready: str = "/openapi.json",
    wait: float = 60,
    env: dict[str, str] | None = None,
) -> Iterator[tuple[str, int]]:
    """`millie serve` (which execs gunicorn: it becomes the master, whose children are
    the workers), answering `ready` within `wait` seconds: its base URL and pid. The
    server's output is in cwd/server.log."""
    port = free_port()
    # Rate limits and the waiting requests a client may hold are tested on their own;
    # bots, races and waiters here send many requests at once, from one address.
    quiet = {"RATELIMIT_ENABLED": "false", "WAITING_PER_ADDRESS": "100000"}
    # Millie's own games, unless told (the plug-in's tests serve it: MILLIE_GAMES="").
    quiet["MILLIE_GAMES"] = "millions,millimemory,morbid-living"
    env = {**quiet, **os.environ, "DATABASE_URL": database_url, **(env or {})}
    log = (cwd / "server.log").open("wb")
    process = subprocess.Popen(
        [*millie_command(), "serve", "--port", str(port), "--workers", str(workers)],
        cwd=cwd,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + wait  # a loaded machine boots workers slowly
        while True:
            assert process.poll() is None, (cwd / "server.log").read_text()[-3000:]
            try:
                if requests.get(f"{base}{ready}", timeout=5).status_code == 200:
                    break
            except requests.RequestException:
                pass
            assert time.monotonic() < deadline, f"the server did not start in {wait:g} s"
            time.sleep(0.1)
        yield base, process.pid
    finally:
        # gunicorn's quick shutdown: SIGTERM would wait for open streams and long polls.
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()
