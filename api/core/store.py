"""The game store: each request one straight call, from a request value to an answer.

A move (api/core/writing.py) is made from the game as read and written only if nobody
changed the game since (compare-and-set on its version): timers acted on (M21), the
move, the bots whose turn has come, one write. The database holds every game; a worker
keeps only what it may answer again while nothing changes (the rows its watcher vouches
for, api/core/known.py, and the views it rendered), so any number of processes on any
number of hosts can serve one game.
"""

from __future__ import annotations

import math
import secrets
import time
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta
from typing import Any, TypeVar

import orjson
from sqlalchemy.exc import IntegrityError

from millie.api.core.calls import Call, seated
from millie.api.core.events import visible
from millie.api.core.games import state_json
from millie.api.core.known import KnownGames
from millie.api.core.moves import (
    Answer,
    Create,
    Idempotency,
    Move,
    Request,
)
from millie.api.core.problems import Problem
from millie.api.core.sealed import seal
from millie.api.core.timers import next_deadline, overdue
from millie.api.core.times import clock, now, rfc3339
from millie.api.core.tokens import hash_token, new_token
from millie.api.core.turns import GameLocks
from millie.api.core.views import Caller, ViewCache, game_view, result_of
from millie.api.core.writing import Moving, caller_of, found, loaded
from millie.api.db import games as game_db
from millie.api.db.database import Database, Tx
from millie.api.db.engine import dumps, make_engine
from millie.api.db.notify import Notifier
from millie.api.db.rows import GameRow, KeptAnswer, LobbyEntry
from millie.rules.game import MAX_SEED, Event

KEEP_ANSWERS = timedelta(hours=24)
R = TypeVar("R")


