"""Server-hosted bot seats: the host seats a bot, and the server plays it.

A bot acts through the same mechanism as the timers (M21): when one of its decisions
opens, it gets a due time a human-like reaction delay later (0.8 to 2.0 s by default,
random per decision from the game's seed), and the first request that touches the game
after that time (a move, a view, a long poll, an event stream) lets it act. No background
thread is needed; a bot's placement races a human's fairly, in order of time. Its moves
are recorded like anyone's, so an export replays without the bot (G1, G2). With people at
the table, bots leave to them the decisions the game says are theirs (`people_decide`).

The game's `bots` also marks the seats of players registered as bots (docs/players.md):
`{"player": <id>}`, with no policy. The server does not play those (their program does,
as any player's) and counts them among the people at the table; the entry is there so
that every view and listing says the seat is a bot's (`is_bot`, api/core/views.py), and
it moves with its seat when a seat before it is removed, as a server bot's does.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime
from typing import Any

from millie import policies
from millie.api.core.calls import with_params
from millie.api.core.events import visible
from millie.api.core.moves import Move
from millie.api.core.views import Caller, decision_key, game_view
from millie.api.db import games as game_db
from millie.api.db.rows import EventRow

MAX_ACTS = 500  # per request: a table of bots alone cannot loop for ever


def bot_entry(policy: str, min_delay: float, max_delay: float) -> dict[str, Any]:
    return {
        "policy": policy,
        "min_delay": min_delay,
        "max_delay": max_delay,
        "due": None,  # when its pending decision is due
        "for": None,  # which decision that is
        "acts": 0,
    }


def player_entry(player_id: str) -> dict[str, Any]:
    """The mark of a seat that a player registered as a bot holds: not played here."""
    return {"player": player_id}


def played_here(bots: dict[str, Any] | None) -> dict[str, Any]:
    """The game's server-hosted bots (those with a policy), by seat."""
    return {key: bot for key, bot in (bots or {}).items() if "policy" in bot}


def act(move: Move) -> None:
    """Let every bot whose due time has passed make its move, oldest first; start the
    reaction delay of bots whose decision has just opened. A bot sees exactly what its
    seat would get: its view and the events its seat may see."""
    gt = move.gt
    bots = played_here(move.game.bots)
    if not bots:
        return
    engine, state = gt.engine, move.state
    for _ in range(MAX_ACTS):
        waiting: dict[str, str] = {}
        people = len(state.players) > len(bots)
        for p in engine.pending(state):
            if p["decision"] in gt.people_decide and people:
                continue  # the game leaves these to the people at the table
            if p["seat"] is not None:
                waiting[str(p["seat"])] = waiting.get(str(p["seat"]), "") + decision_key(p) + ";"
        for key, bot in bots.items():
            bot = bots[key] = dict(bot)
            if waiting.get(key) != bot.get("for"):
                bot["due"], bot["for"] = None, waiting.get(key)  # a new decision: a new delay
            if key not in waiting or not engine.legal_actions(state, int(key)):
                bot["due"] = None
            elif bot["due"] is None:
                delay = random.Random(
                    f"{move.game.seed}:bot:{key}:{move.game.event_count}"
                ).uniform(bot["min_delay"], bot["max_delay"])
                bot["due"] = round(move.now + delay, 3)
        ready = sorted((b["due"], k) for k, b in bots.items() if b["due"] is not None)
        if not ready or ready[0][0] > move.now:
            break
        key = ready[0][1]
        seat, bot = int(key), bots[key]
        rng = random.Random(f"{move.game.seed}:policy:{key}:{bot['acts']}")
        policy = policies.make(gt, bot["policy"], rng)
        for event in _events_seen_by(move, seat):
            policy.observe(event)
        view = game_view(gt, move.game, state, Caller(seat=seat))
        entry = policy.choose(view, view["legal_actions"])
        move.act(entry["action"], seat, with_params(gt, entry))
        bot["acts"] += 1
        bot["due"] = None
    move.game.bots = {**(move.game.bots or {}), **bots}


def _events_seen_by(move: Move, seat: int) -> list[dict[str, Any]]:
    """Every event the bot's seat may know: the stored log, then this request's."""
    at = datetime.fromtimestamp(move.now, UTC)
    fresh = [
        EventRow(seq, e.kind, e.data, e.secret, e.secret_to, at)
        for seq, e in enumerate(move.events, start=move.game.event_count + 1)
    ]
    # The stored log as of the game row read: a move read without a lock may meet events
    # another process added since (and will not be written).
    stored = game_db.events(move.tx, move.game.id, 0, move.game.event_count)
    return [visible(e, seat) for e in [*stored, *fresh]]
