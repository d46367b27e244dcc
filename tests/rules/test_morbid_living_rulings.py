"""Morbid Living: one or more engine tests per ruling L1-L15 and L14a (and G1) of
docs/rulings.md, and per rule of the rulebook (summed up there).

Every test drives the engine directly (no Flask): it seats a table, rigs the situation by
setting state fields (the players' cards, cash and credit cards, the deck's order, the
discard pile, whose turn it is) and then plays moves through `morbid_living.apply`,
checking state, events, `pending`, `legal_actions`, `view` and `score`.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence
from functools import partial
from typing import Any

import pytest

import engine_calls
from bench import turn_bound
from engine_calls import kinds, only
from millie.rules import morbid_living
from millie.rules.game import Event, IllegalAction, InvalidInput, NotAllowed
from millie.rules.morbid_living.cards import CARDS, LIMITS
from millie.rules.morbid_living.engine import DADDYS_PAYROLL
from millie.rules.morbid_living.state import (
    DEFAULT_MAX_TURNS,
    DRAWN,
    END,
    FINISHED,
    LEGACY_MAX_TURNS,
    LIMIT,
    LOBBY,
    MIN_MAX_TURNS,
    PAY,
    START,
    START_CASH,
    State,
)

# --- builders ----------------------------------------------------------------------------

MILLION = 1_000_000
ALL = list(CARDS)
COLLECTS = ["specific-3", "specific-7", "specific-9", "specific-11", "specific-2", "specific-5"]
"""Specific cards that only pay their drawer: harmless turns."""


refused = partial(engine_calls.refused, morbid_living)


def ids(kind: str) -> list[str]:
    return [c for c in ALL if CARDS[c].kind == kind]


def game(n: int = 2, *, seed: int = 7, start_seat: int | None = None) -> State:
    """A started game of n players named Player 1..n (seat i joined i-th)."""
    options = {} if start_seat is None else {"start_seat": start_seat}
    state = morbid_living.new_game(options, seed)
    for i in range(n):
        seat, _ = morbid_living.join(state, f"Player {i + 1}")
        assert seat == i
    morbid_living.start(state)
    return state


def table(
    hands: Sequence[Sequence[str]],
    *,
    cash: Sequence[int] | None = None,
    credits: Sequence[Sequence[str]] | None = None,
    deck: Sequence[str] = (),
    discard: Sequence[str] = (),
    turn: int = 0,
    seed: int = 7,
) -> State:
    """A started game rigged: seat i holds exactly hands[i] (and credits[i]) and cash[i];
    the discard pile is `discard` (its last is the top); the deck starts with `deck` and
    holds every other card after it, so every card stays in exactly one place. It is the
    start of seat `turn`'s turn."""
    state = game(len(hands), seed=seed)
    credits = credits or [[] for _ in hands]
    placed = [c for h in hands for c in h] + [c for h in credits for c in h] + list(discard)
    placed += list(deck)
    assert len(placed) == len(set(placed)), "a card rigged twice"
    for seat, player in enumerate(state.players):
        player.cards = list(hands[seat])
        player.credits = list(credits[seat])
        player.cash = START_CASH if cash is None else cash[seat]
    state.deck = [*deck, *(c for c in ALL if c not in placed)]
    state.discard = list(discard)
    state.turn, state.phase, state.drawn, state.turns = turn, START, None, 1
    state.owed, state.owed_for = 0, None
    check_cards(state)
    return state


def act(state: State, seat: int, action: str, body: dict[str, Any] | None = None) -> list[Event]:
    return morbid_living.apply(state, seat, action, body or {})


def draw(state: State, seat: int, **body: Any) -> list[Event]:
    return act(state, seat, "draw", {"source": "deck", **body})


def cash(state: State) -> list[int]:
    return [p.cash for p in state.players]


def check_cards(state: State) -> None:
    """The 72 cards, each in exactly one place."""
    where = [*state.deck, *state.discard, *([state.drawn] if state.drawn else [])]
    for p in state.players:
        where += p.cards + p.credits
    assert sorted(where) == sorted(ALL)


def actions(state: State, seat: int | None = None) -> list[tuple[str, dict[str, Any]]]:
    seat = state.turn if seat is None else seat
    return [(a["action"], a["body"]) for a in morbid_living.legal_actions(state, seat)]


def quiet_turn(state: State, seat: int) -> list[Event]:
    """seat draws the top card (rigged: a card that only pays its drawer) and ends."""
    assert CARDS[state.deck[0]].kind == "specific" and CARDS[state.deck[0]].amount > 0
    events = draw(state, seat)
    assert state.phase == END
    return events + act(state, seat, "end-turn")


def finish_now(state: State) -> list[Event]:
    """End the current (END-phase) turn on the max_turns bound (L14a): L15 decides now."""
    state.turns = state.max_turns * len(state.players)
    state.phase = END
    events = act(state, state.turn, "end-turn")
    assert state.phase == FINISHED and state.ended_by == "turn_limit"
    return events


QUALIFIED = ["residence-1", "job-1", "vehicle-1"]
"""A residence, a job and a vehicle: with $1,000,000 a player declares (L14)."""


# --- L1: necessity cards -----------------------------------------------------------------


def test_l1_24_necessity_cards_8_residences_8_jobs_8_vehicles() -> None:
    assert len(CARDS) == 72
    counts = Counter(c.kind for c in CARDS.values())
    assert (counts["residence"], counts["job"], counts["vehicle"]) == (8, 8, 8)


def test_l1_residence_and_vehicle_prices_are_multiples_of_10000_in_range() -> None:
    for c in ids("residence"):
        assert 100_000 <= CARDS[c].price <= 900_000 and CARDS[c].price % 10_000 == 0
    for c in ids("vehicle"):
        assert 20_000 <= CARDS[c].price <= 300_000 and CARDS[c].price % 10_000 == 0
    assert min(CARDS[c].price for c in ids("residence")) == 100_000
    assert max(CARDS[c].price for c in ids("residence")) == 900_000
    assert min(CARDS[c].price for c in ids("vehicle")) == 20_000
    assert max(CARDS[c].price for c in ids("vehicle")) == 300_000


def test_l1_two_residences_and_two_vehicles_pay_income_on_pay_day() -> None:
    assert sum(CARDS[c].income > 0 for c in ids("residence")) == 2
    assert sum(CARDS[c].income > 0 for c in ids("vehicle")) == 2
    assert all(CARDS[c].income == 0 for c in ALL if CARDS[c].kind not in ("residence", "vehicle"))


def test_l1_jobs_have_a_salary_and_no_price() -> None:
    for c in ids("job"):
        assert 20_000 <= CARDS[c].salary <= 150_000 and CARDS[c].price == 0
    assert min(CARDS[c].salary for c in ids("job")) == 20_000
    assert max(CARDS[c].salary for c in ids("job")) == 150_000


def test_l1_taking_a_job_is_free() -> None:
    state = table([["residence-1"], ["vehicle-1"]], cash=[0, 0], credits=[["credit-1"], []])
    state.deck.insert(0, state.deck.pop(state.deck.index("job-8")))
    draw(state, 0)
    assert ("buy", {}) in actions(state)
    assert ("buy", {"credit": True}) not in actions(state), "no credit card spent on a job"
    act(state, 0, "buy")
    assert "job-8" in state.players[0].cards and state.players[0].cash == 0
    assert state.players[0].credits == ["credit-1"]


# --- L2: steal cards ---------------------------------------------------------------------


def test_l2_ten_steal_cards_by_kind() -> None:
    targets = Counter((CARDS[c].target, CARDS[c].amount) for c in ids("steal"))
    assert targets == {
        ("residence", 0): 2,
        ("vehicle", 0): 2,
        ("job", 0): 2,
        ("money", 50_000): 2,
        ("money", 100_000): 2,
    }


@pytest.mark.parametrize(
    ("steal_card", "loot"),
    [("steal-1", "residence-5"), ("steal-3", "vehicle-6"), ("steal-5", "job-7")],
)
def test_l2_steal_a_named_necessity_then_discard_the_steal_card(steal_card: str, loot: str) -> None:
    state = table([["residence-1"], ["residence-5", "vehicle-6", "job-7"]], deck=[steal_card])
    events = draw(state, 0)
    assert state.phase == DRAWN and state.drawn == steal_card
    assert actions(state) == [
        ("steal", {"victim": 1, "card": loot}),
        ("steal", {"decline": True}),
        ("pass", {}),
        ("sell", {"card": "residence-1"}),
    ]
    events = act(state, 0, "steal", {"victim": 1, "card": loot})
    assert only(events, "stole_card").data == {"seat": 0, "victim": 1, "card": loot}
    assert loot in state.players[0].cards and loot not in state.players[1].cards
    assert state.discard[-1] == steal_card and state.drawn is None
    assert state.phase == END
    check_cards(state)


