"""A client library for accessing Millie"""

# What every client of Millie needs beyond one typed function per operation, as the
# TypeScript client has it (clients/typescript): a refusal as an exception (`call`),
# sending a `legal_actions` entry as it is (`act`, `send`), and the game's Server-Sent
# Events (`stream`, `follow`). Written in clients/templates/package_init.py.jinja.

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar
from urllib.parse import quote

import httpx

from .client import AuthenticatedClient, Client
from .models.event import Event
from .models.problem import Problem

__all__ = (
    "AuthenticatedClient",
    "Client",
    "MillieProblem",
    "RawMessage",
    "Snapshot",
    "StreamEvent",
    "act",
    "call",
    "follow",
    "parse_event_stream",
    "send",
    "stream",
)

T = TypeVar("T")
STREAM_TIMEOUT = httpx.Timeout(10.0, read=60.0)  # the server sends a comment every 15 s


class MillieProblem(Exception):
    """A refusal: its `status`, `code` (the stable name, see /docs/problems) and the whole
    problem+json `problem` (an answer that is not one, a proxy's page, is `http_<status>`)."""

    def __init__(self, status: int, problem: Mapping[str, Any]) -> None:
        self.status = status
        self.code = str(problem.get("code") or f"http_{status}")
        self.problem = dict(problem)
        super().__init__(f"{status} {self.code}: {problem.get('detail') or problem.get('title', '')}")


def _refusal(answer: httpx.Response) -> MillieProblem:
    try:
        problem = answer.json()
    except ValueError:
        problem = None
    return MillieProblem(answer.status_code, problem if isinstance(problem, dict) else {})


def call(answer: T | Problem | None) -> T:
    """What an operation's `sync()` answered, or its `Problem` raised as a `MillieProblem`:
    `view = call(get_game.sync(type, id, client=me))`."""
    if isinstance(answer, Problem):
        raise MillieProblem(answer.status, answer.to_dict())
    if answer is None:
        raise MillieProblem(0, {"code": "unexpected_answer", "detail": "an answer the document does not list"})
    return answer


def send(
    client: Client | AuthenticatedClient,
    action: Any,
    body: Mapping[str, Any] | None = None,
    *,
    idempotency_key: str | None = None,
    if_match: int | str | None = None,
) -> dict[str, Any]:
    """Send a `legal_actions` entry (a model of one, or its JSON) as it is: its method and
    path, with its example body or `body`. The whole answer, as JSON: a join's
    `{player, token, game}` (keep the token), a bot seat's `{player, game}`, or your view.

    `idempotency_key`: a retry with the same key applies nothing twice (and a move that
    carries one is sent once more when the network failed it); `if_match`: apply only to
    this version of the game (a view's `version`), else 412 `stale_version`."""
    entry = action if isinstance(action, Mapping) else action.to_dict()
    headers: dict[str, str] = {}
    if idempotency_key is not None:
        headers["Idempotency-Key"] = idempotency_key
    if if_match is not None:
        headers["If-Match"] = f'"{if_match}"' if isinstance(if_match, int) else if_match
    request = {
        "method": entry["method"],
        "url": entry["path"],
        "json": entry["body"] if body is None else dict(body),
        "headers": headers,
    }
    try:
        answer = client.get_httpx_client().request(**request)
    except httpx.TransportError:
        if idempotency_key is None:
            raise  # it may have been applied: look (the view, the events) before sending it again
        answer = client.get_httpx_client().request(**request)
    if answer.is_error:
        raise _refusal(answer)
    answered: dict[str, Any] = answer.json()
    return answered


def act(
    client: Client | AuthenticatedClient,
    action: Any,
    body: Mapping[str, Any] | None = None,
    *,
    idempotency_key: str | None = None,
    if_match: int | str | None = None,
) -> dict[str, Any]:
    """`send`, answering the game as it is after it: your view, as JSON."""
    answer = send(client, action, body, idempotency_key=idempotency_key, if_match=if_match)
    view: dict[str, Any] = answer["game"] if "game" in answer else answer
    return view


@dataclass(frozen=True)
class RawMessage:
    """A Server-Sent Events message (https://html.spec.whatwg.org/#event-stream-interpretation)."""

    event: str
    data: str
    id: str | None


@dataclass(frozen=True)
class Snapshot:
    """The stream's first message: your view of the game (as JSON, as `get_game` answers
    it), as of its `last_seq`."""

    view: dict[str, Any]


@dataclass(frozen=True)
class StreamEvent:
    """An event you may see. The events of a connection start after `after`, not after its
    snapshot: those up to the snapshot's `last_seq` are already in it and come with
    `in_snapshot` true (a log narrates them; a frontend that renders the view skips them).
    From `after=0`, a game's whole history comes so."""

    event: Event
    in_snapshot: bool


def parse_event_stream(lines: Iterable[str]) -> Iterator[RawMessage]:
    """The messages of a `text/event-stream` body, given line by line: separated by a blank
    line; `event:`, `data:` (several join with a line break) and `id:` fields; lines that
    start with ":" are comments."""
    event: str = ""
    data: list[str] = []
    id_: str | None = None
    for line in lines:
        if line == "":
            if data:
                yield RawMessage(event or "message", "\n".join(data), id_)
            event, data, id_ = "", [], None
            continue
        if line.startswith(":"):
            continue
        field, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if field == "event":
            event = value
        elif field == "data":
            data.append(value)
        elif field == "id" and "\0" not in value:
            id_ = value


def stream(
    client: Client | AuthenticatedClient, game_type: Any, game_id: str, *, after: int = 0
) -> Iterator[Snapshot | StreamEvent]:
    """The game's Server-Sent Events, one connection (the server ends it after five
    minutes, or once the game is over): a `Snapshot`, then each event after `after`."""
    path = f"/v1/{game_type}/games/{quote(game_id, safe='')}/stream"
    with client.get_httpx_client().stream(
        "GET",
        path,
        params={"after": after},
        headers={"Accept": "text/event-stream"},
        timeout=STREAM_TIMEOUT,
    ) as answer:
        if answer.is_error:
            answer.read()
            raise _refusal(answer)
        held = -1  # the snapshot's last_seq: the events it already reflects
        for message in parse_event_stream(answer.iter_lines()):
            if message.event == "snapshot":
                snapshot = Snapshot(json.loads(message.data))
                held = int(snapshot.view["last_seq"])
                yield snapshot
            elif message.id is not None:
                event = Event.from_dict(json.loads(message.data))
                yield StreamEvent(event, event.seq <= held)


def follow(
    client: Client | AuthenticatedClient, game_type: Any, game_id: str, *, after: int = 0
) -> Iterator[Snapshot | StreamEvent]:
    """`stream`, reopened after the last event seen whenever the server closes it, until
    the game is finished: a `Snapshot` each time it (re)opens, then the events after the
    last one seen (`after` at first), those the snapshot holds marked `in_snapshot`."""
    while True:
        finished = False
        for message in stream(client, game_type, game_id, after=after):
            if isinstance(message, Snapshot):
                finished = message.view["status"] == "finished"
            else:
                after = message.event.seq
                finished = finished or message.event.kind == "game_finished"
            yield message
        if finished:
            return
