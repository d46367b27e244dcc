"""The statements of seeks and matchmaking, run in the caller's transaction (`Tx.run`).

Matchmaking is one write transaction per new seek. On PostgreSQL it first takes a lock
of the game type's (an advisory lock held to the commit): each seek of a type is matched
after the one before it has committed, so a seek sees every open seek committed before
it and no two seeks that fit each other can both miss each other. The open seeks it may
match are read `FOR UPDATE SKIP LOCKED`: one that another transaction is cancelling is
skipped, not waited for. On SQLite the database's writer lock (BEGIN IMMEDIATE) orders
every write, matchmaking included.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Text, bindparam, func, insert, literal_column, select, update
from sqlalchemy.dialects import postgresql

from millie.api.db.database import Tx
from millie.api.db.models import Base
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
    select(*COLUMNS)
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
    .with_for_update(skip_locked=True)
)
MATCHED = (
    update(seeks)
    .where(seeks.c.id.in_(bindparam("p_ids", expanding=True)), seeks.c.status == "open")
    .values(status="matched", game_id=_p("game"))
)
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
NAMES = select(players.c.id, players.c.name, players.c.bot).where(
    players.c.id.in_(bindparam("p_ids", expanding=True))
)


def _seek(row: Any) -> SeekRow:
    seek = SeekRow(*row)
    seek.rated = bool(seek.rated)
    seek.created_at, seek.expires_at = _utc(seek.created_at), _utc(seek.expires_at)
    return seek


def lock_type(tx: Tx, game_type: str) -> None:
    """PostgreSQL: matchmaking of one game type, one seek after another (see above)."""
    if tx.db.postgres:
        tx.run(LOCK_TYPE, {"p_key": f"seeks:{game_type}"})


def add(tx: Tx, seek: SeekRow) -> None:
    tx.run(INSERT, {name: getattr(seek, name) for name in SeekRow.__dataclass_fields__})


def by_id(tx: Tx, seek_id: str) -> SeekRow | None:
    row = tx.run(BY_ID, {"p_id": seek_id}).first()
    return None if row is None else _seek(row)


def standing(tx: Tx, player_id: str, game_type: str, now: datetime) -> tuple[int, float | None]:
    """How many open seeks the player has, and their `mu - 3 sigma` in the type (None if
    not rated in it yet)."""
    params = {"p_player": player_id, "p_type": game_type, "p_now": now}
    count, ordinal = tx.run(STANDING, params).one()
    return int(count or 0), None if ordinal is None else float(ordinal)


def expire(tx: Tx, game_type: str, now: datetime) -> None:
    """Open seeks of the type past their time are expired."""
    tx.run(EXPIRE, {"p_type": game_type, "p_now": now})


def candidates(tx: Tx, seek: SeekRow, now: datetime) -> list[SeekRow]:
    """The open seeks that `seek` may be matched with (same type, rated or not and
    options), oldest first, locked to the commit; those locked by another transaction
    are left out (PostgreSQL's SKIP LOCKED)."""
    params = {
        "p_type": seek.type,
        "p_rated": seek.rated,
        "p_options_key": seek.options_key,
        "p_now": now,
        "p_id": seek.id,
    }
    return [_seek(row) for row in tx.run(CANDIDATE_SEEKS, params)]


def matched(tx: Tx, seek_ids: list[str], game_id: str) -> int:
    """The seeks are matched into the game: how many were still open (all of them)."""
    return int(tx.run(MATCHED, {"p_ids": seek_ids, "p_game": game_id}).rowcount or 0)


def cancel(tx: Tx, seek_id: str, player_id: str) -> bool:
    """Cancel the player's open seek; False if it is not theirs or not open."""
    return bool(tx.run(CANCEL, {"p_id": seek_id, "p_player": player_id}).rowcount)


def names(tx: Tx, player_ids: list[str]) -> dict[str, tuple[str, bool]]:
    """Each player's name, and whether they are a bot."""
    return {pid: (name, bool(bot)) for pid, name, bot in tx.run(NAMES, {"p_ids": player_ids})}


def wake_players(tx: Tx, player_ids: list[str]) -> None:
    """PostgreSQL: the players' streams in every process wake at commit."""
    if tx.db.postgres:
        tx.run(NOTIFY_PLAYERS, {"p_keys": [f"player:{p}" for p in player_ids]})


def lock_player(tx: Tx, player_id: str) -> None:
    """PostgreSQL: one player's seeks are made one after another (their count holds)."""
    if tx.db.postgres:
        tx.run(LOCK_TYPE, {"p_key": f"seeker:{player_id}"})