def test_l2_steal_one_of_several_cards_of_the_kind_names_which() -> None:
    state = table([[], ["residence-2", "residence-8"]], deck=["steal-2"])
    draw(state, 0)
    refused(IllegalAction, "no_such_card", state, 0, "steal", {"victim": 1})
    refused(IllegalAction, "no_such_card", state, 0, "steal", {"victim": 1, "card": "job-1"})
    act(state, 0, "steal", {"victim": 1, "card": "residence-8"})
    assert state.players[0].cards == ["residence-8"]
    assert state.players[1].cards == ["residence-2"]


def test_l2_money_steal_takes_its_amount_from_a_richer_victim() -> None:
    state = table([[], []], cash=[10_000, 300_000], deck=["steal-9"])
    draw(state, 0)
    assert ("steal", {"victim": 1}) in actions(state)
    events = act(state, 0, "steal", {"victim": 1})
    assert only(events, "stole_money").data["amount"] == 100_000
    assert cash(state) == [110_000, 200_000]
    assert state.discard[-1] == "steal-9" and state.phase == END


def test_l2_money_steal_takes_up_to_what_the_victim_has() -> None:
    state = table([[], [], []], cash=[0, 30_000, 0], deck=["steal-7"])
    draw(state, 0)
    steals = [b for a, b in actions(state) if a == "steal"]
    assert steals == [{"victim": 1}, {"decline": True}], "only a victim with cash"
    refused(IllegalAction, "nothing_to_steal", state, 0, "steal", {"victim": 2})
    refused(InvalidInput, "card_not_allowed", state, 0, "steal", {"victim": 1, "card": "x"})
    act(state, 0, "steal", {"victim": 1})
    assert cash(state) == [30_000, 0, 0]


def test_l2_steal_may_be_declined_or_passed_then_discarded() -> None:
    for move, body in (("steal", {"decline": True}), ("pass", {})):
        state = table([[], ["job-3"]], deck=["steal-6"])
        draw(state, 0)
        events = act(state, 0, move, body)
        assert kinds(events) in (["steal_declined"], ["passed"])
        assert state.players[1].cards == ["job-3"] and state.players[0].cards == []
        assert state.discard[-1] == "steal-6" and state.phase == END
        check_cards(state)


def test_l2_steal_names_another_players_seat_holding_that_kind() -> None:
    state = table([["job-1"], ["residence-1"], ["job-2"]], deck=["steal-5"])
    draw(state, 0)
    refused(InvalidInput, "unknown_seat", state, 0, "steal", {"victim": 0})
    refused(InvalidInput, "unknown_seat", state, 0, "steal", {"victim": 3})
    refused(InvalidInput, "unknown_seat", state, 0, "steal", {"victim": "1"})
    refused(IllegalAction, "nothing_to_steal", state, 0, "steal", {"victim": 1})
    act(state, 0, "steal", {"victim": 2})
    assert state.phase == LIMIT, "a second job: L10 first"


def test_l2_steal_with_nobody_to_steal_from_is_discarded_at_once() -> None:
    state = table([["vehicle-1"], ["residence-1"]], deck=["steal-3"])
    events = draw(state, 0)
    assert kinds(events) == ["drew", "steal_void"]
    assert state.phase == END and state.discard == ["steal-3"] and state.drawn is None


# --- L3: credit cards --------------------------------------------------------------------


def test_l3_two_credit_cards_kept_when_drawn() -> None:
    assert ids("credit") == ["credit-1", "credit-2"]
    state = table([[], []], deck=["credit-2"])
    events = draw(state, 0)
    assert kinds(events) == ["drew"]
    assert state.players[0].credits == ["credit-2"] and "credit-2" not in state.discard
    assert state.phase == END
    assert morbid_living.view(state, None)["seats"][0]["credit_cards"] == 1


def test_l3_credit_pays_the_full_price_of_a_drawn_necessity() -> None:
    state = table([[], []], cash=[5_000, 0], credits=[["credit-1"], []], deck=["residence-8"])
    draw(state, 0)
    assert actions(state)[0] == ("buy", {"credit": True}), "cannot afford it in cash"
    events = act(state, 0, "buy", {"credit": True})
    assert only(events, "credit_used").data == {"seat": 0, "card": "credit-1", "amount": 900_000}
    assert state.players[0].cards == ["residence-8"] and state.players[0].cash == 5_000
    assert state.players[0].credits == [] and state.discard[-1] == "credit-1"
    check_cards(state)


def test_l3_credit_pays_the_price_of_the_discard_piles_top() -> None:
    state = table([[], []], cash=[0, 0], credits=[["credit-2"], []], discard=["vehicle-8"])
    assert actions(state)[:2] == [
        ("draw", {"source": "deck"}),
        ("draw", {"source": "discard", "credit": True}),
    ]
    act(state, 0, "draw", {"source": "discard", "credit": True})
    assert state.players[0].cards == ["vehicle-8"] and state.players[0].cash == 0
    assert state.discard == ["credit-2"]
    check_cards(state)


def test_l3_credit_pays_the_whole_amount_of_an_action_payment() -> None:
    state = table(
        [["residence-8"], []], cash=[100_000, 0], credits=[["credit-1"], []], deck=["specific-12"]
    )
    events = draw(state, 0)
    assert state.phase == PAY and state.owed == 250_000 and kinds(events)[-1] == "owes"
    assert ("pay", {"credit": True}) in actions(state)
    events = act(state, 0, "pay", {"credit": True})
    assert only(events, "credit_used").data["amount"] == 250_000
    assert state.players[0].cash == 100_000, "the whole payment, not a part"
    assert state.players[0].cards == ["residence-8"] and state.players[0].credits == []
    assert state.discard[-1] == "credit-1" and state.phase == END and state.owed == 0


def test_l3_credit_never_usable_on_bankrupt() -> None:
    state = table([["job-1"], []], cash=[700_000, 0], credits=[["credit-1"], []])
    state.deck.insert(0, state.deck.pop(state.deck.index("bankrupt-1")))
    events = draw(state, 0)
    assert only(events, "bankrupt").data["lost"] == 700_000
    assert state.players[0].cash == 0 and state.players[0].credits == ["credit-1"]
    assert state.phase == END
    refused(IllegalAction, "wrong_phase", state, 0, "pay", {"credit": True})


def test_l3_credit_card_is_discarded_after_use_and_only_one_is_used() -> None:
    state = table([[], []], cash=[0, 0], credits=[["credit-1", "credit-2"], []], deck=["vehicle-3"])
    draw(state, 0)
    act(state, 0, "buy", {"credit": True})
    assert state.players[0].credits == ["credit-2"] and state.discard == ["credit-1"]


def test_l3_no_credit_card_no_credit_payment() -> None:
    state = table([[], []], cash=[0, 0], deck=["vehicle-3"])
    draw(state, 0)
    refused(IllegalAction, "no_credit_card", state, 0, "buy", {"credit": True})
    refused(IllegalAction, "cannot_afford", state, 0, "buy")
    assert actions(state) == [("pass", {})]


