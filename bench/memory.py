"""Memory: the RSS of every worker while many complete games are played through HTTP.

A lean driver plays the games (no generated client, no polling), one request per move:
it creates a seeded game and keeps a copy of it in the engine (rules/), fed the same
seed, seats and moves, so it knows every seat's legal actions without asking; it sends
a random one (bench.engines.random_move) for the seat that must act, and checks that the
server's answer shows the same pending decisions as its copy. Game types take turns
(Aunt Millie's Millions, Morbid Living, Millimemory, 4 players each). VmRSS of each
worker (/proc/<pid>/status) is read before the first game and after every tenth of them;
its PSS and USS (`shares_kb`) before the first game and after the last.
"""

from __future__ import annotations

import random
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx

from bench.engines import GAMES, body_of, random_move
from bench.server import Server, rss_kb, shares_kb

ORDER = ("millions", "morbid-living", "millimemory")


def play_mirrored(client: httpx.Client, slug: str, seed: int, players: int = 4) -> int:
    """One complete game, one request per move; the number of moves."""
    game = GAMES[slug]
    engine = game.engine
    rng = random.Random(seed)
    r = client.post(f"/v1/{slug}/games", json={"options": game.options, "seed": seed})
    r.raise_for_status()
    game_id, host = r.json()["game"]["id"], r.json()["host_token"]
    base = f"/v1/{slug}/games/{game_id}"
    local = engine.new_game(dict(game.options), seed)
    tokens = []
    for seat in range(players):
        r = client.post(f"{base}/players", json=game.join_body(seat))
        r.raise_for_status()
        tokens.append(r.json()["token"])
        game.join(local, seat)
    r = client.post(f"{base}/start", json={}, headers={"Authorization": f"Bearer {host}"})
    r.raise_for_status()
    engine.start(local)
    moves = 0
    while engine.status(local) != "finished":
        seat, entry = random_move(engine, local, rng)
        action = entry["action"]
        path = (
            f"{base}/squabbles/{entry['squabble']}/{action}"
            if "squabble" in entry
            else (f"{base}/{action}")
        )
        r = client.post(
            path, json=entry["body"], headers={"Authorization": f"Bearer {tokens[seat]}"}
        )
        if r.status_code != 200:
            raise RuntimeError(f"{slug} {path} {entry['body']}: {r.status_code} {r.text[:300]}")
        engine.GAME.engine.apply(local, seat, action, body_of(entry))
        if _decisions(engine.pending(local)) != _decisions(r.json()["pending"]):
            raise RuntimeError(
                f"{slug} game {game_id}: the server and its copy disagree: "
                f"{r.json()['pending']} != {engine.pending(local)}"
            )
        moves += 1
    return moves


def _decisions(pending: list[dict[str, Any]]) -> list[tuple[Any, Any]]:
    """Who must decide what (the server may add fields, such as a deadline)."""
    return [(p["seat"], p["decision"]) for p in pending]


def run(server: Server, games: int, threads: int, seed: int = 1) -> dict[str, Any]:
    workers = server.worker_pids()
    samples: list[dict[str, Any]] = [{"games": 0, "rss_kb": {str(p): rss_kb(p) for p in workers}}]
    shares_start = {str(p): shares_kb(p) for p in workers}
    every = max(1, games // 10)
    done = 0
    moves = 0
    lock = threading.Lock()
    errors: list[str] = []
    started = time.perf_counter()

    def one(i: int) -> None:
        nonlocal done, moves
        slug = ORDER[i % len(ORDER)]
        try:
            with httpx.Client(base_url=server.base, timeout=60) as client:
                n = play_mirrored(client, slug, seed * 1_000_003 + i)
        except Exception as error:
            with lock:
                errors.append(repr(error)[:300])
            return
        with lock:
            done += 1
            moves += n
            if done % every == 0 or done == games:
                samples.append(
                    {"games": done, "rss_kb": {str(p): rss_kb(p) for p in server.worker_pids()}}
                )
                print(f"  memory: {done} games, worker RSS {_mb(samples[-1])} MB", flush=True)

    with ThreadPoolExecutor(threads) as pool:
        list(pool.map(one, range(games)))
    wall = time.perf_counter() - started
    final: dict[str, int | None] = samples[-1]["rss_kb"]
    first: dict[str, int | None] = samples[0]["rss_kb"]
    return {
        "games": done,
        "games_asked": games,
        "threads": threads,
        "moves": moves,
        "seconds": round(wall, 1),
        "moves_per_second": round(moves / wall, 1),
        "games_per_second": round(done / wall, 2),
        "errors": errors[:10],
        "error_count": len(errors),
        "workers_restarted": server.worker_pids() != workers,
        "server_command": server.command_line,
        "rss_kb_start": first,
        "rss_kb_end": final,
        "shares_kb_start": shares_start,
        "shares_kb_end": {str(p): shares_kb(p) for p in server.worker_pids()},
        "rss_mb_max_worker": round(max(v or 0 for v in final.values()) / 1024, 1),
        "rss_mb_growth_max_worker": round(
            max((final.get(p) or 0) - (first.get(p) or 0) for p in final) / 1024, 1
        ),
        "samples": samples,
    }


def _mb(sample: dict[str, Any]) -> str:
    return ", ".join(f"{(v or 0) / 1024:.1f}" for v in sample["rss_kb"].values())
