"""Timers through the pure engines: what the server does for a late player (M21, Q6,
Morbid Living's turn_seconds). `now` is an argument, so no test waits."""

from __future__ import annotations

from rules import millimemory, millions, morbid_living
from rules.millions.cards import CHARACTERS
from rules.morbid_living.cards import CARDS


def _millions(options: dict[str, int]) -> millions.State:
    state = millions.new_game(options, 11)
    for seat in range(3):
        millions.join(state, f"P{seat}", CHARACTERS[seat])
    millions.start(state)
    return state


def test_m21_any_timer_turns_the_others_on_at_thirty_seconds() -> None:
    state = millions.new_game({"placement_seconds": 5}, 1)
    assert state.timers == {
        "placement_seconds": 5.0,
        "decision_seconds": 30.0,
        "story_seconds": 30.0,
    }
    assert millions.new_game({}, 1).timers == {}


def test_m21_a_late_placement_lands_on_a_random_card_with_room() -> None:
    state = _millions({"placement_seconds": 10})
    millions.apply(state, 0, "flip", {})
    millions.expire(state, 1000.0)  # the clocks start
    assert {d["at"] for d in millions.deadlines(state)} == {1010.0}
    events = millions.expire(state, 1010.0)
    claimed = [e for e in events if e.kind == "claimed"]
    assert {e.data["seat"] for e in claimed} == {0, 1, 2}
    assert all(e.data["timeout"] for e in claimed)
    for flipped in state.table:
        assert len(flipped.claimants) <= flipped.capacity
        assert not (flipped.cancelled and flipped.claimants)


def test_m21_a_late_story_is_skipped_and_a_late_verdict_goes_to_one_of_the_two() -> None:
    state = _millions({"decision_seconds": 10, "story_seconds": 10})
    millions.apply(state, 0, "flip", {})
    items = [t.card for t in state.table if t.capacity == 2 and not t.cancelled]
    assert items, "seed 11 flips an item"
    for seat in (0, 1):
        millions.apply(state, seat, "claim", {"card": items[0]})
    millions.expire(state, 0.0)
    if state.phase != "squabble":  # the third seat's placement closes the race first
        rest = [t.card for t in state.table if len(t.claimants) < t.capacity]
        millions.apply(state, 2, "claim", {"card": rest[0]})
    millions.expire(state, 0.0)  # the squabble's clocks start now
    squabble = next(s for s in state.squabbles if s.winner is None)
    events = millions.expire(state, 100.0)  # judge, both stories, verdict: all late
    kinds = [e.kind for e in events if e.data.get("timeout")]
    assert kinds[:4] == ["judge_named", "story", "story", "verdict"]
    assert all(e["skipped"] for e in squabble.transcript if e["kind"] == "story")
    assert squabble.winner in (squabble.selector, squabble.other)


def test_q6_the_timer_scores_a_missing_prediction_as_a_miss() -> None:
    state = millimemory.new_game({"prediction_seconds": 20}, 5)
    for seat, colour in enumerate(("blue", "rose")):
        millimemory.join(state, f"P{seat}", colour)
    millimemory.start(state)
    millimemory.expire(state, 0.0)
    millimemory.apply(state, 0, "predict", {"mm": 50})
    events = millimemory.expire(state, 20.0)
    assert [e.kind for e in events][:1] == ["prediction_missed"]
    reveal = next(e for e in events if e.kind == "answer_revealed")
    late = next(r for r in reveal.data["results"] if r["seat"] == 1)
    assert (late["band"], late["points"], late["mm"]) == ("miss", -1, None)
    assert state.players[1].score == 0, "Q7: never below zero"


def test_turn_seconds_ends_a_late_turn_and_passes_the_drawn_card() -> None:
    state = morbid_living.new_game({"turn_seconds": 15}, 3)
    for seat in range(2):
        morbid_living.join(state, f"P{seat}")
    morbid_living.start(state)
    morbid_living.expire(state, 0.0)
    first = state.turn
    events = morbid_living.expire(state, 15.0)
    assert [e.kind for e in events][:2] == ["turn_timed_out", "turn_ended"]
    assert state.turn != first and state.deadlines == {f"turn-{state.turns}:{state.turn}": 30.0}


def _living_owing(cash: int, amount_card: str, hand: list[str]) -> morbid_living.State:
    """Seat 0 holds a credit card, `hand` and `cash`, and has drawn `amount_card`."""
    state = morbid_living.new_game({"turn_seconds": 15}, 3)
    for seat in range(2):
        morbid_living.join(state, f"P{seat}")
    morbid_living.start(state)
    state.turn = 0
    player = state.players[0]
    for card in [*player.cards, *hand, "credit-1", amount_card]:
        if card in state.deck:
            state.deck.remove(card)
    state.deck += [c for c in player.cards if c not in hand]
    player.cards, player.credits, player.cash = list(hand), ["credit-1"], cash
    state.deck.insert(0, amount_card)
    held = [c for p in state.players for c in p.cards + p.credits]
    assert sorted(held + state.deck) == sorted(CARDS), "each card in one place"
    morbid_living.expire(state, 0.0)
    morbid_living.apply(state, 0, "draw", {"source": "deck"})
    assert state.phase == "pay"
    return state


def test_a_late_holder_pays_cash_when_it_covers_and_keeps_the_credit_card_L3() -> None:
    state = _living_owing(100_000, "specific-6", ["vehicle-4"])  # pay 40,000
    events = morbid_living.expire(state, 15.0)
    assert [e.kind for e in events][:3] == ["turn_timed_out", "paid", "turn_ended"]
    assert state.players[0].cash == 60_000 and state.players[0].credits == ["credit-1"]
    assert state.players[0].cards == ["vehicle-4"], "nothing sold: the cash covered it"


def test_a_late_holder_short_of_cash_sells_then_pays_as_l11_says_L3() -> None:
    state = _living_owing(0, "specific-10", ["vehicle-5", "vehicle-4"])  # pay 60,000
    events = morbid_living.expire(state, 15.0)
    assert [e.kind for e in events][:4] == ["turn_timed_out", "sold", "paid", "turn_ended"]
    assert state.players[0].cards == ["vehicle-4"] and state.players[0].cash == 20_000
    assert state.players[0].credits == ["credit-1"], "a credit card is never used for them"
