"""The conformance kit fails a game that breaks the contract, saying how: each variant of
high card in tests/kit/broken.py breaks it one way. A kit that cannot fail is no kit."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import broken
import pytest

from millie import kit
from millie.rules.game import Game
from servers import millie_command

HERE = Path(__file__).resolve().parent
ENGINE = ("engine", "timers")


@pytest.mark.parametrize(
    ("game", "failure"),
    [
        (
            broken.PEEKING_VIEW,
            r"seed \d+, after move \d+: seat \d's view shows seat \d's secret 'card-\d+'",
        ),
        (broken.SPECTATOR_SEES_PICKS, r"a spectator's view shows seat \d's secret 'card-\d+'"),
        (
            broken.UNSEEDED_DEAL,
            r"replaying move \d+ \(seat \d: pick .*\): refused|the final state differs",
        ),
        (
            broken.OFFERS_THE_OTHERS_CARDS,
            r"seat \d's legal action .*card-\d+.*: is refused: 'not_in_hand'",
        ),
        (
            broken.FORGETS_ROUNDS,
            r"move \d+ \(seat \d: pick .*\): to_dict\(from_dict\(doc\)\) differs",
        ),
        (broken.IDLE_TIMER, r'abandoned with \{"pick_seconds": 1\}.*no timer runs'),
        (broken.CRASHING_PICK, r"card-10.*(makes )?the engine raise.* KeyError\('card-10'\)"),
    ],
    ids=lambda v: v.engine.__class__.__name__ if isinstance(v, Game) else "",
)
def test_the_engine_checks_catch_it(game: Game, failure: str) -> None:
    with pytest.raises(kit.KitFailure, match=r"^highcard, seed \d+, ") as caught:
        kit.run(game, checks=ENGINE)
    assert caught.match(failure)


def test_high_card_itself_passes_them() -> None:
    report = kit.run(kit.find("highcard"), checks=ENGINE)
    assert [line.split()[:2] for line in report.lines] == [["ok", "engine"], ["ok", "timers"]]


def installed(folder: Path, **games: str) -> dict[str, str]:
    """The broken games as a distribution in `folder` (entry points in `millie.games`),
    as pip would install it: the environment that serves them."""
    info = folder / "kit_broken_games-0.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: kit-broken-games\nVersion: 0.0\n")
    points = "".join(f"{name} = broken:{attribute}\n" for name, attribute in games.items())
    (info / "entry_points.txt").write_text(f"[millie.games]\n{points}")
    path = os.pathsep.join([str(folder), str(HERE), *sys.path])
    return {**os.environ, "PYTHONPATH": path}


@pytest.mark.parametrize(
    ("name", "failure"),
    [
        ("TELLING_REFUSAL", r"the refusal of seat \d's highcard_pick .* shows seat \d's secret"),
    ],
)
def test_the_server_checks_catch_it(tmp_path: Path, name: str, failure: str) -> None:
    env = installed(tmp_path, broken=name)
    env["MILLIE_GAMES"] = "broken"
    done = subprocess.run(
        [*millie_command(), "kit", "broken", "--check", "server", "--games", "2"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stderr.startswith("FAILED: highcard, seed "), done.stderr
    assert re.search(failure, done.stderr), done.stderr
