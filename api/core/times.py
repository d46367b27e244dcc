"""The server's clock: the `now` every engine call gets, and times as RFC 3339."""

from __future__ import annotations

import time
from datetime import UTC, datetime


def now() -> datetime:
    return datetime.now(UTC)


def clock() -> float:
    """Seconds since the epoch, to the millisecond: the `now` every engine call gets."""
    return round(time.time(), 3)


def rfc3339(at: datetime) -> str:
    """A UTC time as RFC 3339 (SQLite hands back times without their zone)."""
    if at.tzinfo is None:
        at = at.replace(tzinfo=UTC)
    return at.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def rfc3339_at(seconds: float) -> str:
    return rfc3339(datetime.fromtimestamp(seconds, UTC))
