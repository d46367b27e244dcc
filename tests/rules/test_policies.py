"""The bots' policies (policies/), driven through the pure engines with the JSON the API
sends: each finishes whole games of its game type, and the strong ones beat random play.

A table here is what the server does for bot seats, without HTTP: each seat's view is
`engine.view` with the lobby fields a policy reads and `legal_actions` shaped as
api/lobby.py `game_view` shapes them; events are `{"seq", "kind", "data"[, "secret"]}`;
everything goes through `json`, so the policies see exactly what a client would parse.
"""

from __future__ import annotations

import json
import random
from types import ModuleType
from typing import Any

import pytest

from engine_calls import apply
from millie import policies
from millie.rules import millimemory, millions, morbid_living
from millie.rules.game import Event, Game
from millie.rules.millimemory.cards import COLOURS
from millie.rules.millimemory.policies import EstimatorPolicy
from millie.rules.millions.cards import CHARACTERS
from millie.rules.millions.policies import GreedyPolicy
from millie.rules.morbid_living.policies import LivingGreedyPolicy

ENGINES: dict[str, ModuleType] = {
    "millions": millions,
    "millimemory": millimemory,
    "morbid-living": morbid_living,
}
PLAYERS = {"millions": 4, "millimemory": 3, "morbid-living": 3}
GAMES_BY_SLUG: dict[str, Game] = {e.SLUG: e.GAME for e in ENGINES.values()}
STRONG = {"millions": "greedy", "millimemory": "estimator", "morbid-living": "greedy"}
GAMES = 30
MAX_MOVES = 5000


def as_json(value: Any) -> Any:
    return json.loads(json.dumps(value))


def legal_action(slug: str, entry: dict[str, Any]) -> dict[str, Any]:
    """One `legal_actions` entry as the API sends it (api/lobby.py `_request`)."""
    base = f"/v1/{slug}/games/0123456789abcdef"
    squabble = f"/squabbles/{entry['squabble']}" if "squabble" in entry else ""
    path = f"{base}{squabble}/{entry['action']}"
    return {**entry, "method": "POST", "path": path}


class Table:
    """One game of one engine, a policy in every seat, moved by a seeded referee."""

    def __init__(self, slug: str, seats: list[policies.Policy], seed: int) -> None:
        self.slug, self.engine, self.seats = slug, ENGINES[slug], seats
        self.referee = random.Random(seed)
        self.seq = 0
        options = {"start_seat": 0} if slug == "morbid-living" else {}
        self.state = self.engine.new_game(options, seed)
        for seat in range(len(seats)):
            self.tell(self._join(seat))
        self.tell(self.engine.start(self.state))

    def _join(self, seat: int) -> list[Event]:
        name = f"Bot {seat}"
        if self.slug == "millions":
            return millions.join(self.state, name, CHARACTERS[seat])[1]
        if self.slug == "millimemory":
            return millimemory.join(self.state, name, COLOURS[seat])[1]
        return morbid_living.join(self.state, name)[1]

    def tell(self, events: list[Event]) -> None:
        """Every event to every seat, its secret part to its holder only."""
        for event in events:
            self.seq += 1
            for seat, policy in enumerate(self.seats):
                out: dict[str, Any] = {"seq": self.seq, "kind": event.kind, "data": event.data}
                if event.secret is not None and event.secret_to == seat:
                    out["secret"] = event.secret
                policy.observe(as_json(out))

    def view(self, seat: int) -> dict[str, Any]:
        engine = self.engine
        actions = engine.legal_actions(self.state, seat)
        view: dict[str, Any] = as_json(
            {
                **engine.view(self.state, seat),
                "type": self.slug,
                "status": engine.status(self.state),
                "you": seat,
                "role": "player",
                "pending": engine.pending(self.state),
                "legal_actions": [legal_action(self.slug, a) for a in actions],
            }
        )
        return view

    def play(self) -> list[int]:
        """Play to the end; the winners. Several seats may be due at once (a race in
        Aunt Millie's): the referee picks which one moves first."""
        for _ in range(MAX_MOVES):
            if self.engine.status(self.state) == "finished":
                return list(self.engine.score(self.state, None)["winners"])
            due = [s for s in range(len(self.seats)) if self.engine.legal_actions(self.state, s)]
            assert due, f"nobody can move: {self.engine.pending(self.state)}"
            seat = self.referee.choice(due)
            view = self.view(seat)
            actions = view["legal_actions"]
            chosen = self.seats[seat].choose(view, actions)
            assert_offered(chosen, actions)
            body, squabble = chosen["body"], chosen.get("squabble")
            self.tell(apply(self.engine, self.state, seat, chosen["action"], body, squabble))
        raise AssertionError(f"no end after {MAX_MOVES} moves")


