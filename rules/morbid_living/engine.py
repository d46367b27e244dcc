"""Morbid Living: the rules, in the order of the rulebook and rulings L1-L15
(docs/rulings.md).

A turn: the server declares for a player who qualifies (L14); the player draws from the
deck or takes a necessity card from the discard pile (L8) and resolves it: buy or pass
a necessity, steal or pass, keep a credit card, or suffer an action card at once. Over
a limit, they discard or sell first (L10). An action card's payment is made at once by
a player without a credit card whose cash covers it; a holder of a credit card chooses
cash or card (L3); owing more than they have, a player sells until covered, or uses a
credit card, or pays all they have and the rest is forgiven (L11).
They may sell residences and vehicles at any time of their own turn (L9), and end it
explicitly. Money and cards are public; only the deck's order is hidden.
"""

from __future__ import annotations

from typing import Any

from millie.rules.game import Event, IllegalAction, InvalidInput, NotAllowed, is_int
from millie.rules.kernel import FINISHED, rng, shuffle
from millie.rules.morbid_living.cards import CARDS, LIMITS, NECESSITIES, SELLABLE
from millie.rules.morbid_living.state import DEFAULT_MAX_TURNS as DEFAULT_MAX_TURNS
from millie.rules.morbid_living.state import DRAWN, END, LIMIT, PAY, START, Player, State
from millie.rules.morbid_living.state import MAX_MAX_TURNS as MAX_MAX_TURNS
from millie.rules.morbid_living.state import MIN_MAX_TURNS as MIN_MAX_TURNS

MIN_PLAYERS, MAX_PLAYERS = 2, 6  # L6
MILLION = 1_000_000  # L14
DADDYS_PAYROLL = 20_000  # L12


# --- setup -------------------------------------------------------------------------


def begin(state: State) -> list[Event]:
    """L7: one free residence or vehicle each, then one shuffled deck of everything."""
    if not 0 <= state.start_seat < len(state.players):
        raise IllegalAction(
            "bad_start_seat", f"start_seat must be a seat, 0 to {len(state.players) - 1}."
        )
    homes_and_rides = shuffle(state, [c for c in CARDS if CARDS[c].kind in SELLABLE])
    gifts = {}
    for seat, player in enumerate(state.players):
        player.cards = [homes_and_rides.pop(0)]
        gifts[seat] = CARDS[player.cards[0]].face()
    state.deck = shuffle(state, [c for c in CARDS if c not in {p.cards[0] for p in state.players}])
    state.phase, state.turn = START, state.start_seat
    events = [
        Event(
            "game_started",
            {"start_cards": [gifts[s] for s in range(len(state.players))], "deck": len(state.deck)},
        )
    ]
    _begin_turn(state, events)
    return events


# --- turns ---------------------------------------------------------------------------


def _qualifies(player: Player) -> bool:
    held = {CARDS[c].kind for c in player.cards}
    return set(NECESSITIES) <= held and player.cash >= MILLION


def _begin_turn(state: State, events: list[Event]) -> None:
    """L14: a player who qualifies at the start of their turn declares (the server does
    it for them, before they draw); their declaration is their turn."""
    if state.declared_by is None and state.turns >= state.max_turns * len(state.players):
        _finish(state, "turn_limit", events)  # a declared game plays its final round out
        return
    state.turns += 1
    state.phase, state.drawn = START, None
    events.append(Event("turn_started", {"seat": state.turn, "turn": state.turns}))
    if state.declared_by is None and _qualifies(state.players[state.turn]):
        state.declared_by = state.turn
        others = len(state.players)
        state.final_turns = [(state.turn + i) % others for i in range(1, others)]
        events.append(
            Event("declared", {"seat": state.turn, "final_turns": list(state.final_turns)})
        )
        _next_turn(state, events)


def _next_turn(state: State, events: list[Event]) -> None:
    if state.declared_by is not None:
        if not state.final_turns:
            _finish(state, "declaration", events)
            return
        state.turn = state.final_turns.pop(0)
    else:
        state.turn = (state.turn + 1) % len(state.players)
    _begin_turn(state, events)


