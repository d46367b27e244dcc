"""A game is one package and owns everything about itself: nothing outside a built-in
game's package names it (its slug, its title's words, its modules), so Millie's own games
have exactly the shape a plug-in has. The server, the shared bot code, the command and
the landing page read the registry instead (docs/writing-a-game.md)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SHARED = ("api", "policies", "millie", "clients/bots", "rules")
GENERATED = {"api/http/static/play/millie.js"}  # the TypeScript client's bundle
# Where a game may still be named, and why.
ALLOWED: dict[str, str] = {}


def built_in() -> dict[str, str]:
    """Millie's own games: slug -> the package that declares it (pyproject's entry points)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    points = project["entry-points"]["millie.games"]
    return {slug: value.split(":")[0] for slug, value in points.items()}


def named(slug: str, package: str) -> re.Pattern[str]:
    """The game's slug, its package's name or its title's words, however written."""
    words = [slug, package.rsplit(".", 1)[-1]]
    spellings = {r"[-_ ]?".join(re.escape(w) for w in re.split(r"[-_]", word)) for word in words}
    return re.compile(r"\b(" + "|".join(sorted(spellings)) + ")", re.IGNORECASE)  # MillionsView too


def files_outside(package: str) -> list[Path]:
    own = ROOT / package.removeprefix("millie.").replace(".", "/")  # millie/rules links rules/
    found = []
    for top in SHARED:
        for path in sorted((ROOT / top).rglob("*")):
            name = str(path.relative_to(ROOT))
            if not path.is_file() or path.is_relative_to(own) or "__pycache__" in path.parts:
                continue
            if name in GENERATED or name in ALLOWED or "swagger-ui" in path.parts:
                continue
            found.append(path)
    return found


def test_the_built_in_games_are_found_from_the_entry_points() -> None:
    assert built_in() == {
        "millions": "millie.rules.millions",
        "millimemory": "millie.rules.millimemory",
        "morbid-living": "millie.rules.morbid_living",
    }


def test_no_built_in_game_is_named_outside_its_own_package() -> None:
    for slug, package in built_in().items():
        pattern = named(slug, package)
        for path in files_outside(package):
            text = path.read_text(errors="replace")
            for number, line in enumerate(text.splitlines(), start=1):
                hit = pattern.search(line)
                assert hit is None, (
                    f"{path.relative_to(ROOT)}:{number} names {slug!r} ({hit.group(0)!r}): "
                    "a game's facts belong in its package (its declaration, schemas, "
                    "policies, table)"
                )


def test_the_check_finds_a_game_however_it_is_written() -> None:
    pattern = named("morbid-living", "millie.rules.morbid_living")
    for text in ("morbid-living", "Morbid Living", "millie.rules.morbid_living", "MorbidLiving"):
        assert pattern.search(text), text
    assert not named("millions", "millie.rules.millions").search("Millie's millimetres")


def test_every_allowance_is_still_needed() -> None:
    patterns = [named(slug, package) for slug, package in built_in().items()]
    for name in ALLOWED:
        text = (ROOT / name).read_text()
        assert any(p.search(text) for p in patterns), f"{name} no longer names a game"
