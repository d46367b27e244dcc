"""Aunt Millie's Millions: the rules, in the order of the rulebook and rulings M1-M22
(docs/rulings.md).

Every function that changes the game takes the state, changes it in place and returns
the events it caused. The API layer loads a fresh state for every request and throws it
away if a `Refusal` is raised, so a refused move changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from millie.rules.game import Event, IllegalAction, InvalidInput, NotAllowed, Unknown, is_int
from millie.rules.kernel import FINISHED, Move, shuffle
from millie.rules.millions.cards import APPRAISALS, CHARACTERS, COLOURS, ESTATE
from millie.rules.millions.state import (
    FLIP,
    PLACEMENT,
    REAPPRAISE,
    SQUABBLE,
    STEAL,
    VAULT,
    Flipped,
    Player,
    Slot,
    Squabble,
    State,
)
from millie.rules.timers import DEFAULT_SECONDS

MIN_PLAYERS = 3  # M4: a squabble needs a judge who is not in it
MAX_PLAYERS = 8  # M4: eight characters
PILE_SIZE = 10  # M5
TEXT_LIMIT = 1000  # M14: stories, questions and answers
INTRO_LIMIT = 200
FIVE_COLOUR_BONUS = 500  # M16


# --- setup -------------------------------------------------------------------------


TIMER_OPTIONS = ("placement_seconds", "decision_seconds", "story_seconds")
FLIP_SECONDS = "flip_seconds"  # M22


def timers_of(options: dict[str, Any]) -> dict[str, float]:
    """M21: timers are off unless an option sets one; then the others take the
    rulebook's thirty seconds. M22: the flip is timed only when `flip_seconds` is set."""
    flip = options.get(FLIP_SECONDS)
    if flip is None and all(options.get(name) is None for name in TIMER_OPTIONS):
        return {}
    seconds = {name: float(options.get(name) or DEFAULT_SECONDS) for name in TIMER_OPTIONS}
    return seconds if flip is None else {FLIP_SECONDS: float(flip), **seconds}


def check_join(state: State, fields: dict[str, Any]) -> None:
    """A character of one's own (M3), and an introduction of one sentence (M5)."""
    character = fields["character"]
    if character not in CHARACTERS:
        raise InvalidInput("unknown_character", f"Characters are: {', '.join(CHARACTERS)}.")
    if any(p.character == character for p in state.players):
        raise IllegalAction("character_taken", f"{character} is already at the table.")
    if len(fields.get("intro", "")) > INTRO_LIMIT:
        raise InvalidInput("bad_intro", f"An introduction has at most {INTRO_LIMIT} characters.")


def begin(state: State) -> list[Event]:
    """M5: shuffle, fill the vault, deal ten face-down cards to each pile."""
    deck = shuffle(state, list(ESTATE))
    state.vault = deck.pop(0)
    for player in state.players:
        player.pile, deck = deck[:PILE_SIZE], deck[PILE_SIZE:]
    state.out_of_play = deck
    state.appraisal_deck = shuffle(state, list(APPRAISALS))
    state.phase = FLIP
    return [Event("game_started", {"players": len(state.players), "pile_size": PILE_SIZE})]


# --- the moves -----------------------------------------------------------------------


def on_squabble(move: Callable[[State, int, Squabble, dict[str, Any]], list[Event]]) -> Move:
    """A squabble's move, made on the squabble the path names (its {n}: the body's
    `squabble`)."""

    def on(state: State, seat: int, body: dict[str, Any]) -> list[Event]:
        number = body.get("squabble")
        if number is None:
            raise InvalidInput("unknown_squabble", "Name the squabble.")
        return move(state, seat, _squabble(state, number), body)

    return on


