"""One request, one transaction: load the game locked, run the engine, store, commit.

Workers keep no game state between requests, so any number of processes on any number
of hosts can serve one game; the database's lock on the game row orders the moves.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from functools import cached_property
from typing import Any

from flask import Response
from sqlalchemy import delete, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, sessionmaker

from api import seat_bots
from api.models import Game, IdempotencyKey
from api.notify import Notifier
from api.problems import Problem
from api.registry import GameType
from api.rows import EventRow, GameRow, Rows, Tx, dumps
from rules.game import Event

MAX_SEED = 2**53 - 1


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    """256 random bits; only the SHA-256 of it is stored."""
    return secrets.token_urlsafe(32)


def now() -> datetime:
    return datetime.now(UTC)


def rfc3339(at: datetime) -> str:
    """A UTC time as RFC 3339 (SQLite hands back times without their zone)."""
    if at.tzinfo is None:
        at = at.replace(tzinfo=UTC)
    return at.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


@dataclass(frozen=True)
class Caller:
    """Who sent the request: a seat, the host, or (neither) a spectator."""

    seat: int | None = None
    host: bool = False

    @property
    def role(self) -> str:
        if self.seat is not None:
            return "player"
        return "host" if self.host else "spectator"


def clock() -> float:
    """Seconds since the epoch, to the millisecond: the `now` every engine call gets."""
    return round(time.time(), 3)


def rfc3339_at(seconds: float) -> str:
    return rfc3339(datetime.fromtimestamp(seconds, UTC))


@dataclass(frozen=True)
class Idempotency:
    """A POST's Idempotency-Key: who sent it (`scope`), the key, and what was asked."""

    scope: str
    key: str
    request_hash: str


@dataclass(frozen=True, slots=True)
class Plain:
    """A 200 answer with a JSON body, as api/front.py sends it: the body and version of
    what `json_response` or `view_response` would make a werkzeug Response of, whose
    Response and Headers objects cost a claim 2.7 % of its instructions in process
    (docs/performance.md, the sixteenth step). `headers()` are that Response's."""

    body: bytes
    version: int | None = None

    def headers(self) -> list[tuple[str, str]]:
        out = [("Content-Type", "application/json"), ("Content-Length", str(len(self.body)))]
        if self.version is not None:
            out.append(("ETag", f'"{self.version}"'))
        return out


class Replayed(Exception):
    """The request repeats one already answered: send the stored answer."""

    def __init__(self, response: Response) -> None:
        super().__init__("replayed")
        self.response = response


ViewKey = tuple[str, int | None, bool]  # (game id, seat, host): whose view it is


@dataclass
class Move:
    """A game loaded for one request; `events` and `actions` are stored at commit.

    `state` is the engine's state, made from the stored document when first asked for
    (a view that comes from the cache never needs it). `respond`, when the handler sets
    it, builds the answer inside the transaction, so an Idempotency-Key's stored answer
    commits with the move or not at all. `rendered` is a view rendered for this request,
    cached by GameStore once its version is committed.
    """

    tx: Tx
    game: GameRow
    caller: Caller
    engine: Any
    now: float = 0.0
    events: list[Event] = field(default_factory=list)
    actions: list[dict[str, Any]] = field(default_factory=list)
    respond: Callable[[], Response | Plain] | None = None
    response: Response | Plain | None = None
    rendered: tuple[ViewKey, int, str] | None = None

    @cached_property
    def state(self) -> Any:
        return self.engine.from_dict(self.game.state)

    def record(
        self,
        action: str,
        seat: int | None,
        body: dict[str, Any],
        squabble: int | None = None,
    ) -> None:
        """Keep the engine call for the replayable record (G1, G2)."""
        self.actions.append(
            {"action": action, "seat": seat, "body": body, "squabble": squabble, "now": self.now}
        )