def assert_offered(chosen: dict[str, Any], actions: list[dict[str, Any]]) -> None:
    """The policy returned one of the entries as is, or one with its `free` fields
    filled in (a Millimemory prediction)."""
    if any(chosen is entry for entry in actions):
        return
    free = set(chosen.get("free") or {})
    assert free, f"{chosen} is not one of the legal actions"
    assert any(
        {k: v for k, v in chosen.items() if k != "body"}
        == {k: v for k, v in entry.items() if k != "body"}
        and set(chosen["body"]) == set(entry["body"])
        and all(chosen["body"][k] == v for k, v in entry["body"].items() if k not in free)
        for entry in actions
    ), f"{chosen} is not one of the legal actions"


def seat_policies(slug: str, names: list[str], rng: random.Random) -> list[policies.Policy]:
    return [policies.make(GAMES_BY_SLUG[slug], name, random.Random(rng.random())) for name in names]


@pytest.mark.parametrize(
    ("slug", "name"),
    [(slug, name) for slug, game in GAMES_BY_SLUG.items() for name in policies.names(game)],
)
def test_every_policy_finishes_games_of_its_type_against_itself(slug: str, name: str) -> None:
    for game in range(5):
        rng = random.Random(game)
        table = Table(slug, seat_policies(slug, [name] * PLAYERS[slug], rng), seed=game)
        table.play()
        assert table.engine.status(table.state) == "finished"


def win_rate(slug: str) -> float:
    """The strong policy's share of wins against random ones, its seat going round."""
    won = 0
    players = PLAYERS[slug]
    for game in range(GAMES):
        seat = game % players
        names = ["random"] * players
        names[seat] = STRONG[slug]
        table = Table(slug, seat_policies(slug, names, random.Random(game)), seed=game)
        won += seat in table.play()
    return won / GAMES


@pytest.mark.parametrize("slug", list(GAMES_BY_SLUG))
def test_the_strong_policy_beats_random_play_clearly(slug: str) -> None:
    fair = 1 / PLAYERS[slug]
    rate = win_rate(slug)
    assert rate >= 2 * fair, f"{STRONG[slug]} won {rate:.0%} of {GAMES} {slug} games"


def test_each_game_declares_its_policies_the_weakest_first() -> None:
    assert policies.names(millions.GAME) == ("random", "greedy")
    assert policies.names(millimemory.GAME) == ("random", "estimator")
    assert policies.names(morbid_living.GAME) == ("random", "greedy")


def test_the_declaration_makes_a_fresh_policy_per_seat() -> None:
    rng = random.Random(1)
    first = policies.make(millions.GAME, "greedy", rng)
    assert isinstance(first, GreedyPolicy)
    assert first is not policies.make(millions.GAME, "greedy", rng)
    assert isinstance(policies.make(morbid_living.GAME, "greedy", rng), LivingGreedyPolicy)
    assert isinstance(policies.make(millimemory.GAME, "estimator", rng), EstimatorPolicy)
    assert isinstance(policies.make(millimemory.GAME, "random", rng), policies.RandomPolicy)
    with pytest.raises(ValueError, match="no policy"):
        policies.make(millimemory.GAME, "greedy", rng)


def test_greedy_follows_a_steal_once() -> None:
    """M10: a steal moves the card from the victim's row to the thief's, once: the
    server tells it as `stolen` then `item_won`, and the bot counts the card once."""
    bot = GreedyPolicy()
    card = {"id": "item-30", "kind": "item", "colour": "red", "value": 3000}
    for event in (
        {"seq": 1, "kind": "item_won", "data": {"seat": 1, "slot": 1, "card": card}},
        {"seq": 2, "kind": "stolen", "data": {"seat": 0, "victim": 1, "slot": 1, "card": card}},
        {"seq": 3, "kind": "item_won", "data": {"seat": 0, "slot": 1, "card": card}},
    ):
        bot.observe(event)
    assert [k.card["id"] for k in bot.rows[0]] == ["item-30"]
    assert bot.rows[1] == []