def check(state: State, seat: int, body: dict[str, Any]) -> None:
    """Every move is the turn's player's."""
    if seat != state.turn:
        raise NotAllowed("not_your_turn", "It is another player's turn.")


def auto_end(state: State, seat: int) -> list[Event]:
    """L9: the player asked to end their turn at once when nothing is left to decide."""
    if state.phase == END and state.turn == seat and state.players[seat].auto_end:
        return end_turn(state, seat, {})
    return []


def _require(state: State, *phases: str) -> None:
    if state.phase not in phases:
        raise IllegalAction("wrong_phase", "That move is not possible at this point of the turn.")


def draw(state: State, seat: int, body: dict[str, Any]) -> list[Event]:
    """L8: draw the top card of the deck, or take the discard pile's top necessity card."""
    _require(state, START)
    player = state.players[state.turn]
    events: list[Event] = []
    if body.get("source") == "discard":
        top = state.discard[-1] if state.discard else None
        if top is None or CARDS[top].kind not in NECESSITIES:
            raise IllegalAction(
                "no_necessity_on_discard", "The discard pile's top is no necessity."
            )
        state.discard.pop()  # before the charge, which may discard a credit card
        try:
            _charge(state, player, CARDS[top].price, bool(body.get("credit")), events)
        except IllegalAction:
            state.discard.append(top)
            raise
        events.append(Event("took_discard", {"seat": state.turn, "card": CARDS[top].face()}))
        _acquire(state, top, events)
        return events
    if body.get("source") != "deck":
        raise InvalidInput("bad_source", 'source is "deck" or "discard".')
    if not state.deck:
        _reshuffle(state, events)
    card = CARDS[state.deck.pop(0)]
    events.append(Event("drew", {"seat": state.turn, "card": card.face()}))
    if card.kind in NECESSITIES or card.kind == "steal":
        if card.kind == "steal" and not victims(state, card.id):
            state.discard.append(card.id)
            events.append(Event("steal_void", {"seat": state.turn, "card": card.id}))
            state.phase = END
        else:
            state.drawn, state.phase = card.id, DRAWN
    elif card.kind == "credit":
        player.credits.append(card.id)  # L3: kept when drawn
        state.phase = END
    else:
        _action(state, card.id, events)
    return events


def _reshuffle(state: State, events: list[Event]) -> None:
    """L13: the discard pile, except its top card, becomes the new deck."""
    top = state.discard[-1:] if state.discard else []
    state.deck = shuffle(state, state.discard[:-1])
    state.discard = top
    events.append(Event("deck_reshuffled", {"cards": len(state.deck)}))


def _charge(state: State, player: Player, price: int, credit: bool, events: list[Event]) -> None:
    """Pay a necessity's price in cash or with a credit card (L3)."""
    if price == 0:
        return
    if credit:
        if not player.credits:
            raise IllegalAction("no_credit_card", "You hold no credit card.")
        used = player.credits.pop(0)
        state.discard.append(used)
        events.append(Event("credit_used", {"seat": state.turn, "card": used, "amount": price}))
    elif player.cash < price:
        raise IllegalAction("cannot_afford", f"It costs ${price:,}; you have ${player.cash:,}.")
    else:
        player.cash -= price


def buy(state: State, seat: int, body: dict[str, Any]) -> list[Event]:
    """L8: buy the drawn necessity (price in cash or by credit card; jobs are free)."""
    _require(state, DRAWN)
    assert state.drawn is not None
    card = CARDS[state.drawn]
    if card.kind not in NECESSITIES:
        raise IllegalAction("not_for_sale", "Only a necessity card can be bought.")
    events: list[Event] = []
    _charge(state, state.players[state.turn], card.price, bool(body.get("credit")), events)
    state.drawn = None
    events.append(Event("bought", {"seat": state.turn, "card": card.id, "price": card.price}))
    _acquire(state, card.id, events)
    return events


