"""The statements of a move and a read, built once from the tables of api/db/models.py.

A move is one transaction: the game row read locked (with the caller's seat, in the same
statement), one write, one commit. On PostgreSQL the write is a single statement: the
games UPDATE, the actions and events INSERTs (unpacked from JSON arrays by the server)
and the NOTIFY that wakes every process's waiters at commit. A read is one statement in
autocommit. Every statement is SQLAlchemy Core, executed on the engine's pooled
connections (api/db/engine.py).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, fields
from datetime import datetime
from typing import Any

import orjson
from sqlalchemy import (
    JSON,
    Connection,
    DateTime,
    Double,
    Engine,
    Integer,
    Text,
    and_,
    bindparam,
    cast,
    column,
    delete,
    func,
    insert,
    literal_column,
    select,
    update,
)
from sqlalchemy.exc import DBAPIError

from api.db.engine import WRITE
from api.db.models import Base
from api.db.notify import CHANNEL
from api.db.writers import WriterQueue
from rules.game import Event

games = Base.metadata.tables["games"]
seats = Base.metadata.tables["seats"]
events = Base.metadata.tables["events"]
actions = Base.metadata.tables["actions"]
keys = Base.metadata.tables["idempotency_keys"]

ALL = 2**31 - 1  # a limit that is no limit


@dataclass(slots=True)
class GameRow:
    """The games row of one game. The state document is kept as the stored JSON text and
    parsed on first use: a view answered from the cache never needs it."""

    id: str
    type: str
    status: str
    version: int
    seed: int
    seed_given: bool
    host_token_hash: str
    state_json: str
    event_count: int
    action_count: int
    bots: dict[str, Any] | None
    created_at: datetime
    _state: dict[str, Any] | None = field(default=None, repr=False, compare=False)

    @property
    def state(self) -> dict[str, Any]:
        if self._state is None:
            self._state = orjson.loads(self.state_json)
        return self._state

    def set_state(self, state: Any) -> None:
        """A new state (the engine's dataclasses, or a document) as its JSON text."""
        self.state_json = orjson.dumps(state, option=orjson.OPT_NON_STR_KEYS).decode()
        self._state = None


ROW_FIELDS = [f.name for f in fields(GameRow) if not f.name.startswith("_")]
# The games row's columns in GameRow's order; the state as its text, parsed when needed.
GAME_COLUMNS = [
    cast(games.c.state, Text).label("state_json") if name == "state_json" else games.c[name]
    for name in ROW_FIELDS
]


@dataclass(slots=True)
class EventRow:
    seq: int
    kind: str
    data: dict[str, Any]
    secret: dict[str, Any] | None
    secret_to: int | None
    at: datetime


@dataclass(frozen=True)
class KeptAnswer:
    """The first answer to a POST sent with an Idempotency-Key."""

    request_hash: str
    status: int
    headers: dict[str, str]
    body: str


@dataclass(frozen=True)
class LobbyEntry:
    id: str
    type: str
    status: str
    version: int
    seed_given: bool
    created_at: datetime
    updated_at: datetime
    names: list[str]


def _p(name: str, type_: Any = None) -> Any:
    """A parameter; its name is never a column's (SQLAlchemy reserves those)."""
    return bindparam(f"p_{name}", type_=type_)


def _events_json(first: int, new: Sequence[Event]) -> list[dict[str, Any]]:
    return [
        {
            "seq": first + i,
            "kind": e.kind,
            "data": e.data,
            "secret": e.secret,
            "secret_to": e.secret_to if e.secret is not None else None,
        }
        for i, e in enumerate(new)
    ]


class Statements:
    """Every statement of the request paths, made once per database."""

    def __init__(self, postgres: bool) -> None:
        found = select(*GAME_COLUMNS, seats.c.seat).select_from(
            games.outerjoin(
                seats, and_(seats.c.game_id == games.c.id, seats.c.token_hash == _p("digest"))
            )
        )
        self.load = found.where(games.c.id == _p("id"))
        self.load_locked = self.load.with_for_update(of=games)
        self.events = (
            select(
                events.c.seq,
                events.c.kind,
                events.c.data,
                events.c.secret,
                events.c.secret_to,
                events.c.at,
            )
            .where(events.c.game_id == _p("id"), events.c.seq > _p("after"))
            .order_by(events.c.seq)
            .limit(_p("limit"))
        )
        self.actions = (
            select(
                actions.c.n,
                actions.c.action,
                actions.c.seat,
                actions.c.body,
                actions.c.squabble,
                actions.c.now,
            )
            .where(actions.c.game_id == _p("id"))
            .order_by(actions.c.n)
        )
        self.set_token = (
            update(seats)
            .where(seats.c.game_id == _p("id"), seats.c.seat == _p("seat"))
            .values(token_hash=_p("token_hash"))
        )
        self.kept = select(keys.c.request_hash, keys.c.status, keys.c.headers, keys.c.body).where(
            keys.c.scope == _p("scope"), keys.c.key == _p("key")
        )
        # The status is written only when it changed: on SQLite, a column named in the
        # SET clause rewrites its index entries even when its value is the same.
        self.store = {changed: self._store(changed, postgres) for changed in (False, True)}

    @staticmethod
    def _store(status: bool, postgres: bool) -> Any:
        values: dict[str, Any] = {
            "state": _p("state", JSON),
            "version": _p("version"),
            "updated_at": _p("at", DateTime(timezone=True)),
            "event_count": _p("event_count"),
            "action_count": _p("action_count"),
            "bots": _p("bots", JSON),
        }
        if status:
            values["status"] = _p("status")
        change = update(games).where(games.c.id == _p("id")).values(values)
        if not postgres:
            return change
        # One statement: the JSON arrays are unpacked into rows by the server, and the
        # notification goes out at commit.
        new_actions = func.json_to_recordset(_p("actions", JSON)).table_valued(
            column("n", Integer),
            column("seat", Integer),
            column("action", Text),
            column("body", JSON),
            column("squabble", Integer),
            column("now", Double),
        )
        new_actions = new_actions.render_derived(name="a", with_types=True)
        new_events = func.json_to_recordset(_p("events", JSON)).table_valued(
            column("seq", Integer),
            column("kind", Text),
            column("data", JSON),
            column("secret", JSON),
            column("secret_to", Integer),
        )
        new_events = new_events.render_derived(name="e", with_types=True)
        action_names = ["n", "seat", "action", "body", "squabble", "now"]
        event_names = ["seq", "kind", "data", "secret", "secret_to"]
        add_actions = insert(actions).from_select(
            ["game_id", *action_names],
            select(_p("id", Text), *(new_actions.c[n] for n in action_names)),
        )
        add_events = insert(events).from_select(
            ["game_id", *event_names, "at"],
            select(
                _p("id", Text),
                *(new_events.c[n] for n in event_names),
                _p("at", DateTime(timezone=True)),
            ),
        )
        return select(func.pg_notify(literal_column(f"'{CHANNEL}'"), _p("id", Text))).add_cte(
            change.cte("g"), add_actions.cte("ins_a"), add_events.cte("ins_e")
        )


class Tx:
    """One transaction on one pooled connection (see `Database.transaction`)."""

    def __init__(self, db: Database, conn: Connection, write: bool) -> None:
        self.db = db
        self.conn = conn
        self.write = write
        self.fresh = True  # nothing has been sent on this transaction yet

    def _run(self, statement: Any, params: Any = None) -> Any:
        """Run a statement. If it is the transaction's first and finds its pooled
        connection dead (the database restarted since), nothing was done: SQLAlchemy
        has dropped the pool's connections, and the transaction begins again on a new
        one, once."""
        first, self.fresh = self.fresh, False
        try:
            return self.conn.execute(statement, params)
        except DBAPIError as error:
            if not (first and error.connection_invalidated):
                raise
        self.conn.rollback()
        if self.write:
            self.conn.begin()
        return self.conn.execute(statement, params)

    def load(self, game_id: str, digest: str, lock: bool) -> tuple[GameRow, int | None] | None:
        """The game, and the seat whose token hash is `digest` (None if no seat's)."""
        statement = self.db.statements.load_locked if lock else self.db.statements.load
        row = self._run(statement, {"p_id": game_id, "p_digest": digest}).first()
        if row is None:
            return None
        return GameRow(*row[:-1]), row[-1]

    def insert_game(self, game: GameRow, event: Event, at: datetime) -> None:
        values = {name: getattr(game, name) for name in ROW_FIELDS if name != "state_json"}
        values["state"] = orjson.Fragment(game.state_json)
        self._run(insert(games).values(**values, updated_at=at))
        self.insert_events(game.id, 1, [event], at)

    def insert_events(self, game_id: str, first: int, new: Sequence[Event], at: datetime) -> None:
        if new:
            rows = [{**e, "game_id": game_id, "at": at} for e in _events_json(first, new)]
            self._run(insert(events), rows)

    def store(
        self,
        game: GameRow,
        first_event: int,
        new_events: list[Event],
        first_action: int,
        new_actions: list[dict[str, Any]],
        at: datetime,
        status_changed: bool = True,
    ) -> None:
        """The new state, version and counters, the actions and the events; on
        PostgreSQL also the NOTIFY that wakes every process's waiters at commit."""
        params: dict[str, Any] = {
            "p_id": game.id,
            "p_state": orjson.Fragment(game.state_json),
            "p_version": game.version,
            "p_event_count": game.event_count,
            "p_action_count": game.action_count,
            "p_bots": game.bots,
            "p_at": at,
            "p_status": game.status,
        }
        numbered = [{"n": first_action + i, **a} for i, a in enumerate(new_actions)]
        statement = self.db.statements.store[status_changed]
        if self.db.postgres:
            params["p_actions"] = numbered
            params["p_events"] = _events_json(first_event, new_events)
            self._run(statement, params)
            return
        self._run(statement, params)
        if numbered:
            self._run(insert(actions), [{**a, "game_id": game.id} for a in numbered])
        self.insert_events(game.id, first_event, new_events, at)

    def events(self, game_id: str, after: int, limit: int = ALL) -> list[EventRow]:
        params = {"p_id": game_id, "p_after": after, "p_limit": limit}
        return [EventRow(*row) for row in self._run(self.db.statements.events, params)]

    def actions(self, game_id: str) -> list[dict[str, Any]]:
        """Every engine call of the game, in order (the export, G2)."""
        rows = self._run(self.db.statements.actions, {"p_id": game_id})
        return [dict(row._mapping) for row in rows]

    def add_seat(self, game_id: str, seat: int, token_hash: str, at: datetime) -> None:
        self._run(
            insert(seats).values(game_id=game_id, seat=seat, token_hash=token_hash, created_at=at)
        )

    def set_token(self, game_id: str, seat: int, token_hash: str) -> bool:
        """Give a taken seat a new token hash; False if the seat is not taken."""
        params = {"p_id": game_id, "p_seat": seat, "p_token_hash": token_hash}
        return bool(self._run(self.db.statements.set_token, params).rowcount)

    def kept_answer(self, scope: str, key: str) -> KeptAnswer | None:
        row = self._run(self.db.statements.kept, {"p_scope": scope, "p_key": key}).first()
        return None if row is None else KeptAnswer(*row)

    def keep_answer(self, scope: str, key: str, answer: KeptAnswer, at: datetime) -> None:
        self._run(
            insert(keys).values(
                scope=scope,
                key=key,
                request_hash=answer.request_hash,
                status=answer.status,
                headers=answer.headers,
                body=answer.body,
                created_at=at,
            )
        )


class Database:
    """One database (SQLite or PostgreSQL), as the requests and the tools use it."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.postgres = engine.dialect.name == "postgresql"
        self.statements = Statements(self.postgres)
        self.writer = engine.execution_options(**{WRITE: True})
        self.reader = engine.execution_options(isolation_level="AUTOCOMMIT")
        path = engine.url.database
        self.writers = (
            WriterQueue(f"{path}-writer")
            if not self.postgres and path and path != ":memory:"
            else None
        )

    @contextmanager
    def transaction(self, write: bool) -> Iterator[Tx]:
        """A transaction that commits when the block ends without an exception; SQLite's
        writers take their turn first (api/db/writers.py). A read runs in autocommit."""
        if write and self.writers is not None:
            with self.writers.turn(), self._transaction(write) as tx:
                yield tx
        else:
            with self._transaction(write) as tx:
                yield tx

    @contextmanager
    def _transaction(self, write: bool) -> Iterator[Tx]:
        with (self.writer if write else self.reader).connect() as conn:
            if write:
                conn.begin()
            yield Tx(self, conn, write)
            if write:
                conn.commit()

    def lobby(
        self, game_type: str | None, status: str | None, page: int, size: int
    ) -> tuple[list[LobbyEntry], int]:
        """A page of games, newest first, each with its players' names."""
        where = []
        if game_type is not None:
            where.append(games.c.type == game_type)
        if status is not None:
            where.append(games.c.status == status)
        page_rows = (
            select(
                games.c.id,
                games.c.type,
                games.c.status,
                games.c.version,
                games.c.seed_given,
                games.c.created_at,
                games.c.updated_at,
                games.c.state,
            )
            .where(*where)
            .order_by(games.c.created_at.desc(), games.c.id)
            .offset((page - 1) * size)
            .limit(size)
        )
        with self.reader.connect() as conn:
            total = conn.scalar(select(func.count()).select_from(games).where(*where)) or 0
            entries = [
                LobbyEntry(*row[:-1], [str(p["name"]) for p in row[-1].get("players", [])])
                for row in conn.execute(page_rows)
            ]
        return entries, total

    def active_games(self) -> list[GameRow]:
        """Every game in play (millie tick looks for the ones with a timer due)."""
        with self.reader.connect() as conn:
            rows = conn.execute(select(*GAME_COLUMNS).where(games.c.status == "active"))
            return [GameRow(*row) for row in rows]

    def active_counts(self) -> dict[str, int]:
        """Games in play by type (the metrics)."""
        query = select(games.c.type, func.count()).where(games.c.status == "active")
        with self.reader.connect() as conn:
            return {kind: int(n) for kind, n in conn.execute(query.group_by(games.c.type))}

    def forget_keys(self, before: datetime) -> int:
        """Drop the Idempotency-Keys kept since before `before` (millie cleanup)."""
        with self.writer.connect() as conn:
            conn.begin()
            result = conn.execute(delete(keys).where(keys.c.created_at < before))
            conn.commit()
            return int(result.rowcount or 0)

    def ping(self) -> None:
        """Raises if the database cannot be reached (/readyz)."""
        with self.reader.connect() as conn:
            conn.execute(select(1))
