"""Retries are safe: `Idempotency-Key` and `If-Match` on the POSTs that change a game.

A retry with the same key and body by the same token gets the first answer again
(status, body, ETag, with `Idempotent-Replayed: true`) and changes nothing; the same key
with another request is 422 `idempotency_key_reused`; keys are scoped per token (or, with
no token, per client address); `millie cleanup` forgets old keys. `If-Match` with the
current version applies, a stale one is 412 `stale_version`, `*` always applies.

Keys are random per test: on the shared test database, another test's key must not
collide with ours.
"""

from __future__ import annotations

import os
import subprocess
import threading
import uuid
from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
import requests
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import select, update

from conftest import OWN_GAMES, PG_HOWTO, PG_URL, fresh_postgres, stored
from millie.api.core.sealed import key_digest
from millie.api.db.migrate import upgrade
from millie.api.db.models import IdempotencyKey
from millie.api.http import create_app
from servers import millie_command, running_server
from tables import Table

SAME = ("Content-Type", "ETag", "Location", "Cache-Control")  # a replay keeps these
PLAYERS = {"millions": 3, "millimemory": 2, "morbid-living": 2}


def new_key() -> str:
    return f"test-{uuid.uuid4()}"


def post(
    client: FlaskClient,
    path: str,
    body: Any,
    headers: dict[str, str] | None = None,
    key: str | None = None,
    if_match: str | None = None,
    **kw: Any,
) -> Any:
    h = dict(headers or {})
    if key is not None:
        h["Idempotency-Key"] = key
    if if_match is not None:
        h["If-Match"] = if_match
    return client.post(path, json=body, headers=h, **kw)


def state(table: Table) -> dict[str, Any]:
    """The game as the API shows it: the spectator's and host's views and all events."""
    c = table.client
    spectator = c.get(table.path())
    host = c.get(table.path(), headers=table.auth(host=True))
    events = c.get(table.path("events") + "?after=0&limit=1000")
    assert spectator.status_code == host.status_code == events.status_code == 200
    return {"spectator": spectator.json, "host": host.json, "events": events.json}


def version(table: Table) -> int:
    v: int = table.view()["version"]
    return v


def same_answer(first: Any, again: Any) -> None:
    assert again.status_code == first.status_code
    assert again.get_data() == first.get_data()
    for header in SAME:
        assert again.headers.get(header) == first.headers.get(header), header


def first_move(table: Table) -> tuple[int, dict[str, Any]]:
    """A seat that may move now and its first legal action."""
    seat: int = table.view()["pending"][0]["seat"]
    return seat, table.view(seat)["legal_actions"][0]


def flipped(client: FlaskClient) -> tuple[Table, list[str]]:
    """A millions game after a flip; the open cards, Items (room for two) first."""
    table = Table.create(client, 3, seed=11)
    assert table.post(0, "flip").status_code == 200
    cards = sorted(
        (t for t in table.view()["table"] if not t["cancelled"]), key=lambda t: -t["capacity"]
    )
    return table, [t["card"]["id"] for t in cards]


@pytest.mark.parametrize("slug", list(PLAYERS))
def test_the_same_move_five_times_is_applied_once(client: FlaskClient, slug: str) -> None:
    table = Table.create(client, PLAYERS[slug], seed=4, slug=slug)
    seat, entry = first_move(table)
    before = state(table)
    key = new_key()
    first = post(client, entry["path"], entry["body"], table.auth(seat), key)
    assert first.status_code == 200, first.get_data(as_text=True)
    assert "Idempotent-Replayed" not in first.headers
    after = state(table)
    assert after["spectator"]["version"] == before["spectator"]["version"] + 1
    assert first.headers["ETag"] == f'"{after["spectator"]["version"]}"'
    applied = after["events"]["last_seq"] - before["events"]["last_seq"]
    assert applied >= 1
    for _ in range(4):
        again = post(client, entry["path"], entry["body"], table.auth(seat), key)
        same_answer(first, again)
        assert again.headers.get("Idempotent-Replayed") == "true"
    assert state(table) == after  # one set of events, version + 1, nothing else


