"""api/front.py: plain moves and views answered without Flask's layers, as Flask would.

Every other test of a move or a view goes through the front too (the suite's app has
rate limiting off); these check that it answers what Flask would, and hands the rest to
Flask.
"""

from __future__ import annotations

import inspect
import json
import logging
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from marshmallow import ValidationError
from prometheus_client.parser import text_string_to_metric_families
from sqlalchemy.exc import OperationalError
from werkzeug.test import Client, TestResponse

from api import create_app, millimemory, millions, morbid_living
from api.front import Front
from api.play import GameStore
from conftest import SERVER_ERRORS
from tables import Table

SEED = 4242


def count_handed(front: Front) -> list[str]:
    """From now on, the paths of the requests `front` hands to Flask."""
    flask, paths = front.flask, []

    def counted(environ: dict[str, Any], start_response: Any) -> Any:
        paths.append(environ["PATH_INFO"])
        return flask(environ, start_response)

    counted.flask = flask  # type: ignore[attr-defined]  # for FlaskOnly: Flask, uncounted
    front.flask = counted
    return paths


@pytest.fixture
def handed(app: Flask) -> Iterator[list[str]]:
    """The paths of the requests the suite's app's front hands to Flask, from now on."""
    front = app.wsgi_app
    assert isinstance(front, Front)
    flask = front.flask
    yield count_handed(front)
    front.flask = flask


class FlaskOnly:
    """Requests to the same app without its front: Flask answers them all."""

    def __init__(self, app: Flask) -> None:
        front = app.wsgi_app
        assert isinstance(front, Front)
        self.client = Client(getattr(front.flask, "flask", front.flask), TestResponse)
        self.environ = dict(app.test_client().environ_base)  # the test client's address

    def post(self, path: str, **kwargs: Any) -> TestResponse:
        return self.client.post(path, environ_base=self.environ, **kwargs)

    def get(self, path: str, **kwargs: Any) -> TestResponse:
        return self.client.get(path, environ_base=self.environ, **kwargs)


def twins(client: FlaskClient) -> tuple[Table, Table]:
    """Two games alike but for their ids: the same seed, seats and flip."""
    tables = []
    for _ in range(2):
        table = Table.create(client, 4, seed=SEED)
        assert table.post(0, "flip").status_code == 200
        tables.append(table)
    return tables[0], tables[1]


def alike(response: Any, table: Table) -> tuple[int, list[tuple[str, str]], Any]:
    """Status, headers and body, with what differs between twins (id, times) taken out."""
    body = json.loads(response.get_data(as_text=True).replace(table.game_id, "GAME"))
    body.pop("created_at", None)
    headers = [(k, v) for k, v in response.headers.items() if k not in ("Date", "Server")]
    return response.status_code, headers, body


def counts(client: FlaskClient) -> dict[str, float]:
    """The claims counted by the metrics so far."""
    wanted = {
        "millie_moves_total": {"game_type": "millions", "action": "claim"},
        "millie_http_requests_total": {
            "method": "POST",
            "route": "/v1/millions/games/<game_id>/claim",
            "status": "200",
        },
        "millie_http_request_duration_seconds_count": {
            "route": "/v1/millions/games/<game_id>/claim"
        },
    }
    found = {name: 0.0 for name in wanted}
    for family in text_string_to_metric_families(client.get("/metrics").get_data(as_text=True)):
        for sample in family.samples:
            if wanted.get(sample.name) == sample.labels:
                found[sample.name] = sample.value
    return found


def first_claim(table: Table, seat: int) -> dict[str, Any]:
    view = table.view(seat)
    return next(a for a in view["legal_actions"] if a["action"] == "claim")


def claim_on_twins(
    app: Flask, client: FlaskClient, handed: list[str]
) -> tuple[TestResponse, TestResponse, Table, Table]:
    """Seat 1's first claim on twin games: through the front on one (checked: Flask was
    not handed it), and to Flask alone on the other. Both answers, and the twins."""
    ours, theirs = twins(client)
    claim, twin = first_claim(ours, 1), first_claim(theirs, 1)
    headers = {"X-Request-ID": "same-id"}
    handed.clear()
    mine = client.post(claim["path"], json=claim["body"], headers={**ours.auth(1), **headers})
    assert handed == []
    other = FlaskOnly(app).post(
        twin["path"], json=twin["body"], headers={**theirs.auth(1), **headers}
    )
    return mine, other, ours, theirs


