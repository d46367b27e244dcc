"""Bring a database's schema up to date with Alembic (run by `millie serve` and tests)."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config

from millie.api.db.engine import sqlalchemy_url


def alembic_config(url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(Path(__file__).parent / "migrations"))
    config.set_main_option("sqlalchemy.url", sqlalchemy_url(url).replace("%", "%%"))
    return config


def upgrade(url: str) -> None:
    command.upgrade(alembic_config(url), "head")
