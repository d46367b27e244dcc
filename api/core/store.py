"""One request, one transaction: load the game locked, run the engine, store, commit.

Workers keep no game state between requests, so any number of processes on any number
of hosts can serve one game; the database's lock on the game row orders the moves.
"""

from __future__ import annotations

import hmac
import math
import secrets
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.exc import IntegrityError

from millie.api.core import bots
from millie.api.core.calls import Call
from millie.api.core.events import visible
from millie.api.core.games import GameType
from millie.api.core.moves import Answer, Move
from millie.api.core.problems import Problem
from millie.api.core.sealed import seal, unseal
from millie.api.core.timers import next_deadline, overdue
from millie.api.core.times import clock, now, rfc3339
from millie.api.core.tokens import hash_token, new_token
from millie.api.core.views import Caller, ViewCache, game_view
from millie.api.db.database import Database, Tx
from millie.api.db.engine import dumps, make_engine
from millie.api.db.notify import Notifier
from millie.api.db.rows import GameRow, KeptAnswer, LobbyEntry
from millie.rules.game import MAX_SEED, Event


@dataclass(frozen=True)
class Idempotency:
    """A POST's Idempotency-Key: who sent it (`scope`), the key as stored (its digest),
    what was asked, and the secret its answer is sealed under (api/core/sealed.py)."""

    scope: str
    key: str
    request_hash: str
    secret: str = field(default="", repr=False)


KEEP_ANSWERS = timedelta(hours=24)


class Replayed(Exception):
    """The request repeats one already answered: send the kept answer."""

    def __init__(self, answer: Answer) -> None:
        super().__init__("replayed")
        self.answer = answer


