"""Schemathesis: generated requests for every operation of the committed OpenAPI document
(openapi/openapi.json), served in process by the app factory on a temporary SQLite file.

Every answer is checked with schemathesis' not_a_server_error, response_schema_conformance,
status_code_conformance (the document declares every status of every operation) and
content_type_conformance. Hypothesis is derandomized, so a run repeats the last one.

1. Blind: each operation with 100 positive cases, as the document alone allows them
   (generated game ids: mostly 404, 401 and 422 answers).
2. Live: the document has no OpenAPI links, so schemathesis' stateful testing has nothing
   to follow; this test does the stateful part itself. It creates games of each type,
   joins and starts them (each request a schemathesis case, checked like the others), and
   runs 100 more generated cases of every operation with a game in its path against live
   games: a live game id, the token of a seat, the host's, none or a generated one, a
   squabble number that exists. Between cases a driver plays legal moves (an entry of the
   mover's `legal_actions`, sent as a checked case too), so the games pass through their
   phases and the generated bodies reach the engines in each; a finished game stays as a
   target and a new one replaces it.

The cases per operation are printed (pytest -s) and asserted: `blind` and `live` are
generated cases, `setup` the checked requests of the stateful part (create, join, start,
the driver's views and moves). Every failure is collected with a curl command that
reproduces it, so one run reports them all. Server-sent event streams (if the document
has any) are tested blind only: on a live game a stream stays open for minutes.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from flask import Flask
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from schemathesis import Case, GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.core.failures import FailureGroup
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from conftest import OWN_GAMES
from millie.api.db.migrate import upgrade
from millie.api.http import create_app
from millie.rules.millimemory.cards import QUESTIONS
from tables import seat_request

SPEC = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"
CHECKS = [
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
    content_type_conformance,
]
MAX_EXAMPLES = 100
SLUGS = ("millions", "millimemory", "morbid-living")
PLAYERS = {"millions": 4, "millimemory": 3, "morbid-living": 3}
OPTIONS: dict[str, dict[str, Any]] = {
    "millions": {"face_up_rows": True},
    "millimemory": {"single_winner": True},
    "morbid-living": {},
}
GENERATED = "generated"  # keep the value schemathesis generated


def hypothesis_settings() -> settings:
    return settings(
        max_examples=MAX_EXAMPLES,
        derandomize=True,
        deadline=None,
        database=None,
        phases=[Phase.explicit, Phase.generate],
        suppress_health_check=list(HealthCheck),
    )


@dataclass
class Report:
    """Cases per operation and phase, statuses seen, and every distinct failure."""

    app: Flask
    cases: Counter[tuple[str, str]] = field(default_factory=Counter)
    statuses: dict[str, Counter[int]] = field(default_factory=dict)
    failures: dict[tuple[str, str, int], str] = field(default_factory=dict)

    def call(self, case: Case, phase: str) -> Any:
        response = case.call(app=self.app)
        label = case.operation.label
        self.cases[label, phase] += 1
        self.statuses.setdefault(label, Counter())[response.status_code] += 1
        try:
            case.validate_response(response, checks=CHECKS)
        except FailureGroup as group:
            for failure in group.exceptions:
                key = (label, failure.title, response.status_code)
                if key not in self.failures:
                    message = "\n    ".join(failure.message.splitlines()[:12])
                    self.failures[key] = (
                        f"{message}\n  reproduce: {case.as_curl_command()}\n"
                        f"  answer: {response.status_code} {response.text[:600]}"
                    )
        return response

    def summary(self, labels: list[str], known: set[Any]) -> tuple[str, dict[Any, str]]:
        """Cases per phase and statuses of `labels`, and the failures not in `known`."""
        lines = [f"{'operation':57} {'blind':>5} {'live':>5} {'setup':>5}  statuses"]
        for label in sorted(labels):
            counts = " ".join(f"{self.cases[label, p]:5}" for p in ("blind", "live", "setup"))
            statuses = " ".join(f"{s}:{n}" for s, n in sorted(self.statuses[label].items()))
            lines.append(f"{label:57} {counts}  {statuses}")
        new = {k: v for k, v in self.failures.items() if k not in known}
        lines.append(f"failures: {len(new)}")
        for (label, title, status), text in sorted(new.items()):
            lines.append(f"- {label} -> {status}: {title}\n  {text}")
        return "\n".join(lines), new


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Report]:
    url = f"sqlite:///{tmp_path_factory.mktemp('schemathesis') / 'millie.db'}"
    upgrade(url)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("RATELIMIT_ENABLED", "false")  # thousands of requests from one client
        app = create_app(
            {"DATABASE_URL": url, "TESTING": True, "RATELIMIT_ENABLED": False}, OWN_GAMES
        )
        yield Report(app)


@pytest.fixture(scope="module")
def schema() -> Any:
    return schemathesis.openapi.from_path(SPEC)


def operations(schema: Any) -> list[Any]:
    return [result.ok() for result in schema.get_all_operations()]


def game_type_of(operation: Any) -> str | None:
    """The one game type an operation's path names, or None for `{game_type}` paths."""
    for slug in SLUGS:
        if operation.path.startswith(f"/v1/{slug}/"):
            return slug
    return None


