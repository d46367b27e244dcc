"""The README's run command: `millie serve` upgrades a fresh SQLite database and serves."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import requests

from conftest import OWN_GAMES
from millie.api.http.play import tables
from servers import millie_command, python_script, running_server


@pytest.mark.server
def test_millie_serve_creates_schema_and_plays_on_a_fresh_sqlite_file(tmp_path: Path) -> None:
    with running_server("sqlite:///millie.db", workers=2, cwd=tmp_path) as base:
        r = requests.post(f"{base}/v1/millions/games", json={"options": {}}, timeout=10)
        assert r.status_code == 201
        game = r.json()["game"]
        assert game["status"] == "lobby" and game["seeded"] is False
        r = requests.get(f"{base}/v1/millions/games/{game['id']}", timeout=10)
        assert r.status_code == 200 and r.headers["ETag"] == f'"{game["version"]}"'
    tables = sqlite3.connect(tmp_path / "millie.db").execute(
        "SELECT name FROM sqlite_master WHERE type = 'table'"
    )
    assert {"games", "seats", "events", "alembic_version"} <= {name for (name,) in tables}


GEVENT_CONFIG_CHECK = """
import millie.gunicorn_conf as conf
import gevent
import psycopg.waiting
from gevent import monkey

assert conf.worker_class == "millie.gunicorn_worker.SheddingWorker", conf.worker_class
assert monkey.is_module_patched("socket") and monkey.is_module_patched("threading")
# psycopg, imported after the config, waits through the patched selectors: its C wait
# would block the whole worker (the PostgreSQL listener with it).
assert psycopg.waiting.wait is not getattr(psycopg.waiting, "wait_c", None)
ran = []
gevent.spawn(ran.append, "other request")
conf.post_request(None, None, None, None)
assert ran == ["other request"], ran
"""


def test_the_gunicorn_config_patches_for_gevent_first_and_yields_after_each_request() -> None:
    """millie/gunicorn_conf.py (millie serve, boot.sh): gevent workers, the standard
    library patched before any library is imported (psycopg's waits are then green), and
    after each request the worker's other ready requests run first."""
    done = python_script(GEVENT_CONFIG_CHECK)
    assert done.returncode == 0, done.stderr


@pytest.mark.server
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="SO_REUSEPORT spreading")
def test_both_workers_take_connections_and_a_second_server_on_the_port_is_refused(
    tmp_path: Path,
) -> None:
    """Each worker listens on its own socket and the kernel spreads new connections over
    them: a burst of connections is served by both workers (on one shared socket, one
    worker often took them all). A second `millie serve` on the same port says so."""
    with running_server("sqlite:///millie.db", workers=2, cwd=tmp_path) as base:
        sessions = [requests.Session() for _ in range(32)]
        with ThreadPoolExecutor(32) as pool:
            codes = list(
                pool.map(lambda s: s.get(f"{base}/healthz", timeout=10).status_code, sessions)
            )
        assert codes == [200] * 32
        port = base.rsplit(":", 1)[1]
        second = subprocess.run(
            [*millie_command(), "serve", "--port", port],
            cwd=tmp_path,
            env={**os.environ, "DATABASE_URL": "sqlite:///other.db"},
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert second.returncode != 0
        assert f"cannot listen on 127.0.0.1:{port}" in second.stderr
        log = (tmp_path / "server.log").read_text()
    lines = [json.loads(line) for line in log.splitlines() if line.startswith("{")]
    pids = {line["pid"] for line in lines if line.get("route") == "/healthz"}
    assert len(pids) == 2, "every worker served some of the connections"


@pytest.mark.server
def test_millie_serve_prints_its_address_and_the_pages_to_open_there(tmp_path: Path) -> None:
    """The first thing `millie serve` says is where to go: the landing page, each game's
    table, the API docs; and gunicorn's "Listening at" names the address (with a socket
    per worker the master has none of its own, and gunicorn's line was empty)."""
    with running_server("sqlite:///millie.db", workers=1, cwd=tmp_path) as base:
        log = (tmp_path / "server.log").read_text()
        pages = [line.split()[-1] for line in log.splitlines() if line.startswith("  ")]
        at_tables = sorted(f"{base}/play/{slug}" for slug in tables(OWN_GAMES))
        assert [pages[0], *sorted(pages[1:-1]), pages[-1]] == [
            f"{base}/",
            *at_tables,
            f"{base}/docs",
        ]
        for page in (f"{base}/", *at_tables, f"{base}/docs"):
            assert requests.get(page, timeout=10).status_code == 200, page
    assert log.startswith(f"Millie serves at {base}/\n")
    listening = [line for line in log.splitlines() if "Listening at:" in line]
    assert len(listening) == 1 and f"Listening at: {base} (" in listening[0]


@pytest.mark.server
def test_a_50_mb_chunked_body_is_413_not_malformed_json(tmp_path: Path) -> None:
    """Transfer-Encoding: chunked has no length to refuse up front: the body is read up
    to MAX_BODY_BYTES and what goes on past it is a 413, not a cut-off JSON's 400."""

    def fifty_megabytes() -> Iterator[bytes]:
        yield b'{"options": {"x": "'
        for _ in range(50 * 16):
            yield b"x" * 65536
        yield b'"}}'

    with running_server("sqlite:///millie.db", workers=1, cwd=tmp_path) as base:
        headers = {"Content-Type": "application/json"}  # a generator: sent chunked
        r = requests.post(
            f"{base}/v1/millions/games", data=fifty_megabytes(), headers=headers, timeout=60
        )
        assert r.status_code == 413, r.text
        assert r.json()["code"] == "body_too_large"
        small = iter([b'{"options": {}, ', b'"seed": 4}'])
        r = requests.post(f"{base}/v1/millions/games", data=small, headers=headers, timeout=10)
        assert r.status_code == 201, r.text  # a chunked body within the limit is read whole
        assert requests.get(f"{base}/v1/games", timeout=10).json()["total"] == 1
