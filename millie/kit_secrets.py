"""Who knows what, for the conformance kit: the secrets of each seat, and where they leak.

The kit learns a seat's secrets from what the game itself tells that seat alone: the
`secret` parts of events addressed to it (`secret_to`), and what its own view shows that
is not public. Public is what an event's public part told everyone and what every
viewer's view shows alike (every seat's and a spectator's). A secret found in another
viewer's payload (a view, an event, an error) before the game ends is a leak, unless that
viewer was told the same value by a secret part of its own.

Only values that name something are compared, so that a count of 3 in one view is no
"leak" of a card worth 3 in another: strings (whole JSON strings, and as words inside an
error's text), numbers with a fraction (12.5 mm) and whole secret objects (an event's
secret part, and each object inside it). A whole number is compared only inside the secret
object it came in: a leak of a bare secret integer is beyond what the kit can tell from
chance, and is for the game's own tests.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

import orjson

# Subtrees of a view that say what a seat may send, not what it knows: another seat is
# offered the same requests (paths, example bodies), so they are searched but never a
# source of secrets.
OFFERS = frozenset({"legal_actions", "pending"})


def _canonical(value: Any) -> str:
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS).decode()


def tokens(value: Any, objects: bool = False, skip: frozenset[str] = frozenset()) -> Iterator[str]:
    """The values of a JSON value that can carry a secret, each as a token: `s:` a string,
    `n:` a number with a fraction, `o:` an object (with `objects`) by its canonical JSON.
    Keys in `skip` are left out at the top level."""
    if isinstance(value, str):
        if value:
            yield "s:" + value
    elif isinstance(value, float) and not value.is_integer():
        yield f"n:{value!r}"
    elif isinstance(value, dict):
        if objects and value:
            yield "o:" + _canonical(value)
        for key, item in value.items():
            if key not in skip:
                yield from tokens(item, objects)
    elif isinstance(value, list):
        for item in value:
            yield from tokens(item, objects)


def shown(token: str) -> str:
    """A token as a person reads it in a failure message."""
    kind, _, value = token.partition(":")
    return repr(value) if kind == "s" else value


@dataclass
class Knowledge:
    """What each viewer was told in secret so far, and what everyone may know."""

    seats: int
    told: list[set[str]] = field(default_factory=list)  # by seat: tokens of secret parts
    public: set[str] = field(default_factory=set)  # tokens of public event data

    def __post_init__(self) -> None:
        self.told = [set() for _ in range(self.seats)]

    def hear(self, seat: int | None, secret: Any) -> None:
        """A secret part told to `seat`."""
        if seat is not None and secret is not None:
            self.told[seat] |= set(tokens(secret, objects=True))

    def announce(self, data: Any) -> None:
        """An event's public part: everyone may know its values."""
        self.public |= set(tokens(data, objects=True))

    def private(self, views: dict[int | None, dict[str, Any]]) -> list[set[str]]:
        """Each seat's secrets now: what it was told alone, and what its own view shows,
        less what is public: what every event told everyone, and what every viewer's
        view shows (the spectator's and every seat's alike)."""
        shown = {v: set(tokens(view, objects=False, skip=OFFERS)) for v, view in views.items()}
        public = self.public | set.intersection(*shown.values())
        return [((self.told[s] | shown.get(s, set())) - public) for s in range(self.seats)]


def found(payload: Any, secret: set[str], text_too: bool = False) -> set[str]:
    """The secret tokens that `payload` holds: as whole values, and (`text_too`, for an
    error) strings of three or more characters as words of its text."""
    if not secret:
        return set()
    objects = any(token.startswith("o:") for token in secret)
    hits = set(tokens(payload, objects)) & secret
    if text_too:
        text = json.dumps(payload)
        for token in secret - hits:
            if token.startswith("s:") and len(token) >= 5:
                word = re.escape(json.dumps(token[2:])[1:-1])
                if re.search(rf"(?<![\w-]){word}(?![\w-])", text):
                    hits.add(token)
    return hits


def leaks(
    payload: Any,
    viewer: int | None,
    private: list[set[str]],
    knowledge: Knowledge,
    sent: Iterable[str] = (),
    text_too: bool = False,
) -> list[tuple[int, str]]:
    """(seat, token) for each other seat's secret that `payload`, seen by `viewer`, holds;
    not what the viewer was told itself, nor what it `sent` (a refusal may echo it)."""
    excused = (knowledge.told[viewer] if viewer is not None else set()) | set(sent)
    others = {seat: secret - excused for seat, secret in enumerate(private) if seat != viewer}
    hits = found(payload, set().union(*others.values()), text_too)
    return sorted((seat, token) for seat, secret in others.items() for token in secret & hits)
