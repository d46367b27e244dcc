"""Real-time play: timers (M21, Q6, turn_seconds), long-poll, the lobby, export and replay.

The timer tests use one-second deadlines: seat 0 never acts, the other seats play random
legal moves, and whenever the game waits only for seat 0 the deadline is made to pass and
the game is read, which lets the server act on it. Millimemory's waits out real time with
long polls of the events (the long poll wakes at the deadline); the longer games move the
server's clock on instead (a game of Morbid Living waits for seat 0 some 30 times).
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest
from flask.testing import FlaskClient
from sqlalchemy import create_engine, text

from conftest import OWN_GAMES, PG_HOWTO, PG_URL, fresh_postgres, stored
from millie.api.core import times
from millie.api.core.moves import Request
from millie.api.core.replay import differences, replay
from millie.api.core.store import GameStore
from millie.api.db.notify import CHANNEL, Notifier
from millie.rules.millimemory.cards import QUESTIONS
from tables import Table

TIMERS = {
    "millions": {"placement_seconds": 1, "decision_seconds": 1, "story_seconds": 1},
    "millimemory": {"prediction_seconds": 1},
    # Seat 0's every turn times out: the smallest turn bound (L14a) keeps the game short.
    "morbid-living": {"turn_seconds": 1, "max_turns": 20},
}
PLAYERS = {"millions": 4, "millimemory": 3, "morbid-living": 3}


def play_without_seat_0(
    table: Table, rng: random.Random, skip: Callable[[], None] | None = None, limit: float = 120
) -> dict[str, Any]:
    """Seats 1.. play legal moves (Millimemory: the right answer); seat 0 never acts.
    While only seat 0 is waited for: `skip()` (the deadline passes at once), or, without
    it, a long poll of the events until the deadline."""
    client, started = table.client, time.monotonic()
    while time.monotonic() - started < limit:
        view = table.view()
        if view["status"] == "finished":
            return view
        seats = sorted({p["seat"] for p in view["pending"] if p["seat"] not in (None, 0)})
        if not seats and skip is not None:
            skip()
            continue
        if not seats:
            r = client.get(table.path("events"), query_string={"after": 10**6, "wait": 2})
            assert r.status_code == 200
            continue
        seat = rng.choice(seats)
        entries = table.view(seat)["legal_actions"]
        if table.slug == "millimemory" and view["card"] is not None:
            entries = [{**entries[0], "body": {"mm": QUESTIONS[view["card"]["id"]].mm}}]
        if not entries:
            continue
        r = table.send(seat, rng.choice(entries))
        assert r.status_code in (200, 409), r.get_data(as_text=True)  # 409: a timeout won
    raise AssertionError(f"the game did not finish in {limit} s")


@pytest.fixture
def skip_a_second(monkeypatch: pytest.MonkeyPatch) -> Callable[[], None]:
    """Moves the server's clock (api/core/times.py) 1.1 s on, each time it is called."""
    ahead = [0.0]
    real = time.time
    monkeypatch.setattr(times, "time", SimpleNamespace(time=lambda: real() + ahead[0]))
    return lambda: ahead.__setitem__(0, ahead[0] + 1.1)


@pytest.mark.parametrize("slug", ["millions", "millimemory", "morbid-living"])
def test_m21_q6_turn_seconds_finish_a_game_whose_player_never_acts(
    client: FlaskClient, slug: str, skip_a_second: Callable[[], None]
) -> None:
    """M21, Q6, turn_seconds: with one-second deadlines, a game finishes though seat 0
    never acts; every act for a late player is an event marked `timeout`, and the
    export replays to the same final state (G1, G2)."""
    table = Table.create(client, PLAYERS[slug], seed=7, options=TIMERS[slug], slug=slug)
    skip = None if slug == "millimemory" else skip_a_second
    final = play_without_seat_0(table, random.Random(7), skip)
    assert final["status"] == "finished"
    record = client.get(table.path("export")).json
    timeouts = [e for e in record["events"] if e["data"].get("timeout")]
    assert timeouts, "the server acted for seat 0 at least once"
    assert differences(replay(record, OWN_GAMES[record["type"]]), record["final_state"]) == []


