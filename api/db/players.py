"""The statements of players, their seats, ratings and history: SQLAlchemy Core built
once from the tables of api/db/models.py, run in the caller's transaction (`Tx.run`).

A rating is read and written in the transaction of the move that finishes its game:
the rows of the game's players are locked first, in the order of their ids (on
PostgreSQL `FOR UPDATE`; SQLite's writer lock holds the whole database), so that two
games finishing at once for one player count one after the other.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Text, and_, bindparam, func, insert, select, update
from sqlalchemy.dialects import postgresql, sqlite

from millie.api.db.database import Tx
from millie.api.db.models import Base

players = Base.metadata.tables["players"]
seats = Base.metadata.tables["seats"]
games = Base.metadata.tables["games"]
ratings = Base.metadata.tables["ratings"]
history = Base.metadata.tables["rating_history"]
seeks = Base.metadata.tables["seeks"]


def _p(name: str, type_: Any = None) -> Any:
    return bindparam(f"p_{name}", type_=type_)


def _utc(at: datetime) -> datetime:
    return at if at.tzinfo else at.replace(tzinfo=UTC)


@dataclass(frozen=True)
class PlayerRow:
    id: str
    name: str
    bot: bool
    created_at: datetime


@dataclass(frozen=True)
class RatingRow:
    type: str
    mu: float
    sigma: float
    ordinal: float
    games: int


@dataclass(frozen=True)
class PlayerGame:
    """One game of a player's: the game's public facts and the player's seat."""

    id: str
    type: str
    status: str
    version: int
    seat: int
    created_at: datetime
    updated_at: datetime
    # Which seats programs play (the games row's `bots`), and every seat's name: a
    # listing's, not the player's stream's.
    bots: dict[str, Any] | None = None
    names: tuple[str, ...] = ()


PLAYER_COLUMNS = (players.c.id, players.c.name, players.c.bot, players.c.created_at)
INSERT_PLAYER = insert(players)
BY_TOKEN = select(*PLAYER_COLUMNS).where(players.c.token_hash == _p("digest"))
BY_ID = select(*PLAYER_COLUMNS).where(players.c.id == _p("id"))
CREATED_SINCE = select(func.count(), func.min(players.c.created_at)).where(
    players.c.creator == _p("creator"),
    players.c.created_at >= _p("since", players.c.created_at.type),
)
LOCK_CREATOR = select(func.pg_advisory_xact_lock(func.hashtext(_p("creator", Text))))
# The player a token names, and their seat in one game (NULL: not seated there).
SEAT_OF = (
    select(players.c.id, seats.c.seat)
    .select_from(
        players.outerjoin(
            seats, and_(seats.c.player_id == players.c.id, seats.c.game_id == _p("game"))
        )
    )
    .where(players.c.token_hash == _p("digest"))
)
_theirs = (
    select(
        games.c.id,
        games.c.type,
        games.c.status,
        games.c.version,
        seats.c.seat,
        games.c.created_at,
        games.c.updated_at,
        games.c.bots,
    )
    .select_from(games.join(seats, seats.c.game_id == games.c.id))
    .where(seats.c.player_id == _p("player"))
)
# The names of the seats of some games, by game and seat.
SEAT_NAMES = (
    select(seats.c.game_id, seats.c.name)
    .where(seats.c.game_id.in_(bindparam("p_ids", expanding=True)))
    .order_by(seats.c.game_id, seats.c.seat)
)
GAMES_OF = (
    _theirs.order_by(games.c.updated_at.desc(), games.c.id).offset(_p("offset")).limit(_p("limit"))
)
GAMES_OF_BY_STATUS = (
    _theirs.where(games.c.status == _p("status"))
    .order_by(games.c.updated_at.desc(), games.c.id)
    .offset(_p("offset"))
    .limit(_p("limit"))
)
# A player's games that changed since a time, out of the lobby, in the order they did
# (a player's stream, api/core/following.py).
CHANGED_SINCE = (
    _theirs.where(
        games.c.updated_at >= _p("since", games.c.updated_at.type), games.c.status != "lobby"
    )
    .order_by(games.c.updated_at, games.c.id)
    .limit(200)
)
COUNT_GAMES_OF = select(func.count()).select_from(seats).where(seats.c.player_id == _p("player"))
COUNT_GAMES_OF_BY_STATUS = (
    select(func.count())
    .select_from(games.join(seats, seats.c.game_id == games.c.id))
    .where(seats.c.player_id == _p("player"), games.c.status == _p("status"))
)
# The players seated in a rated game, by seat (none if it is not rated): a game is rated
# if its seats were matched from rated seeks.
RATED_SEATS = (
    select(seats.c.seat, seats.c.player_id)
    .where(
        seats.c.game_id == _p("game"),
        seats.c.player_id.is_not(None),
        select(seeks.c.id).where(seeks.c.game_id == _p("game"), seeks.c.rated.is_(True)).exists(),
    )
    .order_by(seats.c.seat)
)
RATINGS_OF = (
    select(ratings.c.type, ratings.c.mu, ratings.c.sigma, ratings.c.ordinal, ratings.c.games)
    .where(ratings.c.player_id == _p("player"))
    .order_by(ratings.c.type)
)
# The ratings in one game type of the players seated in a game, locked to the commit
# in the players' order (SQLite: its writer lock holds already).
GAME_RATINGS = (
    select(
        ratings.c.player_id,
        ratings.c.type,
        ratings.c.mu,
        ratings.c.sigma,
        ratings.c.ordinal,
        ratings.c.games,
    )
    .select_from(ratings.join(seats, seats.c.player_id == ratings.c.player_id))
    .where(seats.c.game_id == _p("game"), ratings.c.type == _p("type"))
    .order_by(ratings.c.player_id)
    .with_for_update(of=ratings)
)
_new_rating = {
    "player_id": _p("player"),
    "type": _p("type"),
    "mu": _p("mu"),
    "sigma": _p("sigma"),
    "ordinal": _p("ordinal"),
    "games": 0,
    "updated_at": _p("at", ratings.c.updated_at.type),
}
# A first rating row for each player of a finished rated game, if they have none: so that
# every row exists to be locked (two first games finishing at once insert one).
ADD_RATING = {
    True: postgresql.insert(ratings).values(_new_rating).on_conflict_do_nothing(),
    False: sqlite.insert(ratings).values(_new_rating).on_conflict_do_nothing(),
}
SET_RATING = (
    update(ratings)
    .where(ratings.c.player_id == _p("player"), ratings.c.type == _p("type"))
    .values(
        mu=_p("mu"),
        sigma=_p("sigma"),
        ordinal=_p("ordinal"),
        games=ratings.c.games + 1,
        updated_at=_p("at", ratings.c.updated_at.type),
    )
)
ADD_HISTORY = insert(history)
HISTORY_OF = (
    select(
        history.c.game_id,
        history.c.rank,
        history.c.mu,
        history.c.sigma,
        history.c.ordinal,
        history.c.at,
    )
    .where(history.c.player_id == _p("player"), history.c.type == _p("type"))
    .order_by(history.c.at.desc(), history.c.game_id)
    .limit(_p("limit"))
)


