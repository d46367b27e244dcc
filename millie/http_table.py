"""`millie simulate` for any hosted game, over plain HTTP: the games the generated client
has no functions for (a plug-in game, registered in `millie.games`).

Every bot follows the game the way the README tells a client to: read your view, send
one entry of `legal_actions` as it is (method, path, body), wait for the next event.
The policies are the game's (`Game.policies`) or the random bot, which plays any game
(policies.make).
"""

from __future__ import annotations

import random
import threading
import time
from dataclasses import dataclass, field
from typing import Any

import httpx

from millie import policies
from millie.api.core.games import GROUP, load
from millie.rules.game import Game


@dataclass
class Played:
    """One game: the final score and what went wrong, if anything."""

    score: dict[str, Any] = field(default_factory=dict)
    moves: int = 0
    refused: int = 0
    errors: list[str] = field(default_factory=list)


def installed_game(slug: str) -> Game:
    from importlib.metadata import entry_points

    games = load(entry_points(group=GROUP))
    if slug not in games:
        raise SystemExit(f"no game {slug!r} is installed; installed: {', '.join(games)}")
    return games[slug]


def make_policy(game: Game, name: str, rng: random.Random) -> policies.Policy:
    return policies.make(game, name, rng)


def play(base: str, game: Game, bots: list[str], seed: int, timeout: float = 120) -> Played:
    """Create a game, seat one bot per policy name, start it, let the bots play it out."""
    played = Played()
    rng = random.Random(seed)
    with httpx.Client(base_url=base, timeout=30) as http:
        created = http.post(f"/v1/{game.slug}/games", json={"seed": seed}).json()
        game_id, host = created["game"]["id"], created["host_token"]
        path = f"/v1/{game.slug}/games/{game_id}"
        tokens = []
        for _ in bots:
            join = next(a for a in http.get(path).json()["legal_actions"] if a["action"] == "join")
            tokens.append(http.post(join["path"], json=join["body"]).json()["token"])
        http.post(f"{path}/start", json={}, headers=_auth(host)).raise_for_status()
        threads = [
            threading.Thread(
                target=_seat,
                args=(
                    base,
                    path,
                    token,
                    make_policy(game, name, random.Random(rng.random())),
                    played,
                    timeout,
                ),
            )
            for token, name in zip(tokens, bots, strict=True)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        played.score = http.get(f"{path}/score").json()
    return played


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _seat(
    base: str, path: str, token: str, policy: policies.Policy, played: Played, timeout: float
) -> None:
    deadline = time.monotonic() + timeout
    seen = 0
    with httpx.Client(base_url=base, timeout=60, headers=_auth(token)) as http:
        while time.monotonic() < deadline:
            page = http.get(f"{path}/events", params={"after": seen, "view": "true"}).json()
            for event in page["events"]:
                policy.observe(event)
                seen = event["seq"]
            view = page["view"]
            if view["status"] == "finished":
                return
            if not view["legal_actions"]:
                http.get(f"{path}/events", params={"after": seen, "wait": 5})
                continue
            entry = policy.choose(view, view["legal_actions"])
            answer = http.post(entry["path"], json=entry["body"])
            played.moves += 1
            if answer.status_code == 409:
                played.refused += 1  # a race lost or a view gone stale: look again
            elif answer.status_code != 200:
                played.errors.append(
                    f"{entry['path']} ({entry['label']}): {answer.status_code} {answer.text}"
                )
                return
        played.errors.append(f"{path}: not finished in {timeout:g} s")


def report(records: list[Played], bots: list[str]) -> str:
    """Wins per seat, moves and errors."""
    games = len(records)
    lines = [f"games: {games}", "", f"{'seat':>4}  {'bot':<9} {'wins':>5} {'win %':>6}"]
    for seat, bot in enumerate(bots):
        wins = sum(seat in (r.score.get("result") or {}).get("winners", []) for r in records)
        lines.append(f"{seat:>4}  {bot:<9} {wins:>5} {100 * wins / max(games, 1):>5.1f}%")
    errors = [e for r in records for e in r.errors]
    lines += [
        "",
        f"moves: {sum(r.moves for r in records)}; refused with 409: "
        f"{sum(r.refused for r in records)}",
        f"errors: {len(errors)}",
        *(f"  {e}" for e in errors[:10]),
    ]
    return "\n".join(lines)