def test_the_same_key_with_another_request_is_422_and_changes_nothing(
    client: FlaskClient,
) -> None:
    table, cards = flipped(client)
    key = new_key()
    first = post(client, table.path("claim"), {"card": cards[0]}, table.auth(0), key)
    assert first.status_code == 200, first.get_data(as_text=True)
    before = state(table)
    for path, body in (
        (table.path("claim"), {"card": cards[1]}),  # another body
        (table.path("flip"), {}),  # another endpoint
        (table.path("claim"), {"card": cards[0], "extra": 1}),  # another body, and invalid
    ):
        r = post(client, path, body, table.auth(0), key)
        if r.status_code == 422 and r.json["code"] == "invalid_body":
            continue  # the schema refuses first: fine, and nothing is stored either
        assert (r.status_code, r.json["code"]) == (422, "idempotency_key_reused"), r.json
        assert r.mimetype == "application/problem+json"
        assert state(table) == before
    again = post(client, table.path("claim"), {"card": cards[0]}, table.auth(0), key)
    same_answer(first, again)  # the key still answers its own request
    assert state(table) == before


def test_the_key_is_compared_by_meaning_not_by_bytes(client: FlaskClient) -> None:
    """The same JSON with other spacing and key order is the same request."""
    key = new_key()
    a = client.post(
        "/v1/millions/games",
        data='{"options": {"face_up_rows": true}, "seed": 77}',
        content_type="application/json",
        headers={"Idempotency-Key": key},
    )
    b = client.post(
        "/v1/millions/games",
        data='{ "seed":77,"options":{ "face_up_rows":true } }',
        content_type="application/json",
        headers={"Idempotency-Key": key},
    )
    assert a.status_code == 201, a.get_data(as_text=True)
    same_answer(a, b)
    assert b.headers.get("Idempotent-Replayed") == "true"


def test_the_key_is_scoped_per_token(client: FlaskClient) -> None:
    """Another seat may use the same key string: its request is its own, never a replay
    of someone else's answer (which would also hand it that seat's private view)."""
    table, cards = flipped(client)
    key = new_key()
    v = version(table)
    r0 = post(client, table.path("claim"), {"card": cards[0]}, table.auth(0), key)
    r1 = post(client, table.path("claim"), {"card": cards[0]}, table.auth(1), key)
    r2 = post(client, table.path("claim"), {"card": cards[1]}, table.auth(2), key)
    for seat, r in enumerate((r0, r1, r2)):
        assert r.status_code == 200, (seat, r.get_data(as_text=True))
        assert "Idempotent-Replayed" not in r.headers, seat
        assert r.json["you"] == seat
    assert version(table) >= v + 3
    claimed = [
        e["data"]
        for e in client.get(table.path("events") + "?after=0&limit=1000").json["events"]
        if e["kind"] == "claimed"
    ]
    assert claimed == [
        {"seat": 0, "card": cards[0]},
        {"seat": 1, "card": cards[0]},
        {"seat": 2, "card": cards[1]},
    ]
    # Each seat's retry replays its own answer.
    for seat, (r, card) in enumerate(((r0, cards[0]), (r1, cards[0]), (r2, cards[1]))):
        again = post(client, table.path("claim"), {"card": card}, table.auth(seat), key)
        same_answer(r, again)


def games_of(client: FlaskClient, slug: str) -> int:
    total: int = client.get(f"/v1/games?type={slug}&page_size=1").json["total"]
    return total


