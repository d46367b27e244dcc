"""The Python client's own helpers (clients/templates/package_init.py.jinja), on the app
through httpx's WSGI transport: `call`, `act`/`send` with their headers, and the parser of
the event stream (a whole stream is read against a real server in
tests/e2e/test_client_readme.py)."""

from __future__ import annotations

import uuid

import httpx
import pytest
from flask import Flask
from millie_client import (
    AuthenticatedClient,
    Client,
    MillieProblem,
    RawMessage,
    act,
    call,
    parse_event_stream,
    send,
)
from millie_client.api.games import create_game, get_game, start_game
from millie_client.models import Empty, GameType, MillimemoryCreateGame

MM = GameType.MILLIMEMORY


def clients(app: Flask, token: str | None = None) -> Client | AuthenticatedClient:
    transport = {"transport": httpx.WSGITransport(app=app)}
    if token is None:
        return Client("http://millie.test", httpx_args=transport)
    return AuthenticatedClient("http://millie.test", token=token, httpx_args=transport)


def started(app: Flask) -> tuple[AuthenticatedClient, str]:
    """A Millimemory game with one seat, started: that seat's client, and the game's id."""
    created = call(create_game.sync(MM, client=clients(app), body=MillimemoryCreateGame(seed=5)))
    join = next(entry for entry in created.game.legal_actions if entry.action == "join")
    joined = send(clients(app), join, {**join.body.to_dict(), "name": "Ann"})
    host = clients(app, created.host_token)
    assert isinstance(host, AuthenticatedClient)
    call(start_game.sync(MM, created.game.id, client=host, body=Empty()))
    me = clients(app, joined["token"])
    assert isinstance(me, AuthenticatedClient)
    return me, created.game.id


def test_call_raises_a_refusal_as_a_millie_problem(app: Flask) -> None:
    with pytest.raises(MillieProblem) as refused:
        call(get_game.sync(MM, "0000000000000000", client=clients(app)))
    assert refused.value.status == 404 and refused.value.code == "unknown_game"


def test_act_with_an_idempotency_key_applies_once(app: Flask) -> None:
    me, game = started(app)
    view = call(get_game.sync(MM, game, client=me)).to_dict()
    move = next(entry for entry in view["legal_actions"] if entry["action"] == "predict")
    key = str(uuid.uuid4())
    first = act(me, move, idempotency_key=key)
    again = act(me, move, idempotency_key=key)
    assert first["version"] == view["version"] + 1 and again == first


def test_act_on_an_old_version_is_refused_412(app: Flask) -> None:
    me, game = started(app)
    view = call(get_game.sync(MM, game, client=me)).to_dict()
    move = next(entry for entry in view["legal_actions"] if entry["action"] == "predict")
    with pytest.raises(MillieProblem) as refused:
        act(me, move, if_match=view["version"] - 1)
    assert refused.value.status == 412 and refused.value.code == "stale_version"
    assert act(me, move, if_match=view["version"])["version"] == view["version"] + 1


def test_the_event_stream_parser_reads_fields_comments_and_multi_line_data() -> None:
    lines = ["retry: 2000", "", "event: snapshot", "data: {}", "", ": keep-alive", ""]
    lines += ["id: 3", "event: flipped", "data: a", "data:b", "", "data: tail"]
    assert list(parse_event_stream(lines)) == [
        RawMessage("snapshot", "{}", None),
        RawMessage("flipped", "a\nb", "3"),
    ]