def run_cases(
    operation: Any,
    prepare: Callable[[Case, Any], None] | None,
    extra: st.SearchStrategy[Any],
    report: Report,
    phase: str,
    after: Callable[[Case, Any], None] | None = None,
) -> None:
    @hypothesis_settings()
    @given(case=operation.as_strategy(generation_mode=GenerationMode.POSITIVE), extra=extra)
    def cases(case: Case, extra: Any) -> None:
        try:
            if prepare is not None:
                prepare(case, extra)
            response = report.call(case, phase)
            if after is not None:
                after(case, response)
        except Exception as error:  # raised below, not to Hypothesis (which would replay)
            errors.append(error)

    errors: list[Exception] = []
    cases()
    if errors:
        raise errors[0]


def test_every_operation_blind(report: Report, schema: Any) -> None:
    """Phase 1: each operation as the document alone describes it."""
    ops = operations(schema)
    known = set(report.failures)
    for operation in ops:
        run_cases(operation, None, st.none(), report, "blind")
    summary, failures = report.summary([op.label for op in ops], known)
    print(f"\nschemathesis, blind, {len(ops)} operations:\n{summary}")
    for operation in ops:
        assert report.cases[operation.label, "blind"] >= MAX_EXAMPLES, operation.label
    assert not failures, summary


# --- live games ------------------------------------------------------------------------


@dataclass
class LiveGame:
    slug: str
    id: str
    host_token: str
    tokens: list[str]

    def token(self, caller: Any) -> str | None:
        """caller: a seat, "host", None (no token) or GENERATED (keep the case's own)."""
        if caller == "host":
            return self.host_token
        if isinstance(caller, int):
            return self.tokens[caller % len(self.tokens)] if self.tokens else None
        return None


class Live:
    """Games of every type, created, joined, started and played by checked cases."""

    def __init__(self, report: Report, schema: Any) -> None:
        self.report = report
        self.by_label = {op.label: op for op in operations(schema)}
        self.rng = random.Random(7)
        self.seed = 0
        self.games: dict[str, list[LiveGame]] = {slug: [] for slug in SLUGS}
        self.finished: dict[str, list[LiveGame]] = {slug: [] for slug in SLUGS}
        self.lobbies: dict[str, LiveGame] = {}
        for slug in SLUGS:
            self.lobbies[slug] = self.create(slug, players=1, start=False)
            for _ in range(2):
                self.games[slug].append(self.create(slug, PLAYERS[slug]))
        self.finished["millimemory"].append(self.solo_millimemory_won())

    def solo_millimemory_won(self) -> LiveGame:
        """A finished game from the start (to export): three exact answers reach 10 (Q8)."""
        game = self.create("millimemory", 1)
        path = {"game_type": "millimemory", "game_id": game.id}
        for _ in range(3):
            view = self.send("GET /v1/{game_type}/games/{game_id}", path).json()
            mm = QUESTIONS[view["card"]["id"]].mm
            r = self.send(
                "POST /v1/millimemory/games/{game_id}/predict",
                {"game_id": game.id},
                {"mm": mm},
                game.tokens[0],
            )
            assert r.status_code == 200, r.text
        assert r.json()["status"] == "finished", r.text
        return game

    def send(
        self, label: str, path: dict[str, Any], body: Any = None, token: str | None = None
    ) -> Any:
        operation = self.by_label[label]
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        kwargs = {"body": body} if body is not None else {}
        case = operation.Case(path_parameters=path, headers=headers, **kwargs)
        return self.report.call(case, "setup")

    def create(self, slug: str, players: int, start: bool = True) -> LiveGame:
        self.seed += 1
        r = self.send(
            "POST /v1/{game_type}/games",
            {"game_type": slug},
            {"options": OPTIONS[slug], "seed": self.seed},
        )
        assert r.status_code == 201, r.text
        game = LiveGame(slug, r.json()["game"]["id"], r.json()["host_token"], [])
        for seat in range(players):
            r = self.send(
                "POST /v1/{game_type}/games/{game_id}/players",
                {"game_type": slug, "game_id": game.id},
                seat_request(slug, seat),
            )
            assert r.status_code == 201, r.text
            game.tokens.append(r.json()["token"])
        if start:
            r = self.send(
                "POST /v1/{game_type}/games/{game_id}/start",
                {"game_type": slug, "game_id": game.id},
                {},
                game.host_token,
            )
            assert r.status_code == 200, r.text
        return game

    def advance(self, slug: str) -> None:
        """One legal move in a live game of `slug`; a finished game is replaced."""
        game = self.rng.choice(self.games[slug])
        view = self.send(
            "GET /v1/{game_type}/games/{game_id}", {"game_type": slug, "game_id": game.id}
        ).json()
        if view["status"] != "finished":
            seat = self.rng.choice(view["pending"])["seat"]
            r = self.send(
                "GET /v1/{game_type}/games/{game_id}",
                {"game_type": slug, "game_id": game.id},
                token=game.tokens[seat],
            )
            assert r.status_code == 200, r.text
            entries = r.json()["legal_actions"]
            kind = self.rng.choice(sorted({e["action"] for e in entries}))
            entry = self.rng.choice([e for e in entries if e["action"] == kind])
            rest = entry["path"].split(f"/{game.id}/", 1)[1]
            path = {"game_id": game.id}
            if match := re.fullmatch(r"squabbles/(\d+)/(\w+)", rest):
                path["n"] = int(match[1])
                rest = f"squabbles/{{n}}/{match[2]}"
            label = f"POST /v1/{slug}/games/{{game_id}}/{rest}"
            r = self.send(label, path, entry["body"], game.tokens[seat])
            if r.status_code == 200 and r.json()["status"] != "finished":
                return
        self.games[slug].remove(game)
        self.finished[slug] = [*self.finished[slug][-1:], game]
        self.games[slug].append(self.create(slug, PLAYERS[slug]))

    def reissued(self, case: Case, response: Any) -> None:
        """A seat's token reissued by a generated case: the driver plays with the new one."""
        if response.status_code == 200 and case.path.endswith("/players/{seat}/token"):
            game = next(g for g in self.targets(None) if g.id == case.path_parameters["game_id"])
            game.tokens[response.json()["seat"]] = response.json()["token"]

    def targets(self, slug: str | None) -> list[LiveGame]:
        slugs = [slug] if slug else list(SLUGS)
        out: list[LiveGame] = []
        for s in slugs:
            out += [*self.games[s], *self.finished[s], self.lobbies[s]]
        return out


