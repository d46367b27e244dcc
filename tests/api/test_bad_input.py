"""Bad input gets a precise 4xx problem+json, and the game is exactly as before."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from flask.testing import FlaskClient

from conftest import OWN_GAMES
from millie.cli import openapi_document
from tables import Table


def snapshot(table: Table) -> list[Any]:
    """Every seat's view and the public view: what must not change."""
    seats: list[int | None] = [None, *range(len(table.tokens))]
    return [table.view(seat) for seat in seats]


def assert_problem(response: Any, status: int, code: str) -> None:
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    body = response.json
    assert body["status"] == status and body["code"] == code
    assert body["title"] and body["detail"] and body["type"]


def refused(table: Table, request: Callable[[], Any], status: int, code: str) -> None:
    before = snapshot(table)
    assert_problem(request(), status, code)
    assert snapshot(table) == before


@pytest.fixture
def flipped(client: FlaskClient) -> Table:
    """A 4-player game in its first placement, with four Item cards on the table."""
    table = Table.create(client, 4, seed=11)
    r = table.post(0, "flip")
    assert r.status_code == 200
    return table


def item_on_table(table: Table) -> str:
    view = table.view()
    card: str = next(t["card"]["id"] for t in view["table"] if t["card"]["kind"] == "item")
    return card


@pytest.mark.parametrize("body", ['{"card": ', "[" * 30_000, '{"card": "item-1"} x', "\udcff"])
def test_malformed_json_is_400(flipped: Table, body: str) -> None:
    refused(
        flipped,
        lambda: flipped.client.post(
            flipped.path("claim"),
            data=body.encode("utf-8", "surrogateescape"),
            content_type="application/json",
            headers=flipped.auth(0),
        ),
        400,
        "malformed_json",
    )


@pytest.mark.parametrize(
    "body",
    [{"card": 17}, {"card": None}, {}, {"card": "item-1", "extra": 1}, [], "item-1", {"card": ""}],
)
def test_wrong_types_are_422(flipped: Table, body: Any) -> None:
    refused(
        flipped,
        lambda: flipped.client.post(flipped.path("claim"), json=body, headers=flipped.auth(0)),
        422,
        "invalid_body",
    )


def test_unknown_card_is_422(flipped: Table) -> None:
    refused(flipped, lambda: flipped.post(0, "claim", {"card": "item-999"}), 422, "unknown_card")


def test_card_not_flipped_this_round_is_409(flipped: Table) -> None:
    on_table = {t["card"]["id"] for t in flipped.view()["table"]}
    other = next(f"item-{i}" for i in range(1, 91) if f"item-{i}" not in on_table)
    refused(flipped, lambda: flipped.post(0, "claim", {"card": other}), 409, "card_not_on_table")


def test_unknown_game_is_404(client: FlaskClient) -> None:
    for path in ("/v1/millions/games/0123456789abcdef", "/v1/millions/games/not-an-id"):
        assert_problem(client.get(path), 404, "unknown_game")
        assert_problem(client.post(path + "/flip", json={}), 404, "unknown_game")


def test_unknown_game_type_and_route_are_404(client: FlaskClient) -> None:
    assert_problem(client.post("/v1/chess/games", json={}), 404, "not_found")


def test_claim_out_of_phase_is_409(client: FlaskClient) -> None:
    table = Table.create(client, 3, seed=3)
    refused(table, lambda: table.post(0, "claim", {"card": "item-1"}), 409, "wrong_phase")


def test_second_claim_is_409(flipped: Table) -> None:
    card = item_on_table(flipped)
    assert flipped.post(0, "claim", {"card": card}).status_code == 200
    refused(flipped, lambda: flipped.post(0, "claim", {"card": card}), 409, "already_placed")


def test_third_claim_on_an_item_is_card_full(flipped: Table) -> None:
    card = item_on_table(flipped)
    assert flipped.post(0, "claim", {"card": card}).status_code == 200
    assert flipped.post(1, "claim", {"card": card}).status_code == 200
    refused(flipped, lambda: flipped.post(2, "claim", {"card": card}), 409, "card_full")


