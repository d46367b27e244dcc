"""Matchmaking under a crowd (docs/players.md, docs/performance.md): `players` players
seek four-player Millions games at once on a 2-worker server; every seek must be matched
once. The time from the fourth seek to the started game is the fourth seek's own
request: the answer to it holds the started game. And in this process: what a rating
update adds to the move that finishes a rated game.

The seeks are sent by wrk (bench/lua/prepared.lua, each request timed on its own by its
X-Request-ID): a load generator in Python (64 threads of httpx) spent more CPU than the
server did, on the same two cores, and its threads' wait for the interpreter's lock was
counted in every seek's time.
"""

from __future__ import annotations

import json
import random
import tempfile
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx

from bench.games import ms, percentile
from bench.http import wrk
from bench.server import Meter, Server, database_name

SIZE = 4
AT_ONCE = 64  # seeks in flight at once (client threads)


def run(server: Server, players: int) -> dict[str, Any]:
    local = threading.local()

    def client() -> httpx.Client:
        if not hasattr(local, "client"):
            local.client = httpx.Client(base_url=server.base, timeout=60)
        made: httpx.Client = local.client
        return made

    def register(i: int) -> str:
        r = client().post("/v1/players", json={"name": f"Seeker {i}", "bot": True})
        r.raise_for_status()
        token: str = r.json()["token"]
        return token

    with ThreadPoolExecutor(AT_ONCE) as pool:
        tokens = list(pool.map(register, range(players)))

    with tempfile.TemporaryDirectory(prefix="millie-seeks-") as folder:
        lines = Path(folder) / "seeks.tsv"
        body = json.dumps({"players": SIZE})
        lines.write_text("".join(f"POST\t/v1/millions/seeks\t{t}\t{body}\n" for t in tokens))
        with Meter(server, database_name(server.database_url)) as meter:
            sent = wrk(server.base, lines, "once", AT_ONCE, 120, mark='"status":"matched"')
            window = meter.stop()
    if sent["ok"] != players:
        raise RuntimeError(f"{sent['ok']} of {players} seeks answered 2xx: {sent['sample']}")
    wall = sent["answered_us"] / 1e6
    completing = [us / 1e6 for us in sent["marked_us"]]
    every = [us / 1e6 for us in sent["timed_us"]]

    def games_of(token: str) -> list[str]:
        headers = {"Authorization": f"Bearer {token}"}
        page = client().get("/v1/players/me/games?page_size=100", headers=headers).json()
        return [g["id"] for g in page["games"]]

    with ThreadPoolExecutor(AT_ONCE) as pool:
        held = list(pool.map(games_of, tokens))
    per_game = Counter(g for games in held for g in games)
    return {
        "players": players,
        "seeks_per_second": round(players / wall, 1),
        "seeks_timed": len(every),
        "completing_seeks": len(completing),
        "load_generator_cpu_s": round(sent["cpu_seconds"], 2),
        # CPU per seek: the workers', and PostgreSQL's backends' (absent on SQLite)
        "worker_cpu_us_per_seek": round(window["cpu"]["workers"] / players * 1e6),
        "database_cpu_us_per_seek": (
            round(window["cpu"]["pg_backends"] / players * 1e6)
            if "pg_backends" in window["cpu"]
            else None
        ),
        "games": len(per_game),
        "every_seek_matched_once": all(len(games) == 1 for games in held)
        and all(n == SIZE for n in per_game.values()),
        "fourth_seek_to_game_p50_ms": ms(percentile(completing, 0.5)),
        "fourth_seek_to_game_p99_ms": ms(percentile(completing, 0.99)),
        "seek_p50_ms": ms(percentile(every, 0.5)),
        "seek_p99_ms": ms(percentile(every, 0.99)),
    }


def rating_cost(moves: int = 300) -> dict[str, Any]:
    """The CPU time of a rating update of a four-player game (openskill, and the rows it
    reads and writes, rolled back), against the median CPU time of a Millions move in
    this process (an SQLite file, the app's test client)."""
    from flask.testing import FlaskClient

    from millie.api.core import ratings
    from millie.api.db.migrate import upgrade
    from millie.api.http import create_app
    from millie.rules import millions

    with tempfile.TemporaryDirectory(prefix="millie-bench-") as folder:
        url = f"sqlite:///{Path(folder) / 'rating.db'}"
        upgrade(url)
        app = create_app({"DATABASE_URL": url, "RATELIMIT_ENABLED": False}, [millions.GAME])
        http: FlaskClient = app.test_client()
        tokens = [
            _body(http.post("/v1/players", json={"name": f"P{i}"}))["token"] for i in range(4)
        ]
        games = []
        for _ in range(2):  # one to play, one to rate (its history row is new each time)
            for token in tokens:
                seek = _body(
                    http.post(
                        "/v1/millions/seeks",
                        json={"players": 4},
                        headers={"Authorization": f"Bearer {token}"},
                    )
                )["seek"]
            games.append(seek["game"]["id"])
        game_id, rated = games
        path = f"/v1/millions/games/{game_id}"
        rng, samples = random.Random(1), list[float]()
        view = _body(http.get(path))
        while view["status"] != "finished" and len(samples) < moves:
            seat = rng.choice(view["pending"])["seat"]
            auth = {"Authorization": f"Bearer {tokens[seat]}"}
            mine = _body(http.get(path, headers=auth))
            entry = rng.choice(mine["legal_actions"])
            cpu = time.thread_time()
            answer = http.post(entry["path"], json=entry["body"], headers=auth)
            samples.append(time.thread_time() - cpu)
            view = _body(answer if answer.status_code == 200 else http.get(path))
        database = app.extensions["millie"].db
        result = {"scores": [4, 3, 2, 1], "winners": [0], "ranks": [1, 2, 3, 4]}
        costs = []
        for _ in range(50):
            try:
                with database.transaction(write=True) as tx:
                    cpu = time.thread_time()
                    ratings.game_finished(tx, "millions", rated, result, datetime.now(UTC))
                    costs.append(time.thread_time() - cpu)
                    raise _RolledBack
            except _RolledBack:
                pass
    move = percentile(samples, 0.5) or 1e-9
    update = percentile(costs, 0.5) or 0.0
    return {
        "move_cpu_p50_us": round(move * 1e6),
        "rating_update_cpu_p50_us": round(update * 1e6),
        "rating_share_of_a_move": round(update / move, 3),
    }


def _body(response: Any) -> Any:
    """A test client's answer's JSON body (every answer here has one)."""
    body = response.json
    assert body is not None, response.status_code
    return body


class _RolledBack(Exception):
    """Leaves the rating update's transaction without committing it."""
