"""The game types this server hosts: each one's engine, slug, title and seat count."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from rules import millimemory, millions, morbid_living
from rules.game import Event
from rules.millimemory import engine as millimemory_engine
from rules.millions import engine as millions_engine
from rules.morbid_living import engine as morbid_living_engine


@dataclass(frozen=True)
class GameType:
    slug: str
    title: str
    engine: ModuleType
    # The engine's join, with the fields of a join request (api/http/schemas.py).
    join: Callable[[Any, dict[str, Any]], tuple[int, list[Event]]]
    max_players: int


def _join_millions(state: Any, body: dict[str, Any]) -> tuple[int, list[Event]]:
    return millions.join(state, body["name"], body["character"], body.get("intro", ""))


def _join_millimemory(state: Any, body: dict[str, Any]) -> tuple[int, list[Event]]:
    return millimemory.join(state, body["name"], body["colour"])


def _join_morbid_living(state: Any, body: dict[str, Any]) -> tuple[int, list[Event]]:
    return morbid_living.join(state, body["name"], body.get("auto_end", False))


GAME_TYPES: dict[str, GameType] = {
    "millions": GameType(
        slug="millions",
        title="Aunt Millie's Millions",
        engine=millions,
        join=_join_millions,
        max_players=millions_engine.MAX_PLAYERS,  # M4
    ),
    "millimemory": GameType(
        slug="millimemory",
        title="Millimemory",
        engine=millimemory,
        join=_join_millimemory,
        max_players=millimemory_engine.MAX_PLAYERS,  # Q4
    ),
    "morbid-living": GameType(
        slug="morbid-living",
        title="Morbid Living",
        engine=morbid_living,
        join=_join_morbid_living,
        max_players=morbid_living_engine.MAX_PLAYERS,  # L6
    ),
}
