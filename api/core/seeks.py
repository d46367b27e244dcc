"""Seeks and matchmaking (docs/players.md): a player asks for a game of a type (how
many players, rated or not, the options, the ratings of the others); as soon as enough
open seeks fit each other, they become a started game, each seek in exactly one game.

A new seek is matched in the transaction that stores it (api/db/seeks.py says how the
databases order them): it and the oldest open seeks that fit it, each of another player,
make a game once there are as many as every one of them asks for at least. The game is
made as any game is (its engine's new game, a join per player, the start) and stored
with one move; its seats are the players' (their tokens act in it).
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from millie.api.core import names as naming
from millie.api.core import ratings
from millie.api.core.bots import player_entry
from millie.api.core.games import GameType, state_json
from millie.api.core.moves import Answer, Idempotency, Move
from millie.api.core.problems import Problem
from millie.api.core.store import GameStore
from millie.api.core.timers import next_deadline
from millie.api.core.times import clock, now, rfc3339
from millie.api.core.tokens import hash_token, new_token
from millie.api.core.views import Caller
from millie.api.core.writing import write_of
from millie.api.db import games as game_db
from millie.api.db import seeks as db
from millie.api.db.database import Tx
from millie.api.db.engine import dumps
from millie.api.db.players import PlayerRow
from millie.api.db.rows import GameRow
from millie.rules.game import MAX_SEED, Event

EXPIRE_EVERY = 20  # one seek in so many marks the type's seeks past their time expired


@dataclass(frozen=True)
class NewSeek:
    """What a player asks for: a game type, how many players, rated or not, the game's
    options (as its schema loaded them) and the ratings the others may have."""

    gt: GameType
    min_players: int
    max_players: int
    rated: bool
    options: dict[str, Any]
    rating_range: tuple[int, int] | None
    idempotency: Idempotency | None = None


def described(seek: db.SeekRow, at: Any = None) -> dict[str, Any]:
    """A seek as the API shows it (an open one past its time shows as expired)."""
    status = seek.status
    if status == "open" and seek.expires_at <= (at or now()):
        status = "expired"
    game = None
    if seek.game_id is not None:
        game = {"id": seek.game_id, "path": f"/v1/{seek.type}/games/{seek.game_id}"}
    return {
        "id": seek.id,
        "type": seek.type,
        "status": status,
        "players": {"min": seek.min_players, "max": seek.max_players},
        "rated": seek.rated,
        "options": seek.options,
        "rating": seek.rating,
        "rating_range": None if seek.rating_lo is None else [seek.rating_lo, seek.rating_hi],
        "game": game,
        "created_at": rfc3339(seek.created_at),
        "expires_at": rfc3339(seek.expires_at),
    }


def _fits(group: list[db.SeekRow], other: db.SeekRow) -> bool:
    """`other` may join the group: another player, a player count every one of them
    takes, and each one's rating in every other's range."""
    if any(s.player_id == other.player_id for s in group):
        return False
    low = max(other.min_players, *(s.min_players for s in group))
    high = min(other.max_players, *(s.max_players for s in group))
    if low > high or len(group) + 1 > high:
        return False
    for seek in group:
        for a, b in ((seek, other), (other, seek)):
            lo, hi = a.rating_lo, a.rating_hi
            if lo is not None and hi is not None and not lo <= b.rating <= hi:
                return False
    return True


def _ready(group: list[db.SeekRow]) -> bool:
    """Enough seeks: as many as each of them asks for at least."""
    return len(group) >= max(s.min_players for s in group)


class Matchmaker:
    """Seeks and the games they become, in the game store's database."""

    def __init__(self, games: GameStore, seek_seconds: float, per_player: int) -> None:
        self.store = games
        self.db = games.db
        self.seek_seconds = seek_seconds
        self.per_player = per_player

    def seek(self, player: PlayerRow, new: NewSeek) -> Answer:
        """Store the seek and match it at once if enough open seeks fit it: the seek as
        it is then (`matched`, with its game, or `open`)."""
        gt, at = new.gt, now()
        options_key = hashlib.sha256(dumps(new.options).encode()).hexdigest()
        lo, hi = new.rating_range if new.rating_range is not None else (None, None)
        matched: list[str] = []
        with self.db.transaction(write=True) as tx:
            kept = self.store._kept(tx, new.idempotency)
            if kept is not None:
                return kept
            seek = db.SeekRow(
                id=secrets.token_hex(8),
                player_id=player.id,
                type=gt.slug,
                status="open",
                min_players=new.min_players,
                max_players=new.max_players,
                rated=new.rated,
                options=new.options,
                options_key=options_key,
                rating=ratings.shown(ratings.FIRST.ordinal),  # a new player's, until read
                rating_lo=lo,
                rating_hi=hi,
                game_id=None,
                created_at=at,
                expires_at=at + timedelta(seconds=self.seek_seconds),
            )
            # Now and then the type's seeks past their time are expired (reads tell them
            # anyway). From the candidates' read to the commit, this type's seeks wait
            # for this one (PostgreSQL): as little as can be is done under the lock.
            expire = secrets.randbelow(EXPIRE_EVERY) == 0
            count, ordinal, candidates = db.add_and_candidates(tx, seek, at, expire)
            if self.per_player > 0 and count >= self.per_player:  # the seek is undone
                raise Problem(
                    "too_many_seeks",
                    f"You have {self.per_player} open seeks, the most a player may have: "
                    "cancel one or wait for a game.",
                )
            if ordinal is not None and ratings.shown(ordinal) != seek.rating:
                seek.rating = ratings.shown(ordinal)
                tx.defer(db.rated(seek))  # sent with the game, or with the commit
            group = [seek]
            called = {player.id: (player.name, player.bot)}
            for other, name, bot in candidates:
                if _fits(group, other):
                    group.append(other)
                    called[other.player_id] = (name, bot)
                    if _ready(group):
                        break
            if _ready(group):
                game_id = self._game(tx, gt, new.options, group, called)
                seek.status, seek.game_id = "matched", game_id
                matched = [s.player_id for s in group]
            answer = Answer(dumps({"seek": described(seek, at)}), None, "")
            self.store._keep(tx, new.idempotency, answer)
        if seek.game_id is not None:
            self.store.notifier.committed(seek.game_id)
            for seated in matched:
                self.store.notifier.committed(f"player:{seated}")  # their streams here
        return answer

    def _game(
        self,
        tx: Tx,
        gt: GameType,
        options: dict[str, Any],
        group: list[db.SeekRow],
        called: dict[str, tuple[str, bool]],
    ) -> str:
        """A started game of the group's players (`called`: each one's name and whether
        a bot), its seats theirs, in the oldest seek's order; the seeks matched into it,
        their streams woken at commit: its id."""
        engine, at = gt.engine, now()
        seed = secrets.randbelow(MAX_SEED + 1)
        state = engine.new_game(options, seed)
        game = GameRow(
            id=secrets.token_hex(8),
            type=gt.slug,
            status=engine.status(state),
            version=1,
            seed=seed,
            seed_given=False,
            host_token_hash=hash_token(new_token()),  # a host nobody is
            state_json=state_json(engine, state),
            event_count=1,
            action_count=0,
            bots=None,
            created_at=at,
            deadline=next_deadline(gt, state, None),
        )
        created = Event("game_created", {"type": gt.slug, "options": options, "seeded": False})
        made = game_db.inserted_game(game, created, at, None, True)
        move = Move(tx, gt, game, Caller(host=True), clock())
        move.state = state
        group = sorted(group, key=lambda s: (s.created_at, s.id))
        seated: list[str] = []
        seats = []
        for seek in group:
            free = engine.join_actions(move.state)
            called_as, bot = called[seek.player_id]
            name = naming.free_name(seated, called_as)
            fields = {**free[0]["body"], "name": name}
            seat = move.act("join", None, fields)
            assert seat is not None
            token = hash_token(new_token())  # the player's own token acts
            seats.append(game_db.seat_row(game.id, seat, token, name, at, seek.player_id))
            if bot:  # its seat says so in every view (api/core/bots.py)
                game.bots = {**(game.bots or {}), str(seat): player_entry(seek.player_id)}
            seated.append(name)
        move.act("start", None)
        made.append(game_db.added_seats(seats))
        write = write_of(move, game.version)
        seeks, players = [s.id for s in group], [s.player_id for s in group]
        db.store_match(tx, made, write, seeks, game.id, players)
        return game.id

    def get(self, player: PlayerRow, game_type: GameType, seek_id: str) -> dict[str, Any]:
        """The player's own seek, as it is now."""
        with self.db.transaction(write=False) as tx:
            seek = db.by_id(tx, seek_id)
        if seek is None or seek.player_id != player.id or seek.type != game_type.slug:
            raise Problem("unknown_seek", "You have no seek with that id.")
        return {"seek": described(seek)}

    def cancel(self, player: PlayerRow, game_type: GameType, seek_id: str) -> dict[str, Any]:
        """Cancel the player's open seek; one already matched is 409 `seek_matched`
        (its game is started: play it). Cancelling a closed seek again changes nothing."""
        with self.db.transaction(write=True) as tx:
            seek = db.by_id(tx, seek_id)
            if seek is None or seek.player_id != player.id or seek.type != game_type.slug:
                raise Problem("unknown_seek", "You have no seek with that id.")
            if db.cancel(tx, seek_id, player.id):
                seek.status = "cancelled"
            else:  # read again: a matchmaker may have held it, and matched it, meanwhile
                seek = db.by_id(tx, seek_id) or seek
            if seek.status == "matched":
                raise Problem(
                    "seek_matched",
                    "The seek is already matched into a game.",
                    game=described(seek)["game"],
                )
        return {"seek": described(seek)}
