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
    true,
    tuple_,
    update,
)
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

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
# A move sent with an Idempotency-Key: the game, the seat, and the answer kept for the
# key if there is one, in one statement (never locked: a statement that waited for a
# row lock sees its other tables as they were before the wait).
_kept_answer = and_(keys.c.scope == _p("scope"), keys.c.key == _p("key"))
LOAD_KEYED = (
    select(
        *GAME_COLUMNS,
        seats.c.seat,
        keys.c.request_hash,
        keys.c.body,
        keys.c.version.label("kept_version"),
        keys.c.game_id.label("kept_game_id"),
        keys.c.created_at.label("kept_at"),
    )
    .select_from(
        games.outerjoin(
            seats, and_(seats.c.game_id == games.c.id, seats.c.token_hash == _p("digest"))
        ).outerjoin(keys, _kept_answer)
    )
    .where(games.c.id == _p("id"))
)
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
# `bots`: which seats programs play (api/core/views.py bot_flags).
LOBBY_COLUMNS = (
    "id",
    "type",
    "status",
    "version",
    "seed_given",
    "created_at",
    "updated_at",
    "bots",
)


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


def _store(status: bool, postgres: bool, keyed: bool) -> Any:
    """A move's write: compare-and-set on the game's version (the version it was read
    at, `p_old_version`), so that a move computed from a game another request has
    changed since writes nothing. On SQLite the games UPDATE alone (its row count says
    whether it won), the INSERTs follow in the same transaction. On PostgreSQL one
    statement, which is its own transaction: the UPDATE, the actions and events
    unpacked from JSON arrays by the server, with `keyed` the answer kept for the
    Idempotency-Key and a batch of expired ones forgotten, and the NOTIFY that wakes
    every process's waiters at commit; each part joined to the UPDATE's row, so that
    nothing is written when it did not win, and a row back only when it did. With
    `keyed`, the UPDATE also does not win if an answer is kept for its key (a request
    sent with the same key, made from the same version, won)."""
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
    change = update(games).where(games.c.id == _p("id"), games.c.version == _p("old_version"))
    if keyed:  # and the key has no live answer kept (another request sent with it won)
        live = select(keys.c.key).where(
            keys.c.scope == _p("k_scope", Text),
            keys.c.key == _p("k_key", Text),
            keys.c.created_at >= _p("k_before", keys.c.created_at.type),
        )
        change = change.where(~live.exists())
    change = change.values(values)
    if not postgres:
        return change
    won = change.returning(games.c.id, games.c.version).cte("g")
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
        select(won.c.id, *(new_actions.c[n] for n in action_names)).select_from(
            won.join(new_actions, true())
        ),
    )
    add_events = insert(events).from_select(
        ["game_id", *event_names, "at"],
        select(
            won.c.id,
            *(new_events.c[n] for n in event_names),
            _p("at", games.c.updated_at.type),
        ).select_from(won.join(new_events, true())),
    )
    parts = [won, add_actions.cte("ins_a"), add_events.cte("ins_e")]
    if keyed:
        parts += [_forget_expired_but_this().cte("old_k"), _keep(won).cte("ins_k")]
    # The payload: "<game id>#<version>" (api/db/notify.py).
    payload = won.c.id + "#" + cast(won.c.version, Text)
    return select(func.pg_notify(literal_column(f"'{CHANNEL}'"), payload)).add_cte(*parts)


KEPT_COLUMNS = ["scope", "key", "request_hash", "body", "version", "game_id", "created_at"]


def _forget_expired_but_this() -> Any:
    """The batch of expired answers forgotten with a kept one: not the key being kept
    (in one statement two parts may not change one row), which its upsert replaces."""
    this = and_(keys.c.scope == _p("k_scope", Text), keys.c.key == _p("k_key", Text))
    return delete(keys).where(
        tuple_(keys.c.scope, keys.c.key).in_(_expired.where(~this)),
    )


def _keep(won: Any) -> Any:
    """The answer kept for an Idempotency-Key: a new row, or in place of one past its
    time (`p_k_before`); a live one is left as it is."""
    given = [
        _p("k_scope", Text),
        _p("k_key", Text),
        _p("k_request_hash", Text),
        _p("k_body", Text),
        _p("k_version", Integer),
        _p("k_game_id", Text),
        _p("k_created_at", keys.c.created_at.type),
    ]
    rows = select(*given).select_from(won)
    add = pg_insert(keys).from_select(KEPT_COLUMNS, rows)
    return _replacing_expired(add)


def _replacing_expired(add: Any) -> Any:
    return add.on_conflict_do_update(
        index_elements=[keys.c.scope, keys.c.key],
        set_={name: add.excluded[name] for name in KEPT_COLUMNS[2:]},
        where=keys.c.created_at < _p("k_before", keys.c.created_at.type),
    )


# The answer kept on SQLite (after its batch of expired ones is forgotten), as the
# upsert PostgreSQL's write holds.
KEEP_OR_REPLACE = _replacing_expired(sqlite_insert(keys))

# The status is written only when it changed: on SQLite, a column named in the SET
# clause rewrites its index entries even when its value is the same.
STORE = {
    (changed, pg, keyed): _store(changed, pg, keyed)
    for changed in (False, True)
    for pg in (False, True)
    for keyed in (False, True)
}