def test_flip_during_a_round_is_409(flipped: Table) -> None:
    refused(flipped, lambda: flipped.post(1, "flip"), 409, "round_in_progress")


def squabble_with_judge(client: FlaskClient) -> tuple[Table, dict[str, Any]]:
    """Seats 0 and 1 squabble over one Item; seat 2 is named judge; stories told."""
    table = Table.create(client, 3, seed=11)
    table.post(0, "flip")
    view = table.view()
    items = [t["card"]["id"] for t in view["table"] if t["card"]["kind"] == "item"]
    assert len(items) >= 2, "seed 11 flips at least two items for 3 players"
    assert table.post(0, "claim", {"card": items[0]}).status_code == 200
    assert table.post(1, "claim", {"card": items[0]}).status_code == 200
    r = table.post(2, "claim", {"card": items[1]})
    assert r.status_code == 200
    squabble = r.json["squabbles"][0]
    n, selector = squabble["number"], squabble["selector"]
    assert table.post(selector, f"squabbles/{n}/judge", {"judge": 2}).status_code == 200
    for seat in (selector, squabble["other"]):
        r = table.post(seat, f"squabbles/{n}/story", {"text": "Mine, for tea reasons."})
        assert r.status_code == 200, r.get_data(as_text=True)
    return table, squabble


def test_verdict_by_a_non_judge_is_403(client: FlaskClient) -> None:
    table, squabble = squabble_with_judge(client)
    n = squabble["number"]
    for seat in (0, 1):
        refused(
            table,
            lambda seat=seat: table.post(seat, f"squabbles/{n}/verdict", {"winner": seat}),
            403,
            "not_the_judge",
        )
    refused(
        table, lambda: table.post(2, "squabbles/99/verdict", {"winner": 0}), 404, "unknown_squabble"
    )
    refused(
        table,
        lambda: table.post(2, f"squabbles/{n}/verdict", {"winner": 2}),
        422,
        "not_in_squabble",
    )
    assert table.post(2, f"squabbles/{n}/verdict", {"winner": 0}).status_code == 200


def test_someone_elses_token_is_refused(flipped: Table, client: FlaskClient) -> None:
    other = Table.create(client, 3, seed=12)
    card = item_on_table(flipped)
    refused(
        flipped,
        lambda: client.post(flipped.path("claim"), json={"card": card}, headers=other.auth(0)),
        401,
        "invalid_token",
    )
    refused(
        flipped,
        lambda: client.post(
            flipped.path("claim"), json={"card": card}, headers=flipped.auth(host=True)
        ),
        403,
        "not_a_player",
    )
    refused(
        flipped, lambda: client.get(flipped.path(), headers=other.auth(1)), 401, "invalid_token"
    )


def test_no_token_is_401(flipped: Table) -> None:
    card = item_on_table(flipped)
    refused(flipped, lambda: flipped.post(None, "claim", {"card": card}), 401, "missing_token")
    refused(
        flipped,
        lambda: flipped.client.post(
            flipped.path("claim"), json={"card": card}, headers={"Authorization": "Basic abc"}
        ),
        401,
        "invalid_token",
    )


def test_two_player_start_is_refused_m4(client: FlaskClient) -> None:
    table = Table.create(client, 2, start=False)
    refused(table, lambda: table.post(None, "start"), 401, "missing_token")
    refused(
        table,
        lambda: table.client.post(table.path("start"), json={}, headers=table.auth(host=True)),
        409,
        "not_enough_players",
    )


def test_only_the_host_starts(client: FlaskClient) -> None:
    table = Table.create(client, 3, start=False)
    refused(table, lambda: table.post(0, "start"), 403, "not_host")