@pytest.mark.parametrize("slug", list(PLAYERS))
def test_create_with_a_key_is_not_duplicated(client: FlaskClient, slug: str) -> None:
    """No token: the key is scoped by the client address."""
    key = new_key()
    body = {"options": {}, "seed": 5}
    before = games_of(client, slug)
    first = post(client, f"/v1/{slug}/games", body, key=key)
    assert first.status_code == 201, first.get_data(as_text=True)
    assert first.headers["Cache-Control"] == "no-store"  # it holds the host's token
    for _ in range(4):
        again = post(client, f"/v1/{slug}/games", body, key=key)
        same_answer(first, again)
        assert again.headers.get("Idempotent-Replayed") == "true"
    assert games_of(client, slug) == before + 1
    assert client.get(first.headers["Location"]).status_code == 200
    # The same key from another client address is another client's request.
    other = post(
        client, f"/v1/{slug}/games", body, key=key, environ_base={"REMOTE_ADDR": "10.9.8.7"}
    )
    assert other.status_code == 201 and "Idempotent-Replayed" not in other.headers
    assert other.json["game"]["id"] != first.json["game"]["id"]
    assert games_of(client, slug) == before + 2
    # The same key with another body, from the first address: refused.
    r = post(client, f"/v1/{slug}/games", {"options": {}, "seed": 6}, key=key)
    assert (r.status_code, r.json["code"]) == (422, "idempotency_key_reused")
    assert games_of(client, slug) == before + 2


@pytest.mark.parametrize("slug", list(PLAYERS))
def test_join_with_a_key_is_not_duplicated(client: FlaskClient, slug: str) -> None:
    table = Table.create(client, 1, seed=5, slug=slug, start=False)
    entry = next(e for e in table.view()["legal_actions"] if e["action"] == "join")
    key = new_key()
    before = state(table)
    first = post(client, entry["path"], entry["body"], key=key)
    assert first.status_code == 201, first.get_data(as_text=True)
    assert first.json["player"]["seat"] == 1
    after = state(table)
    assert after["spectator"]["version"] == before["spectator"]["version"] + 1
    for _ in range(4):
        again = post(client, entry["path"], entry["body"], key=key)
        same_answer(first, again)
        assert again.headers.get("Idempotent-Replayed") == "true"
    assert state(table) == after
    assert len(after["spectator"]["seats"]) == 2
    token = first.json["token"]
    assert client.get(table.path(), headers={"Authorization": f"Bearer {token}"}).json["you"] == 1


def test_host_only_posts_replay_too(client: FlaskClient) -> None:
    """start and reissue: a retried reissue must not void the token it first handed out."""
    table = Table.create(client, 3, seed=5, start=False)
    key = new_key()
    start = post(client, table.path("start"), {}, table.auth(host=True), key)
    assert start.status_code == 200, start.get_data(as_text=True)
    after = state(table)
    same_answer(start, post(client, table.path("start"), {}, table.auth(host=True), key))
    assert state(table) == after
    key = new_key()
    first = post(client, table.path("players/1/token"), {}, table.auth(host=True), key)
    assert first.status_code == 200, first.get_data(as_text=True)
    again = post(client, table.path("players/1/token"), {}, table.auth(host=True), key)
    same_answer(first, again)
    assert again.headers.get("Idempotent-Replayed") == "true"
    token = first.json["token"]
    assert client.get(table.path(), headers={"Authorization": f"Bearer {token}"}).json["you"] == 1


@pytest.mark.parametrize("slug", list(PLAYERS))
def test_if_match(client: FlaskClient, slug: str) -> None:
    table = Table.create(client, PLAYERS[slug], seed=8, slug=slug)
    v = version(table)
    seat, entry = first_move(table)
    r = post(client, entry["path"], entry["body"], table.auth(seat), if_match=f'"{v}"')
    assert r.status_code == 200, r.get_data(as_text=True)
    assert r.json["version"] == v + 1 and r.headers["ETag"] == f'"{v + 1}"'
    before = state(table)
    seat, entry = first_move(table)
    for stale in (f'"{v}"', f'"{v + 7}"', '"0"', '"nonsense"'):
        r = post(client, entry["path"], entry["body"], table.auth(seat), if_match=stale)
        assert (r.status_code, r.json["code"]) == (412, "stale_version"), (stale, r.json)
        assert r.mimetype == "application/problem+json"
        assert state(table) == before
    r = post(client, entry["path"], entry["body"], table.auth(seat), if_match=f'"999", "{v + 1}"')
    assert r.status_code == 200, r.get_data(as_text=True)  # any tag of a list matches
    assert r.json["version"] == v + 2
    seat, entry = first_move(table)
    r = post(client, entry["path"], entry["body"], table.auth(seat), if_match="*")
    assert r.status_code == 200, r.get_data(as_text=True)
    assert r.json["version"] == v + 3


