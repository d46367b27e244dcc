"""Waiting is bounded per client (api/http/waiting.py): long polls and event streams held
at once, per address and per token, and the worker's last connections kept free."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from flask.testing import FlaskClient

from conftest import OWN_GAMES
from millie.api.db.migrate import upgrade
from millie.api.http import create_app
from tables import Table


def waiting_client(tmp_path: Path, **config: Any) -> FlaskClient:
    url = f"sqlite:///{tmp_path / 'waiting.db'}"
    upgrade(url)
    return create_app({"DATABASE_URL": url, **config}, OWN_GAMES).test_client()


def held_by(client: FlaskClient) -> Any:
    assert client.application is not None
    return client.application.extensions["millie_waiting"]


def assert_refused(answer: Any, status: int, code: str) -> None:
    assert answer.status_code == status, answer.text
    assert answer.mimetype == "application/problem+json" and answer.json["code"] == code
    assert int(answer.headers["Retry-After"]) > 0


def test_an_address_holding_its_share_of_waiting_requests_gets_429(tmp_path: Path) -> None:
    client = waiting_client(tmp_path, MILLIE_WAITING_PER_ADDRESS=2)
    table = Table.create(client, 3, seed=1)
    leave = [held_by(client).enter("127.0.0.1", None) for _ in range(2)]
    after = 10**6
    assert_refused(
        client.get(f"{table.path()}/events", query_string={"after": after, "wait": 1}),
        429,
        "too_many_waiting",
    )
    assert_refused(client.get(f"{table.path()}/stream"), 429, "too_many_waiting")
    other = {"REMOTE_ADDR": "127.0.0.2"}
    answer = client.get(f"{table.path()}/events?after={after}&wait=0.05", environ_base=other)
    assert answer.status_code == 200, "another address still waits"
    polled = client.get(f"{table.path()}/events", query_string={"after": after})
    assert polled.status_code == 200, "a poll that does not wait is not counted"
    leave[0]()
    answer = client.get(f"{table.path()}/events", query_string={"after": after, "wait": 0.05})
    assert answer.status_code == 200, "a slot given back is free again"
    assert held_by(client).held == {"*": 1, "ip:127.0.0.1": 1}, "the request counted out"


def test_a_token_holding_its_share_of_waiting_requests_gets_429(tmp_path: Path) -> None:
    client = waiting_client(tmp_path, MILLIE_WAITING_PER_TOKEN=1)
    table = Table.create(client, 3, seed=1)
    token = table.auth(0)["Authorization"].split()[1]
    held_by(client).enter("10.0.0.9", token)  # the same token, from elsewhere
    path = f"{table.path()}/events?after=1000000&wait="
    assert_refused(client.get(path + "1", headers=table.auth(0)), 429, "too_many_waiting")
    assert client.get(path + "0.05", headers=table.auth(1)).status_code == 200, "another token"


def test_a_worker_keeps_its_last_connections_free_of_waiting_requests(tmp_path: Path) -> None:
    client = waiting_client(tmp_path, MILLIE_WAITING_PER_WORKER=3)
    table = Table.create(client, 3, seed=1)
    for n in range(3):
        held_by(client).enter(f"10.0.0.{n}", None)
    assert_refused(client.get(f"{table.path()}/stream"), 503, "server_busy")
    assert client.get("/healthz").status_code == 200
    assert client.get(table.path(), headers=table.auth(0)).status_code == 200
