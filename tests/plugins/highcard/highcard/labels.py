"""What each legal action of high card does, in the game's words: written from the
acting seat's view (rules/game.py `labelled`), which shows a hand to its holder only."""

from __future__ import annotations

from typing import Any

from millie.rules.game import Label


def pick(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    """A card of the seat's own hand, by its number ("card-7" is the 7)."""
    return f"Play the {entry['body']['card'].removeprefix('card-')}"


def join(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    return "Join the game"


def start(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    return "Start the game"


LABELS: dict[str, Label] = {"pick": pick, "join": join, "start": start}
"""The label of each action, by its name."""
