"""games.creator (the games an address creates per hour, counted in the database) and
games.listed (an unlisted game is left out of the lobby)

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-04 01:35:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("creator", sa.String(length=64), nullable=True))
        batch.create_index("ix_games_creator_created", ["creator", "created_at"])
        batch.add_column(
            sa.Column("listed", sa.Boolean(), server_default=sa.true(), nullable=False)
        )


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("listed")
        batch.drop_index("ix_games_creator_created")
        batch.drop_column("creator")
