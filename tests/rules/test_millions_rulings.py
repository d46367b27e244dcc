"""Aunt Millie's Millions: one or more engine tests per ruling M1-M21 (docs/rules/millions.md).

Every test drives the engine directly (no Flask): it seats a table, rigs the situation by
setting state fields (what each pile turns over, each row, the appraisal deck, the vault)
and then plays moves through `millions.apply`, checking state, events, `pending`,
`legal_actions`, `view` and `score`.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import partial
from typing import Any

import pytest

import engine_calls
from engine_calls import kinds, only
from millie.rules import millions
from millie.rules.game import Event, IllegalAction, InvalidInput, NotAllowed, Refusal, shuffled
from millie.rules.millions.cards import APPRAISALS, CHARACTERS, COLOURS, ESTATE
from millie.rules.millions.engine import slot_value
from millie.rules.millions.state import (
    FINISHED,
    FLIP,
    LOBBY,
    PLACEMENT,
    REAPPRAISE,
    SQUABBLE,
    STEAL,
    VAULT,
    Slot,
    State,
)

# --- builders ----------------------------------------------------------------------------

STEALS = [c for c in ESTATE if ESTATE[c].kind == "steal"]
REAPPRAISES = [c for c in ESTATE if ESTATE[c].kind == "reappraise"]


refused = partial(engine_calls.refused, millions)


def item(colour: str, value: int) -> str:
    """The Item card of that colour with that printed value."""
    (card,) = [c.id for c in ESTATE.values() if c.colour == colour and c.value == value]
    return card


def unpriced(colour: str, n: int = 0) -> str:
    """The n-th "$?" Item card of that colour."""
    cards = [c.id for c in ESTATE.values() if c.colour == colour and c.value is None]
    return cards[n]


def appraisal(value: int) -> str:
    """The appraisal card with that value."""
    (card,) = [a for a, v in APPRAISALS.items() if v == value]
    return card


def game(*characters: str, seed: int = 7, **options: Any) -> State:
    """A started game; seat i plays characters[i] (default: the first three characters)."""
    state = millions.new_game(options, seed)
    for i, character in enumerate(characters or CHARACTERS[:3]):
        millions.join(state, f"Player {i}", character, f"I am {character}.")
    millions.start(state)
    return state


def _withdraw(state: State, cards: list[str]) -> None:
    """Take rigged cards out of the piles, the out-of-play stack and the vault, so each
    card exists only where the test puts it."""
    gone = set(cards)
    for p in state.players:
        p.pile = [c for c in p.pile if c not in gone]
    state.out_of_play = [c for c in state.out_of_play if c not in gone]
    if state.vault in gone:
        state.vault = state.out_of_play.pop()


def give(state: State, seat: int, *slots: Slot | str) -> None:
    """Set a seat's row (left to right); appraisals under the items leave the deck."""
    row = [s if isinstance(s, Slot) else Slot(s) for s in slots]
    _withdraw(state, [s.card for s in row])
    under = {s.appraisal for s in row}
    state.appraisal_deck = [a for a in state.appraisal_deck if a not in under]
    state.players[seat].row = row


def set_vault(state: State, card: str) -> None:
    """Put `card` in the vault."""
    _withdraw(state, [card])
    state.vault = card


def flip(state: State, *tops: str, by: int = 0, last: bool = False) -> list[Event]:
    """Seat i turns over tops[i]; with `last`, it is the last card of every pile."""
    _withdraw(state, list(tops))
    for p, top in zip(state.players, tops, strict=True):
        p.pile = [top] if last else [top, *p.pile]
    return millions.apply(state, by, "flip", {})


def place(state: State, *claims: tuple[int, str]) -> list[Event]:
    """Commit placements in this order (the race, M7)."""
    events: list[Event] = []
    for seat, card in claims:
        events += millions.apply(state, seat, "claim", {"card": card})
    return events


def play_last_round(state: State, *tops: str) -> list[Event]:
    """The last round: seat i turns over tops[i] and claims it alone."""
    events = flip(state, *tops, last=True)
    return events + place(state, *enumerate(tops))


def settle(state: State, number: int, judge: int, winner: int) -> list[Event]:
    """Run squabble `number` to its verdict: judge named, two stories, no questions."""
    sq = state.squabbles[number - 1]
    events = millions.apply(state, sq.selector, "judge", {"judge": judge}, number)
    events += millions.apply(
        state, sq.selector, "story", {"text": "It was promised to me."}, number
    )
    events += millions.apply(state, sq.other, "story", {"text": "I dusted it weekly."}, number)
    return events + millions.apply(state, judge, "verdict", {"winner": winner}, number)


def row_cards(state: State, seat: int) -> list[str]:
    return [s.card for s in state.players[seat].row]


def seen_by(state: State, seat: int | None) -> str:
    return json.dumps(millions.view(state, seat))


def quoted(card: str) -> str:
    return f'"{card}"'


# --- M1-M4: components ----------------------------------------------------------------


def test_m1_estate_deck_has_90_items_5_steal_5_reappraise() -> None:
    """M1: estate deck = 100 cards: 90 Items, 5 Steal, 5 Reappraise."""
    assert len(ESTATE) == 100
    assert Counter(c.kind for c in ESTATE.values()) == {"item": 90, "steal": 5, "reappraise": 5}


def test_m1_eighteen_items_per_colour_three_of_them_unpriced() -> None:
    """M1: 18 Items in each of five colours, exactly 3 per colour "$?" (15 in all)."""
    assert set(COLOURS) == {"purple", "yellow", "red", "blue", "green"}
    items = [c for c in ESTATE.values() if c.kind == "item"]
    assert Counter(c.colour for c in items) == {colour: 18 for colour in COLOURS}
    assert Counter(c.colour for c in items if c.value is None) == {colour: 3 for colour in COLOURS}
    assert all(c.colour is None and c.value is None for c in ESTATE.values() if c.kind != "item")


def test_m1_printed_values_are_multiples_of_500_from_500_to_50000() -> None:
    """M1: printed values are whole multiples of $500 between $500 and $50,000."""
    values = [c.value for c in ESTATE.values() if c.kind == "item" and c.value is not None]
    assert len(values) == 75
    assert all(v % 500 == 0 and 500 <= v <= 50_000 for v in values)


def test_m1_colour_totals_are_within_ten_percent() -> None:
    """M1: each colour has a similar spread (same total within 10%)."""
    totals = [
        sum(c.value or 0 for c in ESTATE.values() if c.colour == colour) for colour in COLOURS
    ]
    assert max(totals) <= min(totals) * 1.10


def test_m1_item_names_are_all_different() -> None:
    """M1: every Item has a name, all different."""
    names = [c.name for c in ESTATE.values() if c.kind == "item"]
    assert all(name.strip() for name in names)
    assert len(set(names)) == 90


def test_m2_appraisal_deck_has_twelve_cards_with_the_ruled_values() -> None:
    """M2: 12 appraisal cards: 0, 2500, ... 45000, 52500 dollars."""
    assert sorted(APPRAISALS.values()) == [
        0,
        2500,
        5000,
        7500,
        10000,
        15000,
        20000,
        25000,
        30000,
        37500,
        45000,
        52500,
    ]


def test_m3_eight_characters_in_alphabetical_precedence_order() -> None:
    """M3: Archibald, Bernice, Claire, Dmitri, Eugenia, Felix, Gertrude, Horace."""
    assert list(CHARACTERS) == [
        "Archibald",
        "Bernice",
        "Claire",
        "Dmitri",
        "Eugenia",
        "Felix",
        "Gertrude",
        "Horace",
    ]
    offered = [a["body"]["character"] for a in millions.join_actions(millions.new_game({}, 1))]
    assert offered == list(CHARACTERS)


def test_m3_each_seated_player_takes_a_different_character() -> None:
    """M3: each seated player takes a different character."""
    state = millions.new_game({}, 1)
    millions.join(state, "Ann", "Claire")
    with pytest.raises(IllegalAction) as taken:
        millions.join(state, "Bob", "Claire")
    assert taken.value.code == "character_taken"
    with pytest.raises(InvalidInput) as unknown:
        millions.join(state, "Bob", "Mildred")
    assert unknown.value.code == "unknown_character"
    offered = [a["body"]["character"] for a in millions.join_actions(state)]
    assert "Claire" not in offered and len(offered) == 7


def test_m4_two_player_game_is_refused_with_a_clear_error() -> None:
    """M4: a 2-player game is refused: a squabble needs a judge who is not in it."""
    state = millions.new_game({}, 1)
    millions.join(state, "Ann", "Archibald")
    millions.join(state, "Bob", "Bernice")
    assert millions.host_actions(state) == []
    with pytest.raises(IllegalAction) as info:
        millions.start(state)
    assert info.value.code == "not_enough_players"
    assert "judge" in info.value.detail
    assert state.phase == LOBBY


def test_m4_three_to_eight_players_may_start() -> None:
    """M4: players 3 to 8."""
    for n in (3, 8):
        state = game(*CHARACTERS[:n])
        assert state.phase == FLIP
        assert len(state.players) == n


def test_m4_ninth_player_is_refused() -> None:
    """M4: at most 8 players (eight characters)."""
    state = millions.new_game({}, 1)
    for i, character in enumerate(CHARACTERS):
        millions.join(state, f"P{i}", character)
    assert millions.join_actions(state) == []
    with pytest.raises(IllegalAction) as info:
        millions.join(state, "Ninth", "Archibald")
    assert info.value.code == "game_full"


# --- M5: setup ---------------------------------------------------------------------------


def test_m5_vault_piles_and_out_of_play_partition_the_shuffled_deck() -> None:
    """M5: first card to the vault, 10 face-down cards each, the rest out of play."""
    for n in (3, 8):
        state = game(*CHARACTERS[:n], seed=42)
        deck = shuffled(42, 0, list(ESTATE))
        assert state.vault == deck[0]
        for i, p in enumerate(state.players):
            assert p.pile == deck[1 + 10 * i : 11 + 10 * i]
            assert p.row == []
        assert state.out_of_play == deck[1 + 10 * n :]
        assert len(state.out_of_play) == 100 - 1 - 10 * n


