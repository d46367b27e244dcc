"""Abuse and browsers: rate limits (429 with Retry-After), the games-per-hour cap, CORS
for frontends on other origins, and security headers on every answer."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from conftest import IN_CI, OWN_GAMES
from millie.api.db.migrate import upgrade
from millie.api.http import create_app
from tables import Table


def strict_client(tmp_path: Path, **config: Any) -> FlaskClient:
    url = f"sqlite:///{tmp_path / 'limits.db'}"
    upgrade(url)
    app = create_app({"DATABASE_URL": url, "RATELIMIT_ENABLED": True, **config}, OWN_GAMES)
    return app.test_client()


def test_rate_limit_per_address_answers_429_with_retry_after(tmp_path: Path) -> None:
    client = strict_client(tmp_path, MILLIE_RATELIMIT_PER_IP="5 per minute")
    answers = [client.get("/v1/games") for _ in range(6)]
    assert [r.status_code for r in answers] == [200] * 5 + [429]
    refused = answers[-1]
    assert refused.mimetype == "application/problem+json"
    assert refused.json["code"] == "rate_limited" and refused.json["status"] == 429
    assert int(refused.headers["Retry-After"]) > 0
    assert client.get("/healthz").status_code == 200, "health checks are never limited"


def test_rate_limit_per_token_counts_each_token_apart(tmp_path: Path) -> None:
    client = strict_client(tmp_path, MILLIE_RATELIMIT_PER_TOKEN="3 per minute")
    table = Table.create(client, 3, seed=1)
    version = table.view()["version"]
    answers = [client.get(table.path(), headers=table.auth(0)).status_code for _ in range(4)]
    assert answers == [200, 200, 200, 429]
    refused = table.post(0, "flip")
    assert refused.status_code == 429, "a refused move is not applied"
    assert table.view()["version"] == version
    assert client.get(table.path(), headers=table.auth(1)).status_code == 200


def test_games_per_address_per_hour_are_capped(tmp_path: Path) -> None:
    client = strict_client(tmp_path, MILLIE_GAMES_PER_IP_PER_HOUR=2)
    answers = [client.post("/v1/millions/games", json={}) for _ in range(3)]
    assert [r.status_code for r in answers] == [201, 201, 429]
    refused = answers[-1]
    assert refused.mimetype == "application/problem+json"
    assert refused.json["code"] == "rate_limited"
    assert 3500 <= int(refused.headers["Retry-After"]) <= 3600  # when the first one ages out
    # Not the per-second limit's headers, which this request kept within (Remaining: 99).
    assert "X-RateLimit-Remaining" not in refused.headers
    assert client.get("/v1/games").json["total"] == 2
    other = client.post("/v1/millions/games", json={}, environ_base={"REMOTE_ADDR": "10.0.0.9"})
    assert other.status_code == 201  # another address counts apart


def test_games_per_hour_hold_per_host_not_per_worker(tmp_path: Path) -> None:
    """Two workers (two apps on one database, each with its own in-memory rate-limit
    store) share the count of games created: the limit is the host's, not each worker's."""
    workers = [strict_client(tmp_path, MILLIE_GAMES_PER_IP_PER_HOUR=3) for _ in range(2)]
    codes = [workers[i % 2].post("/v1/millions/games", json={}).status_code for i in range(6)]
    assert codes == [201, 201, 201, 429, 429, 429]
    assert workers[0].get("/v1/games").json["total"] == 3


def test_cors_lets_browser_frontends_send_tokens_and_read_headers(client: FlaskClient) -> None:
    preflight = client.options(
        "/v1/millions/games",
        headers={
            "Origin": "https://table.example",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "Authorization, Content-Type, Idempotency-Key",
        },
    )
    assert preflight.status_code == 200
    assert preflight.headers["Access-Control-Allow-Origin"] in ("*", "https://table.example")
    allowed = preflight.headers["Access-Control-Allow-Headers"].lower()
    assert {"authorization", "content-type", "idempotency-key"} <= set(allowed.split(", "))
    r = client.post("/v1/millions/games", json={}, headers={"Origin": "https://table.example"})
    exposed = r.headers["Access-Control-Expose-Headers"]
    assert "ETag" in exposed and "Location" in exposed and "Retry-After" in exposed


def test_cors_origins_can_be_restricted(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("CORS_ORIGINS", "https://ours.example")
    client = strict_client(tmp_path, RATELIMIT_ENABLED=False)
    ours = client.get("/v1/games", headers={"Origin": "https://ours.example"})
    theirs = client.get("/v1/games", headers={"Origin": "https://theirs.example"})
    assert ours.headers["Access-Control-Allow-Origin"] == "https://ours.example"
    assert "Access-Control-Allow-Origin" not in theirs.headers


def test_cors_headers_go_only_to_requests_with_an_origin(client: FlaskClient) -> None:
    """Bots and curl send no Origin: their answers carry no CORS header, and the error
    answers of browsers carry them as the successful ones do."""
    plain = client.get("/v1/games")
    assert not [h for h, _ in plain.headers.items() if h.lower().startswith("access-control")]
    browser = client.get(
        "/v1/millions/games/0000000000000000", headers={"Origin": "https://table.example"}
    )
    assert browser.status_code == 404
    assert browser.headers["Access-Control-Allow-Origin"] in ("*", "https://table.example")


def test_the_play_scripts_are_served_with_cors_like_the_api(
    client: FlaskClient, tmp_path: Path, monkeypatch: Any
) -> None:
    """A page on another origin may import the client's bundle (/play/millie.js) as an ES
    module, which a browser fetches in CORS mode: the scripts under /play carry the API's
    CORS headers, for the same origins; the pages do not."""
    origin = {"Origin": "https://table.example"}
    for script in ("/play/millie.js", "/play/game-page.js", "/play/millions/table.js"):
        answer = client.get(script, headers=origin)
        assert answer.status_code == 200, script
        assert answer.headers["Access-Control-Allow-Origin"] in ("*", "https://table.example")
    assert "Access-Control-Allow-Origin" not in client.get("/play/millions", headers=origin).headers
    monkeypatch.setenv("CORS_ORIGINS", "https://ours.example")
    restricted = strict_client(tmp_path, RATELIMIT_ENABLED=False)
    ours = restricted.get("/play/millie.js", headers={"Origin": "https://ours.example"})
    theirs = restricted.get("/play/millie.js", headers=origin)
    assert ours.headers["Access-Control-Allow-Origin"] == "https://ours.example"
    assert "Access-Control-Allow-Origin" not in theirs.headers


def test_security_headers_on_every_answer(client: FlaskClient) -> None:
    created = client.post("/v1/millions/games", json={})
    view = client.get(created.headers["Location"])
    missing = client.get("/v1/millions/games/0000000000000000")
    for r in (created, view, missing):
        assert r.headers["X-Content-Type-Options"] == "nosniff"
        assert r.headers["X-Frame-Options"] == "DENY"
        assert "default-src 'none'" in r.headers["Content-Security-Policy"]
        assert "Authorization" in r.headers["Vary"]
    assert created.headers["Cache-Control"] == "no-store", "the answer holds the host token"
    assert view.headers["Cache-Control"] == "no-cache"
    page = client.get("/docs")
    assert (
        page.status_code == 200 and "default-src 'self'" in page.headers["Content-Security-Policy"]
    )


def script_src(policy: str) -> str:
    return next(p.strip() for p in policy.split(";") if p.strip().startswith("script-src"))


def test_pages_run_inline_scripts_only_under_the_answers_nonce(client: FlaskClient) -> None:
    """No page allows 'unsafe-inline' scripts; /docs' one inline script carries the nonce
    its answer's policy names, a new one each time."""
    nonces = []
    for _ in range(2):
        page = client.get("/docs")
        scripts = script_src(page.headers["Content-Security-Policy"])
        assert "'unsafe-inline'" not in scripts
        nonce = re.fullmatch(r"script-src 'self' 'nonce-([A-Za-z0-9_-]{22})'", scripts)
        assert nonce, scripts
        html = page.get_data(as_text=True)
        inline = re.findall(r"<script(?![^>]*\bsrc=)([^>]*)>", html)
        assert inline == [f' nonce="{nonce.group(1)}"'], inline
        nonces.append(nonce.group(1))
    assert nonces[0] != nonces[1]
    for path in ("/", "/play/millions", "/play/morbid-living", "/docs/problems"):
        page = client.get(path)
        assert page.status_code == 200, path
        assert script_src(page.headers["Content-Security-Policy"]) == "script-src 'self'", path
        assert not re.search(r"<script(?![^>]*\bsrc=)", page.get_data(as_text=True)), path


