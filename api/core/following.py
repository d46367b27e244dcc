"""One stream per player (docs/players.md): what happens in all of a player's games, so
that a bot runs as one long connection however many games it plays.

A player's stream says, for each of their games out of the lobby, when it changes in a
way that concerns them: `game_started` (a seek matched, or a host started a game they
sit in), `your_turn` (each time the game changes while it waits for a decision of
their seat, with those decisions) and `game_finished`. Each message is the game as the player
sees it then (its id, type, version, status, seat, path), with an `id` that is the time
of that change in milliseconds: a stream resumed with `Last-Event-ID` sends again the
state of every game changed since then (at least once: a client tells repeats by the
game's id and version).

The stream sleeps on the notifier (api/db/notify.py) for any of the player's active
games and for `player:<id>`, which matchmaking wakes; it also looks for new games every
RELIST seconds (a game a host started, a match in another process on SQLite).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from datetime import UTC, datetime, timedelta
from typing import Any

from millie.api.core.games import GameType
from millie.api.core.moves import Request
from millie.api.core.problems import Problem
from millie.api.core.store import GameStore
from millie.api.core.times import now
from millie.api.db import players as db

RELIST = 1.0  # seconds between looks for games the notifier cannot wake us for
Message = tuple[str, dict[str, Any], int | None]  # (kind, data, id)


def _ms(at: datetime) -> int:
    return int(at.timestamp() * 1000)


def follow_player(
    store: GameStore,
    hosted: Mapping[str, GameType],
    player: db.PlayerRow,
    token: str,
    after_ms: int | None,
    quiet: float,
) -> Iterator[list[Message]]:
    """The player's stream, in batches: first a `snapshot` (their active games, and
    whether each waits for them), then the messages of each change, a batch at least
    every RELIST seconds (empty when nothing changed); `quiet` 0: no waiting at all."""
    known: dict[str, int] = {}  # game id -> the version last told
    over: set[str] = set()  # games finished: not waited on
    notifier = store.notifier
    since = now() if after_ms is None else datetime.fromtimestamp(after_ms / 1000, UTC)

    def seen(game: db.PlayerGame) -> tuple[dict[str, Any], list[dict[str, Any]]] | None:
        gt = hosted.get(game.type)
        if gt is None:
            return None
        try:
            view = store.snapshot(Request(gt, game.id, token))
        except Problem:  # gone (a seat removed in the lobby): nothing to say
            return None
        line = {
            "id": game.id,
            "type": game.type,
            "status": view["status"],
            "version": view["version"],
            "seat": view["you"],
            "path": f"/v1/{game.type}/games/{game.id}",
        }
        mine = [p for p in view["pending"] if p.get("seat") == view["you"]]
        return line, mine

    with store.db.transaction(write=False) as tx:
        active, _ = db.games_of(tx, player.id, "active", 0, 200)
    lines = []
    for game in active:
        found = seen(game)
        if found is not None:
            line, mine = found
            lines.append({**line, "your_turn": bool(mine)})
            if after_ms is None:  # a resumed stream tells each change since its id again
                known[game.id] = line["version"]
    yield [("snapshot", {"games": lines}, None)]

    while True:
        keys = [f"player:{player.id}", *(g for g in known if g not in over)]
        marks = {key: notifier.mark(key) for key in keys}
        with store.db.transaction(write=False) as tx:
            changed = db.changed_since(tx, player.id, since - timedelta(milliseconds=1))
        out: list[Message] = []
        for game in changed:
            since = max(since, game.updated_at)
            if known.get(game.id) == game.version:
                continue
            found = seen(game)
            if found is None:
                continue
            line, mine = found
            at = _ms(game.updated_at)
            if game.id not in known and line["status"] != "lobby":
                out.append(("game_started", line, at))
            # Whenever the game changed while it waits for this seat: the same decisions
            # may be open again after the stream's look missed the versions between
            # (a new round's placement, say), so they are told at each change.
            if line["status"] == "active" and mine:
                out.append(("your_turn", {**line, "pending": mine}, at))
            if line["status"] == "finished":
                out.append(("game_finished", line, at))
                over.add(game.id)
            known[game.id] = line["version"]
        yield out
        if not out and quiet > 0:
            notifier.wait_any(marks, min(quiet, RELIST))
