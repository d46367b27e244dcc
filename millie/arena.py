"""`millie arena`: bot players rated against each other through seeks, on a server.

Each bot of `--bots` is registered as a bot player; then, game after game, every one of
them seeks a rated game of the type (the last seek makes it: they all fit), and each
plays its seat with its player token (`millie_bots.seat.SeatBot`, its policy choosing
among `legal_actions`). The leaderboard of the type, as the server keeps it, is printed
at the end (docs/players.md).
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import httpx
from millie_bots.policies import names
from millie_bots.seat import SeatBot
from millie_client import AuthenticatedClient
from millie_client.models import GameType

from millie.simulate import local_server, make_policies, progress


@dataclass
class ArenaBot:
    policy: str
    id: str
    name: str
    token: str


def _checked(answer: httpx.Response, what: str) -> dict[str, Any]:
    if answer.status_code not in (200, 201):
        raise SystemExit(f"millie arena: {what}: {answer.status_code} {answer.text[:300]}")
    body: dict[str, Any] = answer.json()
    return body


def register(http: httpx.Client, bots: list[str]) -> list[ArenaBot]:
    """One bot player per name of `bots` ("Greedy 1", "Random 2", ...)."""
    made = []
    for i, policy in enumerate(bots, start=1):
        name = f"{policy.title()} {i}"
        body = _checked(http.post("/v1/players", json={"name": name, "bot": True}), "a player")
        made.append(ArenaBot(policy, body["player"]["id"], name, body["token"]))
    return made


def match(http: httpx.Client, game_type: str, bots: list[ArenaBot]) -> str:
    """Every bot seeks a rated game of them all; the game's id."""
    game = None
    for bot in bots:
        auth = {"Authorization": f"Bearer {bot.token}"}
        body = {"players": len(bots), "rated": True}
        seek = _checked(http.post(f"/v1/{game_type}/seeks", json=body, headers=auth), "a seek")
        if seek["seek"]["status"] == "matched":
            game = seek["seek"]["game"]["id"]
    if game is None:  # another arena's seeks on the same server took some of ours
        raise SystemExit("millie arena: the seeks were not matched into one game")
    return str(game)


def play(base: str, game_type: str, game_id: str, bots: list[ArenaBot], seed: int) -> list[str]:
    """Each bot plays its seat of the game at once; the errors any of them met."""
    policies = make_policies([b.policy for b in bots], random.Random(seed), game_type)

    def seat(i: int) -> list[str]:
        client = AuthenticatedClient(
            base_url=base, token=bots[i].token, timeout=httpx.Timeout(30.0)
        )
        with client:
            bot = SeatBot(client, GameType(game_type), game_id, policies[i])
            bot.play()
            return bot.record.errors

    with ThreadPoolExecutor(len(bots)) as pool:
        return [e for errors in pool.map(seat, range(len(bots))) for e in errors]


def leaderboard(http: httpx.Client, game_type: str, bots: list[ArenaBot]) -> list[dict[str, Any]]:
    """The arena's bots on the type's leaderboard, best first."""
    ours = {b.id for b in bots}
    board = _checked(http.get(f"/v1/{game_type}/leaderboard?page_size=100"), "the leaderboard")
    return [line for line in board["players"] if line["id"] in ours]


def report(game_type: str, games: int, lines: list[dict[str, Any]]) -> str:
    rows = [f"{game_type}: {games} rated games; the leaderboard (1500 + 40 (mu - 3 sigma)):"]
    rows.append(f"{'place':>5}  {'bot':<14} {'rating':>6} {'mu':>7} {'sigma':>6} {'games':>5}")
    for place, line in enumerate(lines, start=1):
        rows.append(
            f"{place:>5}  {line['name']:<14} {line['rating']:>6} {line['mu']:>7.2f} "
            f"{line['sigma']:>6.2f} {line['games']:>5}"
        )
    return "\n".join(rows)


@contextmanager
def _given(server: str) -> Iterator[str]:
    yield server.rstrip("/")


def run(
    server: str | None, game_type: str, bots: list[str], games: int, seed: int | None
) -> list[dict[str, Any]]:
    """Register the bots, play `games` rated games through seeks: the bots' lines of
    the leaderboard, best first."""
    if game_type not in {t.value for t in GameType}:
        raise SystemExit(
            f"millie arena plays Millie's own games: {', '.join(t.value for t in GameType)}"
        )
    known = names(game_type)
    unknown = [b for b in bots if b not in known]
    if unknown:
        raise SystemExit(
            f"millie arena: unknown bots {unknown}; {game_type} has: {', '.join(known)}"
        )
    rng = random.Random(seed)
    with (
        local_server() if server is None else _given(server) as base,
        httpx.Client(base_url=base, timeout=30.0) as http,
    ):
        players = register(http, bots)
        started = time.monotonic()
        for done in range(games):
            turn = done % len(players)  # the seats go round: seats are in seek order
            game_id = match(http, game_type, players[turn:] + players[:turn])
            errors = play(base, game_type, game_id, players, rng.randrange(2**53))
            if errors:
                raise SystemExit(f"millie arena: game {game_id}: {errors[0]}")
            progress(done + 1, games, started)
        print(file=sys.stderr)
        return leaderboard(http, game_type, players)
