"""One request, one transaction: load the game locked, run the engine, store, commit.

Workers keep no game state between requests, so any number of processes on any number
of hosts can serve one game; the database's lock on the game row orders the moves.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.orm import Session, sessionmaker

from api.db import IMMEDIATE
from api.models import Game, GameEvent, Seat
from api.problems import Problem
from api.registry import GameType
from rules.game import Event

MAX_SEED = 2**53 - 1


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    """256 random bits; only the SHA-256 of it is stored."""
    return secrets.token_urlsafe(32)


def now() -> datetime:
    return datetime.now(UTC)


def rfc3339(at: datetime) -> str:
    """A UTC time as RFC 3339 (SQLite hands back times without their zone)."""
    if at.tzinfo is None:
        at = at.replace(tzinfo=UTC)
    return at.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


@dataclass(frozen=True)
class Caller:
    """Who sent the request: a seat, the host, or (neither) a spectator."""

    seat: int | None = None
    host: bool = False

    @property
    def role(self) -> str:
        if self.seat is not None:
            return "player"
        return "host" if self.host else "spectator"


@dataclass
class Move:
    """A game loaded for one request; `events` are stored when the request commits."""

    session: Session
    game: Game
    state: Any
    caller: Caller
    events: list[Event] = field(default_factory=list)


class GameStore:
    def __init__(self, factory: sessionmaker[Session]) -> None:
        self.factory = factory

    def create(
        self, gt: GameType, options: dict[str, Any], seed: int | None
    ) -> tuple[Game, Any, str]:
        host_token = new_token()
        game_seed = seed if seed is not None else secrets.randbelow(MAX_SEED + 1)
        state = gt.engine.new_game(options, game_seed)
        at = now()
        game = Game(
            id=secrets.token_hex(8),
            type=gt.slug,
            status=gt.engine.status(state),
            version=1,
            seed=game_seed,
            seed_given=seed is not None,
            host_token_hash=hash_token(host_token),
            state=gt.engine.to_dict(state),
            event_count=1,
            created_at=at,
            updated_at=at,
        )
        created = GameEvent(
            game_id=game.id,
            seq=1,
            kind="game_created",
            data={"type": gt.slug, "options": options, "seeded": seed is not None},
            secret=None,
            secret_to=None,
            at=at,
        )
        with self.factory() as session:
            session.add(game)
            session.flush()
            session.add(created)
            session.commit()
        return game, state, host_token

    @contextmanager
    def move(self, gt: GameType, game_id: str, token: str | None) -> Iterator[Move]:
        """The game locked for a change; stored with a new version when the block ends."""
        with self.factory() as session:
            session.connection(execution_options={IMMEDIATE: True})
            game = session.get(Game, game_id, with_for_update=True)
            game = _check_type(game, gt)
            move = Move(
                session, game, gt.engine.from_dict(game.state), _identify(session, game, token)
            )
            yield move
            _store(session, gt, move)
            session.commit()

    @contextmanager
    def read(self, gt: GameType, game_id: str, token: str | None) -> Iterator[Move]:
        with self.factory() as session:
            game = _check_type(session.get(Game, game_id), gt)
            yield Move(
                session, game, gt.engine.from_dict(game.state), _identify(session, game, token)
            )

    def events(
        self, gt: GameType, game_id: str, token: str | None, after: int, limit: int
    ) -> tuple[list[dict[str, Any]], int]:
        with self.factory() as session:
            game = _check_type(session.get(Game, game_id), gt)
            caller = _identify(session, game, token)
            rows = session.scalars(
                select(GameEvent)
                .where(GameEvent.game_id == game_id, GameEvent.seq > after)
                .order_by(GameEvent.seq)
                .limit(limit)
            ).all()
            return [_event_out(e, caller) for e in rows], game.event_count


def _check_type(game: Game | None, gt: GameType) -> Game:
    if game is None or game.type != gt.slug:
        raise Problem(404, "unknown_game", f"There is no {gt.title} game with that id.")
    return game


def _identify(session: Session, game: Game, token: str | None) -> Caller:
    if token is None:
        return Caller()
    digest = hash_token(token)
    if hmac.compare_digest(digest, game.host_token_hash):
        return Caller(host=True)
    seat = session.scalar(
        select(Seat.seat).where(Seat.game_id == game.id, Seat.token_hash == digest)
    )
    if seat is None:
        raise Problem(401, "invalid_token", "That token belongs to no seat of this game.")
    return Caller(seat=seat)


def _store(session: Session, gt: GameType, move: Move) -> None:
    game, at = move.game, now()
    game.state = gt.engine.to_dict(move.state)
    game.status = gt.engine.status(move.state)
    game.version += 1
    game.updated_at = at
    first = game.event_count + 1
    game.event_count += len(move.events)
    if move.events:
        session.execute(
            insert(GameEvent),
            [
                {
                    "game_id": game.id,
                    "seq": first + i,
                    "kind": e.kind,
                    "data": e.data,
                    "secret": e.secret,
                    "secret_to": e.secret_to if e.secret is not None else None,
                    "at": at,
                }
                for i, e in enumerate(move.events)
            ],
        )


def _event_out(e: GameEvent, caller: Caller) -> dict[str, Any]:
    out: dict[str, Any] = {"seq": e.seq, "kind": e.kind, "at": rfc3339(e.at), "data": e.data}
    if e.secret is not None and caller.seat is not None and e.secret_to == caller.seat:
        out["secret"] = e.secret
    return out
