"""mypy checks each engine against rules/game.py's GameEngine: an engine that breaks the
Protocol (here, one without `view`) fails type checking where its Game is declared."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

ENGINE = """
from typing import Any

from millie.rules.game import Event, Game, Result


class Stub:
    def new_game(self, options: dict[str, Any], seed: int) -> Any: return {}
    def join(self, state: Any, fields: dict[str, Any]) -> tuple[int, list[Event]]: return 0, []
    def start(self, state: Any) -> list[Event]: return []
    def status(self, state: Any) -> str: return "lobby"
    def pending(self, state: Any) -> list[dict[str, Any]]: return []
    def legal_actions(self, state: Any, seat: int) -> list[dict[str, Any]]: return []
    def host_actions(self, state: Any) -> list[dict[str, Any]]: return []
    def join_actions(self, state: Any) -> list[dict[str, Any]]: return []
    def apply(
        self, state: Any, seat: int | None, action: str, body: dict[str, Any]
    ) -> list[Event]: return []
    def view(self, state: Any, seat: int | None) -> dict[str, Any]: return {}
    def score(self, state: Any, seat: int | None) -> dict[str, Any]: return {}
    def result(self, state: Any) -> Result | None: return None
    def deadlines(self, state: Any) -> list[dict[str, Any]]: return []
    def expire(self, state: Any, now: float) -> list[Event]: return []
    def to_dict(self, state: Any) -> dict[str, Any]: return {}
    def from_dict(self, doc: dict[str, Any]) -> Any: return {}


GAME = Game(
    slug="stub", title="Stub", description="Stub.", engine=Stub(), min_players=1, max_players=2
)
"""


def mypy(source: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    (tmp_path / "stub_game.py").write_text(source)
    (tmp_path / "mypy.ini").write_text("[mypy]\nstrict = True\n")
    config, cache = str(tmp_path / "mypy.ini"), str(tmp_path / "cache")
    command = [sys.executable, "-m", "mypy", "--config-file", config, "--cache-dir", cache]
    return subprocess.run(
        [*command, "stub_game.py"],
        cwd=tmp_path,
        env={"MYPYPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_an_engine_with_the_whole_surface_type_checks(tmp_path: Path) -> None:
    checked = mypy(ENGINE, tmp_path)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_an_engine_without_view_fails_type_checking(tmp_path: Path) -> None:
    broken = ENGINE.replace("    def view(self", "    def look(self")
    checked = mypy(broken, tmp_path)
    assert checked.returncode == 1, checked.stdout + checked.stderr
    assert '"Stub"' in checked.stdout and "GameEngine" in checked.stdout
    assert "view" in checked.stdout


def test_millies_engines_are_declared_as_games() -> None:
    """Each engine is an object typed as the Protocol where its Game is declared: the
    repository's mypy (pyproject.toml, CI) checks them. Each is built on the kernel."""
    for package in ("millions", "millimemory", "morbid_living"):
        text = (ROOT / "rules" / package / "__init__.py").read_text()
        assert "class Engine(Kernel[State]):" in text, package
        assert "ENGINE = Engine()" in text and "engine=ENGINE," in text, package
