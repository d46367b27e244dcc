"""A SeatBot's requests around its own move (clients/bots/millie_bots/seat.py), against the
app in process through the generated client."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from flask.testing import FlaskClient
from millie_bots.policies import make
from millie_bots.seat import SeatBot
from millie_client import AuthenticatedClient
from millie_client.models import GameType

from tables import Table


class Aged(httpx.BaseTransport):
    """The app, but each events page's view is one event older than the page says: as if
    a move was committed between the view and the events the server read."""

    def __init__(self, app: Any) -> None:
        self.app = httpx.WSGITransport(app=app)

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        response = self.app.handle_request(request)
        response.read()
        page = response.json() if request.url.path.endswith("/events") else {}
        if "view" not in page:
            return response
        page["view"]["last_seq"] -= 1
        return httpx.Response(response.status_code, json=page)


def seat_bot(
    client: FlaskClient,
    table: Table,
    seat: int,
    before: Callable[[httpx.Request], None],
    transport: httpx.BaseTransport | None = None,
) -> SeatBot:
    """Seat `seat`'s bot; `before(request)` sees each of its requests before it is sent."""
    http = httpx.Client(
        base_url="http://millie.test",
        transport=transport or httpx.WSGITransport(app=client.application),
        headers={"Authorization": f"Bearer {table.tokens[seat]}"},
        event_hooks={"request": [before]},
    )
    api = AuthenticatedClient(base_url="http://millie.test", token=table.tokens[seat])
    api.set_httpx_client(http)
    return SeatBot(
        api, GameType.MILLIONS, table.game_id, make("millions", "random", random.Random())
    )


def recording(
    client: FlaskClient, table: Table, seat: int, transport: httpx.BaseTransport | None = None
) -> tuple[SeatBot, list[str]]:
    """Seat `seat`'s bot, and the list its requests are written to ("GET /path")."""
    sent: list[str] = []
    bot = seat_bot(
        client, table, seat, lambda r: sent.append(f"{r.method} {r.url.path}"), transport
    )
    return bot, sent


def test_after_its_move_a_bot_keeps_the_answer_when_no_event_came_after_it(
    client: FlaskClient,
) -> None:
    table = Table.create(client, 4, seed=1)
    bot, sent = recording(client, table, 0)
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


def test_a_waiting_bot_catches_up_with_one_request(client: FlaskClient) -> None:
    """Woken by an event, a bot has it and its view as of it from one events poll
    (`view=true`), not a poll and then a GET."""
    table = Table.create(client, 4, seed=1)
    bot, sent = recording(client, table, 1)
    assert table.post(0, "flip").status_code == 200
    view = bot._catch_up(5.0)
    assert sent == [f"GET {table.path('events')}"]
    assert view.last_seq == bot.after == client.get(table.path("events")).json["last_seq"]
    assert view.to_dict() == bot._view().to_dict()


def test_a_bot_reads_its_view_again_when_the_pages_view_is_older_than_its_events(
    client: FlaskClient,
) -> None:
    table = Table.create(client, 4, seed=1)
    bot, sent = recording(client, table, 1, Aged(client.application))
    assert table.post(0, "flip").status_code == 200
    view = bot._catch_up(5.0)
    assert sent == [f"GET {table.path('events')}", f"GET {table.path()}"]
    assert view.last_seq == bot.after


def test_after_a_refused_move_a_bot_catches_up_with_one_request(client: FlaskClient) -> None:
    """A 409 (another seat flipped first) leaves the bot's view stale: one events poll
    brings the events and the view after them."""
    table = Table.create(client, 4, seed=1)
    bot, sent = recording(client, table, 1)
    view = bot._view()
    assert table.post(0, "flip").status_code == 200  # seat 0 is first
    sent.clear()
    bot.policy.choose = lambda view, actions: next(a for a in actions if a.action.value == "flip")
    after = bot._act(view)
    assert bot.record.refused == 1
    assert sent == [f"POST {table.path('flip')}", f"GET {table.path('events')}"]
    assert after.last_seq == bot.after == client.get(table.path("events")).json["last_seq"]
    assert after.to_dict() == bot._view().to_dict()


class Dying(httpx.BaseTransport):
    """The app behind a balancer whose instance dies under the first POST: either after
    committing it (`committed`: the answer is lost, the connection breaks) or before
    (the balancer answers 502 and the app never sees it)."""

    def __init__(self, app: Any, committed: bool) -> None:
        self.app = httpx.WSGITransport(app=app)
        self.committed = committed
        self.died = False

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if request.method != "POST" or self.died:
            return self.app.handle_request(request)
        self.died = True
        if self.committed:
            self.app.handle_request(request).read()
            raise httpx.RemoteProtocolError("Server disconnected without sending a response.")
        return httpx.Response(502, text="<html>502 Bad Gateway</html>")


@pytest.mark.parametrize("committed", [True, False], ids=["after-commit", "before-commit"])
def test_a_move_that_got_no_answer_goes_again_with_its_key_and_is_applied_once(
    client: FlaskClient, committed: bool
) -> None:
    table = Table.create(client, 4, seed=1)
    keys: list[str | None] = []
    transport = Dying(client.application, committed)
    bot = seat_bot(
        client, table, 0, lambda r: keys.append(r.headers.get("Idempotency-Key")), transport
    )
    view = bot._view()
    keys.clear()
    bot.policy.choose = lambda view, actions: next(a for a in actions if a.action.value == "flip")
    after = bot._act(view)
    assert len(keys) == 3 and keys[0] == keys[1] and keys[0] and keys[2] is None  # then events
    assert bot.record.resent == 1 and bot.record.errors == []
    [move] = bot.record.acknowledged
    assert (move.key, move.action, move.replayed) == (keys[0], "flip", committed)
    assert after.version == move.version == view.version + 1  # flipped once
    flips = [e for e in client.get(table.path("events")).json["events"] if e["kind"] == "flipped"]
    assert len(flips) == 1
