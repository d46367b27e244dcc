"""Any JSON body on any move endpoint: a 2xx or a 4xx problem, never a 500, and a
refused request leaves the game exactly as it was."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tables import Table

ACTIONS = [
    "flip",
    "claim",
    "steal",
    "reappraise",
    "squabbles/1/judge",
    "squabbles/1/story",
    "squabbles/1/question",
    "squabbles/1/answer",
    "squabbles/1/verdict",
    "start",
    "players",
]
FIELDS = [
    "card",
    "victim",
    "slot",
    "decline",
    "judge",
    "text",
    "to",
    "winner",
    "name",
    "character",
    "colour",
    "mm",
    "source",
    "credit",
    "auto_end",
]
OTHER_ACTIONS = {
    "millimemory": ["predict", "skip", "start", "players"],
    "morbid-living": [
        "draw",
        "buy",
        "pass",
        "steal",
        "sell",
        "discard",
        "pay",
        "end-turn",
        "start",
        "players",
    ],
}

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=30)
    | st.sampled_from(["item-1", "steal-1", "appraisal-1", "Horace", ""]),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
bodies = json_values | st.dictionaries(st.sampled_from(FIELDS), json_values, max_size=4)


@pytest.fixture(scope="module")
def squabbling(app: Any) -> Table:
    """A game with a squabble open, so that every endpoint has something to refuse."""
    client = app.test_client()
    table = Table.create(client, 3, seed=11)
    table.post(0, "flip")
    items = [t["card"]["id"] for t in table.view()["table"] if t["card"]["kind"] == "item"]
    for seat, card in ((0, items[0]), (1, items[0]), (2, items[1])):
        assert table.post(seat, "claim", {"card": card}).status_code == 200
    return table


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(action=st.sampled_from(ACTIONS), body=bodies, seat=st.sampled_from([0, 1, 2, None]))
def test_any_json_body_is_answered_without_a_server_error(
    squabbling: Table, client: FlaskClient, action: str, body: Any, seat: int | None
) -> None:
    table = squabbling
    before = [table.view(s) for s in (None, 0, 1, 2)]
    r = client.post(table.path(action), json=body, headers=table.auth(seat))
    assert r.status_code < 500, r.get_data(as_text=True)
    if r.status_code >= 400:
        assert r.mimetype == "application/problem+json" and r.json["code"]
        assert [table.view(s) for s in (None, 0, 1, 2)] == before


@pytest.fixture(scope="module")
def other_games(app: Any) -> dict[str, Table]:
    """A Millimemory and a Morbid Living game in play, to refuse what they must."""
    client = app.test_client()
    return {
        slug: Table.create(client, 3, seed=4, slug=slug)
        for slug in ("millimemory", "morbid-living")
    }


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data(), body=bodies, seat=st.sampled_from([0, 1, 2, None]))
def test_any_json_body_on_the_other_games_is_answered_without_a_server_error(
    other_games: dict[str, Table], client: FlaskClient, data: Any, body: Any, seat: int | None
) -> None:
    slug = data.draw(st.sampled_from(sorted(OTHER_ACTIONS)))
    action = data.draw(st.sampled_from(OTHER_ACTIONS[slug]))
    table = other_games[slug]
    before = [table.view(s) for s in (None, 0, 1, 2)]
    r = client.post(table.path(action), json=body, headers=table.auth(seat))
    assert r.status_code < 500, r.get_data(as_text=True)
    if r.status_code >= 400:
        assert r.mimetype == "application/problem+json" and r.json["code"]
        assert [table.view(s) for s in (None, 0, 1, 2)] == before
