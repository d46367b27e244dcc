"""How the conformance kit talks to a server: Flask's test client on an app built in its
own process (a temporary SQLite database), or httpx to a running server; the server's
clock, which the kit moves on for timers; and the OpenAPI document's problems, against
which every refusal is checked (millie/kit_server.py plays the games)."""

from __future__ import annotations

import json
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from millie.kit import KitFailure
from millie.rules.game import Game


@dataclass
class Answer:
    status: int
    content_type: str
    body: Any  # the parsed JSON, or None


class Client(Protocol):
    """A way to send HTTP requests to a server: the Flask test client or httpx."""

    def send(
        self, method: str, path: str, token: str | None, body: Any, raw: bytes | None
    ) -> Answer: ...

    def stream(self, path: str, token: str | None) -> Iterator[str]:
        """The text of a Server-Sent Events response, as it comes."""
        ...


class TestClient:
    """Requests through Flask's test client: the app in this process."""

    def __init__(self, app: Any) -> None:
        self.client = app.test_client()

    def send(
        self, method: str, path: str, token: str | None, body: Any, raw: bytes | None
    ) -> Answer:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        if raw is not None:
            headers["Content-Type"] = "application/json"
            r = self.client.open(path, method=method, data=raw, headers=headers)
        elif method == "GET":
            r = self.client.open(path, method=method, headers=headers)
        else:
            r = self.client.open(path, method=method, json=body, headers=headers)
        parsed = r.get_json(silent=True)
        return Answer(r.status_code, r.headers.get("Content-Type", ""), parsed)

    def stream(self, path: str, token: str | None) -> Iterator[str]:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        r = self.client.get(path, headers=headers, buffered=False)
        for chunk in r.response:
            yield chunk.decode() if isinstance(chunk, bytes) else chunk


class UrlClient:
    """Requests to a running server, with httpx."""

    def __init__(self, base: str) -> None:
        import httpx

        self.client = httpx.Client(base_url=base.rstrip("/"), timeout=30)

    def send(
        self, method: str, path: str, token: str | None, body: Any, raw: bytes | None
    ) -> Answer:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        if raw is not None:
            headers["Content-Type"] = "application/json"
            r = self.client.request(method, path, content=raw, headers=headers)
        elif method == "GET":
            r = self.client.request(method, path, headers=headers)
        else:
            r = self.client.request(method, path, json=body, headers=headers)
        try:
            parsed = r.json()
        except ValueError:
            parsed = None
        return Answer(r.status_code, r.headers.get("Content-Type", ""), parsed)

    def stream(self, path: str, token: str | None) -> Iterator[str]:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        with self.client.stream("GET", path, headers=headers, timeout=None) as r:
            yield from r.iter_text()


# --- the server ----------------------------------------------------------------------------


def app_for(game: Game, database_url: str) -> Any:
    """An app serving `game` (and only it) on `database_url`, as `millie serve` builds
    one."""
    from millie.api.db.migrate import upgrade
    from millie.api.http import create_app

    upgrade(database_url)
    config = {"DATABASE_URL": database_url, "TESTING": True, "RATELIMIT_ENABLED": False}
    return create_app({**config, "LOG_LEVEL": "WARNING"}, games=[game])


@contextmanager
def served(game: Game, url: str | None) -> Iterator[tuple[Client, bool]]:
    """A client of a server playing `game`: the running server at `url`, or one built
    here on a temporary SQLite database. The flag says whether it is built here."""
    if url is not None:
        yield UrlClient(url), False
        return
    with tempfile.TemporaryDirectory(prefix="millie-kit-") as folder:
        yield TestClient(app_for(game, f"sqlite:///{Path(folder) / 'kit.db'}")), True


@contextmanager
def clock_at(start: float) -> Iterator[Callable[[float], None]]:
    """The in-process server's clock, set by the kit: a function that moves it on.

    Every module of the server that reads `millie.api.core.times.clock` reads this one, so an
    abandoned game's timers run out as fast as the kit asks."""
    from millie.api.core import times

    now = [start]
    original = times.clock

    def fake() -> float:
        return round(now[0], 3)

    patched = [m for name, m in list(sys.modules.items()) if name.startswith("millie.api.")]
    patched = [m for m in patched if getattr(m, "clock", None) is original]
    for module in patched:
        module.clock = fake  # type: ignore[attr-defined]

    def advance(seconds: float) -> None:
        now[0] += seconds

    try:
        yield advance
    finally:
        for module in patched:
            module.clock = original  # type: ignore[attr-defined]


# --- the document ----------------------------------------------------------------------------


class Document:
    """The server's OpenAPI document: the problems each operation lists, by status."""

    def __init__(self, spec: dict[str, Any]) -> None:
        self.codes: dict[str, dict[int, set[str]]] = {}
        for item in spec["paths"].values():
            for operation in item.values():
                if not isinstance(operation, dict) or "operationId" not in operation:
                    continue
                self.codes[operation["operationId"]] = {
                    int(status): set(answer.get("x-codes", []))
                    for status, answer in operation["responses"].items()
                    if status.isdigit()
                }

    def check_declared(self, game: Game) -> None:
        """Each action documents its game's refusals under the status they are declared
        with (rules/game.py Game.refusals)."""
        for action in game.actions:
            listed = self.codes.get(action.operation_id)
            if listed is None:
                raise KitFailure(
                    f"{game.slug}: the document has no operation {action.operation_id}"
                )
            for code in action.codes:
                if code in game.refusals and code not in listed.get(game.refusals[code][0], set()):
                    raise KitFailure(
                        f"{game.slug}: {action.operation_id} does not list {code!r} under "
                        f"{game.refusals[code][0]}"
                    )

    def refused(self, operation: str, answer: Answer) -> str | None:
        """What is wrong with a refusal, or None: a problem+json 4xx whose code the
        operation lists under its status."""
        body = answer.body if isinstance(answer.body, dict) else {}
        code = body.get("code")
        if not 400 <= answer.status < 500:
            return f"answered {answer.status}, not a refusal: {json.dumps(answer.body)[:300]}"
        if not answer.content_type.startswith("application/problem+json"):
            return f"answered {answer.status} as {answer.content_type!r}, not problem+json"
        listed = self.codes.get(operation, {}).get(answer.status, set())
        if code not in listed:
            return (
                f"answered {answer.status} {code!r}, which {operation} does not list "
                f"under {answer.status} ({sorted(listed)})"
            )
        if body.get("status") != answer.status:
            return f"answered {answer.status} with a problem whose status is {body.get('status')}"
        return None
