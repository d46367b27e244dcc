"""What the database hands the store (a game's row, its events, a kept answer, a lobby line)
and what the store hands it (a move's write)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from datetime import datetime
from typing import Any

import orjson

from millie.rules.game import Event


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
    bots: dict[str, Any] | None = None  # the games row's: which seats programs play


@dataclass
class Write:
    """What one move writes (`store` of api/db/games.py): the game's row as it is now,
    the version it was read at, its new events and actions numbered from `first_event`
    and `first_action`, and with an Idempotency-Key the answer kept for it (`kept`: its
    columns, and `before`: a kept answer older than this is past its time)."""

    game: GameRow
    old_version: int
    first_event: int
    events: list[Event]
    first_action: int
    actions: list[dict[str, Any]]
    at: datetime
    status_changed: bool = True
    kept: dict[str, Any] | None = None


def event_fields(new: Sequence[Event]) -> list[dict[str, Any]]:
    return [
        {
            "kind": e.kind,
            "data": e.data,
            "secret": e.secret,
            "secret_to": e.secret_to if e.secret is not None else None,
        }
        for e in new
    ]


def event_rows(game_id: str, first: int, new: Sequence[Event], at: datetime) -> list[Any]:
    return [
        {"game_id": game_id, "seq": first + i, **e, "at": at}
        for i, e in enumerate(event_fields(new))
    ]
