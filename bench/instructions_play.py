"""Requests of one kind after another, in process, for `python -m bench --only
instructions` (bench/instructions.py runs this file under callgrind, with the Python of
the tree measured): after each kind it asks callgrind to dump its counts, so each dump
holds one kind's instructions. Run as `python instructions_play.py GAMES`; with CG set to
a folder, it waits for each dump to appear there."""

from __future__ import annotations

import gc
import glob
import importlib
import logging
import os
import subprocess
import sys
import tempfile
import time
from typing import Any

# The database: DATABASE_URL if set (an empty PostgreSQL database), else a new SQLite file.
URL = os.environ.get("DATABASE_URL") or (
    f"sqlite:///{tempfile.mkdtemp(prefix='millie-instructions-')}/millie.db"
)


def _module(name: str) -> Any:
    """`millie.<name>`, or in a tree from before the millie namespace (the code of
    4 December, measured with --against) the top-level `<name>` it had then."""
    try:
        return importlib.import_module(f"millie.{name}")
    except ImportError:
        return importlib.import_module(name)


upgrade = _module("api.db.migrate").upgrade
create_app = _module("api.http").create_app
CHARACTERS = _module("rules.millions.cards").CHARACTERS

API = "/v1/millions/games"
STORY = {"text": "I dusted it for her every Sunday for thirty years."}


def dump(name: str, counts: dict[str, int], n: int) -> None:
    """Ask callgrind for a dump named after the kind just made, and wait for it."""
    counts[name] = n
    folder = os.environ.get("CG")
    if not folder:
        return
    before = set(glob.glob(f"{folder}/callgrind.out.*"))
    command = ["callgrind_control", "-d", name, str(os.getpid())]
    subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while set(glob.glob(f"{folder}/callgrind.out.*")) == before:
        time.sleep(0.01)


def main() -> None:
    games_wanted = int(sys.argv[1])
    upgrade(URL)
    app = create_app({"DATABASE_URL": URL, "RATELIMIT_ENABLED": False})
    logging.disable(logging.CRITICAL)  # the access log's line costs the same on both
    # As a server's worker does once the app is loaded (millie/gunicorn_conf.py): else a
    # full collection of the whole heap falls in whichever kind of request it happens to.
    gc.collect()
    gc.freeze()
    client = app.test_client()

    def post(path: str, token: str | None = None, body: Any = None) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        answer = client.post(path, json=body if body is not None else {}, headers=headers)
        assert answer.status_code < 300, (path, answer.status_code, answer.get_data()[:300])
        return answer.get_json()

    def get(path: str, token: str) -> None:
        answer = client.get(path, headers={"Authorization": f"Bearer {token}"})
        assert answer.status_code == 200, (path, answer.status_code)

    counts: dict[str, int] = {}
    dump("startup", counts, 1)
    games = []
    for seed in range(games_wanted):
        created = post(API, body={"options": {}, "seed": seed})
        game, host = created["game"]["id"], created["host_token"]
        tokens = [
            post(f"{API}/{game}/players", None, {"name": f"P{i}", "character": CHARACTERS[i]})[
                "token"
            ]
            for i in range(4)
        ]
        post(f"{API}/{game}/start", host)
        games.append((game, tokens))
    dump("setup", counts, len(games))
    flipped = [post(f"{API}/{game}/flip", tokens[0]) for game, tokens in games]
    tables = [view["table"] for view in flipped]
    dump("flip", counts, len(games))
    for game, tokens in games:  # the flipper's view: rendered by its flip, cached
        get(f"{API}/{game}", tokens[0])
    dump("view", counts, len(games))
    for game, tokens in games:  # another seat's: no worker has rendered it yet
        get(f"{API}/{game}", tokens[1])
    dump("view_cold", counts, len(games))
    for game, tokens in games:  # the same seat's again: nothing has changed
        get(f"{API}/{game}", tokens[1])
    dump("view_again", counts, len(games))
    for (game, tokens), seen in zip(games, flipped, strict=True):  # nothing new yet
        get(f"{API}/{game}/events?after={seen['last_seq']}", tokens[2])
    dump("events", counts, len(games))
    # Seats 0 and 1 claim one Item, 2 and 3 another (or what has room): squabbles.
    claims = 0
    squabbles = []
    for (game, tokens), table in zip(games, tables, strict=True):
        room = {t["card"]["id"]: t["room"] for t in table if not t["cancelled"]}
        items = [t["card"]["id"] for t in table if t["card"]["kind"] == "item"]
        view: Any = None
        for seat, token in enumerate(tokens):
            wanted = items[seat // 2] if len(items) > seat // 2 else None
            pick = wanted if wanted is not None and room[wanted] > 0 else None
            pick = pick or next((card for card, left in room.items() if left > 0), None)
            if pick is None:
                break
            room[pick] -= 1
            view = post(f"{API}/{game}/claim", token, {"card": pick})
            claims += 1
        squabbles += [(game, tokens, sq) for sq in (view or {}).get("squabbles", [])]
    dump("claim", counts, claims)
    verdicts = []
    for game, tokens, sq in squabbles:
        n, selector, other = sq["number"], sq["selector"], sq["other"]
        judge = next(s for s in range(4) if s not in (selector, other))
        base = f"{API}/{game}/squabbles/{n}"
        post(f"{base}/judge", tokens[selector], {"judge": judge})
        post(f"{base}/story", tokens[selector], STORY)
        post(f"{base}/story", tokens[other], STORY)
        verdicts.append((base, tokens[judge], selector))
    dump("squabbles", counts, len(verdicts))
    for base, token, winner in verdicts:
        post(f"{base}/verdict", token, {"winner": winner})
    dump("verdict", counts, len(verdicts))
    print(" ".join(f"{k}={v}" for k, v in counts.items()))


if __name__ == "__main__":
    main()
