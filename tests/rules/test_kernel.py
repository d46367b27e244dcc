"""The kernel (rules/kernel.py): what it gives every game alike, tried on each game that
builds on it: the lobby's refusals, dispatch of the declared actions, the result with
its ranking, and the stored document (the same as orjson writes for the state)."""

from __future__ import annotations

import json
import random
from typing import Any

import orjson
import pytest
from highcard import GAME as HIGHCARD

from millie.rules import millimemory, millions, morbid_living
from millie.rules.game import Game, IllegalAction, InvalidInput, NotAllowed
from millie.rules.kernel import Kernel, ranks

GAMES = [millions.GAME, morbid_living.GAME, millimemory.GAME, HIGHCARD]
ENTRY_KEYS = {"action", "body", "free", "label"}  # the rest are path parameters


def kernel(game: Game) -> Kernel[Any]:
    assert isinstance(game.engine, Kernel)
    return game.engine


def seated(game: Game, players: int, seed: int = 5, **options: Any) -> Any:
    """A lobby with `players` seats taken, each by the first join offered."""
    engine = kernel(game)
    state = engine.new_game(options, seed)
    for _ in range(players):
        engine.join(state, engine.join_actions(state)[0]["body"])
    return state


def body_of(entry: dict[str, Any]) -> dict[str, Any]:
    """A legal_actions entry's body with its path parameters, as the endpoint sends it."""
    return {**entry["body"], **{k: v for k, v in entry.items() if k not in ENTRY_KEYS}}


SHORT = {"morbid-living": {"max_turns": 20}}  # L14a: a game that ends within the test


def played(game: Game, seed: int, moves: int = 400) -> tuple[Any, list[Any]]:
    """A game of random legal moves from a full table; the states' documents on the way."""
    engine = kernel(game)
    rnd = random.Random(seed)
    state = seated(game, game.max_players, seed, **SHORT.get(game.slug, {}))
    engine.start(state)
    docs = []
    for _ in range(moves):
        if engine.status(state) == "finished":
            break
        seats = sorted({p["seat"] for p in engine.pending(state) if p["seat"] is not None})
        offered = [(s, e) for s in seats for e in engine.legal_actions(state, s)]
        seat, entry = rnd.choice(offered)
        engine.apply(state, seat, entry["action"], body_of(entry))
        docs.append(engine.to_dict(state))
    return state, docs


def ids(game: Game) -> str:
    return game.slug


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_every_declared_action_has_its_move_and_no_other(game: Game) -> None:
    assert set(kernel(game).moves) == {a.name for a in game.actions}


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_a_full_table_refuses_another_join_as_game_full(game: Game) -> None:
    state = seated(game, game.max_players)
    assert kernel(game).join_actions(state) == []
    with pytest.raises(IllegalAction) as refused:
        kernel(game).join(state, {"name": "Late"})
    assert refused.value.code == "game_full"


