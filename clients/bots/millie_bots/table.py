"""A whole game of bots: create, seat one bot per policy, start, and let them race.

Each bot runs in its own thread with its own HTTP connection, so their claims really
race at the server.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

import httpx
from millie_client import AuthenticatedClient, Client
from millie_client.api.games import create_game, get_score, join_game, start_game
from millie_client.models import (
    CreatedGame,
    Empty,
    Joined,
    MillionsCreateGame,
    MillionsJoin,
    MillionsJoinCharacter,
    MillionsOptions,
    MillionsView,
    Score,
)

from millie_bots.seat import MILLIONS, Policy, SeatBot, SeatRecord

CHARACTERS = list(MillionsJoinCharacter)
TIMEOUT = httpx.Timeout(30.0)


@dataclass
class GameRecord:
    game_id: str
    policies: list[str]
    final: MillionsView
    score: Score
    seats: list[SeatRecord]
    seconds: float

    @property
    def errors(self) -> list[str]:
        return [e for seat in self.seats for e in seat.errors]


def play_game(
    base_url: str,
    policies: list[Policy],
    seed: int | None = None,
    face_up_rows: bool = False,
    timeout: float = 300.0,
) -> GameRecord:
    """Play one complete game of Aunt Millie's Millions with one bot per policy."""
    started = time.monotonic()
    anyone = Client(base_url, timeout=TIMEOUT)
    body = MillionsCreateGame(options=MillionsOptions(face_up_rows=face_up_rows), seed=seed)
    created = create_game.sync(MILLIONS, client=anyone, body=body)
    if not isinstance(created, CreatedGame):
        raise RuntimeError(f"create_game failed: {created}")
    game_id = created.game.id
    bots = []
    for seat, policy in enumerate(policies):
        character = CHARACTERS[seat]
        join = MillionsJoin(name=f"{policy.name} {seat}", character=character)
        joined = join_game.sync(MILLIONS, game_id, client=anyone, body=join)
        if not isinstance(joined, Joined):
            raise RuntimeError(f"join_game failed: {joined}")
        client = AuthenticatedClient(base_url, token=joined.token, timeout=TIMEOUT)
        bots.append(SeatBot(client, game_id, policy))
    host = AuthenticatedClient(base_url, token=created.host_token, timeout=TIMEOUT)
    if not isinstance(start_game.sync(MILLIONS, game_id, client=host, body=Empty()), MillionsView):
        raise RuntimeError("start_game failed")

    finals: list[MillionsView | None] = [None] * len(bots)
    failures: list[BaseException] = []

    def run(seat: int) -> None:
        try:
            finals[seat] = bots[seat].play(timeout)
        except BaseException as error:  # reported below, with the game id
            failures.append(error)

    threads = [threading.Thread(target=run, args=(seat,)) for seat in range(len(bots))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise RuntimeError(f"game {game_id}: {failures[0]!r}") from failures[0]
    score = get_score.sync(MILLIONS, game_id, client=anyone)
    if not isinstance(score, Score):
        raise RuntimeError(f"get_score failed: {score}")
    final = finals[0]
    assert final is not None
    return GameRecord(
        game_id=game_id,
        policies=[p.name for p in policies],
        final=final,
        score=score,
        seats=[bot.record for bot in bots],
        seconds=time.monotonic() - started,
    )