def test_m5_appraisal_deck_is_shuffled() -> None:
    """M5: shuffle the appraisal deck."""
    state = game(seed=42)
    assert sorted(state.appraisal_deck) == sorted(APPRAISALS)
    assert state.appraisal_deck == shuffled(42, 1, list(APPRAISALS))
    assert game(seed=43).appraisal_deck != state.appraisal_deck


def test_m5_introduction_is_stored_and_shown_to_all() -> None:
    """M5: a one-sentence in-character introduction, stored and shown to all."""
    state = millions.new_game({}, 1)
    intro = "Hi, I'm Bernice and I was Aunt Millie's best friend for 50 years."
    _, events = millions.join(state, "Ann", "Bernice", intro)
    assert only(events, "player_joined").data["intro"] == intro
    millions.join(state, "Bob", "Claire")
    millions.join(state, "Cy", "Dmitri")
    millions.start(state)
    assert state.players[0].intro == intro
    for viewer in (None, 0, 1, 2):
        assert millions.view(state, viewer)["seats"][0]["intro"] == intro


# --- M6-M9: a round ------------------------------------------------------------------------


def test_m6_one_flip_turns_over_the_top_card_of_every_pile() -> None:
    """M6: one request turns over the top card of every pile at once."""
    state = game()
    tops = [p.pile[0] for p in state.players]
    rests = [p.pile[1:] for p in state.players]
    events = millions.apply(state, 1, "flip", {})
    assert state.phase == PLACEMENT and state.round == 1
    assert [t.card for t in state.table] == tops
    assert [t.seat for t in state.table] == [0, 1, 2]
    assert [p.pile for p in state.players] == rests
    flipped = only(events, "flipped")
    assert flipped.data["by"] == 1
    assert [e["card"] for e in flipped.data["table"]] == [ESTATE[c].face() for c in tops]


def test_m6_only_a_seated_player_may_flip() -> None:
    """M6: only a seated player may flip."""
    state = game()
    refused(NotAllowed, "not_a_player", state, 3, "flip")
    refused(NotAllowed, "not_a_player", state, -1, "flip")
    assert state.phase == FLIP and state.round == 0
    assert millions.pending(state) == [{"seat": s, "decision": "flip"} for s in range(3)]


def test_m6_no_flip_while_a_round_is_in_progress() -> None:
    """M6: flip only when no round is in progress."""
    state = game()
    flip(state, item("purple", 500), item("yellow", 500), item("red", 500))
    refused(IllegalAction, "round_in_progress", state, 0, "flip")
    place(state, (0, item("purple", 500)), (1, item("purple", 500)), (2, item("red", 500)))
    assert state.phase == SQUABBLE
    refused(IllegalAction, "round_in_progress", state, 2, "flip")
    assert state.round == 1


def test_m7_item_holds_two_then_card_full() -> None:
    """M7: an Item card holds 2 characters; a third placement is refused (409)."""
    state = game(*CHARACTERS[:4])
    purple, yellow = item("purple", 500), item("yellow", 500)
    flip(state, purple, yellow, item("red", 500), item("blue", 500))
    place(state, (2, purple), (0, purple))
    assert state.table[0].claimants == [2, 0]
    refused(IllegalAction, "card_full", state, 3, "claim", {"card": purple})
    assert {"action": "claim", "body": {"card": purple}} not in millions.legal_actions(state, 3)
    place(state, (3, yellow))  # the refused player places again
    assert state.players[3].placed == yellow


def test_m7_steal_and_reappraise_cards_hold_one() -> None:
    """M7: a Steal or Reappraise card holds 1 character."""
    state = game(*CHARACTERS[:4])
    steal, reappraise = STEALS[0], REAPPRAISES[0]
    flip(state, steal, reappraise, item("red", 500), item("blue", 500))
    assert [t.capacity for t in state.table] == [1, 1, 2, 2]
    place(state, (0, steal), (1, reappraise))
    refused(IllegalAction, "card_full", state, 2, "claim", {"card": steal})
    refused(IllegalAction, "card_full", state, 3, "claim", {"card": reappraise})


def test_m7_two_steal_cards_cancel_each_other() -> None:
    """M7: two or more Steal cards in a round are all cancelled at flip time."""
    state = game(*CHARACTERS[:4])
    purple, yellow = item("purple", 500), item("yellow", 500)
    flip(state, STEALS[0], purple, STEALS[1], yellow)
    assert [(t.capacity, t.cancelled) for t in state.table] == [
        (0, True),
        (2, False),
        (0, True),
        (2, False),
    ]
    table = millions.view(state, None)["table"]
    assert [(t["room"], t["cancelled"]) for t in table] == [(0, True), (2, False)] * 2
    refused(IllegalAction, "card_cancelled", state, 0, "claim", {"card": STEALS[0]})
    refused(IllegalAction, "card_cancelled", state, 1, "claim", {"card": STEALS[1]})
    assert millions.legal_actions(state, 0) == [
        {
            "action": "claim",
            "label": "Claim the Rusty Toilet (purple, $500)",
            "body": {"card": purple},
        },
        {
            "action": "claim",
            "label": "Claim the Rubber Duck Collection (yellow, $500)",
            "body": {"card": yellow},
        },
    ]


def test_m7_three_steal_cards_cancel_too() -> None:
    """M7: "two or more": three Steal cards are all cancelled."""
    state = game(*CHARACTERS[:4])
    flip(state, STEALS[0], STEALS[1], STEALS[2], item("purple", 500))
    assert [t.cancelled for t in state.table] == [True, True, True, False]


def test_m7_a_single_steal_card_is_not_cancelled() -> None:
    """M7: only several Steal cards cancel; one Steal keeps capacity 1."""
    state = game()
    flip(state, STEALS[0], REAPPRAISES[0], item("purple", 500))
    assert [(t.capacity, t.cancelled) for t in state.table] == [(1, False), (1, False), (2, False)]


def test_m7_a_placement_is_final() -> None:
    """M7: a placement is final."""
    state = game()
    purple, yellow = item("purple", 500), item("yellow", 500)
    flip(state, purple, yellow, item("red", 500))
    place(state, (0, purple))
    refused(IllegalAction, "already_placed", state, 0, "claim", {"card": yellow})
    assert state.players[0].placed == purple
    assert millions.legal_actions(state, 0) == []


def test_m7_player_may_place_on_their_own_card() -> None:
    """M7: a player may place on any flipped card, their own included."""
    state = game()
    own = item("purple", 500)
    flip(state, own, item("yellow", 500), item("red", 500))
    place(state, (0, own))
    assert state.table[0].seat == 0 and state.table[0].claimants == [0]


def test_m7_only_flipped_cards_can_be_claimed() -> None:
    """M7: placements go on this round's flipped cards only."""
    state = game()
    flip(state, item("purple", 500), item("yellow", 500), item("red", 500))
    refused(IllegalAction, "card_not_on_table", state, 0, "claim", {"card": item("blue", 500)})
    refused(InvalidInput, "unknown_card", state, 0, "claim", {"card": "item-999"})


def test_m8_players_with_no_room_left_sit_out_automatically() -> None:
    """M8: cancelled Steals leave fewer places than players: the rest sit out."""
    state = game(*CHARACTERS[:4])
    give(state, 2, item("green", 500))
    purple = item("purple", 500)
    flip(state, STEALS[0], purple, STEALS[1], REAPPRAISES[0])
    events = place(state, (0, purple), (1, purple), (2, REAPPRAISES[0]))
    assert only(events, "sat_out").data == {"seats": [3]}
    assert state.players[3].sits_out and state.players[3].placed is None
    assert millions.view(state, None)["seats"][3]["sits_out"] is True
    assert state.phase == REAPPRAISE  # the round resolved without seat 3
    assert millions.pending(state) == [{"seat": 2, "decision": "reappraise"}]
    assert millions.legal_actions(state, 3) == []


def test_m8_round_resolves_once_everyone_placed_or_sits_out() -> None:
    """M8: the round resolves once every player has placed or sits out."""
    state = game()
    purple = item("purple", 500)
    flip(state, STEALS[0], STEALS[1], purple)
    place(state, (0, purple))
    assert state.phase == PLACEMENT
    events = place(state, (1, purple))
    assert kinds(events) == ["claimed", "sat_out", "squabble_started"]
    assert state.phase == SQUABBLE
    assert only(events, "squabble_started").data["judges"] == [2]


def test_m8_everyone_sits_out_when_every_card_is_a_cancelled_steal() -> None:
    """M8: nobody can place anywhere: all sit out and the round resolves at once."""
    state = game()
    events = flip(state, *STEALS[:3])
    assert only(events, "sat_out").data == {"seats": [0, 1, 2]}
    assert only(events, "round_ended").data == {"round": 1, "to_charity": STEALS[:3]}
    assert state.phase == FLIP


def test_m9_steal_resolves_before_single_claims() -> None:
    """M9 (1) before (2): the Steal decides before this round's single claims land."""
    state = game()
    purple, yellow, red = item("purple", 500), item("yellow", 500), item("red", 500)
    give(state, 1, purple)
    flip(state, STEALS[0], yellow, red)
    place(state, (0, STEALS[0]), (1, yellow), (2, red))
    assert state.phase == STEAL
    assert millions.pending(state) == [{"seat": 0, "decision": "steal"}]
    assert row_cards(state, 1) == [purple] and row_cards(state, 2) == []
    assert millions.legal_actions(state, 0) == [
        {
            "action": "steal",
            "label": "Steal the face-down card in slot 1 of Player 1's row",
            "body": {"victim": 1, "slot": 1},
        },
        {"action": "steal", "label": "Decline to steal", "body": {"decline": True}},
    ]
    millions.apply(state, 0, "steal", {"victim": 1, "slot": 1})
    assert row_cards(state, 0) == [purple]
    assert row_cards(state, 1) == [yellow]
    assert row_cards(state, 2) == [red]
    assert state.phase == FLIP


