"""The statements of a move and a read: SQLAlchemy Core, built once from the tables of
api/db/models.py, and compiled once into the SQL of the database's driver.

A move is one transaction: the game row read locked (with the caller's seat, in the same
statement), one write, the commit. On PostgreSQL the write is a single statement: the
games UPDATE, the actions and events INSERTs (unpacked from JSON arrays by the server)
and the NOTIFY that wakes every process's waiters at commit. A read is one statement.

JSON columns are read as their text and parsed with orjson, and written as text; the
few other values that need converting (SQLite's times and booleans) go through the
column types' own SQLAlchemy processors (`Statements.time_in` and so on).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    DateTime,
    Double,
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
    tuple_,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Dialect

from millie.api.db.models import Base
from millie.api.db.notify import CHANNEL
from millie.api.db.rows import ROW_FIELDS

games = Base.metadata.tables["games"]
seats = Base.metadata.tables["seats"]
events = Base.metadata.tables["events"]
actions = Base.metadata.tables["actions"]
keys = Base.metadata.tables["idempotency_keys"]

# The games row's columns in GameRow's order; JSON as its text, parsed when needed.
GAME_COLUMNS = [
    cast(games.c.state, Text).label("state_json")
    if name == "state_json"
    else cast(games.c.bots, Text).label("bots")
    if name == "bots"
    else games.c[name]
    for name in ROW_FIELDS
]
TIME = DateTime(timezone=True)


def _p(name: str, type_: Any = None) -> Any:
    """A parameter; its name is never a column's (SQLAlchemy reserves those)."""
    return bindparam(f"p_{name}", type_=type_)


def _text(col: Any) -> Any:
    return cast(col, Text).label(col.name)