def _board(bots: bool | None) -> tuple[Any, Any]:
    where = [ratings.c.type == _p("type")]
    if bots is not None:
        where.append(players.c.bot.is_(bots))
    joined = ratings.join(players, players.c.id == ratings.c.player_id)
    page = (
        select(
            players.c.id,
            players.c.name,
            players.c.bot,
            ratings.c.mu,
            ratings.c.sigma,
            ratings.c.ordinal,
            ratings.c.games,
        )
        .select_from(joined)
        .where(*where)
        .order_by(ratings.c.ordinal.desc(), players.c.id)
        .offset(_p("offset"))
        .limit(_p("limit"))
    )
    return page, select(func.count()).select_from(joined).where(*where)


LEADERBOARD = {bots: _board(bots) for bots in (None, True, False)}


def add_player(
    tx: Tx, player: PlayerRow, token_hash: str, creator: str | None, at: datetime
) -> None:
    values = {
        "id": player.id,
        "name": player.name,
        "bot": player.bot,
        "token_hash": token_hash,
        "created_at": at,
        "creator": creator,
    }
    tx.run(INSERT_PLAYER, values)


def players_created_since(tx: Tx, creator: str, since: datetime) -> tuple[int, datetime | None]:
    """How many players `creator` made since `since`, and when the first of them; on
    PostgreSQL after a lock of that creator's, so two at once count one after the other."""
    params = {"p_creator": creator, "p_since": since}
    if tx.db.postgres:
        tx.run(LOCK_CREATOR, {"p_creator": f"players:{creator}"})
    count, first = tx.run(CREATED_SINCE, params).one()
    return int(count), None if first is None else _utc(first)


def _player(row: Any) -> PlayerRow:
    return PlayerRow(row[0], row[1], bool(row[2]), _utc(row[3]))


def player_by_token(tx: Tx, digest: str) -> PlayerRow | None:
    row = tx.run(BY_TOKEN, {"p_digest": digest}).first()
    return None if row is None else _player(row)


def player_by_id(tx: Tx, player_id: str) -> PlayerRow | None:
    row = tx.run(BY_ID, {"p_id": player_id}).first()
    return None if row is None else _player(row)


def seat_of(tx: Tx, game_id: str, digest: str) -> tuple[str, int | None] | None:
    """The player whose token hash is `digest` and their seat in the game (None: not
    seated there); None if no player's."""
    row = tx.run(SEAT_OF, {"p_game": game_id, "p_digest": digest}).first()
    return None if row is None else (row[0], row[1])


