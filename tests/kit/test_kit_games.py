"""The conformance kit (millie/kit.py) passes for Millie's own three games and for the
plug-in high card, through the `millie_kit` fixture, the `millie kit` command and a
running server (docs/conformance-kit.md)."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from millie.kit import Report
from servers import millie_command, running_server

Kit = Callable[..., Report]
EVERY_GAME = {"MILLIE_GAMES": ""}  # the suite serves Millie's own games unless told


def test_millimemory_keeps_the_contract(millie_kit: Kit) -> None:
    report = millie_kit("millimemory")
    assert [line.split()[1] for line in report.lines] == [
        "engine",
        "timers",
        "server",
        "timers/http",
    ]


def test_morbid_living_keeps_the_contract(millie_kit: Kit) -> None:
    """Twenty turns each, the fewest L14a allows, keep its games over HTTP short."""
    report = millie_kit("morbid-living", options={"max_turns": 20})
    assert not report.skipped


def test_aunt_millies_millions_keeps_the_contract(millie_kit: Kit) -> None:
    report = millie_kit("millions")
    assert not report.skipped


def test_an_abandoned_millions_game_finishes_alone_M22(millie_kit: Kit) -> None:
    """M22: with every timer at its shortest, the flip's too, a Millions game that
    everybody leaves after the start plays itself to its end (the kit's `timers`)."""
    report = millie_kit("millions", checks=("timers",))
    assert [line.split()[:2] for line in report.lines] == [["ok", "timers"]]
    assert "flip_seconds=1" in report.lines[0]


def kit_command(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*millie_command(), "kit", *args],
        capture_output=True,
        text=True,
        env={**os.environ, **EVERY_GAME, **(env or {})},
        timeout=600,
    )


def test_high_card_keeps_the_contract_through_the_command() -> None:
    done = kit_command("highcard")
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "conformance kit: highcard"
    assert [line.split()[:2] for line in lines[1:]] == [
        ["ok", "engine"],
        ["ok", "timers"],
        ["ok", "server"],
        ["ok", "timers/http"],
    ]


@pytest.mark.server
def test_high_card_keeps_the_contract_on_a_running_server(tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'millie.db'}"
    with running_server(database, 1, tmp_path, env=EVERY_GAME) as base:
        done = kit_command("highcard", "--games", "2", "--check", "server", "--server", base)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ok    server       2 games" in done.stdout
