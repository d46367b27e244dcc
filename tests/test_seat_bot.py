"""A SeatBot's requests around its own move (clients/bots/millie_bots/seat.py), against the
app in process through the generated client."""

from __future__ import annotations

from collections.abc import Callable

import httpx
from flask.testing import FlaskClient
from millie_bots.policies import RandomPolicy
from millie_bots.seat import SeatBot
from millie_client import AuthenticatedClient
from millie_client.models import GameType

from tables import Table


def seat_bot(
    client: FlaskClient, table: Table, seat: int, before: Callable[[httpx.Request], None]
) -> SeatBot:
    """Seat `seat`'s bot; `before(request)` sees each of its requests before it is sent."""
    http = httpx.Client(
        base_url="http://millie.test",
        transport=httpx.WSGITransport(app=client.application),
        headers={"Authorization": f"Bearer {table.tokens[seat]}"},
        event_hooks={"request": [before]},
    )
    api = AuthenticatedClient(base_url="http://millie.test", token=table.tokens[seat])
    api.set_httpx_client(http)
    return SeatBot(api, GameType.MILLIONS, table.game_id, RandomPolicy())


def test_after_its_move_a_bot_keeps_the_answer_when_no_event_came_after_it(
    client: FlaskClient,
) -> None:
    table = Table.create(client, 4, seed=1)
    sent: list[str] = []
    bot = seat_bot(client, table, 0, lambda r: sent.append(f"{r.method} {r.url.path}"))
    view = bot._view()
    sent.clear()
    after = bot._act(view)  # seat 0 flips; nobody else moves
    assert sent == [f"POST {table.path('flip')}", f"GET {table.path('events')}"]
    assert after.last_seq == bot.after == client.get(table.path("events")).json["last_seq"]
    assert after.to_dict() == bot._view().to_dict()


def test_after_its_move_a_bot_reads_its_view_again_when_another_seat_moved(
    client: FlaskClient,
) -> None:
    table = Table.create(client, 4, seed=1)
    sent: list[str] = []

    def before(request: httpx.Request) -> None:
        sent.append(f"{request.method} {request.url.path}")
        if request.url.path.endswith("/events"):  # seat 1 moves between the move and the poll
            entry = table.view(1)["legal_actions"][0]
            moved = client.post(entry["path"], json=entry["body"], headers=table.auth(1))
            assert moved.status_code == 200, moved.json

    bot = seat_bot(client, table, 0, before)
    view = bot._view()
    sent.clear()
    after = bot._act(view)
    assert sent == [
        f"POST {table.path('flip')}",
        f"GET {table.path('events')}",
        f"GET {table.path()}",
    ]
    assert after.last_seq == bot.after == client.get(table.path("events")).json["last_seq"]
    assert after.version == view.version + 2  # seat 0's move and seat 1's
