"""Millimemory: the rules, in the order of the rulebook and rulings Q1-Q10
(docs/rulings.md).

Each round reveals the top question card; every player locks a secret prediction in
millimetres; when all have locked, the answer is revealed and scored (Q2, Q7). The game
ends after the round in which someone reaches 10 points (Q8), or when the deck runs out
(Q10). With `single_winner`, tied leaders play playoff rounds: the smallest error wins.
"""

from __future__ import annotations

from typing import Any, TypeGuard

from millie.rules.game import Event, IllegalAction, InvalidInput, NotAllowed
from millie.rules.kernel import FINISHED, shuffle
from millie.rules.millimemory.cards import COLOURS, MISS_POINTS, QUESTIONS
from millie.rules.millimemory.state import PLAYOFF, PREDICT, State

MIN_PLAYERS, MAX_PLAYERS = 1, 6  # Q4
TARGET = 10  # Q8: points that end the game
MAX_MM = 300  # Q3
RANKS = ((3, "A"), (4, "B"), (5, "C"), (6, "D"))  # Q9; 7 or more cards: E


# --- setup -------------------------------------------------------------------------


def check_join(state: State, fields: dict[str, Any]) -> None:
    """Q4: one to six players, each with a colour of their own."""
    colour = fields["colour"]
    if colour not in COLOURS:
        raise InvalidInput("unknown_colour", f"Colours are: {', '.join(COLOURS)}.")
    if any(p.colour == colour for p in state.players):
        raise IllegalAction("colour_taken", f"{colour} is already taken.")


def begin(state: State) -> list[Event]:
    """Shuffle the question cards and reveal the first (Q5)."""
    state.deck = shuffle(state, list(QUESTIONS))
    state.phase = PREDICT
    events = [Event("game_started", {"players": len(state.players), "deck": len(state.deck)})]
    _reveal_next(state, list(range(len(state.players))), events)
    return events


def _reveal_next(state: State, contenders: list[int], events: list[Event]) -> None:
    """Q5: the top card is revealed to all; Q10: no card left ends the game."""
    for p in state.players:
        p.prediction = None
    if not state.deck:
        state.card = None
        _finish(state, "deck_empty", events)
        return
    state.card = state.deck.pop(0)
    state.round += 1
    state.contenders = contenders
    events.append(
        Event(
            "card_revealed",
            {
                "round": state.round,
                "card": QUESTIONS[state.card].face(),
                "playoff": state.phase == PLAYOFF,
                "contenders": list(contenders),
            },
        )
    )


# --- the moves -------------------------------------------------------------------------


