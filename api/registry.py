"""The game types this server hosts: each one's engine, slug and request schemas."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from marshmallow import Schema

from api.schemas import (
    MillimemoryJoinSchema,
    MillimemoryOptionsSchema,
    MillionsJoinSchema,
    MillionsOptionsSchema,
    MorbidLivingJoinSchema,
    MorbidLivingOptionsSchema,
)
from rules import millimemory, millions, morbid_living
from rules.game import Event


@dataclass(frozen=True)
class GameType:
    slug: str
    title: str
    engine: ModuleType
    options_schema: Schema
    join_schema: Schema
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
        options_schema=MillionsOptionsSchema(),
        join_schema=MillionsJoinSchema(),
        join=_join_millions,
        max_players=8,  # M4
    ),
    "millimemory": GameType(
        slug="millimemory",
        title="Millimemory",
        engine=millimemory,
        options_schema=MillimemoryOptionsSchema(),
        join_schema=MillimemoryJoinSchema(),
        join=_join_millimemory,
        max_players=6,  # Q4
    ),
    "morbid-living": GameType(
        slug="morbid-living",
        title="Morbid Living",
        engine=morbid_living,
        options_schema=MorbidLivingOptionsSchema(),
        join_schema=MorbidLivingJoinSchema(),
        join=_join_morbid_living,
        max_players=6,  # L6
    ),
}