def test_join_refusals(client: FlaskClient) -> None:
    table = Table.create(client, 3, start=False)
    join = table.path("players")
    refused(
        table,
        lambda: client.post(join, json={"name": "X", "character": "Archibald"}),
        409,
        "character_taken",
    )
    refused(
        table,
        lambda: client.post(join, json={"name": "X", "character": "Zelda"}),
        422,
        "invalid_body",
    )
    refused(
        table,
        lambda: client.post(join, json={"name": "", "character": "Horace"}),
        422,
        "invalid_body",
    )
    refused(
        table,
        lambda: client.post(join, json={"name": "X", "character": "Horace"}, headers=table.auth(0)),
        409,
        "already_seated",
    )
    full = Table.create(client, 8, start=False)
    refused(
        full,
        lambda: client.post(full.path("players"), json={"name": "X", "character": "Horace"}),
        409,
        "game_full",
    )
    started = Table.create(client, 3)
    refused(
        started,
        lambda: client.post(started.path("players"), json={"name": "X", "character": "Horace"}),
        409,
        "game_started",
    )


def test_huge_body_is_413(flipped: Table) -> None:
    body = '{"card": "' + "x" * 200_000 + '"}'
    refused(
        flipped,
        lambda: flipped.client.post(
            flipped.path("claim"),
            data=body,
            content_type="application/json",
            headers=flipped.auth(0),
        ),
        413,
        "body_too_large",
    )


def test_body_that_is_not_json_is_415(flipped: Table) -> None:
    refused(
        flipped,
        lambda: flipped.client.post(
            flipped.path("claim"), data="card=item-1", headers=flipped.auth(0)
        ),
        415,
        "unsupported_media_type",
    )


def test_bad_create_options_are_422(client: FlaskClient) -> None:
    for body in (
        {"options": {"face_up_rows": "yes"}},
        {"options": {"colour": 1}},
        {"seed": -1},
        {"seed": "1"},
    ):
        assert_problem(client.post("/v1/millions/games", json=body), 422, "invalid_body")


def test_unknown_method_is_405(flipped: Table) -> None:
    refused(flipped, lambda: flipped.client.delete(flipped.path()), 405, "method_not_allowed")


def test_etag_is_the_version_and_if_none_match_gives_304(flipped: Table) -> None:
    r = flipped.client.get(flipped.path(), headers=flipped.auth(0))
    assert r.headers["ETag"] == f'"{r.json["version"]}"'
    again = flipped.client.get(
        flipped.path(), headers={**flipped.auth(0), "If-None-Match": r.headers["ETag"]}
    )
    assert again.status_code == 304


@pytest.mark.parametrize("query", ["after=-1", "after=99999999999999999999", "after=x", "limit=0"])
def test_bad_events_query_is_422(flipped: Table, query: str) -> None:
    refused(
        flipped,
        lambda: flipped.client.get(flipped.path("events") + "?" + query),
        422,
        "invalid_query",
    )


# --- text that is not Unicode, numbers too long to read ----------------------------

LONG_INT = "1" + "0" * 5000  # more digits than Python's int() reads (4,300)


def raw_post(table: Table, path: str, text: str, headers: dict[str, str] | None = None) -> Any:
    return table.client.post(
        path, data=text, content_type="application/json", headers=headers or {}
    )


@pytest.mark.parametrize(
    ("field", "body"),
    [
        ("name", '{"name": "\\ud800", "character": "Archibald"}'),
        ("intro", '{"name": "Ann", "character": "Archibald", "intro": "I was \\udfff."}'),
        ("key", '{"name": "Ann", "character": "Archibald", "\\ud800": 1}'),
    ],
)
def test_a_lone_surrogate_in_a_join_is_422_invalid_text(
    client: FlaskClient, field: str, body: str
) -> None:
    table = Table.create(client, 1, seed=3, start=False)
    refused(table, lambda: raw_post(table, table.path("players"), body), 422, "invalid_text")


