"""The deployment files: the Dockerfile read as text (no Docker engine is needed), and
boot.sh run for real outside a container, the way a systemd unit or a shell runs it."""

from __future__ import annotations

import os
import re
import signal
import sqlite3
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

import pytest
import requests

from servers import free_port, millie_command

ROOT = Path(__file__).resolve().parents[2]
BOOT = ROOT / "boot.sh"


def dockerfile() -> list[tuple[str, str]]:
    """The Dockerfile's instructions as (INSTRUCTION, arguments), continuations joined and
    comments dropped, as Docker reads them."""
    instructions: list[tuple[str, str]] = []
    pending = ""
    for line in (ROOT / "Dockerfile").read_text().splitlines():
        if line.lstrip().startswith("#") or not line.strip():
            continue
        pending += line.rstrip()
        if pending.endswith("\\"):
            pending = pending[:-1] + " "
            continue
        word, _, args = pending.strip().partition(" ")
        instructions.append((word.upper(), " ".join(args.split())))
        pending = ""
    return instructions


def stages() -> list[list[tuple[str, str]]]:
    """The instructions of each build stage, in order, each starting with its FROM (an ARG
    before the first FROM belongs to no stage)."""
    found: list[list[tuple[str, str]]] = []
    for instruction in dockerfile():
        if instruction[0] == "FROM":
            found.append([])
        if found:
            found[-1].append(instruction)
    return found


def code_lines(path: Path) -> list[str]:
    """A shell script's lines without comments or blank lines."""
    stripped = (line.strip() for line in path.read_text().splitlines())
    return [line for line in stripped if line and not line.startswith("#")]


def test_dockerfile_pins_its_base_image_to_an_exact_python_release() -> None:
    images = [args.split()[0] for word, args in dockerfile() if word == "FROM"]
    assert images
    for image in images:
        assert "latest" not in image
        assert re.fullmatch(r"python:3\.11\.\d+-slim-bookworm(@sha256:[0-9a-f]{64})?", image), (
            f"{image}: pin python:3.11.<patch>-slim-bookworm"
        )
    comments = "\n".join(
        line for line in (ROOT / "Dockerfile").read_text().splitlines() if line.startswith("#")
    )
    assert "digest" in comments and "@sha256:" in comments, "say how to pin by digest"


def test_dockerfile_builds_in_one_stage_and_runs_in_another() -> None:
    build, *_, runtime = stages()
    assert len(stages()) >= 2
    stage_name = build[0][1].split()[-1]
    assert build[0][1].split()[-2].upper() == "AS"
    copied = [args for word, args in runtime if word == "COPY" and "--from=" in args]
    assert any(f"--from={stage_name} " in args for args in copied), "copy the build's result"
    assert not any(word == "RUN" and "pip install" in args for word, args in runtime)


def test_dockerfile_copies_pyproject_toml_and_installs_dependencies_before_the_source() -> None:
    build = stages()[0]

    def first(predicate: Callable[[str, str], object]) -> int:
        return next(i for i, instruction in enumerate(build) if predicate(*instruction))

    pyproject = first(lambda w, a: w == "COPY" and a.split()[0] == "pyproject.toml")
    dependencies = first(lambda w, a: w == "RUN" and "pip install" in a)
    source = first(lambda w, a: w == "COPY" and re.match(r"(\./)?(api|rules|millie)\b|\. ", a))
    assert pyproject < dependencies < source


def test_dockerfile_runs_as_a_non_root_user() -> None:
    runtime = stages()[-1]
    users = [args for word, args in runtime if word == "USER"]
    assert users, "the runtime stage needs a USER"
    user = users[-1].split(":")[0]
    assert user not in ("root", "0")
    assert user == "millie" or int(user) >= 1000
    assert any(word == "RUN" and "useradd" in args and "--uid" in args for word, args in runtime)


def test_dockerfile_serves_on_8000_with_a_healthcheck_and_boot_sh() -> None:
    runtime = dict(stages()[-1])  # the last of each instruction: the one Docker applies
    assert runtime["EXPOSE"] == "8000"
    health = runtime["HEALTHCHECK"]
    assert "/healthz" in health and "urllib" in health and "curl" not in health
    assert "${PORT" in health
    assert "boot.sh" in runtime["CMD"]


def test_the_container_binds_every_interface_and_boot_sh_this_machine_by_default() -> None:
    """BIND_ADDRESS: boot.sh outside a container (the systemd unit, behind a balancer on
    the same machine) listens on 127.0.0.1 unless told; the image sets 0.0.0.0."""
    runtime = stages()[-1]
    env = " ".join(args for word, args in runtime if word == "ENV")
    assert "BIND_ADDRESS=0.0.0.0" in env
    command = " ".join(code_lines(BOOT))
    assert '--bind "${BIND_ADDRESS:-127.0.0.1}:${PORT:-8000}"' in command
    assert "0.0.0.0" not in command


