"""Millimemory: one or more engine tests per ruling Q1-Q10 (and G1) of docs/rulings.md.

Every test drives the engine directly (no Flask): it seats a table, rigs the situation by
setting state fields (which question card is up and which come next, the players'
scores) and then plays moves through `millimemory.apply`, checking state, events,
`pending`, `legal_actions`, `view` and `score`.
"""

from __future__ import annotations

import json
import math
import re
from functools import partial
from typing import Any

import pytest

import engine_calls
from engine_calls import kinds, only
from millie.rules import millimemory
from millie.rules.game import Event, IllegalAction, InvalidInput, NotAllowed, shuffled
from millie.rules.millimemory.cards import COLOURS, QUESTIONS, Question
from millie.rules.millimemory.state import FINISHED, LOBBY, PLAYOFF, PREDICT, State

# --- builders ----------------------------------------------------------------------------

BAND_POINTS = {"excellent": 4, "good": 2, "close": 1, "miss": -1}
REF_BANDS = (("excellent", 1, 5), ("good", 3, 12), ("close", 5, 25))
"""Q2 as written: (band, floor in mm, percent of the answer)."""


refused = partial(engine_calls.refused, millimemory)


def ref_band(answer: float, guess: float) -> str:
    """Q2 computed exactly, in integers: |guess - answer| <= max(floor, pct% of answer).

    Both numbers have at most one decimal, so they are whole tenths; comparing
    100 * error_in_tenths with max(1000 * floor, pct * answer_in_tenths) is exact.
    """
    a10, g10 = round(answer * 10), round(guess * 10)
    err10 = abs(g10 - a10)
    for name, floor, pct in REF_BANDS:
        if err10 * 100 <= max(floor * 1000, pct * a10):
            return name
    return "miss"


def card(mm: float, n: int = 0) -> str:
    """The n-th question card whose answer is `mm`."""
    return [q.id for q in QUESTIONS.values() if q.mm == mm][n]


def guess_for(card_id: str, band: str) -> float:
    """A prediction (0 to 300, one decimal) that scores `band` on that card."""
    a10 = round(QUESTIONS[card_id].mm * 10)
    for k in range(3001):
        for g10 in (a10 + k, a10 - k):
            if 0 <= g10 <= 3000 and ref_band(a10 / 10, g10 / 10) == band:
                return g10 / 10
    raise AssertionError(f"no {band} guess for {card_id}")


def game(n: int = 1, *, single_winner: bool = False, seed: int = 7) -> State:
    """A started game of n players (seat i has colour COLOURS[i])."""
    state = millimemory.new_game({"single_winner": single_winner}, seed)
    for i in range(n):
        seat, _ = millimemory.join(state, f"Player {i + 1}", COLOURS[i])
        assert seat == i
    millimemory.start(state)
    return state


def rig(state: State, *cards: str) -> None:
    """Make cards[0] the question of this round and cards[1:] the next ones, in order.

    The cards come out of the face-down deck (or the current card, which goes back to the
    deck), so every question card stays in exactly one place.
    """
    open_cards = ([state.card] if state.card is not None else []) + state.deck
    assert all(c in open_cards for c in cards), "rig only cards not yet played or skipped"
    assert len(set(cards)) == len(cards)
    state.card = cards[0]
    state.deck = [*cards[1:], *(c for c in open_cards if c not in cards)]


def last_cards(state: State, *cards: str) -> None:
    """Rig cards[0] as this round's question and cards[1:] as the whole rest of the deck;
    every other card is put on the skipped pile (as if skipped earlier: not played)."""
    rig(state, *cards)
    state.skipped += state.deck[len(cards) - 1 :]
    state.deck = list(cards[1:])


def predict(state: State, seat: int, mm: Any) -> list[Event]:
    return millimemory.apply(state, seat, "predict", {"mm": mm})


def play_round(state: State, guesses: dict[int, float] | list[float]) -> list[Event]:
    """Each seat predicts, in order (a list: seat i predicts guesses[i])."""
    pairs = guesses.items() if isinstance(guesses, dict) else enumerate(guesses)
    events: list[Event] = []
    for seat, mm in pairs:
        events += predict(state, seat, mm)
    return events


def results_by_seat(events: list[Event]) -> dict[int, dict[str, Any]]:
    return {r["seat"]: r for r in only(events, "answer_revealed").data["results"]}


def viewers(state: State) -> list[int | None]:
    return [None, *range(len(state.players))]


def scores(state: State) -> list[int]:
    return [p.score for p in state.players]


# --- Q1: the question cards --------------------------------------------------------------


def test_q1_seventy_two_question_cards_with_distinct_ids() -> None:
    """Q1: 72 question cards."""
    assert len(QUESTIONS) == 72
    assert len({q.id for q in QUESTIONS.values()}) == 72
    assert all(key == q.id for key, q in QUESTIONS.items())


def test_q1_values_between_5_and_300_with_at_most_one_decimal() -> None:
    """Q1: the true length in millimetres, one decimal at most, between 5 and 300."""
    for q in QUESTIONS.values():
        assert isinstance(q.mm, int | float) and not isinstance(q.mm, bool), q
        assert 5 <= q.mm <= 300, q
        assert round(q.mm, 1) == q.mm, f"{q.id}: {q.mm} has more than one decimal"


def test_q1_every_card_names_object_part_and_source() -> None:
    """Q1: each card has an everyday object, the part measured and its source."""
    for q in QUESTIONS.values():
        assert q.object.strip() and q.part.strip() and q.prompt.strip(), q
        assert q.source.strip(), f"{q.id} has no source"
    assert len({(q.object, q.part) for q in QUESTIONS.values()}) == 72, "a question twice"


def test_q1_card_face_before_the_reveal_carries_no_mm_object_or_source() -> None:
    """Q1, Q5: the revealed card shows the object and part; the answer stays hidden."""
    state = game(3)
    rig(state, card(85.6))
    for viewer in viewers(state):
        face = millimemory.view(state, viewer)["card"]
        assert face["id"] == card(85.6)
        assert face["part"] == "length" and face["prompt"]
        assert not {"mm", "object", "source"} & set(face), face
    for q in QUESTIONS.values():
        face = q.face()
        assert not {"mm", "object", "source"} & set(face)
        # The prompt does not give the answer away (as a number in the text).
        assert not re.search(rf"(?<![\d.]){re.escape(f'{q.mm:g}')}(?![\d.])", q.prompt), q


