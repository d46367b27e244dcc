"""The streams part's load generator apart (`--apart`): on one core, in a network
namespace of its own.

On two cores the streams part's load generator (the stream client, the bots, the health
prober) took 0.65 to 0.81 of the machine, and decided the health-check and move figures.
With `--apart` its processes run pinned to the last core this process may use
(`os.sched_setaffinity`, the syscall `taskset` makes) and in the network namespace
`millie-bench`, joined to the machine's own by a veth pair: the machine's side
10.231.0.1/16, where the server listens; the namespace's side the generator's 100
source addresses, 10.231.1.1 to 10.231.1.100 (the server's limits per address see 100
clients, as on loopback). The server (gunicorn's master and workers) and PostgreSQL keep
every core. Needs root and iproute2's `ip`.

The generator's processes are forked children of the bench: each calls `join` before it
opens a socket (libc's setns on /run/netns/millie-bench: Python 3.11 has no os.setns),
and pins itself. The bench's own process is pinned to the same core for the part, after
the server has started (its CPU is counted with the generator's).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

NAMESPACE = "millie-bench"
HOST_LINK = "millie-h"  # the veth pair's end on the machine's side
GUEST_LINK = "millie-n"  # ... and in the namespace
SERVER_ADDRESS = "10.231.0.1"
PREFIX = 16
SOURCES = tuple(f"10.231.1.{i}" for i in range(1, 101))
CLONE_NEWNET = 0x40000000
IP = "ip"  # iproute2


def last_core() -> int:
    """The last core this process may run on: the generator's."""
    return max(os.sched_getaffinity(0))


@dataclass(frozen=True)
class Apart:
    """Where the load generator runs: its core, its namespace, its addresses."""

    core: int = field(default_factory=last_core)
    namespace: str = NAMESPACE
    server: str = SERVER_ADDRESS
    sources: tuple[str, ...] = SOURCES

    def describe(self) -> dict[str, Any]:
        """For the results: what ran where."""
        return {
            "core": self.core,
            "pinned_with": "sched_setaffinity",
            "namespace": self.namespace,
            "link": f"veth {HOST_LINK} / {GUEST_LINK}",
            "server_address": self.server,
            "source_addresses": f"{self.sources[0]}-{self.sources[-1].rsplit('.', 1)[1]}",
            "server_cores": "all",
        }

    def setup_commands(self) -> list[tuple[list[str], str | None]]:
        """The `ip` commands that make the namespace and the veth pair, in order, each
        with its standard input (the namespace's side in one batch: 100 addresses)."""
        inside = ["link set lo up", f"link set {GUEST_LINK} up"]
        inside += [f"addr add {a}/{PREFIX} dev {GUEST_LINK}" for a in self.sources]
        return [
            ([IP, "netns", "add", self.namespace], None),
            ([IP, "link", "add", HOST_LINK, "type", "veth", *self._peer()], None),
            ([IP, "addr", "add", f"{self.server}/{PREFIX}", "dev", HOST_LINK], None),
            ([IP, "link", "set", HOST_LINK, "up"], None),
            ([IP, "-n", self.namespace, "-batch", "-"], "\n".join(inside) + "\n"),
        ]

    def _peer(self) -> list[str]:
        return ["peer", "name", GUEST_LINK, "netns", self.namespace]

    def teardown_commands(self) -> list[list[str]]:
        """Undo `setup_commands`: the pair goes with either end (even while a process
        still holds the namespace, which `ip netns del` only unmounts)."""
        return [[IP, "link", "del", HOST_LINK], [IP, "netns", "del", self.namespace]]

    def join(self) -> None:
        """Into the namespace and onto the core: in a forked child of the generator,
        before it opens a socket (setns moves the calling thread only)."""
        libc = ctypes.CDLL(None, use_errno=True)
        fd = os.open(f"/run/netns/{self.namespace}", os.O_RDONLY | os.O_CLOEXEC)
        try:
            if libc.setns(fd, CLONE_NEWNET) != 0:
                error = ctypes.get_errno()
                raise OSError(error, f"setns into {self.namespace}: {os.strerror(error)}")
        finally:
            os.close(fd)
        os.sched_setaffinity(0, {self.core})


def _ip(argv: list[str], text: str | None = None) -> None:
    done = subprocess.run(argv, input=text, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"`{' '.join(argv)}` failed: {done.stderr.strip() or done.returncode}")


@contextlib.contextmanager
def layout(apart: Apart) -> Iterator[Apart]:
    """The namespace and the veth pair for as long as the block runs, taken down after
    it however it ends (an error, SIGTERM's SystemExit, ^C). A namespace of that name
    that exists already is refused, not taken down: it is another run's."""
    first, text = apart.setup_commands()[0]
    _ip(first, text)
    try:
        for argv, text in apart.setup_commands()[1:]:
            _ip(argv, text)
        yield apart
    finally:
        for argv in apart.teardown_commands():
            subprocess.run(argv, capture_output=True, check=False)


@contextlib.contextmanager
def pinned(core: int) -> Iterator[None]:
    """This thread (and what it forks or starts meanwhile) on `core`, then as it was."""
    before = os.sched_getaffinity(0)
    os.sched_setaffinity(0, {core})
    try:
        yield
    finally:
        os.sched_setaffinity(0, before)


def refusal(apart: Apart | None = None) -> str | None:
    """Why `--apart` cannot run here (None: it can): it needs root, `ip`, network
    namespaces, a namespace name and link names nobody uses, and a core to spare."""
    apart = apart or Apart()
    if os.geteuid() != 0:
        return "--apart needs root (a network namespace and a veth pair): run as root"
    if shutil.which(IP) is None:
        return "--apart needs iproute2's `ip` on PATH (apt-get install -y iproute2)"
    if len(os.sched_getaffinity(0)) < 2:
        return "--apart pins the load generator to one core and needs another for the server"
    listed = subprocess.run([IP, "netns", "list"], capture_output=True, text=True, check=False)
    if listed.returncode != 0:
        return f"--apart: `ip netns list` failed: {listed.stderr.strip() or listed.returncode}"
    if any(line.split()[:1] == [apart.namespace] for line in listed.stdout.splitlines()):
        return (
            f"--apart: the network namespace {apart.namespace} exists already (another run, or "
            f"one killed before it tidied up; if none runs: ip netns del {apart.namespace})"
        )
    link = subprocess.run([IP, "link", "show", HOST_LINK], capture_output=True, check=False)
    if link.returncode == 0:
        return (
            f"--apart: the link {HOST_LINK} exists already (if no run uses it: "
            f"ip link del {HOST_LINK})"
        )
    # A namespace made and removed: where namespaces are not allowed (a container without
    # CAP_SYS_ADMIN), this is where it shows.
    for argv in ([IP, "netns", "add", apart.namespace], [IP, "netns", "del", apart.namespace]):
        done = subprocess.run(argv, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            return f"--apart: `{' '.join(argv)}` failed: {done.stderr.strip() or done.returncode}"
    return None
