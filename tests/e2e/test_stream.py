"""Server-Sent Events (`GET /v1/{S}/games/{id}/stream`) against a real server: gunicorn
with two worker processes, on SQLite and on PostgreSQL.

The stream opens with a `snapshot` (the caller's view, no id), then sends every event
the caller may see, `id` = its sequence number, resumable with `Last-Event-ID` (or
`?after=N`). Each caller's stream carries the same events as `GET .../events` with the
same token: a seat's secret parts (an appraisal's value, M20) go to that seat only.
Errors found before the stream starts are problem+json like everywhere else.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
import requests

from conftest import PG_HOWTO, PG_URL, fresh_postgres
from millie.rules.millimemory.cards import COLOURS, QUESTIONS
from millie.rules.millions.cards import CHARACTERS
from servers import running_server

READ_SECONDS = 10.0  # below the 15 s keep-alive: a stream that goes quiet fails the test


@pytest.fixture(
    scope="module",
    params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)],
)
def base(
    request: pytest.FixtureRequest,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[str]:
    """A `millie serve` with two workers; rate limits off (every request comes from
    127.0.0.1, and what is measured here is the stream, not the limiter)."""
    folder = tmp_path_factory.mktemp("stream")
    if request.param == "sqlite":
        url = f"sqlite:///{folder / 'stream.db'}"
    else:
        if not PG_URL:
            pytest.skip(PG_HOWTO)
        url = fresh_postgres(PG_URL, database="millie_stream")
    with pytest.MonkeyPatch.context() as env:
        env.setenv("RATELIMIT_ENABLED", "false")
        with running_server(url, workers=2, cwd=folder) as server:
            LOGS[server] = folder / "server.log"
            yield server


LOGS: dict[str, Path] = {}  # each server's log, to show with a broken stream


def server_trouble(url: str) -> str:
    """The last traceback in the log of the server that `url` is on, if any."""
    for server, log in LOGS.items():
        if url.startswith(server) and log.exists():
            text = log.read_text(errors="replace")
            at = text.rfind("Traceback")
            return text[at:][-3000:] if at >= 0 else "(no traceback in the server's log)"
    return ""


# --- a small Server-Sent Events reader ---------------------------------------------------


@dataclass
class Message:
    """One dispatched message: `id` is the id field of this very message (None when it
    has none; the spec's "last event ID" is kept by the Stream)."""

    event: str
    data: str
    id: str | None

    def json(self) -> Any:
        return json.loads(self.data)


def parse_sse(lines: Iterator[str], comments: list[str]) -> Iterator[Message]:
    """The event-stream format (WHATWG HTML, 9.2.6), enough of it for these tests."""
    event, ident = "", None
    data: list[str] = []
    for line in lines:
        if line == "":
            if data:
                yield Message(event or "message", "\n".join(data), ident)
            event, data, ident = "", [], None
            continue
        if line.startswith(":"):
            comments.append(line)
            continue
        name, colon, value = line.partition(":")
        if colon and value.startswith(" "):
            value = value[1:]
        if name == "event":
            event = value
        elif name == "data":
            data.append(value)
        elif name == "id" and "\0" not in value:
            ident = value
        # "retry" and unknown fields: nothing to check here


class Stream:
    def __init__(self, url: str, response: httpx.Response) -> None:
        self.url, self.response = url, response
        self.comments: list[str] = []
        self.messages = parse_sse(response.iter_lines(), self.comments)
        self.last_event_id: str | None = None

    def next(self) -> Message:
        try:
            message = next(self.messages)
        except StopIteration:
            raise AssertionError("the stream ended") from None
        except httpx.HTTPError as error:
            trouble = server_trouble(self.url)
            raise AssertionError(f"the stream broke: {error!r}\n{trouble}") from error
        if message.id is not None:
            self.last_event_id = message.id
        return message

    def events_until(self, seq: int) -> list[dict[str, Any]]:
        """Read event messages until the one with id `seq`; check each message's framing."""
        out: list[dict[str, Any]] = []
        while not out or out[-1]["seq"] < seq:
            message = self.next()
            event = message.json()
            assert message.id == str(event["seq"]), message
            assert message.event == event["kind"], message
            out.append(event)
        return out

    def rest(self) -> list[Message]:
        """Every message until the server ends the stream."""
        out = []
        while True:
            try:
                out.append(self.next())
            except AssertionError as error:
                if str(error) == "the stream ended":
                    return out
                raise


@contextmanager
def stream(
    url: str, token: str | None = None, last_event_id: int | None = None, after: int | None = None
) -> Iterator[Stream]:
    headers = {"Accept": "text/event-stream"}
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    if last_event_id is not None:
        headers["Last-Event-ID"] = str(last_event_id)
    params = {"after": after} if after is not None else {}
    timeout = httpx.Timeout(READ_SECONDS)
    with (
        httpx.Client(timeout=timeout) as client,
        client.stream("GET", f"{url}/stream", headers=headers, params=params) as response,
    ):
        assert response.status_code == 200, response.read()
        assert response.headers["Content-Type"].startswith("text/event-stream")
        assert response.headers["Cache-Control"] == "no-cache"
        yield Stream(url, response)


# --- a game played over HTTP ---------------------------------------------------------------


@dataclass
class Game:
    base: str
    slug: str
    url: str
    tokens: list[str]

    @classmethod
    def create(cls, base: str, players: int, seed: int, slug: str = "millions") -> Game:
        """A started game; the host's token is used once, to start it."""
        r = requests.post(f"{base}/v1/{slug}/games", json={"seed": seed}, timeout=10)
        assert r.status_code == 201, r.text
        game = cls(base, slug, f"{base}/v1/{slug}/games/{r.json()['game']['id']}", [])
        for seat in range(players):
            j = requests.post(f"{game.url}/players", json=join_body(slug, seat), timeout=10)
            assert j.status_code == 201, j.text
            game.tokens.append(j.json()["token"])
        host = {"Authorization": f"Bearer {r.json()['host_token']}"}
        started = requests.post(f"{game.url}/start", headers=host, timeout=10)
        assert started.status_code == 200, started.text
        return game

    def auth(self, seat: int | None) -> dict[str, str]:
        return {} if seat is None else {"Authorization": f"Bearer {self.tokens[seat]}"}

    def view(self, seat: int | None = None) -> dict[str, Any]:
        r = requests.get(self.url, headers=self.auth(seat), timeout=10)
        assert r.status_code == 200, r.text
        body: dict[str, Any] = r.json()
        return body

    def events(self, seat: int | None = None) -> list[dict[str, Any]]:
        r = requests.get(
            f"{self.url}/events", params={"limit": 1000}, headers=self.auth(seat), timeout=10
        )
        assert r.status_code == 200, r.text
        events: list[dict[str, Any]] = r.json()["events"]
        assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
        assert r.json()["last_seq"] == len(events)
        return events

    def last_seq(self) -> int:
        r = requests.get(f"{self.url}/events", params={"after": 10**6}, timeout=10)
        assert r.status_code == 200, r.text
        last: int = r.json()["last_seq"]
        return last

    def send(self, seat: int, entry: dict[str, Any]) -> dict[str, Any]:
        r = requests.post(
            self.base + entry["path"], json=entry["body"], headers=self.auth(seat), timeout=10
        )
        assert r.status_code == 200, (entry, r.text)
        view: dict[str, Any] = r.json()
        return view

    def play(self, rng: random.Random, moves: int) -> None:
        """`moves` random legal moves (the first is a flip, then claims, and so on)."""
        view = self.view()
        for _ in range(moves):
            if view["status"] == "finished":
                return
            seat = rng.choice(view["pending"])["seat"]
            view = self.send(seat, rng.choice(self.view(seat)["legal_actions"]))


def join_body(slug: str, seat: int) -> dict[str, Any]:
    if slug == "millimemory":
        return {"name": f"P{seat}", "colour": COLOURS[seat]}
    return {"name": f"P{seat}", "character": CHARACTERS[seat]}


def without_secret(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v for k, v in e.items() if k != "secret"} for e in events]


