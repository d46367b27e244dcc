"""The conformance kit: checks that a game keeps the contract every Millie game keeps.

A game author runs it against their own game (`millie kit <slug>`, or from pytest:
docs/conformance-kit.md). It plays seeded random games through the engine alone and
through a real server, and stops at the first failure with the game, the seed and the
move. The checks:

- `engine`: every legal action of every seat is accepted, `free` fields filled within
  their limits; the state round-trips through `to_dict`/`from_dict` and JSON at every
  step; every game finishes; the calls replay from the seed to the same final state.
- `secrets`: no seat or spectator is shown another seat's secrets (millie/kit_secrets.py).
- `timers`: an abandoned game with the shortest timers finishes alone.
- the server's checks (millie/kit_server.py): the same games over HTTP, bad bodies and
  out-of-turn moves refused with documented codes and nothing changed, secrets in views,
  events, errors, the stream and the export, the stream ending with the game, and the
  export replaying (`millie replay`) to the same final state.
"""

from __future__ import annotations

import json
import random
import string
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from typing import Any

import orjson

from millie import kit_secrets
from millie.api.core.calls import Call, step, with_params
from millie.rules.game import NO_DEFAULT, Event, Field, Game, Refusal

GROUP = "millie.games"
START = 1_800_000_000.0  # the engine's clock in the kit's games: a fixed time, for replay
MAX_MOVES = 5000  # a game longer than this is taken for one that never ends
MAX_TIMEOUTS = 2000  # timers acted on for an abandoned game before it counts as stuck
SPARSER = 100  # after 100 moves the views are searched for secrets every 2nd, then 3rd...


class KitFailure(AssertionError):
    """A game broke the contract: the message names the game, the seed and the move;
    `report` holds what passed before."""

    report: Report | None = None


@dataclass
class Report:
    """What the kit checked: per check, how many games and moves, and how long it took."""

    game: str
    lines: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)

    def passed(self, check: str, games: int, moves: int, seconds: float, note: str = "") -> None:
        extra = f"; {note}" if note else ""
        plural = "game" if games == 1 else "games"
        self.lines.append(
            f"  ok    {check:<12} {games} {plural}, {moves} moves, {seconds:.1f} s{extra}"
        )

    def skip(self, check: str, why: str) -> None:
        self.skipped.append(check)
        self.lines.append(f"  skip  {check:<12} {why}")

    def text(self) -> str:
        return "\n".join([f"conformance kit: {self.game}", *self.lines])


# --- finding a game ---------------------------------------------------------------------


def find(name: str) -> Game:
    """The game named by its slug, its entry point's name in `millie.games`, or a
    `module:attribute` path (a game not installed)."""
    if ":" in name:
        module, _, attribute = name.partition(":")
        import importlib

        game = getattr(importlib.import_module(module), attribute)
    else:
        points = entry_points(group=GROUP)
        games = [p.load() for p in points if p.name == name]
        games += [g for g in (p.load() for p in points) if getattr(g, "slug", None) == name]
        if not games:
            known = sorted({p.name for p in points})
            raise KitFailure(f"no game {name!r} in the entry points {GROUP} ({known})")
        game = games[0]
    if not isinstance(game, Game):
        raise KitFailure(f"{name!r} is not a millie.rules.game.Game: {game!r}")
    return game


# --- random values within a declaration's limits -----------------------------------------


def value_for(spec: Field | dict[str, Any], rng: random.Random) -> Any:
    """A random value that fits a `Field` or a `free` entry's limits."""
    get: Callable[[str], Any] = (
        (lambda key: getattr(spec, key, None)) if isinstance(spec, Field) else spec.get
    )
    if get("choices"):
        return rng.choice(list(get("choices")))
    kind = get("type")
    if kind == "boolean":
        return rng.random() < 0.5
    if kind in ("integer", "number"):
        low = get("min") if get("min") is not None else 0
        high = get("max") if get("max") is not None else low + 100
        if kind == "integer":
            return rng.randint(int(low), int(high))
        decimals = get("decimals")
        number = rng.uniform(float(low), float(high))
        return round(number, decimals) if decimals is not None else number
    low = get("min_length") or 0
    high = get("max_length") if get("max_length") is not None else 40
    length = rng.randint(max(low, 1), max(min(high, low + 40), 1)) if high else 0
    # Words of letters, no space at either end: text a person might send.
    text = "".join(rng.choice(string.ascii_letters + " " * 2) for _ in range(length))
    return (rng.choice(string.ascii_letters) + text[1:-1] + rng.choice("xyz"))[:length]


