"""`millie arena` (docs/players.md): bot players rated through seeks on a real server;
its documented result, at a small size: greedy rated above random on every game."""

from __future__ import annotations

from pathlib import Path

import pytest

from millie import arena
from servers import running_server

GAMES = 8


@pytest.mark.server
def test_greedy_is_rated_above_random_on_every_game(tmp_path: Path) -> None:
    with running_server(f"sqlite:///{tmp_path / 'arena.db'}", workers=2, cwd=tmp_path) as base:
        for game in ("millions", "morbid-living", "millimemory"):
            lines = arena.run(base, game, ["greedy", "random", "random"], GAMES, seed=1)
            assert [line["games"] for line in lines] == [GAMES] * 3, game
            assert lines[0]["name"] == "Greedy 1", (game, lines)
            assert all(line["bot"] for line in lines)
