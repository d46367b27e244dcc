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
from millie_client.api.games import get_game, get_score, start_game
from millie_client.models import CreatedGame, Empty, GameType, Problem
from millie_client.types import Response

from millie_bots.seat import (
    Policy,
    SeatBot,
    SeatRecord,
    View,
    problem_words,
    retrying,
    send_request,
)

TIMEOUT = httpx.Timeout(30.0)
Score = Any  # the client's model of the game's score (get_score's answer)


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


@dataclass(frozen=True)
class Joined:
    """What a bot needs of a join's answer (any game's `<Game>Joined`): its seat's token."""

    token: str

    @classmethod
    def from_dict(cls, answer: dict[str, Any]) -> Joined:
        return cls(str(answer["token"]))


def _answered(response: Response[Any], what: str) -> Any:
    """An answer's model, or an error that says, in words, which request the server
    refused and why (its problem's status, code and detail)."""
    parsed = response.parsed
    if parsed is None or isinstance(parsed, Problem):
        raise RuntimeError(f"{what}: {problem_words(response)}")
    return parsed


def play_game(
    base_url: str,
    policies: list[Policy],
    seed: int | None = None,
    options: dict[str, Any] | None = None,
    timeout: float = 300.0,
    *,
    game: GameType,
) -> GameRecord:
    """Play one complete game with one bot per policy. `options` are the game's own (its
    create body's `options`); each bot takes the first seat the lobby offers (its `join`
    entries of `legal_actions`), named after its policy."""
    started = time.monotonic()
    anyone = Client(base_url, timeout=TIMEOUT, httpx_args={"transport": Transport()})
    # Every POST has an Idempotency-Key, so that one whose answer was lost (an instance
    # gone behind a balancer) can be sent again: it is applied once.
    key = f"create-{uuid.uuid4()}"
    body = {"options": options or {}, "seed": seed}
    create = partial(
        send_request, anyone, "POST", f"/v1/{game.value}/games", body, key, CreatedGame
    )
    created = _answered(retrying(create, (429,)), "create the game")
    game_id = created.game.id
    bots = []
    for seat, policy in enumerate(policies):
        lobby = retrying(lambda: get_game.sync_detailed(game, game_id, client=anyone))
        entry = next(
            e for e in _answered(lobby, "read the lobby").legal_actions if e.action.value == "join"
        )
        seat_body = {**entry.body.to_dict(), "name": f"{policy.name} {seat}"}
        joining = f"join-{uuid.uuid4()}"
        join = partial(send_request, anyone, "POST", entry.path, seat_body, joining, Joined)
        joined = _answered(retrying(join, (429,)), "take a seat")
        client = AuthenticatedClient(
            base_url, token=joined.token, timeout=TIMEOUT, httpx_args={"transport": Transport()}
        )
        bots.append(SeatBot(client, game, game_id, policy))
    host = AuthenticatedClient(
        base_url, token=created.host_token, timeout=TIMEOUT, httpx_args={"transport": Transport()}
    )
    key = f"start-{uuid.uuid4()}"
    _answered(
        retrying(
            lambda: start_game.sync_detailed(
                game, game_id, client=host, body=Empty(), idempotency_key=key
            ),
            (429,),
        ),
        "start the game",
    )

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
        raise RuntimeError(f"game {game_id}: {failures[0]}") from failures[0]
    score = _answered(
        retrying(lambda: get_score.sync_detailed(game, game_id, client=anyone)),
        "read the score",
    )
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
