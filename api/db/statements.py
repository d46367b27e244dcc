"""The statements of a move and a read: SQLAlchemy Core, built once from the tables of
api/db/models.py and run through SQLAlchemy (its compiled cache compiles each once per
dialect), so that a column is named in one place.

A move is one transaction: the game row read locked (with the caller's seat, in the same
statement), one write, the commit. On PostgreSQL the write is a single statement: the
games UPDATE, the actions and events INSERTs (unpacked from JSON arrays by the server)
and the NOTIFY that wakes every process's waiters at commit. A read is one statement.

The state document is read as its JSON text (parsed only when needed, and a view from
the cache never needs it) and written as the text made once for it (`orjson.Fragment`
through the engine's JSON serializer, api/db/engine.py).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import (
    JSON,
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

from millie.api.db.models import Base
from millie.api.db.rows import ROW_FIELDS

# The channel a move's NOTIFY goes out on, and every process's watcher LISTENs to.
CHANNEL = "millie_events"

games = Base.metadata.tables["games"]
seats = Base.metadata.tables["seats"]
events = Base.metadata.tables["events"]
actions = Base.metadata.tables["actions"]
keys = Base.metadata.tables["idempotency_keys"]


def _p(name: str, type_: Any = None) -> Any:
    """A parameter; its name is never a column's (SQLAlchemy reserves those)."""
    return bindparam(f"p_{name}", type_=type_)


# The games row's columns in GameRow's order; the state as its JSON text.
GAME_COLUMNS = [
    cast(games.c.state, Text).label("state_json") if name == "state_json" else games.c[name]
    for name in ROW_FIELDS
]

_found = select(*GAME_COLUMNS, seats.c.seat).select_from(
    games.outerjoin(seats, and_(seats.c.game_id == games.c.id, seats.c.token_hash == _p("digest")))
)
LOAD = _found.where(games.c.id == _p("id"))
LOAD_LOCKED = LOAD.with_for_update(of=games)
DUE = (
    select(games.c.type, games.c.id)
    .where(games.c.status == "active", games.c.deadline <= _p("now"))
    .order_by(games.c.deadline)
)

EVENTS = (
    select(
        events.c.seq, events.c.kind, events.c.data, events.c.secret, events.c.secret_to, events.c.at
    )
    .where(events.c.game_id == _p("id"), events.c.seq > _p("after"))
    .order_by(events.c.seq)
    .limit(_p("limit"))
)
ACTIONS = (
    select(actions.c.n, actions.c.action, actions.c.seat, actions.c.body, actions.c.now)
    .where(actions.c.game_id == _p("id"))
    .order_by(actions.c.n)
)
INSERT_GAME = insert(games)
INSERT_EVENTS = insert(events)
INSERT_ACTIONS = insert(actions)

# The games one creator made since a time, and the first of them; on PostgreSQL after a
# lock of that creator's, held to the commit, so that two creates at once count one
# after the other.
CREATED_SINCE = select(func.count(), func.min(games.c.created_at)).where(
    games.c.creator == _p("creator"), games.c.created_at >= _p("since", games.c.created_at.type)
)
LOCK_CREATOR = select(func.pg_advisory_xact_lock(func.hashtext(_p("creator", Text))))

ADD_SEAT = insert(seats)
REMOVE_SEAT = delete(seats).where(seats.c.game_id == _p("id"), seats.c.seat == _p("seat"))
# Seats after a removed one move up: in two steps (out of the way, then back), since a
# unique key is checked row by row on PostgreSQL.
SHIFT_SEATS = (
    update(seats)
    .where(seats.c.game_id == _p("id"), seats.c.seat > _p("after"))
    .values(seat=seats.c.seat + _p("by"))
)
SET_TOKEN = (
    update(seats)
    .where(seats.c.game_id == _p("id"), seats.c.seat == _p("seat"))
    .values(token_hash=_p("token_hash"))
)
NAMES = (
    select(seats.c.game_id, seats.c.name)
    .where(seats.c.game_id.in_(bindparam("p_ids", expanding=True)))
    .order_by(seats.c.game_id, seats.c.seat)
)

# The lobby's page and count, with or without each filter: four of each, built once.
LOBBY_COLUMNS = ("id", "type", "status", "version", "seed_given", "created_at", "updated_at")


def _lobby(by_type: bool, by_status: bool) -> tuple[Any, Any]:
    where = [games.c.listed.is_(True)]
    if by_type:
        where.append(games.c.type == _p("type"))
    if by_status:
        where.append(games.c.status == _p("status"))
    page = (
        select(*(games.c[name] for name in LOBBY_COLUMNS))
        .where(*where)
        .order_by(games.c.created_at.desc(), games.c.id)
        .offset(_p("offset"))
        .limit(_p("limit"))
    )
    return page, select(func.count()).select_from(games).where(*where)


LOBBY = {(t, s): _lobby(t, s) for t in (False, True) for s in (False, True)}
ACTIVE_COUNTS = (
    select(games.c.type, func.count()).where(games.c.status == "active").group_by(games.c.type)
)
FORGET_KEYS = delete(keys).where(keys.c.created_at < _p("before", keys.c.created_at.type))
PING: Any = select(literal_column("1"))

KEPT = select(
    keys.c.request_hash, keys.c.body, keys.c.version, keys.c.game_id, keys.c.created_at
).where(keys.c.scope == _p("scope"), keys.c.key == _p("key"))
FORGET_KEY = delete(keys).where(keys.c.scope == _p("scope"), keys.c.key == _p("key"))
# Kept answers past their time, a batch at a time; on PostgreSQL rows another transaction
# is deleting are skipped, not waited for (no lock order to keep).
_expired = (
    select(keys.c.scope, keys.c.key)
    .where(keys.c.created_at < _p("before", keys.c.created_at.type))
    .limit(100)
    .with_for_update(skip_locked=True)
)
FORGET_EXPIRED = delete(keys).where(tuple_(keys.c.scope, keys.c.key).in_(_expired))
KEEP = insert(keys)


def _store(status: bool, postgres: bool) -> Any:
    values: dict[str, Any] = {
        "state": _p("state", games.c.state.type),
        "version": _p("version"),
        "updated_at": _p("at", games.c.updated_at.type),
        "event_count": _p("event_count"),
        "action_count": _p("action_count"),
        "bots": _p("bots", games.c.bots.type),
        "deadline": _p("deadline"),
    }
    if status:
        values["status"] = _p("status")
    change = update(games).where(games.c.id == _p("id")).values(values)
    if not postgres:
        return change
    # One statement: the JSON arrays are unpacked into rows by the server, and the
    # notification goes out at commit.
    action_names = ["n", "seat", "action", "body", "now"]
    new_actions = (
        func.json_to_recordset(_p("actions", JSON))
        .table_valued(
            column("n", Integer),
            column("seat", Integer),
            column("action", Text),
            column("body", JSON),
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
        select(
            _p("id", Text),
            *(new_events.c[n] for n in event_names),
            _p("at", games.c.updated_at.type),
        ),
    )
    return select(func.pg_notify(literal_column(f"'{CHANNEL}'"), _p("id", Text))).add_cte(
        change.cte("g"), add_actions.cte("ins_a"), add_events.cte("ins_e")
    )


# The status is written only when it changed: on SQLite, a column named in the SET
# clause rewrites its index entries even when its value is the same.
STORE = {(changed, pg): _store(changed, pg) for changed in (False, True) for pg in (False, True)}