class GameStore:
    """Games as the requests see them, in one database."""

    def __init__(
        self, db: Database, notifier: Notifier, keep_answers: timedelta = KEEP_ANSWERS
    ) -> None:
        self.db = db
        self.notifier = notifier
        self.views = ViewCache()
        self.keep_answers = keep_answers  # how long an Idempotency-Key's answer is kept

    @classmethod
    def connect(cls, database_url: str, keep_answers: timedelta = KEEP_ANSWERS) -> GameStore:
        engine = make_engine(database_url)
        return cls(Database(engine), Notifier(engine), keep_answers)

    def create(
        self,
        gt: GameType,
        options: dict[str, Any],
        seed: int | None,
        respond: Callable[[GameRow, Any, str], Answer],
        idempotency: Idempotency | None = None,
        creator: str | None = None,
        per_hour: int = 0,
        listed: bool = True,
    ) -> Answer:
        """A new game in the lobby; `respond` builds the answer inside the transaction.

        With `per_hour`, `creator` (a digest of the client's address) may create that
        many games an hour: counted in the database, so the limit holds however many
        workers and instances share it; one more is 429 `rate_limited`."""
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
            with self.db.transaction(write=True) as tx:
                if idempotency is not None:
                    self._replay_if_known(tx, idempotency)
                if creator is not None and per_hour > 0:
                    _within_games_per_hour(tx, creator, per_hour, at)
                tx.insert_game(game, created, at, creator, listed)
                answer = respond(game, state, host_token)
                if idempotency is not None:
                    self._keep_answer(tx, idempotency, answer)
        except IntegrityError:
            if idempotency is None:
                raise
            # The same key, sent at the same moment, committed first: its answer.
            with self.db.transaction(write=False) as tx:
                self._replay_if_known(tx, idempotency)
            raise
        return answer

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
        late move meets the game as the timeout left it. Server-hosted bots whose turn
        has come act after it. A retried Idempotency-Key gets its first answer (raised
        as `Replayed`); a stale If-Match gets 412.
        """
        with self.db.transaction(write=True) as tx:
            game, caller = _load(tx, gt, game_id, token, lock=True)
            if idempotency is not None:
                self._replay_if_known(tx, idempotency)
            if if_match is not None and not if_match(game.version):
                raise Problem(
                    412,
                    "stale_version",
                    f"The game has changed: it is at version {game.version} now.",
                    version=game.version,
                )
            move = Move(tx, gt, game, caller, clock())
            move.events += gt.engine.expire(move.state, move.now)
            yield move
            if game.bots:
                bots.act(move)
            if move.events and not move.actions:
                move.actions.append(Call("expire", None, now=move.now).record(None))
            if move.events or move.actions:
                _store(move)
            if move.respond is not None:
                # The handler's function holds the move: dropped once called, so that
                # the move goes when the request ends, not at the next cycle collection.
                respond, move.respond = move.respond, None
                move.answer = respond()
                if idempotency is not None:
                    self._keep_answer(tx, idempotency, move.answer)
        if move.rendered is not None:
            self.views.put(*move.rendered)
        if move.events:
            self.notifier.committed(game_id)

    @contextmanager
    def read(self, gt: GameType, game_id: str, token: str | None) -> Iterator[Move]:
        """The game as it is; if a deadline or a bot's turn has come, first act on it
        (M21), as every request that touches the game does."""
        for attempt in range(2):
            with self.db.transaction(write=False) as tx:
                game, caller = _load(tx, gt, game_id, token)
                if attempt == 1 or not overdue(game):  # once acted on, show it as it is
                    move = Move(tx, gt, game, caller)
                    yield move
                    if move.rendered is not None:  # a committed version: cache it
                        self.views.put(*move.rendered)
                    return
            with self.move(gt, game_id, token):
                pass

    def view_text(self, move: Move) -> str:
        """The caller's view as JSON: from this process's cache if it holds this version."""
        game, caller = move.game, move.caller
        key = (game.id, caller.seat, caller.host)
        body = self.views.get(key, game.version)
        if body is None:
            body = dumps(game_view(move.gt, game, move.state, caller))
            move.rendered = (key, game.version, body)  # cached once the version is committed
        return body

    def events(
        self, gt: GameType, game_id: str, token: str | None, after: int, limit: int, view: bool
    ) -> tuple[list[dict[str, Any]], int, float | None, str | None, bool]:
        """Events after `after` as the caller may see them, the newest sequence number,
        the next deadline (so a waiter can wake to act on it), with `view` the caller's
        view (its JSON text) as of the game row the events were read with, and whether
        the game is finished (its status, whatever its last event is named)."""
        with self.read(gt, game_id, token) as move:
            shown = self.view_text(move) if view else None
            rows = move.tx.events(game_id, after, limit)
            game = move.game
            # A read is one snapshot per statement: a move committed between the two
            # may have added events after the game's count was read.
            newest = max(game.event_count, rows[-1].seq if rows else 0)
            events = [visible(e, move.caller.seat) for e in rows]
            return events, newest, next_deadline(game), shown, game.status == "finished"

    def wait_for_events(
        self,
        gt: GameType,
        game_id: str,
        token: str | None,
        after: int,
        limit: int,
        wait: float,
        view: bool = False,
    ) -> tuple[list[dict[str, Any]], int, str | None]:
        """Events after `after`; when there are none, wait up to `wait` seconds for one.
        With `view`, also the caller's view, read with the events that are answered.
        A finished game has nothing more to wait for: the answer comes at once.

        The wait holds no database connection and reads nothing: it sleeps until the
        notifier says the game changed (api/db/notify.py), then reads again. It also
        wakes at the game's next deadline, so a waiting client is a request that touches
        the game and applies its timers.
        """
        until = time.monotonic() + wait
        while True:
            # A poll that will not wait needs no mark, and so starts no watcher.
            mark = self.notifier.mark(game_id) if wait > 0 else 0
            events, last, deadline, shown, finished = self.events(
                gt, game_id, token, after, limit, view
            )
            left = until - time.monotonic()
            if events or finished or left <= 0:
                return events, last, shown
            if not _changed(self.notifier, game_id, mark, left, deadline):
                return events, last, shown

    def follow(
        self, gt: GameType, game_id: str, token: str | None, after: int, quiet: float
    ) -> Iterator[tuple[list[dict[str, Any]], int, bool]]:
        """The game's events after `after` as they are committed (an event stream), in
        batches with the newest sequence number and whether the game is finished; an
        empty batch each `quiet` seconds without an event. A quiet game costs its
        followers nothing: they read it again only when it changes or a deadline comes."""
        while True:
            mark = self.notifier.mark(game_id) if quiet > 0 else 0
            events, last, deadline, _, finished = self.events(gt, game_id, token, after, 500, False)
            if events:
                after = events[-1]["seq"]
                yield events, last, finished
                continue
            if quiet <= 0 or finished:  # nothing to wait for: the caller decides
                yield [], last, finished
                continue
            while not _changed(self.notifier, game_id, mark, quiet, deadline):
                yield [], last, finished

    def lobby(
        self, game_type: str | None, status: str | None, page: int, size: int
    ) -> tuple[list[LobbyEntry], int]:
        """A page of games, newest first, each with its players' names."""
        return self.db.lobby(game_type, status, page, size)

    def export(self, gt: GameType, game_id: str, token: str | None) -> dict[str, Any] | None:
        """A finished game's full record (G2), or None while it is being played."""
        with self.db.transaction(write=False) as tx:
            game, _ = _load(tx, gt, game_id, token)
            if game.status != "finished":
                return None
            events = tx.events(game_id, 0)
            return {
                "id": game.id,
                "type": game.type,
                "seed": game.seed,
                "seeded": game.seed_given,
                "options": events[0].data["options"],
                "created_at": rfc3339(game.created_at),
                "seats": [
                    {"seat": i, **_seat_facts(gt, p)} for i, p in enumerate(game.state["players"])
                ],
                "actions": tx.actions(game_id),
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
        return [(g.type, g.id) for g in self.db.active_games() if overdue(g)]

    def forget_keys(self, older_than: timedelta | None = None) -> int:
        """Drop the answers kept for Idempotency-Keys older than `older_than` (default:
        those past their time); `millie cleanup` and `millie tick`."""
        keep = self.keep_answers if older_than is None else older_than
        return self.db.forget_keys(now() - keep)

    def _replay_if_known(self, tx: Tx, idempotency: Idempotency) -> None:
        """Raise `Replayed` with the kept answer to this key, if there is one still in
        its time; one past it is forgotten here (in a write) and the request is new."""
        kept = tx.kept_answer(idempotency.scope, idempotency.key)
        if kept is None:
            return
        if kept.at is not None and kept.at < now() - self.keep_answers:
            if tx.write:
                tx.forget_key(idempotency.scope, idempotency.key)
            return
        if kept.request_hash != idempotency.request_hash:
            raise Problem(
                422,
                "idempotency_key_reused",
                "This Idempotency-Key was sent before with another request; use a new key.",
            )
        body = unseal(idempotency.secret, kept.body)
        if body is None:  # sealed under another secret: another caller's, never shown
            raise Problem(
                422,
                "idempotency_key_reused",
                "This Idempotency-Key was sent before with another request; use a new key.",
            )
        raise Replayed(Answer(body, kept.status, kept.headers))

    def _keep_answer(self, tx: Tx, idempotency: Idempotency, answer: Answer) -> None:
        """Keep the answer, sealed; and forget a batch of answers past their time, so
        that they go without anyone running `millie cleanup`."""
        at = now()
        tx.forget_expired(at - self.keep_answers)
        body = seal(idempotency.secret, answer.body)
        kept = KeptAnswer(idempotency.request_hash, answer.status, answer.headers, body)
        tx.keep_answer(idempotency.scope, idempotency.key, kept, at)


def _changed(
    notifier: Notifier, game_id: str, mark: int, timeout: float, deadline: float | None
) -> bool:
    """Sleep until the game changes after `mark` (True), its deadline comes (True:
    reading it acts on the timer) or `timeout` seconds pass (False)."""
    wake = timeout
    if deadline is not None:
        wake = min(timeout, max(0.0, deadline - time.time()) + 0.01)
    return notifier.wait(game_id, mark, wake) or wake < timeout


def _seat_facts(gt: GameType, player: dict[str, Any]) -> dict[str, Any]:
    """What a seat declared when it joined (its game's join fields), for the record."""
    return {k: player[k] for k in gt.join if k in player}


def _within_games_per_hour(tx: Tx, creator: str, per_hour: int, at: datetime) -> None:
    hour = timedelta(hours=1)
    count, first = tx.games_created_since(creator, at - hour)
    if count >= per_hour:
        wait = max(1, math.ceil(((first or at) + hour - at).total_seconds()))
        raise Problem(
            429,
            "rate_limited",
            f"This address has created {count} games in the last hour; the limit is {per_hour}.",
            retry_after=wait,
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


def _store(move: Move) -> None:
    game = move.game
    game.set_state(move.state)
    status = move.gt.engine.status(move.state)
    status_changed, game.status = status != game.status, status
    game.version += 1
    first_event, first_action = game.event_count + 1, game.action_count + 1
    game.event_count += len(move.events)
    game.action_count += len(move.actions)
    move.tx.store(game, first_event, move.events, first_action, move.actions, now(), status_changed)