def _owing_view(cards: list[str], cash: int) -> dict[str, Any]:
    """A greedy seat in phase `pay`, owing $40,000, holding a credit card."""
    kinds = {"residence-1": "residence", "job-1": "job", "vehicle-1": "vehicle"}
    return {
        "you": 0,
        "phase": "pay",
        "owed": 40_000,
        "seats": [
            {
                "seat": 0,
                "cash": cash,
                "credit_cards": 1,
                "cards": [{"id": c, "kind": kinds[c], "price": 100_000} for c in cards],
            }
        ],
        "drawn": None,
        "discard_top": None,
    }


def test_greedy_chooses_cash_or_credit_card_for_an_action_payment_L3() -> None:
    """L3: a holder chooses. The greedy bot pays cash it has while it still lacks a
    necessity (the card may buy one later), and the card once its household is whole;
    short of cash, the card."""
    bot = LivingGreedyPolicy()
    cash, credit = {"action": "pay", "body": {}}, {"action": "pay", "body": {"credit": True}}
    building = _owing_view(["residence-1"], 100_000)
    assert bot.choose(building, [credit, cash]) is cash
    whole = _owing_view(["residence-1", "job-1", "vehicle-1"], 100_000)
    assert bot.choose(whole, [credit, cash]) is credit
    short = _owing_view(["residence-1"], 10_000)
    sell = {"action": "sell", "body": {"card": "residence-1"}}
    assert bot.choose(short, [sell, credit]) is credit


TEAPOT = {"id": "item-8", "kind": "item", "name": "Lilac Porcelain Teapot", "colour": "purple"}


def _squabble_texts(seed: int, names: list[str]) -> list[tuple[str, int, str]]:
    """(kind, squabble number, text) of every story, question and answer at a bot table."""
    table = Table("millions", seat_policies("millions", names, random.Random(seed)), seed=seed)
    table.play()
    return [
        (e["kind"], sq.number, e["text"])
        for sq in table.state.squabbles
        for e in sq.transcript
        if not e.get("skipped")
    ]


def test_a_bot_story_names_the_card_and_its_colour_or_value() -> None:
    from millie.rules.millions import speech as squabble

    for seed in range(20):
        card = {**TEAPOT, "value": 6000}
        told = squabble.story(card, random.Random(seed))
        assert "Lilac Porcelain Teapot" in told
        assert "purple" in told.lower() or "$6,000" in told, told


def test_a_bot_answer_is_about_the_question_asked() -> None:
    from millie.rules.millions import speech as squabble

    rng = random.Random(3)
    card = {**TEAPOT, "value": 6000}
    assert "purple" in squabble.answer(card, "What colour was it?", rng).lower()
    assert "$6,000" in squabble.answer(card, "How much is it worth to you?", rng)
    unpriced = squabble.answer({**TEAPOT, "value": None}, "What is it worth?", rng)
    assert "$" not in unpriced and "Teapot" in unpriced


def test_bots_tell_different_stories_in_different_squabbles() -> None:
    """No more one story for every squabble: across a few games of bots, the stories
    differ from squabble to squabble, and each names its card."""
    texts = [t for seed in range(3) for t in _squabble_texts(seed, ["greedy"] * 4)]
    stories = [text for kind, _, text in texts if kind == "story"]
    assert len(stories) >= 4
    assert len(set(stories)) > len(stories) // 2, stories
    assert not any("Aunt Millie every Sunday, so it is rightly mine" in s for s in stories)


def test_random_bots_answer_the_question_they_were_asked() -> None:
    """Random bots ask and answer too: every answer is written, none is the example."""
    texts = [t for seed in range(4) for t in _squabble_texts(seed, ["random"] * 4)]
    answers = [text for kind, _, text in texts if kind == "answer"]
    assert answers
    assert all("brass knocker shaped like a fish" not in a for a in answers)


def test_bot_squabbles_replay_word_for_word_from_the_same_seed() -> None:
    assert _squabble_texts(5, ["greedy", "random"] * 2) == _squabble_texts(
        5, ["greedy", "random"] * 2
    )
