"""The pure engines: complete random games per CPU second, and what a finished game stores.

Each game is played through the engine surface the API layer uses (new_game, join,
start, pending, legal_actions, apply) with no HTTP, no database and no JSON: a random
pending seat makes a random legal move (the kind of move drawn first, then an entry of
that kind, so that one kind with many entries, such as selling, does not crowd out the
rest) until the game is finished. Time is this process's CPU time, so games/s is per
core and does not depend on what else the machine runs.

The engine's figure (`games_per_cpu_second`) times each game a second time, replayed:
the same calls of the engine, move by move (status, pending, the mover's legal actions,
apply), with the move the driver chose the first time. So it counts the engine's work
and not the driver's choosing (grouping the entries by kind and drawing: a third of a
random Millimemory game with the driver). The first pass, driver included, is reported
beside it (`games_per_cpu_second_with_driver`).

A second pass (`server_round_trip`) adds, per move, what a request does around the
engine: from_dict of the stored document, the mover's view and legal actions, to_dict
and json.dumps of the new document. It is the engine's share of a request's CPU.

A third pass plays games apart from the timed ones and measures the stored state
document (json.dumps(to_dict(state))) at the end and at its largest, and the event log
(every event's kind, data and secret as JSON) of each finished game.
"""

from __future__ import annotations

import json
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from millie.rules import millimemory, millions, morbid_living
from millie.rules.game import Event
from millie.rules.millimemory.cards import COLOURS
from millie.rules.millions.cards import CHARACTERS

MAX_MOVES = 20_000  # a game that has not ended by then is reported as unfinished


@dataclass(frozen=True)
class EngineGame:
    slug: str
    engine: ModuleType
    join_body: Callable[[int], dict[str, Any]]  # the seat's join request, as sent over HTTP
    join_engine: Callable[[Any, dict[str, Any]], tuple[int, list[Event]]]
    options: dict[str, Any]

    def join(self, state: Any, seat: int) -> tuple[int, list[Event]]:
        return self.join_engine(state, self.join_body(seat))

    def started(self, players: int, seed: int) -> tuple[Any, list[Event]]:
        """A new game with `players` seated and started, and its events so far."""
        state = self.engine.new_game(dict(self.options), seed)
        events: list[Event] = []
        for seat in range(players):
            events += self.join(state, seat)[1]
        events += self.engine.start(state)
        return state, events


GAMES = {
    "millions": EngineGame(
        "millions",
        millions,
        lambda s: {"name": f"Player {s}", "character": CHARACTERS[s], "intro": f"I am {s}."},
        lambda state, b: millions.join(state, b["name"], b["character"], b["intro"]),
        {},
    ),
    "morbid-living": EngineGame(
        "morbid-living",
        morbid_living,
        lambda s: {"name": f"Player {s}"},
        lambda state, b: morbid_living.join(state, b["name"]),
        {"max_turns": 20},  # the bound of the runs in bench/results, so the figures compare
    ),
    "millimemory": EngineGame(
        "millimemory",
        millimemory,
        lambda s: {"name": f"Player {s}", "colour": COLOURS[s]},
        lambda state, b: millimemory.join(state, b["name"], b["colour"]),
        {},
    ),
}


Move = tuple[int, str, dict[str, Any]]  # seat, action, body (with a squabble's number)


@dataclass
class Played:
    moves: int
    finished: bool
    events: list[Event]
    state: Any
    max_state_bytes: int = 0
    chosen: list[Move] = field(default_factory=list)  # with `record`: every move made


def random_move(engine: ModuleType, state: Any, rng: random.Random) -> tuple[int, dict[str, Any]]:
    """A random pending seat and a random legal move of its own: the kind of move first,
    then an entry of that kind.

    The driver is measured with the engine, so it is kept lean: one pass groups the
    entries by kind (in the engine's order, with `dict.get`: no new list per entry), and
    each choice is one `random()` where `rng.choice` costs several calls (a third of a
    Millimemory game's time went to the driver with `choice`, a sorted set of kinds and a
    filtered list). Each choice is uniform, up to float rounding."""
    draw = rng.random
    pending = engine.pending(state)
    seat: int = pending[int(draw() * len(pending))]["seat"]
    kinds: dict[str, list[dict[str, Any]]] = {}
    for entry in engine.legal_actions(state, seat):
        group = kinds.get(entry["action"])
        if group is None:
            kinds[entry["action"]] = [entry]
        else:
            group.append(entry)
    groups = list(kinds.values())
    group = groups[int(draw() * len(groups))]
    return seat, group[int(draw() * len(group))]


def play_random(
    game: EngineGame,
    players: int,
    seed: int,
    rng: random.Random,
    round_trip: bool = False,
    measure: bool = False,
    record: bool = False,
) -> Played:
    """One complete game of random legal moves, straight through the engine."""
    engine = game.engine
    state, events = game.started(players, seed)
    largest = 0
    moves = 0
    chosen: list[Move] = []
    while engine.status(state) != "finished" and moves < MAX_MOVES:
        if round_trip:  # what a request does around the engine: load the stored document
            state = engine.from_dict(json.loads(json.dumps(engine.to_dict(state))))
        seat, entry = random_move(engine, state, rng)
        move = (seat, entry["action"], body_of(entry))
        events += engine.GAME.engine.apply(state, *move)
        if record:
            chosen.append(move)
        moves += 1
        if round_trip:  # ... then store it and answer with the mover's view
            json.dumps(engine.to_dict(state))
            view = engine.view(state, seat)
            view["pending"] = engine.pending(state)
            view["legal_actions"] = engine.legal_actions(state, seat)
            json.dumps(view)
        if measure:
            largest = max(largest, len(json.dumps(engine.to_dict(state))))
    return Played(moves, engine.status(state) == "finished", events, state, largest, chosen)