def pass_card(state: State, seat: int, body: dict[str, Any]) -> list[Event]:
    """L8: pass the drawn necessity or steal card to the discard pile."""
    _require(state, DRAWN)
    assert state.drawn is not None
    state.discard.append(state.drawn)
    events = [Event("passed", {"seat": state.turn, "card": state.drawn})]
    state.drawn, state.phase = None, END
    return events


def victims(state: State, steal_card: str) -> list[int]:
    target = CARDS[steal_card].target
    return [
        s
        for s, p in enumerate(state.players)
        if s != state.turn
        and (p.cash > 0 if target == "money" else any(CARDS[c].kind == target for c in p.cards))
    ]


def steal(state: State, seat: int, body: dict[str, Any]) -> list[Event]:
    """L2: name a victim and take what the card names, or decline; then discard it."""
    _require(state, DRAWN)
    assert state.drawn is not None
    card = CARDS[state.drawn]
    if card.kind != "steal":
        raise IllegalAction("not_a_steal", "The drawn card is no steal card.")
    events: list[Event] = []
    if body.get("decline"):
        events.append(Event("steal_declined", {"seat": state.turn, "card": card.id}))
        state.discard.append(card.id)
        state.drawn, state.phase = None, END
        return events
    victim = body.get("victim")
    if not is_int(victim) or not 0 <= victim < len(state.players) or victim == state.turn:
        raise InvalidInput("unknown_seat", "Name another player's seat.")
    if victim not in victims(state, card.id):
        raise IllegalAction("nothing_to_steal", f"Seat {victim} has no {card.target} to steal.")
    thief, loser = state.players[state.turn], state.players[victim]
    if card.target == "money":
        if body.get("card") is not None:
            raise InvalidInput("card_not_allowed", "A money steal names no card.")
        amount = min(card.amount, loser.cash)
        loser.cash -= amount
        thief.cash += amount
        events.append(
            Event("stole_money", {"seat": state.turn, "victim": victim, "amount": amount})
        )
        state.discard.append(card.id)
        state.drawn, state.phase = None, END
        return events
    choices = [c for c in loser.cards if CARDS[c].kind == card.target]
    taken = body.get("card", choices[0] if len(choices) == 1 else None)
    if taken not in choices:
        raise IllegalAction("no_such_card", f"Name one of seat {victim}'s {card.target} cards.")
    loser.cards.remove(taken)
    events.append(Event("stole_card", {"seat": state.turn, "victim": victim, "card": taken}))
    state.discard.append(card.id)
    state.drawn = None
    _acquire(state, taken, events)
    return events


def _acquire(state: State, card: str, events: list[Event]) -> None:
    """A necessity joins the turn player's cards; over a limit, they choose first (L10)."""
    state.players[state.turn].cards.append(card)
    state.phase = LIMIT if over_limit(state.players[state.turn]) else END


def over_limit(player: Player) -> str | None:
    for kind, limit in LIMITS.items():
        if sum(CARDS[c].kind == kind for c in player.cards) > limit:
            return kind
    return None


def _action(state: State, card_id: str, events: list[Event]) -> None:
    """L4, L5, L12: an action card is resolved at once, then discarded."""
    card = CARDS[card_id]
    state.discard.append(card_id)
    player = state.players[state.turn]
    state.phase = END
    if card.kind == "payday":
        paid = []
        for seat, p in enumerate(state.players):
            jobs = [CARDS[c].salary for c in p.cards if CARDS[c].kind == "job"]
            income = sum(CARDS[c].income for c in p.cards)
            amount = (sum(jobs) if jobs else DADDYS_PAYROLL) + income
            p.cash += amount
            paid.append({"seat": seat, "amount": amount})
        events.append(Event("pay_day", {"card": card_id, "paid": paid}))
    elif card.kind == "bankrupt":
        lost, player.cash = player.cash, 0
        events.append(Event("bankrupt", {"seat": state.turn, "card": card_id, "lost": lost}))
    else:
        if card.kind == "numbered":
            roll = rng(state).randint(1, 6)
            amount, text = card.die[roll - 1]
            events.append(
                Event(
                    "rolled",
                    {
                        "seat": state.turn,
                        "card": card_id,
                        "roll": roll,
                        "amount": amount,
                        "text": text,
                    },
                )
            )
        else:
            amount = card.amount
        if amount >= 0:
            player.cash += amount
            events.append(
                Event("collected", {"seat": state.turn, "card": card_id, "amount": amount})
            )
        else:
            _owe(state, -amount, card_id, events)


