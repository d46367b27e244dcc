"""The documentation stands alone: every relative link of README.md and docs/ leads to a
file of the repository (and its #anchor to a heading of that file), and no tracked file
cites a path outside the repository (the rulebooks and rulings are in docs/rulings.md)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)|!\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^(```|~~~)")
OUTSIDE = ("../" + "shared", "shared/" + "RULINGS", "RULINGS" + ".md", "shared/" + "seeds")
"""Paths outside the repository that no file may cite (split so this file does not)."""
UNTOUCHED = {"docs/performance.md"}
"""A lab record kept as written: held only to the first rule, no path to the shared folder."""


def prose(text: str) -> str:
    """The text without fenced code blocks or inline code (a link there is no link)."""
    out, fenced = [], False
    for line in text.splitlines():
        if FENCE.match(line.strip()):
            fenced = not fenced
            continue
        if not fenced:
            out.append(re.sub(r"`[^`]*`", "", line))
    return "\n".join(out)


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes."""
    text = re.sub(r"`|\*|_(?=\W)|(?<=\W)_", "", heading.strip().lower())
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    seen: dict[str, int] = {}
    out = set()
    fenced = False
    for line in page.read_text(encoding="utf-8").splitlines():
        if FENCE.match(line.strip()):
            fenced = not fenced
        if fenced or not line.startswith("#"):
            continue
        base = slug(line.lstrip("#"))
        n = seen.get(base, 0)
        seen[base] = n + 1
        out.add(base if n == 0 else f"{base}-{n}")
    return out


def links(page: Path) -> list[str]:
    text = prose(page.read_text(encoding="utf-8"))
    return [a or b for a, b in LINK.findall(text)]


def test_the_pages_have_links_to_check() -> None:
    assert ROOT / "docs" / "rulings.md" in PAGES
    assert len([t for p in PAGES for t in links(p)]) > 30


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_leads_to_a_file_and_heading_of_the_repository(page: Path) -> None:
    broken = []
    for target in links(page):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto: ...
            continue
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.is_relative_to(ROOT) or not file.exists():
            broken.append(f"{target}: no such file in the repository")
        elif anchor and file.suffix == ".md" and anchor not in anchors(file):
            broken.append(f"{target}: no heading #{anchor} in {file.relative_to(ROOT)}")
    assert broken == [], f"{page.relative_to(ROOT)}: {broken}"


def test_the_slugs_follow_githubs_rule() -> None:
    assert slug(" 6.11 The turn timer (`turn_seconds`)") == "611-the-turn-timer-turn_seconds"
    assert slug(" Aunt Millie's Millions") == "aunt-millies-millions"
    assert slug(" L14a") == "l14a"


def test_every_ruling_id_has_its_text_in_the_docs() -> None:
    """M1-M22, L1-L15 with L14a, Q1-Q10, G1-G3: each a heading of docs/rulings.md."""
    ids = [f"m{i}" for i in range(1, 23)] + [f"l{i}" for i in range(1, 16)] + ["l14a"]
    ids += [f"q{i}" for i in range(1, 11)] + ["g1", "g2", "g3"]
    assert set(ids) <= anchors(ROOT / "docs" / "rulings.md")


def tracked_text_files() -> list[Path]:
    names = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.split(b"\0")
    out = []
    for name in filter(None, names):
        path = ROOT / name.decode()
        if not path.is_file():
            continue
        data = path.read_bytes()
        if b"\0" not in data[:8192]:
            out.append(path)
    return out


def test_no_tracked_file_cites_a_path_outside_the_repository() -> None:
    files = tracked_text_files()
    assert len(files) > 100
    citing = []
    for path in files:
        name = str(path.relative_to(ROOT))
        text = path.read_text(encoding="utf-8", errors="replace")
        outside = OUTSIDE[:1] if name in UNTOUCHED else OUTSIDE
        citing += [f"{name}: {o}" for o in outside if o in text]
    assert citing == []
