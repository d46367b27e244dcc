"""A whole game of bots: create, seat one bot per policy, start, and let them race.

Each bot runs in its own thread with its own HTTP connection, so their moves really
race at the server.
"""

from __future__ import annotations

import ssl
import threading
import time
import uuid
from dataclasses import dataclass
from functools import cache, partial
from typing import Any

import httpx
from millie_client import AuthenticatedClient, Client
from millie_client.api.games import create_game, get_score, join_game, start_game
from millie_client.models import (
    CreatedGame,
    Empty,
    GameType,
    MillimemoryCreateGame,
    MillimemoryJoin,
    MillimemoryJoinColour,
    MillimemoryJoined,
    MillimemoryOptions,
    MillimemoryScore,
    MillimemoryView,
    MillionsCreateGame,
    MillionsJoin,
    MillionsJoinCharacter,
    MillionsJoined,
    MillionsOptions,
    MillionsScore,
    MillionsView,
    MorbidLivingCreateGame,
    MorbidLivingJoin,
    MorbidLivingJoined,
    MorbidLivingOptions,
    MorbidLivingScore,
    MorbidLivingView,
)

from millie_bots.seat import Policy, SeatBot, SeatRecord, View, retrying

TIMEOUT = httpx.Timeout(30.0)
Score = MillionsScore | MillimemoryScore | MorbidLivingScore


@cache
def tls() -> ssl.SSLContext:
    """One TLS context for every client of this process, made on first use.

    Without one, every httpx client builds its own and loads the CA bundle into it
    (about 20 ms of CPU, even for an http:// server), six times per game. A context
    is safe to share between clients and threads.
    """
    return httpx.create_ssl_context()


class Transport(httpx.HTTPTransport):
    """httpx's transport on the process's one TLS context (`tls()`), which sends a read
    once more when the server closed its pooled connection just as the read went out.

    A server closes a keep-alive connection that stayed idle for its keep-alive time
    (gunicorn's, so `millie serve`'s: 2 s). A request sent on it at that moment fails
    with `Server disconnected without sending a response` or `Connection reset by peer`,
    although the server never answered it: the game's creator, idle from the joins to
    the score at the end of a 2-second game, met it. A GET changes nothing, so it goes
    once more, on a new connection. A POST does not: the caller cannot tell whether it
    was applied, and sends it again only with the same Idempotency-Key (the bots do,
    `millie_bots.seat.retrying`), or looks (the view, the events) before sending it again.
    """

    CLOSED = (httpx.RemoteProtocolError, httpx.ReadError, httpx.WriteError)

    def __init__(self) -> None:
        super().__init__(verify=tls())

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        try:
            return super().handle_request(request)
        except self.CLOSED:
            if request.method != "GET":
                raise
            return super().handle_request(request)


@dataclass
class GameRecord:
    game_id: str
    policies: list[str]
    final: View
    score: Score
    seats: list[SeatRecord]
    seconds: float

    @property
    def errors(self) -> list[str]:
        return [e for seat in self.seats for e in seat.errors]


def _create_body(game: GameType, seed: int | None, option: bool) -> Any:
    if game == GameType.MORBID_LIVING:
        return MorbidLivingCreateGame(options=MorbidLivingOptions(start_seat=0), seed=seed)
    if game == GameType.MILLIONS:
        return MillionsCreateGame(options=MillionsOptions(face_up_rows=option), seed=seed)
    return MillimemoryCreateGame(options=MillimemoryOptions(single_winner=option), seed=seed)


def _join_body(game: GameType, seat: int, name: str) -> Any:
    if game == GameType.MORBID_LIVING:
        return MorbidLivingJoin(name=name)
    if game == GameType.MILLIONS:
        return MillionsJoin(name=name, character=list(MillionsJoinCharacter)[seat])
    return MillimemoryJoin(name=name, colour=list(MillimemoryJoinColour)[seat])


def play_game(
    base_url: str,
    policies: list[Policy],
    seed: int | None = None,
    option: bool = False,
    timeout: float = 300.0,
    game: GameType = GameType.MILLIONS,
) -> GameRecord:
    """Play one complete game with one bot per policy. `option` is the game's switch:
    `face_up_rows` in Aunt Millie's Millions, `single_winner` in Millimemory (none in
    Morbid Living, whose first seat starts)."""
    started = time.monotonic()
    anyone = Client(base_url, timeout=TIMEOUT, httpx_args={"transport": Transport()})
    create_body = _create_body(game, seed, option)
    # Every POST has an Idempotency-Key, so that one whose answer was lost (an instance
    # gone behind a balancer) can be sent again: it is applied once.
    key = f"create-{uuid.uuid4()}"
    created = retrying(
        lambda: create_game.sync_detailed(
            game, client=anyone, body=create_body, idempotency_key=key
        ),
        (429,),
    ).parsed
    if not isinstance(created, CreatedGame):
        raise RuntimeError(f"create_game failed: {created}")
    game_id = created.game.id
    bots = []
    for seat, policy in enumerate(policies):
        body = _join_body(game, seat, f"{policy.name} {seat}")
        join = partial(
            join_game.sync_detailed,
            game,
            game_id,
            client=anyone,
            body=body,
            idempotency_key=f"join-{uuid.uuid4()}",
        )
        joined = retrying(join, (429,)).parsed
        if not isinstance(joined, MillionsJoined | MillimemoryJoined | MorbidLivingJoined):
            raise RuntimeError(f"join_game failed: {joined}")
        client = AuthenticatedClient(
            base_url, token=joined.token, timeout=TIMEOUT, httpx_args={"transport": Transport()}
        )
        bots.append(SeatBot(client, game, game_id, policy))
    host = AuthenticatedClient(
        base_url, token=created.host_token, timeout=TIMEOUT, httpx_args={"transport": Transport()}
    )
    key = f"start-{uuid.uuid4()}"
    started_view = retrying(
        lambda: start_game.sync_detailed(
            game, game_id, client=host, body=Empty(), idempotency_key=key
        ),
        (429,),
    ).parsed
    if not isinstance(started_view, MillionsView | MillimemoryView | MorbidLivingView):
        raise RuntimeError(f"start_game failed: {started_view}")

    finals: list[View | None] = [None] * len(bots)
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
    score = retrying(lambda: get_score.sync_detailed(game, game_id, client=anyone)).parsed
    if not isinstance(score, MillionsScore | MillimemoryScore | MorbidLivingScore):
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