def flip(state: State, seat: int | None, body: dict[str, Any]) -> list[Event]:
    """M6: turn over the top card of every pile at once; M7: set each card's capacity.
    `seat` None: the server flips, nobody having flipped in time (M22)."""
    if state.phase != FLIP:
        raise IllegalAction("round_in_progress", "A round is in progress; finish it first.")
    state.round += 1
    state.table = []
    for pile_owner, player in enumerate(state.players):
        card = ESTATE[player.pile.pop(0)]
        state.table.append(
            Flipped(card=card.id, seat=pile_owner, capacity=2 if card.kind == "item" else 1)
        )
        player.placed = None
        player.sits_out = False
    steals = [t for t in state.table if ESTATE[t.card].kind == "steal"]
    if len(steals) >= 2:  # M7: several Steal cards cancel each other
        for t in steals:
            t.capacity, t.cancelled = 0, True
    state.phase = PLACEMENT
    events = [
        Event(
            "flipped",
            {"round": state.round, "by": seat, "table": [_table_entry(t) for t in state.table]},
        )
    ]
    _sit_out_if_no_room(state, events)
    return events


def claim(state: State, seat: int, body: dict[str, Any]) -> list[Event]:
    """M7: place your character on a flipped card; the server's commit order is the race."""
    card = body.get("card")
    if not isinstance(card, str):
        raise InvalidInput("unknown_card", 'Name the card by its id, e.g. "item-17".')
    if state.phase != PLACEMENT:
        raise IllegalAction("wrong_phase", "Characters are placed only after a flip.")
    player = state.players[seat]
    if player.placed is not None:
        raise IllegalAction("already_placed", "A placement is final (M7).")
    if player.sits_out:
        raise IllegalAction("sitting_out", "No card has room left for you this round (M8).")
    entry = next((t for t in state.table if t.card == card), None)
    if entry is None:
        if card not in ESTATE:
            raise InvalidInput("unknown_card", f"There is no card {card!r}.")
        raise IllegalAction("card_not_on_table", f"{card} was not flipped this round.")
    if entry.cancelled:
        raise IllegalAction("card_cancelled", "Two or more Steal cards cancel each other (M7).")
    if len(entry.claimants) >= entry.capacity:
        raise IllegalAction("card_full", f"{card} holds {entry.capacity} already; place again.")
    entry.claimants.append(seat)
    player.placed = card
    events = [Event("claimed", {"seat": seat, "card": card})]
    _sit_out_if_no_room(state, events)
    return events


def _sit_out_if_no_room(state: State, events: list[Event]) -> None:
    """M8: when no card has room, whoever has not placed sits out; then resolve."""
    if not any(len(t.claimants) < t.capacity for t in state.table):
        out = [s for s, p in enumerate(state.players) if p.placed is None and not p.sits_out]
        for s in out:
            state.players[s].sits_out = True
        if out:
            events.append(Event("sat_out", {"seats": out}))
    if all(p.placed is not None or p.sits_out for p in state.players):
        _resolve_steal(state, events)


# --- resolution (M9): steal, single claims, reappraisals, squabbles -----------------------


def _claimed(state: State, kind: str) -> list[Flipped]:
    return [t for t in state.table if ESTATE[t.card].kind == kind and t.claimants]


def _resolve_steal(state: State, events: list[Event]) -> None:
    """M9 step 1: the thief decides, unless there is nothing to steal (M10)."""
    steal_cards = _claimed(state, "steal")
    if steal_cards:
        thief = steal_cards[0].claimants[0]
        if victims(state, thief):
            state.phase, state.thief = STEAL, thief
            return
        events.append(Event("steal_void", {"seat": thief, "reason": "no opponent has an item"}))
    _resolve_claims(state, events)


def victims(state: State, thief: int) -> list[int]:
    return [s for s, p in enumerate(state.players) if s != thief and p.row]