# --- the tests -------------------------------------------------------------------------------


@pytest.mark.server
def test_stream_snapshot_then_events_in_order_and_resumable(base: str) -> None:
    """The first message is the caller's view (no id); then every event, id = seq, in
    order, as moves are made; after a disconnect, Last-Event-ID resumes the stream so that
    both connections together hold events 1..N exactly once (as GET .../events has them)."""
    game = Game.create(base, 3, seed=21)
    rng = random.Random(21)
    seen: list[dict[str, Any]] = []
    with stream(game.url, game.tokens[0]) as first:
        snapshot = first.next()
        assert (snapshot.event, snapshot.id) == ("snapshot", None)
        view = snapshot.json()
        assert view["last_seq"] == game.last_seq(), "the view is as of this event"
        assert view == game.view(0)
        seen += first.events_until(game.last_seq())  # the lobby: created, joins, started
        for _ in range(6):  # a flip, then claims
            game.play(rng, 1)
            fresh = first.events_until(game.last_seq())
            assert fresh[0]["seq"] == seen[-1]["seq"] + 1
            seen += fresh
        assert "flipped" in [e["kind"] for e in seen]
        assert "claimed" in [e["kind"] for e in seen]
        assert first.last_event_id == str(seen[-1]["seq"])
    game.play(rng, 8)  # moves made while nobody listens
    resumed_at = int(seen[-1]["seq"])
    assert game.last_seq() > resumed_at
    with stream(game.url, game.tokens[0], last_event_id=resumed_at) as second:
        snapshot = second.next()
        assert (snapshot.event, snapshot.id) == ("snapshot", None)
        view = snapshot.json()
        assert view["last_seq"] == game.last_seq()
        assert view == game.view(0)
        game.play(rng, 3)  # and a few more while it listens again
        resumed = second.events_until(game.last_seq())
    assert resumed[0]["seq"] == resumed_at + 1
    everything = seen + resumed
    assert [e["seq"] for e in everything] == list(range(1, game.last_seq() + 1))
    assert everything == game.events(0)
    # `?after=N` starts at the same place; Last-Event-ID wins over it.
    with stream(game.url, game.tokens[0], after=resumed_at) as third:
        assert third.next().event == "snapshot"
        assert third.next().id == str(resumed_at + 1)
    with stream(game.url, game.tokens[0], last_event_id=resumed_at, after=1) as fourth:
        assert fourth.next().event == "snapshot"
        assert fourth.next().id == str(resumed_at + 1)