class ViewCache:
    """The views this process rendered last, as JSON text: one entry per (game, seat,
    host), for one version of the game.

    A game at a given version is the same for the same viewer, so a client that reads
    the game again before anything happens (bots and frontends that follow a game do it
    after every event) gets the stored text; the state is not even parsed. Entries are
    only ever for committed versions, and the key holds the viewer, so one viewer's view
    is never anybody else's. At most `size` entries: the least recently used goes.
    """

    def __init__(self, size: int = 2048) -> None:
        self.size = size
        self._views: OrderedDict[ViewKey, tuple[int, str]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: ViewKey, version: int) -> str | None:
        with self._lock:
            hit = self._views.get(key)
            if hit is None or hit[0] != version:
                return None
            self._views.move_to_end(key)
            return hit[1]

    def put(self, key: ViewKey, version: int, body: str) -> None:
        with self._lock:
            held = self._views.get(key)
            if held is not None and held[0] > version:
                return  # a slower request rendered an older version: keep the newer
            self._views[key] = (version, body)
            self._views.move_to_end(key)
            if len(self._views) > self.size:
                self._views.popitem(last=False)


class GameStore:
    """Games as the requests see them: `rows` for the path every move and view takes,
    the ORM session `factory` for the lobby, the export and the tools."""

    def __init__(self, factory: sessionmaker[Session], rows: Rows, notifier: Notifier) -> None:
        self.factory = factory
        self.rows = rows
        self.notifier = notifier
        self.views = ViewCache()

    def create(
        self,
        gt: GameType,
        options: dict[str, Any],
        seed: int | None,
        respond: Callable[[GameRow, Any, str], Response],
        idempotency: Idempotency | None = None,
    ) -> Response:
        """A new game in the lobby; `respond` builds the answer inside the transaction."""
        host_token = new_token()
        game_seed = seed if seed is not None else secrets.randbelow(MAX_SEED + 1)
        state = gt.engine.new_game(options, game_seed)
        at = now()
        game = GameRow(
            id=secrets.token_hex(8),
            type=gt.slug,
            status=gt.engine.status(state),
            version=1,
            seed=game_seed,
            seed_given=seed is not None,
            host_token_hash=hash_token(host_token),
            state_json=dumps(state),
            event_count=1,
            action_count=0,
            bots=None,
            created_at=at,
        )
        created = Event(
            "game_created", {"type": gt.slug, "options": options, "seeded": seed is not None}
        )
        try:
            # The write lock from the start: on SQLite a read that later writes could be
            # refused at once when another create commits in between.
            with self.rows.transaction(write=True) as tx:
                if idempotency is not None:
                    _replay_if_known(tx, idempotency)
                tx.insert_game(game, created, at)
                response = respond(game, state, host_token)
                if idempotency is not None:
                    _keep_answer(tx, idempotency, response)
        except IntegrityError:
            if idempotency is None:
                raise
            # The same key, sent at the same moment, committed first: its answer.
            with self.rows.transaction(write=False) as tx:
                _replay_if_known(tx, idempotency)
            raise
        return response

    @contextmanager
    def move(
        self,
        gt: GameType,
        game_id: str,
        token: str | None,
        if_match: Callable[[int], bool] | None = None,
        idempotency: Idempotency | None = None,
    ) -> Iterator[Move]:
        """The game locked for a change; stored with a new version when the block ends.

        Timers first (M21): a deadline that has passed is acted on before the move, so a
        late move meets the game as the timeout left it. A retried Idempotency-Key gets
        its first answer (raised as `Replayed`); a stale If-Match gets 412.
        """
        with self.rows.transaction(write=True) as tx:
            game, caller = _load(tx, gt, game_id, token, lock=True)
            if idempotency is not None:
                _replay_if_known(tx, idempotency)
            if if_match is not None and not if_match(game.version):
                raise Problem(
                    412,
                    "stale_version",
                    f"The game has changed: it is at version {game.version} now.",
                    version=game.version,
                )
            move = Move(tx, game, caller, gt.engine, clock())
            move.events += gt.engine.expire(move.state, move.now)
            yield move
            move.events += gt.engine.expire(move.state, move.now)
            if game.bots:
                seat_bots.act(gt, move)
            if move.events and not move.actions:
                move.record("expire", None, {})
            if move.events or move.actions:
                _store(gt, move)
            if move.respond is not None:
                # The handler's function holds the move: dropped once called, so that
                # the move (its state, rows and answer) goes when the request ends, not
                # at the next run of the cycle collector.
                respond, move.respond = move.respond, None
                move.response = respond()
                if idempotency is not None:
                    _keep_answer(tx, idempotency, move.response)
        if move.rendered is not None:
            self.views.put(*move.rendered)
        if move.events:
            self.notifier.committed(game_id)

    @contextmanager
    def read(self, gt: GameType, game_id: str, token: str | None) -> Iterator[Move]:
        """The game as it is; if a deadline or a bot's turn has come, first act on it
        (M21), as every request that touches the game does."""
        for attempt in range(2):
            with self.rows.transaction(write=False) as tx:
                game, caller = _load(tx, gt, game_id, token)
                if attempt == 1 or not overdue(game):  # once acted on, show it as it is
                    move = Move(tx, game, caller, gt.engine)
                    yield move
                    if move.rendered is not None:  # a committed version: cache it
                        self.views.put(*move.rendered)
                    return
            with self.move(gt, game_id, token):
                pass

    def events(
        self,
        gt: GameType,
        game_id: str,
        token: str | None,
        after: int,
        limit: int,
        view: Callable[[Move], str] | None = None,
    ) -> tuple[list[dict[str, Any]], int, float | None, str | None]:
        """Events after `after` as the caller may see them, the newest sequence number,
        the next deadline (so a waiter can wake to act on it), and with `view` the
        caller's view (its JSON text) as of the game row the events were read with."""
        with self.read(gt, game_id, token) as move:
            shown = None if view is None else view(move)
            rows = move.tx.events(game_id, after, limit)
            game = move.game
            # A read is one snapshot per statement: a move committed between the two
            # may have added events after the game's count was read.
            newest = max(game.event_count, rows[-1].seq if rows else 0)
            events = [_event_out(e, move.caller) for e in rows]
            return events, newest, next_deadline(game), shown

    def lobby(
        self, game_type: str | None, status: str | None, page: int, size: int
    ) -> tuple[list[tuple[Game, list[str]]], int]:
        """A page of games, newest first, each with its players' names."""
        with self.factory() as session:
            where = []
            if game_type is not None:
                where.append(Game.type == game_type)
            if status is not None:
                where.append(Game.status == status)
            total = session.scalar(select(func.count()).select_from(Game).where(*where)) or 0
            games = session.scalars(
                select(Game)
                .where(*where)
                .order_by(Game.created_at.desc(), Game.id)
                .offset((page - 1) * size)
                .limit(size)
            ).all()
            return [(g, _names(g)) for g in games], total

    def export(self, gt: GameType, game_id: str, token: str | None) -> dict[str, Any] | None:
        """A finished game's full record (G2), or None while it is being played."""
        with self.rows.transaction(write=False) as tx:
            game, _ = _load(tx, gt, game_id, token)
            if game.status != "finished":
                return None
            events = tx.events(game_id, 0)
            actions = tx.actions(game_id)
            return {
                "id": game.id,
                "type": game.type,
                "seed": game.seed,
                "seeded": game.seed_given,
                "options": events[0].data["options"],
                "created_at": rfc3339(game.created_at),
                "seats": [
                    {"seat": i, **_seat_facts(p)} for i, p in enumerate(game.state["players"])
                ],
                "actions": actions,
                "events": [
                    {
                        "seq": e.seq,
                        "kind": e.kind,
                        "at": rfc3339(e.at),
                        "data": e.data,
                        "secret": e.secret,
                        "secret_to": e.secret_to,
                    }
                    for e in events
                ],
                "final_state": game.state,
            }

    def overdue_games(self) -> list[tuple[str, str]]:
        """(type, id) of active games with a deadline or a bot's turn now due (tick)."""
        with self.factory() as session:
            games = session.scalars(select(Game).where(Game.status == "active")).all()
            return [(g.type, g.id) for g in games if overdue(g)]

    def forget_keys(self, older_than: timedelta) -> int:
        """Drop Idempotency-Keys older than `older_than` (millie cleanup)."""
        with self.factory() as session:
            result = session.execute(
                delete(IdempotencyKey).where(IdempotencyKey.created_at < now() - older_than)
            )
            session.commit()
            return int(getattr(result, "rowcount", 0) or 0)


