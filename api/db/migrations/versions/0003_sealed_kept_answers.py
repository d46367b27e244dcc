"""kept answers sealed: the answers kept in clear before are dropped

The answers kept for Idempotency-Keys are now sealed (api/core/sealed.py) and named by
the key's digest; those kept before held tokens in clear. They are deleted: a retry of
a request answered before the upgrade is then a new request.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-04 01:50:00
"""

from __future__ import annotations

from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute("DELETE FROM idempotency_keys")


def downgrade() -> None:
    pass