def test_m9_single_claims_resolve_before_reappraisals() -> None:
    """M9 (2) before (3): a "$?" claimed alone draws before the Reappraise does."""
    state = game()
    give(state, 2, item("purple", 500))
    state.appraisal_deck = [appraisal(v) for v in (0, 5000, 10000, 15000)]
    mystery = unpriced("yellow")
    flip(state, mystery, item("red", 500), REAPPRAISES[0])
    place(state, (2, REAPPRAISES[0]), (0, mystery), (1, item("red", 500)))
    assert state.phase == REAPPRAISE
    assert state.players[0].row == [Slot(mystery, appraisal(0))]
    assert row_cards(state, 1) == [item("red", 500)]
    millions.apply(state, 2, "reappraise", {"slot": 1})
    assert state.players[2].row == [Slot(item("purple", 500), appraisal(5000))]


def test_m9_reappraisals_resolve_before_squabbles() -> None:
    """M9 (3) before (4): squabbles start only after every Reappraise is decided."""
    state = game(*CHARACTERS[:4])
    give(state, 3, item("purple", 500))
    state.appraisal_deck = [appraisal(v) for v in (2500, 7500, 20000)]
    mystery = unpriced("yellow")
    flip(state, mystery, item("red", 500), item("blue", 500), REAPPRAISES[0])
    place(state, (0, mystery), (1, mystery), (2, item("blue", 500)), (3, REAPPRAISES[0]))
    assert state.phase == REAPPRAISE
    assert state.squabbles == []
    assert millions.pending(state) == [{"seat": 3, "decision": "reappraise"}]
    events = millions.apply(state, 3, "reappraise", {"slot": 1})
    assert kinds(events) == ["reappraised", "squabble_started"]
    assert millions.pending(state) == [{"seat": 0, "decision": "judge", "squabble": 1}]
    settle(state, 1, judge=2, winner=1)
    assert state.players[3].row == [Slot(item("purple", 500), appraisal(2500))]
    assert state.players[1].row == [Slot(mystery, appraisal(7500))]


# --- M10: Steal -----------------------------------------------------------------------------


def test_m10_steal_takes_the_named_slot_and_reveals_it_to_everyone() -> None:
    """M10: the thief names an opponent and a 1-based slot; the card is revealed."""
    state = game()
    purple, mystery = item("purple", 500), unpriced("yellow")
    give(state, 1, purple, Slot(mystery, appraisal(45000)))
    flip(state, STEALS[0], item("red", 500), item("blue", 500))
    place(state, (0, STEALS[0]), (1, item("red", 500)), (2, item("blue", 500)))
    events = millions.apply(state, 0, "steal", {"victim": 1, "slot": 2})
    stolen = only(events, "stolen")
    assert stolen.data == {
        "seat": 0,
        "victim": 1,
        "slot": 2,
        "card": ESTATE[mystery].face(),
        "appraised": True,
    }
    assert row_cards(state, 0) == [mystery]
    assert row_cards(state, 1) == [purple, item("red", 500)]


def test_m10_appraisal_travels_with_the_stolen_card_and_stays_secret() -> None:
    """M10: the appraisal goes with the card; its value is known to its holder only."""
    state = game()
    mystery = unpriced("yellow")
    give(state, 1, Slot(mystery, appraisal(45000)))
    deck = list(state.appraisal_deck)
    flip(state, STEALS[0], item("red", 500), item("blue", 500))
    place(state, (0, STEALS[0]), (1, item("red", 500)), (2, item("blue", 500)))
    stolen = only(millions.apply(state, 0, "steal", {"victim": 1, "slot": 1}), "stolen")
    assert stolen.secret_to == 0
    assert stolen.secret == {
        "card": mystery,
        "appraisal": {"id": appraisal(45000), "value": 45000},
    }
    assert appraisal(45000) not in json.dumps(stolen.data)
    assert state.players[0].row == [Slot(mystery, appraisal(45000))]
    assert state.appraisal_deck == deck  # no new draw for a stolen card
    assert millions.view(state, 0)["rows"][0]["slots"][0]["value"] == 45000
    for other in (1, 2, None):
        text = seen_by(state, other)
        assert quoted(appraisal(45000)) not in text and "45000" not in text


def test_m10_cards_claimed_this_round_cannot_be_stolen() -> None:
    """M10: only cards in rows before this round's resolution can be taken."""
    state = game()
    purple, yellow = item("purple", 500), item("yellow", 500)
    flip(state, STEALS[0], purple, yellow)
    events = place(state, (0, STEALS[0]), (1, purple), (2, yellow))
    assert only(events, "steal_void").data == {"seat": 0, "reason": "no opponent has an item"}
    assert row_cards(state, 0) == []
    assert row_cards(state, 1) == [purple] and row_cards(state, 2) == [yellow]


def test_m10_steal_does_nothing_when_no_opponent_has_an_item() -> None:
    """M10: if no opponent has an item, the Steal does nothing (own items don't count)."""
    state = game()
    give(state, 0, item("green", 500))
    flip(state, STEALS[0], item("purple", 500), item("yellow", 500))
    events = place(state, (0, STEALS[0]), (1, item("purple", 500)), (2, item("yellow", 500)))
    assert "steal_void" in kinds(events) and "stolen" not in kinds(events)
    assert state.phase == FLIP
    assert row_cards(state, 0) == [item("green", 500)]


def test_m10_thief_may_decline() -> None:
    """M10: the thief may decline."""
    state = game()
    give(state, 1, item("purple", 500))
    flip(state, STEALS[0], item("red", 500), item("blue", 500))
    place(state, (0, STEALS[0]), (1, item("red", 500)), (2, item("blue", 500)))
    events = millions.apply(state, 0, "steal", {"decline": True})
    assert kinds(events)[0] == "steal_declined"
    assert row_cards(state, 0) == []
    assert row_cards(state, 1) == [item("purple", 500), item("red", 500)]


def test_m10_only_the_thief_steals_from_an_opponents_real_slot() -> None:
    """M10: the thief names an opponent (not themself) and an existing slot."""
    state = game()
    give(state, 0, item("green", 500))
    give(state, 1, item("purple", 500))
    flip(state, STEALS[0], item("red", 500), item("blue", 500))
    place(state, (0, STEALS[0]), (1, item("red", 500)), (2, item("blue", 500)))
    refused(NotAllowed, "not_the_thief", state, 1, "steal", {"victim": 0, "slot": 1})
    refused(IllegalAction, "own_row", state, 0, "steal", {"victim": 0, "slot": 1})
    refused(IllegalAction, "empty_row", state, 0, "steal", {"victim": 2, "slot": 1})
    refused(IllegalAction, "no_such_slot", state, 0, "steal", {"victim": 1, "slot": 0})
    refused(IllegalAction, "no_such_slot", state, 0, "steal", {"victim": 1, "slot": 2})
    refused(InvalidInput, "unknown_seat", state, 0, "steal", {"victim": 3, "slot": 1})
    assert state.phase == STEAL


# --- M11: one colour per row ------------------------------------------------------------------


def test_m11_claimed_card_of_a_held_colour_sends_the_old_one_to_charity() -> None:
    """M11: the old card of that colour goes to Charity, with its appraisal."""
    state = game()
    old, new, yellow = unpriced("purple"), item("purple", 50000), item("yellow", 500)
    give(state, 0, Slot(old, appraisal(30000)), yellow)
    flip(state, new, item("red", 500), item("blue", 500))
    events = place(state, (0, new), (1, item("red", 500)), (2, item("blue", 500)))
    assert row_cards(state, 0) == [yellow, new]
    assert old in state.charity
    assert state.charity_appraisals == [appraisal(30000)]
    assert only(events, "discarded").data == {
        "seat": 0,
        "slot": 1,
        "card": ESTATE[old].face(),
        "appraised": True,
    }


def test_m11_stolen_card_of_a_held_colour_replaces_the_thiefs_card() -> None:
    """M11 applies to a stolen card too."""
    state = game()
    mine, theirs = item("purple", 500), item("purple", 50000)
    give(state, 0, mine)
    give(state, 1, theirs)
    flip(state, STEALS[0], item("red", 500), item("blue", 500))
    place(state, (0, STEALS[0]), (1, item("red", 500)), (2, item("blue", 500)))
    events = millions.apply(state, 0, "steal", {"victim": 1, "slot": 1})
    assert kinds(events)[:3] == ["stolen", "discarded", "item_won"]
    assert row_cards(state, 0) == [theirs]
    assert mine in state.charity


def test_m11_squabble_win_of_a_held_colour_replaces_the_winners_card() -> None:
    """M11 applies to a squabble win too."""
    state = game()
    mine, prize = item("red", 500), item("red", 50000)
    give(state, 1, mine, item("blue", 500))
    flip(state, prize, item("yellow", 500), item("green", 500))
    place(state, (0, prize), (1, prize), (2, item("green", 500)))
    events = settle(state, 1, judge=2, winner=1)
    assert only(events, "discarded").data["card"] == ESTATE[mine].face()
    assert row_cards(state, 1) == [item("blue", 500), prize]
    assert mine in state.charity


def test_m11_different_colours_stay_side_by_side() -> None:
    """M11: only a card of the same colour is discarded."""
    state = game()
    give(state, 0, item("purple", 500))
    flip(state, item("yellow", 500), item("red", 500), item("blue", 500))
    events = place(state, (0, item("yellow", 500)), (1, item("red", 500)), (2, item("blue", 500)))
    assert "discarded" not in kinds(events)
    assert row_cards(state, 0) == [item("purple", 500), item("yellow", 500)]


# --- M12: "$?" items ----------------------------------------------------------------------------


def test_m12_unpriced_item_claimed_draws_the_top_appraisal_secretly() -> None:
    """M12: a "$?" item won by claim gets the top appraisal card, seen by its holder only."""
    state = game()
    state.appraisal_deck = [appraisal(v) for v in (37500, 0, 2500)]
    mystery = unpriced("yellow")
    flip(state, mystery, item("red", 500), item("blue", 500))
    events = place(state, (0, mystery), (1, item("red", 500)), (2, item("blue", 500)))
    assert state.players[0].row == [Slot(mystery, appraisal(37500))]
    assert state.appraisal_deck == [appraisal(0), appraisal(2500)]
    appraised = only(events, "appraised")
    assert appraised.data == {"seat": 0, "slot": 1, "card": mystery, "drawn": True}
    assert appraised.secret_to == 0
    assert appraised.secret == {
        "card": mystery,
        "appraisal": {"id": appraisal(37500), "value": 37500},
    }


