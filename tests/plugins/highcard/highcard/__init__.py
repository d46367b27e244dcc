"""High card, a game for Millie in one declaration: two players each hold five cards of
ten; both pick one in secret, then both are revealed and the higher wins the round. The
first to win two rounds wins the game (best of three).

Millie finds it through the entry point `highcard = "highcard:GAME"` (pyproject.toml).
"""

from __future__ import annotations

import random
from typing import Any

from highcard import engine
from millie.rules.game import Action, Field, Game


class Highest:
    """A bot policy of the game's own: always its highest card (`random` plays too)."""

    name = "highest"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def observe(self, event: dict[str, Any]) -> None:
        pass

    def choose(self, view: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
        return max(actions, key=lambda a: engine.value(a["body"]["card"]))


PICK = Action(
    "pick",
    "highcard_pick",
    """Pick a card in secret

    One card of your hand, face down. When both players have picked, both cards are
    revealed and the higher wins the round.
    """,
    {"card": Field("string", required=True, min_length=1, max_length=20)},
    example={"card": "card-7"},
    codes=("wrong_phase", "already_picked", "not_in_hand"),
)

GAME = Game(
    slug="highcard",
    title="High card",
    description="High card: pick a card in secret; the higher wins; best of three.",
    engine=engine.HighCard(),
    min_players=engine.HighCard.min_players,
    max_players=engine.HighCard.max_players,
    options={
        "pick_seconds": Field(
            "integer",
            default=None,
            nullable=True,
            min=1,
            max=3600,
            description="Seconds to pick; then the server picks your lowest card.",
        )
    },
    join={"name": Field("string", required=True, min_length=1, max_length=40)},
    actions=(PICK,),
    decisions=("start", "pick"),
    refusals={
        "already_picked": (409, "You have picked a card this round."),
        "not_in_hand": (409, "That card is not in your hand."),
    },
    policies={"highest": Highest},
)