def test_a_credit_card_holder_is_asked_cash_or_card_though_the_cash_covers_it_L3() -> None:
    """L3: a holder of a credit card who must pay an action card chooses, whatever their
    cash: the payment waits in phase `pay` with both ways offered."""
    state = table([["vehicle-2"], []], cash=[100_000, 0], credits=[["credit-1"], []])
    state.deck.insert(0, state.deck.pop(state.deck.index("specific-6")))  # pay 40,000
    events = draw(state, 0)
    assert kinds(events) == ["drew", "owes"] and only(events, "owes").data["amount"] == 40_000
    assert state.phase == PAY and state.owed == 40_000 and state.players[0].cash == 100_000
    assert morbid_living.pending(state) == [{"seat": 0, "decision": "pay"}]
    assert actions(state) == [
        ("sell", {"card": "vehicle-2"}),
        ("pay", {"credit": True}),
        ("pay", {}),
    ]
    refused(IllegalAction, "wrong_phase", state, 0, "end-turn")
    cash_paid = json.loads(json.dumps(morbid_living.to_dict(state)))
    events = act(state, 0, "pay", {"credit": True})
    assert kinds(events) == ["credit_used"] and state.players[0].cash == 100_000
    assert state.players[0].credits == [] and state.phase == END
    state = morbid_living.from_dict(cash_paid)
    events = act(state, 0, "pay")
    assert only(events, "paid").data == {"seat": 0, "card": "specific-6", "amount": 40_000}
    assert state.players[0].cash == 60_000 and state.players[0].credits == ["credit-1"]
    assert state.phase == END and state.owed == 0
    check_cards(state)


def test_a_holder_who_sells_until_covered_still_chooses_cash_or_card_L3() -> None:
    """L3: the sale that covers the debt does not pay it by itself for a holder of a
    credit card (it does for a player who holds none, L11)."""
    state = table(
        [["vehicle-5"], []], cash=[0, 0], credits=[["credit-2"], []], deck=["specific-10"]
    )
    draw(state, 0)  # pay 60,000 with no cash
    events = act(state, 0, "sell", {"card": "vehicle-5"})  # +80,000
    assert kinds(events) == ["sold"] and state.phase == PAY and state.players[0].cash == 80_000
    assert actions(state) == [("pay", {"credit": True}), ("pay", {})]
    act(state, 0, "pay")
    assert state.players[0].cash == 20_000 and state.players[0].credits == ["credit-2"]


def test_a_player_without_a_credit_card_pays_at_once_L3() -> None:
    state = table([["vehicle-2"], []], cash=[100_000, 0], credits=[[], ["credit-1"]])
    state.deck.insert(0, state.deck.pop(state.deck.index("specific-6")))
    events = draw(state, 0)
    assert kinds(events) == ["drew", "paid"] and state.phase == END
    assert state.players[0].cash == 60_000


def test_a_holder_is_not_asked_on_bankrupt_L3() -> None:
    state = table([[], []], cash=[300_000, 0], credits=[["credit-1"], []])
    state.deck.insert(0, state.deck.pop(state.deck.index("bankrupt-2")))
    assert kinds(draw(state, 0)) == ["drew", "bankrupt"]
    assert state.phase == END and state.players[0].credits == ["credit-1"]


# --- L4: action cards --------------------------------------------------------------------


def test_l4_36_action_cards_10_pay_day_12_numbered_14_specific_of_which_2_bankrupt() -> None:
    counts = Counter(c.kind for c in CARDS.values())
    assert counts["payday"] == 10 and counts["numbered"] == 12
    assert counts["specific"] + counts["bankrupt"] == 14 and counts["bankrupt"] == 2
    assert counts["steal"] == 10 and counts["credit"] == 2
    assert sum(counts[k] for k in ("payday", "numbered", "specific", "bankrupt")) == 36


def test_l4_each_numbered_card_has_its_own_six_row_die_table() -> None:
    tables = [CARDS[c].die for c in ids("numbered")]
    assert all(len(t) == 6 for t in tables)
    assert len(set(tables)) == 12, "each card its own table"
    for t in tables:
        assert any(a > 0 for a, _ in t) and any(a < 0 for a, _ in t), "collect and pay rows"
        assert all(text.strip() for _, text in t)
    face = CARDS["numbered-3"].face()
    assert [r["roll"] for r in face["die"]] == [1, 2, 3, 4, 5, 6]


def test_l4_specific_cards_collect_or_pay_a_stated_amount() -> None:
    for c in ids("specific"):
        assert CARDS[c].amount != 0 and CARDS[c].amount % 10_000 == 0
    state = table([[], []], deck=["specific-5"])
    events = draw(state, 0)
    assert only(events, "collected").data["amount"] == 400_000
    assert cash(state) == [500_000, 100_000]
    state = table([[], []], deck=["specific-1"])
    events = draw(state, 0)
    assert only(events, "paid").data["amount"] == 30_000
    assert cash(state) == [70_000, 100_000]


def test_l4_bankrupt_loses_all_cash_and_keeps_the_cards() -> None:
    state = table([["residence-3", "job-2", "vehicle-4"], []], cash=[950_000, 400_000])
    state.deck.insert(0, state.deck.pop(state.deck.index("bankrupt-2")))
    events = draw(state, 0)
    assert kinds(events) == ["drew", "bankrupt"]
    assert cash(state) == [0, 400_000]
    assert state.players[0].cards == ["residence-3", "job-2", "vehicle-4"]
    assert state.discard[-1] == "bankrupt-2" and state.phase == END


# --- L5: the die -------------------------------------------------------------------------


def test_l5_a_numbered_card_rolls_the_servers_die_and_applies_that_row() -> None:
    state = table([[], []], cash=[500_000, 0], deck=["numbered-3"])
    draws = state.draws
    events = draw(state, 0)
    rolled = only(events, "rolled").data
    expected = random.Random(f"{state.seed}:{draws}").randint(1, 6)
    assert rolled["roll"] == expected
    amount, text = CARDS["numbered-3"].die[expected - 1]
    assert (rolled["amount"], rolled["text"]) == (amount, text)
    assert state.players[0].cash == 500_000 + amount
    assert state.discard[-1] == "numbered-3"


def test_l5_the_die_is_seeded_and_replays() -> None:
    rolls = {}
    for seed in range(40):
        runs = []
        for _ in range(2):
            state = table([[], []], cash=[500_000, 0], deck=["numbered-7"], seed=seed)
            runs.append(only(draw(state, 0), "rolled").data)
        assert runs[0] == runs[1]
        rolls[seed] = runs[0]["roll"]
    assert set(rolls.values()) == {1, 2, 3, 4, 5, 6}


# --- L6: players and money ---------------------------------------------------------------


def test_l6_two_to_six_players() -> None:
    state = morbid_living.new_game({}, 1)
    morbid_living.join(state, "Solo")
    assert morbid_living.host_actions(state) == []
    with pytest.raises(IllegalAction) as info:
        morbid_living.start(state)
    assert info.value.code == "not_enough_players"
    for i in range(5):
        morbid_living.join(state, f"P{i}")
    with pytest.raises(IllegalAction) as info:
        morbid_living.join(state, "Seventh")
    assert info.value.code == "game_full"
    morbid_living.start(state)
    assert len(state.players) == 6 and state.phase == START


def test_l6_cash_is_never_negative() -> None:
    state = table([[], []], cash=[10_000, 0], deck=["specific-12"])
    events = draw(state, 0)
    assert only(events, "paid").data == {
        "seat": 0,
        "card": "specific-12",
        "amount": 10_000,
        "forgiven": 240_000,
    }
    assert cash(state) == [0, 0]


# --- L7: setup ---------------------------------------------------------------------------


def test_l7_each_player_gets_one_free_residence_or_vehicle() -> None:
    for seed in range(10):
        state = game(6, seed=seed)
        held = [p.cards for p in state.players]
        assert all(len(h) == 1 and CARDS[h[0]].kind in ("residence", "vehicle") for h in held)
        assert len({h[0] for h in held}) == 6
        assert all(p.cash == START_CASH == 100_000 for p in state.players), "free"


def test_l7_the_rest_go_into_one_shuffled_deck() -> None:
    state = game(4, seed=3)
    assert len(state.deck) == 72 - 4 and state.discard == [] and state.drawn is None
    assert all(p.credits == [] for p in state.players)
    check_cards(state)
    dealt = {p.cards[0] for p in state.players}
    rest = [c for c in ALL if c not in dealt]
    assert sorted(state.deck) == sorted(rest) and state.deck != rest, "shuffled"
    assert game(4, seed=3).deck == state.deck and game(4, seed=4).deck != state.deck
    homes = {game(2, seed=s).players[0].cards[0] for s in range(30)}
    assert {CARDS[c].kind for c in homes} == {"residence", "vehicle"}, "at random"


def test_l7_seats_clockwise_and_the_start_seat_defaults_to_the_first() -> None:
    state = game(3)
    assert [p.name for p in state.players] == ["Player 1", "Player 2", "Player 3"]
    assert state.turn == 0 and state.phase == START
    assert morbid_living.pending(state) == [{"seat": 0, "decision": "draw"}]


