"""Free text, one rule on every database (api/http/text.py): a control character in any
string of a body is 422 `invalid_text` naming the field, and changes nothing. These run
on SQLite and on PostgreSQL, which cannot store NUL: the same answer on both."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient
from test_bad_input import refused, squabble_with_judge

from tables import Table, open_squabble

# NUL, other C0, DEL, C1 (NEL, the last one).
CONTROLS = ["\x00", "\x1b", "\x7f", "\x85", "\x9f"]


def refused_text(table: Table, path: str, body: Any, field: str, headers: dict[str, str]) -> None:
    def send() -> Any:
        return table.client.post(path, json=body, headers=headers)

    refused(table, send, 422, "invalid_text")
    answer = send().json
    assert list(answer["errors"]) == [field], answer
    assert repr(field) in answer["detail"]


@pytest.mark.parametrize("control", CONTROLS)
def test_a_control_character_in_a_join_name_or_intro_is_invalid_text(
    client: FlaskClient, control: str
) -> None:
    table = Table.create(client, 1, seed=3, start=False)
    join = {"name": "Ann", "character": "Claire", "intro": "I was her gardener."}
    for field in ("name", "intro"):
        body = {**join, field: f"An{control}n"}
        refused_text(table, table.path("players"), body, field, {})  # without a token


def test_a_nul_in_a_bot_name_or_a_game_option_is_invalid_text(client: FlaskClient) -> None:
    table = Table.create(client, 1, seed=3, start=False)
    host = table.auth(host=True)
    refused_text(table, table.path("bots"), {"policy": "greedy", "name": "Gus\x00"}, "name", host)
    answer = client.post("/v1/millimemory/games", json={"options": {"x\x00": 1}})
    assert answer.status_code == 422 and answer.json["code"] == "invalid_text"
    assert list(answer.json["errors"]) == ["options"]


@pytest.mark.parametrize("control", CONTROLS)
def test_a_control_character_in_a_story_is_invalid_text(client: FlaskClient, control: str) -> None:
    table = open_squabble(client)
    assert table.post(0, "squabbles/1/judge", {"judge": 2}).status_code == 200
    path = table.path("squabbles/1/story")
    refused_text(table, path, {"text": f"Mine{control}, all mine."}, "text", table.auth(0))


def test_a_nul_in_a_question_or_an_answer_is_invalid_text(client: FlaskClient) -> None:
    table, squabble = squabble_with_judge(client)
    n, selector = squabble["number"], squabble["selector"]
    question = table.path(f"squabbles/{n}/question")
    body = {"to": selector, "text": "Why\x00?"}
    refused_text(table, question, body, "text", table.auth(2))
    asked = table.post(2, f"squabbles/{n}/question", {"to": selector, "text": "Why?"})
    assert asked.status_code == 200
    answer = table.path(f"squabbles/{n}/answer")
    refused_text(table, answer, {"text": "Be\x00cause."}, "text", table.auth(selector))


def test_tab_and_line_breaks_in_a_story_are_kept(client: FlaskClient) -> None:
    table = open_squabble(client)
    assert table.post(0, "squabbles/1/judge", {"judge": 2}).status_code == 200
    story = "Line one,\n\tline two.\r\nThe end."
    r = table.post(0, "squabbles/1/story", {"text": story})
    assert r.status_code == 200, r.get_data(as_text=True)
    events = client.get(table.path("events?after=0")).json["events"]
    assert any(e["data"].get("text") == story for e in events)


def test_a_nul_in_a_key_names_where_it_is(client: FlaskClient) -> None:
    table = Table.create(client, 1, seed=3, start=False)
    body = {"name": "Ann", "character": "Claire", "x\x00y": 1}
    refused_text(table, table.path("players"), body, "<key>", {})
