"""The conformance kit's server checks: seeded random games over HTTP, on a server built in
this process (Flask's test client, a temporary SQLite database) or a running one by URL
(millie/kit_http.py).

Every request is a real request to the real routes, with JSON bodies and tokens. Every
legal action chosen is accepted; at some moves each seat, the host and a spectator also
send bad bodies and moves out of turn, which must be refused with a code the OpenAPI
document lists for that operation and status, and change nothing; views, events and
errors are searched for other seats' secrets (millie/kit_secrets.py). At the end the
stream must have ended with the game and told what the events page tells, each viewer
must have been told exactly what the export says it may, and the export must replay
(`millie replay`'s code) to the same final state.
"""

from __future__ import annotations

import json
import random
import threading
import time
from collections.abc import Iterator
from typing import Any

from millie import kit_secrets
from millie.kit import (
    KitFailure,
    Report,
    filled,
    options_for,
    players_for,
    seeds,
    timer_options,
)
from millie.kit_http import Answer, Client, Document, clock_at, served
from millie.rules.game import Game

DENSE = 30  # moves whose every view is searched for secrets; then fewer and fewer
MAX_MOVES = 5000
ACTIONS_PROBED = 3  # actions each viewer sends bad requests for, at each probe
PROBES = 6  # moves of each game (beside its first four) at which every viewer sends bad
# and out-of-turn requests
STREAM_GRACE = 10.0  # seconds the stream may take to end after the game has


# --- one game over HTTP --------------------------------------------------------------------


