"""Observability (api/observe.py): the request id, one JSON log line per request with no
token and no body in it, and Prometheus metrics, summed over a real server's workers."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
import requests
from flask import Flask
from flask.testing import FlaskClient
from millie_bots.policies import make
from millie_bots.seat import Policy
from millie_bots.table import play_game
from millie_client.models import GameType
from prometheus_client.parser import text_string_to_metric_families

from conftest import OWN_GAMES
from millie.api.db.migrate import upgrade
from millie.api.http import create_app
from servers import running_server

RFC3339_UTC = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z")
GENERATED_ID = re.compile(r"[0-9a-f]{32}")
CHARACTERS = ["Archibald", "Bernice", "Claire"]
UNMEASURED = {"/metrics", "/healthz", "/readyz"}

Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]


def json_lines(text: str) -> list[dict[str, Any]]:
    """The JSON log lines of some output (gunicorn's own lines are plain text)."""
    return [json.loads(line) for line in text.splitlines() if line.startswith("{")]


def access_lines(text: str) -> list[dict[str, Any]]:
    return [line for line in json_lines(text) if line["logger"] == "millie.access"]


def samples(exposition: str) -> Samples:
    out: Samples = {}
    for family in text_string_to_metric_families(exposition):
        for s in family.samples:
            out[(s.name, frozenset(s.labels.items()))] = s.value
    return out


def value(found: Samples, name: str, **labels: str) -> float:
    return found.get((name, frozenset(labels.items())), 0.0)


def moves(found: Samples, action: str, game_type: str = "millions") -> float:
    return value(found, "millie_moves_total", game_type=game_type, action=action)


def seated_game(client: FlaskClient) -> tuple[str, str, list[str], list[Any]]:
    """A started game of Aunt Millie's Millions: its id, the host token, the players'
    tokens and every answer on the way."""
    answers = []
    created = client.post("/v1/millions/games", json={"options": {}, "seed": 5})
    answers.append(created)
    game_id, host = created.json["game"]["id"], created.json["host_token"]  # type: ignore[index]
    tokens = []
    for seat, character in enumerate(CHARACTERS):
        joined = client.post(
            f"/v1/millions/games/{game_id}/players",
            json={"name": f"Body-Marker-{seat}", "character": character},
        )
        assert joined.status_code == 201
        answers.append(joined)
        tokens.append(joined.json["token"])  # type: ignore[index]
    started = client.post(
        f"/v1/millions/games/{game_id}/start", json={}, headers={"Authorization": f"Bearer {host}"}
    )
    assert started.status_code == 200
    answers.append(started)
    return game_id, host, tokens, answers


def test_the_request_id_is_echoed_when_sane_and_made_up_otherwise(client: FlaskClient) -> None:
    for sane in (
        "Abc.DEF_12-3",
        "{6F9619FF-8B86-D011-B42D-00CF4FC964FF}",
        "probe:1/a=b",
        "x" * 200,
    ):
        echoed = client.get("/healthz", headers={"X-Request-ID": sane}).headers["X-Request-ID"]
        assert echoed == sane
    made_up = [client.get("/healthz").headers["X-Request-ID"]]
    for bad in ("x" * 201, "bad id!", "", "caf\u00e9".encode().decode("latin-1")):
        made_up.append(
            client.get("/healthz", headers={"X-Request-ID": bad}).headers["X-Request-ID"]
        )
    # Also on problem answers (404, 415) and on the game routes.
    made_up.append(client.get("/no/such/thing").headers["X-Request-ID"])
    made_up.append(
        client.post("/v1/millions/games", data="x", content_type="text/plain").headers[
            "X-Request-ID"
        ]
    )
    assert all(GENERATED_ID.fullmatch(i) for i in made_up)
    assert len(set(made_up)) == len(made_up)


def test_one_json_line_per_request_with_its_fields_and_never_a_token(
    client: FlaskClient, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    capsys.readouterr()
    game_id, host, tokens, answers = seated_game(client)
    flip = client.post(
        f"/v1/millions/games/{game_id}/flip",
        json={},
        headers={"Authorization": f"Bearer {tokens[0]}", "X-Request-ID": "flip-1"},
    )
    assert flip.status_code == 200
    table = flip.json["table"]  # type: ignore[index]
    card = next(entry["card"]["id"] for entry in table if entry["room"] > 0)
    claim = client.post(
        f"/v1/millions/games/{game_id}/claim",
        json={"card": card},
        headers={"Authorization": f"Bearer {tokens[1]}"},
    )
    assert claim.status_code == 200
    forged = "forged-token-that-is-no-seat-" + "z" * 20
    refused = client.get(
        f"/v1/millions/games/{game_id}", headers={"Authorization": f"Bearer {forged}"}
    )
    assert refused.status_code == 401
    answers += [flip, claim, refused]

    err = capsys.readouterr().err
    lines = access_lines(err)
    assert len(lines) == len(answers)  # exactly one line per request
    assert [line["request_id"] for line in lines] == [a.headers["X-Request-ID"] for a in answers]
    assert [line["status"] for line in lines] == [a.status_code for a in answers]
    for line in lines:
        assert RFC3339_UTC.fullmatch(line["time"]), line
        assert line["level"] == "INFO"
        assert line["game_type"] == "millions" and line["game_id"] == game_id
        assert isinstance(line["duration_ms"], float) and line["duration_ms"] >= 0
        assert line["remote_addr"] == "127.0.0.1"
    create, join, flipped = lines[0], lines[1], lines[-3]
    assert create["method"] == "POST" and create["route"] == "/v1/<game_type:game_type>/games"
    assert join["route"] == "/v1/<game_type:game_type>/games/<game_id>/players"
    assert join["path"] == f"/v1/millions/games/{game_id}/players"
    assert flipped["request_id"] == "flip-1"
    assert flipped["route"] == "/v1/millions/games/<game_id>/flip"
    assert lines[-1]["route"] == "/v1/<game_type:game_type>/games/<game_id>"

    access_records = [r for r in caplog.records if r.name == "millie.access"]
    assert len(access_records) == len(answers)
    everything = err + caplog.text + "".join(repr(vars(r)) for r in caplog.records)
    for secret in (host, *tokens, forged, "Bearer", "Body-Marker"):
        assert secret not in everything


def test_an_unexpected_error_is_logged_as_json_with_its_traceback_not_answered(
    capsys: pytest.CaptureFixture[str],
) -> None:
    app: Flask = create_app({"DATABASE_URL": "sqlite://", "TESTING": True}, OWN_GAMES)

    @app.get("/boom")
    def boom() -> str:
        raise RuntimeError("the boom detail")

    capsys.readouterr()
    answer = app.test_client().get("/boom", headers={"X-Request-ID": "boom-1"})
    assert answer.status_code == 500 and answer.headers["X-Request-ID"] == "boom-1"
    assert "RuntimeError" not in answer.text and "Traceback" not in answer.text
    assert "boom detail" not in answer.text
    lines = json_lines(capsys.readouterr().err)
    [error] = [line for line in lines if line["logger"] == "millie.api.http.problems"]
    assert error["level"] == "ERROR" and error["request_id"] == "boom-1"
    assert error["exc_type"] == "RuntimeError"
    assert error["traceback"].startswith("Traceback") and "the boom detail" in error["traceback"]
    [access] = [line for line in lines if line["logger"] == "millie.access"]
    assert access["status"] == 500 and access["level"] == "ERROR" and access["route"] == "/boom"


def test_metrics_count_requests_and_moves_and_active_games(client: FlaskClient) -> None:
    before = samples(client.get("/metrics").text)
    seated_game(client)
    client.get("/no/such/thing")
    client.get("/healthz")
    client.get("/readyz")
    answer = client.get("/metrics")
    assert answer.status_code == 200
    assert answer.headers["Content-Type"].startswith("text/plain")
    for name in (
        "millie_http_requests_total",
        "millie_http_request_duration_seconds_bucket",
        "millie_moves_total",
        "millie_active_games",
    ):
        assert f"\n{name}{{" in answer.text
    after = samples(answer.text)
    assert moves(after, "create") - moves(before, "create") == 1
    assert moves(after, "join") - moves(before, "join") == 3
    assert moves(after, "start") - moves(before, "start") == 1
    active = "millie_active_games"
    assert value(after, active, game_type="millions") - value(before, active, game_type="millions")
    assert value(after, active, game_type="millions") >= 1
    created = dict(method="POST", route="/v1/<game_type:game_type>/games", status="201")
    assert (
        value(after, "millie_http_requests_total", **created)
        - value(before, "millie_http_requests_total", **created)
        == 1
    )
    routes = {dict(labels).get("route") for (_, labels) in after}
    assert "<unmatched>" in routes and "/no/such/thing" not in routes
    assert not routes & UNMEASURED
    assert "/metrics" not in client.get("/openapi.json").json["paths"]  # type: ignore[index]


def events(base: str, game_id: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    while True:
        page = requests.get(
            f"{base}/v1/millions/games/{game_id}/events",
            params={"after": out[-1]["seq"] if out else 0, "limit": 1000},
            timeout=10,
        ).json()
        if not page["events"]:
            return out
        out += page["events"]


def scrape_pids(folder: Path) -> set[int]:
    """The workers that answered a scrape, from the server's log."""
    lines = access_lines((folder / "server.log").read_text())
    return {line["pid"] for line in lines if line["request_id"].startswith("scrape-")}


@pytest.mark.server
def test_metrics_of_a_real_server_sum_its_workers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bot game on two gunicorn workers; every scrape, whichever worker answers it,
    counts every claim of the game, whichever worker served it."""
    monkeypatch.delenv("PROMETHEUS_MULTIPROC_DIR", raising=False)  # `millie serve` makes one
    with running_server(f"sqlite:///{tmp_path / 'observe.db'}", workers=2, cwd=tmp_path) as base:
        rng = random.Random(11)
        bots: list[Policy] = [
            make("millions", "greedy", random.Random(rng.random())),
            *(make("millions", "random", random.Random(rng.random())) for _ in range(2)),
        ]
        record = play_game(base, bots, seed=11, timeout=120, game=GameType.MILLIONS)
        assert record.errors == [] and record.final.status.value == "finished"
        claims = sum(e["kind"] == "claimed" for e in events(base, record.game_id))
        assert claims > 0
        # Scrape until both workers have answered (which one does is the kernel's pick).
        scrapes: list[Samples] = []
        while len(scrapes) < 10 or (len(scrape_pids(tmp_path)) < 2 and len(scrapes) < 400):
            answer = requests.get(
                f"{base}/metrics", headers={"X-Request-ID": f"scrape-{len(scrapes)}"}, timeout=10
            )
            assert answer.status_code == 200
            assert answer.headers["Content-Type"].startswith("text/plain")
            scrapes.append(samples(answer.text))
    assert len(scrape_pids(tmp_path)) == 2
    lines = access_lines((tmp_path / "server.log").read_text())
    claim_lines = [
        line for line in lines if (line["route"] or "").endswith("/claim") and line["status"] == 200
    ]
    assert len(claim_lines) == claims
    # Each bot keeps one connection, so which worker serves its claims is the kernel's
    # pick: maybe one worker served them all. Every scrape still counts every claim,
    # and both workers answered scrapes, so the worker's count is the sum of both.
    assert {line["pid"] for line in claim_lines} <= scrape_pids(tmp_path)
    measured = [line for line in lines if line["route"] not in UNMEASURED]
    for found in scrapes:
        assert moves(found, "claim") == claims
        assert (moves(found, "create"), moves(found, "join"), moves(found, "start")) == (1, 3, 1)
        total = sum(v for (name, _), v in found.items() if name == "millie_http_requests_total")
        assert total == len(measured)
        assert value(found, "millie_active_games", game_type="millions") == 0  # finished
    assert not [line for line in lines if line["status"] >= 500]


def test_metrics_are_answered_only_to_the_addresses_metrics_allow_names(sqlite_url: str) -> None:
    upgrade(sqlite_url)
    allow = "10.0.0.0/8, 192.168.1.7"
    app = create_app({"DATABASE_URL": sqlite_url, "METRICS_ALLOW": allow}, OWN_GAMES)
    client = app.test_client()
    for address in ("10.1.2.3", "192.168.1.7"):
        r = client.get("/metrics", environ_base={"REMOTE_ADDR": address})
        assert r.status_code == 200, (address, r.get_data(as_text=True))
    for address in ("127.0.0.1", "192.168.1.8", "11.0.0.1"):
        r = client.get("/metrics", environ_base={"REMOTE_ADDR": address})
        assert (r.status_code, r.json["code"]) == (403, "metrics_not_allowed"), address
        assert r.mimetype == "application/problem+json"
    assert client.get("/healthz").status_code == 200  # only /metrics is fenced
    open_app = create_app({"DATABASE_URL": sqlite_url, "METRICS_ALLOW": ""}, OWN_GAMES)
    assert open_app.test_client().get("/metrics").status_code == 200  # the default: anyone


def test_log_probes_false_leaves_health_checks_and_scrapes_out_of_the_access_log(
    sqlite_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    upgrade(sqlite_url)
    quiet = create_app({"DATABASE_URL": sqlite_url, "LOG_PROBES": False}, OWN_GAMES).test_client()
    loud = create_app({"DATABASE_URL": sqlite_url}, OWN_GAMES).test_client()
    for client in (quiet, loud):
        caplog.clear()
        for path in ("/healthz", "/readyz", "/metrics", "/v1/games"):
            assert client.get(path).status_code == 200, path
        logged = [r.getMessage() for r in caplog.records if r.name == "millie.access"]
        if client is quiet:
            assert logged == ["GET /v1/games 200"]
        else:
            assert logged == [
                f"GET {p} 200" for p in ("/healthz", "/readyz", "/metrics", "/v1/games")
            ]