def filled(entry: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A `legal_actions` entry's body with its `free` fields filled in at random."""
    body = dict(entry["body"])
    for name, spec in (entry.get("free") or {}).items():
        body[name] = value_for(spec, rng)
    return body


def defaults(game: Game) -> dict[str, Any]:
    """The options as the server loads a create body without any: the declared defaults."""
    return {k: f.default for k, f in game.options.items() if f.default is not NO_DEFAULT}


def options_for(game: Game, rng: random.Random, given: dict[str, Any]) -> dict[str, Any]:
    """A game's options: the defaults, switches and choices at random, then `given`.
    Numbers keep their defaults: they are timers and lengths whose bounds depend on
    each other (a starting seat, say, and the number of players)."""
    options = defaults(game)
    for name, f in game.options.items():
        if f.type == "boolean" or f.choices:
            options[name] = value_for(f, rng)
    for name, value in given.items():
        declared = game.options.get(name)
        if declared is None:
            raise KitFailure(f"{game.slug}: no option {name!r} (options: {sorted(game.options)})")
        low, high = declared.min, declared.max
        if isinstance(value, int | float) and not (
            (low is None or value >= low) and (high is None or value <= high)
        ):
            raise KitFailure(f"{game.slug}: option {name}={value} is outside {low} to {high}")
    return {**options, **given}


def fail(game: Game, seed: int, where: str, what: str) -> KitFailure:
    return KitFailure(f"{game.slug}, seed {seed}, {where}: {what}")


def as_json(value: Any) -> Any:
    """The value as JSON carries it: what the server stores and sends (with orjson)."""
    return orjson.loads(orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS))


# --- a game through the engine alone -----------------------------------------------------


@dataclass
class Move:
    """One call the kit made, and where: for failure messages."""

    number: int
    call: Call

    def __str__(self) -> str:
        who = "the host" if self.call.seat is None else f"seat {self.call.seat}"
        return f"move {self.number} ({who}: {self.call.action} {json.dumps(self.call.body)})"


@dataclass
class Played:
    """A game the engine played to its end: its calls (as the actions table records
    them) and the final state document."""

    seed: int
    options: dict[str, Any]
    calls: list[tuple[Call, int | None]]
    final: dict[str, Any]


