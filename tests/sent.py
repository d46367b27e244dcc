"""What a test's own thread sends to the database from now on, by each statement's
first word (not the statements of the app's background threads)."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from millie.api.db.database import Tx


def statements(monkeypatch: pytest.MonkeyPatch, trips: list[list[str]] | None = None) -> list[str]:
    """The statements this thread sends from now on, one after another; `trips`, if
    given, gains each round trip's (a PostgreSQL write's BEGIN goes with its first
    statement, and a batch is one round trip)."""
    sent: list[str] = []
    send = Tx._send
    mine = threading.get_ident()

    def counted(tx: Tx, calls: list[tuple[Any, Any]]) -> Any:
        if threading.get_ident() == mine:
            words = []
            for statement, _ in calls:
                text = statement if isinstance(statement, str) else tx.db.compiled(statement, None)
                words.append(str(getattr(text, "text", text)).split()[0].upper())
            sent.extend(words)
            if trips is not None:
                trips.append(words)
        return send(tx, calls)

    monkeypatch.setattr(Tx, "_send", counted)
    return sent
