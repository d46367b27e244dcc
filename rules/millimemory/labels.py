"""What each legal action of Millimemory does, in the game's words.

Each label is written from the acting seat's view (rules/game.py `labelled`): the card's
prompt, never its object's name or its answer, which stay hidden until the reveal (Q5).
A prediction's label leaves the length out: the player writes it (`free`).
"""

from __future__ import annotations

from typing import Any

from millie.rules.game import Label


def _asked(shown: dict[str, Any]) -> str:
    """The card's prompt as the object of a sentence: "the length of a Nano-SIM card"."""
    prompt = str(shown["card"]["prompt"])
    return f"the {prompt[:1].lower()}{prompt[1:]}"


def predict(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    return f"Predict {_asked(shown)}, in mm"


def skip(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    """Q5: "I don't know this object"."""
    return f"Skip this card: I don't know {_asked(shown)}"


def join(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    return f"Join as {entry['body']['colour']}"  # Q4


def start(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    return "Start the game"


LABELS: dict[str, Label] = {"predict": predict, "skip": skip, "join": join, "start": start}
"""The label of each action, by its name."""
