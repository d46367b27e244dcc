"""Timers through the pure engines: what the server does for a late player (M21, Q6,
Morbid Living's turn_seconds). `now` is an argument, so no test waits."""

from __future__ import annotations

from rules import millimemory, millions, morbid_living
from rules.millions.cards import CHARACTERS


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