def test_dockerignore_keeps_local_state_out_of_the_image() -> None:
    ignored = set(code_lines(ROOT / ".dockerignore"))
    assert {".git", ".venv", "*.db"} <= ignored


def test_boot_sh_upgrades_the_database_before_it_execs_gunicorn() -> None:
    assert os.access(BOOT, os.X_OK), "boot.sh must be executable"
    assert BOOT.read_text().startswith("#!/bin/sh\n")
    subprocess.run(["sh", "-n", str(BOOT)], check=True)
    lines = code_lines(BOOT)
    assert "set -eu" in lines, "a failed upgrade must stop the boot"
    upgrade = next(i for i, line in enumerate(lines) if line == "millie db upgrade")
    gunicorn = next(i for i, line in enumerate(lines) if line.startswith("exec gunicorn"))
    assert upgrade < gunicorn
    command = " ".join(lines[gunicorn:])
    for option in (
        "--config python:millie.gunicorn_conf",  # gevent workers, metrics: as `millie serve`
        "--no-control-socket",
        "--forwarded-allow-ips",
    ):
        assert option in command
    assert "--access-logfile" not in command and "millie.api.wsgi:app" in command


def boot_environment(tmp_path: Path, database_url: str, port: int) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PROMETHEUS_MULTIPROC_DIR"}
    env.update(
        DATABASE_URL=database_url,
        PORT=str(port),
        MILLIE_BIN_DIR=str(Path(millie_command()[0]).parent),
        TMPDIR=str(tmp_path),  # where boot.sh makes its metrics folder
        WEB_CONCURRENCY="1",  # start fast; the defaults are read above
    )
    return env


@pytest.mark.server
def test_boot_sh_stops_when_the_upgrade_fails(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'no-such-folder' / 'x.db'}"
    done = subprocess.run(
        [str(BOOT)],
        cwd=tmp_path,
        env=boot_environment(tmp_path, url, free_port()),
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode != 0
    assert "Starting gunicorn" not in done.stdout + done.stderr
    assert not list(tmp_path.glob("millie-metrics-*")), "a failed boot left a folder behind"


@pytest.mark.server
def test_boot_sh_upgrades_a_fresh_sqlite_database_and_serves_it(tmp_path: Path) -> None:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    database = tmp_path / "x.db"
    log_path = tmp_path / "boot.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(
            [str(BOOT)],
            cwd=tmp_path,
            env=boot_environment(tmp_path, f"sqlite:///{database}", port),
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group: gunicorn and its workers
        )
        try:
            deadline = time.monotonic() + 30
            while True:
                assert process.poll() is None, log_path.read_text()
                try:
                    if requests.get(f"{base}/healthz", timeout=2).status_code == 200:
                        break
                except requests.RequestException:
                    pass
                assert time.monotonic() < deadline, "boot.sh did not serve in 30 s"
                time.sleep(0.1)
            assert requests.get(f"{base}/readyz", timeout=5).status_code == 200
            tables = sqlite3.connect(database).execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'"
            )
            assert {"games", "alembic_version"} <= {name for (name,) in tables}
            # Its own PROMETHEUS_MULTIPROC_DIR, summed by /metrics across the workers.
            assert len(list(tmp_path.glob("millie-metrics-*"))) == 1
            assert requests.get(f"{base}/metrics", timeout=5).status_code == 200
        finally:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
    output = log_path.read_text()
    assert process.returncode == 0, output
    assert '"GET /healthz HTTP/1.1" 200' not in output, "gunicorn wrote an access log"
    assert not list(tmp_path.glob("millie-metrics-*")), "gunicorn left its metrics folder"


def test_compose_runs_two_instances_behind_nginx() -> None:
    yaml = pytest.importorskip("yaml")
    services = yaml.safe_load((ROOT / "compose.yaml").read_text())["services"]
    assert services["db"]["image"].startswith("postgres:15") and services["db"]["healthcheck"]
    for name in ("api1", "api2"):
        env = services[name]["environment"]
        assert services[name]["build"] == "."
        assert env["TRUSTED_PROXIES"] == "1"
        assert env["RATELIMIT_STORAGE_URI"] == "redis://redis:6379/0"
    assert "8080:8080" in services["nginx"]["ports"]
    nginx = (ROOT / "deploy" / "nginx.conf").read_text()
    stream = re.search(
        r"location ~ \^/v1/\[\^/\]\+/games/\[\^/\]\+/stream\$ \{(.*?)\}", nginx, re.S
    )
    assert stream, "nginx.conf needs a location for the event streams"
    assert "proxy_buffering off;" in stream.group(1) and "proxy_read_timeout" in stream.group(1)
    for header in ("X-Forwarded-For", "X-Request-ID"):
        assert f"proxy_set_header {header} " in nginx