def body_of(entry: dict[str, Any]) -> dict[str, Any]:
    """A legal action's body as the server hands it to the engine: with the path's
    parameters (Millions' squabble number) in it."""
    if "squabble" in entry:
        return {**entry["body"], "squabble": entry["squabble"]}
    body: dict[str, Any] = entry["body"]
    return body


def replay(game: EngineGame, players: int, seed: int, chosen: list[Move]) -> Any:
    """A recorded game again, through the engine alone: each move's calls as when it was
    played (status, the pending seats, the mover's legal actions, apply), with the
    recorded move in place of the driver's choice. Returns the final state."""
    engine = game.engine
    state, events = game.started(players, seed)
    status, pending, legal_actions, apply = (
        engine.status,
        engine.pending,
        engine.legal_actions,
        engine.GAME.engine.apply,
    )
    for move in chosen:
        status(state)
        pending(state)
        legal_actions(state, move[0])
        events += apply(state, *move)
    status(state)
    return state


def event_bytes(events: list[Event]) -> int:
    """The event log as stored: each event's kind, data and secret, as JSON."""
    return sum(
        len(json.dumps({"kind": e.kind, "data": e.data, "secret": e.secret})) for e in events
    )


def _timed(
    game: EngineGame, players: int, min_games: int, budget: float, seed: int, round_trip: bool
) -> dict[str, Any]:
    """Games until both `min_games` are played and `budget` CPU seconds are spent.

    Without `round_trip`, each game is played with the driver (timed: `..._with_driver`)
    and then replayed through the engine alone (timed: the engine's figures); the replay
    must end in the same state. With `round_trip`, the games are played once, driver
    and all."""
    rng = random.Random(seed)
    games = moves = unfinished = 0
    driven = engine_only = 0.0
    clock = time.process_time
    cpu0, wall0 = clock(), time.perf_counter()
    while games < min_games or clock() - cpu0 < budget:
        game_seed = seed * 1_000_003 + games
        start = clock()
        played = play_random(
            game, players, game_seed, rng, round_trip=round_trip, record=not round_trip
        )
        driven += clock() - start
        if not round_trip:
            start = clock()
            state = replay(game, players, game_seed, played.chosen)
            engine_only += clock() - start
            if game.engine.to_dict(state) != game.engine.to_dict(played.state):
                raise RuntimeError(f"{game.slug} game {game_seed}: the replay ended elsewhere")
        games += 1
        moves += played.moves
        unfinished += not played.finished
    cpu = driven if round_trip else engine_only
    out = {
        "games": games,
        "moves": moves,
        "unfinished": unfinished,
        "cpu_seconds": round(cpu, 4),
        "wall_seconds": round(time.perf_counter() - wall0, 4),
        "games_per_cpu_second": round(games / cpu, 1) if cpu else None,
        "moves_per_cpu_second": round(moves / cpu, 1) if cpu else None,
        "us_per_move": round(1e6 * cpu / moves, 2) if moves else None,
    }
    if not round_trip:
        out["cpu_seconds_with_driver"] = round(driven, 4)
        out["games_per_cpu_second_with_driver"] = round(games / driven, 1) if driven else None
    return out


def _sizes(game: EngineGame, players: int, games: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed + 7)
    final, largest, logs, counts, moves = [], [], [], [], []
    for i in range(games):
        played = play_random(game, players, seed * 7_000_003 + i, rng, measure=True)
        final.append(len(json.dumps(game.engine.to_dict(played.state))))
        largest.append(played.max_state_bytes)
        logs.append(event_bytes(played.events))
        counts.append(len(played.events))
        moves.append(played.moves)

    def summary(values: list[int]) -> dict[str, float]:
        ordered = sorted(values)
        return {
            "mean": round(statistics.fmean(ordered), 1),
            "p50": ordered[len(ordered) // 2],
            "max": ordered[-1],
        }

    return {
        "games": games,
        "moves_per_game": summary(moves),
        "state_bytes_final": summary(final),
        "state_bytes_largest": summary(largest),
        "event_log_bytes": summary(logs),
        "events_per_game": summary(counts),
    }


def run(quick: bool, players: int = 4, seed: int = 1) -> dict[str, Any]:
    """Every game type: timed games (pure, then with the server's round trip), sizes."""
    out: dict[str, Any] = {"players": players, "seed": seed, "games": {}}
    budget = 0.5 if quick else 5.0  # CPU seconds per game type and pass
    for slug, game in GAMES.items():
        _timed(game, players, 5, 0.0, seed + 99, round_trip=False)  # warm-up, not counted
        pure = _timed(game, players, 20, budget, seed, round_trip=False)
        trip = _timed(game, players, 5, budget / 2, seed, round_trip=True)
        sizes = _sizes(game, players, 40 if quick else 300, seed)
        out["games"][slug] = {"pure": pure, "server_round_trip": trip, "sizes": sizes}
        print(
            f"  engines: {slug:<14} {pure['games_per_cpu_second']:>8} games/s per core "
            f"({pure['games_per_cpu_second_with_driver']} with the driver's choosing), "
            f"{pure['us_per_move']} µs/move pure, {trip['us_per_move']} µs/move with the "
            f"round trip; state at most {sizes['state_bytes_largest']['max']} B",
            flush=True,
        )
    return out