def test_front_answers_a_plain_claim_as_flask_does(
    app: Flask, client: FlaskClient, handed: list[str]
) -> None:
    mine, other, ours, theirs = claim_on_twins(app, client, handed)
    assert mine.status_code == 200
    assert alike(mine, ours) == alike(other, theirs)
    assert ours.view(1)["version"] == theirs.view(1)["version"]


def test_front_writes_the_access_log_line_and_metrics_as_flask_does(
    app: Flask, client: FlaskClient, handed: list[str], caplog: pytest.LogCaptureFixture
) -> None:
    ours, theirs = twins(client)
    claim, twin = first_claim(ours, 2), first_claim(theirs, 2)
    caplog.set_level(logging.INFO, logger="millie.access")
    caplog.clear()
    counted = counts(client)
    handed.clear()
    client.post(claim["path"], json=claim["body"], headers=ours.auth(2))
    assert handed == []
    assert counts(client) == {name: n + 1 for name, n in counted.items()}
    FlaskOnly(app).post(twin["path"], json=twin["body"], headers=theirs.auth(2))
    lines = [r for r in caplog.records if r.name == "millie.access" and "/claim" in r.getMessage()]
    assert len(lines) == 2
    fields = []
    for line, table in zip(lines, (ours, theirs), strict=True):
        got = dict(line.fields)
        assert got.pop("game_id") == table.game_id
        assert got.pop("path") == f"/v1/millions/games/{table.game_id}/claim"
        assert got.pop("duration_ms") >= 0
        fields.append((line.getMessage().replace(table.game_id, "GAME"), line.levelno, got))
    assert fields[0] == fields[1]
    assert fields[0][2]["route"] == "/v1/millions/games/<game_id>/claim"


@pytest.mark.parametrize(
    ("change", "status"),
    [
        ({"headers": {"If-Match": "*"}}, 200),
        ({"headers": {"Idempotency-Key": "front-1"}}, 200),
        ({"headers": {"Origin": "https://example.org"}}, 200),
        ({"query": "x=1"}, 200),
        ({"data": b'{"card": ', "content_type": "application/json"}, 400),
        ({"data": b"card=1", "content_type": "application/x-www-form-urlencoded"}, 415),
        ({"json": {"card": 17}}, 422),
        ({"json": {"card": "item-1", "extra": True}}, 422),
        ({"json": ["card"]}, 422),
        ({"auth": "Basic abc"}, 401),
        ({"auth": "Bearer " + "x" * 300}, 401),
    ],
)
def test_a_request_that_is_not_plain_goes_to_flask(
    client: FlaskClient, handed: list[str], change: dict[str, Any], status: int
) -> None:
    table = Table.create(client, 4, seed=SEED)
    assert table.post(0, "flip").status_code == 200
    claim = first_claim(table, 1)
    handed.clear()
    path = claim["path"] + ("?" + change["query"] if "query" in change else "")
    headers = {**table.auth(1), **change.get("headers", {})}
    if "auth" in change:
        headers["Authorization"] = change["auth"]
    if "data" in change:
        r = client.post(
            path, data=change["data"], content_type=change["content_type"], headers=headers
        )
    else:
        r = client.post(path, json=change.get("json", claim["body"]), headers=headers)
    assert r.status_code == status, r.get_data(as_text=True)
    assert handed == [claim["path"]]


def test_a_move_the_engine_refuses_gets_flasks_problem_and_changes_nothing(
    app: Flask, client: FlaskClient, handed: list[str]
) -> None:
    ours, theirs = twins(client)
    answers = []
    for table, send in ((ours, client), (theirs, FlaskOnly(app))):
        claim = first_claim(table, 1)
        assert table.post(1, "claim", claim["body"]).status_code == 200
        before = table.view(1)
        handed.clear()
        r = send.post(
            claim["path"],
            json=claim["body"],
            headers={**table.auth(1), "X-Request-ID": "again"},
        )
        assert handed == []
        assert table.view(1) == before
        answers.append(alike(r, table))
    assert answers[0] == answers[1]
    assert answers[0][0] == 409
    assert answers[0][2]["code"] == "already_placed"