def test_q1_card_revealed_event_carries_no_mm_object_or_source() -> None:
    """Q1: the card_revealed event (told to all) carries the face only."""
    state = millimemory.new_game({}, 3)
    millimemory.join(state, "Ann", "blue")
    events = millimemory.start(state)
    face = only(events, "card_revealed").data["card"]
    assert state.card is not None
    assert face == QUESTIONS[state.card].face()
    assert not {"mm", "object", "source"} & set(face)


def test_q1_answer_reveal_shows_mm_object_and_source() -> None:
    """Q1: once answered, the card shows its length, object and source."""
    state = game(1)
    rig(state, card(85.6))
    events = predict(state, 0, 80)
    shown = only(events, "answer_revealed").data["card"]
    q = QUESTIONS[card(85.6)]
    assert (shown["mm"], shown["object"], shown["source"]) == (85.6, q.object, q.source)
    assert millimemory.view(state, None)["played"] == [q.answered()]


# --- Q2: scoring bands -------------------------------------------------------------------


def scored(answer_card: str, guess: float, start: int = 5) -> tuple[str, int, int]:
    """(band, points, new score) of a solo player at `start` points predicting `guess`."""
    state = game(1)
    rig(state, answer_card)
    state.players[0].score = start
    events = predict(state, 0, guess)
    result = results_by_seat(events)[0]
    assert result["score"] == state.players[0].score
    return result["band"], result["points"], state.players[0].score


def test_q2_guess_exactly_on_the_excellent_edge_scores_4() -> None:
    """Q2: 5% of 120 is 6.0 mm: 126.0 and 114.0 are Excellent (an edge is inside)."""
    assert scored(card(120), 126.0) == ("excellent", 4, 9)
    assert scored(card(120), 114.0) == ("excellent", 4, 9)


def test_q2_one_tenth_beyond_the_excellent_edge_scores_2() -> None:
    """Q2: 126.1 and 113.9 are 6.1 mm off the 120 mm answer: Good."""
    assert scored(card(120), 126.1) == ("good", 2, 7)
    assert scored(card(120), 113.9) == ("good", 2, 7)


def test_q2_guess_exactly_on_the_good_edge_scores_2() -> None:
    """Q2: 12% of 120 is 14.4 mm; 14.5 mm off is Close."""
    assert scored(card(120), 134.4) == ("good", 2, 7)
    assert scored(card(120), 105.6) == ("good", 2, 7)
    assert scored(card(120), 134.5) == ("close", 1, 6)
    assert scored(card(120), 105.5) == ("close", 1, 6)


def test_q2_guess_exactly_on_the_close_edge_scores_1() -> None:
    """Q2: 25% of 120 is 30 mm; 30.1 mm off is a Miss."""
    assert scored(card(120), 150.0) == ("close", 1, 6)
    assert scored(card(120), 90.0) == ("close", 1, 6)
    assert scored(card(120), 150.1) == ("miss", -1, 4)
    assert scored(card(120), 89.9) == ("miss", -1, 4)


def test_q2_absolute_floors_of_1_3_and_5_mm_apply_to_small_answers() -> None:
    """Q2: 8.8 mm: 5%, 12% and 25% are under 1, 3 and 5 mm, so the floors apply."""
    nano = card(8.8)
    assert scored(nano, 9.8)[0] == "excellent"  # 1.0 mm off: the floor of 1 mm
    assert scored(nano, 7.8)[0] == "excellent"
    assert scored(nano, 9.9)[0] == "good"  # 1.1 mm off
    assert scored(nano, 7.7)[0] == "good"
    assert scored(nano, 11.8)[0] == "good"  # 3.0 mm off: the floor of 3 mm
    assert scored(nano, 5.8)[0] == "good"
    assert scored(nano, 11.9)[0] == "close"
    assert scored(nano, 5.7)[0] == "close"
    assert scored(nano, 13.8)[0] == "close"  # 5.0 mm off: the floor of 5 mm
    assert scored(nano, 3.8)[0] == "close"
    assert scored(nano, 13.9)[0] == "miss"
    assert scored(nano, 3.7)[0] == "miss"


BAND_EDGES = [
    # (answer, guess, band): exactly on each edge and one tenth of a mm beyond it.
    # 120: percentages 6.0 / 14.4 / 30.0 (all above the floors)
    (120, 120, "excellent"),
    (120, 126, "excellent"),
    (120, 126.1, "good"),
    (120, 134.4, "good"),
    (120, 134.5, "close"),
    (120, 150, "close"),
    (120, 150.1, "miss"),
    (120, 89.9, "miss"),
    # 160: 8.0 / 19.2 / 40.0
    (160, 152, "excellent"),
    (160, 151.9, "good"),
    (160, 140.8, "good"),
    (160, 140.7, "close"),
    (160, 200, "close"),
    (160, 200.1, "miss"),
    # 80: 4.0 / 9.6 / 20.0
    (80, 84, "excellent"),
    (80, 84.1, "good"),
    (80, 70.4, "good"),
    (80, 70.3, "close"),
    (80, 60, "close"),
    (80, 59.9, "miss"),
    # 12: 0.6 / 1.44 / 3.0 are under the floors 1 / 3 / 5
    (12, 13, "excellent"),
    (12, 13.1, "good"),
    (12, 9, "good"),
    (12, 8.9, "close"),
    (12, 17, "close"),
    (12, 17.1, "miss"),
    (12, 7, "close"),
    (12, 6.9, "miss"),
    # 20: 5% is 1.0 = the floor, 12% is 2.4 < 3 (floor), 25% is 5.0 = the floor
    (20, 21, "excellent"),
    (20, 21.1, "good"),
    (20, 23, "good"),
    (20, 23.1, "close"),
    (20, 15, "close"),
    (20, 14.9, "miss"),
    # 26: 1.3 (percentage) / 3.12 (percentage, between tenths) / 6.5 (percentage)
    (26, 27.3, "excellent"),
    (26, 27.4, "good"),
    (26, 29.1, "good"),
    (26, 29.2, "close"),
    (26, 19.5, "close"),
    (26, 19.4, "miss"),
    # 85.6: 5% is 4.28, between tenths
    (85.6, 89.8, "excellent"),
    (85.6, 89.9, "good"),
    (85.6, 81.4, "excellent"),
    (85.6, 81.3, "good"),
    # 297: 14.85 / 35.64 / 74.25; the range ends at 300
    (297, 300, "excellent"),
    (297, 282.2, "excellent"),
    (297, 282.1, "good"),
    (297, 261.4, "good"),
    (297, 261.3, "close"),
    (297, 222.8, "close"),
    (297, 222.7, "miss"),
    (297, 0, "miss"),
]


