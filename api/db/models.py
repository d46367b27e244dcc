"""The tables: games (the state document), seats (token hashes), events, actions (the
replayable record of every engine call) and idempotency keys; players (token hashes),
their ratings and rating history, and their seeks (docs/players.md)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    DateTime,
    Double,
    ForeignKey,
    Index,
    MetaData,
    String,
    Text,
    true,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)
    type_annotation_map = {datetime: DateTime(timezone=True)}  # noqa: RUF012


class Game(Base):
    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    type: Mapped[str] = mapped_column(String(32))
    status: Mapped[str] = mapped_column(String(16))  # lobby, active, finished
    version: Mapped[int]
    seed: Mapped[int] = mapped_column(BigInteger)
    seed_given: Mapped[bool]  # G1: a game created with a known seed says so
    host_token_hash: Mapped[str] = mapped_column(String(64))
    state: Mapped[dict[str, Any]] = mapped_column(JSON)
    event_count: Mapped[int]
    action_count: Mapped[int] = mapped_column(server_default="0")
    # Server-hosted bot seats: {"<seat>": {"policy", "min_delay", "max_delay", "due", "acts"}}
    bots: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    created_at: Mapped[datetime]
    updated_at: Mapped[datetime]
    # Who created it: the SHA-256 of the client's address, to count the games an
    # address creates per hour in the database every worker shares.
    creator: Mapped[str | None] = mapped_column(String(64))
    listed: Mapped[bool] = mapped_column(server_default=true())  # in the lobby's list
    # When the game next needs the server: the earliest of its engine's open timers
    # (`deadlines`) and its bots' due times; NULL for none. Moves, reads, waiters and
    # `millie tick` read it here, never from inside the stored state (M21).
    deadline: Mapped[float | None] = mapped_column(Double)

    __table_args__ = (
        Index("ix_games_type_status_created", "type", "status", "created_at"),
        Index("ix_games_creator_created", "creator", "created_at"),
    )


class Seat(Base):
    __tablename__ = "seats"

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id"), primary_key=True)
    seat: Mapped[int] = mapped_column(primary_key=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime]
    name: Mapped[str | None] = mapped_column(Text)  # as it joined: the lobby lists it
    # The player who holds the seat (joined with a player token, or matched by a seek);
    # NULL for an anonymous seat. One seat per player per game.
    player_id: Mapped[str | None] = mapped_column(ForeignKey("players.id"))

    __table_args__ = (Index("ix_seats_player_game", "player_id", "game_id", unique=True),)


class GameEvent(Base):
    __tablename__ = "events"

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id"), primary_key=True)
    seq: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[str] = mapped_column(String(32))
    data: Mapped[dict[str, Any]] = mapped_column(JSON)
    secret: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    secret_to: Mapped[int | None]  # the only seat that may read `secret`
    at: Mapped[datetime]


class Action(Base):
    """One call into the engine, in order, with the time it was made: with the seed,
    these replay a game to the same state (G1, G2). `action` is `join`, `start`, an
    action name, or `expire` (timers acted and nothing else happened)."""

    __tablename__ = "actions"

    game_id: Mapped[str] = mapped_column(ForeignKey("games.id"), primary_key=True)
    n: Mapped[int] = mapped_column(primary_key=True)
    seat: Mapped[int | None]
    action: Mapped[str] = mapped_column(String(32))
    body: Mapped[dict[str, Any]] = mapped_column(JSON)
    now: Mapped[float] = mapped_column(Double)


class IdempotencyKey(Base):
    """The first answer to a POST sent with an Idempotency-Key, replayed to retries."""

    __tablename__ = "idempotency_keys"

    scope: Mapped[str] = mapped_column(String(64), primary_key=True)  # hash of token or IP
    key: Mapped[str] = mapped_column(String(255), primary_key=True)
    request_hash: Mapped[str] = mapped_column(String(64))  # method, path and body
    body: Mapped[str] = mapped_column(Text)  # sealed (api/core/sealed.py)
    version: Mapped[int | None]  # the game's version the answer showed (its ETag)
    game_id: Mapped[str | None] = mapped_column(String(32))  # the game it answered about
    created_at: Mapped[datetime] = mapped_column(index=True)


class Player(Base):
    """Someone (a person or a bot) who plays many games under one name and token."""

    __tablename__ = "players"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    name: Mapped[str] = mapped_column(Text)
    bot: Mapped[bool]
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime]
    # The SHA-256 of the address it was made from: players made per address and hour.
    creator: Mapped[str | None] = mapped_column(String(64))

    __table_args__ = (Index("ix_players_creator_created", "creator", "created_at"),)


class Rating(Base):
    """A player's rating in one game type (openskill's Plackett-Luce: mu and sigma);
    `ordinal` (mu - 3 sigma) orders the leaderboard."""

    __tablename__ = "ratings"

    player_id: Mapped[str] = mapped_column(ForeignKey("players.id"), primary_key=True)
    type: Mapped[str] = mapped_column(String(32), primary_key=True)
    mu: Mapped[float] = mapped_column(Double)
    sigma: Mapped[float] = mapped_column(Double)
    ordinal: Mapped[float] = mapped_column(Double)
    games: Mapped[int]
    updated_at: Mapped[datetime]

    __table_args__ = (Index("ix_ratings_type_ordinal", "type", "ordinal"),)


class RatingChange(Base):
    """A player's rating after one rated game: the history."""

    __tablename__ = "rating_history"

    player_id: Mapped[str] = mapped_column(ForeignKey("players.id"), primary_key=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id"), primary_key=True)
    type: Mapped[str] = mapped_column(String(32))
    rank: Mapped[int]
    mu: Mapped[float] = mapped_column(Double)
    sigma: Mapped[float] = mapped_column(Double)
    ordinal: Mapped[float] = mapped_column(Double)
    at: Mapped[datetime]

    __table_args__ = (Index("ix_rating_history_player_type_at", "player_id", "type", "at"),)


class Seek(Base):
    """A player's wish to play a game type (how many, rated or not, the options, the
    ratings of the others), until matched into a game, cancelled or expired."""

    __tablename__ = "seeks"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id"))
    type: Mapped[str] = mapped_column(String(32))
    status: Mapped[str] = mapped_column(String(16))  # open, matched, cancelled, expired
    min_players: Mapped[int]
    max_players: Mapped[int]
    rated: Mapped[bool]
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    options_key: Mapped[str] = mapped_column(String(64))  # SHA-256 of the options as JSON
    rating: Mapped[int]  # the seeker's rating in this game type when it seeked
    rating_lo: Mapped[int | None]
    rating_hi: Mapped[int | None]
    game_id: Mapped[str | None] = mapped_column(ForeignKey("games.id"), index=True)
    created_at: Mapped[datetime]
    expires_at: Mapped[datetime]

    __table_args__ = (
        Index("ix_seeks_type_status_created", "type", "status", "created_at"),
        Index("ix_seeks_player_status", "player_id", "status"),
    )