@pytest.mark.server
def test_spectator_and_players_streams_differ_only_by_their_own_secrets(base: str) -> None:
    """M20: an appraisal's value is told to its holder only. Every seat's stream and a
    spectator's carry the same events; a `secret` part is on the holder's stream only
    (the seat that drew, reappraised or stole the card), never on a spectator's."""
    game = Game.create(base, 3, seed=5)
    rng = random.Random(5)
    holders: set[int] = set()
    for _ in range(200):
        game.play(rng, 5)
        holders = {
            e["data"]["seat"]
            for seat in range(3)
            for e in game.events(seat)
            if "secret" in e and e["data"]["seat"] == seat
        }
        if len(holders) >= 2 or game.view()["status"] == "finished":
            break
    assert len(holders) >= 2, "random play drew appraisals for at least two seats"
    last = game.last_seq()
    streams: dict[int | None, list[dict[str, Any]]] = {}
    for seat in (None, 0, 1, 2):
        with stream(game.url, None if seat is None else game.tokens[seat]) as s:
            assert s.next().event == "snapshot"
            streams[seat] = s.events_until(last)
        assert streams[seat] == game.events(seat)
    assert not [e for e in streams[None] if "secret" in e]
    for seat in (0, 1, 2):
        secret = [e for e in streams[seat] if "secret" in e]
        assert all(e["data"]["seat"] == seat for e in secret), secret
        assert all(e["secret"]["card"] in json.dumps(e["data"]) for e in secret), secret
        assert without_secret(streams[seat]) == streams[None]
    assert {seat for seat in (0, 1, 2) if any("secret" in e for e in streams[seat])} == holders


def finish_solo_millimemory(game: Game) -> None:
    """Play a one-player Millimemory game to its end, answering right every time."""
    view = game.view(0)
    while view["status"] != "finished":
        entry = view["legal_actions"][0]
        if entry["action"] == "predict":
            entry = {**entry, "body": {"mm": QUESTIONS[view["card"]["id"]].mm}}
        view = game.send(0, entry)


