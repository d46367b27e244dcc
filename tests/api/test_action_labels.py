"""Each entry of a view's `legal_actions` carries its label, the server's own entries
(seating a bot) included: what the host, a joiner and a player are offered, in words."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from tables import Table


def labels(view: dict[str, Any]) -> list[tuple[str, str]]:
    return [(entry["action"], entry["label"]) for entry in view["legal_actions"]]


def test_the_lobby_and_a_turn_say_what_each_request_does(client: FlaskClient) -> None:
    table = Table.create(client, 2, seed=7, start=False, slug="morbid-living")
    assert labels(table.view()) == [("join", "Join the game")]
    hosted = client.get(table.path(), headers=table.auth(host=True)).json
    assert labels(hosted) == [
        ("start", "Start the game"),
        ("join", "Join the game"),
        ("add_bot", "Add a bot (random)"),
        ("add_bot", "Add a bot (greedy)"),
    ]
    assert client.post(table.path("start"), headers=table.auth(host=True)).status_code == 200
    turn = table.view()["turn"]
    assert ("draw", "Draw a card from the deck") in labels(table.view(turn))
    assert labels(table.view(1 - turn)) == [] and labels(table.view()) == []


def test_a_character_game_names_the_character_each_join_takes(client: FlaskClient) -> None:
    table = Table.create(client, 7, seed=7, start=False)
    (join,) = table.view()["legal_actions"]
    assert join["label"] == "Join as Horace" and join["body"]["character"] == "Horace"
