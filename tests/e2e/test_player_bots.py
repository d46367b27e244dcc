"""Bots as players (docs/players.md): two greedy bots, each one process with one player
stream, play rated games against each other and two random bots through seeks only, and
the leaderboard shows all four with every game counted.

CI plays 4 games; `MILLIE_PLAYER_BOT_GAMES=20` plays the issue's 20 (docs/players.md has
what that printed)."""

from __future__ import annotations

import multiprocessing
import os
from pathlib import Path

import httpx
import pytest
from millie_bots.player import run

from servers import running_server

GAMES = int(os.environ.get("MILLIE_PLAYER_BOT_GAMES", "4"))


def _bot(base: str, token: str, policy: str, out: multiprocessing.Queue[tuple[str, int]]) -> None:
    out.put((token, run(base, token, "millions", policy, 4, GAMES)))


@pytest.mark.server
def test_stream_bots_play_rated_games_through_seeks_only(tmp_path: Path) -> None:
    with running_server(f"sqlite:///{tmp_path / 'bots.db'}", workers=2, cwd=tmp_path) as base:
        policies = ["greedy", "greedy", "random", "random"]
        made = [
            httpx.post(f"{base}/v1/players", json={"name": f"{p.title()} {i}", "bot": True}).json()
            for i, p in enumerate(policies)
        ]
        context = multiprocessing.get_context("spawn")
        out: multiprocessing.Queue[tuple[str, int]] = context.Queue()
        bots = [
            context.Process(target=_bot, args=(base, m["token"], p, out))
            for m, p in zip(made, policies, strict=True)
        ]
        for bot in bots:
            bot.start()
        try:
            played = dict(out.get(timeout=600) for _ in bots)
        finally:
            print((tmp_path / "server.log").read_text()[-5000:])
        for bot in bots:
            bot.join(timeout=30)
            assert bot.exitcode == 0
        assert sorted(played.values()) == [GAMES] * 4
        board = httpx.get(f"{base}/v1/millions/leaderboard?players=bots").json()["players"]
        assert {line["id"] for line in board} == {m["player"]["id"] for m in made}
        assert all(line["games"] == GAMES for line in board)
        assert all(line["is_bot"] for line in board)
        print(f"\n{GAMES} rated games; the leaderboard (1500 + 40 (mu - 3 sigma)):")
        print("place  bot            rating      mu  sigma games")
        for line in board:
            print(
                f"{line['place']:>5}  {line['name']:<12} {line['rating']:>6} "
                f"{line['mu']:>7.2f} {line['sigma']:>6.2f} {line['games']:>5}"
            )