def test_host_can_kick_a_seat_and_reissue_its_token(client: FlaskClient) -> None:
    """The old token stops working at once; the new one plays the same seat."""
    table = Table.create(client, 3, seed=2)
    path = table.path("players/1/token")
    assert client.post(path, json={}, headers=table.auth(1)).json["code"] == "not_host"
    assert client.post(path, json={}).json["code"] == "missing_token"
    r = client.post(path, json={}, headers=table.auth(host=True))
    assert r.status_code == 200 and r.json["seat"] == 1
    assert r.headers["Cache-Control"] == "no-store"
    old = table.tokens[1]
    assert client.get(table.path(), headers=table.auth(1)).status_code == 401
    table.tokens[1] = r.json["token"]
    assert r.json["token"] != old and table.view(1)["you"] == 1
    for seat in ("7", "99999999999999999999999"):  # no such seat; too big for a database
        unknown = client.post(
            table.path(f"players/{seat}/token"), json={}, headers=table.auth(host=True)
        )
        assert unknown.status_code == 422 and unknown.json["code"] == "unknown_seat"


def test_rate_limits_shared_through_redis(tmp_path: Path) -> None:
    """RATELIMIT_STORAGE_URI=redis://...: two servers (here two apps) share one count."""
    import redis

    store = "redis://127.0.0.1:6379/15"  # a database of the tests' own, emptied first
    try:
        redis.Redis.from_url(store).flushdb()
    except redis.RedisError:
        if IN_CI:  # .ci/run starts Redis: a missing one is a failure there, not a skip
            raise
        pytest.skip("no Redis at 127.0.0.1:6379")
    limits = {"MILLIE_RATELIMIT_PER_IP": "4 per minute", "RATELIMIT_STORAGE_URI": store}
    one = strict_client(tmp_path, **limits)
    other = strict_client(tmp_path, **limits)
    codes = [c.get("/v1/games").status_code for c in (one, other, one, other, one)]
    assert codes == [200, 200, 200, 200, 429]


