"""No answer tells a viewer what it may not know: M20 (Aunt Millie's Millions), Q6
(Millimemory) and the hidden deck of Morbid Living.

The record of who knows what is built from the engine state itself, never from what the
server sends. For every state of thousands of randomly played games (driven through the
engines, and a few hundred through the HTTP API), and for every viewer (each seat, a
spectator, the host), the test lists the secret tokens that viewer may not know, with
the reason, and searches for them in everything the viewer gets: views, scores, pending
decisions and legal actions, events (the public part, and the secret parts addressed to
the viewer) and the problem details of refused moves.

The tokens:
- Millions: the card ids (and unique names) of face-down pile cards (until the end, M19),
  of the out-of-play cards (always), of the vault (until it is opened, M17), and the ids
  of appraisal cards the viewer has never held (in the deck, in Charity, under another
  player's item) unless the end revealed them; another seat's total while it holds an
  appraisal the viewer has not seen.
- Millimemory: other players' locked predictions before the reveal (and predictions voided
  by a skip, for ever), the answer of every card not yet answered, the deck's card ids.
  The card answers are canaries: each answer is moved by a few hundredths of a millimetre
  (a value with two decimals can be no prediction, score or error), and predictions have
  one non-zero decimal, unique within a game, so a number found is a number leaked.
- Morbid Living: the ids and unique names of the cards in the deck (the deck order is the
  only secret): in views always, in events while a card has never been seen.
- Over HTTP also: the game's seed while it is played (G1), other seats' and the host's
  tokens.

A token that is public for another reason is not counted (a public card is never listed;
a number that equals a revealed error is dropped), and the detector is shown to work on
every state: each seat's OWN secrets must be found in its own view.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from flask.testing import FlaskClient

from engine_calls import apply
from millie.rules import millimemory, millions, morbid_living
from millie.rules.game import Event, Refusal
from millie.rules.millimemory.cards import COLOURS, QUESTIONS
from millie.rules.millions.cards import APPRAISALS, CHARACTERS, ESTATE
from millie.rules.millions.engine import totals as millions_totals
from millie.rules.morbid_living.cards import CARDS
from tables import Table, seat_request

# --- the detector ------------------------------------------------------------------------

CARD_KINDS = frozenset(
    {"item", "steal", "reappraise", "appraisal", "question", "residence", "job", "vehicle"}
    | {"credit", "payday", "numbered", "specific", "bankrupt"}
)
DASH_NUMBER = re.compile(r"-\d+")
STRING = re.compile(r'"([^"\\]*(?:\\.[^"\\]*)*)"')  # a JSON string's contents, encoded
NUMBER = re.compile(r"\d+(?:\.\d+)?")
TIMESTAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)?")
_ENCODED: dict[str, str] = {}


def card_ids(text: str) -> set[str]:
    """Every card id in a JSON text (`item-17`, `appraisal-3` ...), in error words too."""
    out = set()
    for m in DASH_NUMBER.finditer(text):
        start = j = m.start()
        while j > 0 and "a" <= text[j - 1] <= "z":
            j -= 1
        if text[j:start] in CARD_KINDS and not (
            j and (text[j - 1].isalnum() or text[j - 1] in "_-")
        ):
            out.add(text[j : m.end()])
    return out


def _encoded(s: str) -> str:
    if s not in _ENCODED:
        _ENCODED[s] = json.dumps(s)[1:-1]
    return _ENCODED[s]


def _unique(names: list[str]) -> set[str]:
    return {n for n in names if names.count(n) == 1}


MILLIONS_NAMES = _unique([c.name for c in ESTATE.values()])
MORBID_NAMES = _unique([c.name for c in CARDS.values()])
MORBID_TEXTS = _unique([c.text for c in CARDS.values()])


@dataclass
class Secrets:
    """What one viewer may not know now: token -> why it is secret."""

    ids: dict[str, str] = field(default_factory=dict)  # card ids, found in any string
    strings: dict[str, str] = field(default_factory=dict)  # exact JSON string values
    numbers: dict[float, str] = field(default_factory=dict)  # JSON numbers, or in strings
    substrings: dict[str, str] = field(default_factory=dict)  # anywhere in the JSON text

    def without(self, card: str | None) -> Secrets:
        """The same secrets, less a card the viewer named itself (echoed by a refusal)."""
        out = dataclasses.replace(self, ids=dict(self.ids), strings=dict(self.strings))
        if card is not None:
            out.ids.pop(card, None)
            for name in _names(card):
                out.strings.pop(name, None)
        return out

    def found(self, payload: Any) -> dict[str, str]:
        """The secrets `payload` names: a card id anywhere (in an error's words too), a
        string as a whole JSON string, a number as a JSON number or in a string."""
        text = json.dumps(payload)
        hits = {t: self.ids[t] for t in card_ids(text) if t in self.ids}
        if self.strings:
            values = set(STRING.findall(text))
            hits |= {t: why for t, why in self.strings.items() if _encoded(t) in values}
        if self.numbers:
            numbers = {float(n) for n in NUMBER.findall(TIMESTAMP.sub("", text))}
            hits |= {str(n): self.numbers[n] for n in numbers if n in self.numbers}
        hits |= {t[:12] + "...": why for t, why in self.substrings.items() if t in text}
        return hits


def _names(card: str) -> list[str]:
    if card in ESTATE and ESTATE[card].name in MILLIONS_NAMES:
        return [ESTATE[card].name]
    if card in CARDS:
        out = [CARDS[card].name] if CARDS[card].name in MORBID_NAMES else []
        return out + ([CARDS[card].text] if CARDS[card].text in MORBID_TEXTS else [])
    return []


def assert_no_leak(payload: Any, secrets: Secrets, viewer: Any, what: str) -> None:
    hits = secrets.found(payload)
    assert not hits, (
        f"LEAK to viewer {viewer!r} in {what}: "
        + "; ".join(f"{t!r} ({why})" for t, why in sorted(hits.items()))
        + f"\n{json.dumps(payload, sort_keys=True)[:3000]}"
    )


def seen_event(event: Event, viewer: int | None) -> dict[str, Any]:
    """An engine event as `viewer` is told it (api.play's rule: secret to its seat only)."""
    out: dict[str, Any] = {"kind": event.kind, "data": event.data}
    if event.secret is not None and viewer is not None and event.secret_to == viewer:
        out["secret"] = event.secret
    return out


def copy_state(engine: Any, state: Any) -> Any:
    return engine.from_dict(engine.to_dict(state))


def normalised(problem: dict[str, Any], card: str) -> str:
    return json.dumps(problem, sort_keys=True).replace(card, "<card>")


@dataclass
class Tally:
    states: int = 0
    views: int = 0
    events: int = 0
    probes: int = 0
    own_secrets_found: int = 0


# --- Aunt Millie's Millions: who knows what ---------------------------------------------


class MillionsKnowledge:
    """Appraisal cards each seat has held (seen under its own items), from the state."""

    def __init__(self, players: int) -> None:
        self.held: list[set[str]] = [set() for _ in range(players)]

    def update(self, state: millions.State) -> None:
        for seat, p in enumerate(state.players):
            self.held[seat].update(s.appraisal for s in p.row if s.appraisal)

    def secrets(self, state: millions.State, viewer: int | None) -> Secrets:
        out = Secrets()
        finished = state.phase == "finished"

        def card(c: str, why: str) -> None:
            out.ids[c] = why
            for name in _names(c):
                out.strings[name] = why

        if not finished:  # M19: the unplayed pile cards are revealed at the end
            for owner, p in enumerate(state.players):
                for depth, c in enumerate(p.pile):
                    card(c, f"card {depth + 1} of seat {owner}'s face-down pile")
        for c in state.out_of_play:
            card(c, "out of play (never revealed)")
        if state.vault is not None and state.heir is None:
            card(state.vault, "the vault, not yet opened")
        where: dict[str, str] = {}
        for i, a in enumerate(state.appraisal_deck):
            where[a] = f"appraisal deck, position {i + 1}"
        for a in state.charity_appraisals:
            where[a] = "appraisal in Charity"
        for owner, p in enumerate(state.players):
            for i, s in enumerate(p.row):
                if s.appraisal and not finished:  # M19: rows are revealed at the end
                    where[s.appraisal] = f"appraisal under seat {owner}'s slot {i + 1}"
        held = self.held[viewer] if viewer is not None else set()
        for a, why in where.items():
            if a not in held:
                out.ids[a] = why
        return out

    def hidden_totals(
        self, state: millions.State, viewer: int | None
    ) -> dict[int, dict[float, str]]:
        """Per seat: the numbers its score line may not show to `viewer` (its item total
        and total while it holds an appraisal the viewer has not held)."""
        if state.phase == "finished":
            return {}
        held = self.held[viewer] if viewer is not None else set()
        totals = millions_totals(state)
        out = {}
        for owner, p in enumerate(state.players):
            unseen = [s.appraisal for s in p.row if s.appraisal and s.appraisal not in held]
            if owner != viewer and unseen:
                why = f"seat {owner}'s total, from its secret appraisals {unseen}"
                out[owner] = {
                    float(totals[owner]["items"]): why,
                    float(totals[owner]["total"]): why,
                }
        return out

    def check_rows(self, view: dict[str, Any], state: millions.State, viewer: Any) -> None:
        """Face-up rows of others: no slot says its appraisal's value, even without its id
        (the card face, with its printed value, is public)."""
        if state.phase == "finished":
            return
        held = self.held[viewer] if isinstance(viewer, int) else set()
        for row in view["rows"]:
            owner = row["seat"]
            if owner == viewer or not row["slots"]:
                continue
            for slot, entry in zip(state.players[owner].row, row["slots"], strict=True):
                if slot.appraisal and slot.appraisal not in held:
                    value = float(APPRAISALS[slot.appraisal])
                    why = f"value of {slot.appraisal}, under seat {owner}'s {slot.card}"
                    rest = {k: v for k, v in entry.items() if k not in ("slot", "card")}
                    assert_no_leak(rest, Secrets(numbers={value: why}), viewer, "a row")

    def own(self, state: millions.State, seat: int) -> Secrets:
        """The seat's own appraisals: its view must show them (the detector's proof)."""
        return Secrets(
            ids={
                s.appraisal: "own appraisal"
                for s in state.players[seat].row
                if s.appraisal and state.phase != "finished"
            }
        )


def check_millions_score(
    score: dict[str, Any], hidden: dict[int, dict[float, str]], viewer: Any
) -> None:
    for line in score["scores"]:
        if line["seat"] in hidden:
            numbers = {k: v for k, v in line.items() if k in ("items", "bonus", "total")}
            assert_no_leak(numbers, Secrets(numbers=hidden[line["seat"]]), viewer, "score")


def millions_payloads(state: millions.State, viewer: int | None) -> dict[str, Any]:
    actions = (
        millions.legal_actions(state, viewer)
        if viewer is not None
        else millions.host_actions(state) + millions.join_actions(state)
    )
    return {
        "view": millions.view(state, viewer),
        "score": millions.score(state, viewer),
        "pending": millions.pending(state),
        "legal_actions": actions,
    }


def millions_probes(state: millions.State, seat: int, rng: random.Random) -> list[Any]:
    """Bad moves: (action, body, squabble, the card the body names, group for diff)."""
    on_table = {t.card for t in state.table}
    groups = {
        "pile": [c for p in state.players for c in p.pile],
        "out_of_play": state.out_of_play,
        "vault": [state.vault] if state.vault else [],
        "charity": state.charity,
        "rows": [s.card for p in state.players for s in p.row],
    }
    out: list[Any] = []
    for cards in groups.values():
        for c in rng.sample(cards, min(2, len(cards))):
            if c not in on_table:
                out.append(("claim", {"card": c}, None, c, "claim"))
    out += [
        ("claim", {"card": "item-999"}, None, "item-999", None),
        *[("claim", {"card": a}, None, a, None) for a in rng.sample(list(APPRAISALS), 2)],
        ("steal", {"victim": (seat + 1) % len(state.players), "slot": 99}, None, None, None),
        ("steal", {"victim": seat, "slot": 1}, None, None, None),
        ("steal", {"victim": 99, "slot": 1}, None, None, None),
        ("steal", {}, None, None, None),
        ("reappraise", {"slot": 99}, None, None, None),
        ("flip", {}, None, None, None),
    ]
    for n in range(1, len(state.squabbles) + 2):
        out += [
            ("judge", {"judge": 99}, n, None, None),
            ("story", {"text": ""}, n, None, None),
            ("question", {"to": 99, "text": "Why?"}, n, None, None),
            ("answer", {"text": "Because."}, n, None, None),
            ("verdict", {"winner": 99}, n, None, None),
        ]
    return out


def probe_engine(
    engine: Any,
    state: Any,
    seat: int,
    probes: list[Any],
    secrets: Secrets,
    tally: Tally,
) -> None:
    """Each bad move on a copy of the state: its refusal names no secret, and refusals of
    the same move on cards of different hidden places read the same."""
    by_group: dict[str, dict[str, str]] = {}
    for action, body, squabble, card, group in probes:
        try:
            apply(engine, copy_state(engine, state), seat, action, body, squabble)
        except Refusal as refusal:
            problem = {"code": refusal.code, "detail": refusal.detail}
            tally.probes += 1
            assert_no_leak(problem, secrets.without(card), seat, f"refusal of {action} {body}")
            if group is not None and card is not None:
                by_group.setdefault(group, {})[card] = normalised(problem, card)
    for group, answers in by_group.items():
        assert len(set(answers.values())) <= 1, (
            f"LEAK to seat {seat}: refusals of {group} tell hidden places apart: {answers}"
        )


def play_millions(rng: random.Random, seed: int) -> Iterator[tuple[millions.State, list[Event]]]:
    players = rng.randint(3, 8)
    state = millions.new_game({"face_up_rows": rng.random() < 0.5}, seed)
    for seat, character in enumerate(rng.sample(CHARACTERS, players)):
        millions.join(state, f"Heir {'ABCDEFGH'[seat]}", character, "Aunt Millie was kind.")
    yield state, millions.start(state)
    while state.phase != "finished":
        seat = rng.choice(millions.pending(state))["seat"]
        entries = millions.legal_actions(state, seat)
        kinds = sorted({e["action"] for e in entries})
        kind = rng.choice(kinds)
        entry = rng.choice([e for e in entries if e["action"] == kind])
        yield state, millions.apply(state, seat, kind, entry["body"], entry.get("squabble"))


@pytest.mark.parametrize("chunk", range(4))
def test_millions_engine_leaks_nothing(chunk: int) -> None:
    tally = Tally()
    for game in range(6):
        rng = random.Random(f"millions-{chunk}-{game}")
        knowledge: MillionsKnowledge | None = None
        for state, events in play_millions(rng, seed=1000 * chunk + game):
            if knowledge is None:
                knowledge = MillionsKnowledge(len(state.players))
            knowledge.update(state)
            tally.states += 1
            seats = list(range(len(state.players)))
            for viewer in [None, *seats]:
                secrets = knowledge.secrets(state, viewer)
                payloads = millions_payloads(state, viewer)
                assert_no_leak(payloads, secrets, viewer, "view")
                knowledge.check_rows(payloads["view"], state, viewer)
                check_millions_score(
                    millions.score(state, viewer), knowledge.hidden_totals(state, viewer), viewer
                )
                told = [seen_event(e, viewer) for e in events]
                assert_no_leak(told, secrets, viewer, "events")
                tally.views += 1
                tally.events += len(events)
                if viewer is not None:
                    own = knowledge.own(state, viewer)
                    found = own.found(payloads["view"])
                    assert set(found) == set(own.ids), "the detector misses an own secret"
                    tally.own_secrets_found += len(found)
            if tally.states % 9 == 0:
                seat = rng.choice(seats)
                probe_engine(
                    millions,
                    state,
                    seat,
                    millions_probes(state, seat, rng),
                    knowledge.secrets(state, seat),
                    tally,
                )
        assert state.phase == "finished"
    print(f"\nmillions chunk {chunk}: {tally}")
    assert tally.states > 500 and tally.probes > 1000 and tally.own_secrets_found > 500


# --- Millimemory: who knows what -----------------------------------------------------------


@pytest.fixture
def canaries(monkeypatch: pytest.MonkeyPatch) -> dict[str, float]:
    """Every answer moved by 0.01 to 0.09 mm: two decimals, unique, unmistakable."""
    out: dict[str, float] = {}
    for i, (qid, q) in enumerate(sorted(QUESTIONS.items())):
        mm = round(q.mm + (i % 9 + 1) / 100, 2)
        while mm in out.values() or round(mm, 1) == mm:
            mm = round(mm + 0.01, 2)
        out[qid] = mm
        monkeypatch.setitem(QUESTIONS, qid, dataclasses.replace(q, mm=mm))
    return out


class MillimemoryKnowledge:
    """Predictions as the driver made them; what each seat may know, from the state."""

    def __init__(self, players: int, rng: random.Random, near: float = 0.3) -> None:
        self.near = near
        pool = [x / 10 for x in range(1, 3000) if x % 10]  # one non-zero decimal
        rng.shuffle(pool)
        self.pool = pool
        self.used: set[float] = set()
        self.voided: list[set[float]] = [set() for _ in range(players)]
        self.public: set[float] = set()  # revealed errors (one decimal: may meet a guess)
        self.current: dict[int, float] = {}
        self.card: str | None = None
        self.played = 0

    def guess(self, state: millimemory.State, rng: random.Random) -> float:
        """A fresh prediction: far off, or close to the answer (to end some games)."""
        if rng.random() < self.near and state.card is not None:
            base = round(QUESTIONS[state.card].mm, 1)
            for k in range(200):
                g = round(base + (k // 2) * 0.1 * (1 if k % 2 else -1), 1)
                if 0 < g < 300 and g not in self.used and not g.is_integer():
                    self.used.add(g)
                    return g
        g = self.pool.pop()
        while g in self.used:
            g = self.pool.pop()
        self.used.add(g)
        return g

    def update(self, state: millimemory.State, seat: int | None = None, mm: Any = None) -> None:
        """After a move (`seat` predicted `mm`): a revealed round makes its errors public;
        a skip voids the round's guesses."""
        if seat is not None and mm is not None:
            self.current[seat] = mm
        if len(state.played) > self.played:
            answer = QUESTIONS[state.played[-1]].mm
            self.public |= {round(abs(g - answer), 1) for g in self.current.values()}
            self.current = {}
        elif state.card != self.card:
            for seat, g in self.current.items():
                self.voided[seat].add(g)
            self.current = {}
        self.played, self.card = len(state.played), state.card
        for seat, p in enumerate(state.players):
            if p.prediction is not None and state.phase != "finished":
                self.current[seat] = p.prediction

    def secrets(self, state: millimemory.State, viewer: int | None) -> Secrets:
        out = Secrets()
        for i, q in enumerate(state.deck):
            out.ids[q] = f"deck card {i + 1}"
        for qid, q in QUESTIONS.items():
            if qid not in state.played:
                where = "the current card" if qid == state.card else "a card not answered"
                out.numbers[float(q.mm)] = f"answer of {qid} ({where})"
        for seat, g in self.current.items():
            if seat != viewer:
                out.numbers[g] = f"seat {seat}'s locked prediction"
        for seat, voided in enumerate(self.voided):
            if seat != viewer:
                out.numbers |= {g: f"seat {seat}'s prediction voided by a skip" for g in voided}
        for n in self.public:
            out.numbers.pop(n, None)
        return out


def millimemory_payloads(state: millimemory.State, viewer: int | None) -> dict[str, Any]:
    actions = (
        millimemory.legal_actions(state, viewer)
        if viewer is not None
        else millimemory.host_actions(state) + millimemory.join_actions(state)
    )
    return {
        "view": millimemory.view(state, viewer),
        "score": millimemory.score(state, viewer),
        "pending": millimemory.pending(state),
        "legal_actions": actions,
    }


MILLIMEMORY_PROBES = [
    ("predict", {"mm": 300.5}, None, None, None),
    ("predict", {"mm": 12.34}, None, None, None),
    ("predict", {"mm": "twelve"}, None, None, None),
    ("predict", {"mm": 150.5}, None, None, None),
    ("predict", {}, None, None, None),
    ("flip", {}, None, None, None),
]


def millimemory_move(
    state: millimemory.State, knowledge: MillimemoryKnowledge, rng: random.Random
) -> tuple[int, str, dict[str, Any]]:
    if rng.random() < 0.06:  # Q5: a seat that has locked may not skip; another may
        unlocked = [s for s in state.contenders if state.players[s].prediction is None]
        return rng.choice(unlocked), "skip", {}
    seat = rng.choice(millimemory.pending(state))["seat"]
    return seat, "predict", {"mm": knowledge.guess(state, rng)}


def play_millimemory(
    rng: random.Random, seed: int
) -> Iterator[tuple[millimemory.State, list[Event], MillimemoryKnowledge]]:
    players = rng.randint(1, 6)
    state = millimemory.new_game({"single_winner": rng.random() < 0.5}, seed)
    for seat, colour in enumerate(rng.sample(COLOURS, players)):
        millimemory.join(state, f"Guesser {'ABCDEF'[seat]}", colour)
    knowledge = MillimemoryKnowledge(players, rng)
    events = millimemory.start(state)
    knowledge.update(state)
    yield state, events, knowledge
    while state.phase != "finished":
        seat, action, body = millimemory_move(state, knowledge, rng)
        events = millimemory.apply(state, seat, action, body)
        knowledge.update(state, seat, body.get("mm"))
        yield state, events, knowledge


@pytest.mark.parametrize("chunk", range(2))
def test_millimemory_engine_leaks_nothing(chunk: int, canaries: dict[str, float]) -> None:
    tally = Tally()
    for game in range(30):
        rng = random.Random(f"millimemory-{chunk}-{game}")
        for state, events, knowledge in play_millimemory(rng, seed=1000 * chunk + game):
            tally.states += 1
            seats = list(range(len(state.players)))
            for viewer in [None, *seats]:
                secrets = knowledge.secrets(state, viewer)
                payloads = millimemory_payloads(state, viewer)
                assert_no_leak(payloads, secrets, viewer, "view")
                told = [seen_event(e, viewer) for e in events]
                assert_no_leak(told, secrets, viewer, "events")
                tally.views += 1
                tally.events += len(events)
                mine = state.players[viewer].prediction if viewer is not None else None
                if mine is not None:  # the detector's proof: its own guess is in its view
                    own = Secrets(numbers={mine: "own prediction"})
                    assert own.found(payloads["view"]), "the detector misses an own secret"
                    tally.own_secrets_found += 1
            if tally.states % 3 == 0 and state.phase != "finished":
                seat = rng.choice(seats)
                probe_engine(
                    millimemory,
                    state,
                    seat,
                    MILLIMEMORY_PROBES,
                    knowledge.secrets(state, seat),
                    tally,
                )
    print(f"\nmillimemory chunk {chunk}: {tally}")
    assert tally.states > 500 and tally.probes > 500 and tally.own_secrets_found > 500


# --- Morbid Living: who knows what ---------------------------------------------------------


class MorbidKnowledge:
    """Cards that have been out of the deck at some time: their ids are public."""

    def __init__(self) -> None:
        self.seen: set[str] = set()

    def update(self, state: morbid_living.State) -> None:
        if state.phase != "lobby":
            self.seen |= set(CARDS) - set(state.deck)

    @staticmethod
    def _cards(cards: dict[str, str]) -> Secrets:
        out = Secrets()
        for c, why in cards.items():
            out.ids[c] = why
            for name in _names(c):
                out.strings[name] = why
        return out

    def view_secrets(self, state: morbid_living.State) -> Secrets:
        """No current answer shows a card of the deck (its order is the secret)."""
        return self._cards({c: f"deck card {i + 1}" for i, c in enumerate(state.deck)})

    def event_secrets(self, state: morbid_living.State) -> Secrets:
        """Events may name a card of the deck that was drawn before a reshuffle."""
        return self._cards(
            {
                c: f"deck card {i + 1}, never seen"
                for i, c in enumerate(state.deck)
                if c not in self.seen
            }
        )


def morbid_payloads(state: morbid_living.State, viewer: int | None) -> dict[str, Any]:
    actions = (
        morbid_living.legal_actions(state, viewer)
        if viewer is not None
        else morbid_living.host_actions(state) + morbid_living.join_actions(state)
    )
    return {
        "view": morbid_living.view(state, viewer),
        "score": morbid_living.score(state, viewer),
        "pending": morbid_living.pending(state),
        "legal_actions": actions,
    }


def morbid_probes(state: morbid_living.State, seat: int, rng: random.Random) -> list[Any]:
    groups = {
        "deck": state.deck,
        "others": [c for s, p in enumerate(state.players) if s != seat for c in p.cards],
        "discard": state.discard[:-1],
    }
    out: list[Any] = []
    for group, cards in groups.items():
        for c in rng.sample(cards, min(2, len(cards))):
            out += [
                ("sell", {"card": c}, None, c, f"sell {group}"),
                ("discard", {"card": c}, None, c, f"discard {group}"),
                ("steal", {"victim": (seat + 1) % len(state.players), "card": c}, None, c, None),
            ]
    out += [
        ("draw", {"source": "discard"}, None, None, None),
        ("draw", {"source": "nowhere"}, None, None, None),
        ("buy", {"credit": True}, None, None, None),
        ("pay", {}, None, None, None),
        ("pass", {}, None, None, None),
        ("end-turn", {}, None, None, None),
        ("steal", {"victim": 99}, None, None, None),
    ]
    return out


def play_morbid(
    rng: random.Random, seed: int
) -> Iterator[tuple[morbid_living.State, list[Event], set[str]]]:
    """Yields each state, its events and the cards of the deck before the move."""
    players = rng.randint(2, 6)
    state = morbid_living.new_game({"start_seat": rng.randrange(players)}, seed)
    for seat in range(players):
        morbid_living.join(state, f"Heir {'ABCDEF'[seat]}", rng.random() < 0.3)
    yield state, morbid_living.start(state), set()
    while state.phase != "finished":
        seat = morbid_living.pending(state)[0]["seat"]
        entries = morbid_living.legal_actions(state, seat)
        kind = rng.choice(sorted({e["action"] for e in entries}))
        entry = rng.choice([e for e in entries if e["action"] == kind])
        before = set(state.deck)
        yield state, morbid_living.apply(state, seat, kind, entry["body"]), before


@pytest.mark.parametrize("chunk", range(2))
def test_morbid_living_engine_leaks_nothing(chunk: int) -> None:
    tally = Tally()
    for game in range(8):
        rng = random.Random(f"morbid-{chunk}-{game}")
        knowledge = MorbidKnowledge()
        for state, events, deck_before in play_morbid(rng, seed=1000 * chunk + game):
            knowledge.update(state)
            tally.states += 1
            view_secrets = knowledge.view_secrets(state)
            event_secrets = knowledge.event_secrets(state)
            for viewer in [None, *range(len(state.players))]:
                assert_no_leak(morbid_payloads(state, viewer), view_secrets, viewer, "view")
                told = [seen_event(e, viewer) for e in events]
                assert_no_leak(told, event_secrets, viewer, "events")
                tally.views += 1
                tally.events += len(events)
            # The detector's proof: a card drawn from the deck was a secret a move ago.
            drawn = Secrets(ids={c: "in the deck" for c in deck_before})
            kinds = {e.kind for e in events}
            if "drew" in kinds and "deck_reshuffled" not in kinds:
                assert drawn.found([seen_event(e, None) for e in events])
                tally.own_secrets_found += 1
            if tally.states % 3 == 0 and state.phase != "finished":
                seat = rng.randrange(len(state.players))
                probe_engine(
                    morbid_living,
                    state,
                    seat,
                    morbid_probes(state, seat, rng),
                    view_secrets,
                    tally,
                )
    print(f"\nmorbid-living chunk {chunk}: {tally}")
    assert tally.states > 800 and tally.probes > 1000 and tally.own_secrets_found > 100


# --- the detector finds what it should --------------------------------------------------


def test_detector_finds_a_seats_own_secret_in_its_own_view_only() -> None:
    """Sanity: a seat's own appraisal is found in its own view (so a leak of it to anyone
    else would be found too), not in the others' views; a planted leak is caught."""
    rng = random.Random(3)
    for state, _ in play_millions(rng, seed=3):
        holders = [s for s, p in enumerate(state.players) if any(x.appraisal for x in p.row)]
        if holders and state.phase != "finished":
            break
    else:
        raise AssertionError("no appraisal was drawn in the whole game")
    owner = holders[0]
    knowledge = MillionsKnowledge(len(state.players))
    knowledge.update(state)
    own = knowledge.own(state, owner)
    assert set(own.found(millions.view(state, owner))) == set(own.ids)
    for viewer in [None, *range(len(state.players))]:
        if viewer != owner:
            assert not own.found(millions.view(state, viewer))
            assert not own.found(millions.score(state, viewer))
    stranger = next(s for s in range(len(state.players)) if s != owner)
    planted = {**millions.view(state, stranger), "debug": state.out_of_play[0]}
    with pytest.raises(AssertionError, match="out of play"):
        assert_no_leak(planted, knowledge.secrets(state, stranger), stranger, "planted")
    with pytest.raises(AssertionError, match="appraisal under seat"):
        assert_no_leak(
            millions.view(state, owner), knowledge.secrets(state, stranger), stranger, "planted"
        )


# --- through the HTTP API ------------------------------------------------------------------

ENGINES: dict[str, Any] = {
    "millions": millions,
    "millimemory": millimemory,
    "morbid-living": morbid_living,
}
HTTP_SEED = 2**52 + 424_242  # distinctive: a number found anywhere, it is the seed


def _shadow_join(slug: str, state: Any, seat: int) -> None:
    body = seat_request(slug, seat)
    if slug == "millions":
        millions.join(state, body["name"], body["character"], body["intro"])
    elif slug == "millimemory":
        millimemory.join(state, body["name"], body["colour"])
    else:
        morbid_living.join(state, body["name"])


class HttpGame:
    """A game played through the API, with a shadow engine state kept in step by applying
    every accepted move to it: the record of who knows what for the HTTP answers."""

    def __init__(
        self,
        client: FlaskClient,
        slug: str,
        players: int,
        options: dict[str, Any],
        rng: random.Random,
    ) -> None:
        self.slug, self.engine, self.rng = slug, ENGINES[slug], rng
        self.table = Table.create(client, players, seed=HTTP_SEED, options=options, slug=slug)
        self.state = self.engine.new_game(options, HTTP_SEED)
        for seat in range(players):
            _shadow_join(slug, self.state, seat)
        self.engine.start(self.state)
        self.cursor: dict[Any, int] = {}
        self.tally = Tally()
        self.millions = MillionsKnowledge(players) if slug == "millions" else None
        self.millimemory = (
            MillimemoryKnowledge(players, rng, near=0.15) if slug == "millimemory" else None
        )
        self.morbid = MorbidKnowledge() if slug == "morbid-living" else None
        self.update()

    # -- who knows what

    def update(self, seat: int | None = None, guess: Any = None) -> None:
        if self.millions is not None:
            self.millions.update(self.state)
        if self.millimemory is not None:
            self.millimemory.update(self.state, seat, guess)
        if self.morbid is not None:
            self.morbid.update(self.state)

    def secrets(self, viewer: Any, events: bool = False) -> Secrets:
        """What `viewer` (a seat, "host" or None) may not know, HTTP secrets included."""
        seat = viewer if isinstance(viewer, int) else None
        if self.millions is not None:
            out = self.millions.secrets(self.state, seat)
        elif self.millimemory is not None:
            out = self.millimemory.secrets(self.state, seat)
        else:
            assert self.morbid is not None
            morbid = self.morbid
            out = morbid.event_secrets(self.state) if events else morbid.view_secrets(self.state)
        out.substrings |= {t: f"seat {s}'s token" for s, t in enumerate(self.table.tokens)}
        if isinstance(viewer, int):
            del out.substrings[self.table.tokens[viewer]]
        if viewer != "host":
            out.substrings[self.table.host_token] = "the host's token"
        if self.state.phase != "finished":
            out.numbers[float(HTTP_SEED)] = "the game's secret seed (G1)"
        return out

    def own(self, seat: int) -> Secrets:
        """The seat's own secrets, which its own view must show (the detector's proof)."""
        if self.millions is not None:
            return self.millions.own(self.state, seat)
        mine = self.state.players[seat].prediction if self.millimemory is not None else None
        return Secrets(numbers={mine: "own prediction"} if mine is not None else {})

    # -- requests

    def viewers(self) -> list[Any]:
        return [None, "host", *range(len(self.table.tokens))]

    def auth(self, viewer: Any) -> dict[str, str]:
        return self.table.auth(host=True) if viewer == "host" else self.table.auth(viewer)

    def get(self, path: str, viewer: Any) -> dict[str, Any]:
        r = self.table.client.get(self.table.path(path), headers=self.auth(viewer))
        assert r.status_code == 200, r.get_data(as_text=True)
        body: dict[str, Any] = r.json
        return {"headers": dict(r.headers), "body": body}

    def check_view(self, viewer: Any, view: dict[str, Any] | None = None) -> None:
        """A view, as the shadow state has it, showing no secret of the viewer."""
        answer = {"body": view} if view is not None else self.get("", viewer)
        mine = self.engine.view(self.state, viewer if isinstance(viewer, int) else None)
        served = {k: answer["body"][k] for k in mine}
        for seat in served.get("seats", []):
            assert seat.pop("bot") is None, "no bots at these tables"  # the API adds it
            assert seat.pop("is_bot") is False
        assert served == mine, "the shadow state lost step"
        assert_no_leak(answer, self.secrets(viewer), viewer, "view")
        if self.millions is not None:
            self.millions.check_rows(answer["body"], self.state, viewer)
        self.tally.views += 1

    def check_events(self, viewer: Any) -> None:
        """The events since the viewer's last look, each as soon as it happened."""
        after = self.cursor.get(viewer, 0)
        page = self.get(f"events?after={after}&limit=1000", viewer)
        for e in page["body"]["events"]:
            assert_no_leak(e, self.secrets(viewer, events=True), viewer, f"event {e['kind']}")
            self.cursor[viewer] = e["seq"]
            self.tally.events += 1

    def check_score(self, viewer: Any) -> None:
        answer = self.get("score", viewer)
        assert_no_leak(answer, self.secrets(viewer), viewer, "score")
        if self.millions is not None:
            seat = viewer if isinstance(viewer, int) else None
            hidden = self.millions.hidden_totals(self.state, seat)
            check_millions_score(answer["body"], hidden, viewer)

    def next_move(self) -> tuple[int, str, dict[str, Any], int | None, str]:
        """A random legal move: (seat, action, body, squabble, path after the game's)."""
        if self.millimemory is not None:
            seat, action, body = millimemory_move(self.state, self.millimemory, self.rng)
            return seat, action, body, None, action
        seat = self.rng.choice(self.engine.pending(self.state))["seat"]
        mine = self.get("", seat)
        assert_no_leak(mine, self.secrets(seat), seat, "view")
        entries = mine["body"]["legal_actions"]
        kind = self.rng.choice(sorted({e["action"] for e in entries}))
        entry = self.rng.choice([e for e in entries if e["action"] == kind])
        path = entry["path"].split(f"/{self.table.game_id}/", 1)[1]
        return seat, entry["action"], entry["body"], entry.get("squabble"), path

    def move(self) -> None:
        """One move, then every viewer's new events, the mover's answer and one view."""
        seat, action, body, squabble, path = self.next_move()
        r = self.table.post(seat, path, body)
        assert r.status_code == 200, r.get_data(as_text=True)
        apply(self.engine, self.state, seat, action, body, squabble)
        self.update(seat, body.get("mm"))
        self.tally.states += 1
        self.check_view(seat, r.json)
        assert_no_leak(dict(r.headers), self.secrets(seat), seat, f"{path} headers")
        own = self.own(seat)
        if own.ids or own.numbers:
            assert len(own.found(r.json)) == len(own.ids) + len(own.numbers)
            self.tally.own_secrets_found += 1
        for viewer in self.viewers():
            self.check_events(viewer)
        viewer = self.viewers()[self.tally.states % len(self.viewers())]
        self.check_view(viewer)
        self.check_score(viewer)

    def probe(self, seat: int) -> None:
        """Bad moves of `seat` (those the engine refuses): their problem details name no
        secret, refusals on cards of different hidden places read the same, nothing
        changes."""
        probes: list[Any]
        if self.slug == "millions":
            probes = millions_probes(self.state, seat, self.rng)
        elif self.slug == "morbid-living":
            probes = morbid_probes(self.state, seat, self.rng)
        else:
            probes = MILLIMEMORY_PROBES[:-1]
        by_group: dict[str, dict[str, str]] = {}
        version = self.table.view(seat)["version"]
        secrets = self.secrets(seat)
        for action, body, squabble, card, group in trimmed(probes, self.rng):
            try:
                apply(
                    self.engine, copy_state(self.engine, self.state), seat, action, body, squabble
                )
            except Refusal:
                pass
            else:
                continue  # a legal move after all: no probe
            path = f"squabbles/{squabble}/{action}" if squabble is not None else action
            r = self.table.post(seat, path, body)
            assert r.status_code >= 400 and r.mimetype == "application/problem+json", r.json
            self.tally.probes += 1
            problem = {"headers": dict(r.headers), "body": r.json}
            assert_no_leak(problem, secrets.without(card), seat, f"refusal of {path} {body}")
            if group is not None and card is not None:
                by_group.setdefault(group, {})[card] = normalised(r.json, card)
        for group, answers in by_group.items():
            assert len(set(answers.values())) <= 1, (
                f"LEAK to seat {seat}: refusals of {group} tell hidden places apart: {answers}"
            )
        assert self.table.view(seat)["version"] == version


def trimmed(probes: list[Any], rng: random.Random, others: int = 4) -> list[Any]:
    """Fewer probes for HTTP: two of each group told apart by refusals, a few others."""
    out, kept = [], Counter[str]()
    for probe in probes:
        group = probe[4]
        if group is not None and kept[group] < 2:
            out.append(probe)
            kept[group] += 1
    rest = [p for p in probes if p[4] is None]
    return out + rng.sample(rest, min(others, len(rest)))


HTTP_GAMES = {"millions": [3], "millimemory": [3, 2, 4], "morbid-living": [3]}
HTTP_OPTIONS = {"millions": {"face_up_rows": True}, "millimemory": {"single_winner": True}}


@pytest.mark.parametrize("slug", ["millions", "millimemory", "morbid-living"])
def test_http_answers_leak_nothing(
    client: FlaskClient, slug: str, canaries: dict[str, float]
) -> None:
    """A few hundred states through the API: after every move, every viewer's new events,
    the mover's answer, one rotating viewer's view and score; every sixth move, bad moves
    of every seat; at the end, every viewer's view."""
    rng = random.Random(f"http-{slug}")
    total = Tally()
    for players in HTTP_GAMES[slug]:
        game = HttpGame(client, slug, players, HTTP_OPTIONS.get(slug, {}), rng)
        cap = 100 if slug == "morbid-living" else 200  # Morbid Living: 20 turns each
        while game.state.phase != "finished" and game.tally.states < cap:
            game.move()
            if game.tally.states % 6 == 0 and game.state.phase != "finished":
                for seat in range(players):
                    game.probe(seat)
        assert game.state.phase == "finished" or slug == "morbid-living"
        for viewer in game.viewers():
            game.check_view(viewer)
        for k in ("states", "views", "events", "probes", "own_secrets_found"):
            setattr(total, k, getattr(total, k) + getattr(game.tally, k))
    print(f"\nHTTP {slug}: {total}")
    assert total.states >= 90 and total.probes >= 50
    assert total.own_secrets_found > 10 or slug == "morbid-living"


def test_final_views_keep_the_out_of_play_cards_unrevealed_M19(client: FlaskClient) -> None:
    """M19: no view shows the out-of-play cards, even at the end. The export of a
    finished game is the full record G2 asks for (seed and actions replay everything),
    so it holds them; docs/realtime.md states that G2 decides once the game is over."""
    game = HttpGame(client, "millions", 3, {}, random.Random(5))
    game.table.play_randomly(random.Random(5))
    why = "out of play: never revealed (M19)"
    out_of_play = Secrets(ids={c: why for c in game.state.out_of_play})
    for viewer in game.viewers():
        assert_no_leak(game.get("", viewer), out_of_play, viewer, "the final view")
    record = game.get("export", None)["body"]
    assert set(record["final_state"]["out_of_play"]) == set(game.state.out_of_play)


# --- Millimemory data: the face of a card does not tell its answer -------------------------


def test_question_faces_do_not_state_their_answers() -> None:
    """Q5: the revealed face (prompt, part) must not carry the hidden answer."""
    bad = []
    for q in QUESTIONS.values():
        face = json.dumps(q.face())
        if float(q.mm) in {float(n) for n in NUMBER.findall(face.replace(q.id, ""))}:
            bad.append((q.id, q.face(), q.mm))
    assert not bad