def test_m12_unpriced_item_won_in_a_squabble_draws_an_appraisal() -> None:
    """M12: a "$?" item won in a squabble gets an appraisal too."""
    state = game()
    state.appraisal_deck = [appraisal(v) for v in (20000, 0)]
    mystery = unpriced("blue")
    flip(state, mystery, item("red", 500), item("green", 500))
    place(state, (0, mystery), (1, mystery), (2, item("green", 500)))
    assert state.appraisal_deck == [appraisal(20000), appraisal(0)]  # not before the verdict
    events = settle(state, 1, judge=2, winner=0)
    assert state.players[0].row == [Slot(mystery, appraisal(20000))]
    assert only(events, "appraised").secret_to == 0


def test_m12_printed_item_draws_no_appraisal() -> None:
    """M12: only "$?" items draw an appraisal."""
    state = game()
    deck = list(state.appraisal_deck)
    flip(state, item("purple", 500), item("red", 500), item("blue", 500))
    place(state, (0, item("purple", 500)), (1, item("red", 500)), (2, item("blue", 500)))
    assert state.players[0].row == [Slot(item("purple", 500))]
    assert state.appraisal_deck == deck


def test_m12_stolen_unpriced_item_draws_no_appraisal() -> None:
    """M12: only a claim or a squabble win draws; a stolen "$?" card does not."""
    state = game()
    mystery = unpriced("green")
    give(state, 1, mystery)  # appraisal deck was empty when it was won
    deck = list(state.appraisal_deck)
    flip(state, STEALS[0], item("red", 500), item("blue", 500))
    place(state, (0, STEALS[0]), (1, item("red", 500)), (2, item("blue", 500)))
    millions.apply(state, 0, "steal", {"victim": 1, "slot": 1})
    assert state.players[0].row == [Slot(mystery)]
    assert state.appraisal_deck == deck


def test_m12_empty_appraisal_deck_is_rebuilt_from_charity() -> None:
    """M12: empty deck: shuffle Charity's appraisal cards into a new deck first."""
    state = game()
    charity = [appraisal(v) for v in (2500, 15000, 52500)]
    state.appraisal_deck, state.charity_appraisals = [], list(charity)
    expected = shuffled(state.seed, state.draws, charity)
    mystery = unpriced("yellow")
    flip(state, mystery, item("red", 500), item("blue", 500))
    events = place(state, (0, mystery), (1, item("red", 500)), (2, item("blue", 500)))
    assert only(events, "appraisals_reshuffled").data == {"cards": 3}
    assert state.players[0].row == [Slot(mystery, expected[0])]
    assert state.appraisal_deck == expected[1:]
    assert state.charity_appraisals == []


def test_m12_no_appraisal_cards_anywhere_item_is_worth_zero_until_reappraised() -> None:
    """M12: deck and Charity empty: the "$?" item is worth $0 until reappraised."""
    state = game()
    state.appraisal_deck, state.charity_appraisals = [], []
    mystery = unpriced("yellow")
    flip(state, mystery, item("red", 500), item("blue", 500))
    events = place(state, (0, mystery), (1, item("red", 500)), (2, item("blue", 500)))
    assert only(events, "appraised").data == {"seat": 0, "slot": 1, "card": mystery, "drawn": False}
    assert only(events, "appraised").secret is None
    assert state.players[0].row == [Slot(mystery)]
    assert millions.score(state, 0)["scores"][0]["total"] == 0
    state.appraisal_deck = [appraisal(25000)]
    flip(state, REAPPRAISES[0], item("red", 1000), item("blue", 1000))
    place(state, (0, REAPPRAISES[0]), (1, item("red", 1000)), (2, item("blue", 1000)))
    millions.apply(state, 0, "reappraise", {"slot": 1})
    assert state.players[0].row == [Slot(mystery, appraisal(25000))]
    assert millions.score(state, 0)["scores"][0]["total"] == 25000


# --- M13: Reappraise --------------------------------------------------------------------------


def reappraise_round(state: State, seat: int = 0) -> None:
    """Seat `seat` lands alone on a Reappraise card; the others take printed items."""
    others = iter([item("red", 1000), item("blue", 1000), item("green", 1000)])
    tops = [REAPPRAISES[0] if s == seat else next(others) for s in range(len(state.players))]
    flip(state, *tops)
    place(state, *enumerate(tops))


def test_m13_old_appraisal_goes_to_the_middle_of_the_remaining_deck() -> None:
    """M13: the old appraisal goes in at index floor(n/2) of the n cards left after the draw."""
    state = game()
    mystery = unpriced("purple")
    give(state, 0, Slot(mystery, appraisal(0)))
    state.appraisal_deck = [appraisal(v) for v in (2500, 5000, 7500, 10000, 15000)]
    reappraise_round(state)
    millions.apply(state, 0, "reappraise", {"slot": 1})
    assert state.players[0].row == [Slot(mystery, appraisal(2500))]
    # n = 4 cards left -> index 2
    assert state.appraisal_deck == [appraisal(v) for v in (5000, 7500, 0, 10000, 15000)]


def test_m13_odd_number_left_inserts_at_floor_of_half() -> None:
    """M13: with n = 3 cards left, the old appraisal goes in at index 1."""
    state = game()
    mystery = unpriced("purple")
    give(state, 0, Slot(mystery, appraisal(52500)))
    state.appraisal_deck = [appraisal(v) for v in (2500, 5000, 7500, 10000)]
    reappraise_round(state)
    millions.apply(state, 0, "reappraise", {"slot": 1})
    assert state.players[0].row == [Slot(mystery, appraisal(2500))]
    assert state.appraisal_deck == [appraisal(v) for v in (5000, 52500, 7500, 10000)]


def test_m13_reappraised_item_is_revealed_and_new_value_replaces_printed_value() -> None:
    """M13: the item is revealed to all; the new secret value replaces the printed one."""
    state = game()
    vase = item("purple", 50000)
    give(state, 0, item("yellow", 500), vase)
    state.appraisal_deck = [appraisal(v) for v in (0, 52500)]
    reappraise_round(state)
    assert millions.pending(state) == [{"seat": 0, "decision": "reappraise"}]
    assert millions.legal_actions(state, 0) == [
        {
            "action": "reappraise",
            "label": "Reappraise your Rubber Duck Collection (yellow, $500)",
            "body": {"slot": 1},
        },
        {
            "action": "reappraise",
            "label": "Reappraise your Jeweled Faberge Egg (purple, $50,000)",
            "body": {"slot": 2},
        },
        {"action": "reappraise", "label": "Decline to reappraise", "body": {"decline": True}},
    ]
    events = millions.apply(state, 0, "reappraise", {"slot": 2})
    reappraised = only(events, "reappraised")
    assert reappraised.data == {
        "seat": 0,
        "slot": 2,
        "card": ESTATE[vase].face(),
        "replaced": False,
    }
    assert reappraised.secret_to == 0
    assert reappraised.secret == {"card": vase, "appraisal": {"id": appraisal(0), "value": 0}}
    assert state.players[0].row[1] == Slot(vase, appraisal(0))
    assert state.appraisal_deck == [appraisal(52500)]
    assert millions.score(state, 0)["scores"][0]["items"] == 500


def test_m13_player_with_an_empty_row_does_nothing() -> None:
    """M13: a player with an empty row does nothing."""
    state = game()
    deck = list(state.appraisal_deck)
    flip(state, REAPPRAISES[0], item("red", 500), item("blue", 500))
    events = place(state, (0, REAPPRAISES[0]), (1, item("red", 500)), (2, item("blue", 500)))
    assert only(events, "reappraise_void").data == {"seat": 0, "reason": "empty row"}
    assert state.phase == FLIP
    assert state.appraisal_deck == deck


def test_m13_reappraiser_may_decline() -> None:
    """M13: a player who declines does nothing."""
    state = game()
    give(state, 0, Slot(unpriced("purple"), appraisal(5000)))
    deck = list(state.appraisal_deck)
    reappraise_round(state)
    events = millions.apply(state, 0, "reappraise", {"decline": True})
    assert kinds(events)[0] == "reappraise_declined"
    assert state.players[0].row == [Slot(unpriced("purple"), appraisal(5000))]
    assert state.appraisal_deck == deck
    assert state.phase == FLIP


def test_m13_only_the_reappraiser_reappraises_an_item_of_their_own_row() -> None:
    """M13: the holder of the Reappraise chooses one item of their own row."""
    state = game()
    give(state, 0, item("purple", 500))
    reappraise_round(state)
    refused(NotAllowed, "not_the_reappraiser", state, 1, "reappraise", {"slot": 1})
    refused(IllegalAction, "no_such_slot", state, 0, "reappraise", {"slot": 2})
    refused(IllegalAction, "no_such_slot", state, 0, "reappraise", {"slot": 0})
    assert state.phase == REAPPRAISE


def test_m13_empty_deck_is_rebuilt_from_charity_appraisals() -> None:
    """M13: empty deck: as M12, Charity's appraisal cards become the new deck."""
    state = game()
    mystery = unpriced("purple")
    give(state, 0, Slot(mystery, appraisal(0)))
    charity = [appraisal(v) for v in (2500, 30000)]
    state.appraisal_deck, state.charity_appraisals = [], list(charity)
    reappraise_round(state)
    expected = shuffled(state.seed, state.draws, charity)
    events = millions.apply(state, 0, "reappraise", {"slot": 1})
    assert kinds(events)[:2] == ["appraisals_reshuffled", "reappraised"]
    assert state.players[0].row == [Slot(mystery, expected[0])]
    assert state.appraisal_deck == [appraisal(0), expected[1]]  # n = 1 left -> index 0
    assert state.charity_appraisals == []


def test_m13_no_appraisal_cards_anywhere_reappraise_does_nothing() -> None:
    """M13: deck and Charity both empty: the Reappraise does nothing."""
    state = game()
    give(state, 0, item("purple", 500))
    state.appraisal_deck, state.charity_appraisals = [], []
    flip(state, REAPPRAISES[0], item("red", 500), item("blue", 500))
    events = place(state, (0, REAPPRAISES[0]), (1, item("red", 500)), (2, item("blue", 500)))
    assert only(events, "reappraise_void").data == {"seat": 0, "reason": "no appraisal cards"}
    assert state.players[0].row == [Slot(item("purple", 500))]
    assert state.phase == FLIP