@pytest.mark.server
def test_stream_ends_after_game_finished(base: str) -> None:
    """A stream closes once `game_finished` is sent, rather than holding a server thread
    for five minutes."""
    game = Game.create(base, 1, seed=3, slug="millimemory")
    with stream(game.url, game.tokens[0]) as s:
        assert s.next().event == "snapshot"
        finish_solo_millimemory(game)
        rest = s.rest()
    events = game.events(0)
    assert events[-1]["kind"] == "game_finished"
    assert [m.json() for m in rest] == events
    assert [m.id for m in rest] == [str(e["seq"]) for e in events]


@pytest.mark.server
def test_stream_of_a_finished_game_ends_at_once_when_nothing_is_left(base: str) -> None:
    """After `game_finished` the server closes the stream, and a browser's EventSource
    reconnects `retry` ms later with Last-Event-ID = the last seq. That request must not
    hold a thread for five minutes, again and again: the server answers 204 No Content
    (which stops an EventSource) or ends the stream after its snapshot."""
    game = Game.create(base, 1, seed=4, slug="millimemory")
    finish_solo_millimemory(game)
    last = game.last_seq()
    headers = {"Authorization": f"Bearer {game.tokens[0]}", "Last-Event-ID": str(last)}
    with (
        httpx.Client(timeout=httpx.Timeout(3.0)) as client,
        client.stream("GET", f"{game.url}/stream", headers=headers) as response,
    ):
        if response.status_code == 204:
            return
        assert response.status_code == 200
        try:
            messages = list(parse_sse(response.iter_lines(), []))
        except httpx.ReadTimeout:
            raise AssertionError("the stream stayed open with nothing to send") from None
    assert [m.event for m in messages] == ["snapshot"]


@pytest.mark.server
def test_stream_problems_before_the_stream_starts(base: str) -> None:
    """404 unknown game, 401 bad token, 422 bad query: problem+json, never a stream."""
    game = Game.create(base, 3, seed=1)
    missing = f"{base}/v1/millions/games/0123456789abcdef/stream"
    other_type = game.url.replace("/millions/", "/millimemory/") + "/stream"
    cases: list[tuple[str, dict[str, str], dict[str, Any], int, str]] = [
        (missing, {}, {}, 404, "unknown_game"),
        (f"{base}/v1/millions/games/not-a-game/stream", {}, {}, 404, "unknown_game"),
        (other_type, {}, {}, 404, "unknown_game"),
        (f"{game.url}/stream", {"Authorization": "Bearer nope"}, {}, 401, "invalid_token"),
        (f"{game.url}/stream", {"Authorization": "Basic eDp5"}, {}, 401, "invalid_token"),
        (f"{game.url}/stream", {}, {"after": -1}, 422, "invalid_query"),
        (f"{game.url}/stream", {}, {"after": "x"}, 422, "invalid_query"),
    ]
    for url, headers, params, status, code in cases:
        r = requests.get(
            url, headers={"Accept": "text/event-stream", **headers}, params=params, timeout=10
        )
        assert r.status_code == status, (url, headers, params, r.text)
        assert r.headers["Content-Type"] == "application/problem+json", r.headers
        body = r.json()
        assert body["status"] == status and body["code"] == code, body
        assert {"type", "title", "detail"} <= set(body)


@pytest.mark.server
def test_a_bad_last_event_id_is_ignored_or_refused_never_a_server_error(base: str) -> None:
    """Last-Event-ID comes from the client (an EventSource echoes the last `id` it saw):
    one that is no sequence number is ignored or refused (4xx problem+json), never a
    500, and the stream it opens does not break."""
    game = Game.create(base, 3, seed=2)
    for value in (b"\xb2", b"99999999999999999999999", b"12abc", b"-1", b"1e3"):
        with (
            httpx.Client(timeout=httpx.Timeout(10.0, read=2.0)) as client,
            client.stream("GET", f"{game.url}/stream", headers={b"Last-Event-ID": value}) as r,
        ):
            if r.status_code != 200:
                r.read()
                assert r.status_code in (400, 422), (value, r.status_code, r.text)
                assert r.headers["Content-Type"] == "application/problem+json"
                continue
            s = Stream(game.url, r)
            assert s.next().event == "snapshot", value
            try:
                message = s.next()
            except AssertionError as error:
                if "ReadTimeout" not in str(error):  # quiet: no event after that id
                    raise AssertionError(f"Last-Event-ID {value!r}: {error}") from None
            else:
                assert message.id is not None and int(message.id) >= 1, (value, message)
