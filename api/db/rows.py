"""What the database hands the store: a game's row, its events, a kept answer, a lobby line."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from datetime import datetime
from typing import Any

import orjson


@dataclass(slots=True)
class GameRow:
    """The games row of one game. The state document (the engine's `to_dict`) is kept
    as the stored JSON text and parsed on first use: a view answered from the cache
    never needs it. `deadline`: when the game next needs the server (its timers' and
    bots' earliest), None for never."""

    id: str
    type: str
    status: str
    version: int
    seed: int
    seed_given: bool
    host_token_hash: str
    state_json: str
    event_count: int
    action_count: int
    bots: dict[str, Any] | None
    created_at: datetime
    deadline: float | None = None
    _state: dict[str, Any] | None = field(default=None, repr=False, compare=False)

    @property
    def state(self) -> dict[str, Any]:
        """The stored document, parsed."""
        if self._state is None:
            self._state = orjson.loads(self.state_json)
        return self._state


ROW_FIELDS = [f.name for f in fields(GameRow) if not f.name.startswith("_")]


@dataclass(slots=True)
class EventRow:
    seq: int
    kind: str
    data: dict[str, Any]
    secret: dict[str, Any] | None
    secret_to: int | None
    at: datetime


@dataclass(frozen=True)
class KeptAnswer:
    """The first answer to a POST sent with an Idempotency-Key: what was asked (its
    hash), the answer's JSON text (sealed, api/core/sealed.py), and the version and id
    of the game it was about."""

    request_hash: str
    body: str
    version: int | None
    game_id: str | None
    at: datetime | None = None  # when it was kept


@dataclass(frozen=True)
class LobbyEntry:
    id: str
    type: str
    status: str
    version: int
    seed_given: bool
    created_at: datetime
    updated_at: datetime
    names: list[str]