def test_pending_decisions_show_their_deadline(client: FlaskClient) -> None:
    """A timed decision carries its deadline (RFC 3339) in `pending`; without timers, null."""
    timed = Table.create(client, 3, seed=1, options={"placement_seconds": 20})
    timed.post(0, "flip")
    before = time.time()
    pending = timed.view(1)["pending"]
    assert {p["decision"] for p in pending} == {"claim"}
    for p in pending:
        at = time.mktime(time.strptime(p["deadline"][:19], "%Y-%m-%dT%H:%M:%S")) - time.timezone
        assert before + 15 < at < before + 22
    plain = Table.create(client, 3, seed=1)
    plain.post(0, "flip")
    assert all(p["deadline"] is None for p in plain.view(1)["pending"])


def test_m21_a_late_claim_meets_the_timeout_first(client: FlaskClient) -> None:
    """M21: the first request after a deadline acts on it before anything else, so a
    claim sent too late finds its player already placed by the server."""
    table = Table.create(client, 3, seed=2, options={"placement_seconds": 1})
    table.post(0, "flip")
    room = [t["card"]["id"] for t in table.view()["table"] if t["room"] > 0]
    time.sleep(1.2)
    r = table.post(1, "claim", {"card": room[0]})
    assert r.status_code == 409
    assert r.json["code"] in ("already_placed", "wrong_phase")
    events = client.get(table.path("events")).json["events"]
    placed = [e for e in events if e["kind"] == "claimed" and e["data"].get("timeout")]
    assert {e["data"]["seat"] for e in placed} >= {1}


def test_untimed_options_are_refused_when_out_of_range(client: FlaskClient) -> None:
    for bad in (0, -1, 86_401, 1.5, "30", True):
        r = client.post("/v1/millions/games", json={"options": {"placement_seconds": bad}})
        assert r.status_code == 422, bad
        assert r.json["code"] == "invalid_body"


