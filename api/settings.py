"""Settings, read from the environment; nothing is required to run."""

from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    database_url: str = "sqlite:///millie.db"
    max_body_bytes: int = 64 * 1024

    @classmethod
    def from_env(cls) -> Settings:
        return cls(
            database_url=os.environ.get("DATABASE_URL", cls.database_url),
            max_body_bytes=int(os.environ.get("MAX_BODY_BYTES", cls.max_body_bytes)),
        )


def sqlalchemy_url(url: str) -> str:
    """Accept the usual `postgresql://` and `postgres://` URLs and use psycopg 3 for them."""
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    return url