def _seat_facts(player: dict[str, Any]) -> dict[str, Any]:
    return {k: player[k] for k in ("name", "character", "colour") if k in player}


def _names(game: Game) -> list[str]:
    return [str(p["name"]) for p in game.state.get("players", [])]


# How the stored state of a game without open timers ends, as `dumps` writes it.
NO_DEADLINES = '"deadlines":{}'


def next_deadline(game: Game | GameRow) -> float | None:
    """The game's next timer deadline or bot's due time: a waiting request wakes then.

    Every read asks (M21: a request that finds a deadline passed acts on it first), so
    a game without open timers is told from its stored text, without parsing it: only
    the state's top level has a `deadlines` key, and a user's text can hold the key only
    with its quotes escaped.
    """
    deadlines: dict[str, float]
    if isinstance(game, GameRow) and NO_DEADLINES in game.state_json:
        deadlines = {}
    else:
        deadlines = game.state.get("deadlines") or {}
    at: float | None = min(deadlines.values(), default=None)
    due = seat_bots.next_due(game.bots)
    if at is None or (due is not None and due < at):
        return due
    return at


def overdue(game: Game | GameRow) -> bool:
    """A timer of this game has run out and nobody has acted on it yet (M21, Q6)."""
    at = next_deadline(game)
    return at is not None and at <= clock()


