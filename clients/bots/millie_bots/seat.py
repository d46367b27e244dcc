"""One bot in one seat: follows the game through its events (long-polling them while it
waits for the others) and acts when it may.

Everything goes through the generated client (millie_client): the bot reads its view,
asks its policy to pick one entry of `legal_actions`, and sends it as the entry says
(its method, path and body) on the client's connection: one way for every game.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any, Protocol, TypeVar

import httpx
from millie_client import AuthenticatedClient, Client
from millie_client.api.games import get_game, list_events
from millie_client.models import Event, GameType, Problem
from millie_client.types import Response, Unset

T = TypeVar("T")


class LegalAction(Protocol):
    """A `legal_actions` entry as the generated client parses each game's own
    (`<Game>LegalAction`): what every game's entry has."""

    action: Any  # its enum's value: the action's name
    label: str
    method: Any  # its enum's value: POST
    path: str
    body: Any  # the game's action body model

    def to_dict(self) -> dict[str, Any]: ...


class View(Protocol):
    """A game's view as the generated client parses it: what every game's view has."""

    status: Any  # its enum's value: lobby, active or finished
    legal_actions: list[LegalAction]
    version: int
    last_seq: int

    def to_dict(self) -> dict[str, Any]: ...


class Policy(Protocol):
    """How a bot chooses: it sees every event, then picks one of its legal actions."""

    name: str

    def observe(self, event: Event) -> None: ...

    def choose(self, view: Any, actions: list[LegalAction]) -> LegalAction: ...


def _a_view(parsed: Any) -> View | None:
    """The view an answer parsed to (the client's model of the game's), if it is one."""
    if parsed is None or isinstance(parsed, Problem | Unset):
        return None
    view: View = parsed
    return view


def _send(
    client: AuthenticatedClient, entry: LegalAction, key: str, shown: type[View]
) -> Response[Any]:
    """Send one legal action exactly as given, as any client may: its method and path
    with its body, and `key` as its Idempotency-Key. A 200 answer is the game's view
    (the model of the view it was chosen from, `shown`); an error, a problem."""
    return send_request(client, entry.method.value, entry.path, entry.body.to_dict(), key, shown)


def send_request(
    client: Client | AuthenticatedClient,
    method: str,
    path: str,
    body: dict[str, Any],
    key: str,
    model: Any,
) -> Response[Any]:
    """Send `body` to `path` with `key` as its Idempotency-Key, as every game takes it;
    a 200 or 201 answer parsed as `model` (which tells the game's view by its type), an
    error as a problem."""
    answer = client.get_httpx_client().request(
        method, path, json=body, headers={"Idempotency-Key": key}
    )
    parsed: Any = None
    if answer.status_code in (200, 201):
        parsed = model.from_dict(answer.json())
    elif answer.headers.get("Content-Type", "").startswith("application/problem+json"):
        parsed = Problem.from_dict(answer.json())
    return Response(
        status_code=HTTPStatus(answer.status_code),
        content=answer.content,
        headers=answer.headers,
        parsed=parsed,
    )


@dataclass(frozen=True)
class Acknowledged:
    """A move the server answered 200: what was sent (in a squabble: which one), with
    which Idempotency-Key, the version it brought the game to, and whether the answer
    was a replay (an earlier send of it, whose answer was lost, had applied it)."""

    key: str
    action: str
    body: dict[str, Any]
    squabble: int | None
    version: int
    replayed: bool


@dataclass
class SeatRecord:
    """What happened to one seat's bot over a game."""

    moves: int = 0
    refused: int = 0  # 409s: a race lost or a view gone stale; the server's normal answer
    throttled: int = 0  # 429s and 503s: waited Retry-After seconds, then went on
    resent: int = 0  # requests that got no answer (a 502 or 504 from a balancer included)
    acknowledged: list[Acknowledged] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # anything else: must stay empty


RETRY_STATUSES = (429, 503)  # rate limited; the database briefly unreachable: not applied
# A balancer's answer when the instance that had the request went away (502) or did not
# answer in time (504): the request may or may not have been applied.
UNANSWERED_STATUSES = (502, 504)
MAX_RETRIES = 20
MAX_RETRY_AFTER = 10.0
RESEND_SECONDS = 0.2


def problem_words(response: Response[Any]) -> str:
    """A refused request's answer in words: `429 rate_limited: Too many requests; ...`
    from a problem, its status and the start of its body from anything else."""
    parsed = response.parsed
    if isinstance(parsed, Problem):
        return f"{int(response.status_code)} {parsed.code}: {parsed.detail}"
    return f"{int(response.status_code)} {response.content[:200]!r}"


def _asked(response: Response[Any]) -> float:
    """The seconds a 429 or 503 asks to wait (Retry-After; 1 when it names none)."""
    try:
        return float(response.headers.get("Retry-After", "1"))
    except ValueError:
        return 1.0


def _retry_after(response: Response[Any]) -> float:
    return min(max(_asked(response), 0.1), MAX_RETRY_AFTER)


