"""What a seat may see of an event: the one filter for views, pages, streams and bots."""

from __future__ import annotations

from typing import Any

from millie.api.core.times import rfc3339
from millie.api.db.rows import EventRow


def visible(event: EventRow, seat: int | None) -> dict[str, Any]:
    """The event as `seat` may see it (None: a spectator or the host). Its secret part
    (the value of an appraisal drawn, a prediction) is told to its own seat only."""
    out: dict[str, Any] = {
        "seq": event.seq,
        "kind": event.kind,
        "at": rfc3339(event.at),
        "data": event.data,
    }
    if event.secret is not None and seat is not None and event.secret_to == seat:
        out["secret"] = event.secret
    return out