def test_l7_the_creator_names_the_start_seat() -> None:
    state = morbid_living.new_game({"start_seat": 2}, 5)
    for i in range(3):
        morbid_living.join(state, f"P{i}")
    events = morbid_living.start(state)
    assert state.turn == 2 and only(events, "turn_started").data == {"seat": 2, "turn": 1}
    bad = morbid_living.new_game({"start_seat": 3}, 5)
    for i in range(3):
        morbid_living.join(bad, f"P{i}")
    with pytest.raises(IllegalAction) as info:
        morbid_living.start(bad)
    assert info.value.code == "bad_start_seat" and bad.phase == LOBBY


# --- L8: a turn --------------------------------------------------------------------------


def test_l8_draw_the_top_card_of_the_deck_and_read_it_aloud() -> None:
    state = table([[], []], deck=["vehicle-5"])
    events = draw(state, 0)
    drew = only(events, "drew")
    assert drew.data == {"seat": 0, "card": CARDS["vehicle-5"].face()}
    assert drew.secret is None and drew.secret_to is None
    assert state.drawn == "vehicle-5" and state.phase == DRAWN
    assert morbid_living.pending(state) == [{"seat": 0, "decision": "decide"}]


def test_l8_take_the_discard_piles_top_necessity_paying_its_price() -> None:
    state = table([[], []], cash=[300_000, 0], discard=["specific-1", "residence-3"])
    assert ("draw", {"source": "discard"}) in actions(state)
    deck = list(state.deck)
    events = act(state, 0, "draw", {"source": "discard"})
    assert kinds(events) == ["took_discard"]
    assert state.players[0].cards == ["residence-3"] and state.players[0].cash == 0
    assert state.discard == ["specific-1"] and state.deck == deck, "instead of drawing"
    assert state.phase == END


def test_l8_a_job_on_the_discard_pile_is_taken_free() -> None:
    state = table([[], []], cash=[0, 0], discard=["job-5"])
    act(state, 0, "draw", {"source": "discard"})
    assert state.players[0].cards == ["job-5"] and state.players[0].cash == 0


def test_l8_no_taking_from_the_discard_pile_when_its_top_is_no_necessity() -> None:
    state = table([[], []], discard=["residence-1", "steal-1"])
    refused(IllegalAction, "no_necessity_on_discard", state, 0, "draw", {"source": "discard"})
    assert ("draw", {"source": "discard"}) not in actions(state)
    state = table([[], []])
    refused(IllegalAction, "no_necessity_on_discard", state, 0, "draw", {"source": "discard"})
    refused(InvalidInput, "bad_source", state, 0, "draw", {"source": "pile"})
    refused(InvalidInput, "bad_source", state, 0, "draw", {})


def test_l8_taking_the_discard_top_needs_its_price() -> None:
    state = table([[], []], cash=[50_000, 0], discard=["vehicle-3"])
    assert ("draw", {"source": "discard"}) not in actions(state)
    refused(IllegalAction, "cannot_afford", state, 0, "draw", {"source": "discard"})
    assert state.discard == ["vehicle-3"] and state.players[0].cash == 50_000
    refused(IllegalAction, "no_credit_card", state, 0, "draw", {"source": "discard", "credit": 1})
    assert state.discard == ["vehicle-3"] and state.phase == START


def test_l8_buy_a_drawn_necessity_in_cash() -> None:
    state = table([[], []], cash=[200_000, 0], deck=["residence-2"])
    draw(state, 0)
    assert actions(state) == [("buy", {}), ("pass", {})]
    events = act(state, 0, "buy")
    assert only(events, "bought").data == {"seat": 0, "card": "residence-2", "price": 180_000}
    assert state.players[0].cards == ["residence-2"] and state.players[0].cash == 20_000
    assert state.phase == END and state.drawn is None


def test_l8_pass_a_drawn_necessity_to_the_discard_pile() -> None:
    state = table([[], []], deck=["job-4"])
    draw(state, 0)
    events = act(state, 0, "pass")
    assert only(events, "passed").data == {"seat": 0, "card": "job-4"}
    assert state.discard == ["job-4"] and state.players[0].cards == [] and state.phase == END
    refused(IllegalAction, "wrong_phase", state, 0, "buy")


def test_l8_a_credit_card_drawn_is_kept_and_an_action_is_resolved_at_once() -> None:
    state = table([[], []], deck=["payday-1"])
    events = draw(state, 0)
    assert kinds(events) == ["drew", "pay_day"] and state.phase == END
    assert state.drawn is None and state.discard == ["payday-1"]


def test_l8_only_the_turns_player_acts_and_one_draw_a_turn() -> None:
    state = table([["residence-1"], ["vehicle-1"]], deck=["specific-3", "specific-7"])
    refused(NotAllowed, "not_your_turn", state, 1, "draw", {"source": "deck"})
    refused(NotAllowed, "not_a_player", state, 2, "draw", {"source": "deck"})
    refused(InvalidInput, "unknown_action", state, 0, "fly")
    assert morbid_living.legal_actions(state, 1) == []
    assert morbid_living.legal_actions(state, None) == []
    draw(state, 0)
    refused(IllegalAction, "wrong_phase", state, 0, "draw", {"source": "deck"})
    act(state, 0, "end-turn")
    assert state.turn == 1 and state.phase == START


# --- L9: selling -------------------------------------------------------------------------