class HttpGame:
    """One seeded random game through the server: lobby, moves, probes, the end."""

    def __init__(
        self, game: Game, client: Client, doc: Document, seed: int, options: dict[str, Any]
    ) -> None:
        self.game, self.client, self.doc, self.seed = game, client, doc, seed
        self.rng = random.Random(seed)
        self.options = options_for(game, self.rng, options)
        self.players = players_for(self.game, self.rng)
        self.knowledge = kit_secrets.Knowledge(self.players)
        self.tokens: list[str] = []
        self.after: dict[int | None, int] = {}
        self.events: dict[int | None, list[dict[str, Any]]] = {}  # by viewer; -1: the host
        self.unchecked: dict[int | None, list[dict[str, Any]]] = {}
        self.moves = 0
        self.requests = 0
        self.where = "creating the game"

    def fail(self, what: str) -> KitFailure:
        return KitFailure(f"{self.game.slug}, seed {self.seed}, {self.where}: {what}")

    def send(
        self,
        method: str,
        path: str,
        token: str | None = None,
        body: Any = None,
        raw: bytes | None = None,
    ) -> Answer:
        self.requests += 1
        answer = self.client.send(method, path, token, body, raw)
        if answer.status >= 500:
            raise self.fail(f"{method} {path} answered {answer.status}: {answer.body}")
        return answer

    def ok(self, answer: Answer, what: str) -> dict[str, Any]:
        if not 200 <= answer.status < 300:
            raise self.fail(f"{what} was refused: {answer.status} {json.dumps(answer.body)[:400]}")
        assert isinstance(answer.body, dict)
        return answer.body

    # -- the lobby and the moves ----------------------------------------------------------

    def create(self) -> None:
        base = f"/v1/{self.game.slug}/games"
        made = self.ok(
            self.send("POST", base, body={"options": self.options, "seed": self.seed}), "create"
        )
        self.id, self.host = made["game"]["id"], made["host_token"]
        self.path = f"{base}/{self.id}"

    def lobby(self) -> None:
        self.create()
        for _ in range(self.players):
            self.where = f"the lobby, {len(self.tokens)} seated"
            offered = [a for a in self.view(None)["legal_actions"] if a["action"] == "join"]
            if not offered:
                raise self.fail("the view offers no join")
            entry = self.rng.choice(offered)
            joined = self.ok(self.send("POST", entry["path"], body=filled(entry, self.rng)), "join")
            self.tokens.append(joined["token"])
        self.where = "the start"
        self.ok(self.send("POST", f"{self.path}/start", self.host, {}), "start")

    def view(self, seat: int | None, host: bool = False) -> dict[str, Any]:
        token = self.host if host else (None if seat is None else self.tokens[seat])
        return self.ok(self.send("GET", self.path, token), f"the view of seat {seat}")

    def play(self, probe_at: set[int]) -> None:
        """Moves of pending seats, at random, to the end. At the first moves, then at
        fewer and fewer (every 2nd after DENSE, every 3rd after twice that...), every
        viewer's view and new events are searched for secrets; at `probe_at`, every
        viewer sends requests that must be refused."""
        self.lobby()
        self.follow()
        while True:
            self.where = f"after move {self.moves}"
            public = self.view(None)
            if public["status"] == "finished":
                break
            views: dict[int | None, dict[str, Any]] = {None: public}
            if self.moves % (1 + self.moves // DENSE) == 0 or self.moves in probe_at:
                views |= {s: self.view(s) for s in range(self.players)}
                self.read_events()
                self.check_secrets(views)
            if self.moves in probe_at:
                self.probe(views)
            seat, entry = self.choose(public, views)
            body = filled(entry, self.rng)
            self.moves += 1
            self.where = f"move {self.moves} (seat {seat}: {entry['action']} {json.dumps(body)})"
            self.ok(self.send("POST", entry["path"], self.tokens[seat], body), "the legal action")
            if self.moves > MAX_MOVES:
                raise self.fail("the game has not finished")
        self.where = f"the end (after move {self.moves})"
        self.read_events()
        self.probe({None: public, **{s: self.view(s) for s in range(self.players)}})

    def choose(
        self, public: dict[str, Any], views: dict[int | None, dict[str, Any]]
    ) -> tuple[int, dict[str, Any]]:
        """A random legal action of a random seat the game waits for."""
        waiting = sorted({p["seat"] for p in public["pending"] if p["seat"] is not None})
        self.rng.shuffle(waiting)
        for seat in waiting:
            offered = (views.get(seat) or self.view(seat))["legal_actions"]
            if offered:
                return seat, self.rng.choice(offered)
        raise self.fail(
            f"no seat the game waits for has a legal action (pending: {public['pending']})"
        )

    # -- secrets --------------------------------------------------------------------------

    def viewers(self) -> list[tuple[int | None, str | None]]:
        return [(None, None), (None, self.host), *((s, t) for s, t in enumerate(self.tokens))]

    def read_events(self) -> None:
        """Each viewer's new events, page after page; what they tell goes into the
        knowledge."""
        for seat, token in self.viewers():
            key = seat if token != self.host else -1
            while True:
                after = self.after.get(key, 0)
                page = self.ok(
                    self.send("GET", f"{self.path}/events?after={after}", token), "events"
                )
                for event in page["events"]:
                    self.after[key] = event["seq"]
                    self.events.setdefault(key, []).append(event)
                    self.unchecked.setdefault(key, []).append(event)
                    self.knowledge.announce(event["data"])
                    if "secret" in event:
                        if seat is None:
                            raise self.fail(
                                f"event {event['seq']} shows a secret part to a non-seat"
                            )
                        self.knowledge.hear(seat, event["secret"])
                if not page["events"] or self.after[key] >= page["last_seq"]:
                    break

    def secrets(self, views: dict[int | None, dict[str, Any]]) -> list[set[str]]:
        private = self.knowledge.private(
            {
                s: {k: v for k, v in view.items() if k not in ("you", "role")}
                for s, view in views.items()
            }
        )
        for seat, token in enumerate(self.tokens):  # a seat's token is its own
            private[seat] = private[seat] | {"s:" + token}
        return private

    def leak(
        self, payload: Any, viewer: int | None, private: list[set[str]], what: str, sent: Any = None
    ) -> None:
        if isinstance(payload, dict) and payload.get("status") == "finished":
            return  # the end may reveal everything (M19)
        text = json.dumps(payload)
        if self.host in text or str(self.seed) in text:
            raise self.fail(f"{what} shows the host's token or the game's seed")
        found = kit_secrets.leaks(
            payload,
            viewer,
            private,
            self.knowledge,
            sent=kit_secrets.tokens(sent, objects=True),
            text_too=sent is not None,
        )
        if found:
            seat, token = found[0]
            raise self.fail(f"{what} shows seat {seat}'s secret {kit_secrets.shown(token)}")

    def check_secrets(self, views: dict[int | None, dict[str, Any]]) -> None:
        private = self.secrets(views)
        for seat, view in views.items():
            who = "a spectator" if seat is None else f"seat {seat}"
            self.leak(view, seat, private, f"{who}'s view")
            self.leak(self.unchecked.pop(seat, []), seat, private, f"{who}'s events")
        self.leak(self.view(None, host=True), None, private, "the host's view")
        self.leak(self.unchecked.pop(-1, []), None, private, "the host's events")

    # -- bad and out-of-turn requests -----------------------------------------------------

    def probe(self, views: dict[int | None, dict[str, Any]]) -> None:
        """Bad bodies and moves out of turn, from every seat, the host and a spectator:
        each refused with a documented code, saying no secret, changing nothing."""
        finished = views[None]["status"] == "finished"
        before = self.snapshot()
        private = self.secrets(views)
        offered = {s: views[s]["legal_actions"] for s in range(self.players)}
        hosting = self.view(None, host=True)["legal_actions"]
        for viewer, token in self.viewers():
            who = (
                "the host"
                if token == self.host
                else ("a spectator" if viewer is None else f"seat {viewer}")
            )
            mine = (
                hosting
                if token == self.host
                else offered.get(viewer, [])
                if viewer is not None
                else []
            )
            for operation, path, body, raw in self.requests_for(viewer, mine, offered):
                what = f"{who}'s {operation} {raw.decode() if raw else json.dumps(body)}"
                answer = self.send("POST", path, token, body, raw)
                wrong = self.doc.refused(operation, answer)
                if wrong:
                    raise self.fail(f"{what} {wrong}")
                if not finished:
                    self.leak(answer.body, viewer, private, f"the refusal of {what}", sent=body)
        for path, operation in ((f"{self.path}/start", "start_game"),):
            answer = self.send("POST", path, self.host, {})
            wrong = self.doc.refused(operation, answer)
            if wrong:
                raise self.fail(f"the host's second start {wrong}")
        export = self.send("GET", f"{self.path}/export")
        if not finished:
            wrong = self.doc.refused("export_game", export)
            if wrong:
                raise self.fail(f"the export before the end {wrong}")
            self.leak(export.body, None, private, "the export before the end")
        after = self.snapshot()
        if after != before:
            changed = [who for who in before if before[who] != after.get(who)]
            raise self.fail(f"refused requests changed the game (the views of {changed})")

    def snapshot(self) -> dict[str, Any]:
        out: dict[str, Any] = {"host": self.view(None, host=True), "spectator": self.view(None)}
        for seat in range(self.players):
            out[f"seat {seat}"] = self.view(seat)
        return out

    def requests_for(
        self,
        viewer: int | None,
        mine: list[dict[str, Any]],
        offered: dict[int, list[dict[str, Any]]],
    ) -> Iterator[tuple[str, str, Any, bytes | None]]:
        """(operation, path, body, raw) of requests `viewer` may not make now, for a few
        of the game's actions: its own legal actions with bad bodies; another seat's
        legal action that `viewer`'s list does not hold (`legal_actions` is exactly what
        a seat may send); an action it is not offered at all."""
        actions = list(self.game.actions)
        for action in self.rng.sample(actions, k=min(ACTIONS_PROBED, len(actions))):
            own = [a for a in mine if a["action"] == action.name]
            held = {(a["path"], json.dumps(a["body"], sort_keys=True)) for a in own}
            foreign = [
                a
                for seat, entries in offered.items()
                if seat != viewer
                for a in entries
                if a["action"] == action.name
                and "free" not in a
                and (a["path"], json.dumps(a["body"], sort_keys=True)) not in held
            ]
            if any("free" in a for a in own):
                foreign = []  # a free field may make another seat's body one of its own
            if own:
                entry = self.rng.choice(own)
                body = filled(entry, self.rng)
                for bad in self.rng.sample(list(bad_bodies(action.fields, body)), k=3):
                    yield action.operation_id, entry["path"], bad, None
                yield (
                    action.operation_id,
                    entry["path"],
                    None,
                    b'{"' + b"x" * self.rng.randint(0, 3),
                )
            if foreign:
                entry = self.rng.choice(foreign)
                yield action.operation_id, entry["path"], dict(entry["body"]), None
            elif not own:
                path = action.path or action.name
                for param in action.params:
                    path = path.replace("{" + param.name + "}", "1")
                yield action.operation_id, f"{self.path}/{path}", dict(action.example), None

    # -- following the game and its end --------------------------------------------------

    def follow(self) -> None:
        """A spectator's stream, read from the start in a thread of its own."""
        self.streamed: list[str] = []
        self.stream_ended = threading.Event()

        def read() -> None:
            try:
                for chunk in self.client.stream(f"{self.path}/stream?after=0", None):
                    self.streamed.append(chunk)
            finally:
                self.stream_ended.set()

        threading.Thread(target=read, daemon=True, name="millie-kit-stream").start()

    def check_end(self) -> None:
        """The stream ended with the game and told what the events tell; the export
        replays to the same final state."""
        from millie.api.core.replay import differences, replay

        if not self.stream_ended.wait(STREAM_GRACE):
            raise self.fail(f"the stream did not end within {STREAM_GRACE:g} s of the game's end")
        told = [
            json.loads(line[6:])
            for line in "".join(self.streamed).splitlines()
            if line.startswith("data: ")
        ]
        if told[1:] != self.events.get(None, []):
            raise self.fail("the stream's events differ from the events page's")
        export = self.ok(self.send("GET", f"{self.path}/export"), "the export")
        self.check_told(export["events"])
        replayed = replay(export, self.game)
        diff = differences(replayed, export["final_state"])
        if diff:
            raise self.fail(f"the export does not replay to its final state: {'; '.join(diff[:5])}")
        score = self.ok(self.send("GET", f"{self.path}/score"), "the score")
        if not score.get("final"):
            raise self.fail(f"the score of a finished game is not final: {score}")

    def check_told(self, record: list[dict[str, Any]]) -> None:
        """Each viewer's events page told every event, and its secret part to the seat
        the export names (`secret_to`) and nobody else."""
        for seat, token in self.viewers():
            key = seat if token != self.host else -1
            who = "the host" if key == -1 else "a spectator" if seat is None else f"seat {seat}"
            expected = []
            for e in record:
                shown = {k: e[k] for k in ("seq", "kind", "at", "data")}
                if e["secret"] is not None and seat is not None and e["secret_to"] == seat:
                    shown["secret"] = e["secret"]
                expected.append(shown)
            told = self.events.get(key, [])
            if told != expected:
                wrong = next(
                    (a, b) for a, b in zip([*told, None], expected, strict=False) if a != b
                )
                raise self.fail(f"{who} was told {wrong[0]} where the record has {wrong[1]}")


def bad_bodies(fields: Any, good: dict[str, Any]) -> Iterator[Any]:
    """Bodies the declared fields do not allow: not an object, an unknown field, each
    field of a wrong type, null, out of its limits, or missing when required."""
    yield []
    yield "a string"
    yield {**good, "kit_unknown_field": 1}
    wrong = {"string": 12345, "integer": "7", "number": "1.5", "boolean": "yes"}
    for name, f in fields.items():
        yield {**good, name: wrong[f.type]}
        if f.type != "boolean":
            yield {**good, name: True}
        if not f.nullable:
            yield {**good, name: None}
        if f.min is not None:
            yield {**good, name: f.min - 1}
        if f.max is not None:
            yield {**good, name: f.max + 1}
        if f.max_length is not None:
            yield {**good, name: "x" * (f.max_length + 1)}
        if f.choices:
            yield {**good, name: "not-one-of-the-choices"}
        if f.required:
            yield {k: v for k, v in good.items() if k != name}


# --- the checks ---------------------------------------------------------------------------


def check_server(
    game: Game,
    report: Report,
    playthroughs: int,
    seed: int,
    options: dict[str, Any],
    url: str | None,
    timers: bool = True,
) -> None:
    """Random games over HTTP, then an abandoned game with short timers."""
    with served(game, url) as (client, here):
        began = time.monotonic()
        spec = client.send("GET", "/openapi.json", None, None, None).body
        doc = Document(spec)
        doc.check_declared(game)
        moves = requests = 0
        for game_seed in seeds(seed + 1, playthroughs):
            played = HttpGame(game, client, doc, game_seed, options)
            rng = random.Random(game_seed)
            played.play({0, 1, 2, 3} | {rng.randrange(4, 80) for _ in range(PROBES)})
            played.check_end()
            moves, requests = moves + played.moves, requests + played.requests
        note = f"{requests} requests: refusals, secrets, stream, export + replay"
        report.passed("server", playthroughs, moves, time.monotonic() - began, note)
        if not timers:
            return
        if not here:
            report.skip("timers/http", "a running server's clock cannot be moved on")
            return
        check_server_timers(game, client, doc, report, seed, options)


def check_server_timers(
    game: Game, client: Client, doc: Document, report: Report, seed: int, options: dict[str, Any]
) -> None:
    """A game with the shortest timers, abandoned after its start, finishes alone as the
    server's clock runs on: each view acts on the timers that ran out (M21)."""
    timers = timer_options(game)
    if not timers:
        report.skip(
            "timers/http", "the game declares no timer option (an integer *_seconds option)"
        )
        return
    began = time.monotonic()
    step = max(timers.values()) + 0.001
    game_seed = next(seeds(seed + 2, 1))
    with clock_at(time.time()) as advance:
        played = HttpGame(game, client, doc, game_seed, {**options, **timers})
        played.lobby()
        for turn in range(2000):
            played.where = f"abandoned with {json.dumps(timers)}, {turn} timeouts on"
            if played.view(None)["status"] == "finished":
                break
            advance(step)
        else:
            raise played.fail("the game never ends")
    note = "abandoned with " + ", ".join(f"{k}={v}" for k, v in timers.items())
    report.passed("timers/http", 1, turn, time.monotonic() - began, note)
