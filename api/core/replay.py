"""Replay a game's record: its seed and its engine calls give its final state (G1, G2).

The server makes every engine call through `millie.api.core.calls.step` (timers at the call's
time, the action, timers again); replaying the recorded calls through it, with their
recorded times, reproduces every random choice and every deadline.
"""

from __future__ import annotations

import json
from typing import Any

from millie.api.core.calls import Call, lobby_without, step
from millie.api.core.games import GameType


def replay(record: dict[str, Any], gt: GameType) -> dict[str, Any]:
    """The final state document that the record's seed and `gt`'s actions lead to (the
    record's `type` names the game type it was played as)."""
    state = gt.engine.new_game(record["options"], record["seed"])
    calls: list[Call] = []
    for entry in record["actions"]:
        call = Call.recorded(gt, entry)
        if call.action == "remove":  # the host removed a seat in the lobby
            seat = call.body["seat"]
            state = lobby_without(gt, record["options"], record["seed"], calls, seat)
        else:
            step(gt, state, call)
        calls.append(call)
    document: dict[str, Any] = json.loads(json.dumps(gt.engine.to_dict(state)))
    return document


def differences(a: Any, b: Any, path: str = "") -> list[str]:
    """Where two JSON documents differ (the first few places), for a readable report."""
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for key in sorted(set(a) | set(b)):
            out += differences(a.get(key), b.get(key), f"{path}.{key}")
        return out[:20]
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        out = []
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            out += differences(x, y, f"{path}[{i}]")
        return out[:20]
    return [] if a == b else [f"{path or '.'}: {a!r} != {b!r}"]
