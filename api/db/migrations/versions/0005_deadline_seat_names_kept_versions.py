"""games.deadline, seats.name, kept answers as values; actions.squabble dropped

The server no longer reads inside a stored state: a game's next deadline (its open
timers' and its bots' earliest) is a column of games, and each seat's name (the lobby
lists them) a column of seats, both filled here from the stored documents. A kept
answer is the value the store returned (its game's version and id) rather than HTTP
headers and a status. `actions.squabble` was no longer written: a squabble's number is
in the action's body; older exports that carry it still replay (api/core/calls.py).

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-06 01:30:00
"""

from __future__ import annotations

import json
from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def _next_deadline(state: dict[str, Any], bots: dict[str, Any] | None) -> float | None:
    """What the server read from a stored state before: its top-level `deadlines`."""
    times = [float(t) for t in (state.get("deadlines") or {}).values()]
    times += [float(b["due"]) for b in (bots or {}).values() if b.get("due") is not None]
    return min(times, default=None)


def _json(value: Any) -> Any:
    return json.loads(value) if isinstance(value, str) else value


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("deadline", sa.Double(), nullable=True))
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("name", sa.Text(), nullable=True))
    with op.batch_alter_table("idempotency_keys") as batch:
        batch.add_column(sa.Column("version", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("game_id", sa.String(length=32), nullable=True))
    bind = op.get_bind()
    games = sa.table(
        "games",
        sa.column("id"),
        sa.column("status"),
        sa.column("state", sa.JSON),
        sa.column("bots", sa.JSON),
        sa.column("deadline"),
    )
    seats = sa.table("seats", sa.column("game_id"), sa.column("seat"), sa.column("name"))
    for game_id, status, state, bots in bind.execute(
        sa.select(games.c.id, games.c.status, games.c.state, games.c.bots)
    ):
        state, bots = _json(state), _json(bots)
        if status != "finished":
            due = _next_deadline(state, bots)
            if due is not None:
                bind.execute(games.update().where(games.c.id == game_id).values(deadline=due))
        for seat, player in enumerate(state.get("players", [])):
            bind.execute(
                seats.update()
                .where(seats.c.game_id == game_id, seats.c.seat == seat)
                .values(name=str(player.get("name", "")))
            )
    keys = sa.table(
        "idempotency_keys",
        sa.column("scope"),
        sa.column("key"),
        sa.column("headers", sa.JSON),
        sa.column("version"),
        sa.column("game_id"),
    )
    for scope, key, headers in bind.execute(sa.select(keys.c.scope, keys.c.key, keys.c.headers)):
        headers = _json(headers) or {}
        etag = str(headers.get("ETag", "")).strip('"')
        location = str(headers.get("Location", ""))
        bind.execute(
            keys.update()
            .where(keys.c.scope == scope, keys.c.key == key)
            .values(
                version=int(etag) if etag.isdigit() else None,
                game_id=location.rsplit("/", 1)[-1] or None,
            )
        )
    with op.batch_alter_table("idempotency_keys") as batch:
        batch.drop_column("headers")
        batch.drop_column("status")
    with op.batch_alter_table("actions") as batch:
        batch.drop_column("squabble")


def downgrade() -> None:
    with op.batch_alter_table("actions") as batch:
        batch.add_column(sa.Column("squabble", sa.Integer(), nullable=True))
    # The kept answers cannot be made HTTP answers again here: they are dropped, and a
    # retry of a request answered before the downgrade is a new request.
    op.execute("DELETE FROM idempotency_keys")
    with op.batch_alter_table("idempotency_keys") as batch:
        batch.add_column(sa.Column("status", sa.Integer(), nullable=False, server_default="200"))
        batch.add_column(sa.Column("headers", sa.JSON(), nullable=False, server_default="{}"))
        batch.drop_column("game_id")
        batch.drop_column("version")
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("name")
    with op.batch_alter_table("games") as batch:
        batch.drop_column("deadline")
