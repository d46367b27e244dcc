"""A bot as a player, lichess-style: one process, one player stream, however many games.

It seeks a game; its stream (`GET /v1/players/me/stream`) says when a seek matched, when
a game waits for it (`your_turn`) and when a game is over; on `your_turn` it reads that
game's new events (for its policy) and its view, and sends what its policy picks among
`legal_actions`, with its player token, until the game waits for others; on
`game_finished` it seeks again, until it has played `games` games. See docs/players.md.
"""

from __future__ import annotations

import json
import random
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx

from millie import policies
from millie_bots.policies import installed

MOVES_PER_TURN = 50  # a bound on one `your_turn`'s moves (the stream tells the next)


@dataclass
class PlayerBot:
    """One bot player; `http` carries its player token."""

    http: httpx.Client
    game_type: str
    policy: str
    players: int
    rated: bool = True
    rng: random.Random = field(default_factory=random.Random)
    minds: dict[str, tuple[policies.Policy, int]] = field(default_factory=dict)
    finished: set[str] = field(default_factory=set)
    errors: list[str] = field(default_factory=list)

    def seek(self) -> None:
        body = {"players": self.players, "rated": self.rated}
        answer = self.http.post(f"/v1/{self.game_type}/seeks", json=body)
        if answer.status_code != 201:
            self.errors.append(f"seek: {answer.status_code} {answer.text[:200]}")

    def play(self, games: int, timeout: float = 600.0) -> int:
        """Seek and play until `games` games are finished (or `timeout` seconds pass):
        how many were."""
        deadline = time.monotonic() + timeout
        last_id: str | None = None
        self.seek()
        while len(self.finished) < games and time.monotonic() < deadline:
            headers = {"Last-Event-ID": last_id} if last_id else {}
            try:
                last_id = self._follow(headers, games, deadline, last_id)
            except httpx.TransportError:  # the stream was cut: again from its last id
                time.sleep(0.5)
        return len(self.finished)

    def _follow(
        self, headers: dict[str, str], games: int, deadline: float, last_id: str | None
    ) -> str | None:
        """One connection of the stream, until it ends or there is no more to play."""
        with self.http.stream(
            "GET", "/v1/players/me/stream", headers=headers, timeout=60.0
        ) as stream:
            for at, kind, data in _messages(stream.iter_lines()):
                last_id = at or last_id
                if kind == "snapshot":
                    for game in data["games"]:
                        if game["your_turn"]:
                            self.turn(game["id"])
                elif kind == "your_turn":
                    self.turn(data["id"])
                elif kind == "game_finished" and data["id"] not in self.finished:
                    self.finished.add(data["id"])
                    self.minds.pop(data["id"], None)
                    if len(self.finished) >= games:
                        break
                    self.seek()
                if time.monotonic() >= deadline:
                    break
        return last_id

    def turn(self, game_id: str) -> None:
        """Act in the game while it offers this seat something to do."""
        mind, after = self.minds.get(game_id) or (
            policies.make(
                installed()[self.game_type], self.policy, random.Random(self.rng.random())
            ),
            0,
        )
        path = f"/v1/{self.game_type}/games/{game_id}"
        for _ in range(MOVES_PER_TURN):
            page = self.http.get(f"{path}/events", params={"after": after, "view": True}).json()
            for event in page["events"]:
                mind.observe(event)
                after = event["seq"]
            view = page["view"]
            if view["status"] != "active" or not view["legal_actions"]:
                break
            entry = mind.choose(view, view["legal_actions"])
            key = {"Idempotency-Key": f"move-{uuid.uuid4()}"}
            answer = self.http.post(entry["path"], json=entry["body"], headers=key)
            if answer.status_code not in (200, 409):  # 409: a race lost, a stale view
                self.errors.append(f"{entry['action']}: {answer.status_code} {answer.text[:200]}")
                break
        self.minds[game_id] = (mind, after)


def _messages(lines: Iterator[str]) -> Iterator[tuple[str | None, str, dict[str, Any]]]:
    """(id, event, data) of each Server-Sent Events message."""
    at: str | None = None
    kind: str | None = None
    data = ""
    for line in lines:
        if not line:
            if kind is not None:
                yield at, kind, json.loads(data)
            at, kind, data = None, None, ""
        elif line.startswith("id: "):
            at = line[4:]
        elif line.startswith("event: "):
            kind = line[7:]
        elif line.startswith("data: "):
            data += line[6:]


def run(base: str, token: str, game_type: str, policy: str, players: int, games: int) -> int:
    """One bot player (its token) playing `games` games of `players` through seeks."""
    headers = {"Authorization": f"Bearer {token}"}
    with httpx.Client(base_url=base, headers=headers, timeout=30.0) as http:
        bot = PlayerBot(http, game_type, policy, players)
        played = bot.play(games)
        if bot.errors:
            raise RuntimeError(f"{policy} bot: {bot.errors[0]}")
        return played