def test_m13_reappraised_value_stays_with_the_card_when_stolen() -> None:
    """M13: the new value stays with the card if stolen."""
    state = game()
    vase = item("purple", 50000)
    give(state, 0, vase)
    state.appraisal_deck = [appraisal(v) for v in (2500, 0)]
    reappraise_round(state)
    millions.apply(state, 0, "reappraise", {"slot": 1})
    flip(state, item("yellow", 500), STEALS[0], item("green", 500))
    place(state, (0, item("yellow", 500)), (1, STEALS[0]), (2, item("green", 500)))
    millions.apply(state, 1, "steal", {"victim": 0, "slot": 1})
    assert state.players[1].row[-1] == Slot(vase, appraisal(2500))
    assert slot_value(state.players[1].row[-1]) == 2500
    own_view = millions.view(state, 1)["rows"][1]["slots"]
    assert own_view[-1]["value"] == 2500


# --- M14: squabbles ---------------------------------------------------------------------------


def squabble_round(state: State, a: int, b: int, value: int = 500) -> int:
    """Seats a and b land on the purple item seat a turned over; every other seat claims
    the card it turned over. Returns the squabble's number."""
    others = iter(["yellow", "red", "blue", "green"])
    seats = range(len(state.players))
    tops = [item("purple", value) if s == a else item(next(others), value) for s in seats]
    flip(state, *tops)
    place(state, (a, tops[a]), (b, tops[a]), *[(s, tops[s]) for s in seats if s not in (a, b)])
    return state.squabbles[-1].number


def test_m14_selector_is_the_earlier_character_not_the_earlier_seat() -> None:
    """M14: the selector is the one whose character is earlier in M3 order."""
    state = game("Dmitri", "Bernice", "Archibald")
    squabble_round(state, 0, 1)
    sq = state.squabbles[0]
    assert (sq.selector, sq.other) == (1, 0)
    assert millions.pending(state) == [{"seat": 1, "decision": "judge", "squabble": 1}]
    assert millions.legal_actions(state, 1) == [
        {
            "squabble": 1,
            "action": "judge",
            "label": "Name Player 2 the judge of the squabble over the Rusty Toilet",
            "body": {"judge": 2},
        }
    ]


def test_m14_selector_alternates_when_same_pair_squabbles_again() -> None:
    """M14: the same two characters squabble again: the other one selects."""
    state = game("Dmitri", "Bernice", "Archibald")
    selectors = []
    for round_value in (500, 1000, 1500):
        n = squabble_round(state, 0, 1, round_value)
        selectors.append(state.players[state.squabbles[n - 1].selector].character)
        settle(state, n, judge=2, winner=0)
    assert selectors == ["Bernice", "Dmitri", "Bernice"]


def test_m14_a_different_pair_does_not_alternate() -> None:
    """M14: alternation is per pair: a new pair starts with the earlier character."""
    state = game("Archibald", "Bernice", "Claire")
    n = squabble_round(state, 0, 1)
    assert state.squabbles[n - 1].selector == 0
    settle(state, n, judge=2, winner=0)
    n = squabble_round(state, 1, 2, 1000)
    assert state.squabbles[n - 1].selector == 1  # Bernice + Claire: first time
    settle(state, n, judge=0, winner=1)
    n = squabble_round(state, 0, 1, 1500)
    assert state.squabbles[n - 1].selector == 1  # Archibald + Bernice again: Bernice


def test_m14_selector_names_a_judge_not_in_the_squabble() -> None:
    """M14: the selector names a judge among the players not in this squabble."""
    state = game(*CHARACTERS[:4])
    n = squabble_round(state, 0, 1)
    refused(NotAllowed, "not_the_selector", state, 1, "judge", {"judge": 2}, n)
    refused(IllegalAction, "judge_in_squabble", state, 0, "judge", {"judge": 0}, n)
    refused(IllegalAction, "judge_in_squabble", state, 0, "judge", {"judge": 1}, n)
    refused(InvalidInput, "unknown_seat", state, 0, "judge", {"judge": 4}, n)
    # a squabble that never was: any refusal class (the HTTP status is not a ruling)
    refused(Refusal, "unknown_squabble", state, 0, "judge", {"judge": 2}, 2)
    assert [a["body"]["judge"] for a in millions.legal_actions(state, 0)] == [2, 3]
    events = millions.apply(state, 0, "judge", {"judge": 3}, n)
    assert only(events, "judge_named").data == {"squabble": 1, "judge": 3}
    refused(IllegalAction, "judge_named", state, 0, "judge", {"judge": 2}, n)


def test_m14_selector_tells_the_first_story() -> None:
    """M14: each of the two tells a story, the selector first."""
    state = game()
    n = squabble_round(state, 0, 1)
    refused(IllegalAction, "wrong_phase", state, 0, "story", {"text": "Too early."}, n)
    millions.apply(state, 0, "judge", {"judge": 2}, n)
    assert millions.pending(state) == [{"seat": 0, "decision": "story", "squabble": 1}]
    refused(IllegalAction, "selector_first", state, 1, "story", {"text": "Me first!"}, n)
    refused(NotAllowed, "not_a_squabbler", state, 2, "story", {"text": "I judge."}, n)
    millions.apply(state, 0, "story", {"text": "Tea every Sunday."}, n)
    assert millions.pending(state) == [{"seat": 1, "decision": "story", "squabble": 1}]
    refused(IllegalAction, "selector_first", state, 0, "story", {"text": "Again."}, n)
    millions.apply(state, 1, "story", {"text": "I fixed her roof."}, n)
    assert [(e["kind"], e["seat"]) for e in state.squabbles[0].transcript] == [
        ("story", 0),
        ("story", 1),
    ]
    assert millions.pending(state) == [{"seat": 2, "decision": "verdict", "squabble": 1}]


def test_m14_stories_hold_up_to_1000_characters() -> None:
    """M14: a story is free text of up to 1,000 characters."""
    state = game()
    n = squabble_round(state, 0, 1)
    millions.apply(state, 0, "judge", {"judge": 2}, n)
    refused(InvalidInput, "bad_text", state, 0, "story", {"text": "x" * 1001}, n)
    refused(InvalidInput, "bad_text", state, 0, "story", {"text": ""}, n)
    refused(InvalidInput, "bad_text", state, 0, "story", {"text": "   "}, n)
    millions.apply(state, 0, "story", {"text": "x" * 1000}, n)
    assert state.squabbles[0].transcript[0]["text"] == "x" * 1000


def test_m14_judge_asks_each_squabbler_one_question_and_reads_one_answer() -> None:
    """M14: the judge may ask each one question and read one answer (same limits)."""
    state = game()
    n = squabble_round(state, 0, 1)
    millions.apply(state, 0, "judge", {"judge": 2}, n)
    refused(IllegalAction, "wrong_phase", state, 2, "question", {"to": 0, "text": "Why?"}, n)
    millions.apply(state, 0, "story", {"text": "Tea every Sunday."}, n)
    millions.apply(state, 1, "story", {"text": "I fixed her roof."}, n)
    refused(NotAllowed, "not_the_judge", state, 0, "question", {"to": 1, "text": "Why?"}, n)
    refused(InvalidInput, "bad_text", state, 2, "question", {"to": 0, "text": "?" * 1001}, n)
    millions.apply(state, 2, "question", {"to": 0, "text": "Which tea?"}, n)
    assert millions.pending(state) == [{"seat": 0, "decision": "answer", "squabble": 1}]
    refused(IllegalAction, "wrong_phase", state, 2, "verdict", {"winner": 0}, n)
    refused(IllegalAction, "no_question", state, 1, "answer", {"text": "Earl Grey."}, n)
    refused(InvalidInput, "bad_text", state, 0, "answer", {"text": "a" * 1001}, n)
    millions.apply(state, 0, "answer", {"text": "Earl Grey."}, n)
    refused(IllegalAction, "already_asked", state, 2, "question", {"to": 0, "text": "More?"}, n)
    refused(IllegalAction, "no_question", state, 0, "answer", {"text": "And lemon."}, n)
    millions.apply(state, 2, "question", {"to": 1, "text": "Which roof?"}, n)
    millions.apply(state, 1, "answer", {"text": "The shed's."}, n)
    refused(IllegalAction, "already_asked", state, 2, "question", {"to": 1, "text": "And?"}, n)
    assert [a["action"] for a in millions.legal_actions(state, 2)] == ["verdict", "verdict"]
    assert [(e["kind"], e["seat"]) for e in state.squabbles[0].transcript] == [
        ("story", 0),
        ("story", 1),
        ("question", 2),
        ("answer", 0),
        ("question", 2),
        ("answer", 1),
    ]


def test_m14_judge_awards_the_card_to_one_of_the_two() -> None:
    """M14: the judge awards the card to one of the two: the squabble-verdict."""
    state = game()
    n = squabble_round(state, 0, 1)
    prize = state.squabbles[0].card
    millions.apply(state, 0, "judge", {"judge": 2}, n)
    millions.apply(state, 0, "story", {"text": "Tea every Sunday."}, n)
    millions.apply(state, 1, "story", {"text": "I fixed her roof."}, n)
    refused(NotAllowed, "not_the_judge", state, 0, "verdict", {"winner": 0}, n)
    refused(InvalidInput, "not_in_squabble", state, 2, "verdict", {"winner": 2}, n)
    events = millions.apply(state, 2, "verdict", {"winner": 1}, n)
    assert only(events, "verdict").data == {"squabble": 1, "judge": 2, "winner": 1}
    assert prize in row_cards(state, 1) and prize not in row_cards(state, 0)
    assert state.squabbles[0].winner == 1
    assert state.phase == FLIP
    refused(IllegalAction, "squabble_decided", state, 2, "verdict", {"winner": 0}, n)


