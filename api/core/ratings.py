"""Players' ratings: openskill's Plackett-Luce model, one rating per player and game
type, updated from a finished rated game's ranking (ties included) in the transaction of
the move that finishes it (docs/players.md).

A rating is mu (the skill the model believes) and sigma (how unsure it is); players are
ordered by the conservative `mu - 3 sigma` (openskill's ordinal), and shown as
`rating` = 1500 + 40 x ordinal: 1500 for a new player, whose sigma is wide. A player is
`provisional` in a game type until they have finished PROVISIONAL_GAMES rated games of it.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from openskill.models import PlackettLuce

from millie.api.db import players as db
from millie.api.db.database import Tx

PROVISIONAL_GAMES = 10
MODEL = PlackettLuce()
_first = MODEL.rating()
FIRST = db.RatingRow("", _first.mu, _first.sigma, _first.ordinal(), 0)


def shown(ordinal: float) -> int:
    """The rating a player is shown (and a seek's `rating_range` is in)."""
    return round(1500 + 40 * ordinal)


def described(rating: db.RatingRow) -> dict[str, Any]:
    """A rating as the API shows it."""
    return {
        "type": rating.type,
        "rating": shown(rating.ordinal),
        "mu": round(rating.mu, 3),
        "sigma": round(rating.sigma, 3),
        "games": rating.games,
        "provisional": rating.games < PROVISIONAL_GAMES,
    }


def game_finished(tx: Tx, game_type: str, game_id: str, result: Any, at: datetime) -> bool:
    """Rate a game that has just finished, if it is rated: each seated player's rating in
    the game type moves by the model from the final `result`'s ranks (1 is best; equal
    ranks are a tie). Runs in the finishing move's transaction, so the game's end and
    its ratings are committed together or not at all. True if it rated the game."""
    if not isinstance(result, dict):
        return False
    ranks = result.get("ranks") or []
    seated = {s: p for s, p in db.rated_seats(tx, game_id).items() if s < len(ranks)}
    if len(seated) < 2:
        return False
    seats = sorted(seated)
    current = db.lock_ratings(tx, game_type, game_id, [seated[s] for s in seats], FIRST, at)
    teams = [[MODEL.rating(current[seated[s]].mu, current[seated[s]].sigma)] for s in seats]
    rated = MODEL.rate(teams, ranks=[ranks[s] for s in seats])
    changes = [
        (seated[s], ranks[s], db.RatingRow(game_type, a.mu, a.sigma, a.ordinal(), 0))
        for s, (a,) in zip(seats, rated, strict=True)
    ]
    db.set_ratings(tx, game_id, game_type, changes, at)
    return True