def flip_while_waiting(table: Table, query: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """Seat `seat` long-polls the events after the newest (`query` added) in a thread;
    half a second later seat 0 flips. The poll's answer, and `seconds` it took."""
    last = table.client.get(table.path("events")).json["last_seq"]
    answer: dict[str, Any] = {}

    def wait() -> None:
        started = time.monotonic()
        r = table.client.application.test_client().get(
            table.path("events"),
            query_string={"after": last, "wait": 10, **query},
            headers=table.auth(seat),
        )
        answer.update(r.json, seconds=time.monotonic() - started)

    waiter = threading.Thread(target=wait)
    waiter.start()
    time.sleep(0.5)
    assert table.post(0, "flip").status_code == 200
    waiter.join(15)
    return answer


def test_long_poll_returns_when_an_event_is_committed(client: FlaskClient) -> None:
    """events?wait=S answers as soon as a new event exists, not after S seconds."""
    answer = flip_while_waiting(Table.create(client, 3, seed=3), {}, None)
    assert [e["kind"] for e in answer["events"]] == ["flipped"]
    assert answer["seconds"] < 3


@pytest.mark.parametrize("slug", sorted(PLAYERS))
def test_a_view_names_the_newest_event_it_shows(client: FlaskClient, slug: str) -> None:
    """`last_seq`: the events page's last_seq when the view was made, in a move's answer
    and in a GET, for a player and a spectator; a client that finds no event after it
    knows its view is current."""
    table = Table.create(client, PLAYERS[slug], seed=5, slug=slug)
    rng = random.Random(5)
    for _ in range(6):
        newest = client.get(table.path("events")).json["last_seq"]
        for seat in (0, None):
            assert table.view(seat)["last_seq"] == newest
        seat, view = next(
            (s, v) for s in range(PLAYERS[slug]) if (v := table.view(s))["legal_actions"]
        )
        entry = rng.choice(view["legal_actions"])
        answer = client.post(entry["path"], json=entry["body"], headers=table.auth(seat))
        assert answer.status_code == 200, answer.json
        assert answer.json["last_seq"] == client.get(table.path("events")).json["last_seq"]
        assert answer.json["last_seq"] > newest


@pytest.mark.parametrize("slug", sorted(PLAYERS))
def test_an_events_poll_with_view_holds_the_view_a_get_gives(
    client: FlaskClient, slug: str
) -> None:
    """`view=true`: the page holds the caller's view exactly as GET gives it (each seat
    its own secrets, a spectator the public view), as of the page's last event; without
    it the page has no view."""
    table = Table.create(client, PLAYERS[slug], seed=7, slug=slug)
    rng = random.Random(7)
    for _ in range(5):
        for seat in (*range(PLAYERS[slug]), None):
            r = client.get(
                table.path("events"), query_string={"view": "true"}, headers=table.auth(seat)
            )
            assert r.status_code == 200, r.json
            page = r.json
            assert page["view"] == table.view(seat)
            assert page["view"]["last_seq"] == page["last_seq"] == page["events"][-1]["seq"]
            assert "view" not in client.get(table.path("events"), headers=table.auth(seat)).json
        seat, view = next(
            (s, v) for s in range(PLAYERS[slug]) if (v := table.view(s))["legal_actions"]
        )
        assert table.send(seat, rng.choice(view["legal_actions"])).status_code == 200


def test_a_long_poll_with_view_wakes_with_the_view_after_the_event(client: FlaskClient) -> None:
    """A waiting seat catches up in one request: the flip that woke it, and its view
    with the flipped card, as of that event."""
    table = Table.create(client, 3, seed=3)
    answer = flip_while_waiting(table, {"view": "true"}, 1)
    assert [e["kind"] for e in answer["events"]] == ["flipped"]
    assert answer["view"]["last_seq"] == answer["events"][0]["seq"]
    assert answer["view"] == table.view(1)


def test_an_events_poll_refuses_a_view_that_is_not_true_or_false(client: FlaskClient) -> None:
    table = Table.create(client, 3, seed=3)
    before = table.view(0)
    r = client.get(table.path("events"), query_string={"view": "maybe"}, headers=table.auth(0))
    assert r.status_code == 422 and r.json["code"] == "invalid_query"
    assert r.json["errors"] == {"view": ["Not a valid boolean."]}
    assert table.view(0) == before


def test_long_poll_gives_up_after_wait_seconds(client: FlaskClient) -> None:
    table = Table.create(client, 3, seed=3)
    last = client.get(table.path("events")).json["last_seq"]
    started = time.monotonic()
    r = client.get(table.path("events"), query_string={"after": last, "wait": 0.5})
    assert r.json["events"] == [] and 0.4 < time.monotonic() - started < 3
    assert client.get(table.path("events"), query_string={"wait": 31}).status_code == 422


def test_lobby_lists_games_newest_first_by_type_and_status(client: FlaskClient) -> None:
    """GET /v1/games: every type, filters, pages, newest first; public facts only."""
    made = [Table.create(client, 3, start=False, slug="millimemory") for _ in range(3)]
    started = Table.create(client, 2, slug="morbid-living")
    page = client.get("/v1/games", query_string={"type": "millimemory", "status": "lobby"}).json
    ids = [g["id"] for g in page["games"]]
    assert ids.index(made[2].game_id) < ids.index(made[1].game_id) < ids.index(made[0].game_id)
    entry = next(g for g in page["games"] if g["id"] == made[0].game_id)
    assert entry["players"] == ["Player 0", "Player 1", "Player 2"]
    assert entry["seats_free"] == 3 and entry["path"] == made[0].path()
    assert "host_token" not in str(page) and "state" not in entry
    active = client.get("/v1/games", query_string={"status": "active", "page_size": 100}).json
    assert started.game_id in [g["id"] for g in active["games"]]
    assert all(g["status"] == "active" for g in active["games"])
    one = client.get("/v1/games", query_string={"page_size": 1, "page": 2}).json
    assert len(one["games"]) == 1 and one["total"] >= 4
    assert client.get("/v1/games", query_string={"status": "open"}).status_code == 422
    assert client.get("/v1/games", query_string={"type": "chess"}).status_code == 422


def test_export_is_refused_until_the_game_is_finished(client: FlaskClient) -> None:
    table = Table.create(client, 3, seed=4)
    r = client.get(table.path("export"))
    assert r.status_code == 409 and r.json["code"] == "game_not_finished"


@pytest.mark.parametrize("slug", ["millions", "millimemory", "morbid-living"])
def test_g1_g2_exported_games_replay_to_identical_final_states(
    client: FlaskClient, slug: str
) -> None:
    """G1, G2: random games, exported, replay from seed + actions to the same state."""
    for seed in range(8):
        table = Table.create(client, 3, seed=seed, slug=slug)
        table.play_randomly(random.Random(seed), by_kind=slug == "morbid-living")
        record = client.get(table.path("export")).json
        assert record["seed"] == seed and record["type"] == slug
        assert [a["action"] for a in record["actions"][:4]] == ["join"] * 3 + ["start"]
        assert differences(replay(record, OWN_GAMES[record["type"]]), record["final_state"]) == []
        record["actions"].pop()  # a record with a move missing does not replay the same
        assert differences(replay(record, OWN_GAMES[record["type"]]), record["final_state"]) != []


def test_g1_records_made_before_path_parameters_went_into_the_body_replay(
    client: FlaskClient,
) -> None:
    """Before December 2026 a squabble's number had a field of its own in the record
    (`squabble`), not a place in the body: such a record replays the same."""
    for seed in range(8):
        table = Table.create(client, 3, seed=seed)
        table.play_randomly(random.Random(seed))
        record = client.get(table.path("export")).json
        old = [a for a in record["actions"] if "squabble" in a["body"]]
        if not old:
            continue
        for action in old:
            action["squabble"] = action["body"].pop("squabble")
        assert differences(replay(record, OWN_GAMES[record["type"]]), record["final_state"]) == []
        return
    raise AssertionError("no random game had a squabble")


def _served_app(url: str) -> FlaskClient:
    from millie.api.db.migrate import upgrade
    from millie.api.http import create_app

    upgrade(url)
    return create_app({"DATABASE_URL": url, "RATELIMIT_ENABLED": False}, OWN_GAMES).test_client()


def test_millie_tick_acts_on_deadlines_of_games_nobody_touches(sqlite_url: str) -> None:
    """`millie tick`: the sweeper for games no request touches (M21)."""
    import os
    import subprocess

    from millie.api.db.models import Game
    from servers import millie_command

    client = _served_app(sqlite_url)
    table = Table.create(client, 3, seed=5, options={"placement_seconds": 1})
    table.post(0, "flip")
    time.sleep(1.2)
    env = {**os.environ, "DATABASE_URL": sqlite_url}
    out = subprocess.run([*millie_command(), "tick"], env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "acted on 1 games" in out.stdout
    with stored(client.application) as session:
        game = session.get(Game, table.game_id)
        assert game is not None and game.state["phase"] != "placement"


def test_millie_replay_checks_an_exported_file(sqlite_url: str, tmp_path: Any) -> None:
    """`millie replay FILE`: 0 and "identical" for a true record, 1 for a doctored one."""
    import json
    import subprocess

    from servers import millie_command

    client = _served_app(sqlite_url)
    table = Table.create(client, 3, seed=9)
    table.play_randomly(random.Random(9))
    record = client.get(table.path("export")).json
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(json.dumps(record))
    record["final_state"]["round"] += 1
    bad.write_text(json.dumps(record))
    ok = subprocess.run([*millie_command(), "replay", str(good)], capture_output=True, text=True)
    assert ok.returncode == 0 and "identical" in ok.stdout, ok.stdout + ok.stderr
    no = subprocess.run([*millie_command(), "replay", str(bad)], capture_output=True, text=True)
    assert no.returncode == 1 and ".round" in no.stdout


def test_a_move_wakes_the_waiters_of_its_own_game_only() -> None:
    """Each game's waiters sleep on a condition of their own (api/notify.py), held only
    while someone waits: a move of another game does not even wake them, a move of
    theirs wakes them at once."""
    notifier = Notifier(create_engine("sqlite://"))
    woke: list[float] = []

    def follow(game: str) -> None:
        mark = notifier.mark(game)
        started = time.monotonic()
        notifier.wait(game, mark, timeout=5.0)  # SQLite: looks again every 0.2 s anyway
        woke.append(time.monotonic() - started)

    waiter = threading.Thread(target=follow, args=("a",))
    waiter.start()
    time.sleep(0.05)
    assert list(notifier._waiting) == ["a"]  # one condition, for the game followed
    notifier.committed("b", 1, 1)
    time.sleep(0.05)
    assert woke == []  # another game's move: still waiting
    notifier.committed("a", 1, 1)
    waiter.join(timeout=2.0)
    assert len(woke) == 1 and woke[0] < 0.19  # woken by its move, not by the 0.2 s look
    assert notifier._waiting == {}  # nobody waits: nothing kept


def test_the_watcher_says_its_loss_once_and_its_return(
    tmp_path: Any, caplog: pytest.LogCaptureFixture
) -> None:
    """The watcher tries its database again every second while it cannot watch (here a
    SQLite file with no tables yet); it says so once, not at every try, and says when it
    watches again."""
    from millie.api.db.migrate import upgrade

    url = f"sqlite:///{tmp_path / 'late.db'}"
    notifier = Notifier(create_engine(url))
    with caplog.at_level("WARNING", logger="millie.api.db.notify"):
        notifier.mark("g")  # starts the watcher
        time.sleep(2.6)  # three tries
        upgrade(url)
        time.sleep(1.5)
    said = [r.getMessage() for r in caplog.records if r.name == "millie.api.db.notify"]
    assert said == [
        "the watcher lost its connection: OperationalError",
        "the watcher has its connection again",
    ], said


@pytest.mark.postgres
def test_the_listener_wakes_a_games_waiters_at_its_notify_and_again_after_a_cut() -> None:
    """PostgreSQL: a move committed by any process sends NOTIFY with its game; each
    worker's watcher reads it off its connection and wakes that game's waiters at once
    (api/db/notify.py). When its connection is cut (a
    restart), the listener connects again and goes on."""
    if not PG_URL:
        pytest.skip(PG_HOWTO)
    url = fresh_postgres(PG_URL, database="millie_listen")  # its listener stays: not the suite's
    notifier = Notifier(create_engine(url))
    other = create_engine(url)

    def listeners() -> list[int]:
        with other.connect() as connection:
            return [
                pid
                for (pid,) in connection.execute(
                    text(
                        "SELECT pid FROM pg_stat_activity WHERE datname = current_database()"
                        f" AND query = 'LISTEN {CHANNEL}'"
                    )
                )
            ]

    def woken(game: str) -> float:
        """Seconds a waiter of `game` slept when another connection notified it."""
        mark = notifier.mark(game)  # starts the listener the first time
        assert notifier._watching.is_set()

        def notify() -> None:
            time.sleep(0.1)
            with other.connect() as connection:
                connection.execute(text("SELECT pg_notify(:c, :g)"), {"c": CHANNEL, "g": game})
                connection.commit()

        threading.Thread(target=notify).start()
        started = time.monotonic()
        notifier.wait(game, mark, timeout=5.0)
        slept = time.monotonic() - started
        assert notifier.mark(game) == mark + 1, "the listener did not get the notification"
        return slept

    assert woken("a") < 1.0
    (first,) = listeners()
    with other.connect() as connection:
        connection.execute(text("SELECT pg_terminate_backend(:p)"), {"p": first})
    deadline = time.monotonic() + 10
    while listeners() in ([], [first]) or not notifier._watching.is_set():
        assert time.monotonic() < deadline, "the listener did not connect again"
        time.sleep(0.05)
    assert woken("b") < 1.0
    assert woken("a") < 1.0


def test_a_poll_that_does_not_wait_starts_no_listener() -> None:
    """A mark is taken only by a request that may wait: taking one starts the worker's
    PostgreSQL listener, which then spends CPU on every move's NOTIFY (a served claim
    cost about 10 % more on PostgreSQL once a poll without `wait` had started one)."""
    calls: list[str] = []

    class Notes:
        def mark(self, game_id: str) -> int:
            calls.append(f"mark {game_id}")
            return 0

        def wait(self, game_id: str, mark: int, timeout: float) -> None:
            calls.append(f"wait {game_id}")

    class Games:
        notifier = Notes()

        def events(self, *args: Any) -> tuple[list[dict[str, Any]], int, float | None, None, bool]:
            return [], 5, None, None, False

    games: Any = Games()
    gt = OWN_GAMES["millions"]
    wait_for_events = GameStore.wait_for_events
    asked = Request(gt, "g")
    assert wait_for_events(games, asked, 5, 10, 0.0) == ([], 5, None)
    assert calls == []
    assert wait_for_events(games, asked, 5, 10, 0.05) == ([], 5, None)
    assert calls[:2] == ["mark g", "wait g"]