@pytest.mark.parametrize("game", GAMES, ids=ids)
@pytest.mark.parametrize("name", ["", "   ", "x" * 41])
def test_a_name_of_no_letters_or_too_long_is_refused_as_bad_name(game: Game, name: str) -> None:
    state = seated(game, 0)
    body = {**kernel(game).join_actions(state)[0]["body"], "name": name}
    with pytest.raises(InvalidInput) as refused:
        kernel(game).join(state, body)
    assert refused.value.code == "bad_name"
    assert state.players == []


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_start_needs_the_declared_minimum_of_players(game: Game) -> None:
    engine = kernel(game)
    short = seated(game, game.min_players - 1)
    assert engine.host_actions(short) == [] and engine.pending(short) == []
    if game.min_players > 0:
        with pytest.raises(IllegalAction) as refused:
            engine.start(short)
        assert refused.value.code == "not_enough_players"
    ready = seated(game, game.min_players)
    [start] = engine.host_actions(ready)
    assert start["action"] == "start" and start["body"] == {} and start["label"]
    assert engine.pending(ready) == [{"seat": None, "decision": "start"}]
    engine.start(ready)
    assert engine.status(ready) == "active"
    with pytest.raises(IllegalAction) as again:
        engine.start(ready)
    assert again.value.code == "already_started"
    with pytest.raises(IllegalAction) as late:
        engine.join(ready, {"name": "Late"})
    assert late.value.code == "game_started"


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_a_move_before_the_start_or_by_no_seat_is_refused(game: Game) -> None:
    engine = kernel(game)
    state = seated(game, game.min_players)
    action = game.actions[0].name
    with pytest.raises(IllegalAction) as early:
        engine.apply(state, 0, action, {})
    assert early.value.code == "wrong_phase"
    for seat in (None, game.max_players):
        with pytest.raises(NotAllowed) as nobody:
            engine.apply(state, seat, action, {})
        assert nobody.value.code == "not_a_player"
    with pytest.raises(InvalidInput) as unknown:
        engine.apply(state, 0, "dance", {})
    assert unknown.value.code == "unknown_action"


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_the_document_is_what_orjson_writes_and_reads_back_alike(game: Game) -> None:
    engine = kernel(game)
    for seed in range(3):
        state, docs = played(game, seed)
        doc = engine.to_dict(state)
        assert doc == orjson.loads(orjson.dumps(state, option=orjson.OPT_NON_STR_KEYS))
        assert doc == json.loads(json.dumps(doc))  # JSON's own types only
        assert engine.to_dict(engine.from_dict(doc)) == doc
        assert "deadlines" in doc and isinstance(doc["players"][0]["name"], str)
        assert docs[-1] == doc  # a document is a copy: later moves did not change it


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_a_state_read_from_a_document_shares_nothing_with_it(game: Game) -> None:
    engine = kernel(game)
    state, _ = played(game, 11, moves=25)
    doc = json.loads(json.dumps(engine.to_dict(state)))
    kept = json.loads(json.dumps(doc))
    copy = engine.from_dict(doc)
    for _ in range(25):
        seats = sorted({p["seat"] for p in engine.pending(copy) if p["seat"] is not None})
        offered = [(s, e) for s in seats for e in engine.legal_actions(copy, s)]
        if not offered:
            break
        seat, entry = offered[0]
        engine.apply(copy, seat, entry["action"], body_of(entry))
    assert doc == kept


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_a_finished_game_has_a_result_with_its_winners_ranked_first(game: Game) -> None:
    engine = kernel(game)
    finished = 0
    for seed in range(6):
        state, _ = played(game, seed, moves=3000)
        result = engine.result(state)
        if engine.status(state) != "finished":
            assert result is None
            continue
        finished += 1
        assert result is not None
        players = len(state.players)
        assert len(result["scores"]) == len(result["ranks"]) == players
        assert result["winners"] == list(state.winners)
        assert all(result["ranks"][s] == 1 for s in result["winners"])
        assert sorted(result["ranks"]) == ranks(sorted(engine.standing(state), reverse=True))
    assert finished


def test_ranks_are_standard_competition_ranks() -> None:
    assert ranks([9, 7, 7, 3]) == [1, 2, 2, 4]
    assert ranks([(1, 5), (2, 0), (1, 5)]) == [2, 1, 2]
    assert ranks([0, 0]) == [1, 1]


def test_an_unfinished_game_has_no_result() -> None:
    state = seated(HIGHCARD, 2)
    assert kernel(HIGHCARD).result(state) is None
    kernel(HIGHCARD).start(state)
    assert kernel(HIGHCARD).result(state) is None


def test_a_stored_document_with_an_unknown_phase_is_refused() -> None:
    doc = millions.to_dict(millions.new_game({}, 1))
    with pytest.raises(ValueError):
        millions.from_dict({**doc, "phase": "intermission"})