def _owe(state: State, amount: int, card_id: str, events: list[Event]) -> None:
    """L3, L11: a player who holds no credit card pays at once when the cash covers it.
    A holder of one is asked, whatever their cash: pay in cash or use the card. Short of
    cash, the player sells, uses a credit card, or pays all and the rest is forgiven."""
    player = state.players[state.turn]
    if player.cash >= amount and not player.credits:
        player.cash -= amount
        events.append(Event("paid", {"seat": state.turn, "card": card_id, "amount": amount}))
        return
    state.phase, state.owed, state.owed_for = PAY, amount, card_id
    events.append(Event("owes", {"seat": state.turn, "card": card_id, "amount": amount}))
    _settle_if_nothing_left(state, events)


def _settle_if_nothing_left(state: State, events: list[Event]) -> None:
    """L11: nothing left to sell and no credit card: pay all, the rest is forgiven."""
    player = state.players[state.turn]
    if state.phase == PAY and not sellable(player) and not player.credits:
        _pay_all(state, events)


def _pay_cash(state: State, events: list[Event]) -> None:
    """The cash covers the debt: it is paid in full."""
    state.players[state.turn].cash -= state.owed
    events.append(Event("paid", {"seat": state.turn, "card": state.owed_for, "amount": state.owed}))
    state.phase, state.owed, state.owed_for = END, 0, None


def _pay_all(state: State, events: list[Event]) -> None:
    player = state.players[state.turn]
    paid = min(player.cash, state.owed)
    forgiven = state.owed - paid
    player.cash -= paid
    events.append(
        Event(
            "paid",
            {"seat": state.turn, "card": state.owed_for, "amount": paid, "forgiven": forgiven},
        )
    )
    state.phase, state.owed, state.owed_for = END, 0, None


def sellable(player: Player) -> list[str]:
    return [c for c in player.cards if CARDS[c].kind in SELLABLE]


def pay(state: State, seat: int, body: dict[str, Any]) -> list[Event]:
    """L3, L11: settle the debt: with a credit card (the whole payment), or with the
    cash when it covers the debt, or with all of it when nothing is left to sell (the
    rest is forgiven)."""
    _require(state, PAY)
    player = state.players[state.turn]
    events: list[Event] = []
    if body.get("credit"):
        if not player.credits:
            raise IllegalAction("no_credit_card", "You hold no credit card.")
        used = player.credits.pop(0)
        state.discard.append(used)
        events.append(
            Event("credit_used", {"seat": state.turn, "card": used, "amount": state.owed})
        )
        state.phase, state.owed, state.owed_for = END, 0, None
        return events
    if player.cash >= state.owed:
        _pay_cash(state, events)
        return events
    if sellable(player):
        raise IllegalAction(
            "must_sell", "Sell residences or vehicles until the debt is covered (L11)."
        )
    _pay_all(state, events)
    return events


def sell(state: State, seat: int, body: dict[str, Any]) -> list[Event]:
    """L9: during your turn, sell a residence or vehicle for half its price, rounded up
    to the next $10,000. Over a limit, only a card of that kind (L10)."""
    _require(state, START, DRAWN, LIMIT, PAY, END)
    player = state.players[state.turn]
    card = body.get("card")
    if not isinstance(card, str) or card not in CARDS:
        raise InvalidInput("unknown_card", f"There is no card {card!r}.")
    if card not in player.cards:
        raise IllegalAction("not_your_card", f"You do not hold {card}.")
    if CARDS[card].kind not in SELLABLE:
        raise IllegalAction("cannot_sell", "Only residences and vehicles can be sold (L9).")
    over = over_limit(player)
    if state.phase == LIMIT and CARDS[card].kind != over:
        raise IllegalAction("over_limit", f"First bring your {over} cards within the limit (L10).")
    player.cards.remove(card)
    state.discard.append(card)
    price = CARDS[card].sale_price()
    player.cash += price
    events = [Event("sold", {"seat": state.turn, "card": card, "price": price})]
    if state.phase == LIMIT:
        state.phase = LIMIT if over_limit(player) else END
    elif state.phase == PAY and not player.credits:  # L3: a holder still chooses
        if player.cash >= state.owed:
            _pay_cash(state, events)
        else:
            _settle_if_nothing_left(state, events)
    return events