@pytest.mark.parametrize(("answer", "guess", "band"), BAND_EDGES)
def test_q2_band_edges_and_one_tenth_beyond(answer: float, guess: float, band: str) -> None:
    """Q2: Excellent <= max(1, 5%), Good <= max(3, 12%), Close <= max(5, 25%), else Miss."""
    assert ref_band(answer, guess) == band, "the table itself follows Q2"
    got_band, points, score = scored(card(answer), guess)
    assert (got_band, points) == (band, BAND_POINTS[band])
    assert score == 5 + BAND_POINTS[band]


def test_q2_every_card_scores_every_guess_as_the_ruling_says() -> None:
    """Q2 on every card, for guesses around each edge (the card's own band function)."""
    for q in QUESTIONS.values():
        a10 = round(q.mm * 10)
        limits = {a10}
        for _, floor, pct in REF_BANDS:
            lim10 = max(floor * 10, pct * a10 // 100)
            limits |= {a10 + d for d in (lim10 - 1, lim10, lim10 + 1, lim10 + 2)}
            limits |= {a10 - d for d in (lim10 - 1, lim10, lim10 + 1, lim10 + 2)}
        for g10 in sorted(g for g in limits if 0 <= g <= 3000):
            guess = g10 / 10
            expected = ref_band(q.mm, guess)
            assert q.band(guess) == (expected, BAND_POINTS[expected]), (q.id, q.mm, guess)


def test_q2_points_are_4_2_1_and_minus_1() -> None:
    """Q2: Excellent 4, Good 2, Close 1, Miss -1; each player is scored on the card."""
    state = game(4)
    cd = card(120)
    rig(state, cd)
    for p in state.players:
        p.score = 3
    events = play_round(state, [120, 130, 145, 200])
    got = {s: (r["band"], r["points"], r["error"]) for s, r in results_by_seat(events).items()}
    assert got == {
        0: ("excellent", 4, 0),
        1: ("good", 2, 10),
        2: ("close", 1, 25),
        3: ("miss", -1, 80),
    }
    assert scores(state) == [7, 5, 4, 2]


def test_q2_a_card_may_override_its_bands() -> None:
    """Q2: a card may override its bands in the data file."""
    strict = Question(
        id="x",
        object="thing",
        part="length",
        mm=100,
        source="test",
        prompt="Length of a thing",
        bands=(("excellent", 4, 0.5, 0.0), ("good", 2, 2.0, 0.0), ("close", 1, 4.0, 0.0)),
    )
    assert strict.band(100.5) == ("excellent", 4)
    assert strict.band(100.6) == ("good", 2)
    assert strict.band(102) == ("good", 2)
    assert strict.band(102.1) == ("close", 1)
    assert strict.band(96) == ("close", 1)
    assert strict.band(95.9) == ("miss", -1)


# --- Q3: predictions -----------------------------------------------------------------------


@pytest.mark.parametrize("mm", [0, 0.0, 0.1, 5, 12.3, 150, 299.9, 300, 300.0])
def test_q3_predictions_from_0_to_300_with_one_decimal_are_accepted(mm: float) -> None:
    """Q3: a prediction is a length in millimetres from 0 to 300, at most one decimal."""
    state = game(2)
    events = predict(state, 0, mm)
    assert state.players[0].prediction == mm
    assert only(events, "predicted").secret == {"mm": mm}


def test_q3_300_point_0_is_accepted_and_300_point_1_refused() -> None:
    """Q3: 300.0 is the top of the range; 300.1 is beyond it."""
    state = game(2)
    with pytest.raises(InvalidInput) as info:
        predict(state, 0, 300.1)
    assert info.value.code == "bad_prediction"
    assert state.players[0].prediction is None
    predict(state, 0, 300.0)
    assert state.players[0].prediction == 300


@pytest.mark.parametrize("mm", [12.34, 0.05, 299.99, 150.25, -0.1, -5, -0.0001, 300.01, 301, 1000])
def test_q3_two_decimals_negative_or_over_300_are_refused(mm: float) -> None:
    """Q3: 12.34 (two decimals), negative lengths and more than 300 mm: bad_prediction."""
    state = game(2)
    refused(InvalidInput, "bad_prediction", state, 0, "predict", {"mm": mm})
    assert state.players[0].prediction is None
    assert millimemory.pending(state) == [
        {"seat": 0, "decision": "predict"},
        {"seat": 1, "decision": "predict"},
    ]


@pytest.mark.parametrize("mm", [12.30000001, 12.29999999, 150.00000004])
def test_q3_a_value_a_hair_off_one_decimal_is_refused_not_rounded(mm: float) -> None:
    """Q3: at most one decimal: 12.30000001 has eight, so it is refused, not taken as 12.3.

    Any number written with one decimal (12.3 in JSON) parses to a float equal to
    round(x, 1), so a strict check refuses nothing that Q3 allows; float noise such as
    0.1 + 0.2 is some 1e-16 off a tenth, far less than these values.
    """
    state = game(2)
    refused(InvalidInput, "bad_prediction", state, 0, "predict", {"mm": mm})
    assert state.players[0].prediction is None


@pytest.mark.parametrize(
    "mm", [None, "12", "12.3", True, False, [12], {"mm": 12}, math.nan, math.inf, -math.inf]
)
def test_q3_a_prediction_that_is_not_a_number_is_refused(mm: Any) -> None:
    """Q3: a prediction is a number (not text, a boolean, NaN or infinity)."""
    state = game(1)
    refused(InvalidInput, "bad_prediction", state, 0, "predict", {"mm": mm})
    refused(InvalidInput, "bad_prediction", state, 0, "predict", {})
    assert state.players[0].prediction is None and state.played == []


def test_q3_legal_actions_describe_the_range() -> None:
    """Q3: the offered predictions are valid, and `free` says 0 to 300, one decimal."""
    state = game(1)
    entries = [a for a in millimemory.legal_actions(state, 0) if a["action"] == "predict"]
    assert entries
    for entry in entries:
        mm = entry["body"]["mm"]
        assert 0 <= mm <= 300 and round(mm, 1) == mm
        assert entry["free"]["mm"]["min"] == 0 and entry["free"]["mm"]["max"] == 300
        assert entry["free"]["mm"]["decimals"] == 1


# --- Q4: players and colours -----------------------------------------------------------------


def test_q4_six_colours() -> None:
    """Q4: blue, rose, gold, green, purple, orange."""
    assert list(COLOURS) == ["blue", "rose", "gold", "green", "purple", "orange"]
    offered = [a["body"]["colour"] for a in millimemory.join_actions(millimemory.new_game({}, 1))]
    assert offered == list(COLOURS)


@pytest.mark.parametrize("n", [1, 2, 6])
def test_q4_one_to_six_players_may_start(n: int) -> None:
    """Q4: players 1 to 6."""
    state = game(n)
    assert state.phase == PREDICT
    assert [p.colour for p in state.players] == list(COLOURS[:n])
    assert millimemory.pending(state) == [{"seat": s, "decision": "predict"} for s in range(n)]


def test_q4_no_player_no_start() -> None:
    """Q4: at least one player."""
    state = millimemory.new_game({}, 1)
    assert millimemory.host_actions(state) == []
    with pytest.raises(IllegalAction) as info:
        millimemory.start(state)
    assert info.value.code == "not_enough_players"
    assert state.phase == LOBBY


def test_q4_colours_are_unique_colour_taken() -> None:
    """Q4: each player has a colour of their own."""
    state = millimemory.new_game({}, 1)
    millimemory.join(state, "Ann", "gold")
    with pytest.raises(IllegalAction) as info:
        millimemory.join(state, "Bob", "gold")
    assert info.value.code == "colour_taken"
    assert len(state.players) == 1
    offered = [a["body"]["colour"] for a in millimemory.join_actions(state)]
    assert "gold" not in offered and len(offered) == 5
    with pytest.raises(InvalidInput) as unknown:
        millimemory.join(state, "Bob", "magenta")
    assert unknown.value.code == "unknown_colour"


def test_q4_seventh_player_is_refused_game_full() -> None:
    """Q4: at most 6 players."""
    state = millimemory.new_game({}, 1)
    for i, colour in enumerate(COLOURS):
        millimemory.join(state, f"P{i}", colour)
    assert millimemory.join_actions(state) == []
    for colour in COLOURS:
        with pytest.raises(IllegalAction) as info:
            millimemory.join(state, "Seventh", colour)
        assert info.value.code == "game_full"
    assert len(state.players) == 6


def test_q4_no_join_after_the_start() -> None:
    """Q4: the players are seated before the game starts."""
    state = game(1)
    with pytest.raises(IllegalAction) as info:
        millimemory.join(state, "Late", "rose")
    assert info.value.code == "game_started"
    assert millimemory.join_actions(state) == []


# --- Q5: skipping a card -------------------------------------------------------------------


def test_q5_skip_discards_the_card_unanswered_and_reveals_the_next() -> None:
    """Q5: skipped card discarded face up, predictions on it void, next card revealed."""
    state = game(3)
    first, second = card(120), card(160)
    rig(state, first, second)
    predict(state, 0, 120)  # locked, then voided by the skip
    round_before = state.round
    events = millimemory.apply(state, 2, "skip", {})
    assert kinds(events) == ["skipped", "card_revealed"]
    assert events[0].data == {"seat": 2, "card": first, "round": round_before}
    assert events[1].data["card"] == QUESTIONS[second].face()
    assert state.card == second
    assert state.skipped == [first]
    assert state.played == []
    assert all(p.prediction is None for p in state.players), "predictions are void"
    assert scores(state) == [0, 0, 0], "a skipped card scores nothing"
    assert millimemory.pending(state) == [{"seat": s, "decision": "predict"} for s in range(3)]
    # Discarded face up: the object side; the answer stays hidden.
    for viewer in viewers(state):
        shown = millimemory.view(state, viewer)
        assert shown["skipped"] == [QUESTIONS[first].face()]
        assert shown["played"] == [] and shown["cards_played"] == 0
        assert shown["your_prediction"] is None
    assert "mm" not in json.dumps(events[0].data)


def test_q5_a_voided_prediction_is_made_again_on_the_next_card() -> None:
    """Q5: the player whose prediction was voided predicts afresh on the next card."""
    state = game(2)
    first, second = card(120), card(160)
    rig(state, first, second)
    predict(state, 0, 120)
    millimemory.apply(state, 1, "skip", {})
    events = play_round(state, [160, 200])
    results = results_by_seat(events)
    assert only(events, "answer_revealed").data["card"]["mm"] == 160
    assert (results[0]["mm"], results[0]["band"]) == (160, "excellent")
    assert state.played == [second] and state.skipped == [first]
    assert scores(state) == [4, 1]


def test_a_player_who_has_locked_can_no_longer_skip_the_card_Q5() -> None:
    """Q5: a player who has locked a prediction on the card has shown they know it: no
    skip entry in legal_actions, and a skip is refused (prediction_locked), changing
    nothing; a player who has not locked may still skip."""
    state = game(2)
    first, second = card(120), card(160)
    rig(state, first, second)
    predict(state, 0, 100)
    skip = {
        "action": "skip",
        "label": "Skip this card: I don't know the length of a 5 euro banknote",
        "body": {"card": state.card},
    }
    assert millimemory.legal_actions(state, 0) == []
    assert skip in millimemory.legal_actions(state, 1)
    before = millimemory.to_dict(state)
    refused(IllegalAction, "prediction_locked", state, 0, "skip")
    refused(IllegalAction, "prediction_locked", state, 0, "skip", {"card": first})
    assert millimemory.to_dict(state) == before
    millimemory.apply(state, 1, "skip", {})
    assert state.skipped == [first] and state.card == second
    assert millimemory.legal_actions(state, 0)[-1] == {
        "action": "skip",
        "label": "Skip this card: I don't know the length of a 500 euro banknote",
        "body": {"card": second},
    }


def test_a_locked_playoff_leader_can_no_longer_skip_either_Q5() -> None:
    state = game(2, single_winner=True)
    state.phase, state.contenders = PLAYOFF, [0, 1]
    predict(state, 1, 50)
    refused(IllegalAction, "prediction_locked", state, 1, "skip")
    assert millimemory.legal_actions(state, 1) == []


def test_q5_skipped_cards_do_not_count_as_played() -> None:
    """Q5, Q9: a skipped card does not count as played (solo: still rank A)."""
    state = game(1)
    cards = [card(120), card(160), card(80), card(140), card(40), card(20)]
    rig(state, *cards)
    millimemory.apply(state, 0, "skip", {})
    predict(state, 0, 160)
    millimemory.apply(state, 0, "skip", {})
    millimemory.apply(state, 0, "skip", {})
    predict(state, 0, 40)
    events = predict(state, 0, 20)
    assert state.phase == FINISHED
    assert state.skipped == [cards[0], cards[2], cards[3]]
    assert state.played == [cards[1], cards[4], cards[5]]
    assert only(events, "game_finished").data["cards_played"] == 3
    assert millimemory.score(state, 0)["solo_rank"] == "A"


def test_q5_skip_outside_play_is_refused() -> None:
    """Q5: nothing to skip before the start or after the end."""
    state = millimemory.new_game({}, 1)
    millimemory.join(state, "Ann", "blue")
    refused(IllegalAction, "wrong_phase", state, 0, "skip")
    millimemory.start(state)
    refused(NotAllowed, "not_a_player", state, 1, "skip")
    last_cards(state, card(120))
    millimemory.apply(state, 0, "skip", {})
    assert state.phase == FINISHED
    refused(IllegalAction, "game_finished", state, 0, "skip")


# --- Q6: simultaneous, secret predictions ----------------------------------------------------


def test_q6_locked_prediction_cannot_change() -> None:
    """Q6: a locked prediction cannot change: already_predicted."""
    state = game(2)
    predict(state, 0, 50)
    refused(IllegalAction, "already_predicted", state, 0, "predict", {"mm": 60})
    refused(IllegalAction, "already_predicted", state, 0, "predict", {"mm": 50})
    assert state.players[0].prediction == 50
    assert millimemory.legal_actions(state, 0) == [], "nothing left to do on this card (Q5)"
    assert millimemory.pending(state) == [{"seat": 1, "decision": "predict"}]


def test_q6_the_answer_is_revealed_only_when_all_have_locked() -> None:
    """Q6: the reveal happens when every player has locked."""
    state = game(3)
    rig(state, card(120), card(160))
    for seat in (2, 0):
        events = predict(state, seat, 100 + seat)
        assert kinds(events) == ["predicted"]
        assert state.played == [] and state.card == card(120)
        assert all(s == 0 for s in scores(state))
    events = predict(state, 1, 120)
    assert kinds(events) == ["predicted", "answer_revealed", "card_revealed"]
    results = results_by_seat(events)
    assert {s: r["mm"] for s, r in results.items()} == {0: 100, 1: 120, 2: 102}
    assert state.played == [card(120)] and state.card == card(160)


def test_q6_others_see_only_that_a_prediction_is_locked_never_its_value() -> None:
    """Q6: other seats and spectators see `locked`, never the value."""
    state = game(3)
    rig(state, card(120))
    predict(state, 1, 123.4)
    for viewer in viewers(state):
        shown = millimemory.view(state, viewer)
        seat1 = shown["seats"][1]
        assert seat1["locked"] is True
        assert set(seat1) == {"seat", "name", "colour", "score", "locked", "contender"}
        assert [s["locked"] for s in shown["seats"]] == [False, True, False]
        if viewer == 1:
            assert shown["your_prediction"] == 123.4
        else:
            assert shown["your_prediction"] is None
            assert "123.4" not in json.dumps(shown)
        assert "123.4" not in json.dumps(millimemory.score(state, viewer))
    predict(state, 0, 99.9)
    assert millimemory.view(state, 0)["your_prediction"] == 99.9
    assert millimemory.view(state, 1)["your_prediction"] == 123.4
    assert "99.9" not in json.dumps(millimemory.view(state, 1))
    assert "99.9" not in json.dumps(millimemory.view(state, 2))
    assert "99.9" not in json.dumps(millimemory.view(state, None))


def test_q6_predicted_event_carries_the_value_only_in_secret_to_its_seat() -> None:
    """Q6: the `predicted` event tells all who locked; the value is secret to that seat."""
    state = game(3)
    events = predict(state, 2, 77.7)
    event = only(events, "predicted")
    assert event.data == {"seat": 2}
    assert "77.7" not in json.dumps(event.data)
    assert event.secret == {"mm": 77.7}
    assert event.secret_to == 2


def test_q6_after_the_reveal_everyone_sees_every_prediction() -> None:
    """Q6: once the answer is revealed, the predictions are shown to all."""
    state = game(2)
    rig(state, card(120))
    events = play_round(state, [111.1, 122.2])
    revealed = only(events, "answer_revealed")
    assert revealed.secret is None
    assert [(r["seat"], r["mm"]) for r in revealed.data["results"]] == [(0, 111.1), (1, 122.2)]


# --- Q7: the score floor ---------------------------------------------------------------------


def test_q7_score_never_drops_below_zero() -> None:
    """Q7: a Miss at 0 points leaves 0."""
    state = game(2)
    rig(state, card(120), card(160))
    events = play_round(state, [300, 0])
    results = results_by_seat(events)
    assert [results[s]["points"] for s in (0, 1)] == [-1, -1]
    assert [results[s]["score"] for s in (0, 1)] == [0, 0]
    assert scores(state) == [0, 0]
    assert all(s["score"] == 0 for s in millimemory.score(state, None)["scores"])


def test_q7_a_miss_above_zero_costs_one_point() -> None:
    """Q7, Q2: a Miss at 1 point leaves 0; at 3 leaves 2."""
    state = game(2)
    rig(state, card(120), card(160))
    state.players[0].score, state.players[1].score = 1, 3
    play_round(state, [300, 0])
    assert scores(state) == [0, 2]
    play_round(state, [0, 0])
    assert scores(state) == [0, 1]


# --- Q8: the end of the game and the winners --------------------------------------------------


def test_q8_game_ends_after_the_round_in_which_someone_reaches_10() -> None:
    """Q8: the whole round is scored; all with 10 or more win (Millimemory Masters)."""
    state = game(3)
    rig(state, card(120), card(160))
    state.players[0].score, state.players[1].score, state.players[2].score = 8, 9, 6
    predict(state, 0, 120)  # seat 0 would reach 12; the others still predict
    assert state.phase == PREDICT
    predict(state, 1, 130)  # Good: 11
    events = predict(state, 2, 120)  # Excellent: 10
    assert kinds(events) == ["predicted", "answer_revealed", "game_finished"]
    assert scores(state) == [12, 11, 10]
    assert state.phase == FINISHED and state.card is None and state.ended_by == "target"
    assert state.winners == [0, 1, 2]
    result = only(events, "game_finished").data
    assert result["winners"] == [0, 1, 2] and result["masters"] == [0, 1, 2]
    sc = millimemory.score(state, None)
    assert sc["final"] is True and sc["masters"] == [0, 1, 2] and sc["winners"] == [0, 1, 2]
    assert millimemory.pending(state) == []
    assert all(millimemory.legal_actions(state, s) == [] for s in range(3))


def test_q8_only_those_with_10_or_more_are_masters() -> None:
    """Q8: players below 10 at the end are neither winners nor Masters."""
    state = game(3)
    rig(state, card(120), card(160))
    state.players[0].score, state.players[1].score, state.players[2].score = 9, 9, 8
    play_round(state, [130, 300, 120])  # 11, 8, 12
    assert scores(state) == [11, 8, 12]
    assert state.winners == [0, 2]
    assert millimemory.score(state, 1)["masters"] == [0, 2]
    assert [s["winner"] for s in millimemory.score(state, 1)["scores"]] == [True, False, True]


def test_q8_exactly_10_wins() -> None:
    """Q8: 10 points is enough."""
    state = game(2)
    rig(state, card(120), card(160))
    state.players[0].score = 9
    play_round(state, [145, 0])  # Close: 10
    assert state.phase == FINISHED and state.winners == [0]
    assert millimemory.score(state, None)["masters"] == [0]


def test_q8_no_end_below_10() -> None:
    """Q8: 9 points do not end the game."""
    state = game(2)
    rig(state, card(120), card(160))
    state.players[0].score = 8
    events = play_round(state, [145, 0])
    assert kinds(events)[-1] == "card_revealed"
    assert state.phase == PREDICT and scores(state) == [9, 0] and state.card == card(160)


def test_q8_all_with_10_or_more_win_without_single_winner_even_if_tied() -> None:
    """Q8: without `single_winner`, tied leaders both win, no playoff."""
    state = game(2)
    rig(state, card(120), card(160))
    state.players[0].score = state.players[1].score = 8
    events = play_round(state, [120, 120])
    assert "playoff_started" not in kinds(events)
    assert state.phase == FINISHED and state.winners == [0, 1]
    assert millimemory.score(state, None)["masters"] == [0, 1]


def test_q8_single_winner_highest_score_wins() -> None:
    """Q8 `single_winner`: the highest score wins, alone a Master."""
    state = game(3, single_winner=True)
    rig(state, card(120), card(160))
    state.players[0].score, state.players[1].score, state.players[2].score = 9, 8, 8
    events = play_round(state, [130, 120, 300])  # 11, 12, 7
    assert "playoff_started" not in kinds(events)
    assert state.phase == FINISHED and state.ended_by == "target"
    assert state.winners == [1]
    sc = millimemory.score(state, None)
    assert sc["winners"] == [1] and sc["masters"] == [1]


def test_q8_single_winner_tie_starts_a_playoff_among_the_tied_leaders() -> None:
    """Q8 `single_winner`: tied highest players play a playoff round on a new card."""
    state = game(3, single_winner=True)
    rig(state, card(120), card(160), card(80))
    state.players[0].score, state.players[1].score, state.players[2].score = 8, 10, 9
    events = play_round(state, [120, 130, 100])  # 12, 12, 10
    assert kinds(events)[-2:] == ["playoff_started", "card_revealed"]
    assert only(events, "playoff_started").data == {"seats": [0, 1]}
    revealed = events[-1].data
    assert revealed["playoff"] is True and revealed["contenders"] == [0, 1]
    assert revealed["card"] == QUESTIONS[card(160)].face()
    assert state.phase == PLAYOFF and state.card == card(160)
    assert millimemory.pending(state) == [
        {"seat": 0, "decision": "predict"},
        {"seat": 1, "decision": "predict"},
    ]
    assert millimemory.legal_actions(state, 2) == []
    refused(NotAllowed, "not_in_playoff", state, 2, "predict", {"mm": 160})
    shown = millimemory.view(state, 2)
    assert shown["playoff"] is True
    assert [s["contender"] for s in shown["seats"]] == [True, True, False]
    # The smallest absolute error wins.
    events = play_round(state, {0: 150, 1: 165})
    assert kinds(events)[-2:] == ["answer_revealed", "game_finished"]
    assert state.phase == FINISHED and state.ended_by == "playoff"
    assert state.winners == [1]
    sc = millimemory.score(state, None)
    assert sc["winners"] == [1] and sc["masters"] == [1]


def test_q8_single_winner_playoff_that_takes_two_rounds() -> None:
    """Q8: equal errors in a playoff round: another playoff round (a new card)."""
    state = game(2, single_winner=True)
    first, playoff1, playoff2 = card(120), card(160), card(80)
    rig(state, first, playoff1, playoff2)
    state.players[0].score = state.players[1].score = 6
    play_round(state, [120, 120])  # 10, 10
    assert state.phase == PLAYOFF and state.card == playoff1
    events = play_round(state, {0: 150, 1: 170})  # both 10 mm off
    errors = [r["error"] for r in only(events, "answer_revealed").data["results"]]
    assert errors == [10, 10]
    assert kinds(events)[-1] == "card_revealed"
    assert events[-1].data["playoff"] is True and events[-1].data["contenders"] == [0, 1]
    assert state.phase == PLAYOFF and state.card == playoff2 and state.winners == []
    assert state.played == [first, playoff1]
    events = play_round(state, {0: 90, 1: 79.5})  # 10 and 0.5 mm off
    assert scores(state) == [10, 10], "the playoff decides by error alone, not by points"
    assert kinds(events)[-1] == "game_finished"
    assert state.phase == FINISHED and state.ended_by == "playoff"
    assert state.winners == [1]
    result = only(events, "game_finished").data
    assert result["winners"] == [1] and result["masters"] == [1]
    assert millimemory.score(state, 0)["masters"] == [1]


def test_q8_playoff_goes_on_among_those_with_the_equal_smallest_error() -> None:
    """Q8: three tied leaders; two tie for the smallest error and play again."""
    state = game(3, single_winner=True)
    rig(state, card(120), card(160), card(80))
    for p in state.players:
        p.score = 6
    play_round(state, [120, 120, 120])
    assert state.phase == PLAYOFF and state.contenders == [0, 1, 2]
    play_round(state, [155, 165, 100])  # 5, 5, 60 mm off
    assert (state.phase == PLAYOFF and state.contenders == [1, 0]) or state.contenders == [0, 1]
    assert millimemory.legal_actions(state, 2) == []
    play_round(state, {0: 81, 1: 80})
    assert state.winners == [1] and state.phase == FINISHED


def test_q8_solo_single_winner_needs_no_playoff() -> None:
    """Q8: a lone player at 10 wins outright, with or without `single_winner`."""
    state = game(1, single_winner=True)
    rig(state, card(120), card(160))
    state.players[0].score = 8
    predict(state, 0, 120)
    assert state.phase == FINISHED and state.winners == [0] and state.ended_by == "target"


# --- Q9: solo ranks ------------------------------------------------------------------------

SOLO_CARDS = [q.id for q in QUESTIONS.values() if 40 <= q.mm <= 250][:12]


def play_solo(bands: list[str]) -> tuple[State, list[Event]]:
    """A solo game where the n-th card played scores bands[n]."""
    state = game(1)
    rig(state, *SOLO_CARDS)
    events: list[Event] = []
    for band, cd in zip(bands, SOLO_CARDS, strict=False):
        assert state.card == cd and state.phase == PREDICT
        events += predict(state, 0, guess_for(cd, band))
    return state, events


def test_q9_solo_game_reaching_10_in_3_cards_ranks_a() -> None:
    """Q9: 3 question cards to reach 10: rank A."""
    state, events = play_solo(["excellent", "excellent", "good"])
    assert scores(state) == [10]
    assert state.phase == FINISHED and state.ended_by == "target"
    assert len(state.played) == 3
    assert millimemory.score(state, 0)["solo_rank"] == "A"
    assert millimemory.score(state, None)["solo_rank"] == "A"
    assert only(events, "game_finished").data["solo_rank"] == "A"
    assert millimemory.view(state, 0)["result"]["solo_rank"] == "A"
    assert millimemory.score(state, 0)["masters"] == [0]


@pytest.mark.parametrize(
    ("bands", "rank"),
    [
        (["excellent", "excellent", "excellent"], "A"),
        (["excellent", "excellent", "miss", "excellent"], "B"),
        (["good", "good", "good", "good", "good"], "C"),
        (["good", "good", "good", "good", "close", "close"], "D"),
        (["close", "close", "good", "good", "good", "good"], "D"),
        (["close", "close", "good", "good", "good", "close", "close"], "E"),
        (["miss", "close", "close", "close", "close", "close", "close", "excellent"], "E"),
        (["miss"] * 3 + ["close"] * 6 + ["excellent"], "E"),
    ],
)
def test_q9_solo_rank_by_cards_played_to_reach_10(bands: list[str], rank: str) -> None:
    """Q9: 3 -> A, 4 -> B, 5 -> C, 6 -> D, 7 or more -> E."""
    state, events = play_solo(bands)
    assert state.phase == FINISHED and state.ended_by == "target"
    assert len(state.played) == len(bands)
    assert state.players[0].score >= 10
    assert millimemory.score(state, 0)["solo_rank"] == rank
    assert only(events, "game_finished").data["cards_played"] == len(bands)


def test_q9_no_rank_while_playing_or_with_several_players() -> None:
    """Q9: the rank is a solo result, given at the end."""
    state = game(1)
    assert millimemory.score(state, 0)["solo_rank"] is None
    state = game(2)
    rig(state, card(120), card(160))
    state.players[0].score = 8
    play_round(state, [120, 120])
    assert state.phase == FINISHED
    assert millimemory.score(state, 0)["solo_rank"] is None


# --- Q10: the deck runs out -------------------------------------------------------------------


def test_a_deck_run_out_ends_with_no_winner_and_the_leaders_reported_Q10() -> None:
    """Q10: the deck runs out before anyone reaches 10: the game ends with no winner and
    nobody a Master; the highest score and who holds it are reported as leaders."""
    state = game(3)
    last_cards(state, card(120))
    state.players[0].score, state.players[1].score, state.players[2].score = 3, 5, 0
    events = play_round(state, [130, 110, 300])  # 5, 7, 0
    assert kinds(events) == ["predicted"] * 3 + ["answer_revealed", "game_finished"]
    assert state.phase == FINISHED and state.ended_by == "deck_empty"
    assert state.card is None and state.deck == []
    result = only(events, "game_finished").data
    assert result["masters"] == []
    assert result["ended_by"] == "deck_empty"
    assert [s["score"] for s in result["scores"]] == [5, 7, 0]
    assert result["winners"] == [], "nobody gains by running the deck out"
    assert result["leaders"] == {"score": 7, "seats": [1]}
    sc = millimemory.score(state, None)
    assert sc["final"] is True and sc["masters"] == [] and sc["winners"] == []
    assert sc["leaders"] == {"score": 7, "seats": [1]}
    assert not any(line["winner"] for line in sc["scores"])
    assert [s["score"] for s in sc["scores"]] == [5, 7, 0]
    assert millimemory.view(state, 2)["result"]["masters"] == []
    assert millimemory.pending(state) == []


def test_a_deck_run_out_with_single_winner_has_no_winner_either_Q10() -> None:
    """Q10 with `single_winner`: the highest score is reported as the leader's, not a
    win, and it is no Master."""
    state = game(3, single_winner=True)
    last_cards(state, card(120))
    state.players[0].score, state.players[1].score, state.players[2].score = 6, 2, 5
    events = play_round(state, [130, 300, 130])  # 8, 1, 7
    result = only(events, "game_finished").data
    assert result["ended_by"] == "deck_empty"
    assert [s["score"] for s in result["scores"]] == [8, 1, 7]
    assert result["winners"] == [] and result["leaders"] == {"score": 8, "seats": [0]}
    assert result["masters"] == [], "Q10: nobody is a Master"
    assert millimemory.score(state, None)["masters"] == []


def test_a_solo_deck_run_out_gives_rank_e_no_win_and_no_master_Q10() -> None:
    """Q10: the deck runs out in a solo game below 10: rank E, no win, nobody a Master."""
    state = game(1)
    last_cards(state, card(120), card(160))
    state.players[0].score = 3
    predict(state, 0, 130)  # Good: 5
    events = predict(state, 0, 170)  # Good: 7
    assert scores(state) == [7]
    assert state.phase == FINISHED and state.ended_by == "deck_empty"
    result = only(events, "game_finished").data
    assert result["solo_rank"] == "E" and result["masters"] == []
    assert result["winners"] == [] and result["leaders"] == {"score": 7, "seats": [0]}
    sc = millimemory.score(state, 0)
    assert sc["solo_rank"] == "E" and sc["masters"] == [] and sc["winners"] == []
    assert [s["score"] for s in sc["scores"]] == [7]


def test_q10_skipping_the_last_card_ends_the_game() -> None:
    """Q10, Q5: a skip that leaves no card ends the game."""
    state = game(2)
    last_cards(state, card(120))
    state.players[1].score = 4
    predict(state, 0, 120)
    events = millimemory.apply(state, 1, "skip", {})
    assert kinds(events) == ["skipped", "game_finished"]
    assert state.phase == FINISHED and state.ended_by == "deck_empty"
    assert scores(state) == [0, 4], "the voided prediction scores nothing"
    assert len(state.skipped) == 72 and state.played == []
    assert only(events, "game_finished").data["masters"] == []


def test_q10_reaching_10_on_the_last_card_is_a_normal_end() -> None:
    """Q8 before Q10: reaching 10 on the last card makes Masters."""
    state = game(2)
    last_cards(state, card(120))
    state.players[0].score = 8
    events = play_round(state, [120, 0])
    assert state.ended_by == "target"
    assert only(events, "game_finished").data["masters"] == [0]


def test_all_at_zero_when_the_deck_runs_out_are_all_leaders_Q10() -> None:
    """Q10: the highest score (0) and its holders (everyone) are reported; no winner."""
    state = game(2)
    last_cards(state, card(120))
    events = play_round(state, [0, 300])
    result = only(events, "game_finished").data
    assert result["ended_by"] == "deck_empty" and result["masters"] == []
    assert [s["score"] for s in result["scores"]] == [0, 0]
    assert result["winners"] == [] and result["leaders"] == {"score": 0, "seats": [0, 1]}


# --- G1: the seed ------------------------------------------------------------------------------


def test_g1_same_seed_and_actions_replay_exactly() -> None:
    """G1: given the seed and the action log, a game replays exactly."""

    def run(seed: int) -> State:
        state = game(3, seed=seed)
        for step in range(40):
            seat = millimemory.pending(state)[0]["seat"]
            if step % 7 == 3:
                millimemory.apply(state, seat, "skip", {})
            else:
                predict(state, seat, (step * 37) % 300)
            if state.phase == FINISHED:
                break
        return state

    assert millimemory.to_dict(run(11)) == millimemory.to_dict(run(11))
    assert shuffled(11, 0, list(QUESTIONS)) != shuffled(12, 0, list(QUESTIONS))
    assert game(1, seed=11).deck != game(1, seed=12).deck


def test_g1_views_do_not_show_the_seed_or_the_deck_order() -> None:
    """G1: the seed is secret; the order of the face-down deck is not shown."""
    state = game(2, seed=424242)
    for viewer in viewers(state):
        shown = json.dumps(millimemory.view(state, viewer))
        assert "424242" not in shown
        assert not any(f'"{c}"' in shown for c in state.deck)
        assert millimemory.view(state, viewer)["deck_size"] == 71


def test_a_playoff_that_runs_out_of_cards_is_a_shared_win_Q10() -> None:
    """Q10: a playoff that runs out of cards ends; the players still in it, all at 10 or
    more, share the win and are Masters (no `leaders`: they won)."""
    state = game(3, single_winner=True)
    state.phase, state.contenders = PLAYOFF, [0, 1]
    for seat, score in enumerate((11, 11, 4)):
        state.players[seat].score = score
    state.deck = []
    answer = QUESTIONS[state.card].mm  # type: ignore[index]
    millimemory.apply(state, 0, "predict", {"mm": answer})
    millimemory.apply(state, 1, "predict", {"mm": answer})
    assert state.phase == FINISHED and state.ended_by == "playoff"
    assert millimemory.score(state, None)["winners"] == [0, 1]
    assert millimemory.score(state, None)["masters"] == [0, 1]
    assert millimemory.score(state, None)["leaders"] is None


# --- labels: each legal action in the game's words -----------------------------------------


def test_labels_ask_for_the_prompt_in_mm_and_never_say_the_object_or_the_answer_Q5() -> None:
    """A prediction's label reads well without the length the player writes (`free`);
    it names the card by its prompt, as the view does, not by its object's name."""
    lobby = millimemory.new_game({}, 7)
    millimemory.join(lobby, "Player 1", "blue")
    assert [a["label"] for a in millimemory.join_actions(lobby)] == [
        f"Join as {c}" for c in COLOURS[1:]
    ]
    assert [a["label"] for a in millimemory.host_actions(lobby)] == ["Start the game"]
    state = game(2)
    rig(state, "question-4")  # a passport booklet (ID-3), 125 mm long
    said = {a["label"] for a in millimemory.legal_actions(state, 0)}
    assert said == {
        "Predict the length of a closed passport booklet (ID-3 format), in mm",
        "Skip this card: I don't know the length of a closed passport booklet (ID-3 format)",
    }
    assert not [s for s in said if "125" in s or QUESTIONS["question-4"].object in s]
