"""`millie arena` (docs/players.md): bot players rated through seeks on a real server;
its documented result, at a small size: each game's strongest bot (greedy; Millimemory's
estimator) rated above random on every game.

Millions is a race (the first claim to arrive takes the card): on a loaded machine its
games are closer, and at 8 games a random bot once came out on top in CI. It plays 16."""

from __future__ import annotations

from pathlib import Path

import pytest

from millie import arena
from millie.simulate import strongest
from servers import running_server

GAMES = {"millions": 16, "morbid-living": 8, "millimemory": 8}


@pytest.mark.server
def test_the_strongest_bot_is_rated_above_random_on_every_game(tmp_path: Path) -> None:
    with running_server(f"sqlite:///{tmp_path / 'arena.db'}", workers=2, cwd=tmp_path) as base:
        for game in ("millions", "morbid-living", "millimemory"):
            strong = strongest(game)
            lines = arena.run(base, game, [strong, "random", "random"], GAMES[game], seed=1)
            assert [line["games"] for line in lines] == [GAMES[game]] * 3, game
            assert lines[0]["name"] == f"{strong.title()} 1", (game, lines)
            assert all(line["bot"] for line in lines)