def _replay_if_known(tx: Tx, idempotency: Idempotency) -> None:
    kept = tx.kept_answer(idempotency.scope, idempotency.key)
    if kept is None:
        return
    request_hash, status, headers, body = kept
    if request_hash != idempotency.request_hash:
        raise Problem(
            422,
            "idempotency_key_reused",
            "This Idempotency-Key was sent before with another request; use a new key.",
        )
    response = Response(body, status=status, headers=headers)
    response.headers["Idempotent-Replayed"] = "true"
    raise Replayed(response)


KEPT_HEADERS = ("Content-Type", "ETag", "Location")


def _keep_answer(tx: Tx, idempotency: Idempotency, response: Response | Plain) -> None:
    # Only Flask's endpoints read an Idempotency-Key, and they answer with a Response.
    assert isinstance(response, Response), "a kept answer is a Response"
    tx.keep_answer(
        idempotency.scope,
        idempotency.key,
        idempotency.request_hash,
        response.status_code,
        {h: response.headers[h] for h in KEPT_HEADERS if h in response.headers},
        response.get_data(as_text=True),
        now(),
    )


def _load(
    tx: Tx, gt: GameType, game_id: str, token: str | None, lock: bool = False
) -> tuple[GameRow, Caller]:
    """The game and who is asking, in one query (the seat whose token hash matches)."""
    digest = hash_token(token) if token is not None else ""
    found = tx.load(game_id, digest, lock)
    if found is None or found[0].type != gt.slug:
        raise Problem(404, "unknown_game", f"There is no {gt.title} game with that id.")
    game, seat = found
    if token is None:
        return game, Caller()
    if hmac.compare_digest(digest, game.host_token_hash):
        return game, Caller(host=True)
    if seat is None:
        raise Problem(401, "invalid_token", "That token belongs to no seat of this game.")
    return game, Caller(seat=seat)


def _store(gt: GameType, move: Move) -> None:
    game = move.game
    game.set_state(move.state)
    status = gt.engine.status(move.state)
    status_changed, game.status = status != game.status, status
    game.version += 1
    first_event, first_action = game.event_count + 1, game.action_count + 1
    game.event_count += len(move.events)
    game.action_count += len(move.actions)
    move.tx.store(game, first_event, move.events, first_action, move.actions, now(), status_changed)


def _event_out(e: EventRow, caller: Caller) -> dict[str, Any]:
    out: dict[str, Any] = {"seq": e.seq, "kind": e.kind, "at": rfc3339(e.at), "data": e.data}
    if e.secret is not None and caller.seat is not None and e.secret_to == caller.seat:
        out["secret"] = e.secret
    return out
