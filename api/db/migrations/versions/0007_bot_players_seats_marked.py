"""games.bots marks the seats of players registered as bots

Every view and listing says whether a program plays a seat (`is_bot`, docs/players.md):
a seat the server's bot plays has a policy in the game's `bots`, and a seat a bot player
holds is marked there too, `{"player": <id>}`, when it is taken. The seats bot players
took before are marked here, from seats.player_id and players.bot. No column changes.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-06 11:00:00
"""

from __future__ import annotations

import json
from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

GAMES = sa.table("games", sa.column("id"), sa.column("bots", sa.JSON))


def _json(value: Any) -> Any:
    return json.loads(value) if isinstance(value, str) else value


def upgrade() -> None:
    bind = op.get_bind()
    seats = sa.table("seats", sa.column("game_id"), sa.column("seat"), sa.column("player_id"))
    players = sa.table("players", sa.column("id"), sa.column("bot", sa.Boolean))
    held = (
        sa.select(GAMES.c.id, GAMES.c.bots, seats.c.seat, seats.c.player_id)
        .select_from(
            GAMES.join(seats, seats.c.game_id == GAMES.c.id).join(
                players, players.c.id == seats.c.player_id
            )
        )
        .where(players.c.bot.is_(True))
        .order_by(GAMES.c.id, seats.c.seat)
    )
    marked: dict[str, dict[str, Any]] = {}
    for game_id, bots, seat, player_id in bind.execute(held):
        entries = marked.setdefault(game_id, dict(_json(bots) or {}))
        entries.setdefault(str(seat), {"player": player_id})
    for game_id, bots in marked.items():
        bind.execute(GAMES.update().where(GAMES.c.id == game_id).values(bots=bots))


def downgrade() -> None:
    bind = op.get_bind()
    for game_id, bots in bind.execute(sa.select(GAMES.c.id, GAMES.c.bots)):
        bots = _json(bots) or {}
        served = {seat: bot for seat, bot in bots.items() if "policy" in bot}
        if served != bots:
            bind.execute(GAMES.update().where(GAMES.c.id == game_id).values(bots=served or None))