def test_rate_limits_count_in_memory_while_the_shared_store_is_down(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A shared store that fails (Redis down) never fails a request: each worker counts
    in memory meanwhile, and says so in its log."""
    client = strict_client(
        tmp_path,
        MILLIE_RATELIMIT_PER_IP="3 per minute",
        RATELIMIT_STORAGE_URI="redis://127.0.0.1:1/0",  # nothing listens there
    )
    with caplog.at_level("WARNING"):
        codes = [client.get("/v1/games").status_code for _ in range(4)]
    assert codes == [200, 200, 200, 429]
    assert "falling back to in-memory storage" in caplog.text


def test_every_counted_answer_says_where_its_caller_stands(tmp_path: Path) -> None:
    client = strict_client(tmp_path, MILLIE_RATELIMIT_PER_IP="5 per minute;100 per hour")
    first, second = client.get("/v1/games"), client.get("/v1/games")
    assert first.headers["X-RateLimit-Limit"] == "5"  # the shortest window's
    assert [first.headers["X-RateLimit-Remaining"], second.headers["X-RateLimit-Remaining"]] == [
        "4",
        "3",
    ]
    assert int(first.headers["X-RateLimit-Reset"]) > 0
    assert "X-RateLimit-Limit" not in client.get("/healthz").headers


def test_a_browser_page_may_read_where_it_stands_with_the_rate_limits(tmp_path: Path) -> None:
    """CORS: a cross-origin answer lists the rate-limit headers among those a page may
    read, so a web client can slow down before it is refused."""
    client = strict_client(tmp_path, MILLIE_RATELIMIT_PER_IP="5 per minute")
    r = client.get("/v1/games", headers={"Origin": "https://table.example"})
    assert r.headers["X-RateLimit-Remaining"] == "4"
    exposed = {name.strip() for name in r.headers["Access-Control-Expose-Headers"].split(",")}
    assert {"X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"} <= exposed


def test_static_files_are_never_counted_but_unknown_paths_are(tmp_path: Path) -> None:
    client = strict_client(tmp_path, MILLIE_RATELIMIT_PER_IP="2 per minute")
    for _ in range(3):
        assert client.get("/play/table.css").status_code == 200
        assert client.get("/play/millions/table.js").status_code == 200
    assert [client.get("/no/such/path").status_code for _ in range(3)] == [404, 404, 429]


def test_the_per_token_limit_counts_the_token_not_how_the_header_spells_it(
    tmp_path: Path,
) -> None:
    """ "Bearer", "bearer" and extra spaces name the same token: one bucket, not three."""
    client = strict_client(tmp_path, MILLIE_RATELIMIT_PER_TOKEN="3 per minute")
    table = Table.create(client, 3, seed=1)
    token = table.tokens[0]
    spellings = [f"Bearer {token}", f"bearer {token}", f"BEARER  {token}", f"Bearer {token}"]
    codes = [client.get(table.path(), headers={"Authorization": h}).status_code for h in spellings]
    assert codes == [200, 200, 200, 429]


def test_retry_after_is_never_0_but_rounded_up_from_the_reset(tmp_path: Path) -> None:
    """A per-second limit resets within the second: flask-limiter's own Retry-After said
    0 (rounded down), and a client that obeyed it retried at once, in a tight loop."""
    client = strict_client(tmp_path, MILLIE_RATELIMIT_PER_IP="3 per second")
    refused = []
    until = time.monotonic() + 1.5  # through a whole window, to its last moments
    while time.monotonic() < until:
        answer = client.get("/v1/games")
        if answer.status_code == 429:
            refused.append(answer)
        time.sleep(0.02)
    assert len(refused) > 10
    for answer in refused:
        wait = int(answer.headers["Retry-After"])
        assert 1 <= wait <= 2, answer.headers


def test_only_a_refusal_says_retry_after(tmp_path: Path) -> None:
    """flask-limiter writes Retry-After on every answer of a limited route; on a 201 or a
    200 it means nothing (RFC 9110 gives it to 503, 429 and redirects) and a bot that
    honours it everywhere would wait for no reason. A refusal keeps it."""
    client = strict_client(tmp_path, MILLIE_RATELIMIT_PER_IP="2 per second")
    answers = [client.get("/v1/games") for _ in range(3)]
    assert [a.status_code for a in answers] == [200, 200, 429]
    assert [("Retry-After" in a.headers) for a in answers] == [False, False, True]