def is_number(value: Any) -> TypeGuard[int | float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def check(state: State, seat: int, body: dict[str, Any]) -> None:
    """What both moves of a round refuse alike: a seat out of the playoff (Q8), and a
    card that is no longer on the table."""
    if seat not in state.contenders:
        raise NotAllowed("not_in_playoff", "Only the tied leaders play the playoff rounds (Q8).")
    card = body.get("card")
    if card is not None and card != state.card:
        # The body names the card it means: the table has moved on (someone skipped it,
        # or the answer came), so the move would land on another card.
        raise IllegalAction(
            "card_changed", "Another card is on the table now: this move was for the one before."
        )


def predict(state: State, seat: int, body: dict[str, Any]) -> list[Event]:
    """Q3, Q6: lock a secret prediction; when everyone has, reveal and score."""
    mm = body.get("mm")
    if not is_number(mm) or not 0 <= mm <= MAX_MM or round(mm, 1) != mm:
        raise InvalidInput(
            "bad_prediction", f"A prediction is 0 to {MAX_MM} mm, one decimal at most."
        )
    player = state.players[seat]
    if player.prediction is not None:
        raise IllegalAction("already_predicted", "A locked prediction cannot change (Q6).")
    player.prediction = float(mm)  # the check above: mm has one decimal at most already
    events = [Event("predicted", {"seat": seat}, secret={"mm": player.prediction}, secret_to=seat)]
    players = state.players
    for s in state.contenders:
        if players[s].prediction is None:
            return events
    _score_round(state, events)
    return events


def skip(state: State, seat: int, body: dict[str, Any]) -> list[Event]:
    """Q5: "I don't know this object": the card is discarded unanswered, predictions on
    it are void, the next card is revealed. A skipped card does not count as played.
    A player who has locked a prediction on it has shown they know it: no skip."""
    assert state.card is not None
    if state.players[seat].prediction is not None:
        raise IllegalAction(
            "prediction_locked", "You locked a prediction on this card: you know it (Q5)."
        )
    card = state.card
    state.skipped.append(card)
    events = [Event("skipped", {"seat": seat, "card": card, "round": state.round})]
    _reveal_next(state, state.contenders, events)
    return events


def _score_round(state: State, events: list[Event]) -> None:
    assert state.card is not None
    question = QUESTIONS[state.card]
    state.played.append(state.card)
    results: list[dict[str, Any]] = []
    for seat in state.contenders:
        player = state.players[seat]
        guess = player.prediction
        if guess is None:  # Q6: the timer ran out before this player locked: a Miss
            band, points, error = "miss", MISS_POINTS, None
        else:
            band, points = question.band(guess)
            error = round(abs(guess - question.mm), 1)
        if state.phase == PREDICT:
            player.score = max(0, player.score + points)  # Q7: never below zero
        results.append(
            {
                "seat": seat,
                "mm": guess,
                "error": error,
                "band": band,
                "points": points,
                "score": player.score,
            }
        )
    events.append(
        Event(
            "answer_revealed",
            {
                "round": state.round,
                "card": question.answered(),
                "playoff": state.phase == PLAYOFF,
                "results": results,
            },
        )
    )
    if state.phase == PLAYOFF:
        errors = [r["error"] for r in results if r["error"] is not None]
        best = min(errors, default=None)
        closest = [int(r["seat"]) for r in results if r["error"] == best]
        if best is None:  # nobody locked a prediction in time: the same leaders go again
            closest = list(state.contenders)
        if len(closest) == 1:
            state.winners = closest
            _finish(state, "playoff", events)
        else:
            _reveal_next(state, closest, events)  # equal errors: another playoff round
        return
    if max(p.score for p in state.players) >= TARGET:
        _end_with_target(state, events)
    else:
        _reveal_next(state, state.contenders, events)


def close_predictions(state: State) -> list[Event]:
    """Q6: the prediction timer ran out: who has not locked scores Miss; reveal now."""
    late = [s for s in state.contenders if state.players[s].prediction is None]
    events = [Event("prediction_missed", {"seat": s, "round": state.round}) for s in late]
    _score_round(state, events)
    return events


def _end_with_target(state: State, events: list[Event]) -> None:
    """Q8: all with 10 or more win; with `single_winner`, the highest, or a playoff."""
    scores = [p.score for p in state.players]
    if not state.single_winner:
        state.winners = [s for s, score in enumerate(scores) if score >= TARGET]
        _finish(state, "target", events)
        return
    leaders = [s for s, score in enumerate(scores) if score == max(scores)]
    if len(leaders) == 1:
        state.winners = leaders
        _finish(state, "target", events)
        return
    state.phase = PLAYOFF
    events.append(Event("playoff_started", {"seats": leaders}))
    _reveal_next(state, leaders, events)


def _finish(state: State, ended_by: str, events: list[Event]) -> None:
    """Q8-Q10: the game is over. A deck that ran dry before anyone reached 10 leaves no
    winner and no Master, only leaders (Q10), so nobody gains by running it out."""
    if ended_by == "deck_empty" and state.phase == PLAYOFF:
        # Q10: the deck ran out during a playoff: the players still in it (all at 10 or
        # more) share the win, and the game counts as ended by its playoff.
        state.winners, ended_by = list(state.contenders), "playoff"
    elif ended_by == "deck_empty":
        state.winners = []
    state.phase, state.ended_by, state.card, state.contenders = FINISHED, ended_by, None, []
    events.append(Event("game_finished", result(state)))


def masters(state: State) -> list[int]:
    """Q8: who are Millimemory Masters: all with 10 or more points, or the single winner;
    nobody when the deck ran dry (Q10)."""
    if state.phase != FINISHED or state.ended_by == "deck_empty":
        return []
    if state.single_winner:
        return list(state.winners)
    return [s for s, p in enumerate(state.players) if p.score >= TARGET]


def leaders(state: State) -> dict[str, Any] | None:
    """Q10: after a deck run-out, the highest score and the seats holding it; else None."""
    if state.phase != FINISHED or state.ended_by != "deck_empty":
        return None
    best = max(p.score for p in state.players)
    return {"score": best, "seats": [s for s, p in enumerate(state.players) if p.score == best]}


def solo_rank(state: State) -> str | None:
    """Q9: the rank by question cards played (skips excluded) to reach 10; Q10: E."""
    if len(state.players) != 1 or state.phase != FINISHED:
        return None
    if state.ended_by != "target":
        return "E"
    return next((rank for cards, rank in RANKS if len(state.played) <= cards), "E")


def result(state: State) -> dict[str, Any]:
    return {
        "ended_by": state.ended_by,
        "winners": list(state.winners),
        "masters": masters(state),
        "leaders": leaders(state),
        "scores": [{"seat": s, "score": p.score} for s, p in enumerate(state.players)],
        "cards_played": len(state.played),
        "solo_rank": solo_rank(state),
    }
