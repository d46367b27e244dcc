"""players, ratings, rating history and seeks; seats.player_id

A player plays many games under one token: a seat may belong to one (one seat per
player per game). Ratings per player and game type with their history, and the seeks
that matchmaking turns into games (docs/players.md).

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-06 07:20:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

WHEN = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("bot", sa.Boolean(), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("created_at", WHEN, nullable=False),
        sa.Column("creator", sa.String(length=64), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_players")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_players_token_hash")),
    )
    op.create_index(
        "ix_players_creator_created", "players", ["creator", "created_at"], unique=False
    )
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("player_id", sa.String(length=32), nullable=True))
        batch.create_foreign_key(
            op.f("fk_seats_player_id_players"), "players", ["player_id"], ["id"]
        )
        batch.create_index("ix_seats_player_game", ["player_id", "game_id"], unique=True)
    op.create_table(
        "ratings",
        sa.Column("player_id", sa.String(length=32), nullable=False),
        sa.Column("type", sa.String(length=32), nullable=False),
        sa.Column("mu", sa.Double(), nullable=False),
        sa.Column("sigma", sa.Double(), nullable=False),
        sa.Column("ordinal", sa.Double(), nullable=False),
        sa.Column("games", sa.Integer(), nullable=False),
        sa.Column("updated_at", WHEN, nullable=False),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_ratings_player_id_players")
        ),
        sa.PrimaryKeyConstraint("player_id", "type", name=op.f("pk_ratings")),
    )
    op.create_index("ix_ratings_type_ordinal", "ratings", ["type", "ordinal"], unique=False)
    op.create_table(
        "rating_history",
        sa.Column("player_id", sa.String(length=32), nullable=False),
        sa.Column("game_id", sa.String(length=32), nullable=False),
        sa.Column("type", sa.String(length=32), nullable=False),
        sa.Column("rank", sa.Integer(), nullable=False),
        sa.Column("mu", sa.Double(), nullable=False),
        sa.Column("sigma", sa.Double(), nullable=False),
        sa.Column("ordinal", sa.Double(), nullable=False),
        sa.Column("at", WHEN, nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_rating_history_game_id_games")
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_rating_history_player_id_players")
        ),
        sa.PrimaryKeyConstraint("player_id", "game_id", name=op.f("pk_rating_history")),
    )
    op.create_index(
        "ix_rating_history_player_type_at",
        "rating_history",
        ["player_id", "type", "at"],
        unique=False,
    )
    op.create_table(
        "seeks",
        sa.Column("id", sa.String(length=32), nullable=False),
        sa.Column("player_id", sa.String(length=32), nullable=False),
        sa.Column("type", sa.String(length=32), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("min_players", sa.Integer(), nullable=False),
        sa.Column("max_players", sa.Integer(), nullable=False),
        sa.Column("rated", sa.Boolean(), nullable=False),
        sa.Column("options", sa.JSON(), nullable=False),
        sa.Column("options_key", sa.String(length=64), nullable=False),
        sa.Column("rating", sa.Integer(), nullable=False),
        sa.Column("rating_lo", sa.Integer(), nullable=True),
        sa.Column("rating_hi", sa.Integer(), nullable=True),
        sa.Column("game_id", sa.String(length=32), nullable=True),
        sa.Column("created_at", WHEN, nullable=False),
        sa.Column("expires_at", WHEN, nullable=False),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name=op.f("fk_seeks_game_id_games")),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_seeks_player_id_players")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_seeks")),
    )
    op.create_index(op.f("ix_seeks_game_id"), "seeks", ["game_id"], unique=False)
    op.create_index("ix_seeks_player_status", "seeks", ["player_id", "status"], unique=False)
    op.create_index(
        "ix_seeks_type_status_created", "seeks", ["type", "status", "created_at"], unique=False
    )


def downgrade() -> None:
    op.drop_table("seeks")
    op.drop_table("rating_history")
    op.drop_table("ratings")
    with op.batch_alter_table("seats") as batch:
        batch.drop_index("ix_seats_player_game")
        batch.drop_constraint(op.f("fk_seats_player_id_players"), type_="foreignkey")
        batch.drop_column("player_id")
    op.drop_table("players")