class Statements:
    """Every statement of the request paths, as the SQL text of one database's driver
    (sqlite3 with `:name` parameters, psycopg with `%(name)s`)."""

    def __init__(self, postgres: bool) -> None:
        self.postgres = postgres
        dialect: Dialect = (
            postgresql.psycopg.dialect()  # type: ignore[no-untyped-call]
            if postgres
            else sqlite.dialect(paramstyle="named")
        )
        time, boolean = dialect.type_descriptor(TIME), dialect.type_descriptor(Boolean())
        self.time_in: Callable[[Any], Any] = time.bind_processor(dialect) or (lambda v: v)
        self.time_out: Callable[[Any], Any] = time.result_processor(dialect, None) or (lambda v: v)
        self.bool_out: Callable[[Any], Any] = boolean.result_processor(dialect, None) or bool

        def sql(statement: Any) -> str:
            return str(statement.compile(dialect=dialect))

        found = select(*GAME_COLUMNS, seats.c.seat).select_from(
            games.outerjoin(
                seats, and_(seats.c.game_id == games.c.id, seats.c.token_hash == _p("digest"))
            )
        )
        load = found.where(games.c.id == _p("id"))
        self.load = sql(load)
        self.load_locked = sql(load.with_for_update(of=games))
        self.active_games = sql(select(*GAME_COLUMNS).where(games.c.status == _p("status")))
        self.events = sql(
            select(
                events.c.seq,
                events.c.kind,
                _text(events.c.data),
                _text(events.c.secret),
                events.c.secret_to,
                events.c.at,
            )
            .where(events.c.game_id == _p("id"), events.c.seq > _p("after"))
            .order_by(events.c.seq)
            .limit(_p("limit"))
            .offset(_p("offset"))  # SQLite's LIMIT comes with an OFFSET: 0
        )
        self.actions = sql(
            select(
                actions.c.n,
                actions.c.action,
                actions.c.seat,
                _text(actions.c.body),
                actions.c.squabble,
                actions.c.now,
            )
            .where(actions.c.game_id == _p("id"))
            .order_by(actions.c.n)
        )
        self.insert_game = sql(
            insert(games).values(
                {
                    **{name: _p(name) for name in ROW_FIELDS if name not in ("state_json",)},
                    "state": _p("state", JSON),
                    "bots": _p("bots", JSON),
                    "created_at": _p("created_at", TIME),
                    "updated_at": _p("created_at", TIME),
                    "creator": _p("creator"),
                    "listed": _p("listed", Boolean()),
                }
            )
        )
        # The games one creator made since a time, and the first of them; on PostgreSQL
        # after a lock of that creator's, held to the commit, so that two creates at
        # once count one after the other.
        self.created_since = sql(
            select(func.count(), func.min(games.c.created_at)).where(
                games.c.creator == _p("creator"), games.c.created_at >= _p("since", TIME)
            )
        )
        self.lock_creator = (
            sql(select(func.pg_advisory_xact_lock(func.hashtext(_p("creator", Text)))))
            if postgres
            else None
        )
        self.insert_events = sql(
            insert(events).values(
                game_id=_p("id"),
                seq=_p("seq"),
                kind=_p("kind"),
                data=_p("data", JSON),
                secret=_p("secret", JSON),
                secret_to=_p("secret_to"),
                at=_p("at", TIME),
            )
        )
        self.insert_actions = sql(
            insert(actions).values(
                game_id=_p("id"),
                n=_p("n"),
                seat=_p("seat"),
                action=_p("action"),
                body=_p("body", JSON),
                squabble=_p("squabble"),
                now=_p("now"),
            )
        )
        self.add_seat = sql(
            insert(seats).values(
                game_id=_p("id"),
                seat=_p("seat"),
                token_hash=_p("token_hash"),
                created_at=_p("at", TIME),
            )
        )
        self.remove_seat = sql(
            delete(seats).where(seats.c.game_id == _p("id"), seats.c.seat == _p("seat"))
        )
        # Seats after a removed one move up: in two steps (out of the way, then back),
        # since a unique key is checked row by row on PostgreSQL.
        self.shift_seats = sql(
            update(seats)
            .where(seats.c.game_id == _p("id"), seats.c.seat > _p("after"))
            .values(seat=seats.c.seat + _p("by"))
        )
        self.set_token = sql(
            update(seats)
            .where(seats.c.game_id == _p("id"), seats.c.seat == _p("seat"))
            .values(token_hash=_p("token_hash"))
        )
        self.kept = sql(
            select(
                keys.c.request_hash,
                keys.c.status,
                _text(keys.c.headers),
                keys.c.body,
                keys.c.created_at,
            ).where(keys.c.scope == _p("scope"), keys.c.key == _p("key"))
        )
        self.forget_key = sql(
            delete(keys).where(keys.c.scope == _p("scope"), keys.c.key == _p("key"))
        )
        # Kept answers past their time, a batch at a time; on PostgreSQL rows another
        # transaction is deleting are skipped, not waited for (no lock order to keep).
        expired = (
            select(keys.c.scope, keys.c.key)
            .where(keys.c.created_at < _p("before", TIME))
            .limit(_p("batch"))
            .offset(_p("offset"))  # SQLite's LIMIT comes with an OFFSET: 0
            .with_for_update(skip_locked=True)
        )
        self.forget_expired = sql(delete(keys).where(tuple_(keys.c.scope, keys.c.key).in_(expired)))
        self.keep = sql(
            insert(keys).values(
                scope=_p("scope"),
                key=_p("key"),
                request_hash=_p("request_hash"),
                status=_p("status"),
                headers=_p("headers", JSON),
                body=_p("body"),
                created_at=_p("at", TIME),
            )
        )
        # The status is written only when it changed: on SQLite, a column named in the
        # SET clause rewrites its index entries even when its value is the same.
        self.store = {changed: sql(self._store(changed)) for changed in (False, True)}

    def _store(self, status: bool) -> Any:
        values: dict[str, Any] = {
            "state": _p("state", JSON),
            "version": _p("version"),
            "updated_at": _p("at", TIME),
            "event_count": _p("event_count"),
            "action_count": _p("action_count"),
            "bots": _p("bots", JSON),
        }
        if status:
            values["status"] = _p("status")
        change = update(games).where(games.c.id == _p("id")).values(values)
        if not self.postgres:
            return change
        # One statement: the JSON arrays are unpacked into rows by the server, and the
        # notification goes out at commit.
        action_names = ["n", "seat", "action", "body", "squabble", "now"]
        new_actions = (
            func.json_to_recordset(_p("actions", JSON))
            .table_valued(
                column("n", Integer),
                column("seat", Integer),
                column("action", Text),
                column("body", JSON),
                column("squabble", Integer),
                column("now", Double),
            )
            .render_derived(name="a", with_types=True)
        )
        event_names = ["seq", "kind", "data", "secret", "secret_to"]
        new_events = (
            func.json_to_recordset(_p("events", JSON))
            .table_valued(
                column("seq", Integer),
                column("kind", Text),
                column("data", JSON),
                column("secret", JSON),
                column("secret_to", Integer),
            )
            .render_derived(name="e", with_types=True)
        )
        add_actions = insert(actions).from_select(
            ["game_id", *action_names],
            select(_p("id", Text), *(new_actions.c[n] for n in action_names)),
        )
        add_events = insert(events).from_select(
            ["game_id", *event_names, "at"],
            select(_p("id", Text), *(new_events.c[n] for n in event_names), _p("at", TIME)),
        )
        return select(func.pg_notify(literal_column(f"'{CHANNEL}'"), _p("id", Text))).add_cte(
            change.cte("g"), add_actions.cte("ins_a"), add_events.cte("ins_e")
        )