def games_of(
    tx: Tx, player_id: str, status: str | None, offset: int, limit: int
) -> tuple[list[PlayerGame], int]:
    """A page of a player's games, the most recently changed first, and their count."""
    params: dict[str, Any] = {"p_player": player_id}
    if status is not None:
        params["p_status"] = status
    page, count = (
        (GAMES_OF, COUNT_GAMES_OF)
        if status is None
        else (GAMES_OF_BY_STATUS, COUNT_GAMES_OF_BY_STATUS)
    )
    total = int(tx.run(count, params).scalar() or 0)
    rows = tx.run(page, {**params, "p_offset": offset, "p_limit": limit}).all()
    names: dict[str, list[str]] = {r[0]: [] for r in rows}
    if names:
        for game_id, name in tx.run(SEAT_NAMES, {"p_ids": list(names)}):
            names[game_id].append(name or "")
    found = [
        PlayerGame(r[0], r[1], r[2], r[3], r[4], _utc(r[5]), _utc(r[6]), r[7], tuple(names[r[0]]))
        for r in rows
    ]
    return found, total


def rated_seats(tx: Tx, game_id: str) -> dict[int, str]:
    """The seats that players hold in a rated game: seat -> player id (none if the game
    is not rated)."""
    return {seat: player for seat, player in tx.run(RATED_SEATS, {"p_game": game_id})}


def ratings_of(tx: Tx, player_id: str) -> list[RatingRow]:
    return [RatingRow(*row) for row in tx.run(RATINGS_OF, {"p_player": player_id})]


def lock_ratings(
    tx: Tx, game_type: str, game_id: str, player_ids: list[str], first: RatingRow, at: datetime
) -> dict[str, RatingRow]:
    """The ratings in one game type of the players seated in a game, by player, locked
    to the commit; a player of `player_ids` with none gets `first` (its mu and sigma) to
    start from (a row of their own, then read and locked like the others')."""
    params = {"p_game": game_id, "p_type": game_type}
    found = {r[0]: RatingRow(*r[1:]) for r in tx.run(GAME_RATINGS, params)}
    missing = sorted(set(player_ids) - set(found))
    if missing:
        values = {"p_mu": first.mu, "p_sigma": first.sigma, "p_ordinal": first.ordinal}
        rows = [{"p_player": p, "p_type": game_type, "p_at": at, **values} for p in missing]
        tx.run(ADD_RATING[tx.db.postgres], rows)  # one executemany
        found = {r[0]: RatingRow(*r[1:]) for r in tx.run(GAME_RATINGS, params)}
    return found


def set_ratings(
    tx: Tx, game_id: str, game_type: str, rated: list[tuple[str, int, RatingRow]], at: datetime
) -> None:
    """Each player's new rating after a game (player id, their rank, the rating; their
    games counted one more), and its line in the history: one executemany each."""
    tx.run(
        SET_RATING,
        [
            {
                "p_player": player,
                "p_type": game_type,
                "p_mu": r.mu,
                "p_sigma": r.sigma,
                "p_ordinal": r.ordinal,
                "p_at": at,
            }
            for player, _, r in rated
        ],
    )
    tx.run(
        ADD_HISTORY,
        [
            {
                "player_id": player,
                "game_id": game_id,
                "type": game_type,
                "rank": rank,
                "mu": r.mu,
                "sigma": r.sigma,
                "ordinal": r.ordinal,
                "at": at,
            }
            for player, rank, r in rated
        ],
    )


def rating_history(tx: Tx, player_id: str, game_type: str, limit: int) -> list[tuple[Any, ...]]:
    """The player's ratings after each rated game of a type, newest first:
    (game id, rank, mu, sigma, ordinal, at)."""
    rows = tx.run(HISTORY_OF, {"p_player": player_id, "p_type": game_type, "p_limit": limit})
    return [(*row[:5], _utc(row[5])) for row in rows]


def leaderboard(
    tx: Tx, game_type: str, bots: bool | None, offset: int, limit: int
) -> tuple[list[tuple[Any, ...]], int]:
    """A page of a game type's ratings, best first (by mu - 3 sigma), and their count:
    (id, name, bot, mu, sigma, ordinal, games)."""
    page, count = LEADERBOARD[bots]
    total = int(tx.run(count, {"p_type": game_type}).scalar() or 0)
    rows = tx.run(page, {"p_type": game_type, "p_offset": offset, "p_limit": limit}).all()
    return [tuple(r) for r in rows], total


def changed_since(tx: Tx, player_id: str, since: datetime) -> list[PlayerGame]:
    """The player's games (out of the lobby) changed at or after `since`, oldest change
    first, at most 200."""
    rows = tx.run(CHANGED_SINCE, {"p_player": player_id, "p_since": since}).all()
    return [PlayerGame(r[0], r[1], r[2], r[3], r[4], _utc(r[5]), _utc(r[6])) for r in rows]