def test_m14_several_squabbles_in_a_round_run_independently() -> None:
    """M14: several squabbles in one round run independently."""
    state = game(*CHARACTERS[:5])
    purple, yellow = item("purple", 500), item("yellow", 500)
    flip(state, purple, yellow, item("red", 500), item("blue", 500), item("green", 500))
    place(state, (0, purple), (2, yellow), (1, purple), (3, yellow), (4, item("green", 500)))
    assert [(sq.number, sq.card, sq.selector, sq.other) for sq in state.squabbles] == [
        (1, purple, 0, 1),
        (2, yellow, 2, 3),
    ]
    assert millions.pending(state) == [
        {"seat": 0, "decision": "judge", "squabble": 1},
        {"seat": 2, "decision": "judge", "squabble": 2},
    ]
    settle(state, 2, judge=4, winner=3)
    assert state.phase == SQUABBLE  # squabble 1 is still open
    assert millions.pending(state) == [{"seat": 0, "decision": "judge", "squabble": 1}]
    events = settle(state, 1, judge=2, winner=0)  # a judge may squabble elsewhere
    assert "round_ended" in kinds(events)
    assert row_cards(state, 0) == [purple] and row_cards(state, 3) == [yellow]


# --- M15: end of round ------------------------------------------------------------------------


def test_m15_unclaimed_cards_and_steal_reappraise_cards_go_to_charity() -> None:
    """M15: unclaimed flipped cards and all Steal/Reappraise cards go to Charity."""
    state = game(*CHARACTERS[:4])
    purple, yellow = item("purple", 500), item("yellow", 500)
    flip(state, STEALS[0], REAPPRAISES[0], purple, yellow)
    place(state, (0, STEALS[0]), (1, REAPPRAISES[0]), (2, purple), (3, purple))
    events = settle(state, 1, judge=0, winner=3)
    assert only(events, "round_ended").data == {
        "round": 1,
        "to_charity": [STEALS[0], REAPPRAISES[0], yellow],
    }
    assert state.charity == [STEALS[0], REAPPRAISES[0], yellow]
    assert state.table == []
    assert millions.view(state, None)["charity"]["cards"] == [
        ESTATE[c].face() for c in (STEALS[0], REAPPRAISES[0], yellow)
    ]


def test_m15_cancelled_steal_cards_go_to_charity() -> None:
    """M15: all Steal cards of the round go to Charity, cancelled ones included."""
    state = game()
    purple = item("purple", 500)
    flip(state, STEALS[0], STEALS[1], purple)
    place(state, (0, purple), (1, purple))
    settle(state, 1, judge=2, winner=0)
    assert state.charity == [STEALS[0], STEALS[1]]


def test_m15_otherwise_the_next_round_may_be_flipped() -> None:
    """M15: no five colours and piles left: the next round may be flipped."""
    state = game()
    flip(state, item("purple", 500), item("yellow", 500), item("red", 500))
    place(state, (0, item("purple", 500)), (1, item("yellow", 500)), (2, item("red", 500)))
    assert state.phase == FLIP
    assert millions.pending(state) == [{"seat": s, "decision": "flip"} for s in range(3)]
    events = millions.apply(state, 2, "flip", {})
    assert only(events, "flipped").data["round"] == 2 and state.round == 2


def test_m15_game_ends_at_the_end_of_a_round_with_five_colours() -> None:
    """M15: the game ends at the end of a round in which a player holds five colours."""
    state = game()
    give(state, 0, item("purple", 500), item("yellow", 500), item("red", 500), item("blue", 500))
    set_vault(state, item("blue", 1000))
    events = flip(state, item("green", 500), item("purple", 1000), item("yellow", 1000))
    events += place(
        state, (0, item("green", 500)), (1, item("purple", 1000)), (2, item("yellow", 1000))
    )
    assert only(events, "vault_opened").data["reason"] == "five_colours"
    assert all(p.pile for p in state.players)  # piles were not empty
    assert state.phase == FINISHED


def test_m15_round_with_five_colours_ends_only_after_its_squabbles() -> None:
    """M15: the game ends at the end of the round: open squabbles are decided first."""
    state = game(*CHARACTERS[:4])
    give(state, 0, item("purple", 500), item("yellow", 500), item("red", 500), item("blue", 500))
    green, prize = item("green", 500), item("purple", 1000)
    flip(state, green, prize, item("yellow", 1000), item("red", 1000))
    place(state, (0, green), (1, prize), (2, prize), (3, item("red", 1000)))
    assert len({ESTATE[c].colour for c in row_cards(state, 0)}) == 5
    assert state.phase == SQUABBLE and state.heir is None
    events = settle(state, 1, judge=3, winner=2)
    assert kinds(events).index("round_ended") < kinds(events).index("vault_opened")
    assert only(events, "vault_opened").data["reason"] == "five_colours"


def test_m15_game_ends_when_the_piles_are_empty_with_no_bonus() -> None:
    """M15: piles empty after the last round: the game ends with no five-colour bonus."""
    state = game()
    set_vault(state, STEALS[0])
    give(state, 1, item("blue", 500))
    events = play_last_round(state, item("purple", 500), item("yellow", 500), item("red", 500))
    assert only(events, "vault_opened").data == {
        "reason": "piles_empty",
        "heir": 0,  # Archibald and Claire tie at $500: Archibald
        "card": ESTATE[STEALS[0]].face(),
    }
    millions.apply(state, 0, "steal", {"decline": True})
    assert state.phase == FINISHED
    assert [s["bonus"] for s in millions.score(state, None)["scores"]] == [0, 0, 0]


def test_m15_piles_empty_ending_gives_no_bonus_even_if_the_vault_completes_five_colours() -> None:
    """M15: piles empty: "the game ends with no five-colour bonus", vault item or not."""
    state = game()
    set_vault(state, item("green", 1000))
    give(state, 2, item("purple", 500), item("yellow", 500), item("red", 500))
    play_last_round(state, item("green", 50000), item("purple", 50000), item("blue", 500))
    assert state.heir == 2
    assert len({ESTATE[c].colour for c in row_cards(state, 2)}) == 5
    mine = millions.score(state, 2)["scores"][2]
    assert (mine["items"], mine["bonus"], mine["total"]) == (3000, 0, 3000)


# --- M16-M19: end of game ---------------------------------------------------------------------


def test_m16_five_colours_earn_a_500_bonus() -> None:
    """M16: each player holding five colours at the end gets $500."""
    state = game()
    give(state, 0, item("purple", 500), item("yellow", 500), item("red", 500), item("blue", 500))
    set_vault(state, item("blue", 1000))
    flip(state, item("green", 500), item("purple", 1000), item("yellow", 1000))
    place(state, (0, item("green", 500)), (1, item("purple", 1000)), (2, item("yellow", 1000)))
    assert state.phase == FINISHED
    scores = millions.score(state, None)["scores"]
    assert {k: scores[0][k] for k in ("items", "bonus", "total")} == {
        "items": 2500,
        "bonus": 500,
        "total": 3000,
    }
    assert [s["bonus"] for s in scores] == [500, 0, 0]


def test_m16_item_value_is_appraisal_else_printed_value_else_zero() -> None:
    """M16: appraisal value if one lies under the item, else printed; "$?" bare = $0."""
    state = game()
    give(
        state,
        0,
        Slot(item("purple", 50000), appraisal(2500)),
        Slot(unpriced("yellow"), appraisal(45000)),
        Slot(unpriced("red")),
        Slot(item("blue", 7500)),
    )
    own = millions.view(state, 0)["rows"][0]["slots"]
    assert [s["value"] for s in own] == [2500, 45000, 0, 7500]
    mine = millions.score(state, 0)["scores"][0]
    assert (mine["items"], mine["bonus"], mine["total"]) == (55000, 0, 55000)


def test_a_bonus_holder_who_loses_an_item_to_the_vaults_steal_keeps_the_bonus_M16() -> None:
    """M16, an example game: Archibald ends the game with five colours and his $500
    bonus is fixed then; Bernice inherits the vault, a Steal, and takes his most
    valuable item. He has four colours left and keeps the bonus."""
    state = game()
    give(state, 0, item("purple", 500), item("yellow", 500), item("red", 500), item("blue", 5000))
    set_vault(state, STEALS[0])
    flip(state, item("green", 500), item("purple", 1000), item("yellow", 1000))
    place(state, (0, item("green", 500)), (1, item("purple", 1000)), (2, item("yellow", 1000)))
    assert state.phase == VAULT and state.bonus_seats == [0]
    assert state.heir == 1, "Bernice and Claire tie at $1,000: Bernice inherits (M17)"
    events = millions.apply(state, 1, "steal", {"victim": 0})
    assert only(events, "stolen").data["card"] == ESTATE[item("blue", 5000)].face()
    assert len({ESTATE[c].colour for c in row_cards(state, 0)}) == 4
    assert state.phase == FINISHED
    scores = millions.score(state, None)["scores"]
    assert {k: scores[0][k] for k in ("items", "bonus", "total")} == {
        "items": 2000,
        "bonus": 500,
        "total": 2500,
    }
    assert [s["bonus"] for s in scores] == [500, 0, 0], "the thief gains no bonus either"
    assert only(events, "game_finished").data["scores"][0]["bonus"] == 500
    assert state.winners == [1]


def test_m17_lowest_total_inherits_the_vault() -> None:
    """M17: the player with the lowest total inherits the vault."""
    state = game()
    vault = item("blue", 500)
    set_vault(state, vault)
    events = play_last_round(state, item("purple", 1000), item("yellow", 5000), item("red", 500))
    assert only(events, "vault_opened").data == {
        "reason": "piles_empty",
        "heir": 2,
        "card": ESTATE[vault].face(),
    }
    assert state.heir == 2
    assert row_cards(state, 2) == [item("red", 500), vault]


def test_m17_the_result_gives_the_totals_the_heir_was_decided_on() -> None:
    """M17, M19: the final result keeps each seat's total from when the vault opened, so
    the heir's lowest total can be seen though the vault's item is added since."""
    state = game()
    set_vault(state, item("blue", 50000))
    play_last_round(state, item("purple", 1000), item("yellow", 5000), item("red", 500))
    assert state.heir == 2 and millions.score(state, None)["scores"][2]["total"] == 50500
    vault_totals = millions.view(state, 0)["result"]["vault_totals"]
    assert vault_totals == [
        {"seat": 0, "total": 1000},
        {"seat": 1, "total": 5000},
        {"seat": 2, "total": 500},
    ]


