"""The placement race (M7) against a real multi-process server: the server decides.

Eight players send their claims for the same card at the same moment, each from its own
thread and connection, to a gunicorn server with four worker processes. Every time,
exactly the card's capacity succeed (2 on an Item, 1 on a Steal or Reappraise) and every
other request gets 409 `card_full`.
"""

from __future__ import annotations

import random
import threading
from collections import Counter
from functools import partial
from pathlib import Path
from typing import Any

import pytest
import requests

from conftest import PG_HOWTO, PG_URL, fresh_postgres
from millie.rules.millions.cards import CHARACTERS
from servers import running_server

PLAYERS = 8


class HttpTable:
    def __init__(self, base: str, seed: int) -> None:
        self.base = base
        r = requests.post(f"{base}/v1/millions/games", json={"seed": seed}, timeout=10)
        assert r.status_code == 201, r.text
        self.path = f"{base}/v1/millions/games/{r.json()['game']['id']}"
        host = r.json()["host_token"]
        self.sessions = [requests.Session() for _ in range(PLAYERS)]
        for seat, session in enumerate(self.sessions):
            r = session.post(
                f"{self.path}/players",
                json={"name": f"P{seat}", "character": CHARACTERS[seat]},
                timeout=10,
            )
            assert r.status_code == 201, r.text
            session.headers["Authorization"] = f"Bearer {r.json()['token']}"
        r = requests.post(
            f"{self.path}/start", headers={"Authorization": f"Bearer {host}"}, timeout=10
        )
        assert r.status_code == 200, r.text

    def view(self, seat: int) -> dict[str, Any]:
        r = self.sessions[seat].get(self.path, timeout=10)
        assert r.status_code == 200, r.text
        body: dict[str, Any] = r.json()
        return body

    def send(self, seat: int, entry: dict[str, Any]) -> requests.Response:
        return self.sessions[seat].post(self.base + entry["path"], json=entry["body"], timeout=30)

    def race(self, card: str) -> list[requests.Response]:
        """All eight claim `card` at once; the barrier releases the threads together."""
        barrier = threading.Barrier(PLAYERS)
        results: list[Any] = [None] * PLAYERS

        def claim(seat: int) -> None:
            barrier.wait()
            results[seat] = self.sessions[seat].post(
                f"{self.path}/claim", json={"card": card}, timeout=30
            )

        threads = [threading.Thread(target=claim, args=(seat,)) for seat in range(PLAYERS)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        return results

    def play_until(self, rng: random.Random, phases: set[str]) -> dict[str, Any]:
        """Play random legal moves until the game reaches one of `phases`."""
        view = self.view(0)
        while view["phase"] not in phases:
            seat = rng.choice(view["pending"])["seat"]
            entry = rng.choice(self.view(seat)["legal_actions"])
            r = self.send(seat, entry)
            assert r.status_code == 200, r.text
            view = r.json()
        return view


def run_races(base: str, rounds: int) -> Counter[str]:
    tally: Counter[str] = Counter()
    rng = random.Random(7)
    game = 0
    while tally["rounds"] < rounds:
        table = HttpTable(base, seed=1000 + game)
        game += 1
        view = table.view(0)
        while view["phase"] == "flip" and tally["rounds"] < rounds:
            for s in table.sessions:  # warm every connection before the race
                s.get(table.path, timeout=10)
            view = table.send(0, {"path": table.path[len(base) :] + "/flip", "body": {}}).json()
            open_cards = [t for t in view["table"] if not t["cancelled"]]
            singles = [t for t in open_cards if t["capacity"] == 1]
            target = singles[0] if singles and tally["rounds"] % 2 == 0 else None
            target = target or next(t for t in open_cards if t["capacity"] == 2)
            results = table.race(target["card"]["id"])
            ok = [r for r in results if r.status_code == 200]
            full = [r for r in results if r.status_code == 409 and r.json()["code"] == "card_full"]
            assert len(ok) == target["capacity"], [r.text for r in results]
            assert len(ok) + len(full) == PLAYERS, [r.text for r in results]
            seen = table.view(0)["table"]
            claimed = next(t for t in seen if t["card"]["id"] == target["card"]["id"])
            assert len(claimed["claimants"]) == target["capacity"]
            tally["rounds"] += 1
            tally["item" if target["capacity"] == 2 else "single"] += 1
            view = table.play_until(rng, {"flip", "finished"})
    return tally


@pytest.mark.server
@pytest.mark.postgres
def test_m7_race_decided_by_server_four_workers_postgres(tmp_path: Path) -> None:
    if not PG_URL:
        pytest.skip(PG_HOWTO)
    # 40 rounds, as on SQLite: the 200 rounds are the two instances' (2 x 2 workers, 20
    # claims a round, below), which this race's single instance adds little to.
    url = fresh_postgres(PG_URL, database="millie_race")
    with running_server(url, workers=4, cwd=tmp_path) as base:
        tally = run_races(base, rounds=40)
    print(f"race on PostgreSQL: {dict(tally)}")
    assert tally["rounds"] == 40 and tally["item"] > 0 and tally["single"] > 0


@pytest.mark.server
def test_m7_race_decided_by_server_four_workers_sqlite(tmp_path: Path) -> None:
    with running_server(f"sqlite:///{tmp_path / 'race.db'}", workers=4, cwd=tmp_path) as base:
        tally = run_races(base, rounds=40)
    print(f"race on SQLite: {dict(tally)}")
    assert tally["rounds"] == 40 and tally["item"] > 0 and tally["single"] > 0


CLAIMS = 20  # claims sent at once each round: every seat's, some seats' twice or thrice


def run_wide_races(bases: list[str], rounds: int) -> Counter[str]:
    """Races across instances: each round, 20 claims on one card at once (the eight
    seats', some sent two or three times, through both instances), then the round's
    next move sent 20 times at once with one Idempotency-Key."""
    tally: Counter[str] = Counter()
    rng = random.Random(11)
    game = 0
    while tally["rounds"] < rounds:
        table = HttpTable(bases[0], seed=2000 + game)
        game += 1
        tokens = [s.headers["Authorization"] for s in table.sessions]
        game_path = table.path[len(bases[0]) :]
        senders = []  # one connection per claim, alternating instances
        for i in range(CLAIMS):
            session = requests.Session()
            session.headers["Authorization"] = tokens[i % PLAYERS]
            senders.append((i % PLAYERS, bases[i % len(bases)], session))
        view = table.view(0)
        while view["phase"] == "flip" and tally["rounds"] < rounds:
            for _, base, session in senders:  # warm every connection before the race
                session.get(base + game_path, timeout=10)
            view = table.send(0, {"path": game_path + "/flip", "body": {}}).json()
            open_cards = [t for t in view["table"] if not t["cancelled"]]
            singles = [t for t in open_cards if t["capacity"] == 1]
            target = singles[0] if singles and tally["rounds"] % 2 == 0 else None
            target = target or next(t for t in open_cards if t["capacity"] == 2)
            body = {"card": target["card"]["id"]}
            claim = f"{game_path}/claim"
            results = at_once(
                [partial(s.post, base + claim, json=body, timeout=30) for _, base, s in senders]
            )
            shown = [f"{r.status_code} {r.text[:120]}" for r in results]
            ok = [seat for (seat, _, _), r in zip(senders, results, strict=True) if r.ok]
            assert len(ok) == len(set(ok)) == target["capacity"], shown
            refused = {r.json()["code"] for r in results if not r.ok}
            assert {r.status_code for r in results if not r.ok} <= {409}, shown
            assert refused <= {"card_full", "already_placed"}, shown
            claimed = next(t for t in table.view(0)["table"] if t["card"] == target["card"])
            assert sorted(claimed["claimants"]) == sorted(ok), claimed
            tally["rounds"] += 1
            tally["item" if target["capacity"] == 2 else "single"] += 1
            view = one_move_twenty_times(table, senders, rng)
            view = table.play_until(rng, {"flip", "finished"}) if view else table.view(0)
    return tally


def one_move_twenty_times(
    table: HttpTable, senders: list[tuple[int, str, requests.Session]], rng: random.Random
) -> dict[str, Any] | None:
    """The next pending seat's move, sent 20 times at once with one key through both
    instances: made once (the version goes up by one), answered 20 times alike."""
    view = table.view(0)
    if view["phase"] in ("flip", "finished"):
        return None
    seat = rng.choice(view["pending"])["seat"]
    entry = rng.choice(table.view(seat)["legal_actions"])
    key = {"Idempotency-Key": f"race-{rng.getrandbits(64):016x}"}
    bases = sorted({b for _, b, _ in senders})
    token = next(s.headers["Authorization"] for s_seat, _, s in senders if s_seat == seat)
    headers = {**key, "Authorization": token}
    # A new connection each (a pooled one the server closed while idle would fail a POST).
    calls = [
        partial(requests.post, b + entry["path"], json=entry["body"], headers=headers, timeout=30)
        for b in bases
    ]
    results = at_once([calls[i % len(calls)] for i in range(CLAIMS)])
    shown = [f"{r.status_code} {r.text[:120]}" for r in results]
    assert {r.status_code for r in results} == {200}, shown
    assert len({r.content for r in results}) == 1, shown
    assert sum("Idempotent-Replayed" not in r.headers for r in results) == 1, shown
    after = table.view(0)
    assert after["version"] == view["version"] + 1, (view["version"], after["version"])
    return after


def at_once(calls: list[Any]) -> list[requests.Response]:
    barrier = threading.Barrier(len(calls))
    results: list[Any] = [None] * len(calls)

    def run(i: int) -> None:
        barrier.wait()
        results[i] = calls[i]()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(calls))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


@pytest.mark.server
@pytest.mark.postgres
def test_m7_race_decided_by_server_two_instances_postgres(tmp_path: Path) -> None:
    """Two instances of two workers each on one PostgreSQL: 200 rounds of 20 claims at
    once on one card, each followed by one move sent 20 times with one key."""
    if not PG_URL:
        pytest.skip(PG_HOWTO)
    url = fresh_postgres(PG_URL, database="millie_race_wide")
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    with (
        running_server(url, workers=2, cwd=tmp_path / "a") as one,
        running_server(url, workers=2, cwd=tmp_path / "b") as two,
    ):
        tally = run_wide_races([one, two], rounds=200)
        retried = sum(move_retries(base) for base in (one, two))
    print(f"wide race on PostgreSQL: {dict(tally)}, moves made anew: {retried:g}")
    assert tally["rounds"] == 200 and tally["item"] > 0 and tally["single"] > 0


def move_retries(base: str) -> float:
    """millie_move_retries_total of every game type, as one instance's /metrics says."""
    metrics = requests.get(f"{base}/metrics", timeout=10).text
    return sum(
        float(line.rsplit(" ", 1)[1])
        for line in metrics.splitlines()
        if line.startswith("millie_move_retries_total{")
    )