def discard(state: State, seat: int, body: dict[str, Any]) -> list[Event]:
    """L10: over a limit, discard one card of that kind."""
    _require(state, LIMIT)
    player = state.players[state.turn]
    card = body.get("card")
    if not isinstance(card, str) or card not in CARDS:
        raise InvalidInput("unknown_card", f"There is no card {card!r}.")
    over = over_limit(player)
    if card not in player.cards or CARDS[card].kind != over:
        raise IllegalAction("over_limit", f"Discard one of your {over} cards (L10).")
    player.cards.remove(card)
    state.discard.append(card)
    state.phase = LIMIT if over_limit(player) else END
    return [Event("discarded", {"seat": state.turn, "card": card})]


def time_out(state: State) -> list[Event]:
    """Option turn_seconds: the turn's time ran out. The server declines what is open
    (a drawn card is passed), settles what must be settled the plainest way (over a
    limit: discard the first card of that kind, L10; a debt: pay it in cash when the
    cash covers it, else sell residences and vehicles in the order held until it is
    covered, then pay, L11; never with a credit card, L3) and ends the turn."""
    seat = state.turn
    events = [Event("turn_timed_out", {"seat": seat, "phase": state.phase})]
    player = state.players[seat]
    if state.phase == DRAWN:
        events += pass_card(state, seat, {})
    while state.phase == LIMIT:
        over = over_limit(player)
        card = next(c for c in player.cards if CARDS[c].kind == over)
        events += discard(state, seat, {"card": card})
    while state.phase == PAY:
        if player.cash >= state.owed or not sellable(player):
            events += pay(state, seat, {})
        else:
            events += sell(state, seat, {"card": sellable(player)[0]})
    if state.phase in (START, END) and state.turn == seat:
        events.append(Event("turn_ended", {"seat": seat}))
        _next_turn(state, events)
    return events


def end_turn(state: State, seat: int, body: dict[str, Any]) -> list[Event]:
    """L9: the turn ends when its player says so, with nothing left to decide."""
    _require(state, END)
    events = [Event("turn_ended", {"seat": state.turn})]
    _next_turn(state, events)
    return events


# --- the end (L14, L15) ---------------------------------------------------------------


def essentials(player: Player) -> int:
    """L15: residence, job, vehicle, $1,000,000 in cash: at most 4; duplicates don't count."""
    held = {CARDS[c].kind for c in player.cards}
    return sum(kind in held for kind in NECESSITIES) + (player.cash >= MILLION)


def net_worth(player: Player) -> int:
    """L15: cash plus the purchase prices of residences and vehicles (jobs excluded)."""
    return player.cash + sum(CARDS[c].price for c in player.cards if CARDS[c].kind in SELLABLE)


def _finish(state: State, ended_by: str, events: list[Event]) -> None:
    """L15: most essential items wins; tied: highest net worth; still tied: shared."""
    best = max((essentials(p), net_worth(p)) for p in state.players)
    state.winners = [
        s for s, p in enumerate(state.players) if (essentials(p), net_worth(p)) == best
    ]
    state.phase, state.ended_by, state.drawn = FINISHED, ended_by, None
    events.append(Event("game_finished", result(state)))


def result(state: State) -> dict[str, Any]:
    return {
        "ended_by": state.ended_by,
        "winners": list(state.winners),
        "scores": [
            {"seat": s, "essentials": essentials(p), "net_worth": net_worth(p), "cash": p.cash}
            for s, p in enumerate(state.players)
        ],
    }