def steal(state: State, seat: int, body: dict[str, Any]) -> list[Event]:
    """M10 (and M18 for a Steal in the vault): take an item from an opponent's row."""
    if state.phase == VAULT and state.vault_action == "steal":
        return _vault_steal(state, seat, body)
    if state.phase != STEAL:
        raise IllegalAction("wrong_phase", "There is no Steal to resolve now.")
    if seat != state.thief:
        raise NotAllowed("not_the_thief", "Only the player on the Steal card decides it.")
    events: list[Event] = []
    if body.get("decline"):
        events.append(Event("steal_declined", {"seat": seat}))
    else:
        victim, slot = _victim(state, seat, body.get("victim")), body.get("slot")
        row = state.players[victim].row
        if not is_int(slot) or not 1 <= slot <= len(row):
            raise IllegalAction("no_such_slot", f"Seat {victim}'s row has slots 1 to {len(row)}.")
        _take(state, seat, victim, slot, events)
    state.thief = None
    _resolve_claims(state, events)
    return events


def _victim(state: State, thief: int, victim: Any) -> int:
    if not is_int(victim) or not 0 <= victim < len(state.players):
        raise InvalidInput("unknown_seat", f"Seats are 0 to {len(state.players) - 1}.")
    if victim == thief:
        raise IllegalAction("own_row", "Steal from an opponent, not from yourself.")
    if not state.players[victim].row:
        raise IllegalAction("empty_row", f"Seat {victim} has no items.")
    return victim


def _take(state: State, thief: int, victim: int, slot: int, events: list[Event]) -> None:
    """Move a card from the victim's row to the thief's, revealed; its appraisal goes too."""
    taken = state.players[victim].row.pop(slot - 1)
    events.append(
        Event(
            "stolen",
            {
                "seat": thief,
                "victim": victim,
                "slot": slot,
                "card": ESTATE[taken.card].face(),
                "appraised": taken.appraisal is not None,
            },
            secret=_appraisal_secret(taken),
            secret_to=thief if taken.appraisal else None,
        )
    )
    _gain(state, thief, taken, events, draw=False)


def _resolve_claims(state: State, events: list[Event]) -> None:
    """M9 step 2: every Item card with exactly one character goes to that player."""
    for t in state.table:
        if ESTATE[t.card].kind == "item" and len(t.claimants) == 1:
            _gain(state, t.claimants[0], Slot(t.card), events, draw=True)
    _resolve_reappraisals(state, events)


def _resolve_reappraisals(state: State, events: list[Event]) -> None:
    """M9 step 3: each player on a Reappraise card decides, if they can (M13)."""
    state.reappraisers = []
    for t in _claimed(state, "reappraise"):
        seat = t.claimants[0]
        if not state.players[seat].row:
            events.append(Event("reappraise_void", {"seat": seat, "reason": "empty row"}))
        elif not _appraisal_available(state):
            events.append(Event("reappraise_void", {"seat": seat, "reason": "no appraisal cards"}))
        else:
            state.reappraisers.append(seat)
    if state.reappraisers:
        state.phase = REAPPRAISE
    else:
        _start_squabbles(state, events)


def reappraise(state: State, seat: int, body: dict[str, Any]) -> list[Event]:
    """M13 (and M18 for a Reappraise in the vault)."""
    in_vault = state.phase == VAULT and state.vault_action == "reappraise"
    if state.phase != REAPPRAISE and not in_vault:
        raise IllegalAction("wrong_phase", "There is no Reappraise to resolve now.")
    deciders = [state.heir] if in_vault else state.reappraisers
    if seat not in deciders:
        raise NotAllowed("not_the_reappraiser", "Only the player on the Reappraise decides it.")
    events: list[Event] = []
    if body.get("decline"):
        events.append(Event("reappraise_declined", {"seat": seat}))
    else:
        row = state.players[seat].row
        slot = body.get("slot")
        if not is_int(slot) or not 1 <= slot <= len(row):
            raise IllegalAction("no_such_slot", f"Your row has slots 1 to {len(row)}.")
        _reappraise_slot(state, seat, slot, events)
    if in_vault:
        _finish(state, events)
    else:
        state.reappraisers.remove(seat)
        if not state.reappraisers:
            _start_squabbles(state, events)
    return events