def test_a_retry_with_a_key_is_replayed_even_though_its_if_match_is_stale_now(
    client: FlaskClient,
) -> None:
    """A client that lost the answer retries the same request: If-Match names the version
    the move was made on, which is stale now, yet the retry must get the first answer."""
    table, cards = flipped(client)
    v, key = version(table), new_key()
    first = post(client, table.path("claim"), {"card": cards[0]}, table.auth(0), key, f'"{v}"')
    assert first.status_code == 200, first.get_data(as_text=True)
    again = post(client, table.path("claim"), {"card": cards[0]}, table.auth(0), key, f'"{v}"')
    same_answer(first, again)
    assert again.headers.get("Idempotent-Replayed") == "true"


def test_if_match_on_join_and_start(client: FlaskClient) -> None:
    table = Table.create(client, 2, seed=5, start=False)
    v = version(table)
    entry = next(e for e in table.view()["legal_actions"] if e["action"] == "join")
    before = state(table)
    r = post(client, entry["path"], entry["body"], if_match=f'"{v - 1}"')
    assert (r.status_code, r.json["code"]) == (412, "stale_version")
    r = post(client, table.path("start"), {}, table.auth(host=True), if_match=f'"{v - 1}"')
    assert (r.status_code, r.json["code"]) == (412, "stale_version")
    assert state(table) == before
    r = post(client, entry["path"], entry["body"], if_match=f'"{v}"')
    assert r.status_code == 201, r.get_data(as_text=True)
    r = post(client, table.path("start"), {}, table.auth(host=True), if_match=f'"{v + 1}"')
    assert r.status_code == 200, r.get_data(as_text=True)


# --- millie cleanup ---------------------------------------------------------------


