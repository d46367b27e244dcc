"""Players: someone (a person or a bot) who plays many games under one name and one
token (docs/players.md). A player's token is shown once and stored hashed, like a
seat's (api/core/tokens.py).

With their token a player joins any game (the seat is theirs; the seat's own token
works too), acts in the games they are seated in, lists their games, and has a public
profile: name, bot or not, ratings per game type, recent games.
"""

from __future__ import annotations

import math
import secrets
from datetime import timedelta
from typing import Any

from millie.api.core import ratings
from millie.api.core.moves import Answer, Idempotency
from millie.api.core.problems import Problem
from millie.api.core.store import GameStore
from millie.api.core.times import now, rfc3339
from millie.api.core.tokens import hash_token, is_player_token, new_player_token
from millie.api.core.views import bot_flags
from millie.api.db import players as db
from millie.api.db.engine import dumps

RECENT_GAMES = 10
HISTORY = 50
KNOWN_PLAYERS = 10_000  # players kept in memory by token, per worker (a row is some 300 bytes)


def game_line(game: db.PlayerGame) -> dict[str, Any]:
    """One of a player's games as the API lists it."""
    return {
        "id": game.id,
        "type": game.type,
        "status": game.status,
        "version": game.version,
        "seat": game.seat,
        "created_at": rfc3339(game.created_at),
        "updated_at": rfc3339(game.updated_at),
        "path": f"/v1/{game.type}/games/{game.id}",
        "seats": [
            {"seat": i, "name": name, **bot_flags(game.bots, i)}
            for i, name in enumerate(game.names)
        ],
    }


def described(player: db.PlayerRow) -> dict[str, Any]:
    return {
        "id": player.id,
        "name": player.name,
        "bot": player.bot,
        "is_bot": player.bot,
        "created_at": rfc3339(player.created_at),
    }


class PlayerStore:
    """Players, their games and ratings, in the game store's database."""

    def __init__(self, games: GameStore) -> None:
        # Its database, and its answers kept for Idempotency-Keys (the same for a
        # player's POST as for a game's).
        self.store = games
        self.db = games.db
        # Players by their token's hash, as read or made: a player's row never changes,
        # so one read (or made) once answers from memory after (the newest KNOWN_PLAYERS
        # are kept).
        self.known: dict[str, db.PlayerRow] = {}

    def register(
        self,
        name: str,
        bot: bool,
        creator: str | None,
        per_hour: int,
        key: Idempotency | None = None,
    ) -> Answer:
        """A new player and their token (shown once). With `per_hour`, `creator` (a
        digest of the client's address) may make that many an hour: one more is
        `rate_limited`, counted in the database that every worker shares. A retry with
        the same Idempotency-Key gets the first answer."""
        token = new_player_token()
        at = now()
        player = db.PlayerRow(secrets.token_hex(8), name, bot, at)
        with self.db.transaction(write=True) as tx:
            kept = self.store._kept(tx, key)
            if kept is not None:
                return kept
            if creator is not None and per_hour > 0:
                hour = timedelta(hours=1)
                count, first = db.players_created_since(tx, creator, at - hour)
                if count >= per_hour:
                    wait = max(1, math.ceil(((first or at) + hour - at).total_seconds()))
                    raise Problem(
                        "rate_limited",
                        f"This address has made {count} players in the last hour; "
                        f"the limit is {per_hour}.",
                        retry_after=wait,
                    )
            digest = hash_token(token)
            db.add_player(tx, player, digest, creator, at)
            answer = Answer(
                dumps({"player": self._profile(player, [], []), "token": token}), None, ""
            )
            self.store._keep(tx, key, answer)
        self._know(digest, player)  # a bot's next request, here, reads nothing for it
        return answer

    def me(self, token: str | None) -> db.PlayerRow:
        """The player whose token this is: `missing_token` without one,
        `invalid_token` if it is no player's."""
        if token is None:
            raise Problem("missing_token", "Send your player token: Authorization: Bearer <token>.")
        if not is_player_token(token):
            raise Problem("invalid_token", "That is not a player's token.")
        digest = hash_token(token)
        player = self.known.get(digest)
        if player is not None:
            return player
        with self.db.transaction(write=False) as tx:
            player = db.player_by_token(tx, digest)
        if player is None:
            raise Problem("invalid_token", "That token belongs to no player.")
        self._know(digest, player)
        return player

    def _know(self, digest: str, player: db.PlayerRow) -> None:
        """Keep a player read or made, by their token's hash (the newest KNOWN_PLAYERS)."""
        if len(self.known) >= KNOWN_PLAYERS:
            self.known.pop(next(iter(self.known)), None)  # the one kept longest ago
        self.known[digest] = player

    def games(
        self, player: db.PlayerRow, status: str | None, page: int, size: int
    ) -> dict[str, Any]:
        """A page of the player's games, the most recently changed first."""
        with self.db.transaction(write=False) as tx:
            found, total = db.games_of(tx, player.id, status, (page - 1) * size, size)
        return {
            "games": [game_line(g) for g in found],
            "page": page,
            "page_size": size,
            "total": total,
        }

    def profile(self, player_id: str) -> dict[str, Any]:
        """Anyone's public profile: name, bot or not, ratings per game type, recent games."""
        with self.db.transaction(write=False) as tx:
            player = db.player_by_id(tx, player_id)
            if player is None:
                raise Problem("unknown_player", "There is no player with that id.")
            rated = db.ratings_of(tx, player.id)
            recent, _ = db.games_of(tx, player.id, None, 0, RECENT_GAMES)
        return self._profile(player, rated, recent)

    def _profile(
        self, player: db.PlayerRow, rated: list[db.RatingRow], recent: list[db.PlayerGame]
    ) -> dict[str, Any]:
        return {
            **described(player),
            "ratings": [ratings.described(r) for r in rated],
            "recent_games": [game_line(g) for g in recent],
        }

    def history(self, player_id: str, game_type: str) -> dict[str, Any]:
        """A player's rating after each of their rated games of a type, newest first."""
        with self.db.transaction(write=False) as tx:
            if db.player_by_id(tx, player_id) is None:
                raise Problem("unknown_player", "There is no player with that id.")
            rows = db.rating_history(tx, player_id, game_type, HISTORY)
        return {
            "player": player_id,
            "type": game_type,
            "history": [
                {
                    "game": game_id,
                    "rank": rank,
                    "rating": ratings.shown(ordinal),
                    "mu": round(mu, 3),
                    "sigma": round(sigma, 3),
                    "at": rfc3339(at),
                }
                for game_id, rank, mu, sigma, ordinal, at in rows
            ],
        }

    def leaderboard(
        self, game_type: str, bots: bool | None, page: int, size: int
    ) -> dict[str, Any]:
        """A page of a game type's rated players, best first (by mu - 3 sigma)."""
        with self.db.transaction(write=False) as tx:
            rows, total = db.leaderboard(tx, game_type, bots, (page - 1) * size, size)
        first = (page - 1) * size
        return {
            "type": game_type,
            "players": [
                {
                    "place": first + i + 1,
                    "id": pid,
                    "name": name,
                    "bot": bool(bot),
                    "is_bot": bool(bot),
                    **{
                        k: v
                        for k, v in ratings.described(
                            db.RatingRow(game_type, mu, sigma, ordinal, games)
                        ).items()
                        if k != "type"
                    },
                }
                for i, (pid, name, bot, mu, sigma, ordinal, games) in enumerate(rows)
            ],
            "page": page,
            "page_size": size,
            "total": total,
        }
