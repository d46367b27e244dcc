"""Timers through the pure engines: what the server does for a late player (M21, Q6,
Morbid Living's turn_seconds). `now` is an argument, so no test waits."""

from __future__ import annotations

from millie.rules import millimemory, millions, morbid_living
from millie.rules.game import Event
from millie.rules.millions.cards import CHARACTERS, ESTATE
from millie.rules.millions.state import Slot
from millie.rules.morbid_living.cards import CARDS


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


ITEMS = [c for c in ESTATE if ESTATE[c].kind == "item" and ESTATE[c].value]
STEAL, REAPPRAISE = "steal-1", "reappraise-1"


def _rigged(*tops: str, vault: str | None = None, last: bool = False) -> millions.State:
    """A 3-seat game with all three timers at 10 s: seat 1 holds an item, seat i's pile
    turns over tops[i] next (the last card of every pile with `last`), the vault holds
    `vault`. Each card is in one place only."""
    state = _millions({"placement_seconds": 10, "decision_seconds": 10, "story_seconds": 10})
    held = ITEMS[-1]
    rigged = {*tops, held, *([vault] if vault else [])}
    for p in state.players:
        p.pile = [c for c in p.pile if c not in rigged]
    state.out_of_play = [c for c in state.out_of_play if c not in rigged]
    if state.vault in rigged:
        state.vault = state.out_of_play.pop()
    if vault:
        state.vault = vault
    state.players[1].row = [Slot(held)]
    for p, top in zip(state.players, tops, strict=True):
        p.pile = [top] if last else [top, *p.pile]
    millions.apply(state, 0, "flip", {})
    return state


def _late(state: millions.State, decision: str, seat: int) -> list[Event]:
    """Start the open decision's clock at 0 s; the events of its running out at 10 s."""
    millions.expire(state, 0.0)
    assert (seat, decision) in [(p["seat"], p["decision"]) for p in millions.pending(state)]
    return millions.expire(state, 10.0)


def test_a_late_thief_declines_the_steal_M21() -> None:
    state = _rigged(STEAL, ITEMS[0], ITEMS[1])
    for seat, card in enumerate((STEAL, ITEMS[0], ITEMS[1])):
        millions.apply(state, seat, "claim", {"card": card})
    assert state.phase == "steal"
    events = _late(state, "steal", 0)
    assert events[0].kind == "steal_declined" and events[0].data == {"seat": 0, "timeout": True}
    assert state.players[0].row == [], "nothing stolen"
    assert ITEMS[-1] in [s.card for s in state.players[1].row]


def test_a_late_reappraiser_declines_the_reappraise_M21() -> None:
    state = _rigged(ITEMS[0], REAPPRAISE, ITEMS[1])
    for seat, card in enumerate((ITEMS[0], REAPPRAISE, ITEMS[1])):
        millions.apply(state, seat, "claim", {"card": card})
    assert state.phase == "reappraise"
    deck = list(state.appraisal_deck)
    events = _late(state, "reappraise", 1)
    assert events[0].kind == "reappraise_declined"
    assert events[0].data == {"seat": 1, "timeout": True}
    assert state.appraisal_deck == deck and state.players[1].row[0].appraisal is None


def test_a_late_heir_declines_the_vaults_steal_M21() -> None:
    state = _rigged(ITEMS[0], ITEMS[1], ITEMS[2], vault=STEAL, last=True)
    for seat, card in enumerate(ITEMS[:3]):
        millions.apply(state, seat, "claim", {"card": card})
    assert state.phase == "vault"
    events = _late(state, "steal", state.heir)
    assert [e.kind for e in events] == ["steal_declined", "game_finished"]
    assert all(e.data["timeout"] for e in events) and state.phase == "finished"


def test_a_late_heir_declines_the_vaults_reappraise_M21() -> None:
    state = _rigged(ITEMS[0], ITEMS[1], ITEMS[2], vault=REAPPRAISE, last=True)
    for seat, card in enumerate(ITEMS[:3]):
        millions.apply(state, seat, "claim", {"card": card})
    assert state.phase == "vault"
    events = _late(state, "reappraise", state.heir)
    assert [e.kind for e in events] == ["reappraise_declined", "game_finished"]
    assert state.phase == "finished"


def test_a_late_answer_is_skipped_M21() -> None:
    """M21: story, question and answer: a late one is skipped; the judge's clock for
    asking or deciding restarts after it."""
    state = _rigged(ITEMS[0], ITEMS[1], ITEMS[2])
    for seat, card in ((0, ITEMS[0]), (1, ITEMS[0]), (2, ITEMS[1])):
        millions.apply(state, seat, "claim", {"card": card})
    (sq,) = state.squabbles
    assert (sq.selector, sq.other) == (0, 1)
    millions.apply(state, 0, "judge", {"judge": 2}, 1)
    millions.apply(state, 0, "story", {"text": "Mine."}, 1)
    millions.apply(state, 1, "story", {"text": "No, mine."}, 1)
    millions.apply(state, 2, "question", {"to": 1, "text": "Why?"}, 1)
    events = _late(state, "answer", 1)
    assert [e.kind for e in events] == ["answer"]
    assert events[0].data == {
        "squabble": 1,
        "seat": 1,
        "text": "",
        "skipped": True,
        "timeout": True,
    }
    assert sq.transcript[-1] == {"kind": "answer", "seat": 1, "text": "", "skipped": True}
    assert millions.deadlines(state) == [
        {"seat": 2, "decision": "verdict", "squabble": 1, "at": 20.0}
    ]


def test_a_late_flip_is_made_by_the_server_M22() -> None:
    """M22: when nobody flips in time, the server flips; its `flipped` event names no
    seat, and it and what follows from it are marked `timeout`. Every seat's `flip`
    shows the one deadline."""
    state = _millions({"flip_seconds": 5})
    millions.expire(state, 1000.0)  # the flip's clock starts
    flips = [d for d in millions.deadlines(state) if d["decision"] == "flip"]
    assert sorted((d["seat"], d["at"]) for d in flips) == [(0, 1005.0), (1, 1005.0), (2, 1005.0)]
    assert millions.expire(state, 1004.9) == []
    events = millions.expire(state, 1005.0)
    flipped = [e for e in events if e.kind == "flipped"]
    assert len(flipped) == 1 and flipped[0].data["by"] is None
    assert all(e.data["timeout"] for e in events)
    assert state.phase == "placement" and state.round == 1
    assert {d["decision"] for d in millions.deadlines(state)} == {"claim"}


def test_the_flip_is_timed_only_when_flip_seconds_is_set_M22() -> None:
    """M22: `flip_seconds` turns the three M21 timers on at thirty seconds, as they do
    each other; they do not turn the flip's on, so the table still flips when it likes."""
    assert millions.new_game({"flip_seconds": 5}, 1).timers == {
        "flip_seconds": 5.0,
        "placement_seconds": 30.0,
        "decision_seconds": 30.0,
        "story_seconds": 30.0,
    }
    state = _millions({"placement_seconds": 5})
    millions.expire(state, 1000.0)
    assert millions.deadlines(state) == []
    assert millions.expire(state, 10**9) == [] and state.phase == "flip"


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