def test_a_lone_surrogate_in_a_bot_name_is_422_invalid_text(client: FlaskClient) -> None:
    table = Table.create(client, 1, seed=3, start=False)
    body = '{"policy": "greedy", "name": "Gus \\ud83d"}'
    host = table.auth(host=True)
    refused(table, lambda: raw_post(table, table.path("bots"), body, host), 422, "invalid_text")


def test_a_lone_surrogate_in_a_story_is_422_invalid_text(client: FlaskClient) -> None:
    """A squabble's story (M14), as any action's body: the body is refused as it is read."""
    table, squabble = squabble_with_judge(client)
    path, seat = table.path(f"squabbles/{squabble['number']}/story"), squabble["selector"]
    body = '{"text": "Mine, \\ud800 for tea reasons."}'
    refused(table, lambda: raw_post(table, path, body, table.auth(seat)), 422, "invalid_text")


def test_an_integer_of_5000_digits_is_422_number_too_large(
    flipped: Table, client: FlaskClient
) -> None:
    card = item_on_table(flipped)
    for path, text, headers in (
        (flipped.path("claim"), f'{{"card": "{card}", "x": {LONG_INT}}}', flipped.auth(0)),
        (flipped.path("claim"), f'{{"card": {LONG_INT}}}', flipped.auth(0)),
        ("/v1/millions/games", f'{{"options": {{}}, "seed": {LONG_INT}}}', {}),
        ("/v1/millions/games", f'{{"options": {{"face_up_rows": {LONG_INT}}}}}', {}),
        (flipped.path("bots"), f'{{"policy": "greedy", "min_delay": {LONG_INT}}}', {}),
    ):
        refused(flipped, lambda: raw_post(flipped, path, text, headers), 422, "number_too_large")  # noqa: B023


def test_a_seat_number_of_5000_digits_in_the_path_is_404(flipped: Table) -> None:
    r = flipped.client.post(
        flipped.path(f"players/{LONG_INT}/token"), json={}, headers=flipped.auth(host=True)
    )
    assert_problem(r, 404, "not_found")


@pytest.mark.parametrize(
    "path", ["//v1/millions/games", "/v1//millions/games", "/v1/millions//games", "/v1//games"]
)
def test_a_path_with_doubled_slashes_is_404_and_creates_nothing(
    client: FlaskClient, path: str
) -> None:
    before = client.get("/v1/games?type=millions").json["total"]
    # PATH_INFO as a server hands it over: the test client would read "//v1" as a host.
    method = "GET" if path == "/v1//games" else "POST"
    r = client.open("/", method=method, json={}, environ_overrides={"PATH_INFO": path})
    assert_problem(r, 404, "not_found")
    assert client.get("/v1/games?type=millions").json["total"] == before


def _post_paths() -> list[str]:
    document = json.loads(openapi_document(OWN_GAMES))
    return [p for p, ops in document["paths"].items() if "post" in ops]


@pytest.mark.parametrize("template", _post_paths())
def test_an_empty_body_is_an_empty_object_and_whitespace_is_malformed_on_every_post(
    client: FlaskClient, template: str
) -> None:
    """One rule for every POST (README): no body at all is `{}`; a body is JSON."""
    generic = template.startswith("/v1/{game_type}") or template == "/v1/players"
    slug = "morbid-living" if generic else template.split("/")[2]
    lobby = template.endswith(("/players", "/bots", "/start"))
    players = {"millions": 3, "millimemory": 1, "morbid-living": 2}[slug]
    answers = []
    for body in (b"", b"{}", b" "):
        table = Table.create(client, players, seed=7, slug=slug, start=not lobby)  # twins
        path = template.replace("{game_type}", slug).replace("{game_id}", table.game_id)
        path = path.replace("{seat}", "0").replace("{n}", "1")
        host = path.endswith(("/bots", "/start", "/token"))
        headers = {} if path.endswith("/games") else table.auth(0, host=host)
        r = client.post(path, data=body, content_type="application/json", headers=headers)
        answers.append((r.status_code, (r.json or {}).get("code")))
    assert answers[0] == answers[1], answers
    assert answers[2] == (400, "malformed_json")