class GameStore(Moving):
    """Games as the requests see them, in one database."""

    def __init__(
        self, db: Database, notifier: Notifier, keep_answers: timedelta = KEEP_ANSWERS
    ) -> None:
        self.db = db
        self.notifier = notifier
        self.views = ViewCache()
        self.known = KnownGames(notifier)
        self.locks = GameLocks()
        self.keep_answers = keep_answers  # how long an Idempotency-Key's answer is kept

    @classmethod
    def connect(cls, database_url: str, keep_answers: timedelta = KEEP_ANSWERS) -> GameStore:
        engine = make_engine(database_url)
        return cls(Database(engine), Notifier(engine), keep_answers)

    # --- moves --------------------------------------------------------------------------

    def create(self, request: Create) -> Answer:
        """A new game in the lobby: the host's view and token (shown once).

        With `per_hour`, `creator` may create that many games an hour: counted in the
        database, so the limit holds however many workers and instances share it; one
        more is `rate_limited`."""
        gt, key = request.gt, request.idempotency
        host_token = new_token()
        seed = request.seed if request.seed is not None else secrets.randbelow(MAX_SEED + 1)
        state = gt.engine.new_game(request.options, seed)
        at = now()
        game = GameRow(
            id=secrets.token_hex(8),
            type=gt.slug,
            status=gt.engine.status(state),
            version=1,
            seed=seed,
            seed_given=request.seed is not None,
            host_token_hash=hash_token(host_token),
            state_json=state_json(gt.engine, state),
            event_count=1,
            action_count=0,
            bots=None,
            created_at=at,
            deadline=next_deadline(gt, state, None),
        )
        created = Event(
            "game_created",
            {"type": gt.slug, "options": request.options, "seeded": request.seed is not None},
        )
        try:
            # The write lock from the start: on SQLite a read that later writes could be
            # refused at once when another create commits in between.
            with self.db.transaction(write=True) as tx:
                kept = self._kept(tx, key)
                if kept is not None:
                    return kept
                if request.creator is not None and request.per_hour > 0:
                    _within_games_per_hour(tx, request.creator, request.per_hour, at)
                game_db.insert_game(tx, game, created, at, request.creator, request.listed)
                move = Move(tx, gt, game, Caller(host=True))
                move.state = state
                view = self._view_text(move, move.caller)
                body = dumps({"game": orjson.Fragment(view), "host_token": host_token})
                answer = Answer(body, game.version, game.id)
                self._keep(tx, key, answer)
        except IntegrityError:
            if key is None:
                raise
            # The same key, sent at the same moment, committed first: its answer.
            with self.db.transaction(write=False) as tx:
                kept = self._kept(tx, key)
            if kept is None:
                raise
            return kept
        self._cache(move)
        return answer

    # --- reads --------------------------------------------------------------------------

    def view(self, request: Request, known: frozenset[str] = frozenset()) -> Answer:
        """The caller's view as JSON text, with its version; `unchanged` (and no text)
        if it is a version the caller names as known (If-None-Match; `*`: any)."""

        def shown(move: Move) -> Answer:
            version = move.game.version
            if str(version) in known or "*" in known:
                return Answer("", version, move.game.id, unchanged=True)
            return Answer(self._view_text(move, move.caller), version, move.game.id)

        versions = [int(v) for v in known if v.isdigit() and len(v) < 10]
        return self._read(request, shown, max(versions, default=0))

    def snapshot(self, request: Request) -> dict[str, Any]:
        """The caller's view as a document (an event stream's first message)."""
        return self._read(
            request, lambda move: game_view(move.gt, move.game, move.state, move.caller)
        )

    def score(self, request: Request) -> Answer:
        """The scores as the caller may know them, with the game's version."""

        def scored(move: Move) -> Answer:
            game = move.game
            body = {
                "id": game.id,
                "type": move.gt.slug,
                "status": game.status,
                "version": game.version,
                **move.gt.engine.score(move.state, move.caller.seat),
                "result": result_of(move.gt.engine, move.state),
            }
            return Answer(dumps(body), game.version, game.id)

        return self._read(request, scored)

    def export(self, request: Request) -> Answer:
        """A finished game's full record (G2); `game_not_finished` while it is played."""
        gt = request.gt
        with self.db.transaction(write=False) as tx:
            game = loaded(tx, request)[0].game
            if game.status != "finished":
                raise Problem("game_not_finished", "Only a finished game can be exported.")
            events = game_db.events(tx, game.id, 0)
            actions = game_db.actions(tx, game.id)
        calls = [Call.recorded(gt, row) for row in actions]
        record = {
            "id": game.id,
            "type": game.type,
            "seed": game.seed,
            "seeded": game.seed_given,
            "options": events[0].data["options"],
            "created_at": rfc3339(game.created_at),
            "seats": [
                {"seat": i, **{k: call.body[k] for k in gt.join if k in call.body}}
                for i, call in enumerate(seated(calls))
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
            "final_state": orjson.Fragment(game.state_json),
        }
        return Answer(dumps(record), None, game.id)

    def events(
        self, request: Request, after: int, limit: int, view: bool
    ) -> tuple[list[dict[str, Any]], int, float | None, str | None, bool]:
        """Events after `after` as the caller may see them, the newest sequence number,
        the next deadline (so a waiter can wake to act on it), with `view` the caller's
        view (its JSON text) as of the game row the events were read with, and whether
        the game is finished (its status, whatever its last event is named)."""
        Read = tuple[list[dict[str, Any]], int, float | None, str | None, bool]

        def read(move: Move) -> Read:
            shown = self._view_text(move, move.caller) if view else None
            game = move.game
            # A poll past the game's last event (a follower's, between moves) reads no
            # more: the game row says there is none. Else a read is one snapshot per
            # statement: a move committed between the two may have added events after
            # the game's count was read.
            rows = (
                game_db.events(move.tx, game.id, after, limit) if after < game.event_count else []
            )
            newest = max(game.event_count, rows[-1].seq if rows else 0)
            events = [visible(e, move.caller.seat) for e in rows]
            return events, newest, game.deadline, shown, game.status == "finished"

        return self._read(request, read, seen_seq=after)

    def wait_for_events(
        self, request: Request, after: int, limit: int, wait: float, view: bool = False
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
            mark = self.notifier.mark(request.game_id) if wait > 0 else 0
            events, last, deadline, shown, finished = self.events(request, after, limit, view)
            left = until - time.monotonic()
            if events or finished or left <= 0:
                return events, last, shown
            if not _changed(self.notifier, request.game_id, mark, left, deadline):
                return events, last, shown

    def follow(
        self, request: Request, after: int, quiet: float
    ) -> Iterator[tuple[list[dict[str, Any]], int, bool]]:
        """The game's events after `after` as they are committed (an event stream), in
        batches with the newest sequence number and whether the game is finished; an
        empty batch each `quiet` seconds without an event. A quiet game costs its
        followers nothing: they read it again only when it changes or a deadline comes."""
        game_id = request.game_id
        while True:
            mark = self.notifier.mark(game_id) if quiet > 0 else 0
            events, last, deadline, _, finished = self.events(request, after, 500, False)
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
        return game_db.lobby(self.db, game_type, status, page, size)

    def overdue_games(self) -> list[tuple[str, str]]:
        """(type, id) of active games with a deadline or a bot's turn now due (tick)."""
        return game_db.due_games(self.db, clock())

    def forget_keys(self, older_than: timedelta | None = None) -> int:
        """Drop the answers kept for Idempotency-Keys older than `older_than` (default:
        those past their time); `millie cleanup` and `millie tick`."""
        keep = self.keep_answers if older_than is None else older_than
        return game_db.forget_keys(self.db, now() - keep)

    # --- what moves and reads share -------------------------------------------------------

    def _read(
        self, request: Request, then: Callable[[Move], R], seen: int = 0, seen_seq: int = 0
    ) -> R:
        """`then` on the game as it is; if a deadline or a bot's turn has come, first act
        on it (M21), as every request that touches the game does.

        The game's row comes from memory when the watcher vouches that it has not
        changed (api/core/known.py) and it is at least at version `seen` with at least
        `seen_seq` events (what the caller says it has seen: read-your-writes through
        any worker); else from the database, and is then kept. A read that needs
        nothing else of the database does not touch it."""
        token = request.token
        digest = hash_token(token) if token is not None else ""
        for attempt in range(2):
            with self.db.transaction(write=False) as tx:
                # From memory on SQLite only, where the watcher's look makes it exact: on
                # PostgreSQL a commit's NOTIFY can reach this worker after the client that
                # made the move reads again (under load, milliseconds), so a read asks.
                memory = attempt == 0 and not self.db.postgres
                known = self.known.get(request.game_id, digest) if memory else None
                if (
                    known is not None
                    and known[0].version >= seen
                    and known[0].event_count >= seen_seq
                ):
                    game, seat = known
                else:
                    taken = self.known.mark(request.game_id)
                    game, seat, _, _ = found(tx, request, digest)
                    self.known.put(taken, game, digest, seat)
                move = Move(tx, request.gt, game, caller_of(game, token, digest, seat))
                if attempt == 1 or not overdue(game):  # once acted on, as it is
                    out = then(move)
                    game._state = None  # kept as its text: the parsed document is larger
                    break
            self.act_on_time(request)
        self._cache(move)  # committed versions only
        return out

    def _kept(self, tx: Tx, idempotency: Idempotency | None) -> Answer | None:
        """The kept answer to this key (a create's), if there is one still in its time;
        one past it is forgotten here (in a write) and the request is new."""
        if idempotency is None:
            return None
        kept = game_db.kept_answer(tx, idempotency.scope, idempotency.key)
        if kept is not None and self._expired(kept) and tx.write:
            game_db.forget_key(tx, idempotency.scope, idempotency.key)
        return self._replayed(kept, idempotency)

    def _keep(self, tx: Tx, idempotency: Idempotency | None, answer: Answer) -> None:
        """Keep a create's answer, sealed; and forget a batch of answers past their
        time."""
        if idempotency is None:
            return
        at = now()
        game_db.forget_expired(tx, at - self.keep_answers)
        body = seal(idempotency.secret, answer.body)
        kept = KeptAnswer(idempotency.request_hash, body, answer.version, answer.game_id)
        game_db.keep_answer(tx, idempotency.scope, idempotency.key, kept, at)


def _changed(
    notifier: Notifier, game_id: str, mark: int, timeout: float, deadline: float | None
) -> bool:
    """Sleep until the game changes after `mark` (True), its deadline comes (True:
    reading it acts on the timer) or `timeout` seconds pass (False)."""
    wake = timeout
    if deadline is not None:
        wake = min(timeout, max(0.0, deadline - time.time()) + 0.01)
    return notifier.wait(game_id, mark, wake) or wake < timeout


def _within_games_per_hour(tx: Tx, creator: str, per_hour: int, at: datetime) -> None:
    hour = timedelta(hours=1)
    count, first = game_db.games_created_since(tx, creator, at - hour)
    if count >= per_hour:
        wait = max(1, math.ceil(((first or at) + hour - at).total_seconds()))
        raise Problem(
            "rate_limited",
            f"This address has created {count} games in the last hour; the limit is {per_hour}.",
            retry_after=wait,
        )
