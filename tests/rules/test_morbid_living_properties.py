"""Property tests of Morbid Living (rulings L1-L15 and L14a) over random whole games.

Hypothesis picks the table (2 to 6 players, the game seed, the start seat, each player's
starting cash: richer tables reach declarations more often) and a random generator that,
at every step, takes the seat the game waits for (`pending`: the turn's player) and one
of its `legal_actions`, drawn by action kind first, then entry. After every step the
invariants below are checked; at the end, the declaration's final round and the winners
are checked against L14 and L15 computed independently.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from millie.rules import morbid_living
from millie.rules.game import Event, NotAllowed
from millie.rules.morbid_living.cards import CARDS
from millie.rules.morbid_living.state import FINISHED, LIMIT, MIN_MAX_TURNS, START, State

MILLION = 1_000_000
LIMITS = {"job": 1, "residence": 2, "vehicle": 2}  # L10
NEEDS = ("residence", "job", "vehicle")  # L14, L15
MAX_STEPS = MIN_MAX_TURNS * 6 * 40  # a turn takes a few steps, sales included

Move = tuple[int, str, dict[str, Any]]


# --- independent references ---------------------------------------------------------------


def kinds_held(cards: list[str]) -> Counter[str]:
    return Counter(CARDS[c].kind for c in cards)


def over(cards: list[str]) -> bool:
    held = kinds_held(cards)
    return any(held[k] > n for k, n in LIMITS.items())


def qualifies(cash: int, cards: list[str]) -> bool:
    held = kinds_held(cards)
    return all(held[k] for k in NEEDS) and cash >= MILLION


def ref_winners(state: State) -> list[int]:
    """L15: most essential items (at most 4), then net worth (jobs excluded), else shared."""
    keys = []
    for p in state.players:
        held = kinds_held(p.cards)
        items = sum(1 for k in NEEDS if held[k]) + (1 if p.cash >= MILLION else 0)
        worth = p.cash + sum(
            CARDS[c].price for c in p.cards if CARDS[c].kind in ("residence", "vehicle")
        )
        keys.append((items, worth))
    best = max(keys)
    return [s for s, k in enumerate(keys) if k == best]


# --- checks --------------------------------------------------------------------------------


def check_state(state: State, events: list[Event] | None = None) -> None:
    """The invariants after a step; `events` are the step's (None: the game's start)."""
    # L6: cash is never negative.
    assert all(p.cash >= 0 for p in state.players), [p.cash for p in state.players]
    # L1-L4: the 72 cards, each in exactly one place.
    where = [*state.deck, *state.discard, *([state.drawn] if state.drawn else [])]
    for p in state.players:
        where += p.cards + p.credits
    assert len(where) == 72 and sorted(where) == sorted(CARDS), Counter(where).most_common(2)
    assert all(CARDS[c].kind == "credit" for p in state.players for c in p.credits)
    assert all(CARDS[c].kind in NEEDS for p in state.players for c in p.cards), (
        "only necessities are held"
    )
    # L10: nobody over a limit once the decision is made; in LIMIT, only the turn's player.
    for seat, p in enumerate(state.players):
        if state.phase == LIMIT and seat == state.turn:
            assert over(p.cards)
        else:
            assert not over(p.cards), (seat, p.cards, state.phase)
    if state.phase == FINISHED:
        assert morbid_living.pending(state) == []
        return
    # Only the turn's player is waited for, and it always has something to do.
    assert [w["seat"] for w in morbid_living.pending(state)] == [state.turn]
    assert morbid_living.legal_actions(state, state.turn)
    for seat in range(len(state.players)):
        if seat != state.turn:
            assert morbid_living.legal_actions(state, seat) == []
    # L14: a qualifying player declares at the start of the turn, before drawing. Only
    # at the start: a sale before the draw (L9) may make them qualify later in the turn,
    # and that counts at their next turn's start.
    just_started = events is None or (bool(events) and events[-1].kind == "turn_started")
    if state.phase == START and state.declared_by is None and just_started:
        p = state.players[state.turn]
        assert not qualifies(p.cash, p.cards), "a qualifying player did not declare"


def check_events(state: State, events: list[Event]) -> None:
    for e in events:
        assert e.secret is None, "everything is public in Morbid Living"
        if e.kind == "declared":
            p = state.players[e.data["seat"]]
            assert qualifies(p.cash, p.cards), "L14: only a qualifying player declares"


def check_final(state: State, log: list[Event], n: int) -> None:
    """L14, L15 and the max_turns bound (L14a), from the whole game's events."""
    assert state.phase == FINISHED
    finished = [i for i, e in enumerate(log) if e.kind == "game_finished"]
    assert finished == [len(log) - 1], "the game finishes once, with its last event"
    declared = [i for i, e in enumerate(log) if e.kind == "declared"]
    assert len(declared) <= 1, "L14: one declaration a game"
    started = [e.data["seat"] for e in log if e.kind == "turn_started"]
    assert len(started) <= state.max_turns * n + n - 1, "L14a: max_turns bounds every game"
    if declared:
        i = declared[0]
        seat = log[i].data["seat"]
        after = [e for e in log[i + 1 :] if e.kind in ("turn_started", "turn_ended")]
        started_after = [e.data["seat"] for e in after if e.kind == "turn_started"]
        ended_after = [e.data["seat"] for e in after if e.kind == "turn_ended"]
        others = [(seat + k) % n for k in range(1, n)]
        # Exactly one more turn for every other player, played (started and ended), then
        # the end.
        assert started_after == others, (seat, started_after)
        assert ended_after == others, (seat, ended_after)
        assert state.ended_by == "declaration"
        assert state.declared_by == seat
    else:
        assert state.ended_by == "turn_limit"
        assert len(started) == state.max_turns * n
    assert state.winners == ref_winners(state)
    assert log[-1].data["winners"] == state.winners
    assert morbid_living.score(state, None)["winners"] == state.winners


