"""Morbid Living through HTTP, on both databases: complete random games, and bad input
that gets a precise 4xx and changes nothing."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from test_bad_input import refused

from conftest import stored
from millie.api.db.models import Game
from millie.rules import morbid_living
from millie.rules.morbid_living.cards import CARDS
from millie.rules.morbid_living.engine import MIN_MAX_TURNS, State, essentials, net_worth
from tables import REPLAYED, Table, assert_export_replays

GAMES = 150  # per database; the first REPLAYED are exported and replayed too


@pytest.mark.parametrize("game", range(GAMES))
def test_random_morbid_living_game_from_legal_actions_reaches_consistent_end(
    client: FlaskClient, game: int
) -> None:
    """Players send only random entries of their own legal_actions (kind first, then
    entry); every game ends, by declaration (L14) or the length bound (L14a: random
    play rarely reaches a million, so the games use the smallest), and the winners are
    those L15 names."""
    rng = random.Random(game)
    players = 2 + game % 5
    options = {"start_seat": game % players, "max_turns": MIN_MAX_TURNS}
    table = Table.create(client, players, seed=game, options=options, slug="morbid-living")
    final = table.play_randomly(rng, max_moves=5000, by_kind=True)
    if game < REPLAYED:
        assert_export_replays(table)
    assert final["pending"] == [] and final["legal_actions"] == []
    assert final["turns"] <= MIN_MAX_TURNS * players + players - 1
    seats = final["seats"]
    assert all(s["cash"] >= 0 for s in seats)
    best = max((s["essentials"], s["net_worth"]) for s in seats)
    winners = [s["seat"] for s in seats if (s["essentials"], s["net_worth"]) == best]
    score = client.get(table.path("score")).json
    assert score["winners"] == winners == final["result"]["winners"]
    held = sum(len(s["cards"]) + s["credit_cards"] for s in seats)
    assert held + final["deck_size"] + final["discard_size"] == 72


def rig(app: Flask, table: Table, change: Callable[[State], None]) -> None:
    with stored(app) as session:
        game = session.get(Game, table.game_id)
        state = morbid_living.from_dict(game.state)
        change(state)
        game.state = morbid_living.to_dict(state)
        game.version += 1
        session.commit()


def living(client: FlaskClient, players: int = 2, start: bool = True) -> Table:
    return Table.create(client, players, seed=3, start=start, slug="morbid-living")


def first_of(kind: str) -> str:
    return next(c for c in CARDS if CARDS[c].kind == kind)


def test_moves_out_of_turn_or_phase_are_refused(client: FlaskClient) -> None:
    table = living(client)
    refused(table, lambda: table.post(1, "draw", {"source": "deck"}), 403, "not_your_turn")
    refused(table, lambda: table.post(0, "end-turn"), 409, "wrong_phase")
    refused(table, lambda: table.post(0, "buy", {}), 409, "wrong_phase")
    refused(table, lambda: table.post(None, "draw", {"source": "deck"}), 401, "missing_token")
    other = living(client)
    refused(
        table,
        lambda: client.post(table.path("draw"), json={"source": "deck"}, headers=other.auth(0)),
        401,
        "invalid_token",
    )
    refused(
        table,
        lambda: client.post(
            table.path("draw"), json={"source": "deck"}, headers=table.auth(host=True)
        ),
        403,
        "not_a_player",
    )
    lobby = living(client, start=False)
    refused(lobby, lambda: lobby.post(0, "draw", {"source": "deck"}), 409, "wrong_phase")


@pytest.mark.parametrize(
    ("action", "body"),
    [
        ("draw", {"source": "pile"}),
        ("draw", {}),
        ("draw", {"source": "deck", "credit": 1}),
        ("buy", {"credit": "yes"}),
        ("steal", {}),
        ("steal", {"victim": "1"}),
        ("steal", {"decline": True, "victim": 1}),
        ("sell", {"card": 7}),
        ("discard", {}),
        ("pay", {"credit": None}),
    ],
)
def test_bad_bodies_are_422(client: FlaskClient, action: str, body: dict[str, Any]) -> None:
    table = living(client)
    refused(table, lambda: table.post(0, action, body), 422, "invalid_body")


def test_selling_refusals(app: Flask, client: FlaskClient) -> None:
    table = living(client)
    job = first_of("job")

    def give_job(state: State) -> None:
        state.deck.remove(job)
        state.players[0].cards.append(job)

    rig(app, table, give_job)
    refused(table, lambda: table.post(0, "sell", {"card": "nope-1"}), 422, "unknown_card")
    refused(table, lambda: table.post(0, "sell", {"card": job}), 409, "cannot_sell")
    theirs = table.view()["seats"][1]["cards"][0]["id"]
    refused(table, lambda: table.post(0, "sell", {"card": theirs}), 409, "not_your_card")


def test_join_and_start_refusals(client: FlaskClient) -> None:
    full = Table.create(client, 6, start=False, slug="morbid-living")
    refused(full, lambda: client.post(full.path("players"), json={"name": "X"}), 409, "game_full")
    one = Table.create(client, 1, start=False, slug="morbid-living")
    refused(
        one,
        lambda: client.post(one.path("start"), json={}, headers=one.auth(host=True)),
        409,
        "not_enough_players",
    )
    r = client.post("/v1/morbid-living/games", json={"options": {"start_seat": 4}})
    table = Table(client, r.json["game"]["id"], r.json["host_token"], slug="morbid-living")
    for seat in range(2):
        client.post(table.path("players"), json={"name": f"P{seat}"})
    refused(
        table,
        lambda: client.post(table.path("start"), json={}, headers=table.auth(host=True)),
        409,
        "bad_start_seat",
    )


def test_scores_show_essentials_and_net_worth_to_everyone(client: FlaskClient) -> None:
    table = living(client)
    score = client.get(table.path("score")).json
    assert score["final"] is False and score["winners"] == []
    for line, seat in zip(score["scores"], table.view()["seats"], strict=True):
        assert line["cash"] == 100_000 == seat["cash"]
        assert line["essentials"] == seat["essentials"] == 1
        assert line["net_worth"] == seat["net_worth"] == 100_000 + seat["cards"][0]["price"]


def test_engine_helpers_agree_with_the_view(client: FlaskClient) -> None:
    """The view's essentials and net worth are L15's own numbers."""
    state = morbid_living.new_game({}, 1)
    for name in ("A", "B"):
        morbid_living.join(state, name)
    morbid_living.start(state)
    view = morbid_living.view(state, None)
    for seat, player in zip(view["seats"], state.players, strict=True):
        assert seat["essentials"] == essentials(player)
        assert seat["net_worth"] == net_worth(player)


def test_l9_auto_end_is_chosen_when_joining(client: FlaskClient) -> None:
    r = client.post("/v1/morbid-living/games", json={"seed": 3})
    table = Table(client, r.json["game"]["id"], r.json["host_token"], slug="morbid-living")
    eager = client.post(table.path("players"), json={"name": "E", "auto_end": True})
    assert eager.status_code == 201 and eager.json["player"]["auto_end"] is True
    refused(
        table,
        lambda: client.post(table.path("players"), json={"name": "X", "auto_end": "yes"}),
        422,
        "invalid_body",
    )
    assert table.view()["seats"][0]["auto_end"] is True


def test_a_credit_card_holder_chooses_cash_or_card_over_http_L3(
    app: Flask, client: FlaskClient
) -> None:
    """L3: a holder of a credit card is asked how to pay an action card, though the cash
    covers it; the choice is in `pending` and `legal_actions`, and `pay {}` pays cash."""
    table = living(client)

    def pay_40000_with_a_card_in_hand(state: State) -> None:
        for card in ("credit-1", "specific-6"):
            state.deck.remove(card)
        state.players[0].credits = ["credit-1"]
        state.deck.insert(0, "specific-6")

    rig(app, table, pay_40000_with_a_card_in_hand)
    view = table.post(0, "draw", {"source": "deck"}).json
    assert view["phase"] == "pay" and view["owed"] == 40_000
    assert view["pending"] == [{"seat": 0, "decision": "pay", "deadline": None}]
    bodies = [a["body"] for a in view["legal_actions"] if a["action"] == "pay"]
    assert bodies == [{"credit": True}, {}]
    view = table.post(0, "pay", {}).json
    assert view["phase"] == "end" and view["seats"][0]["cash"] == 60_000
    assert view["seats"][0]["credit_cards"] == 1


@pytest.mark.parametrize("max_turns", [19, 0, -1, 1001, 20.5, "100", True, None])
def test_max_turns_below_20_or_not_a_whole_number_is_422_L14a(
    client: FlaskClient, max_turns: Any
) -> None:
    before = client.get("/v1/games?type=morbid-living").json
    r = client.post("/v1/morbid-living/games", json={"options": {"max_turns": max_turns}})
    assert r.status_code == 422 and r.json["code"] == "invalid_body"
    assert "max_turns" in r.json["errors"]
    assert client.get("/v1/games?type=morbid-living").json == before, "nothing created"


def test_max_turns_is_an_option_shown_in_the_view_L14a(client: FlaskClient) -> None:
    r = client.post("/v1/morbid-living/games", json={"options": {"max_turns": 20}})
    assert r.status_code == 201 and r.json["game"]["options"]["max_turns"] == 20
    default = client.post("/v1/morbid-living/games", json={}).json["game"]
    assert default["options"] == {"start_seat": 0, "max_turns": 100}
