"""A game as one caller may see it (M20, Q6), and the views this process rendered last."""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from millie.api.core.games import GameType, policy_names
from millie.api.core.times import rfc3339, rfc3339_at
from millie.api.db.rows import GameRow
from millie.rules.kernel import Kernel


@dataclass(frozen=True)
class Caller:
    """Who sent the request: a seat, the host, or (neither) a spectator."""

    seat: int | None = None
    host: bool = False

    @property
    def role(self) -> str:
        if self.seat is not None:
            return "player"
        return "host" if self.host else "spectator"


def game_view(gt: GameType, game: GameRow, state: Any, caller: Caller) -> dict[str, Any]:
    """The caller's view (M20), with the lobby fields every game type has."""
    engine = gt.engine
    shown = engine.view(state, caller.seat)
    actions: list[dict[str, Any]] = []
    if caller.seat is not None and isinstance(engine, Kernel):
        actions += engine.legal_actions(state, caller.seat, shown)  # labels from `shown`
    elif caller.seat is not None:
        actions += engine.legal_actions(state, caller.seat)
    else:
        if caller.host:
            actions += engine.host_actions(state)
        actions += engine.join_actions(state)
    bots = game.bots or {}
    if caller.host and engine.join_actions(state):
        actions += [
            {"action": "add_bot", "label": f"Add a bot ({name})", "body": {"policy": name}}
            for name in policy_names(gt)
        ]
    # Part of the view envelope, documented as such (api/http/responses.py
    # GameViewSchema.seats): a view's seats say which are played by programs.
    for seat in shown.get("seats", []):
        seat.update(bot_flags(bots, seat["seat"]))
    return {
        **shown,
        "id": game.id,
        "type": gt.slug,
        "status": game.status,
        "version": game.version,
        "last_seq": game.event_count,
        "seeded": game.seed_given,
        "created_at": rfc3339(game.created_at),
        "you": caller.seat,
        "role": caller.role,
        "timers": dict(state.timers),
        "pending": _with_deadlines(engine.pending(state), engine.deadlines(state)),
        "legal_actions": [_request(gt, game.id, a) for a in actions],
    }


def bot_flags(bots: dict[str, Any] | None, seat: int) -> dict[str, Any]:
    """Who plays a seat, as every listing shows it (docs/players.md): `bot`, the policy
    of a server-hosted bot (null otherwise), and `is_bot`, true when a program plays it:
    a server-hosted bot or a player registered as a bot. The game's `bots` holds an
    entry for each such seat (api/core/bots.py)."""
    entry = (bots or {}).get(str(seat))
    return {"bot": entry.get("policy") if entry else None, "is_bot": entry is not None}


def result_of(engine: Any, state: Any) -> Any:
    """The score answer's `result`: the engine's (the kernel's `result`: scores, winners,
    ranks with ties) once the game is finished; null before, when the scores may still
    be secret, whatever an engine not on the kernel would say."""
    return engine.result(state) if engine.status(state) == "finished" else None


def decision_key(entry: dict[str, Any]) -> str:
    """One pending decision's identity: the seat, the decision and its parameters (a
    squabble's number, say), whatever the game names them; not when it is due."""
    return repr(sorted((k, v) for k, v in entry.items() if k not in ("at", "deadline")))


def _with_deadlines(
    pending: list[dict[str, Any]], deadlines: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """Each pending decision with its `deadline` (RFC 3339), or null without a timer."""
    at = {decision_key(d): d["at"] for d in deadlines}
    out = []
    for p in pending:
        when = at.get(decision_key(p))
        out.append({**p, "deadline": rfc3339_at(when) if when is not None else None})
    return out


def _request(gt: GameType, game_id: str, entry: dict[str, Any]) -> dict[str, Any]:
    """A legal action as the HTTP request that makes it."""
    base = f"/v1/{gt.slug}/games/{game_id}"
    action = entry["action"]
    declared = gt.action(action)
    params = declared.params if declared else ()
    if action == "join":
        path = f"{base}/players"
    elif action == "add_bot":
        path = f"{base}/bots"
    else:
        path = f"{base}/{(declared.path if declared else '') or action}"
        for param in params:  # the path's {n} is the entry's squabble, say
            path = path.replace(f"{{{param.name}}}", str(entry[param.key]))
    out = {
        "action": action,
        # The kernel labels every entry; an engine that is not on it may leave one out
        # (the kit fails it): its action's name stands in, rather than no answer at all.
        "label": entry.get("label") or action,
        "method": "POST",
        "path": path,
        "body": entry["body"],
    }
    for param in params:
        out[param.key] = entry[param.key]
    if "free" in entry:
        out["free"] = entry["free"]
    return out


ViewKey = tuple[str, int | None, bool]  # (game id, seat, host): whose view it is


class ViewCache:
    """The views this process rendered last, as JSON text: one entry per (game, seat,
    host), for one version of the game.

    A game at a given version is the same for the same viewer, so a client that reads
    the game again before anything happens (bots and frontends that follow a game do it
    after every event) gets the stored text; the state is not even parsed. Entries are
    only ever for committed versions, and the key holds the viewer, so one viewer's view
    is never anybody else's. At most `size` entries: the least recently used goes.
    """

    def __init__(self, size: int = 2048) -> None:
        self.size = size
        self._views: OrderedDict[ViewKey, tuple[int, str]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: ViewKey, version: int) -> str | None:
        with self._lock:
            hit = self._views.get(key)
            if hit is None or hit[0] != version:
                return None
            self._views.move_to_end(key)
            return hit[1]

    def put(self, key: ViewKey, version: int, body: str) -> None:
        with self._lock:
            held = self._views.get(key)
            if held is not None and held[0] > version:
                return  # a slower request rendered an older version: keep the newer
            self._views[key] = (version, body)
            self._views.move_to_end(key)
            if len(self._views) > self.size:
                self._views.popitem(last=False)