def test_a_spectator_or_host_token_gets_flasks_answer(
    client: FlaskClient, handed: list[str]
) -> None:
    table = Table.create(client, 4, seed=SEED)
    handed.clear()
    r = client.post(table.path("flip"), json={}, headers=table.auth(host=True))
    assert r.status_code == 403
    assert r.json["code"] == "not_a_player"
    assert r.headers["Content-Type"] == "application/problem+json"
    r = client.post(table.path("flip"), json={}, headers={"Authorization": "Bearer nobody"})
    assert r.status_code == 401
    assert r.json["code"] == "invalid_token"
    assert handed == []


def test_a_database_error_in_a_move_gets_flasks_503(
    client: FlaskClient, handed: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    table = Table.create(client, 4, seed=SEED)

    def down(*_: Any, **__: Any) -> Any:
        raise OperationalError("BEGIN", {}, Exception("the database is down"))

    monkeypatch.setattr(GameStore, "move", down)
    handed.clear()
    r = client.post(table.path("flip"), json={}, headers=table.auth(0))
    assert r.status_code == 503
    assert r.json["code"] == "database_unavailable"
    assert r.headers["Retry-After"] == "2"
    assert r.headers["X-Request-ID"]
    assert handed == []
    SERVER_ERRORS.clear()  # this 503 is the point of the test


def limited_app(url: str, **config: Any) -> Flask:
    """An app with rate limits on (the default), as `config` sets them."""
    from api.migrate import upgrade

    upgrade(url)
    return create_app({"DATABASE_URL": url, "RATELIMIT_ENABLED": True, **config})


RATE_HEADERS = ("X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset")


def test_with_rate_limits_on_the_front_counts_a_plain_claim_as_flask_does(
    sqlite_url: str,
) -> None:
    # The token's limit has the shortest window, so its count is the one shown.
    app = limited_app(
        sqlite_url,
        MILLIE_RATELIMIT_PER_IP="1000 per minute",
        MILLIE_RATELIMIT_PER_TOKEN="50 per second",
    )
    front = app.wsgi_app
    assert isinstance(front, Front)
    mine, other, ours, theirs = claim_on_twins(app, app.test_client(), count_handed(front))
    assert mine.status_code == 200
    assert [mine.headers[h] for h in RATE_HEADERS[:2]] == ["50", "48"]  # a view, the claim
    assert [other.headers[h] for h in RATE_HEADERS[:2]] == ["50", "48"]
    assert (
        abs(int(mine.headers["X-RateLimit-Reset"]) - int(other.headers["X-RateLimit-Reset"])) <= 1
    )
    status, mine_headers, body = alike(mine, ours)
    assert (status, body) == alike(other, theirs)[::2]
    names = [name for name, _ in mine_headers]
    assert names == [name for name, _ in alike(other, theirs)[1]]
    assert names.index("X-RateLimit-Limit") < names.index("X-Request-ID")


def test_a_plain_move_over_the_limit_gets_flasks_429_and_changes_nothing(
    sqlite_url: str,
) -> None:
    app = limited_app(sqlite_url, MILLIE_RATELIMIT_PER_TOKEN="3 per minute")
    front = app.wsgi_app
    assert isinstance(front, Front)
    handed = count_handed(front)
    client = app.test_client()
    table = Table.create(client, 4, seed=SEED)
    assert table.post(0, "flip").status_code == 200
    claim = first_claim(table, 2)  # seat 2's first counted request
    version = table.view(0)["version"]
    handed.clear()
    # A conditional view goes to Flask, a plain one to the front: one count.
    stale = {**table.auth(2), "If-None-Match": '"0"'}
    assert client.get(table.path(), headers=stale).status_code == 200
    assert client.get(table.path(), headers=table.auth(2)).status_code == 200
    refused = client.post(claim["path"], json=claim["body"], headers=table.auth(2))
    assert handed == [table.path()]  # the refused claim was the front's
    assert refused.status_code == 429
    assert refused.mimetype == "application/problem+json"
    assert refused.json["code"] == "rate_limited"
    assert refused.json["detail"] == "3 per 1 minute"
    assert int(refused.headers["Retry-After"]) > 0
    assert refused.headers["X-RateLimit-Remaining"] == "0"
    assert refused.headers["X-Request-ID"]
    assert refused.headers["X-Content-Type-Options"] == "nosniff"
    assert table.view(0)["version"] == version, "a refused move is not applied"
    assert table.post(1, "claim", claim["body"]).status_code == 200, "other tokens still move"


def test_every_move_endpoint_is_in_the_front_with_its_action_and_schema(
    app: Flask, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The front takes a move's action from its URL: check it against each endpoint."""
    front = app.wsgi_app
    assert isinstance(front, Front)
    routes = {route.rule: route for route in front.routes.values()}
    calls: list[tuple[Any, ...]] = []
    seen = []
    for module in (millions, millimemory, morbid_living):
        monkeypatch.setattr(module, "act", lambda *args: calls.append(args))
        for rule in app.url_map.iter_rules():
            if not rule.endpoint.startswith(module.blp.name + "."):
                continue
            route = routes[rule.rule]
            squabble = {"n": 3} if "<int:n>" in rule.rule else {}
            calls.clear()
            inspect.unwrap(app.view_functions[rule.endpoint])({"x": 1}, game_id="g", **squabble)
            ((game_type, _, action, *rest),) = calls
            assert game_type is route.game_type
            assert action == route.action
            assert (rest[1] if len(rest) > 1 else None) == squabble.get("n")
            apidoc = app.view_functions[rule.endpoint]._apidoc
            assert apidoc["arguments"]["parameters"][0]["schema"] is route.schema
            seen.append(rule.rule)
    assert sorted(seen) == sorted(routes)


def test_front_knows_every_hook_the_app_runs_around_a_request(app: Flask) -> None:
    """A plain move skips Flask's hooks, so the front does their work itself (the access
    log, metrics, request id, rate limits, security headers) or they do not apply (CORS
    needs an Origin, the body check passes). A new hook must be added to the front too;
    this test names the ones it knows."""
    for limited in (False, True):
        fresh = create_app({"DATABASE_URL": "sqlite://", "RATELIMIT_ENABLED": limited})
        before = [f.__name__ for f in fresh.before_request_funcs[None]]
        after = [f.__name__ for f in fresh.after_request_funcs[None]]
        assert before == ["_start", "_count_request", "require_json_body"]
        assert after == ["_finish", "_rate_headers", "cors_if_origin", "_security_headers"]
        assert not fresh.teardown_request_funcs.get(None, [])


@pytest.mark.parametrize("seat", [1, None])
def test_front_answers_a_plain_view_as_flask_does(
    app: Flask,
    client: FlaskClient,
    handed: list[str],
    seat: int | None,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A player's view and a spectator's, the first read of a version and a repeated
    one: the same answer and access-log line with and without the front."""
    ours, theirs = twins(client)
    headers = {"X-Request-ID": "view-id"}
    caplog.set_level(logging.INFO, logger="millie.access")
    caplog.clear()
    handed.clear()
    mine = [client.get(ours.path(), headers={**ours.auth(seat), **headers}) for _ in range(2)]
    assert handed == []
    flask = FlaskOnly(app)
    other = [flask.get(theirs.path(), headers={**theirs.auth(seat), **headers}) for _ in range(2)]
    assert [alike(r, ours) for r in mine] == [alike(r, theirs) for r in other]
    assert mine[0].status_code == 200
    assert mine[0].json["you"] == seat
    lines = []
    for line in caplog.records:
        if line.name == "millie.access":
            got = dict(line.fields)  # type: ignore[attr-defined]
            game_id = got.pop("game_id")
            del got["path"], got["duration_ms"]
            lines.append((line.getMessage().replace(game_id, "GAME"), got))
    assert len(lines) == 4
    assert lines[:2] == lines[2:]
    assert lines[0][1]["route"] == "/v1/<game_type:game_type>/games/<game_id>"


def test_the_fronts_log_lines_carry_the_request_id(
    client: FlaskClient, capsys: pytest.CaptureFixture[str]
) -> None:
    table = Table.create(client, 4, seed=SEED)
    capsys.readouterr()
    r = client.post(table.path("flip"), json={}, headers={**table.auth(0), "X-Request-ID": "f-1"})
    assert r.headers["X-Request-ID"] == "f-1"
    (line,) = [json.loads(x) for x in capsys.readouterr().err.splitlines() if "/flip" in x]
    assert line["request_id"] == "f-1"
    assert line["route"] == "/v1/millions/games/<game_id>/flip"


@pytest.mark.parametrize(
    ("headers", "status"),
    [
        ({"If-None-Match": '"3"'}, 304),
        ({"If-None-Match": '"99"'}, 200),
        ({"Origin": "https://example.org"}, 200),
        ({"Authorization": "Bearer"}, 401),
    ],
)
def test_a_view_that_is_not_plain_goes_to_flask(
    client: FlaskClient, handed: list[str], headers: dict[str, str], status: int
) -> None:
    table = Table.create(client, 4, seed=SEED)
    version = table.view(0)["version"]
    headers = {k: v.replace('"3"', f'"{version}"') for k, v in headers.items()}
    handed.clear()
    r = client.get(table.path(), headers={**table.auth(0), **headers})
    assert r.status_code == status, r.get_data(as_text=True)
    assert handed == [table.path()]


def test_a_view_of_no_game_or_with_a_stranger_token_gets_flasks_problem(
    app: Flask, client: FlaskClient, handed: list[str]
) -> None:
    table = Table.create(client, 4, seed=SEED)
    flask = FlaskOnly(app)
    for path, headers in (
        ("/v1/millions/games/0123456789abcdef", {}),
        ("/v1/millimemory/games/" + table.game_id, {}),
        (table.path(), {"Authorization": "Bearer stranger"}),
    ):
        handed.clear()
        mine = client.get(path, headers={**headers, "X-Request-ID": "x"})
        assert handed == []
        other = flask.get(path, headers={**headers, "X-Request-ID": "x"})
        assert mine.status_code in (401, 404)
        assert (mine.status_code, mine.headers.to_wsgi_list(), mine.json) == (
            other.status_code,
            other.headers.to_wsgi_list(),
            other.json,
        )


def test_behind_a_trusted_proxy_the_front_logs_the_clients_address(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The front sits inside ProxyFix, so it sees the address the proxy forwarded."""
    from api.migrate import upgrade

    upgrade(sqlite_url)
    monkeypatch.setenv("TRUSTED_PROXIES", "1")
    app = create_app({"DATABASE_URL": sqlite_url, "RATELIMIT_ENABLED": False})
    front = app.wsgi_app.app  # type: ignore[attr-defined]  # ProxyFix's
    assert isinstance(front, Front)
    handed = count_handed(front)
    client = app.test_client()
    table = Table.create(client, 4, seed=SEED)
    caplog.set_level(logging.INFO, logger="millie.access")
    caplog.clear()
    handed.clear()
    r = client.post(
        table.path("flip"),
        json={},
        headers={**table.auth(0), "X-Forwarded-For": "203.0.113.9"},
    )
    assert r.status_code == 200
    assert handed == []
    (line,) = [x for x in caplog.records if x.name == "millie.access"]
    assert line.fields["remote_addr"] == "203.0.113.9"  # type: ignore[attr-defined]
    assert line.fields["route"] == "/v1/millions/games/<game_id>/flip"  # type: ignore[attr-defined]


def test_a_failure_after_the_move_gets_flasks_500_problem(
    client: FlaskClient, handed: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """As a failing after_request hook does in Flask: a problem+json 500, never a bare
    server error page."""
    import api.front

    table = Table.create(client, 4, seed=SEED)

    def broken(*_: Any) -> None:
        raise RuntimeError("the metrics are broken")

    monkeypatch.setattr(api.front, "record", broken)
    handed.clear()
    r = client.post(table.path("flip"), json={}, headers=table.auth(0))
    assert r.status_code == 500
    assert r.json["code"] == "internal_error"
    assert r.headers["Content-Type"] == "application/problem+json"
    assert handed == []
    SERVER_ERRORS.clear()  # this 500 is the point of the test


def untimed(response: Any, table: Table) -> tuple[int, list[tuple[str, str]], Any]:
    """`alike`, for a page of events: their times differ between twins."""
    status, headers, body = alike(response, table)
    for event in body["events"]:
        assert event.pop("at")
    if "view" in body:
        assert body["view"].pop("created_at")
    return status, headers, body


@pytest.mark.parametrize(
    "query",
    [
        "",
        "?after=0",
        "?after=2&limit=3",
        "?limit=2&after=1&wait=0",
        "?view=true",
        "?after=1&view=1",
    ],
)
def test_front_answers_a_plain_events_poll_as_flask_does(
    app: Flask, client: FlaskClient, handed: list[str], query: str
) -> None:
    ours, theirs = twins(client)
    headers = {"X-Request-ID": "same-id"}
    handed.clear()
    mine = client.get(ours.path("events") + query, headers={**ours.auth(1), **headers})
    assert handed == []
    other = FlaskOnly(app).get(theirs.path("events") + query, headers={**theirs.auth(1), **headers})
    assert mine.status_code == 200
    assert mine.json["events"], "the twins' events, as seat 1 sees them"
    assert ("view" in mine.json) == ("view=" in query)
    assert untimed(mine, ours) == untimed(other, theirs)


@pytest.mark.parametrize(
    ("query", "status"),
    [
        ("?after=1&after=2", 200),  # a name twice: Flask takes the first
        ("?after=1&foo=2", 200),  # a name the endpoint does not know: Flask leaves it out
        ("?after=%31", 200),  # encoded
        ("?after=x", 422),
        ("?limit=0", 422),
        ("?wait=31", 422),
        ("?after=1.5", 422),
        ("?view=True", 200),  # not lower case
        ("?view=maybe", 422),
    ],
)
def test_an_events_poll_that_is_not_plain_goes_to_flask(
    client: FlaskClient, handed: list[str], query: str, status: int
) -> None:
    table = Table.create(client, 4, seed=SEED)
    handed.clear()
    r = client.get(table.path("events") + query, headers=table.auth(0))
    assert r.status_code == status, r.get_data(as_text=True)
    assert handed == [table.path("events")]
    if status == 422:
        assert r.json["code"] == "invalid_query"


def test_a_move_body_sent_again_is_loaded_once_and_each_request_gets_its_own(
    app: Flask, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The front keeps short bodies of plain values as their schema loaded them, by
    route and bytes: the same bytes load as before, without the schema, into a dict of
    the request's own; a body the schema refuses, or one with a nested value, is not
    kept; and the kept bodies are bounded."""
    front = app.wsgi_app
    assert isinstance(front, Front)
    front.loaded.clear()
    routes = {(route.game_type.slug, route.action): route for route in front.routes.values()}
    claim, steal = routes["millions", "claim"], routes["millions", "steal"]
    loads: list[Any] = []  # the data each schema load was given
    for route in (claim, steal):
        schema_load = route.schema.load
        monkeypatch.setattr(
            route.schema, "load", lambda data, load=schema_load: loads.append(data) or load(data)
        )
    first = front._load(claim, b'{"card":"item-17"}')
    again = front._load(claim, b'{"card":"item-17"}')
    assert first == again == {"card": "item-17"}
    assert first is not again
    first["card"] = "changed"
    assert front._load(claim, b'{"card":"item-17"}') == {"card": "item-17"}
    assert len(loads) == 1
    assert front._load(steal, b'{"decline":true}') == {"decline": True}  # another route
    assert len(loads) == 2

    with pytest.raises(ValidationError):
        front._load(claim, b'{"card":""}')
    with pytest.raises(ValidationError):
        front._load(claim, b'{"card":""}')  # refused again: nothing was kept
    assert len(loads) == 4
    long = b'{"card":"item-17"' + b" " * 300 + b"}"
    front._load(claim, long)
    front._load(claim, long)
    assert len(loads) == 6 and (claim.rule, long) not in front.loaded

    monkeypatch.setattr("api.front.LOADED_BODIES", 3)
    for n in range(4):
        front._load(claim, f'{{"card":"item-{n}"}}'.encode())
    assert len(front.loaded) <= 3


def test_a_body_loaded_with_a_nested_value_is_not_kept(app: Flask) -> None:
    front = app.wsgi_app
    assert isinstance(front, Front)
    front.loaded.clear()
    route = next(iter(front.routes.values()))
    nested = type(route)(route.rule, route.game_type, route.action, _Nested())
    assert front._load(nested, b'{"a":[1]}') == {"a": [1]}
    assert front.loaded == {}


class _Nested:
    """A schema whose body holds a list."""

    def load(self, data: dict[str, Any]) -> dict[str, Any]:
        return data
