"""How bots choose their moves: the same policies for the client bots and the server.

A policy reads the game as the HTTP API sends it, as plain JSON-shaped dicts (the
standard library only, like rules/; it never imports rules/, api/ or clients/):
`observe(event)` takes each event of GET .../events (`seq`, `kind`, `data`, and
`secret` for its holder); `choose(view, actions)` takes the seat's view (GET
/v1/{type}/games/{id}) and its `legal_actions` entries, and returns one of those
entries as is, or, for an entry with `free` fields, a copy with them filled in.

Millimemory: `RandomPolicy` sends any legal action as given (its example lengths);
`EstimatorPolicy` knows the answers and is off by a fixed share (a test opponent whose
strength is known in advance: with a 10% error it lands in Good or Excellent).

Aunt Millie's Millions:

`RandomPolicy` picks any legal action. `GreedyPolicy` plays for money, by these rules:
- claim the card worth most to it: an Item's value (printed, or the appraisal deck's mean
  for "$?") less the item of that colour it would have to give to Charity, halved when
  another character already stands on it (a squabble is a coin toss); a Steal is worth
  the best item it knows an opponent holds; a Reappraise what the deck's mean would add
  to its weakest item;
- steal the most valuable item it knows of (it follows every reveal in the event log),
  never one that would cost it more than it gains; decline when nothing gains;
- reappraise its weakest item when the deck's mean is worth more, else decline;
- as a selector, name the lowest-numbered eligible judge;
- as a judge, ask nothing and award the item by a stated rule: the longer story wins,
  and on equal lengths the squabbler who is not the selector;
- as a squabbler, tell a story and answer a question made from the card and the question
  (policies/squabble.py), drawn from its random generator, as the random policy does.

Morbid Living: `RandomPolicy` picks any legal action; `LivingGreedyPolicy` builds a
residence, a job and a vehicle, then hoards cash (its rules are in its docstring).
"""

from __future__ import annotations

import random

from millie.policies.chance import RandomPolicy
from millie.policies.millimemory import EstimatorPolicy
from millie.policies.millions import GreedyPolicy
from millie.policies.morbid_living import LivingGreedyPolicy
from millie.policies.policy import Policy

NAMES: dict[str, tuple[str, ...]] = {
    "millions": ("random", "greedy"),
    "millimemory": ("random", "estimator"),
    "morbid-living": ("random", "greedy"),
}
"""The policies each game type offers, by name; the first is the weakest."""


def make(
    game_slug: str, name: str, rng: random.Random, answers: dict[str, float] | None = None
) -> Policy:
    """A fresh policy `name` for a game of type `game_slug`.

    `rng` is the policy's own generator (it draws from it). `answers` (card id -> mm) is
    what Millimemory's estimator knows: the card data lives in rules/, which this package
    may not import, so the caller passes it in.
    """
    if name == "random":  # plays any game: it picks one of the legal actions
        return RandomPolicy(rng)
    if name not in NAMES.get(game_slug, ()):
        raise ValueError(f"no policy {name!r} for {game_slug!r}; known: {NAMES}")
    if game_slug == "millions":
        return GreedyPolicy(rng=rng)
    if game_slug == "morbid-living":
        return LivingGreedyPolicy()
    if answers is None:
        raise ValueError("the estimator needs the answers (card id -> mm)")
    return EstimatorPolicy(dict(answers), 0.10, rng)


__all__ = [
    "NAMES",
    "EstimatorPolicy",
    "GreedyPolicy",
    "LivingGreedyPolicy",
    "Policy",
    "RandomPolicy",
    "make",
]
