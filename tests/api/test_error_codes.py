"""Every problem code the OpenAPI document lists is really returned, by the operation
that documents it: one scenario per code, through HTTP.

Scenarios that need a rare situation (a Steal to resolve, a cancelled card, the vault)
set it up by rewriting the stored state document, as a referee would arrange the table.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from typing import Any
from unittest import mock

import gevent
import pytest
from flask import Flask
from flask.testing import FlaskClient

from conftest import OWN_GAMES, stored
from millie.api.db.models import Game
from millie.api.http import create_app
from millie.api.http.problems import catalogue
from millie.cli import openapi_document
from millie.rules import millimemory, millions, morbid_living
from millie.rules.millions.cards import ESTATE
from millie.rules.millions.state import Slot, State
from tables import Table, open_squabble

SPEC = json.loads(openapi_document(OWN_GAMES))


def documented() -> dict[str, set[tuple[str, str]]]:
    """code -> the (method, path) of every operation that documents it."""
    out: dict[str, set[tuple[str, str]]] = {}
    for path, operations in SPEC["paths"].items():
        for method, operation in operations.items():
            if method == "parameters":
                continue
            for response in operation["responses"].values():
                for code in response.get("x-codes", []):
                    out.setdefault(code, set()).add((method, path))
    return out


def rig(app: Flask, table: Table, change: Callable[[State], None]) -> None:
    """Rewrite the game's stored state (a test's way to set up a rare situation)."""
    with stored(app) as session:
        game = session.get(Game, table.game_id)
        state = millions.from_dict(game.state)
        change(state)
        game.state = millions.to_dict(state)
        game.version += 1
        session.commit()


def items(n: int) -> list[str]:
    return [c for c in ESTATE if ESTATE[c].kind == "item"][:n]


def steal_phase(app: Flask, client: FlaskClient, thief: int = 1) -> Table:
    """Seat `thief` must resolve a Steal; seat 2 holds two items, seat 0 none."""
    table = Table.create(client, 3, seed=5)

    def change(state: State) -> None:
        a, b = items(40)[0], items(40)[20]
        state.players[2].row = [Slot(a), Slot(b)]
        state.phase, state.thief, state.round = "steal", thief, 1

    rig(app, table, change)
    return table


def vault_steal(app: Flask, client: FlaskClient) -> Table:
    def change(state: State) -> None:
        state.players[1].row = [Slot(items(1)[0])]
        state.phase, state.heir, state.vault_action = "vault", 0, "steal"

    table = Table.create(client, 3, seed=5)
    rig(app, table, change)
    return table


def flipped(client: FlaskClient) -> Table:
    table = Table.create(client, 4, seed=11)
    assert table.post(0, "flip").status_code == 200
    return table


def first_item(table: Table) -> str:
    card: str = next(t["card"]["id"] for t in table.view()["table"] if t["card"]["kind"] == "item")
    return card


def judged(client: FlaskClient) -> Table:
    table = open_squabble(client)
    assert table.post(0, "squabbles/1/judge", {"judge": 2}).status_code == 200
    return table


def told(client: FlaskClient) -> Table:
    table = judged(client)
    for seat in (0, 1):
        assert table.post(seat, "squabbles/1/story", {"text": "It is mine."}).status_code == 200
    return table


Scenario = Callable[[Flask, FlaskClient], tuple[str, str, Any]]
"""Returns (method, documented path, response)."""

CLAIM = ("post", "/v1/millions/games/{game_id}/claim")
FLIP = ("post", "/v1/millions/games/{game_id}/flip")
STEAL = ("post", "/v1/millions/games/{game_id}/steal")
REAPPRAISE = ("post", "/v1/millions/games/{game_id}/reappraise")
JUDGE = ("post", "/v1/millions/games/{game_id}/squabbles/{n}/judge")
STORY = ("post", "/v1/millions/games/{game_id}/squabbles/{n}/story")
QUESTION = ("post", "/v1/millions/games/{game_id}/squabbles/{n}/question")
ANSWER = ("post", "/v1/millions/games/{game_id}/squabbles/{n}/answer")
VERDICT = ("post", "/v1/millions/games/{game_id}/squabbles/{n}/verdict")
CREATE = ("post", "/v1/{game_type}/games")
PREDICT = ("post", "/v1/millimemory/games/{game_id}/predict")
ML = "/v1/morbid-living/games/{game_id}/"
DRAW, BUY, ML_STEAL = ("post", ML + "draw"), ("post", ML + "buy"), ("post", ML + "steal")
SELL, ML_DISCARD, PAY = ("post", ML + "sell"), ("post", ML + "discard"), ("post", ML + "pay")
JOIN = ("post", "/v1/{game_type}/games/{game_id}/players")
START = ("post", "/v1/{game_type}/games/{game_id}/start")
GET = ("get", "/v1/{game_type}/games/{game_id}")
EVENTS = ("get", "/v1/{game_type}/games/{game_id}/events")


def _join(table: Table, body: dict[str, Any], **kw: Any) -> Any:
    return table.client.post(table.path("players"), json=body, **kw)


def _raw_claim(table: Table, data: str, content_type: str) -> Any:
    return table.client.post(
        table.path("claim"), data=data, content_type=content_type, headers=table.auth(0)
    )


EXPORT = ("get", "/v1/{game_type}/games/{game_id}/export")
PLAYER = ("get", "/v1/players/{player_id}")
SEEK = ("post", "/v1/{game_type}/seeks")
CANCEL_SEEK = ("delete", "/v1/{game_type}/seeks/{seek_id}")


def _claim_with(table: Table, card: str, **headers: str) -> Any:
    return table.client.post(
        table.path("claim"), json={"card": card}, headers={**table.auth(0), **headers}
    )


def _key_reused(c: FlaskClient) -> Any:
    table = flipped(c)
    cards = [t["card"]["id"] for t in table.view()["table"] if t["room"] > 0]
    assert _claim_with(table, cards[0], **{"Idempotency-Key": "k1"}).status_code == 200
    return _claim_with(table, cards[1], **{"Idempotency-Key": "k1"})


def _rate_limited(a: Flask, c: FlaskClient) -> Any:
    strict = create_app(
        {
            "DATABASE_URL": a.config["DATABASE_URL"],
            "RATELIMIT_ENABLED": True,
            "MILLIE_RATELIMIT_PER_IP": "2 per minute",
        },
        OWN_GAMES,
    ).test_client()
    path = Table.create(c, 3).path()
    for _ in range(2):
        assert strict.get(path).status_code == 200
    return strict.get(path)


def _database_down(a: Flask, c: FlaskClient) -> Any:
    nowhere = create_app({"DATABASE_URL": "postgresql://postgres@127.0.0.1:1/nothing"}, OWN_GAMES)
    return nowhere.test_client().get(Table.create(c, 3).path())


def _waiting_refused(a: Flask, c: FlaskClient, **config: int) -> Any:
    """A long poll on an app that lets this client (or the worker) hold none."""
    strict = create_app(
        {"DATABASE_URL": a.config["DATABASE_URL"], **config}, OWN_GAMES
    ).test_client()
    return strict.get(Table.create(c, 3).path("events") + "?after=1000&wait=1")


class _Trickle(io.BytesIO):
    """A body that comes slowly: each read waits (a gevent sleep) before its byte."""

    def read(self, size: int | None = -1) -> bytes:
        gevent.sleep(1.0)
        return super().read(1)

    def readinto(self, buffer: Any) -> int:
        gevent.sleep(1.0)
        return super().readinto(memoryview(buffer)[:1])


def _body_timeout(a: Flask, c: FlaskClient) -> Any:
    table = flipped(c)
    slow = create_app(
        {"DATABASE_URL": a.config["DATABASE_URL"], "MILLIE_BODY_SECONDS": 0.05}, OWN_GAMES
    )
    # As under gunicorn's gevent workers, where the body is read under a gevent timeout.
    with mock.patch("millie.api.http.waiting.monkey.is_module_patched", return_value=True):
        return slow.test_client().post(
            table.path("claim"),
            input_stream=_Trickle(b'{"card": "item-1"}'),
            content_length=20,
            content_type="application/json",
            headers=table.auth(0),
        )


def _player(client: FlaskClient) -> dict[str, str]:
    token = client.post("/v1/players", json={"name": "Seeker"}).json["token"]
    return {"Authorization": f"Bearer {token}"}


def _cancel_seek(client: FlaskClient, seek_id: str) -> Any:
    return client.delete(f"/v1/morbid-living/seeks/{seek_id}", headers=_player(client))


def _cancel_matched_seek(client: FlaskClient) -> Any:
    # A solo unrated Millimemory seek is a game at once.
    who = _player(client)
    body = {"players": 1, "rated": False}
    seek = client.post("/v1/millimemory/seeks", json=body, headers=who).json["seek"]
    return client.delete(f"/v1/millimemory/seeks/{seek['id']}", headers=who)


def _too_many_seeks(app: Flask, client: FlaskClient) -> Any:
    who = _player(client)
    body = {"players": 6, "options": {"start_seat": 5}}  # a seek nobody else makes
    for _ in range(int(app.config["MILLIE_SEEKS_PER_PLAYER"])):
        client.post("/v1/morbid-living/seeks", json=body, headers=who)
    return client.post("/v1/morbid-living/seeks", json=body, headers=who)


SCENARIOS: dict[str, tuple[tuple[str, str], Callable[[Flask, FlaskClient], Any]]] = {
    "too_many_waiting": (
        EVENTS,
        lambda a, c: _waiting_refused(a, c, MILLIE_WAITING_PER_ADDRESS=0),
    ),
    "server_busy": (EVENTS, lambda a, c: _waiting_refused(a, c, MILLIE_WAITING_PER_WORKER=0)),
    "body_timeout": (CLAIM, _body_timeout),
    "bad_idempotency_key": (
        CLAIM,
        lambda a, c: _claim_with(flipped(c), "item-1", **{"Idempotency-Key": "has space"}),
    ),
    "idempotency_key_reused": (CLAIM, lambda a, c: _key_reused(c)),
    "short_idempotency_key": (
        JOIN,
        lambda a, c: _join(
            Table.create(c, 1, start=False),
            {"name": "Ann", "character": "Bernice"},
            headers={"Idempotency-Key": "my-key-1"},
        ),
    ),
    "stale_version": (CLAIM, lambda a, c: _claim_with(flipped(c), "item-1", **{"If-Match": '"1"'})),
    "game_not_finished": (EXPORT, lambda a, c: c.get(flipped(c).path("export"))),
    "rate_limited": (GET, _rate_limited),
    "database_unavailable": (GET, _database_down),
    "malformed_json": (CLAIM, lambda a, c: _raw_claim(flipped(c), "{", "application/json")),
    "body_too_large": (
        CLAIM,
        lambda a, c: _raw_claim(flipped(c), "[" + "1," * 40_000 + "1]", "application/json"),
    ),
    "unsupported_media_type": (
        CLAIM,
        lambda a, c: _raw_claim(flipped(c), "card=item-1", "text/plain"),
    ),
    "invalid_body": (CLAIM, lambda a, c: flipped(c).post(0, "claim", {"card": 5})),
    "invalid_text": (
        CLAIM,
        lambda a, c: _raw_claim(flipped(c), '{"card": "\\udfff"}', "application/json"),
    ),
    "number_too_large": (
        CLAIM,
        lambda a, c: _raw_claim(flipped(c), '{"card": 1' + "0" * 4400 + "}", "application/json"),
    ),
    "invalid_query": (EVENTS, lambda a, c: c.get(flipped(c).path("events") + "?after=-1")),
    "missing_token": (FLIP, lambda a, c: Table.create(c, 3).post(None, "flip")),
    "invalid_token": (
        GET,
        lambda a, c: c.get(Table.create(c, 3).path(), headers={"Authorization": "Bearer nope"}),
    ),
    "not_host": (START, lambda a, c: Table.create(c, 3, start=False).post(0, "start")),
    "not_a_player": (
        FLIP,
        lambda a, c: (t := Table.create(c, 3)).client.post(
            t.path("flip"), json={}, headers=t.auth(host=True)
        ),
    ),
    "unknown_game": (GET, lambda a, c: c.get("/v1/millions/games/0123456789abcdef")),
    "unknown_player": (PLAYER, lambda a, c: c.get("/v1/players/0123456789abcdef")),
    "unknown_seek": (CANCEL_SEEK, lambda a, c: _cancel_seek(c, "0123456789abcdef")),
    "seek_matched": (CANCEL_SEEK, lambda a, c: _cancel_matched_seek(c)),
    "too_many_seeks": (SEEK, lambda a, c: _too_many_seeks(a, c)),
    "already_seated": (
        JOIN,
        lambda a, c: _join(
            t := Table.create(c, 3, start=False),
            {"name": "X", "character": "Horace"},
            headers=t.auth(0),
        ),
    ),
    "character_taken": (
        JOIN,
        lambda a, c: _join(
            Table.create(c, 3, start=False), {"name": "X", "character": "Archibald"}
        ),
    ),
    "game_full": (
        JOIN,
        lambda a, c: _join(Table.create(c, 8, start=False), {"name": "X", "character": "Horace"}),
    ),
    "game_started": (
        JOIN,
        lambda a, c: _join(Table.create(c, 3), {"name": "X", "character": "Horace"}),
    ),
    "bad_name": (
        JOIN,
        lambda a, c: _join(Table.create(c, 3, start=False), {"name": "   ", "character": "Horace"}),
    ),
    "name_taken": (
        JOIN,
        lambda a, c: _join(
            Table.create(c, 3, start=False), {"name": "PLAYER 0", "character": "Horace"}
        ),
    ),
    "already_started": (
        START,
        lambda a, c: (t := Table.create(c, 3)).client.post(
            t.path("start"), json={}, headers=t.auth(host=True)
        ),
    ),
    "not_enough_players": (
        START,
        lambda a, c: (t := Table.create(c, 2, start=False)).client.post(
            t.path("start"), json={}, headers=t.auth(host=True)
        ),
    ),
    "wrong_phase": (CLAIM, lambda a, c: Table.create(c, 3).post(0, "claim", {"card": "item-1"})),
    "round_in_progress": (FLIP, lambda a, c: flipped(c).post(1, "flip")),
    "game_finished": (FLIP, lambda a, c: _finished(a, c).post(0, "flip")),
    "unknown_card": (CLAIM, lambda a, c: flipped(c).post(0, "claim", {"card": "item-999"})),
    "card_not_on_table": (CLAIM, lambda a, c: _not_on_table(c)),
    "already_placed": (CLAIM, lambda a, c: _claim_twice(c)),
    "card_full": (CLAIM, lambda a, c: _card_full(c)),
    "card_cancelled": (CLAIM, lambda a, c: _cancelled(a, c)),
    "sitting_out": (CLAIM, lambda a, c: _sitting_out(a, c)),
    "not_the_thief": (STEAL, lambda a, c: steal_phase(a, c).post(0, "steal", {"decline": True})),
    "unknown_seat": (
        STEAL,
        lambda a, c: steal_phase(a, c).post(1, "steal", {"victim": 5, "slot": 1}),
    ),
    "own_row": (STEAL, lambda a, c: steal_phase(a, c).post(1, "steal", {"victim": 1, "slot": 1})),
    "empty_row": (STEAL, lambda a, c: steal_phase(a, c).post(1, "steal", {"victim": 0, "slot": 1})),
    "no_such_slot": (
        STEAL,
        lambda a, c: steal_phase(a, c).post(1, "steal", {"victim": 2, "slot": 3}),
    ),
    "slot_not_allowed": (
        STEAL,
        lambda a, c: vault_steal(a, c).post(0, "steal", {"victim": 1, "slot": 1}),
    ),
    "not_the_reappraiser": (
        REAPPRAISE,
        lambda a, c: _reappraise_phase(a, c).post(0, "reappraise", {"slot": 1}),
    ),
    "unknown_squabble": (
        JUDGE,
        lambda a, c: open_squabble(c).post(0, "squabbles/9/judge", {"judge": 2}),
    ),
    "not_the_selector": (
        JUDGE,
        lambda a, c: open_squabble(c).post(1, "squabbles/1/judge", {"judge": 2}),
    ),
    "judge_in_squabble": (
        JUDGE,
        lambda a, c: open_squabble(c).post(0, "squabbles/1/judge", {"judge": 1}),
    ),
    "judge_named": (JUDGE, lambda a, c: judged(c).post(0, "squabbles/1/judge", {"judge": 2})),
    "not_a_squabbler": (
        STORY,
        lambda a, c: judged(c).post(2, "squabbles/1/story", {"text": "Me!"}),
    ),
    "selector_first": (
        STORY,
        lambda a, c: judged(c).post(1, "squabbles/1/story", {"text": "Me first."}),
    ),
    "bad_text": (STORY, lambda a, c: judged(c).post(0, "squabbles/1/story", {"text": "   "})),
    "not_the_judge": (VERDICT, lambda a, c: told(c).post(0, "squabbles/1/verdict", {"winner": 0})),
    "not_in_squabble": (
        VERDICT,
        lambda a, c: told(c).post(2, "squabbles/1/verdict", {"winner": 2}),
    ),
    "already_asked": (QUESTION, lambda a, c: _asked_twice(c)),
    "no_question": (ANSWER, lambda a, c: told(c).post(0, "squabbles/1/answer", {"text": "Hm?"})),
    "squabble_decided": (VERDICT, lambda a, c: _decided_twice(c)),
    "colour_taken": (
        JOIN,
        lambda a, c: _join(_memory(c, start=False), {"name": "X", "colour": "blue"}),
    ),
    "unknown_policy": (
        ("post", "/v1/{game_type}/games/{game_id}/bots"),
        lambda a, c: c.post(
            (t := Table.create(c, 1, start=False)).path("bots"),
            json={"policy": "estimator"},
            headers=t.auth(host=True),
        ),
    ),
    "card_changed": (
        PREDICT,
        lambda a, c: _memory(c).post(0, "predict", {"mm": 10, "card": "question-999"}),
    ),
    "already_predicted": (PREDICT, lambda a, c: _predict_twice(c)),
    "prediction_locked": (
        ("post", "/v1/millimemory/games/{game_id}/skip"),
        lambda a, c: _skip_after_locking(c),
    ),
    "bad_prediction": (PREDICT, lambda a, c: _memory(c).post(0, "predict", {"mm": 1.25})),
    "not_in_playoff": (PREDICT, lambda a, c: _playoff(a, c).post(2, "predict", {"mm": 10})),
    "not_your_turn": (DRAW, lambda a, c: _living(c).post(1, "draw", {"source": "deck"})),
    "bad_start_seat": (START, lambda a, c: _bad_start_seat(c)),
    "no_necessity_on_discard": (
        DRAW,
        lambda a, c: _living_rig(a, c, _top_steal).post(0, "draw", {"source": "discard"}),
    ),
    "cannot_afford": (BUY, lambda a, c: _living_rig(a, c, _drawn_mansion_broke).post(0, "buy", {})),
    "no_credit_card": (
        BUY,
        lambda a, c: _living_rig(a, c, _drawn_mansion_broke).post(0, "buy", {"credit": True}),
    ),
    "nothing_to_steal": (
        ML_STEAL,
        lambda a, c: _living_rig(a, c, _drawn_job_steal).post(0, "steal", {"victim": 1}),
    ),
    "no_such_card": (
        ML_STEAL,
        lambda a, c: _living_rig(a, c, _drawn_job_steal_with_victim).post(
            0, "steal", {"victim": 1, "card": "job-9"}
        ),
    ),
    "card_not_allowed": (
        ML_STEAL,
        lambda a, c: _living_rig(a, c, _drawn_money_steal).post(
            0, "steal", {"victim": 1, "card": "job-1"}
        ),
    ),
    "not_your_card": (
        SELL,
        lambda a, c: _living_rig(a, c, _in_deck).post(0, "sell", {"card": "residence-8"}),
    ),
    "cannot_sell": (
        SELL,
        lambda a, c: _living_rig(a, c, _holds_job).post(0, "sell", {"card": "job-1"}),
    ),
    "over_limit": (
        ML_DISCARD,
        lambda a, c: _living_rig(a, c, _two_jobs).post(0, "discard", {"card": "vehicle-1"}),
    ),
    "must_sell": (PAY, lambda a, c: _living_rig(a, c, _owes).post(0, "pay", {})),
    "not_for_sale": (BUY, lambda a, c: _living_rig(a, c, _drawn_money_steal).post(0, "buy", {})),
    "not_a_steal": (
        ML_STEAL,
        lambda a, c: _living_rig(a, c, _drawn_mansion_broke).post(0, "steal", {"victim": 1}),
    ),
}


def _living(client: FlaskClient) -> Table:
    return Table.create(client, 2, seed=3, slug="morbid-living")


def _in_deck(state: Any) -> None:
    state.deck.append(_take(state, "residence-8"))


def _living_rig(app: Flask, client: FlaskClient, change: Callable[[Any], None]) -> Table:
    table = _living(client)
    with stored(app) as session:
        game = session.get(Game, table.game_id)
        state = morbid_living.from_dict(game.state)
        change(state)
        game.state = morbid_living.to_dict(state)
        game.version += 1
        session.commit()
    return table


def _take(state: Any, card: str) -> str:
    """Take `card` out of wherever it is (deck, discard, a player's cards)."""
    for pile in (state.deck, state.discard, *(p.cards for p in state.players)):
        if card in pile:
            pile.remove(card)
    return card


def _top_steal(state: Any) -> None:
    state.discard.append(_take(state, "steal-1"))


def _drawn_mansion_broke(state: Any) -> None:
    state.phase, state.drawn = "drawn", _take(state, "residence-8")
    state.players[0].cash, state.players[0].credits = 0, []


def _drawn_job_steal(state: Any) -> None:
    state.phase, state.drawn = "drawn", _take(state, "steal-5")
    state.players[1].cash = 10


def _drawn_job_steal_with_victim(state: Any) -> None:
    _drawn_job_steal(state)
    state.players[1].cards.append(_take(state, "job-1"))


def _drawn_money_steal(state: Any) -> None:
    state.phase, state.drawn = "drawn", _take(state, "steal-7")


def _holds_job(state: Any) -> None:
    state.players[0].cards.append(_take(state, "job-1"))


def _two_jobs(state: Any) -> None:
    state.players[0].cards += [_take(state, "job-1"), _take(state, "job-2")]
    state.players[0].cards.append(_take(state, "vehicle-1"))
    state.phase = "limit"


def _owes(state: Any) -> None:
    state.players[0].cards.append(_take(state, "vehicle-2"))
    state.players[0].cash, state.phase, state.owed, state.owed_for = 0, "pay", 50_000, "specific-1"


def _bad_start_seat(client: FlaskClient) -> Any:
    r = client.post("/v1/morbid-living/games", json={"options": {"start_seat": 4}})
    table = Table(client, r.json["game"]["id"], r.json["host_token"], slug="morbid-living")
    for seat in range(2):
        client.post(table.path("players"), json={"name": f"P{seat}"})
    return client.post(table.path("start"), json={}, headers=table.auth(host=True))


def _memory(client: FlaskClient, start: bool = True) -> Table:
    return Table.create(client, 3, seed=3, start=start, slug="millimemory")


def _predict_twice(client: FlaskClient) -> Any:
    table = _memory(client)
    assert table.post(0, "predict", {"mm": 10}).status_code == 200
    return table.post(0, "predict", {"mm": 11})


def _skip_after_locking(client: FlaskClient) -> Any:
    """Q5: who has locked a prediction on the card can no longer skip it."""
    table = _memory(client)
    assert table.post(0, "predict", {"mm": 10}).status_code == 200
    return table.post(0, "skip")


def _playoff(app: Flask, client: FlaskClient) -> Table:
    """Seats 0 and 1 tied at the top play a playoff round; seat 2 watches (Q8)."""
    table = Table.create(client, 3, seed=3, slug="millimemory", options={"single_winner": True})
    with stored(app) as session:
        game = session.get(Game, table.game_id)
        state = millimemory.from_dict(game.state)
        state.phase, state.contenders = "playoff", [0, 1]
        game.state = millimemory.to_dict(state)
        game.version += 1
        session.commit()
    return table


def _finished(app: Flask, client: FlaskClient) -> Table:
    table = Table.create(client, 3)
    rig(app, table, lambda s: setattr(s, "phase", "finished"))
    return table


def _not_on_table(client: FlaskClient) -> Any:
    table = flipped(client)
    on_table = {t["card"]["id"] for t in table.view()["table"]}
    other = next(c for c in items(90) if c not in on_table)
    return table.post(0, "claim", {"card": other})


def _claim_twice(client: FlaskClient) -> Any:
    table = flipped(client)
    card = first_item(table)
    assert table.post(0, "claim", {"card": card}).status_code == 200
    return table.post(0, "claim", {"card": card})


def _card_full(client: FlaskClient) -> Any:
    table = flipped(client)
    card = first_item(table)
    for seat in (0, 1):
        assert table.post(seat, "claim", {"card": card}).status_code == 200
    return table.post(2, "claim", {"card": card})


def _cancelled(app: Flask, client: FlaskClient) -> Any:
    table = flipped(client)

    def change(state: State) -> None:
        state.table[0].card, state.table[1].card = "steal-1", "steal-2"
        for t in state.table[:2]:
            t.capacity, t.cancelled = 0, True

    rig(app, table, change)
    return table.post(0, "claim", {"card": "steal-1"})


def _sitting_out(app: Flask, client: FlaskClient) -> Any:
    table = flipped(client)
    rig(app, table, lambda s: setattr(s.players[3], "sits_out", True))
    return table.post(3, "claim", {"card": first_item(table)})


def _reappraise_phase(app: Flask, client: FlaskClient) -> Table:
    table = Table.create(client, 3, seed=5)

    def change(state: State) -> None:
        state.players[0].row = [Slot(items(1)[0])]
        state.players[1].row = [Slot(items(2)[1])]
        state.phase, state.reappraisers, state.round = "reappraise", [1], 1

    rig(app, table, change)
    return table


def _asked_twice(client: FlaskClient) -> Any:
    table = told(client)
    assert table.post(2, "squabbles/1/question", {"to": 0, "text": "Why?"}).status_code == 200
    assert table.post(0, "squabbles/1/answer", {"text": "Because."}).status_code == 200
    return table.post(2, "squabbles/1/question", {"to": 0, "text": "Why again?"})


def _decided_twice(client: FlaskClient) -> Any:
    table = told(client)
    assert table.post(2, "squabbles/1/verdict", {"winner": 0}).status_code == 200
    return table.post(2, "squabbles/1/verdict", {"winner": 1})


def test_every_documented_code_has_a_scenario() -> None:
    assert set(documented()) == set(SCENARIOS)


@pytest.mark.parametrize("code", sorted(SCENARIOS))
def test_documented_code_is_returned_by_its_operation(
    app: Flask, client: FlaskClient, code: str
) -> None:
    (method, path), scenario = SCENARIOS[code]
    response = scenario(app, client)
    assert response.mimetype == "application/problem+json", response.get_data(as_text=True)
    assert response.json["code"] == code, response.get_data(as_text=True)
    operation = SPEC["paths"][path][method]
    documented_codes = operation["responses"][str(response.status_code)]["x-codes"]
    assert code in documented_codes, f"{method} {path} does not document {code}"


def test_problem_types_link_to_the_codes_page(client: FlaskClient) -> None:
    """Each problem's `type` is a page that explains its code."""
    problem = flipped(client).post(0, "claim", {"card": "item-999"}).json
    path, _, anchor = problem["type"].partition("#")
    page = client.get(path)
    assert page.status_code == 200 and page.mimetype == "text/html"
    for code in catalogue(OWN_GAMES):
        assert f'id="{code}"' in page.get_data(as_text=True)
    assert anchor == problem["code"]