def retrying(
    call: Callable[[], Response[T]],
    statuses: tuple[int, ...] = RETRY_STATUSES,
    record: SeatRecord | None = None,
) -> Response[T]:
    """Send a request; while it gets one of `statuses`, wait Retry-After seconds and send
    it again (a 429 changes nothing, so even a POST may be sent again). A Retry-After
    longer than MAX_RETRY_AFTER (a cap on games per hour) is not waited for.

    A request that got no answer (the connection failed or timed out, or a balancer
    answered 502 or 504 because it lost the instance) goes again after RESEND_SECONDS:
    only GETs and POSTs with an Idempotency-Key may be given here, which the server
    applies at most once however often they are sent."""
    for _ in range(MAX_RETRIES):
        try:
            response = call()
        except httpx.TransportError:
            if record is not None:
                record.resent += 1
            time.sleep(RESEND_SECONDS)
            continue
        if response.status_code in UNANSWERED_STATUSES:
            if record is not None:
                record.resent += 1
            time.sleep(RESEND_SECONDS)
            continue
        if response.status_code not in statuses or _asked(response) > MAX_RETRY_AFTER:
            return response
        if record is not None:
            record.throttled += 1
        time.sleep(_retry_after(response))
    return call()


@dataclass
class SeatBot:
    """Plays one seat. While the game waits for others, the bot long-polls its events
    (`wait_seconds`, at most 30): the server answers as soon as the next event is
    committed, so the bot reacts at once and sends no request while nothing happens.
    With `wait_seconds=0` it polls instead, sleeping `poll_seconds` between looks."""

    client: AuthenticatedClient
    game_type: GameType
    game_id: str
    policy: Policy
    poll_seconds: float = 0.02
    wait_seconds: float = 10.0
    record: SeatRecord = field(default_factory=SeatRecord)
    after: int = 0

    def play(self, timeout: float = 300.0) -> View:
        """Play until the game is finished; return the final view."""
        deadline = time.monotonic() + timeout
        view = self._view()
        while view.status.value != "finished":
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"game {self.game_id} did not finish in {timeout} s")
            wait = min(self._longest_wait(), left)
            if view.legal_actions:
                view = self._act(view)
            elif wait > 0:
                # Nothing to do until another seat moves or a timer runs out: one request
                # that the server answers with the next event (or empty, after the wait),
                # and the view as of it.
                view = self._catch_up(wait)
            elif self._follow_events():
                view = self._view()
            else:
                time.sleep(self.poll_seconds)
        self._follow_events()
        return view

    def _longest_wait(self) -> float:
        """`wait_seconds`, kept 2 s below the client's read timeout, if it has one."""
        read = self.client.get_httpx_client().timeout.read
        limit = self.wait_seconds if read is None else min(self.wait_seconds, read - 2.0)
        return max(0.0, min(limit, 30.0))

    def _act(self, view: View) -> View:
        entry = self.policy.choose(view, view.legal_actions)
        # One key per move, the same for every send of it: a send whose answer was lost
        # may have been applied, and the next one then gets its answer (a replay).
        key = f"move-{uuid.uuid4()}"
        response = retrying(
            lambda: _send(self.client, entry, key, type(view)),
            record=self.record,
        )
        answer = _a_view(response.parsed) if response.status_code == 200 else None
        if answer is not None:
            self.record.moves += 1
            replayed = response.headers.get("Idempotent-Replayed") == "true"
            number = getattr(entry, "squabble", None)  # a path parameter, where a game has one
            squabble = number if isinstance(number, int) else None
            done = Acknowledged(
                key, entry.action.value, entry.body.to_dict(), squabble, answer.version, replayed
            )
            self.record.acknowledged.append(done)
        elif response.status_code == 409:
            self.record.refused += 1
        else:
            self.record.errors.append(
                f"{entry.action.value} ({entry.label}): "
                f"{response.status_code} {response.content[:200]!r}"
            )
        # Read the view only after the events it covers, so that no event is consumed
        # without the view that shows its consequences (other seats move meanwhile).
        # The move's answer is that view when no event came after it (`last_seq`); a
        # refused move has none, and the view it was chosen from is stale: the events
        # page brings the new one.
        if answer is None:
            return self._catch_up(0.0)
        self._follow_events()
        if answer.last_seq == self.after:
            return answer
        return self._view()

    def _retrying(self, call: Callable[[], Response[T]]) -> Response[T]:
        """A read, sent again after Retry-After seconds while it gets a 429 or 503, and
        RESEND_SECONDS after it got no answer."""
        return retrying(call, record=self.record)

    def _view(self) -> View:
        response = self._retrying(
            lambda: get_game.sync_detailed(self.game_type, self.game_id, client=self.client)
        )
        view = _a_view(response.parsed)
        if view is None:
            raise RuntimeError(f"cannot read game {self.game_id}: {problem_words(response)}")
        return view

    def _follow_events(self, wait: float = 0.0) -> bool:
        """Feed new events to the policy; True if there were any. With `wait`, the
        server holds the request until an event after `self.after` exists, or `wait`
        seconds pass (long-poll)."""
        return self._events(wait, with_view=False)[0]

    def _catch_up(self, wait: float) -> View:
        """Wait for the next event (`_follow_events`), then the view as of it: the events
        page brings it (`view=true`), so one request does, unless a move was committed
        between the view and the events the page read."""
        shown = self._events(wait, with_view=True)[1]
        if shown is not None and shown.last_seq == self.after:
            return shown
        return self._view()

    def _events(self, wait: float, with_view: bool) -> tuple[bool, View | None]:
        response = self._retrying(
            lambda: list_events.sync_detailed(
                self.game_type,
                self.game_id,
                client=self.client,
                after=self.after,
                wait=round(wait, 3),
                view=with_view,
            )
        )
        page = response.parsed
        if isinstance(page, Problem) or page is None:
            self.record.errors.append(f"events: {problem_words(response)}")
            return False, None
        for event in page.events:
            self.policy.observe(event)
            self.after = event.seq
        return bool(page.events), _a_view(page.view)
