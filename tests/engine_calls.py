"""What the engine tests of every game share: a refused call, and the events' kinds."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest

from millie.rules.game import Event, Refusal


def refused(
    engine: ModuleType,
    kind: type[Refusal],
    code: str,
    state: Any,
    seat: int,
    action: str,
    body: dict[str, Any] | None = None,
    squabble: int | None = None,
) -> None:
    """The engine refuses the call with a refusal of `kind` and this `code`."""
    with pytest.raises(kind) as info:
        apply(engine, state, seat, action, body or {}, squabble)
    assert info.value.code == code


def apply(
    engine: ModuleType,
    state: Any,
    seat: int,
    action: str,
    body: dict[str, Any],
    squabble: int | None = None,
) -> list[Event]:
    """A move through the engine's shared surface (its package's `GAME.engine`), with a
    squabble's number in the body, where the HTTP API hands it the path's {n}."""
    if squabble is not None:
        body = {**body, "squabble": squabble}
    events: list[Event] = engine.GAME.engine.apply(state, seat, action, body)
    return events


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def only(events: list[Event], kind: str) -> Event:
    """The one event of this kind (fails if there is none, or more)."""
    (found,) = [e for e in events if e.kind == kind]
    return found