def test_m17_tie_for_lowest_goes_to_earliest_character() -> None:
    """M17: tie for lowest: the tied player whose character is earliest in M3 order."""
    state = game("Horace", "Claire", "Eugenia")
    vault = item("blue", 500)
    set_vault(state, vault)
    play_last_round(state, item("purple", 1000), item("yellow", 1000), item("red", 5000))
    assert state.heir == 1  # Claire, though Horace sits at seat 0
    assert row_cards(state, 1) == [item("yellow", 1000), vault]
    assert row_cards(state, 0) == [item("purple", 1000)]


def test_m18_vault_item_joins_the_row_even_if_its_colour_is_held() -> None:
    """M18: the vault item is added even if its colour is already held (no discard)."""
    state = game()
    vault = item("red", 50000)
    set_vault(state, vault)
    events = play_last_round(state, item("purple", 1000), item("yellow", 5000), item("red", 500))
    assert "discarded" not in kinds(events)
    assert row_cards(state, 2) == [item("red", 500), vault]
    assert item("red", 500) not in state.charity
    assert millions.score(state, None)["scores"][2]["total"] == 50500


def test_m18_unpriced_vault_item_gets_an_appraisal() -> None:
    """M18: a "$?" vault item gets an appraisal as in M12."""
    state = game()
    vault = unpriced("blue")
    set_vault(state, vault)
    state.appraisal_deck = [appraisal(52500), appraisal(0)]
    events = play_last_round(state, item("purple", 1000), item("yellow", 5000), item("red", 500))
    assert state.players[2].row[-1] == Slot(vault, appraisal(52500))
    assert only(events, "appraised").secret_to == 2
    assert state.winners == [2]


def test_m18_vault_reappraise_lets_the_heir_reappraise_one_item() -> None:
    """M18: vault = Reappraise: the heir may reappraise one item (M13)."""
    state = game()
    set_vault(state, REAPPRAISES[0])
    state.appraisal_deck = [appraisal(v) for v in (52500, 0, 2500)]
    play_last_round(state, item("purple", 1000), item("yellow", 5000), item("red", 500))
    assert state.phase == VAULT
    assert millions.pending(state) == [{"seat": 2, "decision": "reappraise"}]
    assert millions.legal_actions(state, 2) == [
        {
            "action": "reappraise",
            "label": "Reappraise your Tomato Pincushion (red, $500)",
            "body": {"slot": 1},
        },
        {"action": "reappraise", "label": "Decline to reappraise", "body": {"decline": True}},
    ]
    refused(NotAllowed, "not_the_reappraiser", state, 0, "reappraise", {"slot": 1})
    events = millions.apply(state, 2, "reappraise", {"slot": 1})
    assert state.players[2].row == [Slot(item("red", 500), appraisal(52500))]
    assert only(events, "reappraised").secret_to == 2
    assert state.phase == FINISHED and state.winners == [2]


def test_m18_vault_reappraise_may_be_declined() -> None:
    """M18/M13: the heir may decline the vault's Reappraise."""
    state = game()
    set_vault(state, REAPPRAISES[0])
    play_last_round(state, item("purple", 1000), item("yellow", 5000), item("red", 500))
    millions.apply(state, 2, "reappraise", {"decline": True})
    assert state.players[2].row == [Slot(item("red", 500))]
    assert state.phase == FINISHED and state.winners == [1]


def test_m18_vault_steal_takes_the_opponents_highest_valued_item() -> None:
    """M18: vault = Steal: the heir names an opponent and takes their highest-valued item."""
    state = game()
    set_vault(state, STEALS[0])
    best = unpriced("yellow")
    give(
        state,
        0,
        Slot(item("purple", 50000), appraisal(2500)),
        Slot(best, appraisal(45000)),
        item("red", 15000),
    )
    give(state, 1, item("blue", 10000))
    play_last_round(state, item("green", 500), item("green", 1000), item("green", 1500))
    assert state.phase == VAULT and state.heir == 2
    assert millions.pending(state) == [{"seat": 2, "decision": "steal"}]
    assert millions.legal_actions(state, 2) == [
        {
            "action": "steal",
            "label": "Steal Player 0's highest-valued item (the vault's Steal)",
            "body": {"victim": 0},
        },
        {
            "action": "steal",
            "label": "Steal Player 1's highest-valued item (the vault's Steal)",
            "body": {"victim": 1},
        },
        {"action": "steal", "label": "Decline to steal", "body": {"decline": True}},
    ]
    events = millions.apply(state, 2, "steal", {"victim": 0})
    assert only(events, "stolen").data["slot"] == 2
    assert state.players[2].row == [Slot(item("green", 1500)), Slot(best, appraisal(45000))]
    assert state.phase == FINISHED and state.winners == [2]


def test_m18_vault_steal_tie_takes_the_earliest_in_the_row() -> None:
    """M18: ties for highest value: the earliest in the row."""
    state = game()
    set_vault(state, STEALS[0])
    give(state, 0, item("red", 1000), item("purple", 5000), item("yellow", 5000))
    play_last_round(state, item("green", 500), item("green", 1000), item("green", 1500))
    millions.apply(state, 1, "steal", {"victim": 0})
    assert row_cards(state, 1) == [item("green", 1000), item("purple", 5000)]
    assert row_cards(state, 0) == [item("red", 1000), item("yellow", 5000), item("green", 500)]


def test_m18_vault_steal_applies_one_colour_per_row() -> None:
    """M18: vault Steal: M11 applies (the heir's card of that colour goes to Charity)."""
    state = game()
    set_vault(state, STEALS[0])
    give(state, 0, item("purple", 50000))
    play_last_round(state, item("red", 5000), item("yellow", 5000), item("purple", 500))
    events = millions.apply(state, 2, "steal", {"victim": 0})
    assert only(events, "discarded").data["card"] == ESTATE[item("purple", 500)].face()
    assert row_cards(state, 2) == [item("purple", 50000)]
    assert item("purple", 500) in state.charity


def test_m18_vault_steal_names_no_slot_and_may_be_declined() -> None:
    """M18: the vault's Steal takes the highest item (no slot choice); it may be declined."""
    state = game()
    set_vault(state, STEALS[0])
    play_last_round(state, item("red", 5000), item("yellow", 5000), item("purple", 500))
    refused(InvalidInput, "slot_not_allowed", state, 2, "steal", {"victim": 0, "slot": 1})
    refused(NotAllowed, "not_the_thief", state, 0, "steal", {"victim": 1})
    refused(IllegalAction, "own_row", state, 2, "steal", {"victim": 2})
    millions.apply(state, 2, "steal", {"decline": True})
    assert row_cards(state, 2) == [item("purple", 500)]
    assert state.phase == FINISHED and state.winners == [0, 1]


def test_the_vaults_reappraise_is_skipped_when_the_heirs_row_is_empty_M18() -> None:
    """M18, server decision: a vault Reappraise the heir cannot use (no item in their
    row) is skipped: no decision is asked, the game finishes at once."""
    state = game()
    set_vault(state, REAPPRAISES[0])
    assert state.appraisal_deck, "appraisal cards are left: only the empty row stops it"
    events = play_last_round(state, item("purple", 1000), item("yellow", 5000), REAPPRAISES[1])
    assert state.heir == 2 and row_cards(state, 2) == []
    assert kinds(events)[-2:] == ["vault_opened", "game_finished"]
    assert state.phase == FINISHED and millions.pending(state) == []


def test_the_vaults_reappraise_is_skipped_when_no_appraisal_card_is_left_M18() -> None:
    """M18, server decision: with no appraisal card in the deck or in Charity, the
    vault's Reappraise could do nothing (M13): it is skipped."""
    state = game()
    set_vault(state, REAPPRAISES[0])
    state.appraisal_deck, state.charity_appraisals = [], []
    events = play_last_round(state, item("purple", 1000), item("yellow", 5000), item("red", 500))
    assert state.heir == 2 and row_cards(state, 2) == [item("red", 500)]
    assert kinds(events)[-2:] == ["vault_opened", "game_finished"]
    assert state.phase == FINISHED and millions.pending(state) == []


def test_the_vaults_steal_is_skipped_when_no_opponent_has_an_item_M18() -> None:
    """M18, server decision: a vault Steal with no opponent holding an item is skipped.
    Here two Steals cancel each other, one seat takes the Reappraise (with nothing to
    reappraise) and the others sit out (M8): every row is empty at the end."""
    state = game()
    set_vault(state, STEALS[0])
    flip(state, STEALS[1], STEALS[2], REAPPRAISES[0], last=True)
    events = place(state, (0, REAPPRAISES[0]))
    assert all(p.row == [] for p in state.players)
    assert state.heir == 0, "everyone at $0: Archibald (M17)"
    assert kinds(events)[-2:] == ["vault_opened", "game_finished"]
    assert state.phase == FINISHED and millions.pending(state) == []


def test_m19_highest_total_wins() -> None:
    """M19: the highest total wins."""
    state = game()
    set_vault(state, item("blue", 500))
    play_last_round(state, item("purple", 1000), item("yellow", 5000), item("red", 500))
    assert state.winners == [1]
    result = millions.score(state, 2)
    assert result["final"] is True and result["winners"] == [1]
    assert [s["winner"] for s in result["scores"]] == [False, True, False]
    assert [s["total"] for s in result["scores"]] == [1000, 5000, 1000]


def test_m19_equal_highest_totals_share_the_win() -> None:
    """M19: equal highest totals share the win."""
    state = game()
    set_vault(state, item("blue", 500))
    events = play_last_round(state, item("purple", 5000), item("yellow", 5000), item("red", 500))
    assert state.winners == [0, 1]
    assert only(events, "game_finished").data["winners"] == [0, 1]


def test_m19_final_totals_are_recomputed_after_the_vault() -> None:
    """M19: final totals are recomputed after the vault (the heir may win)."""
    state = game()
    set_vault(state, item("blue", 50000))
    play_last_round(state, item("purple", 5000), item("yellow", 4000), item("red", 500))
    assert state.heir == 2
    assert state.winners == [2]
    assert millions.score(state, None)["scores"][2]["total"] == 50500


