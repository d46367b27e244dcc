"""`millie simulate --server` against a server whose rate limits are on (as `millie
serve` starts by default): the bots honour every 429 (Retry-After) and finish their
games; a server that keeps refusing gets a sentence and exit status 1, never a
traceback. Both ways: the generated client's bots and the plain-HTTP ones (a plug-in)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import httpx
import pytest

from servers import millie_command, running_server

pytestmark = pytest.mark.server

# Tight enough that a game meets many 429s.
TIGHT = {
    "RATELIMIT_ENABLED": "true",
    "RATELIMIT_PER_TOKEN": "4 per second",
    "RATELIMIT_PER_IP": "30 per second",
    "MILLIE_GAMES": "",  # every installed game: high card, the plug-in, too
}


def simulate(base: str, *args: str) -> subprocess.CompletedProcess[str]:
    command = [*millie_command(), "simulate", "--server", base, "--seed", "3", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=400)


@pytest.mark.parametrize(
    "game", [["--game", "millions", "--players", "3"], ["--game", "highcard", "--players", "2"]]
)
def test_simulate_honours_429s_and_finishes_its_games(tmp_path: Path, game: list[str]) -> None:
    with running_server("sqlite:///millie.db", workers=1, cwd=tmp_path, env=TIGHT) as base:
        out = simulate(base, *game, "--games", "2", "--parallel", "2")
        log = (tmp_path / "server.log").read_text()
    assert "Traceback" not in out.stdout + out.stderr, out.stderr[-3000:]
    assert out.returncode == 0, out.stdout + out.stderr[-3000:]
    assert "games: 2" in out.stdout and "errors: 0" in out.stdout, out.stdout
    assert " 429" in log, "the limits refused some requests: the bots waited them out"


@pytest.mark.parametrize("game", ["millions", "highcard"])
def test_simulate_gives_up_on_a_server_that_keeps_refusing_with_a_sentence(
    tmp_path: Path, game: str
) -> None:
    """One game per address per hour, taken by a game made first: simulate's create is
    refused with a Retry-After of about an hour, more than simulate waits."""
    env = {**TIGHT, "GAMES_PER_IP_PER_HOUR": "1"}
    with running_server("sqlite:///millie.db", workers=1, cwd=tmp_path, env=env) as base:
        made = httpx.post(f"{base}/v1/{game}/games", json={"options": {}}, timeout=30)
        assert made.status_code == 201, made.text
        out = simulate(
            base,
            "--game",
            game,
            "--players",
            "2" if game == "highcard" else "3",
            "--games",
            "2",
            "--parallel",
            "1",
        )
    said = out.stdout + out.stderr
    assert "Traceback" not in said, out.stderr[-3000:]
    assert out.returncode == 1, said
    assert "429 rate_limited" in said and "the limit is 1" in said, said