def ref_sale(price: int) -> int:
    """L9 computed independently: half, rounded up to the next $10,000."""
    half = price / 2
    return int(-(-half // 10_000) * 10_000)


@pytest.mark.parametrize("card", ids("residence") + ids("vehicle"))
def test_l9_sale_is_half_price_rounded_up_to_next_10000(card: str) -> None:
    price = CARDS[card].price
    expected = ref_sale(price)
    assert expected % 10_000 == 0 and price / 2 <= expected < price / 2 + 10_000
    assert CARDS[card].sale_price() == expected
    state = table([[card], []], cash=[0, 0])
    events = act(state, 0, "sell", {"card": card})
    assert only(events, "sold").data == {"seat": 0, "card": card, "price": expected}
    assert state.players[0].cash == expected and state.players[0].cards == []
    assert state.discard == [card]


def test_l9_sale_prices_examples() -> None:
    assert CARDS["vehicle-4"].sale_price() == 60_000  # 110,000 / 2 = 55,000
    assert CARDS["residence-7"].sale_price() == 380_000  # 375,000
    assert CARDS["residence-6"].sale_price() == 310_000  # 305,000
    assert CARDS["residence-2"].sale_price() == 90_000  # exact already


def test_l9_selling_any_time_of_your_own_turn() -> None:
    hand = ["residence-1", "residence-2", "vehicle-1", "vehicle-2"]
    state = table([hand, []], cash=[0, 0], deck=["job-1"])
    act(state, 0, "sell", {"card": "residence-1"})  # START
    assert state.phase == START
    draw(state, 0)
    assert ("sell", {"card": "residence-2"}) in actions(state)
    act(state, 0, "sell", {"card": "residence-2"})  # DRAWN
    assert state.phase == DRAWN
    act(state, 0, "buy")
    assert state.phase == END
    act(state, 0, "sell", {"card": "vehicle-1"})  # END
    assert state.phase == END
    assert state.players[0].cards == ["vehicle-2", "job-1"]
    assert state.players[0].cash == 50_000 + 90_000 + 10_000


def test_l9_no_selling_in_another_players_turn() -> None:
    state = table([["residence-1"], ["residence-2"]])
    refused(NotAllowed, "not_your_turn", state, 1, "sell", {"card": "residence-2"})
    assert ("sell", {"card": "residence-2"}) not in actions(state, 1)
    assert state.players[1].cards == ["residence-2"]


def test_l9_jobs_cannot_be_sold() -> None:
    state = table([["job-8", "residence-1"], []])
    refused(IllegalAction, "cannot_sell", state, 0, "sell", {"card": "job-8"})
    assert ("sell", {"card": "job-8"}) not in actions(state)
    refused(IllegalAction, "not_your_card", state, 0, "sell", {"card": "residence-2"})
    refused(InvalidInput, "unknown_card", state, 0, "sell", {"card": "castle-1"})
    refused(InvalidInput, "unknown_card", state, 0, "sell", {})


def test_l9_the_turn_ends_with_an_explicit_end_turn() -> None:
    state = table([[], []], deck=["residence-1", "specific-3"])
    refused(IllegalAction, "wrong_phase", state, 0, "end-turn")
    draw(state, 0)
    refused(IllegalAction, "wrong_phase", state, 0, "end-turn")
    act(state, 0, "pass")
    assert state.turn == 0 and state.phase == END, "waits for the explicit end"
    assert morbid_living.pending(state) == [{"seat": 0, "decision": "end-turn"}]
    events = act(state, 0, "end-turn")
    assert kinds(events) == ["turn_ended", "turn_started"]
    assert state.turn == 1 and state.phase == START


# --- L10: limits -------------------------------------------------------------------------


def test_l10_limits_are_1_job_2_residences_2_vehicles() -> None:
    assert LIMITS == {"job": 1, "residence": 2, "vehicle": 2}


def test_l10_a_second_job_makes_the_player_choose_which_to_discard_first() -> None:
    state = table([["job-1", "residence-1"], []], deck=["job-8"])
    draw(state, 0)
    act(state, 0, "buy")
    assert state.phase == LIMIT
    assert morbid_living.pending(state) == [{"seat": 0, "decision": "limit"}]
    assert actions(state) == [("discard", {"card": "job-1"}), ("discard", {"card": "job-8"})]
    refused(IllegalAction, "wrong_phase", state, 0, "end-turn")
    refused(IllegalAction, "over_limit", state, 0, "sell", {"card": "residence-1"})
    refused(IllegalAction, "cannot_sell", state, 0, "sell", {"card": "job-1"})
    refused(IllegalAction, "over_limit", state, 0, "discard", {"card": "residence-1"})
    events = act(state, 0, "discard", {"card": "job-1"})
    assert only(events, "discarded").data == {"seat": 0, "card": "job-1"}
    assert state.players[0].cards == ["residence-1", "job-8"] and state.discard == ["job-1"]
    assert state.phase == END


def test_l10_a_third_residence_is_discarded_or_sold() -> None:
    hand = ["residence-1", "residence-7"]
    for move in ("discard", "sell"):
        state = table([hand, []], cash=[500_000, 0], deck=["residence-5"])
        draw(state, 0)
        act(state, 0, "buy")
        assert state.phase == LIMIT and state.players[0].cash == 0
        assert actions(state) == [
            (m, {"card": c}) for m in ("discard", "sell") for c in [*hand, "residence-5"]
        ]
        act(state, 0, move, {"card": "residence-7"})
        assert state.players[0].cards == ["residence-1", "residence-5"]
        assert state.players[0].cash == (380_000 if move == "sell" else 0)
        assert state.discard == ["residence-7"] and state.phase == END


def test_l10_a_third_vehicle_stolen_or_taken_from_the_discard_pile() -> None:
    state = table([["vehicle-1", "vehicle-2"], ["vehicle-8"]], deck=["steal-4"])
    draw(state, 0)
    act(state, 0, "steal", {"victim": 1})
    assert state.phase == LIMIT
    refused(IllegalAction, "wrong_phase", state, 0, "draw", {"source": "deck"})
    act(state, 0, "sell", {"card": "vehicle-1"})
    assert state.phase == END and state.players[0].cards == ["vehicle-2", "vehicle-8"]

    state = table([["vehicle-1", "vehicle-2"], []], discard=["vehicle-3"])
    act(state, 0, "draw", {"source": "discard"})
    assert state.phase == LIMIT
    act(state, 0, "discard", {"card": "vehicle-3"})
    assert state.phase == END and state.discard == ["vehicle-3"]


# --- L11: paying more than one has ---------------------------------------------------------


def test_l11_forced_sales_one_at_a_time_until_covered() -> None:
    hand = ["residence-1", "vehicle-2", "job-3", "vehicle-5"]
    state = table([hand, []], cash=[20_000, 0], deck=["specific-8"])  # pay 120,000
    draw(state, 0)
    assert state.phase == PAY and state.owed == 120_000 and state.players[0].cash == 20_000
    assert morbid_living.pending(state) == [{"seat": 0, "decision": "pay"}]
    assert actions(state) == [
        ("sell", {"card": "residence-1"}),
        ("sell", {"card": "vehicle-2"}),
        ("sell", {"card": "vehicle-5"}),
    ]
    refused(IllegalAction, "wrong_phase", state, 0, "end-turn")
    events = act(state, 0, "sell", {"card": "vehicle-2"})  # +20,000: 40,000, still short
    assert kinds(events) == ["sold"] and state.phase == PAY
    events = act(state, 0, "sell", {"card": "vehicle-5"})  # +80,000: 120,000, covered
    assert kinds(events) == ["sold", "paid"]
    assert only(events, "paid").data["amount"] == 120_000
    assert state.players[0].cash == 0 and state.phase == END and state.owed == 0
    assert state.players[0].cards == ["residence-1", "job-3"], "no more than needed"


def test_l11_paying_cash_while_short_with_cards_left_is_refused_must_sell() -> None:
    state = table([["vehicle-2"], []], cash=[0, 0], deck=["specific-1"])
    draw(state, 0)
    assert state.phase == PAY
    refused(IllegalAction, "must_sell", state, 0, "pay")
    assert ("pay", {}) not in actions(state)


def test_l11_a_credit_card_instead_of_selling() -> None:
    state = table([["vehicle-2"], []], cash=[0, 0], credits=[["credit-2"], []], deck=["specific-4"])
    draw(state, 0)
    assert actions(state) == [("sell", {"card": "vehicle-2"}), ("pay", {"credit": True})]
    act(state, 0, "pay", {"credit": True})
    assert state.players[0].cards == ["vehicle-2"] and state.players[0].cash == 0
    assert state.phase == END


def test_l11_nothing_left_to_sell_pays_all_cash_and_rest_is_forgiven() -> None:
    state = table([["job-2"], []], cash=[30_000, 0], deck=["specific-4"])
    events = draw(state, 0)
    assert kinds(events) == ["drew", "owes", "paid"]
    assert only(events, "paid").data["forgiven"] == 50_000
    assert state.players[0].cash == 0 and state.phase == END and state.owed == 0


def test_l11_selling_the_last_card_still_short_pays_all_and_is_forgiven() -> None:
    state = table([["vehicle-1"], []], cash=[0, 0], deck=["specific-12"])
    draw(state, 0)
    events = act(state, 0, "sell", {"card": "vehicle-1"})
    assert kinds(events) == ["sold", "paid"]
    assert only(events, "paid").data == {
        "seat": 0,
        "card": "specific-12",
        "amount": 10_000,
        "forgiven": 240_000,
    }
    assert state.players[0].cash == 0 and state.phase == END


def test_l11_with_a_credit_card_and_nothing_to_sell_may_still_pay_all() -> None:
    state = table([[], []], cash=[10_000, 0], credits=[["credit-1"], []], deck=["specific-6"])
    draw(state, 0)
    assert state.phase == PAY
    assert actions(state) == [("pay", {"credit": True}), ("pay", {})]
    events = act(state, 0, "pay")
    assert only(events, "paid").data["forgiven"] == 30_000
    assert state.players[0].credits == ["credit-1"] and state.players[0].cash == 0


def test_l11_cash_that_covers_is_paid_at_once() -> None:
    state = table([["vehicle-2"], []], cash=[40_000, 0], deck=["specific-6"])
    events = draw(state, 0)
    assert kinds(events) == ["drew", "paid"] and state.phase == END
    assert state.players[0].cash == 0 and state.players[0].cards == ["vehicle-2"]


# --- L12: Pay Day --------------------------------------------------------------------------


def test_l12_pay_day_salaries_and_daddys_payroll() -> None:
    state = table([["job-8"], ["residence-1"], ["job-1", "vehicle-2"]], deck=["payday-3"])
    events = draw(state, 0)
    assert only(events, "pay_day").data["paid"] == [
        {"seat": 0, "amount": 150_000},
        {"seat": 1, "amount": DADDYS_PAYROLL},
        {"seat": 2, "amount": 20_000},
    ]
    assert DADDYS_PAYROLL == 20_000
    assert cash(state) == [250_000, 120_000, 120_000]


def test_l12_income_cards_pay_their_holders_on_pay_day() -> None:
    state = table(
        [["residence-4", "vehicle-5", "job-2"], ["residence-6", "vehicle-4"], ["residence-1"]],
        cash=[0, 0, 0],
        deck=["payday-8"],
        turn=2,
    )
    draw(state, 2)
    assert cash(state) == [40_000 + 30_000 + 30_000, 20_000 + 50_000 + 20_000, 20_000]


# --- L13: the deck runs out ------------------------------------------------------------------


def test_l13_empty_deck_reshuffles_the_discard_pile_except_its_top() -> None:
    state = table([[], []])
    rest, state.deck = state.deck, []
    state.discard = rest  # top: the last
    top = rest[-1]
    events = draw(state, 0)
    assert kinds(events)[0] == "deck_reshuffled"
    assert only(events, "deck_reshuffled").data == {"cards": len(rest) - 1}
    drawn = only(events, "drew").data["card"]["id"]
    assert state.discard[0] == top
    assert drawn != top
    check_cards(state)
    again = table([[], []])
    again.deck, again.discard = [], list(rest)
    assert only(draw(again, 0), "drew").data["card"]["id"] == drawn, "seeded (G1)"


# --- L14: declaring ------------------------------------------------------------------------


def test_l14_a_qualifying_player_declares_at_the_start_of_the_turn_before_drawing() -> None:
    state = table([[], QUALIFIED, []], cash=[0, MILLION, 0], deck=COLLECTS[:3], turn=0)
    quiet_turn(state, 0)
    # The end of seat 0's turn started seat 1's: it declared at once, without drawing.
    assert state.declared_by == 1
    assert state.turn == 2 and state.phase == START
    assert state.players[1].cards == QUALIFIED and state.players[1].cash == MILLION
    assert morbid_living.view(state, None)["declared_by"] == 1


def test_l14_declaration_is_the_turn_then_one_more_turn_for_every_other_player() -> None:
    state = table([[], QUALIFIED, []], cash=[0, MILLION, 0], deck=COLLECTS[:3])
    events = quiet_turn(state, 0)
    assert kinds(events)[-4:] == ["turn_ended", "turn_started", "declared", "turn_started"]
    assert only(events, "declared").data == {"seat": 1, "final_turns": [2, 0]}
    events = quiet_turn(state, 2)
    assert state.turn == 0 and state.phase == START
    events = quiet_turn(state, 0)
    assert kinds(events)[-2:] == ["turn_ended", "game_finished"]
    assert state.phase == FINISHED and state.ended_by == "declaration"
    assert morbid_living.pending(state) == []
    refused(IllegalAction, "game_finished", state, 1, "draw", {"source": "deck"})


def test_l14_no_declaration_without_all_three_necessities_and_a_million() -> None:
    for hand, money in (
        (["residence-1", "job-1"], 5 * MILLION),
        (["residence-1", "residence-2", "vehicle-1"], 5 * MILLION),
        (QUALIFIED, MILLION - 10_000),
    ):
        state = table([[], hand], cash=[0, money], deck=COLLECTS[:1])
        quiet_turn(state, 0)
        assert state.declared_by is None and state.turn == 1 and state.phase == START


def test_l14_qualifying_during_a_turn_declares_only_at_the_start_of_the_next() -> None:
    state = table([QUALIFIED, []], cash=[700_000, 0], deck=["specific-5", *COLLECTS[:2]])
    draw(state, 0)
    assert state.players[0].cash == 1_100_000 and state.declared_by is None
    act(state, 0, "end-turn")
    assert state.declared_by is None and state.turn == 1
    quiet_turn(state, 1)
    assert state.declared_by == 0 and state.turn == 1 and state.phase == START


def test_l14_only_the_first_declaration_counts() -> None:
    state = table([QUALIFIED, ["residence-2", "job-2", "vehicle-2"]], cash=[MILLION, MILLION])
    state.phase = END
    state.turn = 1
    act(state, 1, "end-turn")
    assert state.declared_by == 0 and state.turn == 1 and state.phase == START
    state.deck.insert(0, state.deck.pop(state.deck.index("specific-3")))
    events = quiet_turn(state, 1)
    assert "declared" not in kinds(events)
    assert state.phase == FINISHED and state.ended_by == "declaration"


# --- L15: the winner -----------------------------------------------------------------------


def test_l15_the_single_player_with_most_essential_items_wins() -> None:
    state = table(
        [["residence-8", "vehicle-8"], ["job-1", "residence-1", "vehicle-1"]],
        cash=[900_000, 0],
    )
    events = finish_now(state)
    result = only(events, "game_finished").data
    assert result["winners"] == [1] and state.winners == [1]
    assert [s["essentials"] for s in result["scores"]] == [2, 3]
    assert morbid_living.score(state, None)["winners"] == [1]


def test_l15_essential_items_are_at_most_4_and_duplicates_do_not_count() -> None:
    state = table(
        [
            ["residence-8", "residence-7", "vehicle-8", "vehicle-7"],
            ["job-1", "residence-1", "vehicle-1"],
        ],
        cash=[0, 0],
    )
    finish_now(state)
    assert state.winners == [1], "two of a kind count once: 2 < 3"
    state = table([QUALIFIED, []], cash=[3 * MILLION, 0])
    assert morbid_living.engine.essentials(state.players[0]) == 4


def test_l15_tie_broken_by_net_worth_jobs_excluded() -> None:
    state = table(
        [["residence-1", "job-8"], ["residence-2", "job-1"]],
        cash=[50_000, 0],
    )
    finish_now(state)
    # Seat 0: 50,000 + 100,000 = 150,000; seat 1: 0 + 180,000 = 180,000 (jobs excluded).
    assert state.winners == [1]
    scores = morbid_living.score(state, None)["scores"]
    assert [s["net_worth"] for s in scores] == [150_000, 180_000]


def test_l15_still_tied_is_a_shared_win() -> None:
    state = table(
        [["residence-1"], ["vehicle-4"], ["vehicle-1"]],
        cash=[10_000, 0, 0],
    )
    finish_now(state)
    assert state.winners == [0, 1]
    assert [s["winner"] for s in morbid_living.score(state, None)["scores"]] == [
        True,
        True,
        False,
    ]


def test_l15_the_declarer_may_still_lose() -> None:
    state = table(
        [QUALIFIED, ["residence-8", "job-8", "vehicle-8"]],
        cash=[MILLION, 900_000],
        deck=["specific-3"],
    )
    state.turn, state.phase = 1, END
    act(state, 1, "end-turn")
    assert state.declared_by == 0
    draw(state, 1)  # +20,000: 920,000, no million
    act(state, 1, "end-turn")
    assert state.phase == FINISHED and state.winners == [0]

    state = table(
        [QUALIFIED, ["residence-8", "job-8", "vehicle-8"]],
        cash=[MILLION, 900_000],
        deck=["specific-2"],
    )
    state.turn, state.phase = 1, END
    act(state, 1, "end-turn")
    draw(state, 1)  # +200,000: 1,100,000 and a bigger net worth
    act(state, 1, "end-turn")
    assert state.phase == FINISHED and state.winners == [1]


# --- L14a: the game option max_turns bounds a game's length ---------------------------------


def test_max_turns_defaults_to_100_per_player_L14a() -> None:
    assert DEFAULT_MAX_TURNS == 100
    state = game(3)
    assert state.max_turns == 100
    assert morbid_living.view(state, None)["options"] == {"start_seat": 0, "max_turns": 100}
    assert morbid_living.new_game({"max_turns": MIN_MAX_TURNS}, 1).max_turns == 20


def test_max_turns_ends_the_game_after_that_many_turns_per_player_with_l15_L14a() -> None:
    state = table([["residence-1"], ["vehicle-8"]], cash=[0, 0], deck=COLLECTS[:2])
    state.max_turns = 25
    state.turns = 25 * 2 - 1
    quiet_turn(state, 0)
    assert state.turn == 1 and state.turns == 25 * 2 and state.phase == START
    events = quiet_turn(state, 1)
    assert state.phase == FINISHED and state.ended_by == "turn_limit"
    assert kinds(events)[-2:] == ["turn_ended", "game_finished"], "no turn 51 begins"
    result = only(events, "game_finished").data
    assert result["ended_by"] == "turn_limit"
    # Both have one essential item; net worth 100,000 + 20,000 vs 300,000 + 20,000.
    assert result["winners"] == [1]


def test_max_turns_does_not_cut_short_the_final_round_after_a_declaration_L14a() -> None:
    """L14 over the bound: a declaration on the last turn still gives every other player
    one more turn (the game is finite anyway)."""
    state = table([[], QUALIFIED], cash=[0, MILLION], deck=COLLECTS[:2])
    state.turns = state.max_turns * 2 - 1
    quiet_turn(state, 0)  # the last turn starts: seat 1 declares on it
    assert state.declared_by == 1
    assert state.phase == START and state.turn == 0, "seat 0 gets its one more turn"
    quiet_turn(state, 0)
    assert state.phase == FINISHED and state.ended_by == "declaration"


@pytest.mark.parametrize("players", range(2, 7))
def test_the_default_bound_almost_never_decides_a_game_of_greedy_bots_L14a(players: int) -> None:
    """L14a: at most 1 in 100 games of greedy bots ends on the default bound, at every
    player count (150 seeds each, as docs/rules/morbid-living.md reports)."""
    ended = [turn_bound.play(players, seed, DEFAULT_MAX_TURNS) for seed in range(150)]
    assert sum(e.ended_by == "turn_limit" for e in ended) <= 1


def test_a_stored_game_from_before_max_turns_keeps_its_bound_of_20_L14a() -> None:
    doc = morbid_living.to_dict(game(2))
    del doc["max_turns"]
    assert LEGACY_MAX_TURNS == 20 and morbid_living.from_dict(doc).max_turns == 20


# --- G1: the seed ------------------------------------------------------------------------------


def play_scripted(seed: int, steps: int = 150) -> tuple[State, list[tuple[int, str, dict]]]:
    """A game played by always taking the first legal action but one in three: the last."""
    state = game(3, seed=seed)
    log = []
    for step in range(steps):
        if state.phase == FINISHED:
            break
        options = actions(state)
        action, body = options[-1] if step % 3 == 2 else options[0]
        log.append((state.turn, action, body))
        act(state, state.turn, action, body)
    return state, log


def test_g1_same_seed_and_actions_replay_exactly() -> None:
    state, log = play_scripted(11)
    again = game(3, seed=11)
    for seat, action, body in log:
        act(again, seat, action, body)
    assert morbid_living.to_dict(again) == morbid_living.to_dict(state)
    assert morbid_living.from_dict(json.loads(json.dumps(morbid_living.to_dict(state)))) == state
    assert game(3, seed=11).deck != game(3, seed=12).deck


def test_g1_views_do_not_show_the_seed_or_the_deck_order() -> None:
    state = game(2, seed=424242)
    for viewer in (None, 0, 1):
        shown = json.dumps(morbid_living.view(state, viewer))
        assert "424242" not in shown
        assert morbid_living.view(state, viewer)["deck_size"] == 70
        assert '"deck"' not in shown


# --- the rulebook, rule by rule ---------------------------------------------------------------


def test_rule_objective_one_of_each_necessity_and_a_million() -> None:
    """Objective: one necessity of each category and $1,000,000 (then declare, L14)."""
    state = table([["residence-1", "job-1", "vehicle-1"], []], cash=[MILLION, 0])
    assert morbid_living.engine.essentials(state.players[0]) == 4
    state.turn, state.phase = 1, END
    act(state, 1, "end-turn")
    assert state.declared_by == 0


def test_rule_contents_24_necessity_10_steal_2_credit_36_action_and_a_die() -> None:
    counts = Counter(c.kind for c in CARDS.values())
    assert counts["residence"] + counts["job"] + counts["vehicle"] == 24
    assert counts["steal"] == 10 and counts["credit"] == 2
    assert counts["payday"] + counts["numbered"] + counts["specific"] + counts["bankrupt"] == 36


def test_rule_setup_a_random_free_residence_or_vehicle_and_100000_each() -> None:
    state = game(5, seed=99)
    for p in state.players:
        assert len(p.cards) == 1 and CARDS[p.cards[0]].kind in ("residence", "vehicle")
        assert p.cash == 100_000


def test_rule_three_types_of_necessity_cards_one_of_each_needed() -> None:
    assert morbid_living.engine.NECESSITIES == ("residence", "job", "vehicle")
    for missing in QUALIFIED:
        hand = [c for c in QUALIFIED if c != missing]
        state = table([[], hand], cash=[0, 2 * MILLION], deck=COLLECTS[:1])
        quiet_turn(state, 0)
        assert state.declared_by is None


def test_rule_steal_card_steal_or_pass_then_discard() -> None:
    state = table([[], [], []], cash=[0, 80_000, 40_000], deck=["steal-10"])
    draw(state, 0)
    assert [b for a, b in actions(state) if a == "steal"] == [
        {"victim": 1},
        {"victim": 2},
        {"decline": True},
    ]
    act(state, 0, "steal", {"victim": 2})
    assert cash(state) == [40_000, 80_000, 0] and state.discard == ["steal-10"]


def test_rule_credit_card_buys_a_necessity_or_pays_an_action_not_bankrupt_then_discarded() -> None:
    state = table([[], []], cash=[0, 0], credits=[["credit-1", "credit-2"], []], deck=["vehicle-7"])
    draw(state, 0)
    act(state, 0, "buy", {"credit": True})
    assert state.players[0].credits == ["credit-2"] and "credit-1" in state.discard
    act(state, 0, "end-turn")
    state.turn, state.phase = 0, START
    state.deck.insert(0, state.deck.pop(state.deck.index("specific-10")))
    draw(state, 0)
    act(state, 0, "pay", {"credit": True})
    assert state.players[0].credits == [] and "credit-2" in state.discard
    assert state.players[0].cards == ["vehicle-7"]


def test_rule_paying_without_the_funds_sells_cards_and_never_goes_into_debt() -> None:
    state = table([["residence-8"], []], cash=[0, 0], deck=["specific-10"])
    draw(state, 0)
    act(state, 0, "sell", {"card": "residence-8"})
    assert state.players[0].cash == 450_000 - 60_000
    state = table([[], []], cash=[0, 0], deck=["specific-10"])
    draw(state, 0)
    assert state.players[0].cash == 0 and state.phase == END


def test_rule_pay_day_salary_or_daddys_payroll_and_income_cards() -> None:
    state = table([["job-4", "vehicle-5"], ["residence-4"]], cash=[0, 0], deck=["payday-10"])
    draw(state, 0)
    assert cash(state) == [70_000 + 30_000, 20_000 + 30_000]


def test_rule_numbered_action_card_roll_the_die_and_do_that_row() -> None:
    state = table([[], []], cash=[1_000_000, 0], deck=["numbered-12"])
    rolled = only(draw(state, 0), "rolled").data
    assert 1 <= rolled["roll"] <= 6
    assert state.players[0].cash == MILLION + CARDS["numbered-12"].die[rolled["roll"] - 1][0]


def test_rule_specific_card_collect_or_pay_for_a_reason() -> None:
    state = table([[], []], deck=["specific-11", "specific-6"])
    draw(state, 0)
    act(state, 0, "end-turn")
    draw(state, 1)
    assert cash(state) == [150_000, 60_000]


def test_rule_youngest_starts_and_turns_go_clockwise() -> None:
    state = table([[], [], [], []], deck=COLLECTS[:5], turn=2)
    seen = [state.turn]
    for _ in range(4):
        quiet_turn(state, state.turn)
        seen.append(state.turn)
    assert seen == [2, 3, 0, 1, 2]


@pytest.mark.parametrize("card", ids("residence") + ids("job") + ids("vehicle"))
def test_rule_player_may_pass_on_any_necessity_card(card: str) -> None:
    state = table([[], []], cash=[5 * MILLION, 0], deck=[card])
    draw(state, 0)
    assert ("pass", {}) in actions(state)
    act(state, 0, "pass")
    assert state.discard == [card] and state.players[0].cards == []
    assert state.players[0].cash == 5 * MILLION


def test_rule_a_used_card_goes_to_the_discard_pile() -> None:
    for card in ("payday-2", "numbered-1", "specific-4", "bankrupt-1", "steal-7"):
        state = table([[], []], deck=[card])
        draw(state, 0)
        if state.phase == DRAWN:
            act(state, 0, "steal", {"victim": 1})
        assert state.discard[-1] == card, card


def test_rule_sell_a_vehicle_or_residence_during_your_turn_for_half_rounded_up() -> None:
    state = table([["vehicle-4"], []], cash=[0, 0])
    act(state, 0, "sell", {"card": "vehicle-4"})
    assert state.players[0].cash == 60_000 and state.discard == ["vehicle-4"]


def test_rule_take_the_necessity_on_top_of_the_discard_pile_paying_for_it() -> None:
    state = table([[], ["vehicle-4"]], cash=[0, 0], turn=1)
    act(state, 1, "sell", {"card": "vehicle-4"})
    act(state, 1, "draw", {"source": "deck"})
    while state.phase != END:
        act(state, 1, *actions(state, 1)[-1])
    state.discard.append(state.discard.pop(state.discard.index("vehicle-4")))
    act(state, 1, "end-turn")
    state.players[0].cash = 110_000
    act(state, 0, "draw", {"source": "discard"})
    assert state.players[0].cards == ["vehicle-4"] and state.players[0].cash == 0
    check_cards(state)


def test_rule_only_one_job_choose_which_to_keep() -> None:
    state = table([["job-2"], []], discard=["job-6"])
    act(state, 0, "draw", {"source": "discard"})
    assert state.phase == LIMIT
    act(state, 0, "discard", {"card": "job-2"})
    assert state.players[0].cards == ["job-6"] and state.discard == ["job-2"]


def test_rule_two_residences_and_two_vehicles_the_third_discarded_or_sold() -> None:
    state = table([["residence-1", "residence-2"], ["residence-3"]], deck=["steal-1"])
    draw(state, 0)
    act(state, 0, "steal", {"victim": 1})
    assert state.phase == LIMIT
    act(state, 0, "sell", {"card": "residence-3"})
    assert state.players[0].cards == ["residence-1", "residence-2"]
    assert state.players[0].cash == 100_000 + 150_000


def test_rule_cards_lie_face_up_so_every_viewer_sees_the_same_table() -> None:
    state = table(
        [["residence-4", "job-2"], ["vehicle-5"], []],
        credits=[[], ["credit-1"], []],
        deck=["residence-6"],
        discard=["steal-1"],
    )
    draw(state, 0)
    views = [morbid_living.view(state, v) for v in (None, 0, 1, 2)]
    assert all(v == views[0] for v in views)
    shown = views[0]
    assert shown["seats"][0]["cards"] == [CARDS[c].face() for c in ["residence-4", "job-2"]]
    assert shown["seats"][1]["credit_cards"] == 1
    assert shown["drawn"] == CARDS["residence-6"].face()
    assert shown["discard_top"] == CARDS["steal-1"].face()
    assert [s["cash"] for s in shown["seats"]] == [100_000, 100_000, 100_000]
    scores = [morbid_living.score(state, v) for v in (None, 0, 1, 2)]
    assert all(s == scores[0] for s in scores)


def test_rule_each_drawn_card_is_read_aloud() -> None:
    state = table([[], []], deck=["credit-1", "specific-3"])
    events = draw(state, 0)
    assert only(events, "drew").data["card"] == CARDS["credit-1"].face()
    assert all(e.secret is None for e in events)


def test_rule_declare_before_drawing_the_next_card_then_play_another_round() -> None:
    state = table([[], [], QUALIFIED], cash=[0, 0, MILLION], deck=COLLECTS[:3], turn=1)
    deck_before = len(state.deck)
    quiet_turn(state, 1)
    assert state.declared_by == 2 and len(state.deck) == deck_before - 1, "no draw by seat 2"
    quiet_turn(state, state.turn)
    quiet_turn(state, state.turn)
    assert state.phase == FINISHED and state.winners == [2]


def test_rule_winner_has_at_least_one_more_essential_item_than_everyone_else() -> None:
    state = table(
        [["residence-1", "job-1"], ["vehicle-8"], ["residence-8"]], cash=[0, 2 * MILLION, 0]
    )
    finish_now(state)
    # Seat 0: 2 items; seat 1: vehicle + million = 2; seat 2: 1 item. Tie at 2: net worth.
    assert state.winners == [1]


def test_rule_more_than_one_of_a_necessity_does_not_count_as_extra() -> None:
    state = table([["job-1", "vehicle-1", "vehicle-2"], ["job-2", "vehicle-3", "residence-1"]])
    finish_now(state)
    assert state.winners == [1]


def test_rule_highest_net_worth_breaks_a_tie() -> None:
    state = table([["job-8", "vehicle-1"], ["job-1", "vehicle-8"]], cash=[200_000, 0])
    finish_now(state)
    # 200,000 + 20,000 = 220,000 vs 300,000: the job's salary does not count.
    assert state.winners == [1]


def test_l9_auto_end_ends_the_turn_at_once_when_nothing_is_left_to_decide() -> None:
    """L9: a player who asked for auto-end has their turn ended as soon as nothing is
    left to decide; one who did not must send end-turn."""
    state = morbid_living.new_game({}, 5)
    morbid_living.join(state, "Eager", auto_end=True)
    morbid_living.join(state, "Careful")
    morbid_living.start(state)
    state.deck.remove("credit-1")
    state.deck.insert(0, "credit-1")  # a credit card: kept, nothing to decide (L3)
    events = morbid_living.apply(state, 0, "draw", {"source": "deck"})
    assert [e.kind for e in events][-2:] == ["turn_ended", "turn_started"]
    assert state.turn == 1 and state.phase == "start"
    state.deck.remove("credit-2")
    state.deck.insert(0, "credit-2")
    morbid_living.apply(state, 1, "draw", {"source": "deck"})
    assert state.turn == 1 and state.phase == "end"
    assert morbid_living.view(state, None)["seats"][0]["auto_end"] is True


# --- labels: each legal action in the game's words -----------------------------------------


def labels(state: State, seat: int | None = None) -> list[str]:
    seat = state.turn if seat is None else seat
    return [a["label"] for a in morbid_living.legal_actions(state, seat)]


def test_labels_of_a_draw_name_the_discard_piles_necessity_and_its_price_L8_L9() -> None:
    state = table(
        [["vehicle-3"], []],
        cash=[200_000, 0],
        credits=[["credit-1"], []],
        discard=["residence-2"],
    )
    assert labels(state) == [
        "Draw a card from the deck",
        "Take the Converted Crypt Studio from the discard pile for $180,000",
        "Take the Converted Crypt Studio from the discard pile for $180,000 with a credit card",
        "Sell the Hearse with Low Mileage for $40,000",
    ]
    assert labels(state, 1) == []


def test_labels_of_a_drawn_card_buy_take_or_pass_it_L8() -> None:
    state = table([[], []], cash=[100_000, 0], credits=[["credit-1"], []], deck=["vehicle-4"])
    draw(state, 0)
    assert labels(state) == [
        "Buy the Midnight Taxi for $110,000 with a credit card",
        "Pass the Midnight Taxi to the discard pile",
    ]
    state = table([[], []], deck=["job-3"])
    draw(state, 0)
    assert labels(state) == [
        "Take the job: Professional Mourner",
        "Pass the Professional Mourner to the discard pile",
    ]


def test_labels_of_a_steal_card_name_the_victim_and_what_it_takes_L2() -> None:
    state = table([[], ["vehicle-1"]], deck=["steal-3"])
    draw(state, 0)
    assert labels(state) == [
        "Steal the Rusty Bicycle with No Brakes from Player 2",
        "Decline to use Joyride to Nowhere",
        "Pass the Joyride to Nowhere to the discard pile",
    ]
    state = table([[], []], deck=["steal-9"])
    draw(state, 0)
    assert labels(state)[0] == "Take up to $100,000 from Player 2 (Will Rewritten in Crayon)"


def test_labels_of_a_debt_say_what_is_paid_and_what_is_forgiven_L11() -> None:
    state = table([[], []], cash=[100_000, 0], credits=[["credit-1"], []], deck=["specific-12"])
    draw(state, 0)
    assert labels(state) == [
        "Pay the $250,000 with a credit card",
        "Pay all your $100,000 of the $250,000; the rest is forgiven",
    ]


def test_labels_over_a_limit_name_the_card_to_discard_L10() -> None:
    state = table([["job-1"], []], deck=["job-2"])
    draw(state, 0)
    act(state, 0, "buy")
    assert labels(state) == [
        "Discard the Funeral Home Receptionist",
        "Discard the Night-Shift Embalmer",
    ]