def test_m19_everything_but_out_of_play_is_revealed_at_the_end() -> None:
    """M19: at the end all rows with appraisals, the vault and unplayed piles are revealed;
    the out-of-play remainder stays unrevealed."""
    state = game(seed=5)
    set_vault(state, item("blue", 1000))
    give(
        state,
        0,
        item("purple", 500),
        Slot(unpriced("yellow"), appraisal(37500)),
        item("red", 500),
        item("blue", 500),
    )
    give(state, 1, Slot(unpriced("purple"), appraisal(52500)))
    flip(state, item("green", 500), item("purple", 1000), item("yellow", 1000))
    events = place(
        state, (0, item("green", 500)), (1, item("purple", 1000)), (2, item("yellow", 1000))
    )
    assert state.phase == FINISHED
    out_of_play = list(state.out_of_play)
    for viewer in (None, 0, 1, 2):
        seen = millions.view(state, viewer)
        assert seen["vault"] == ESTATE[item("blue", 1000)].face()
        rows = {r["seat"]: r["slots"] for r in seen["rows"]}
        assert rows[0][1]["appraisal"] == {"id": appraisal(37500), "value": 37500}
        assert [s["card"]["id"] for s in rows[1]] == [item("purple", 1000), item("blue", 1000)]
        assert seen["result"]["unplayed"] == [
            {"seat": s, "cards": [ESTATE[c].face() for c in p.pile]}
            for s, p in enumerate(state.players)
        ]
        text = json.dumps(seen)
        assert [c for c in out_of_play if quoted(c) in text] == []
    finished = json.dumps(only(events, "game_finished").data)
    assert [c for c in out_of_play if quoted(c) in finished] == []


# --- M20: hidden information -------------------------------------------------------------------


def test_m20_view_never_shows_pile_order_vault_out_of_play_or_appraisal_deck() -> None:
    """M20: nobody sees pile order, the vault, out-of-play cards or the appraisal deck."""
    state = game(seed=3)
    for round_number in (0, 1):
        assert state.vault is not None
        hidden = [
            *[c for p in state.players for c in p.pile],
            state.vault,
            *state.out_of_play,
            *state.appraisal_deck,
        ]
        for viewer in (None, 0, 1, 2):
            seen = millions.view(state, viewer)
            text = json.dumps(seen)
            assert [c for c in hidden if quoted(c) in text] == []
            assert seen["vault"] is None
            assert [s["pile_size"] for s in seen["seats"]] == [10 - round_number] * 3
            assert seen["appraisal_deck_size"] == 12
        if round_number == 0:
            millions.apply(state, 0, "flip", {})


def test_m20_view_for_seat_a_never_contains_seat_b_appraisals() -> None:
    """M20: other players' appraisal ids and values are never shown."""
    for face_up in (False, True):
        state = game(seed=3, face_up_rows=face_up)
        give(state, 1, Slot(unpriced("purple"), appraisal(52500)), item("yellow", 500))
        for viewer in (0, 2, None):
            text = seen_by(state, viewer)
            assert quoted(appraisal(52500)) not in text
            assert "52500" not in text
        assert "52500" in seen_by(state, 1)


def test_m20_a_player_sees_their_own_row_with_their_appraisal_values() -> None:
    """M20: a player sees their own row with their own appraisal values."""
    state = game()
    give(state, 1, Slot(unpriced("purple"), appraisal(52500)), item("yellow", 500))
    assert millions.view(state, 1)["rows"][1] == {
        "seat": 1,
        "count": 2,
        "slots": [
            {
                "slot": 1,
                "card": ESTATE[unpriced("purple")].face(),
                "appraised": True,
                "appraisal": {"id": appraisal(52500), "value": 52500},
                "value": 52500,
            },
            {
                "slot": 2,
                "card": ESTATE[item("yellow", 500)].face(),
                "appraised": False,
                "appraisal": None,
                "value": 500,
            },
        ],
    }


def test_m20_other_rows_are_face_down_by_default() -> None:
    """M20: other players' rows are shown face down (slot count only) by default."""
    state = game()
    give(state, 1, Slot(unpriced("purple"), appraisal(52500)), item("yellow", 500))
    for viewer in (0, 2, None):
        assert millions.view(state, viewer)["rows"][1] == {"seat": 1, "count": 2, "slots": None}
        text = seen_by(state, viewer)
        assert quoted(unpriced("purple")) not in text
        assert quoted(item("yellow", 500)) not in text


def test_m20_face_up_rows_show_faces_but_not_appraisals() -> None:
    """M20: with `face_up_rows`, item faces are shown, appraisal values still hidden."""
    state = game(face_up_rows=True)
    give(state, 1, Slot(unpriced("purple"), appraisal(52500)), item("yellow", 500))
    for viewer in (0, 2, None):
        seen = millions.view(state, viewer)
        assert seen["options"] == {"face_up_rows": True}
        assert seen["rows"][1] == {
            "seat": 1,
            "count": 2,
            "slots": [
                {"slot": 1, "card": ESTATE[unpriced("purple")].face(), "appraised": True},
                {"slot": 2, "card": ESTATE[item("yellow", 500)].face(), "appraised": False},
            ],
        }


def test_m20_score_shows_only_the_viewers_own_total_during_play() -> None:
    """M20: other players' appraisal values (hence totals) stay hidden during play."""
    state = game()
    give(state, 0, item("red", 500))
    give(state, 1, Slot(unpriced("purple"), appraisal(52500)))
    scores = millions.score(state, 0)["scores"]
    assert (scores[0]["items"], scores[0]["total"]) == (500, 500)
    assert [(s["items"], s["bonus"], s["total"]) for s in scores[1:]] == [(None, None, None)] * 2
    assert [s["total"] for s in millions.score(state, None)["scores"]] == [None, None, None]
    assert "52500" not in json.dumps(millions.score(state, 0))


def test_m20_revealed_cards_are_public_in_events_but_appraisals_are_secret() -> None:
    """M20: flipped, stolen and reappraised cards are public in the event log; appraisal
    values go only to their holder."""
    state = game()
    vase = item("purple", 50000)
    give(state, 1, Slot(vase, appraisal(45000)))
    give(state, 2, item("yellow", 500))
    state.appraisal_deck = [appraisal(v) for v in (7500, 0)]
    tops = (STEALS[0], item("red", 500), REAPPRAISES[0])
    events = flip(state, *tops)
    assert [t["card"] for t in only(events, "flipped").data["table"]] == [
        ESTATE[c].face() for c in tops
    ]
    events = place(state, (0, STEALS[0]), (1, item("red", 500)), (2, REAPPRAISES[0]))
    events += millions.apply(state, 0, "steal", {"victim": 1, "slot": 1})
    events += millions.apply(state, 2, "reappraise", {"slot": 1})
    assert only(events, "stolen").data["card"] == ESTATE[vase].face()
    assert only(events, "reappraised").data["card"] == ESTATE[item("yellow", 500)].face()
    for e in events:
        assert "appraisal-" not in json.dumps(e.data)
        if e.secret is not None:
            holder = e.secret_to
            assert holder is not None
            assert e.secret["card"] in row_cards(state, holder)
    assert only(events, "stolen").secret_to == 0
    assert only(events, "reappraised").secret_to == 2


# --- labels: each legal action in the game's words, saying only what its seat sees ---------


def labels(entries: list[dict[str, Any]]) -> list[str]:
    return [entry["label"] for entry in entries]


def test_labels_of_the_lobby_name_each_free_character_M3() -> None:
    state = millions.new_game({}, 7)
    for i, character in enumerate(CHARACTERS[:3]):
        millions.join(state, f"Player {i}", character, "")
    assert labels(millions.join_actions(state)) == [f"Join as {c}" for c in CHARACTERS[3:]]
    assert labels(millions.host_actions(state)) == ["Start the game"]
    millions.start(state)
    assert labels(millions.legal_actions(state, 1)) == [
        "Flip: turn over the top card of every pile"
    ]


def test_labels_of_claims_show_the_cards_as_flipped_a_mystery_value_as_dollar_query_M7() -> None:
    state = game()
    flip(state, item("red", 1000), unpriced("blue"), STEALS[0])
    assert labels(millions.legal_actions(state, 0)) == [
        "Claim the Brick Doorstop (red, $1,000)",
        f"Claim the {ESTATE[unpriced('blue')].name} (blue, $?)",
        "Claim the Steal card from Player 2's pile",
    ]


def test_labels_of_a_steal_from_a_face_up_row_keep_the_appraisal_secret_M10_M20() -> None:
    state = game(face_up_rows=True)
    egg = Slot(item("purple", 50000), appraisal(45000))
    give(state, 1, egg, item("red", 1500))
    flip(state, STEALS[0], item("yellow", 500), item("green", 500))
    place(state, (0, STEALS[0]), (1, item("yellow", 500)), (2, item("green", 500)))
    said = labels(millions.legal_actions(state, 0))
    assert said == [
        "Steal the Jeweled Faberge Egg (purple, appraised value $?) from Player 1",
        f"Steal the {ESTATE[item('red', 1500)].name} (red, $1,500) from Player 1",
        "Decline to steal",
    ]
    assert not [s for s in said if "45,000" in s or "50,000" in s]


def test_labels_of_a_squabble_name_the_item_and_the_players_M14() -> None:
    state = game()
    n = squabble_round(state, 0, 1)
    assert labels(millions.legal_actions(state, 0)) == [
        "Name Player 2 the judge of the squabble over the Rusty Toilet"
    ]
    millions.apply(state, 0, "judge", {"judge": 2}, n)
    assert labels(millions.legal_actions(state, 0)) == [
        "Tell your story: why the Rusty Toilet should be yours"
    ]
    millions.apply(state, 0, "story", {"text": "Mine."}, n)
    millions.apply(state, 1, "story", {"text": "No, mine."}, n)
    assert labels(millions.legal_actions(state, 2)) == [
        "Ask Player 0 a question about the Rusty Toilet",
        "Ask Player 1 a question about the Rusty Toilet",
        "Award the Rusty Toilet to Player 0",
        "Award the Rusty Toilet to Player 1",
    ]
    millions.apply(state, 2, "question", {"to": 1, "text": "Why?"}, n)
    assert labels(millions.legal_actions(state, 1)) == [
        "Answer the judge's question about the Rusty Toilet"
    ]