def cleanup(url: str, *args: str) -> str:
    env = {**os.environ, "DATABASE_URL": url}
    done = subprocess.run(
        [*millie_command(), "cleanup", *args], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_cleanup_forgets_keys_and_the_same_key_is_then_a_new_request(sqlite_url: str) -> None:
    upgrade(sqlite_url)
    app = create_app(
        {"DATABASE_URL": sqlite_url, "TESTING": True, "RATELIMIT_ENABLED": False}, OWN_GAMES
    )
    client = app.test_client()
    create_key, flip_key = new_key(), new_key()
    first = post(client, "/v1/millions/games", {"options": {}}, key=create_key)
    assert first.status_code == 201
    game_id = first.json["game"]["id"]
    table = Table(client, game_id, first.json["host_token"])
    for seat in range(3):
        r = post(
            client,
            table.path("players"),
            {"name": f"P{seat}", "character": ["Archibald", "Bernice", "Claire"][seat]},
        )
        assert r.status_code == 201
        table.tokens.append(r.json["token"])
    assert post(client, table.path("start"), {}, table.auth(host=True)).status_code == 200
    flip = post(client, table.path("flip"), {}, table.auth(0), flip_key)
    assert flip.status_code == 200

    assert "forgot 0 " in cleanup(sqlite_url)  # default: older than 24 hours
    same_answer(first, post(client, "/v1/millions/games", {"options": {}}, key=create_key))
    same_answer(flip, post(client, table.path("flip"), {}, table.auth(0), flip_key))

    out = cleanup(sqlite_url, "--hours", "0")
    assert "forgot 2 " in out, out
    again = post(client, "/v1/millions/games", {"options": {}}, key=create_key)
    assert again.status_code == 201 and "Idempotent-Replayed" not in again.headers
    assert again.json["game"]["id"] != game_id  # a new request: a new game
    retry = post(client, table.path("flip"), {}, table.auth(0), flip_key)
    assert "Idempotent-Replayed" not in retry.headers
    assert (retry.status_code, retry.json["code"]) == (409, "round_in_progress")  # judged anew


# --- concurrency, against a real server -----------------------------------------------


def at_once(n: int, send: Any) -> list[requests.Response]:
    """`send(i)` from n threads released together."""
    barrier = threading.Barrier(n)
    out: list[Any] = [None] * n

    def run(i: int) -> None:
        barrier.wait()
        try:
            out[i] = send(i)
        except requests.RequestException as error:  # reported by the caller
            out[i] = error

    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return out


def describe(results: list[Any]) -> list[str]:
    return [
        f"{r.status_code} {r.headers.get('Idempotent-Replayed')} {r.text[:120]}"
        if isinstance(r, requests.Response)
        else repr(r)
        for r in results
    ]


def check_once(results: list[Any], status: int) -> None:
    """All answered `status` with one body; exactly one was the original."""
    shown = describe(results)
    assert all(isinstance(r, requests.Response) for r in results), shown
    assert {r.status_code for r in results} == {status}, shown
    assert len({r.content for r in results}) == 1, shown
    assert len({r.headers.get("ETag") for r in results}) == 1, shown
    replayed = Counter(r.headers.get("Idempotent-Replayed") for r in results)
    assert replayed == {None: 1, "true": len(results) - 1}, shown


@pytest.fixture(
    scope="module", params=[pytest.param("postgresql", marks=pytest.mark.postgres), "sqlite"]
)
def server(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """A real server, two gunicorn workers, on a database of its own."""
    cwd = tmp_path_factory.mktemp("idem")
    if request.param == "sqlite":
        url = f"sqlite:///{cwd / 'idem.db'}"
    else:
        if not PG_URL:
            pytest.skip(PG_HOWTO)
        url = fresh_postgres(PG_URL, database="millie_idempotency")
    with running_server(url, workers=2, cwd=cwd) as base:
        yield base


def five_at_once(base: str, path: str, body: Any, headers: dict[str, str]) -> list[Any]:
    """The same POST, same key, from five threads with a connection each, at once."""
    sessions = [requests.Session() for _ in range(5)]
    for s in sessions:  # connect first, so that the requests really leave together
        s.get(f"{base}/healthz", timeout=30)
    return at_once(
        5, lambda i: sessions[i].post(base + path, json=body, headers=headers, timeout=30)
    )


@pytest.mark.server
def test_concurrent_creates_with_one_key_make_one_game(server: str) -> None:
    """Five rounds of five simultaneous create-games, one key per round."""
    base, bad = server, []
    for _ in range(5):
        total = requests.get(f"{base}/v1/games?type=millions", timeout=30).json()["total"]
        headers = {"Idempotency-Key": new_key()}
        results = five_at_once(base, "/v1/millions/games", {"options": {}, "seed": 9}, headers)
        shown = describe(results)
        # Never a duplicate game, and whoever got a 201 got the same one.
        after = requests.get(f"{base}/v1/games?type=millions", timeout=30).json()["total"]
        assert after == total + 1, shown
        created = [r for r in results if isinstance(r, requests.Response) and r.status_code == 201]
        assert created and len({r.content for r in created}) == 1, shown
        if any(isinstance(r, requests.Response) and r.status_code >= 500 for r in results):
            bad.append(shown)
            continue
        check_once(results, 201)
    assert not bad, (
        "concurrent create-game with one Idempotency-Key: the losers of the "
        "race must get the replayed 201, not a 5xx (once: PostgreSQL 500 internal_error, "
        "IntegrityError on pk_idempotency_keys at GameStore.create's commit; SQLite: 503 "
        f"database_unavailable, 'database is locked'): {bad[0]}"
    )


@pytest.mark.server
def test_concurrent_creates_with_their_own_keys_all_succeed(server: str) -> None:
    """Five clients create games at the same moment, each with its own key: five games."""
    base, bad = server, []
    for _ in range(3):
        total = requests.get(f"{base}/v1/games?type=millions", timeout=30).json()["total"]
        keys = [new_key() for _ in range(5)]
        sessions = [requests.Session() for _ in range(5)]
        results = at_once(
            5,
            lambda i, sessions=sessions, keys=keys: sessions[i].post(
                f"{base}/v1/millions/games",
                json={"options": {}},
                headers={"Idempotency-Key": keys[i]},
                timeout=30,
            ),
        )
        shown = describe(results)
        answered = [r for r in results if isinstance(r, requests.Response)]
        assert len(answered) == 5, shown
        created = [r for r in answered if r.status_code == 201]
        after = requests.get(f"{base}/v1/games?type=millions", timeout=30).json()["total"]
        assert after == total + len(created), shown
        assert all(r.status_code in (201, 503) for r in answered), shown
        if len(created) < 5:
            bad.append(shown)
    assert not bad, (
        "(SQLite, 2 workers) concurrent create-games, each with its own "
        "Idempotency-Key, get 503 database_unavailable: GameStore.create reads the key "
        "first in a deferred transaction, and its write then fails at once with "
        f"'database is locked' when another create committed meanwhile: {bad[0]}"
    )


@pytest.mark.server
def test_concurrent_joins_and_moves_with_one_key_apply_once(server: str) -> None:
    base = server
    r = requests.post(f"{base}/v1/millions/games", json={"options": {}, "seed": 9}, timeout=30)
    assert r.status_code == 201, r.text
    path = f"/v1/millions/games/{r.json()['game']['id']}"
    host = {"Authorization": f"Bearer {r.json()['host_token']}"}
    tokens = []
    for seat, character in enumerate(("Archibald", "Bernice", "Claire", "Dmitri")):
        body = {"name": f"P{seat}", "character": character}
        results = five_at_once(base, f"{path}/players", body, {"Idempotency-Key": new_key()})
        check_once(results, 201)
        assert results[0].json()["player"]["seat"] == seat
        tokens.append({"Authorization": f"Bearer {results[0].json()['token']}"})
    r = requests.post(f"{base}{path}/start", json={}, headers=host, timeout=30)
    assert r.status_code == 200, r.text

    def get(headers: dict[str, str] | None = None, sub: str = "") -> Any:
        r = requests.get(f"{base}{path}{sub}", headers=headers or {}, timeout=30)
        assert r.status_code == 200, r.text
        return r.json()

    rounds = 0
    while rounds < 3 and get()["phase"] == "flip":
        rounds += 1
        before = get()["version"]
        results = five_at_once(
            base, f"{path}/flip", {}, {**tokens[0], "Idempotency-Key": new_key()}
        )
        check_once(results, 200)
        assert get()["version"] == before + 1
        # every seat's claim, five times at once each (the server may add a sat_out)
        for seat in range(4):
            entries = [e for e in get(tokens[seat])["legal_actions"] if e["action"] == "claim"]
            if not entries:
                continue
            before = get()["version"]
            headers = {**tokens[seat], "Idempotency-Key": new_key()}
            results = five_at_once(base, entries[0]["path"], entries[0]["body"], headers)
            check_once(results, 200)
            assert get()["version"] == before + 1
        # the rest of the round, one request at a time
        for _ in range(200):
            view = get()
            if view["phase"] in ("flip", "finished"):
                break
            seat = view["pending"][0]["seat"]
            entry = get(tokens[seat])["legal_actions"][-1]
            r = requests.post(
                base + entry["path"], json=entry["body"], headers=tokens[seat], timeout=30
            )
            assert r.status_code == 200, r.text
    assert rounds >= 2
    events = get(sub="/events?after=0&limit=1000")
    assert [e["seq"] for e in events["events"]] == list(range(1, events["last_seq"] + 1))
    flips = [e for e in events["events"] if e["kind"] == "flipped"]
    assert [f["data"]["round"] for f in flips] == list(range(1, rounds + 1))
    claims = Counter(
        (round_of(events["events"], e), e["data"]["seat"])
        for e in events["events"]
        if e["kind"] == "claimed"
    )
    assert set(claims.values()) == {1}, claims  # each seat placed once per round
    assert len([e for e in events["events"] if e["kind"] == "player_joined"]) == 4


def round_of(events: list[dict[str, Any]], event: dict[str, Any]) -> int:
    """The round an event belongs to: that of the last flip before it."""
    rounds = [
        e["data"]["round"] for e in events if e["kind"] == "flipped" and e["seq"] < event["seq"]
    ]
    return rounds[-1] if rounds else 0


# --- kept answers: sealed, scoped, forgotten in time -----------------------------------


def kept_rows(app: Flask) -> list[IdempotencyKey]:
    with stored(app) as session:
        return list(session.scalars(select(IdempotencyKey)))


def test_a_kept_answer_holds_no_token_in_clear(app: Flask, client: FlaskClient) -> None:
    """A database dump alone gives no token: the answers kept for a create, a join and a
    reissue are sealed under the key (and the caller's token), named by the key's digest;
    a retry still gets its answer."""
    keys = [new_key() for _ in range(3)]
    created = post(client, "/v1/millions/games", {"options": {}}, key=keys[0])
    assert created.status_code == 201, created.get_data(as_text=True)
    table = Table(client, created.json["game"]["id"], created.json["host_token"])
    joined = post(
        client, table.path("players"), {"name": "Ann", "character": "Bernice"}, key=keys[1]
    )
    assert joined.status_code == 201, joined.get_data(as_text=True)
    host = table.auth(host=True)
    reissued = post(client, table.path("players/0/token"), {}, host, keys[2])
    assert reissued.status_code == 200, reissued.get_data(as_text=True)
    secrets = [created.json["host_token"], joined.json["token"], reissued.json["token"]]
    dump = repr([(r.scope, r.key, r.request_hash, r.game_id, r.body) for r in kept_rows(app)])
    for secret in (*secrets, *keys, "Bernice"):
        assert secret not in dump
    same_answer(created, post(client, "/v1/millions/games", {"options": {}}, key=keys[0]))
    again = post(client, table.path("players/0/token"), {}, host, keys[2])
    same_answer(reissued, again)


@pytest.mark.parametrize("key", ["my-key-1", "x", "fifteen-chars15"])
def test_a_key_without_a_token_shorter_than_16_characters_is_422(
    client: FlaskClient, key: str
) -> None:
    """Two clients behind one address share the scope of a token-less key: a short key
    (both may pick "my-key-1") would hand one the other's token. With a token, any
    length is the token holder's own."""
    before = games_of(client, "millions")
    r = post(client, "/v1/millions/games", {"options": {}}, key=key)
    assert (r.status_code, r.json["code"]) == (422, "short_idempotency_key")
    assert r.mimetype == "application/problem+json"
    assert games_of(client, "millions") == before
    table = Table.create(client, 1, start=False)
    r = post(client, table.path("players"), {"name": "Bo", "character": "Claire"}, key=key)
    assert (r.status_code, r.json["code"]) == (422, "short_idempotency_key")
    assert len(table.view()["seats"]) == 1
    r = post(client, table.path("players/0/token"), {}, table.auth(host=True), key)
    assert r.status_code == 200, r.get_data(as_text=True)  # with a token: any length


def test_a_kept_answer_expires_after_its_hours_without_an_operator(
    app: Flask, client: FlaskClient
) -> None:
    """Past IDEMPOTENCY_KEY_HOURS (24 by default) a kept answer is not replayed (the
    retry is a new request) and it is deleted by the next answer kept, with no
    `millie cleanup`."""
    old_key, other_key = new_key(), new_key()
    first = post(client, "/v1/millions/games", {"options": {}}, key=old_key)
    assert first.status_code == 201
    with stored(app) as session:
        session.execute(
            update(IdempotencyKey)
            .where(IdempotencyKey.key == key_digest(old_key))
            .values(created_at=datetime.now(UTC) - timedelta(hours=24, minutes=1))
        )
        session.commit()
    again = post(client, "/v1/millions/games", {"options": {}}, key=old_key)
    assert again.status_code == 201 and "Idempotent-Replayed" not in again.headers
    assert again.json["game"]["id"] != first.json["game"]["id"]
    # Expired once more: then any answer kept (another key's) sweeps it away.
    with stored(app) as session:
        session.execute(
            update(IdempotencyKey)
            .where(IdempotencyKey.key == key_digest(old_key))
            .values(created_at=datetime.now(UTC) - timedelta(hours=25))
        )
        session.commit()
    assert post(client, "/v1/millions/games", {"options": {}}, key=other_key).status_code == 201
    assert key_digest(old_key) not in {r.key for r in kept_rows(app)}
    assert key_digest(other_key) in {r.key for r in kept_rows(app)}
