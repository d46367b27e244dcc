"""The game store's statements (the tables games, seats, events, actions and
idempotency_keys, api/db/statements.py), run in the caller's transaction (`Tx.run`) or,
for the listings and the tools, in a transaction of their own; as api/db/players.py and
api/db/seeks.py run theirs. api/db/database.py is the transactions themselves."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import orjson

from millie.api.db import statements as sql
from millie.api.db.compiled import Rows
from millie.api.db.database import Database, Tx
from millie.api.db.rows import (
    ROW_FIELDS,
    EventRow,
    GameRow,
    KeptAnswer,
    LobbyEntry,
    Write,
    event_fields,
    event_rows,
)
from millie.rules.game import Event

ALL = 2**31 - 1  # a limit that is no limit


def _utc(at: datetime) -> datetime:
    """A stored time, with its zone (SQLite hands back UTC times without one)."""
    return at if at.tzinfo else at.replace(tzinfo=UTC)


def load(
    tx: Tx, game_id: str, digest: str, lock: bool, key: tuple[str, str] | None = None
) -> tuple[GameRow, int | None, KeptAnswer | None] | None:
    """The game, the seat whose token hash is `digest` (None if no seat's), and with
    `key` (an Idempotency-Key's scope and digest) the answer kept for it."""
    if key is None:
        params = {"p_id": game_id, "p_digest": digest}
        statement = sql.LOAD_LOCKED if lock else sql.LOAD
    else:
        params = {"p_id": game_id, "p_digest": digest, "p_scope": key[0], "p_key": key[1]}
        assert not lock, "a locked read sees other tables as they were before its wait"
        statement = sql.LOAD_KEYED
    row = tx.run(statement, params).first()
    if row is None:
        return None
    n = len(ROW_FIELDS)
    game = GameRow(*row[:n])
    game.created_at = _utc(game.created_at)
    kept = None
    if key is not None and row[n + 1] is not None:
        request_hash, body, version, kept_game, at = row[n + 1 :]
        kept = KeptAnswer(request_hash, body, version, kept_game, _utc(at))
    return game, row[n], kept


def games_created_since(tx: Tx, creator: str, since: datetime) -> tuple[int, datetime | None]:
    """How many games `creator` created since `since`, and when the first of them."""
    params = {"p_creator": creator, "p_since": since}
    if tx.db.postgres:
        tx.run(sql.LOCK_CREATOR, params)
    count, first = tx.run(sql.CREATED_SINCE, params).one()
    return int(count), None if first is None else _utc(first)


Call = tuple[Any, Any]  # a statement and its values, as `Tx.run` and `Tx.batch` take them


def insert_game(
    tx: Tx, game: GameRow, event: Event, at: datetime, creator: str | None, listed: bool
) -> None:
    """A new game's row and its first event (PostgreSQL: one round trip)."""
    tx.batch(*inserted_game(game, event, at, creator, listed))


def inserted_game(
    game: GameRow, event: Event, at: datetime, creator: str | None, listed: bool
) -> list[Call]:
    values = {name: getattr(game, name) for name in ROW_FIELDS if name != "state_json"}
    values.update(
        state=orjson.Fragment(game.state_json),
        created_at=at,
        updated_at=at,
        creator=creator,
        listed=listed,
    )
    return [(sql.INSERT_GAME, values), (sql.INSERT_EVENTS, event_rows(game.id, 1, [event], at))]


def store(tx: Tx, write: Write) -> bool:
    """A move's write, if the game is still at the version the move was made from
    (compare-and-set): the new state, version, counters and deadline, the actions,
    the events and the answer kept for its Idempotency-Key; on PostgreSQL also the
    NOTIFY that wakes every process's waiters at commit. False, and nothing
    written, if another request changed the game first."""
    if tx.db.postgres:
        return stored(tx.run(*stored_write(tx, write)))
    game = write.game
    params = _write_params(write)
    numbered = [{"n": write.first_action + i, **a} for i, a in enumerate(write.actions)]
    kept = write.kept
    statement = sql.STORE[write.status_changed, False, kept is not None]
    if kept is not None:
        params.update(p_k_scope=kept["scope"], p_k_key=kept["key"], p_k_before=kept["before"])
    if not tx.run(statement, params).rowcount:
        return False
    if numbered:
        tx.run(sql.INSERT_ACTIONS, [{"game_id": game.id, **a} for a in numbered])
    if write.events:
        tx.run(sql.INSERT_EVENTS, event_rows(game.id, write.first_event, write.events, write.at))
    if kept is not None:
        forget_expired(tx, kept["before"])
        values = {name: kept[name] for name in sql.KEPT_COLUMNS}
        tx.run(sql.KEEP_OR_REPLACE, {**values, "p_k_before": kept["before"]})
    return True


def stored_write(tx: Tx, write: Write) -> Call:
    """PostgreSQL: a move's write as one statement (`store`), for a batch; `stored` reads
    whether it was made."""
    assert tx.db.postgres, "SQLite writes a move in several statements"
    params = _write_params(write)
    params["p_actions"] = [{"n": write.first_action + i, **a} for i, a in enumerate(write.actions)]
    params["p_events"] = [
        {"seq": write.first_event + i, **e} for i, e in enumerate(event_fields(write.events))
    ]
    kept = write.kept
    if kept is not None:
        params.update({f"p_k_{name}": value for name, value in kept.items()})
        params["p_before"] = kept["before"]
    return sql.STORE[write.status_changed, True, kept is not None], params


def stored(rows: Rows) -> bool:
    """Whether the write of `stored_write` was made (the game was at its version)."""
    return bool(rows.rows)


def _write_params(write: Write) -> dict[str, Any]:
    game = write.game
    params: dict[str, Any] = {
        "p_id": game.id,
        "p_old_version": write.old_version,
        "p_state": orjson.Fragment(game.state_json),
        "p_version": game.version,
        "p_event_count": game.event_count,
        "p_action_count": game.action_count,
        "p_bots": game.bots,
        "p_deadline": game.deadline,
        "p_at": write.at,
    }
    if write.status_changed:
        params["p_status"] = game.status
    return params


def events(tx: Tx, game_id: str, after: int, limit: int = ALL) -> list[EventRow]:
    rows = tx.run(sql.EVENTS, {"p_id": game_id, "p_after": after, "p_limit": limit})
    return [EventRow(seq, kind, d, s, to, _utc(at)) for seq, kind, d, s, to, at in rows]


def actions(tx: Tx, game_id: str) -> list[dict[str, Any]]:
    """Every engine call of the game, in order (the export, G2)."""
    rows = tx.run(sql.ACTIONS, {"p_id": game_id})
    return [{"n": n, "action": a, "seat": s, "body": b, "now": t} for n, a, s, b, t in rows]


def add_seat(
    tx: Tx,
    game_id: str,
    seat: int,
    token_hash: str,
    name: str,
    at: datetime,
    player_id: str | None = None,
) -> None:
    tx.run(*added_seats([seat_row(game_id, seat, token_hash, name, at, player_id)]))


def seat_row(
    game_id: str, seat: int, token_hash: str, name: str, at: datetime, player_id: str | None
) -> dict[str, Any]:
    """A taken seat's row: its token's hash, its name, and its player if it has one."""
    values = {"game_id": game_id, "seat": seat, "token_hash": token_hash, "name": name}
    if player_id is not None:  # the seat of a player (docs/players.md)
        values["player_id"] = player_id
    return {**values, "created_at": at}


def added_seats(rows: list[dict[str, Any]]) -> Call:
    """The seats' rows inserted (of one shape: all with a player, or none)."""
    return sql.ADD_SEAT, rows


def remove_seat(tx: Tx, game_id: str, seat: int) -> None:
    """Drop a seat's token; the seats after it move up one."""
    tx.run(sql.REMOVE_SEAT, {"p_id": game_id, "p_seat": seat})
    for after, by in ((seat, 1000), (999, -1001)):
        tx.run(sql.SHIFT_SEATS, {"p_id": game_id, "p_after": after, "p_by": by})


def set_token(tx: Tx, game_id: str, seat: int, token_hash: str) -> bool:
    """Give a taken seat a new token hash; False if the seat is not taken."""
    params = {"p_id": game_id, "p_seat": seat, "p_token_hash": token_hash}
    return bool(tx.run(sql.SET_TOKEN, params).rowcount)


def kept_answer(tx: Tx, scope: str, key: str) -> KeptAnswer | None:
    row = tx.run(sql.KEPT, {"p_scope": scope, "p_key": key}).first()
    if row is None:
        return None
    request_hash, body, version, game_id, at = row
    return KeptAnswer(request_hash, body, version, game_id, _utc(at))


def forget_key(tx: Tx, scope: str, key: str) -> None:
    tx.run(sql.FORGET_KEY, {"p_scope": scope, "p_key": key})


def forget_expired(tx: Tx, before: datetime) -> None:
    """Drop up to a batch of kept answers kept before `before`."""
    tx.run(sql.FORGET_EXPIRED, {"p_before": before})


def keep_answer(tx: Tx, scope: str, key: str, answer: KeptAnswer, at: datetime) -> None:
    values = {"scope": scope, "key": key, "request_hash": answer.request_hash}
    kept = {"body": answer.body, "version": answer.version, "game_id": answer.game_id}
    tx.run(sql.KEEP, {**values, **kept, "created_at": at})


def lobby(
    db: Database, game_type: str | None, status: str | None, page: int, size: int
) -> tuple[list[LobbyEntry], int]:
    """A page of the listed games, newest first, each with its players' names."""
    page_rows, count = sql.LOBBY[game_type is not None, status is not None]
    params: dict[str, Any] = {}
    if game_type is not None:
        params["p_type"] = game_type
    if status is not None:
        params["p_status"] = status
    with db.transaction(write=False) as tx:
        total = tx.run(count, params).scalar() or 0
        paged = {**params, "p_offset": (page - 1) * size, "p_limit": size}
        rows = tx.run(page_rows, paged).all()
        names: dict[str, list[str]] = {row[0]: [] for row in rows}
        if names:
            for game_id, name in tx.run(sql.NAMES, {"p_ids": list(names)}):
                names[game_id].append(name or "")
    entries = []
    for row in rows:
        line = dict(zip(sql.LOBBY_COLUMNS, row, strict=True))
        line.update(created_at=_utc(row[5]), updated_at=_utc(row[6]), names=names[row[0]])
        entries.append(LobbyEntry(**line))
    return entries, total


def due_games(db: Database, now: float) -> list[tuple[str, str]]:
    """(type, id) of the games in play with a deadline or a bot's turn now due."""
    with db.transaction(write=False) as tx:
        return [(kind, game_id) for kind, game_id in tx.run(sql.DUE, {"p_now": now})]


def active_counts(db: Database) -> dict[str, int]:
    """Games in play by type (the metrics)."""
    with db.transaction(write=False) as tx:
        rows = tx.run(sql.ACTIVE_COUNTS).all()
    return {kind: int(n) for kind, n in rows}


def forget_keys(db: Database, before: datetime) -> int:
    """Drop the Idempotency-Keys kept since before `before` (millie cleanup)."""
    with db.transaction(write=True) as tx:
        return int(tx.run(sql.FORGET_KEYS, {"p_before": before}).rowcount or 0)
