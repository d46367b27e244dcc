"""Players' names by a standard (api/core/names.py): RFC 8266 nicknames, and no two names
at one table that look alike (TR39 skeletons), in every game, on every database."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient
from test_bad_input import refused

from tables import Table, seat_request

GAMES = ["millions", "morbid-living", "millimemory"]


def lobby_with_ann(client: FlaskClient, slug: str) -> Table:
    table = Table.create(client, 0, seed=3, start=False, slug=slug)
    r = client.post(table.path("players"), json={**seat_request(slug, 0), "name": "Ann"})
    assert r.status_code == 201, r.get_data(as_text=True)
    table.tokens.append(r.json["token"])
    return table


def join_as(table: Table, name: str) -> Any:
    body = {**seat_request(table.slug, len(table.tokens)), "name": name}
    return table.client.post(table.path("players"), json=body)


@pytest.mark.parametrize("slug", GAMES)
@pytest.mark.parametrize(
    "name",
    ["Ann", "ann", "ANN", " Ann ", "\uff21nn", "\u0410nn", "\u0391\u039d\u039d"],
    ids=["same", "lower", "upper", "spaces", "full-width", "cyrillic-A", "greek-ANN"],
)
def test_a_name_that_looks_like_a_seated_one_is_409_name_taken_G3(
    client: FlaskClient, slug: str, name: str
) -> None:
    table = lobby_with_ann(client, slug)
    refused(table, lambda: join_as(table, name), 409, "name_taken")


@pytest.mark.parametrize("slug", GAMES)
@pytest.mark.parametrize(
    "name", ["A\u200bnn", "\u202eAnn", "Ann\u2060", "\u200dAnn"], ids=["zwsp", "rlo", "wj", "zwj"]
)
def test_invisible_characters_and_bidi_controls_in_a_name_are_422_bad_name_G3(
    client: FlaskClient, slug: str, name: str
) -> None:
    table = lobby_with_ann(client, slug)
    refused(table, lambda: join_as(table, name), 422, "bad_name")
    assert list(join_as(table, name).json["errors"]) == ["name"]


def test_a_name_is_normalised_as_a_nickname(client: FlaskClient) -> None:
    table = Table.create(client, 0, seed=3, start=False, slug="morbid-living")
    r = join_as(table, "  Zo\u00eb\u00a0\u00a0 \uff2c\uff45\uff45  ")
    assert r.status_code == 201, r.get_data(as_text=True)
    assert r.json["player"]["name"] == "Zo\u00eb Lee"
    assert table.view()["seats"][0]["name"] == "Zo\u00eb Lee"


def test_a_tab_in_a_name_is_invalid_text(client: FlaskClient) -> None:
    table = lobby_with_ann(client, "millimemory")
    refused(table, lambda: join_as(table, "Bo\tb"), 422, "invalid_text")


def test_different_names_still_sit_together(client: FlaskClient) -> None:
    table = lobby_with_ann(client, "morbid-living")
    for name in ("Anne", "Bo", "Zo\u00eb", "\u0410\u043d\u044f"):  # Аня: Cyrillic, unlike Ann
        assert join_as(table, name).status_code == 201, name


def test_a_bot_named_like_a_player_is_409_and_default_bot_names_are_numbered(
    client: FlaskClient,
) -> None:
    table = lobby_with_ann(client, "morbid-living")
    host = table.auth(host=True)

    def bot(body: dict[str, Any]) -> Any:
        return client.post(table.path("bots"), json=body, headers=host)

    refused(table, lambda: bot({"policy": "random", "name": "ANN"}), 409, "name_taken")
    names = [bot({"policy": "random"}).json["player"]["name"] for _ in range(3)]
    assert names == ["Random bot", "Random bot 2", "Random bot 3"]


def test_a_removed_players_name_is_free_again(client: FlaskClient) -> None:
    table = lobby_with_ann(client, "millimemory")
    r = client.delete(table.path("players/0"), headers=table.auth(host=True))
    assert r.status_code == 200, r.get_data(as_text=True)
    table.tokens.clear()
    assert join_as(table, "ann").status_code == 201
