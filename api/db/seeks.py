"""The statements of seeks and matchmaking, run in the caller's transaction (`Tx.run`).

Matchmaking is one write transaction per new seek. On PostgreSQL it takes a lock of the
game type's (an advisory lock held to the commit) before it reads the open seeks: each
seek of a type is matched after the one before it has committed, so a seek sees every
open seek committed before it and no two seeks that fit each other can both miss each
other. The open seeks it may match are read `FOR UPDATE SKIP LOCKED`: one that another
transaction is cancelling is skipped, not waited for. On SQLite the database's writer
lock (BEGIN IMMEDIATE) orders every write, matchmaking included.

On PostgreSQL a seek is one round trip and the commit (`Tx.batch`): the player's lock
and standing, the seek stored, the type's lock and the open seeks; and, if they make a
game, one more: the game, its seats, its first move and the matched seeks. Each
statement of a round trip runs after the one before it, so a read after a lock sees what
was committed before the lock was held.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Text, bindparam, func, insert, literal_column, select, update
from sqlalchemy.dialects import postgresql

from millie.api.db import games as game_db
from millie.api.db.database import Tx
from millie.api.db.models import Base
from millie.api.db.rows import Write
from millie.api.db.statements import CHANNEL

seeks = Base.metadata.tables["seeks"]
players = Base.metadata.tables["players"]
ratings = Base.metadata.tables["ratings"]

CANDIDATES = 500  # open seeks one new seek is compared with, oldest first


def _p(name: str, type_: Any = None) -> Any:
    return bindparam(f"p_{name}", type_=type_)


def _utc(at: datetime) -> datetime:
    return at if at.tzinfo else at.replace(tzinfo=UTC)


@dataclass
class SeekRow:
    id: str
    player_id: str
    type: str
    status: str
    min_players: int
    max_players: int
    rated: bool
    options: dict[str, Any]
    options_key: str
    rating: int
    rating_lo: int | None
    rating_hi: int | None
    game_id: str | None
    created_at: datetime
    expires_at: datetime


COLUMNS = [seeks.c[name] for name in SeekRow.__dataclass_fields__]
INSERT = insert(seeks)
BY_ID = select(*COLUMNS).where(seeks.c.id == _p("id"))
LOCK_TYPE = select(func.pg_advisory_xact_lock(func.hashtext(_p("key", Text))))
EXPIRE = (
    update(seeks)
    .where(
        seeks.c.type == _p("type"),
        seeks.c.status == "open",
        seeks.c.expires_at <= _p("now", seeks.c.expires_at.type),
    )
    .values(status="expired")
)
CANDIDATE_SEEKS = (
    select(*COLUMNS, players.c.name, players.c.bot)
    .join_from(seeks, players, players.c.id == seeks.c.player_id)
    .where(
        seeks.c.type == _p("type"),
        seeks.c.status == "open",
        seeks.c.rated == _p("rated"),
        seeks.c.options_key == _p("options_key"),
        seeks.c.expires_at > _p("now", seeks.c.expires_at.type),
        seeks.c.id != _p("id"),
    )
    .order_by(seeks.c.created_at, seeks.c.id)
    .limit(CANDIDATES)
    .with_for_update(skip_locked=True, of=seeks)
)
MATCHED = (
    update(seeks)
    .where(seeks.c.id.in_(bindparam("p_ids", expanding=True)), seeks.c.status == "open")
    .values(status="matched", game_id=_p("game"))
)
RATED = update(seeks).where(seeks.c.id == _p("id")).values(rating=_p("rating"))
CANCEL = (
    update(seeks)
    .where(seeks.c.id == _p("id"), seeks.c.player_id == _p("player"), seeks.c.status == "open")
    .values(status="cancelled")
)
# A seeker's open seeks (of any type) and rating in the type, in one statement.
STANDING = select(
    select(func.count())
    .where(
        seeks.c.player_id == _p("player"),
        seeks.c.status == "open",
        seeks.c.expires_at > _p("now", seeks.c.expires_at.type),
    )
    .scalar_subquery(),
    select(ratings.c.ordinal)
    .where(ratings.c.player_id == _p("player"), ratings.c.type == _p("type"))
    .scalar_subquery(),
)
# PostgreSQL: wake every process's streams of the matched players at commit
# (api/db/notify.py; keys `player:<id>`, not games' ids), in one statement.
_key = func.unnest(_p("keys", postgresql.ARRAY(Text))).column_valued("key")
NOTIFY_PLAYERS = select(func.pg_notify(literal_column(f"'{CHANNEL}'"), _key))


def _seek(row: Any) -> SeekRow:
    seek = SeekRow(*row)
    seek.rated = bool(seek.rated)
    seek.created_at, seek.expires_at = _utc(seek.created_at), _utc(seek.expires_at)
    return seek


def _added(seek: SeekRow) -> tuple[Any, Any]:
    return INSERT, {name: getattr(seek, name) for name in SeekRow.__dataclass_fields__}


def by_id(tx: Tx, seek_id: str) -> SeekRow | None:
    row = tx.run(BY_ID, {"p_id": seek_id}).first()
    return None if row is None else _seek(row)


def add_and_candidates(
    tx: Tx, seek: SeekRow, now: datetime, expire: bool
) -> tuple[int, float | None, list[tuple[SeekRow, str, bool]]]:
    """How many open seeks the seek's player has (of any type) and their `mu - 3
    sigma` in the type (None if not rated in it yet), read before the new seek is
    stored; then the seek stored, the type's seeks past their time expired if
    `expire`, and the open seeks `seek` may be matched with (same type, rated or not
    and options), oldest first, each with its player's name and whether a bot, locked
    to the commit; those locked by another transaction are left out (PostgreSQL's SKIP
    LOCKED). One round trip on PostgreSQL.

    PostgreSQL: the player's lock is taken first, so one player's seeks are stored one
    after another and the count holds to the commit. The lock of the type (an advisory
    lock held to the commit) orders the type's matchmaking, one seek after another; the
    candidates are read after it is held, so they are every open seek committed before.
    The seek is stored with the rating it says (`rating`); if the standing read says
    another, `rated` sets it before the commit (no other seek reads it before then)."""
    player = {"p_player": seek.player_id, "p_type": seek.type, "p_now": now}
    params = {
        "p_type": seek.type,
        "p_rated": seek.rated,
        "p_options_key": seek.options_key,
        "p_now": now,
        "p_id": seek.id,
    }
    calls: list[tuple[Any, Any]] = [(STANDING, player), _added(seek)]
    if tx.db.postgres:
        calls.insert(0, (LOCK_TYPE, {"p_key": f"seeker:{seek.player_id}"}))
        calls.append((LOCK_TYPE, {"p_key": f"seeks:{seek.type}"}))
    if expire:
        calls.append((EXPIRE, {"p_type": seek.type, "p_now": now}))
    calls.append((CANDIDATE_SEEKS, params))
    answers = tx.batch(*calls)
    count, ordinal = answers[1 if tx.db.postgres else 0].one()
    rows = answers[-1]
    candidates = [(_seek(row[:-2]), row[-2], bool(row[-1])) for row in rows]
    return int(count or 0), None if ordinal is None else float(ordinal), candidates


def rated(seek: SeekRow) -> tuple[Any, Any]:
    """The statement that sets a stored seek's rating to `seek.rating`, for a batch."""
    return RATED, {"p_id": seek.id, "p_rating": seek.rating}


def store_match(
    tx: Tx,
    made: list[tuple[Any, Any]],
    write: Write,
    seek_ids: list[str],
    game_id: str,
    player_ids: list[str],
) -> None:
    """The game made of matched seeks (`made`: its row, first event and seats, as
    api/db/games.py builds them), its first move
    (`write`), the seeks matched into it, and on PostgreSQL the players' streams in every
    process woken at commit: one round trip on PostgreSQL."""
    matched = (MATCHED, {"p_ids": seek_ids, "p_game": game_id})
    if tx.db.postgres:
        keys = {"p_keys": [f"player:{p}" for p in player_ids]}
        answers = tx.batch(*made, game_db.stored_write(tx, write), matched, (NOTIFY_PLAYERS, keys))
        won, count = game_db.stored(answers[-3]), answers[-2].rowcount
    else:
        for call in made:
            tx.run(*call)
        won = game_db.store(tx, write)
        count = tx.run(*matched).rowcount
    if not won:
        raise RuntimeError(f"game {game_id} changed before its first move")
    if count != len(seek_ids):
        raise RuntimeError("a matched seek was no longer open")  # its lock says never


def cancel(tx: Tx, seek_id: str, player_id: str) -> bool:
    """Cancel the player's open seek; False if it is not theirs or not open."""
    return bool(tx.run(CANCEL, {"p_id": seek_id, "p_player": player_id}).rowcount)