class EngineGame:
    """One seeded random game through the engine, checked at every step."""

    def __init__(self, game: Game, seed: int, options: dict[str, Any], players: int) -> None:
        self.game, self.seed, self.options = game, seed, options
        self.engine = game.engine
        self.rng = random.Random(seed)
        self.now = START
        self.calls: list[tuple[Call, int | None]] = []
        self.state = self.engine.new_game(options, seed)
        self.players = players
        self.knowledge = kit_secrets.Knowledge(players)
        self.moves = 0

    def fail(self, where: str, what: str) -> KitFailure:
        return fail(self.game, self.seed, where, what)

    def call(self, call: Call) -> tuple[int | None, list[Event]]:
        """Make a call as the server does (expire, act, expire), then round-trip the
        state through its stored document, as the server's next request would."""
        self.moves += 1
        move = Move(self.moves, call)
        try:
            seat, events = step(self.game, self.state, call)
        except Refusal as refusal:
            raise self.fail(str(move), f"refused with {refusal.code!r}: {refusal.detail}") from None
        except Exception as error:
            raise self.fail(str(move), f"the engine raised {error!r}") from error
        self.calls.append((call, seat))
        self.state = self.round_trip(str(move))
        self.tell(events, str(move))
        return seat, events

    def round_trip(self, where: str) -> Any:
        """The state after `to_dict`, JSON and `from_dict`: the same document, the same
        views; the state the game goes on from."""
        engine = self.engine
        try:
            doc = as_json(engine.to_dict(self.state))
            again = engine.from_dict(as_json(doc))
        except (TypeError, ValueError, KeyError, orjson.JSONEncodeError) as error:
            raise self.fail(where, f"to_dict/from_dict does not round-trip: {error!r}") from None
        if as_json(engine.to_dict(again)) != doc:
            raise self.fail(where, "to_dict(from_dict(doc)) differs from doc")
        for seat in [None, *range(len(getattr(self.state, "players", [])))]:
            if as_json(engine.view(again, seat)) != as_json(engine.view(self.state, seat)):
                raise self.fail(where, f"the view of seat {seat} changes after from_dict")
        return again

    def tell(self, events: list[Event], where: str) -> None:
        for event in events:
            if event.secret is not None and event.secret_to not in range(self.players):
                raise self.fail(where, f"event {event.kind!r} has a secret for no seat")
            try:
                json.dumps([event.data, event.secret])
            except TypeError as error:
                raise self.fail(where, f"event {event.kind!r} is not JSON: {error}") from None
            self.knowledge.announce(event.data)
            self.knowledge.hear(event.secret_to, event.secret)

    def lobby(self) -> None:
        for _ in range(self.players):
            offered = self.engine.join_actions(self.state)
            if not offered:
                raise self.fail("the lobby", f"join_actions is empty with {_} players seated")
            self.call(Call("join", None, filled(self.rng.choice(offered), self.rng), self.now))
        if not any(a["action"] == "start" for a in self.engine.host_actions(self.state)):
            raise self.fail("the lobby", f"host_actions offers no start with {self.players} seated")
        self.call(Call("start", None, {}, self.now))

    def offers(self) -> list[tuple[int, dict[str, Any]]]:
        """Every (seat, legal action) now, each one checked: it has a non-empty `label`
        (the server sends it), and the engine accepts it (on a copy)."""
        out = [
            (seat, entry)
            for seat in range(self.players)
            for entry in self.engine.legal_actions(self.state, seat)
        ]
        for seat, entry in out:
            where = f"after move {self.moves}, seat {seat}'s legal action {json.dumps(entry)}"
            if not (isinstance(entry.get("label"), str) and entry["label"].strip()):
                raise self.fail(where, "has no label: say what it does in the game's words")
            if self.game.action(entry["action"]) is None:
                raise self.fail(where, "names an action the game does not declare")
            copy = self.engine.from_dict(as_json(self.engine.to_dict(self.state)))
            body = with_params(self.game, {**entry, "body": filled(entry, self.rng)})
            try:
                step(self.game, copy, Call(entry["action"], seat, body, self.now))
            except Refusal as refusal:
                raise self.fail(where, f"is refused: {refusal.code!r} {refusal.detail}") from None
            except Exception as error:
                raise self.fail(where, f"makes the engine raise {error!r}") from error
        return out

    def views(self) -> dict[int | None, dict[str, Any]]:
        return {s: as_json(self.engine.view(self.state, s)) for s in [None, *range(self.players)]}

    def check_secrets(self) -> None:
        """No viewer's view shows another seat's secrets (before the end)."""
        views = self.views()
        private = self.knowledge.private(views)
        for viewer, view in views.items():
            found = kit_secrets.leaks(view, viewer, private, self.knowledge)
            if found:
                seat, token = found[0]
                who = "a spectator" if viewer is None else f"seat {viewer}"
                raise self.fail(
                    f"after move {self.moves}",
                    f"{who}'s view shows seat {seat}'s secret {kit_secrets.shown(token)}",
                )

    def play(self, secrets: bool) -> Played:
        self.lobby()
        while self.engine.status(self.state) != "finished":
            if self.moves > MAX_MOVES:
                raise self.fail(f"after move {self.moves}", "the game has not finished")
            if secrets and self.moves % (1 + self.moves // SPARSER) == 0:
                self.check_secrets()
            offers = self.offers()
            if offers:
                seat, entry = self.rng.choice(offers)
                body = with_params(self.game, {**entry, "body": filled(entry, self.rng)})
                self.now += self.rng.choice((0.0, 0.5, 1.0))
                self.call(Call(entry["action"], seat, body, self.now))
                continue
            deadlines = self.engine.deadlines(self.state)
            if not deadlines:
                raise self.fail(
                    f"after move {self.moves}",
                    f"the game is {self.engine.status(self.state)} but no seat has a legal "
                    f"action and no timer runs (pending: {self.engine.pending(self.state)})",
                )
            self.now = max(self.now, min(d["at"] for d in deadlines))
            self.call(Call("expire", None, {}, self.now))
        self.finished()
        return Played(self.seed, self.options, self.calls, as_json(self.engine.to_dict(self.state)))

    def finished(self) -> None:
        """A finished game offers nothing and has a final score (and a result, if the
        engine has one)."""
        where = f"the end (after move {self.moves})"
        for seat in range(self.players):
            if self.engine.legal_actions(self.state, seat):
                raise self.fail(where, f"seat {seat} still has legal actions")
            score = self.engine.score(self.state, seat)
            if not score.get("final") or not set(score.get("winners", [])) <= set(
                range(self.players)
            ):
                raise self.fail(where, f"seat {seat}'s score is not final with winners: {score}")
        result = getattr(self.engine, "result", None)
        if callable(result):
            outcome = as_json(result(self.state))
            if not set(outcome.get("winners", [])) <= set(range(self.players)):
                raise self.fail(where, f"result() names winners who are not seats: {outcome}")


def replayed(game: Game, played: Played) -> dict[str, Any]:
    """The final state document that the recorded calls give, made again from the seed
    through the server's call sequence (api/core/calls.py step)."""
    state = game.engine.new_game(played.options, played.seed)
    for number, (call, seat) in enumerate(played.calls, 1):
        try:
            step(game, state, Call.recorded(game, call.record(seat)))
        except Refusal as refusal:
            where = f"replaying {Move(number, call)}"
            raise fail(game, played.seed, where, f"refused with {refusal.code!r}") from None
    document: dict[str, Any] = as_json(game.engine.to_dict(state))
    return document


# --- the checks --------------------------------------------------------------------------


def seeds(seed: int, count: int) -> Iterator[int]:
    rng = random.Random(seed)
    for _ in range(count):
        yield rng.randrange(10**6, 2**53)  # large: a seed is no small number in a view


def players_for(game: Game, rng: random.Random) -> int:
    return rng.randint(game.min_players, game.max_players)


def check_engine(
    game: Game, report: Report, playthroughs: int, seed: int, options: dict[str, Any]
) -> None:
    """Random games through the engine, each checked at every step and replayed."""
    began, moves = time.monotonic(), 0
    for game_seed in seeds(seed, playthroughs):
        rng = random.Random(game_seed)
        chosen = options_for(game, rng, options)
        played = EngineGame(game, game_seed, chosen, players_for(game, rng))
        result = played.play(secrets=True)
        moves += played.moves
        again = replayed(game, result)
        if again != result.final:
            from millie.api.core.replay import differences

            where = f"replaying {len(result.calls)} calls"
            diff = "; ".join(differences(again, result.final)[:5])
            raise fail(game, game_seed, where, f"the final state differs: {diff}")
    report.passed("engine", playthroughs, moves, time.monotonic() - began, "secrets, replay")


def timer_options(game: Game) -> dict[str, Any]:
    """Each option that sets a timer (a number of seconds: an integer named *_seconds) at
    its shortest."""
    return {
        name: int(f.min) if f.min is not None else 1
        for name, f in game.options.items()
        if f.type in ("integer", "number") and name.endswith("_seconds")
    }


def check_timers(
    game: Game, report: Report, playthroughs: int, seed: int, options: dict[str, Any]
) -> None:
    """An abandoned game with the shortest timers finishes alone: nobody moves after the
    start, and the engine's clock jumps from deadline to deadline."""
    timers = timer_options(game)
    if not timers:
        report.skip("timers", "the game declares no timer option (an integer *_seconds option)")
        return
    began, moves = time.monotonic(), 0
    for game_seed in seeds(seed, playthroughs):
        rng = random.Random(game_seed)
        chosen = {**options_for(game, rng, options), **timers}
        played = EngineGame(game, game_seed, chosen, players_for(game, rng))
        played.lobby()
        for _ in range(MAX_TIMEOUTS):
            if game.engine.status(played.state) == "finished":
                break
            deadlines = game.engine.deadlines(played.state)
            if not deadlines:
                raise played.fail(
                    f"abandoned with {json.dumps(timers)}, after {played.moves} calls",
                    f"no timer runs, and nobody will move (pending: "
                    f"{game.engine.pending(played.state)})",
                )
            played.now = max(played.now, min(d["at"] for d in deadlines))
            played.call(Call("expire", None, {}, played.now))
        else:
            raise played.fail(f"abandoned with {json.dumps(timers)}", "the game never ends")
        played.finished()
        moves += played.moves
    note = "abandoned with " + ", ".join(f"{k}={v}" for k, v in timers.items())
    report.passed("timers", playthroughs, moves, time.monotonic() - began, note)


CHECKS = ("engine", "timers", "server")


def run(
    game: Game,
    playthroughs: int = 3,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    server: str | None = None,
    checks: tuple[str, ...] = CHECKS,
) -> Report:
    """Run the kit's checks on `game` (`server`: the base URL of a running server to
    play on, instead of one built in this process). Raises KitFailure at the first
    failure; the report says what passed."""
    report = Report(game.slug)
    given = options or {}
    try:
        if "engine" in checks:
            check_engine(game, report, playthroughs, seed, given)
        if "timers" in checks:
            check_timers(game, report, playthroughs, seed, given)
        if "server" in checks:
            from millie import kit_server

            timers = "timers" in checks
            kit_server.check_server(game, report, playthroughs, seed, given, server, timers)
    except KitFailure as failure:
        failure.report = report
        raise
    return report