def _reappraise_slot(state: State, seat: int, slot: int, events: list[Event]) -> None:
    """M13: reveal the item, draw a new appraisal, the old one goes to the deck's middle."""
    item = state.players[seat].row[slot - 1]
    new = _draw_appraisal(state, events)
    data = {"seat": seat, "slot": slot, "card": ESTATE[item.card].face()}
    if new is None:  # the deck ran dry while several reappraisals were pending
        events.append(Event("reappraise_void", {**data, "reason": "no appraisal cards"}))
        return
    old, item.appraisal = item.appraisal, new
    if old is not None:
        state.appraisal_deck.insert(len(state.appraisal_deck) // 2, old)
    events.append(
        Event(
            "reappraised",
            {**data, "replaced": old is not None},
            secret=_appraisal_secret(item),
            secret_to=seat,
        )
    )


def _start_squabbles(state: State, events: list[Event]) -> None:
    """M9 step 4, M14: every Item card with two characters becomes a squabble."""
    state.phase = SQUABBLE
    for t in state.table:
        if len(t.claimants) != 2 or ESTATE[t.card].kind != "item":
            continue
        a, b = sorted(t.claimants, key=lambda s: CHARACTERS.index(state.players[s].character))
        pair = f"{state.players[a].character}+{state.players[b].character}"
        if state.last_selector.get(pair) == state.players[a].character:
            a, b = b, a  # M14: the same two squabble again, so the other one selects
        state.last_selector[pair] = state.players[a].character
        number = len(state.squabbles) + 1
        state.squabbles.append(
            Squabble(number=number, round=state.round, card=t.card, selector=a, other=b)
        )
        events.append(
            Event(
                "squabble_started",
                {
                    "squabble": number,
                    "card": t.card,
                    "selector": a,
                    "other": b,
                    "judges": judges(state, state.squabbles[-1]),
                },
            )
        )
    _end_round_if_settled(state, events)


def _squabble(state: State, number: int) -> Squabble:
    if not 1 <= number <= len(state.squabbles):
        raise Unknown("unknown_squabble", f"There is no squabble {number}.")
    sq = state.squabbles[number - 1]
    if sq.winner is not None:
        raise IllegalAction("squabble_decided", f"Squabble {number} has been decided.")
    return sq


def judges(state: State, sq: Squabble) -> list[int]:
    return [s for s in range(len(state.players)) if s not in (sq.selector, sq.other)]


def squabble_stage(sq: Squabble) -> str:
    """Where a squabble stands: judge, story, answer, or deliberation (ask or decide)."""
    if sq.judge is None:
        return "judge"
    if len(told(sq, "story")) < 2:
        return "story"
    if len(told(sq, "question")) > len(told(sq, "answer")):
        return "answer"
    return "deliberation"


def told(sq: Squabble, kind: str) -> list[int]:
    """Seats that have spoken `kind` (for questions: the seats asked)."""
    return [e["to" if kind == "question" else "seat"] for e in sq.transcript if e["kind"] == kind]


def next_storyteller(sq: Squabble) -> int:
    return sq.selector if sq.selector not in told(sq, "story") else sq.other


def _text(body: dict[str, Any]) -> str:
    text = body.get("text")
    if not isinstance(text, str) or not text.strip() or len(text) > TEXT_LIMIT:
        raise InvalidInput("bad_text", f"Text has 1 to {TEXT_LIMIT} characters.")
    return text


def name_judge(state: State, seat: int, sq: Squabble, body: dict[str, Any]) -> list[Event]:
    """M14: the selector names a judge among the players not in the squabble."""
    if seat != sq.selector:
        raise NotAllowed("not_the_selector", "Only the selector names the judge.")
    if squabble_stage(sq) != "judge":
        raise IllegalAction("judge_named", "The judge has been named.")
    judge = body.get("judge")
    if not is_int(judge) or not 0 <= judge < len(state.players):
        raise InvalidInput("unknown_seat", f"Seats are 0 to {len(state.players) - 1}.")
    if judge not in judges(state, sq):
        raise IllegalAction("judge_in_squabble", "The judge must not be in the squabble.")
    sq.judge = judge
    return [Event("judge_named", {"squabble": sq.number, "judge": judge})]


def tell_story(state: State, seat: int, sq: Squabble, body: dict[str, Any]) -> list[Event]:
    """M14: each squabbler tells a story, the selector first."""
    if seat not in (sq.selector, sq.other):
        raise NotAllowed("not_a_squabbler", "Only the two squabblers tell stories.")
    if squabble_stage(sq) != "story":
        raise IllegalAction("wrong_phase", "Stories are told after the judge is named, once each.")
    if seat != next_storyteller(sq):
        raise IllegalAction("selector_first", "The selector tells the first story.")
    text = _text(body)
    sq.transcript.append({"kind": "story", "seat": seat, "text": text})
    return [Event("story", {"squabble": sq.number, "seat": seat, "text": text})]


def ask(state: State, seat: int, sq: Squabble, body: dict[str, Any]) -> list[Event]:
    """M14: the judge may ask each squabbler one question."""
    if seat != sq.judge:
        raise NotAllowed("not_the_judge", "Only the judge asks questions.")
    if squabble_stage(sq) != "deliberation":
        raise IllegalAction("wrong_phase", "Questions come after both stories, one at a time.")
    to = body.get("to")
    if not is_int(to) or to not in (sq.selector, sq.other):
        raise InvalidInput("not_in_squabble", "Ask one of the two squabblers.")
    if to in told(sq, "question"):
        raise IllegalAction("already_asked", "The judge asks each squabbler one question.")
    text = _text(body)
    sq.transcript.append({"kind": "question", "seat": seat, "to": to, "text": text})
    return [Event("question", {"squabble": sq.number, "seat": seat, "to": to, "text": text})]


def answer(state: State, seat: int, sq: Squabble, body: dict[str, Any]) -> list[Event]:
    """M14: the asked squabbler answers the judge's question."""
    if seat not in (sq.selector, sq.other):
        raise NotAllowed("not_a_squabbler", "Only the asked squabbler answers.")
    if squabble_stage(sq) != "answer" or told(sq, "question")[-1] != seat:
        raise IllegalAction("no_question", "The judge has asked you nothing to answer.")
    text = _text(body)
    sq.transcript.append({"kind": "answer", "seat": seat, "text": text})
    return [Event("answer", {"squabble": sq.number, "seat": seat, "text": text})]


def verdict(state: State, seat: int, sq: Squabble, body: dict[str, Any]) -> list[Event]:
    """M14: the judge awards the card to one of the two; the judge's word is final."""
    if seat != sq.judge:
        raise NotAllowed("not_the_judge", "Only the judge gives the verdict.")
    if squabble_stage(sq) != "deliberation":
        raise IllegalAction("wrong_phase", "The verdict comes after the stories and answers.")
    winner = body.get("winner")
    if not is_int(winner) or winner not in (sq.selector, sq.other):
        raise InvalidInput("not_in_squabble", "Award the card to one of the two squabblers.")
    sq.winner = winner
    events = [Event("verdict", {"squabble": sq.number, "judge": seat, "winner": winner})]
    _gain(state, winner, Slot(sq.card), events, draw=True)
    _end_round_if_settled(state, events)
    return events


# --- rows: one colour each (M11), "$?" appraisals (M12) ---------------------------------


def _gain(state: State, seat: int, slot: Slot, events: list[Event], draw: bool) -> None:
    """A card enters a row: the old card of its colour goes to Charity (M11), then a
    "$?" item won by claim or squabble draws its appraisal (M12)."""
    row = state.players[seat].row
    card = ESTATE[slot.card]
    old = next((i for i, s in enumerate(row) if ESTATE[s.card].colour == card.colour), None)
    if old is not None:
        gone = row.pop(old)
        _to_charity(state, gone)
        events.append(
            Event(
                "discarded",
                {
                    "seat": seat,
                    "slot": old + 1,
                    "card": ESTATE[gone.card].face(),
                    "appraised": gone.appraisal is not None,
                },
            )
        )
    row.append(slot)
    events.append(Event("item_won", {"seat": seat, "slot": len(row), "card": card.face()}))
    if draw:
        _appraise_if_unknown(state, seat, slot, events)


def _appraise_if_unknown(state: State, seat: int, slot: Slot, events: list[Event]) -> None:
    if ESTATE[slot.card].value is not None or slot.appraisal is not None:
        return
    slot.appraisal = _draw_appraisal(state, events)
    row_slot = state.players[seat].row.index(slot) + 1
    data = {"seat": seat, "slot": row_slot, "card": slot.card, "drawn": slot.appraisal is not None}
    if slot.appraisal is None:
        events.append(Event("appraised", data))  # M12: worth $0 until reappraised
    else:
        events.append(Event("appraised", data, secret=_appraisal_secret(slot), secret_to=seat))


def _to_charity(state: State, slot: Slot) -> None:
    state.charity.append(slot.card)
    if slot.appraisal is not None:
        state.charity_appraisals.append(slot.appraisal)


def _appraisal_available(state: State) -> bool:
    return bool(state.appraisal_deck or state.charity_appraisals)


def _draw_appraisal(state: State, events: list[Event]) -> str | None:
    """M12: the top appraisal card; an empty deck is rebuilt from Charity's appraisals."""
    if not state.appraisal_deck and state.charity_appraisals:
        state.appraisal_deck = shuffle(state, state.charity_appraisals)
        state.charity_appraisals = []
        events.append(Event("appraisals_reshuffled", {"cards": len(state.appraisal_deck)}))
    if not state.appraisal_deck:
        return None
    return state.appraisal_deck.pop(0)


def _appraisal_secret(slot: Slot) -> dict[str, Any] | None:
    if slot.appraisal is None:
        return None
    return {
        "card": slot.card,
        "appraisal": {"id": slot.appraisal, "value": APPRAISALS[slot.appraisal]},
    }


# --- end of round (M15) and of the game (M16-M19) -------------------------------------


def _end_round_if_settled(state: State, events: list[Event]) -> None:
    if any(sq.winner is None for sq in state.squabbles if sq.round == state.round):
        return
    gone = [t.card for t in state.table if ESTATE[t.card].kind != "item" or not t.claimants]
    state.charity.extend(gone)
    events.append(Event("round_ended", {"round": state.round, "to_charity": gone}))
    state.table = []
    for p in state.players:
        p.placed, p.sits_out = None, False
    five = [s for s, p in enumerate(state.players) if _colours(p) == len(COLOURS)]
    if five:
        # M15, M16: the bonus goes to whoever ended the game with five colours; it is
        # decided here, so the vault cannot add or take it away.
        state.bonus_seats = five
        _open_vault(state, events, reason="five_colours")
    elif not any(p.pile for p in state.players):
        _open_vault(state, events, reason="piles_empty")
    else:
        state.phase = FLIP


def _colours(player: Player) -> int:
    return len({ESTATE[s.card].colour for s in player.row})


def slot_value(slot: Slot) -> int:
    """M16: the appraisal's value if one lies under the item, else its printed value."""
    if slot.appraisal is not None:
        return APPRAISALS[slot.appraisal]
    return ESTATE[slot.card].value or 0


def totals(state: State) -> list[dict[str, int]]:
    """M16: item values, the five-colour bonus and the total of every seat.

    The bonus is paid to the players who held five colours when the game ended (M15);
    a game that ends with empty piles pays none, even if the vault completes a row.
    """
    out = []
    for seat, p in enumerate(state.players):
        items = sum(slot_value(s) for s in p.row)
        bonus = FIVE_COLOUR_BONUS if seat in state.bonus_seats else 0
        out.append({"items": items, "bonus": bonus, "total": items + bonus})
    return out


def _open_vault(state: State, events: list[Event], reason: str) -> None:
    """M17, M18: the lowest total inherits the vault; ties go to the earliest character."""
    scores = totals(state)
    heir = min(
        range(len(state.players)),
        key=lambda s: (scores[s]["total"], CHARACTERS.index(state.players[s].character)),
    )
    assert state.vault is not None
    card = ESTATE[state.vault]
    state.heir = heir
    state.vault_totals = [s["total"] for s in scores]  # revealed at the end (M19)
    events.append(Event("vault_opened", {"reason": reason, "heir": heir, "card": card.face()}))
    if card.kind == "item":
        state.players[heir].row.append(Slot(card.id))  # M18: no Charity for the vault item
        events.append(
            Event(
                "item_won",
                {"seat": heir, "slot": len(state.players[heir].row), "card": card.face()},
            )
        )
        _appraise_if_unknown(state, heir, state.players[heir].row[-1], events)
    elif card.kind == "reappraise" and state.players[heir].row and _appraisal_available(state):
        state.phase, state.vault_action = VAULT, "reappraise"
        return
    elif card.kind == "steal" and victims(state, heir):
        state.phase, state.vault_action = VAULT, "steal"
        return
    _finish(state, events)


def _vault_steal(state: State, seat: int, body: dict[str, Any]) -> list[Event]:
    """M18: the heir names an opponent and takes their highest-valued item."""
    if seat != state.heir:
        raise NotAllowed("not_the_thief", "Only the vault's heir steals with its card.")
    events: list[Event] = []
    if body.get("decline"):
        events.append(Event("steal_declined", {"seat": seat}))
    else:
        if body.get("slot") is not None:
            raise InvalidInput(
                "slot_not_allowed", "The vault's Steal takes the highest-valued item: name no slot."
            )
        victim = _victim(state, seat, body.get("victim"))
        row = state.players[victim].row
        best = max(range(len(row)), key=lambda i: (slot_value(row[i]), -i))
        _take(state, seat, victim, best + 1, events)
    _finish(state, events)
    return events


def _finish(state: State, events: list[Event]) -> None:
    """M19: recompute the totals; the highest wins, ties share; reveal everything."""
    state.phase, state.vault_action, state.thief = FINISHED, None, None
    scores = totals(state)
    best = max(s["total"] for s in scores)
    state.winners = [s for s, sc in enumerate(scores) if sc["total"] == best]
    events.append(Event("game_finished", final_result(state)))


def final_result(state: State) -> dict[str, Any]:
    """Everything the end of the game reveals (M19): not the out-of-play cards."""
    scores = totals(state)
    return {
        "winners": state.winners,
        "heir": state.heir,
        "vault": ESTATE[state.vault].face() if state.vault else None,
        "vault_totals": [{"seat": s, "total": total} for s, total in enumerate(state.vault_totals)],
        "scores": [{"seat": s, **sc} for s, sc in enumerate(scores)],
        "rows": [
            {"seat": s, "slots": [_revealed_slot(i, slot) for i, slot in enumerate(p.row)]}
            for s, p in enumerate(state.players)
        ],
        "unplayed": [
            {"seat": s, "cards": [ESTATE[c].face() for c in p.pile]}
            for s, p in enumerate(state.players)
        ],
    }


def _revealed_slot(i: int, slot: Slot) -> dict[str, Any]:
    return {
        "slot": i + 1,
        "card": ESTATE[slot.card].face(),
        "appraisal": {"id": slot.appraisal, "value": APPRAISALS[slot.appraisal]}
        if slot.appraisal
        else None,
        "value": slot_value(slot),
    }


def _table_entry(t: Flipped) -> dict[str, Any]:
    return {
        "card": ESTATE[t.card].face(),
        "from_seat": t.seat,
        "capacity": t.capacity,
        "claimants": list(t.claimants),
        "cancelled": t.cancelled,
    }