def prepare_live(live: Live, slug: str | None) -> Callable[[Case, Any], None]:
    def prepare(case: Case, extra: Any) -> None:
        pick, caller, n, seat = extra
        targets = live.targets(slug)
        game = targets[pick % len(targets)]
        path = case.path_parameters
        if "game_id" in path:
            path["game_id"] = game.id
        if "game_type" in path:
            path["game_type"] = game.slug
        if "n" in path and n != GENERATED:
            path["n"] = n
        if "seat" in path and seat != GENERATED:
            path["seat"] = seat
        if case.query and "wait" in case.query:
            case.query["wait"] = 0  # a long poll on a quiet live game waits up to 30 s
        if caller == GENERATED:
            return
        token = game.token(caller)
        if case.headers is None:
            case.headers = {}
        case.headers.pop("Authorization", None)
        if token is not None:
            case.headers["Authorization"] = f"Bearer {token}"

    return prepare


LIVE_EXTRA = st.tuples(
    st.integers(min_value=0, max_value=20),
    st.sampled_from([0, 1, 2, 3, "host", None, GENERATED]),
    st.sampled_from([1, 1, 2, 3, GENERATED]),
    st.sampled_from([0, 1, 2, GENERATED]),
)


def streams(operation: Any) -> bool:
    """Server-sent events: on a live game the stream stays open for minutes."""
    responses = operation.definition.raw.get("responses", {})
    return any("text/event-stream" in r.get("content", {}) for r in responses.values())


def live_operations(schema: Any) -> Iterator[tuple[Any, str | None]]:
    for operation in operations(schema):
        if "{game_id}" in operation.path and not streams(operation):
            yield operation, game_type_of(operation)


@pytest.mark.parametrize("slug", [*SLUGS, None], ids=[*SLUGS, "any-type"])
def test_every_operation_on_live_games(report: Report, schema: Any, slug: str | None) -> None:
    """Phase 2: the operations of one game type (or of every type: `{game_type}` paths)
    against live games, with moves played between the cases."""
    live = Live(report, schema)
    ops = [op for op, s in live_operations(schema) if s == slug]
    assert ops
    played = Counter[int]()

    def after(case: Case, response: Any) -> None:
        live.reissued(case, response)
        played[0] += 1
        if played[0] % 3 == 0:
            live.advance(slug or live.rng.choice(SLUGS))

    known = set(report.failures)
    for operation in ops:
        run_cases(operation, prepare_live(live, slug), LIVE_EXTRA, report, "live", after)
    labels = sorted({label for label, phase in report.cases if phase != "blind"})
    summary, failures = report.summary(labels, known)
    print(f"\nschemathesis, live ({slug or 'any type'}), cases so far:\n{summary}")
    for operation in ops:
        assert report.cases[operation.label, "live"] >= MAX_EXAMPLES, operation.label
        engine_answers = {200, 201, 403, 409} & set(report.statuses[operation.label])
        assert engine_answers, f"{operation.label}: no case reached a live game"
    assert not failures, summary
