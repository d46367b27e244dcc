"""What every policy offers: it sees every event, then picks one of its legal actions."""

from __future__ import annotations

from typing import Any, Protocol


class Policy(Protocol):
    """A bot's mind, over the JSON the HTTP API sends (see the package docstring)."""

    name: str

    def observe(self, event: dict[str, Any]) -> None: ...

    def choose(self, view: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]: ...