# --- play ----------------------------------------------------------------------------------


def choose(state: State, seat: int, rnd: random.Random) -> tuple[str, dict[str, Any]]:
    """A random legal action: its kind first, then one entry of that kind."""
    options = morbid_living.legal_actions(state, seat)
    kinds = sorted({o["action"] for o in options})
    kind = rnd.choice(kinds)
    entry = rnd.choice([o for o in options if o["action"] == kind])
    return entry["action"], dict(entry["body"])


def new_table(n: int, seed: int, start_seat: int, cash: list[int]) -> tuple[State, list[Event]]:
    """A started game (and the start's events), each player's cash then set to cash[i];
    random play rarely reaches a million, so the games use the smallest bound (L14a)."""
    state = morbid_living.new_game({"start_seat": start_seat, "max_turns": MIN_MAX_TURNS}, seed)
    for i in range(n):
        morbid_living.join(state, f"Player {i + 1}")
    events = morbid_living.start(state)
    for p, money in zip(state.players, cash, strict=True):
        p.cash = money
    return state, events


def play(state: State, log: list[Event], rnd: random.Random) -> list[Move]:
    n = len(state.players)
    moves: list[Move] = []
    check_state(state)
    for _ in range(MAX_STEPS):
        if state.phase == FINISHED:
            check_final(state, log, n)
            return moves
        (waiting,) = morbid_living.pending(state)
        seat = waiting["seat"]
        if rnd.random() < 0.05:
            # L9: nobody acts (or sells) in another player's turn.
            other = rnd.choice([s for s in range(n) if s != seat])
            with pytest.raises(NotAllowed):
                morbid_living.apply(state, other, "end-turn", {})
        action, body = choose(state, seat, rnd)
        events = morbid_living.apply(state, seat, action, body)
        moves.append((seat, action, body))
        log.extend(events)
        check_events(state, events)
        check_state(state, events)
    raise AssertionError(f"the game did not end within {MAX_STEPS} steps ({state.phase})")


NO_SHRINK = (Phase.explicit, Phase.reuse, Phase.generate)
CASH = st.sampled_from([100_000, 100_000, 400_000, 900_000, 1_500_000])


@st.composite
def tables(draw: st.DrawFn) -> tuple[int, int, int, list[int]]:
    n = draw(st.integers(min_value=2, max_value=6))
    seed = draw(st.integers(min_value=0, max_value=2**32 - 1))
    start_seat = draw(st.integers(min_value=0, max_value=n - 1))
    cash = draw(st.lists(CASH, min_size=n, max_size=n))
    return n, seed, start_seat, cash


@settings(
    max_examples=200,
    deadline=None,
    phases=NO_SHRINK,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(table=tables(), rnd=st.randoms(use_true_random=False))
def test_random_games_keep_the_invariants(
    table: tuple[int, int, int, list[int]], rnd: random.Random
) -> None:
    """L6, L10, L14, L15 and card conservation after every step; every game ends; the
    seed and the moves replay it exactly (G1)."""
    n, seed, start_seat, cash = table
    state, log = new_table(n, seed, start_seat, cash)
    moves = play(state, log, rnd)
    again, _ = new_table(n, seed, start_seat, cash)
    for seat, action, body in moves:
        morbid_living.apply(again, seat, action, body)
    assert again == state


@settings(max_examples=80, deadline=None, phases=NO_SHRINK)
@given(
    n=st.integers(min_value=2, max_value=6),
    seed=st.integers(min_value=0, max_value=2**32 - 1),
    rnd=st.randoms(use_true_random=False),
)
def test_poor_tables_end_on_the_turn_bound_or_a_declaration(
    n: int, seed: int, rnd: random.Random
) -> None:
    """Everyone starts with $100,000 (L7): the game still ends, by L14 or max_turns (L14a)."""
    state, log = new_table(n, seed, 0, [100_000] * n)
    play(state, log, rnd)
    assert state.ended_by in ("declaration", "turn_limit")
