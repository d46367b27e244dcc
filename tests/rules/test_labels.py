"""Every legal action says what it does in the game's words, and its words give nothing
away: random playthroughs of each game through its engine (the three built-in games and
the high card plug-in), checking every entry of `legal_actions`, `join_actions` and
`host_actions` at every step. The exact words of named situations are tested beside
each game's rulings (tests/rules/test_*_rulings.py) and here for high card.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import highcard
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from millie.rules import millimemory, millions, morbid_living
from millie.rules.game import Game, Label
from millie.rules.millimemory.cards import QUESTIONS
from millie.rules.millions.cards import ESTATE
from millie.rules.morbid_living.cards import CARDS

MAX_STEPS = 400  # enough to reach squabbles, vaults, playoffs and debts; bounded time
NAMES = ("Rosa", "Ann", "Cy", "Dmitri", "Eve", "Fay", "Gus", "Hal")


def said(words: str, text: str) -> bool:
    """Whether `text` says `words`, as words of their own, in any case."""
    return re.search(rf"(?<!\w){re.escape(words)}(?!\w)", text, re.IGNORECASE) is not None


def hidden_from_millions(state: Any, seat: int | None) -> set[str]:
    """Item names in piles, out of play, and in the vault until it is opened (M5, M20)."""
    unseen = [c for p in state.players for c in p.pile] + list(state.out_of_play)
    if state.heir is None and state.vault is not None:
        unseen.append(state.vault)
    return {ESTATE[c].name for c in unseen if ESTATE[c].kind == "item"}


def hidden_from_morbid_living(state: Any, seat: int | None) -> set[str]:
    """The names of the cards in the deck, whose order is secret (each name once in the
    game: Pay Day, Bankrupt and the like are never in a label)."""
    named = [c.name for c in CARDS.values()]
    return {CARDS[c].name for c in state.deck if named.count(CARDS[c].name) == 1}


def hidden_from_millimemory(state: Any, seat: int | None) -> set[str]:
    """The prompts of the cards still in the deck, and the object and answer of the card
    on the table, unless its prompt says them itself (Q5)."""
    hidden = {QUESTIONS[c].prompt for c in state.deck}
    if state.card is not None:
        card = QUESTIONS[state.card]
        hidden |= {s for s in (card.object, f"{card.mm:g}") if not said(s, card.prompt)}
    return hidden


def hidden_from_highcard(state: Any, seat: int | None) -> set[str]:
    """The cards of the other hand that are not in the seat's own ("Play the 7")."""
    if seat is None or not state.hands:
        return set()
    others = set(state.hands[1 - seat]) - set(state.hands[seat])
    return {f"the {card.removeprefix('card-')}" for card in others}


GAMES: dict[str, tuple[Game, Mapping[str, Label], Callable[[Any, int | None], set[str]]]] = {
    game.slug: (game, game.engine.labels, hidden)  # type: ignore[attr-defined]
    for game, hidden in (
        (millions.GAME, hidden_from_millions),
        (morbid_living.GAME, hidden_from_morbid_living),
        (millimemory.GAME, hidden_from_millimemory),
        (highcard.GAME, hidden_from_highcard),
    )
}


def with_params(game: Game, entry: dict[str, Any]) -> dict[str, Any]:
    """The body the engine gets: the entry's body and its path parameters."""
    declared = game.action(entry["action"])
    params = declared.params if declared else ()
    return {**entry["body"], **{p.key: entry[p.key] for p in params}}


def playthrough(
    game: Game, seed: int, rng: random.Random
) -> Iterator[tuple[Any, int | None, list[dict[str, Any]]]]:
    """A random game, as (state, seat, entries) for every entry list a seat (None: the
    host or a joiner) has at each step: seats fill with random join entries, the host
    starts, then a random pending seat makes a random legal action, to the end or
    MAX_STEPS."""
    engine = game.engine
    state = engine.new_game({}, seed)
    players = rng.randint(game.min_players, game.max_players)
    for name in NAMES[:players]:
        joins = engine.join_actions(state)
        yield state, None, joins
        engine.join(state, {**rng.choice(joins)["body"], "name": name})
    yield state, None, engine.host_actions(state) + engine.join_actions(state)
    engine.start(state)
    for _ in range(MAX_STEPS):
        choices = []
        for seat in range(len(state.players)):
            entries = engine.legal_actions(state, seat)
            yield state, seat, entries
            choices += [(seat, entry) for entry in entries]
        if engine.status(state) == "finished" or not choices:
            return
        seat, entry = rng.choice(choices)
        engine.apply(state, seat, entry["action"], with_params(game, entry))


def fixed(game: Game, entry: dict[str, Any]) -> str:
    """What an entry asks for, less the values of its `free` fields (the player's own)."""
    free = entry.get("free", {})
    body = {k: v for k, v in entry["body"].items() if k not in free}
    rest = {k: v for k, v in entry.items() if k not in ("label", "body", "free")}
    return json.dumps([rest, body], sort_keys=True)


def check_labels(slug: str, state: Any, seat: int | None, entries: list[dict[str, Any]]) -> None:
    game, labels, hidden_from = GAMES[slug]
    # What the seat is shown, as the API sends it: the labels are written from it alone.
    shown = json.loads(json.dumps(game.engine.view(state, seat)))
    hidden = hidden_from(state, seat)
    by_request: dict[str, str] = {}
    for entry in entries:
        label = entry["label"]
        assert isinstance(label, str) and label, entry
        assert label == label.strip() and "\n" not in label and len(label) <= 200, label
        bare = {k: v for k, v in entry.items() if k != "label"}
        assert labels[entry["action"]](shown, seat, bare) == label, "written from the view"
        leaked = [h for h in hidden if said(h, label)]
        assert not leaked, f"{label!r} tells seat {seat} what it may not see: {leaked}"
        request = fixed(game, entry)
        assert by_request.setdefault(request, label) == label, "one request, one label"
    # Two different requests never read the same.
    assert len(set(by_request.values())) == len(by_request), sorted(by_request.values())


@pytest.mark.parametrize("slug", sorted(GAMES))
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**53 - 1), rnd=st.randoms(use_true_random=False))
def test_every_legal_action_has_a_label_that_tells_no_secret(
    slug: str, seed: int, rnd: random.Random
) -> None:
    """Each entry any seat, the host or a joiner is offered has a non-empty one-line
    label; the label is what the game's words make of that seat's view and the entry,
    so it names no hidden card, value or answer; one request reads one way, and two
    requests never read the same."""
    game = GAMES[slug][0]
    for state, seat, entries in playthrough(game, seed, rnd):
        check_labels(slug, state, seat, entries)


def test_high_card_names_the_card_played() -> None:
    engine = highcard.GAME.engine
    state = engine.new_game({}, 7)
    assert [e["label"] for e in engine.join_actions(state)] == ["Join the game"]
    engine.join(state, {"name": "Ann"})
    engine.join(state, {"name": "Bob"})
    assert [e["label"] for e in engine.host_actions(state)] == ["Start the game"]
    engine.start(state)
    state.hands[0] = ["card-2", "card-7", "card-10"]
    assert [e["label"] for e in engine.legal_actions(state, 0)] == [
        "Play the 2",
        "Play the 7",
        "Play the 10",
    ]
