"""How a move is made and stored: straight from a request value to an answer (the game
store's moves, api/core/store.py, which adds the create and the reads).

A move is made from the game as read, no lock held, and written only if the game is
still at the version it was read at (compare-and-set: on PostgreSQL one statement, its
own transaction); on a game this process knows (api/core/known.py) it is the write
alone. Timers first (M21), the move, the bots whose turn has come, one write.
"""

from __future__ import annotations

import hmac
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any

import orjson

from millie.api.core import bots, ratings
from millie.api.core.calls import Call
from millie.api.core.doing import make
from millie.api.core.games import state_json
from millie.api.core.known import KnownGames
from millie.api.core.moves import (
    AddBot,
    Answer,
    Doing,
    Idempotency,
    Join,
    Move,
    Reissue,
    Remove,
    Request,
)
from millie.api.core.problems import Problem
from millie.api.core.sealed import seal, unseal
from millie.api.core.timers import next_deadline
from millie.api.core.times import clock, now
from millie.api.core.tokens import hash_token, is_player_token
from millie.api.core.turns import GameLocks
from millie.api.core.views import Caller, ViewCache, game_view
from millie.api.db import games as game_db
from millie.api.db import players
from millie.api.db.database import Database, Tx
from millie.api.db.engine import dumps
from millie.api.db.notify import Notifier
from millie.api.db.rows import GameRow, KeptAnswer, Write
from millie.rules.game import Refusal

# Times a move is made anew when another process moved its game first, before it is made
# holding the game's row lock (which always succeeds).
OPTIMISTIC = 4
# The moves that change the seats' tokens: made holding the game's row lock.
SEATING = (Join, AddBot, Reissue, Remove)
FINISHING = object()  # what an attempt answers for a move that would finish the game


class Moving:
    """The moves of GameStore (api/core/store.py), and what its reads share with them."""

    db: Database
    notifier: Notifier
    views: ViewCache
    known: KnownGames
    locks: GameLocks
    keep_answers: timedelta

    def move(self, request: Request, doing: Doing) -> Answer:
        """One move: the caller's new view (or the answer the move makes: a seat's
        token, say), stored with a new version.

        Timers first (M21): a deadline that has passed is acted on before the move, so a
        late move meets the game as the timeout left it. Server-hosted bots whose turn
        has come act after it. A retried Idempotency-Key gets its first answer; a stale
        If-Match is refused (`stale_version`) and changes nothing.

        The moves of one game in this process take turns (`GameLocks`). A move is made
        from the game as read, no lock held, and written only if the game is still at
        that version (compare-and-set: on PostgreSQL one statement, its own
        transaction); a move another process made first is met by reading the game
        again and making the move anew, up to OPTIMISTIC times, then in a transaction
        that holds the game's row lock from its read to its commit. The moves that
        change the seats' tokens (join, seat a bot, reissue, remove) take that road at
        once, and so does the move that finishes the game (with it, in the same
        transaction, the players' ratings of a rated game: api/core/ratings.py).
        `Answer.retries` counts the moves made anew."""
        with self.locks.held(request.game_id):
            return self._made_and_stored(request, doing)

    def _made_and_stored(self, request: Request, doing: Doing | None) -> Answer:
        if isinstance(doing, SEATING):
            return self._locked(request, doing, 0)
        for tries in range(OPTIMISTIC):
            answer = self._attempt(request, doing, tries)
            if answer is FINISHING:  # a game's last move: with the ratings, under the lock
                return self._locked(request, doing, tries)
            if isinstance(answer, Answer):
                return answer
        return self._locked(request, doing, OPTIMISTIC)

    def _attempt(self, request: Request, doing: Doing | None, tries: int) -> Answer | object | None:
        """The move made from the game as read and written if nobody changed it since;
        None if somebody did (nothing written), FINISHING if it would finish the game
        (nothing written: that move is made under the lock). `doing` None: timers and
        bots only."""
        postgres = self.db.postgres
        with self.db.transaction(write=False) as tx:
            made = None
            move = self._known_move(tx, request) if tries == 0 else None
            if move is not None:  # the write alone: one round trip
                try:
                    made = self._made(move, None, request, doing, tries)
                except (Problem, Refusal):  # refused on what memory held: read, decide again
                    made = None
            if made is None:
                move, kept = loaded(tx, request, moving=True)
                made = self._made(move, kept, request, doing, tries)
            answer, write = made
            assert move is not None
            if write is None:
                return answer
            if _finishes(write):
                return FINISHING
            if postgres:  # one statement, its own transaction
                won = game_db.store(tx, write)
            else:  # SQLite's write lock for the write alone, on the read's connection
                with self.db.writing(tx):
                    won = game_db.store(tx, write)
        if not won:
            return None
        self._committed(move)
        return answer

    def _known_move(self, tx: Tx, request: Request) -> Move | None:
        """The move made on the game as this process knows it, when its watcher vouches
        for it (api/core/known.py), with a copy of its row; None to read it. Its write is
        compare-and-set like any other (and does not win if its Idempotency-Key has an
        answer kept), so what memory held is checked by the write itself. On PostgreSQL
        the write is then the transaction's first statement, which is never sent again:
        only on a pooled connection that is ready for it (`Tx.ready`)."""
        token = request.token
        digest = hash_token(token) if token is not None else ""
        known = self.known.get(request.game_id, digest)
        if known is None or not tx.ready():
            return None
        tx.fresh = False
        row, seat = known
        caller = caller_of(row, token, digest, seat)
        # The move changes its row (and a bot's entry in it): a copy, the state read anew.
        game = replace(row, _state=None, bots=orjson.loads(orjson.dumps(row.bots)))
        return Move(tx, request.gt, game, caller, clock())

    def _locked(self, request: Request, doing: Doing | None, tries: int) -> Answer:
        """The move in one transaction that holds the game's row lock from its read to
        its commit: nobody else's move comes between."""
        with self.db.transaction(write=True) as tx:
            move, _ = loaded(tx, request, moving=True, lock=True)
            # Read after the lock is had: on PostgreSQL a statement that waited for the
            # row lock sees the locked row as committed, but its other tables as they
            # were when it began (not the answer the lock's holder kept).
            key = request.idempotency
            kept = game_db.kept_answer(tx, key.scope, key.key) if key is not None else None
            answer, write = self._made(move, kept, request, doing, tries)
            if write is not None and not game_db.store(tx, write):
                raise RuntimeError(f"game {move.game.id} changed under its row lock")
            if write is not None and _finishes(write):  # a rated game's ratings, here
                game = move.game
                result = move.gt.engine.result(move.state)
                ratings.game_finished(tx, game.type, game.id, result, now())
        if write is not None:
            self._committed(move)
        return answer

    def _made(
        self,
        move: Move,
        kept: KeptAnswer | None,
        request: Request,
        doing: Doing | None,
        tries: int,
    ) -> tuple[Answer, Write | None]:
        """The move made on the game as loaded: its answer, and what it writes (None:
        nothing, as for a retried Idempotency-Key's kept answer)."""
        replayed = self._replayed(kept, request.idempotency)
        if replayed is not None:
            return replayed, None
        game = move.game
        if request.if_match is not None and str(game.version) not in request.if_match:
            raise Problem(
                "stale_version",
                f"The game has changed: it is at version {game.version} now.",
                version=game.version,
            )
        old_version = game.version
        move.events += request.gt.engine.expire(move.state, move.now)
        shown: Caller | None = None
        around: dict[str, Any] | None = None
        if doing is not None:
            shown, around = make(move, request.token, doing)
        self._settle(move)
        # The game's row brought up to date first: the answer shows the new version.
        write = write_of(move, old_version) if move.events or move.actions else None
        if doing is None:
            answer = Answer("", None, game.id)
        elif shown is None:
            answer = Answer(dumps(around), None, game.id, retries=tries)
        else:
            view = self._view_text(move, shown)
            if around is not None:
                view = dumps({**around, "game": orjson.Fragment(view)})
            answer = Answer(view, game.version, game.id, retries=tries)
        if write is not None:
            write.kept = self._kept_row(request.idempotency, answer, write.at)
        return answer, write

    def _settle(self, move: Move) -> None:
        """After the move: the bots whose turn has come act, and an `expire` call is
        recorded when only timers acted."""
        if move.game.bots:
            bots.act(move)
        if move.events and not move.actions:
            move.actions.append(Call("expire", None, now=move.now).record(None))

    def _committed(self, move: Move) -> None:
        self._cache(move)
        if move.events:
            game = move.game
            self.notifier.committed(game.id, game.version, game.event_count)

    def act_on_time(self, request: Request) -> None:
        """A move of nobody's: the timers that ran out and the bots whose turn came act."""
        with self.locks.held(request.game_id):
            self._made_and_stored(request, None)

    def _view_text(self, move: Move, caller: Caller) -> str:
        """`caller`'s view as JSON: from this process's cache if it holds this version."""
        game = move.game
        key = (game.id, caller.seat, caller.host)
        body = self.views.get(key, game.version)
        if body is None:
            body = dumps(game_view(move.gt, game, move.state, caller))
            move.rendered.append((key, game.version, body))  # cached once committed
        return body

    def _cache(self, move: Move) -> None:
        for key, version, body in move.rendered:
            self.views.put(key, version, body)

    def _expired(self, kept: KeptAnswer) -> bool:
        return kept.at is not None and kept.at < now() - self.keep_answers

    def _replayed(self, kept: KeptAnswer | None, idempotency: Idempotency | None) -> Answer | None:
        """The answer kept for this key, if it is still in its time (one past it: the
        request is new, and its answer is kept in place of the old). The same key sent
        with another request (or by another caller) is refused."""
        if kept is None or idempotency is None or self._expired(kept):
            return None
        body = unseal(idempotency.secret, kept.body)
        # Sealed under another secret: another caller's, never shown.
        if kept.request_hash != idempotency.request_hash or body is None:
            raise Problem(
                "idempotency_key_reused",
                "This Idempotency-Key was sent before with another request; use a new key.",
            )
        return Answer(body, kept.version, kept.game_id or "", replayed=True)

    def _kept_row(
        self, idempotency: Idempotency | None, answer: Answer, at: datetime
    ) -> dict[str, Any] | None:
        """The answer as kept for its Idempotency-Key (sealed), written with the move;
        with it a batch of answers past their time is forgotten, so that they go without
        anyone running `millie cleanup`."""
        if idempotency is None:
            return None
        return {
            "scope": idempotency.scope,
            "key": idempotency.key,
            "request_hash": idempotency.request_hash,
            "body": seal(idempotency.secret, answer.body),
            "version": answer.version,
            "game_id": answer.game_id,
            "created_at": at,
            "before": at - self.keep_answers,
        }


def loaded(
    tx: Tx, request: Request, moving: bool = False, lock: bool = False
) -> tuple[Move, KeptAnswer | None]:
    """The game and who is asking, in one query (the seat whose token hash matches;
    for a player's token, a second: the player's seat, docs/players.md); for a move
    (`moving`) the time it is made at, and also the answer kept for its
    Idempotency-Key, unless with `lock` (the game's row locked to the commit)."""
    token = request.token
    digest = hash_token(token) if token is not None else ""
    key = request.idempotency
    keyed = moving and key is not None and not lock
    game, seat, kept, player = found(
        tx, request, digest, lock, (key.scope, key.key) if keyed and key else None
    )
    caller = caller_of(game, token, digest, seat)
    return Move(tx, request.gt, game, caller, clock() if moving else 0.0, player=player), kept


def found(
    tx: Tx,
    request: Request,
    digest: str,
    lock: bool = False,
    key: tuple[str, str] | None = None,
) -> tuple[GameRow, int | None, KeptAnswer | None, str | None]:
    """The game's row, the seat of the token whose hash is `digest`, with `key` the
    answer kept for it, and for a player's token the player; `unknown_game` if there
    is no such game of the request's type, `invalid_token` for a player's token of no
    player."""
    by_player = is_player_token(request.token)
    loaded = game_db.load(tx, request.game_id, "" if by_player else digest, lock, key)
    if loaded is None or loaded[0].type != request.gt.slug:
        raise Problem("unknown_game", f"There is no {request.gt.title} game with that id.")
    game, seat, kept = loaded
    if not by_player:
        return game, seat, kept, None
    held = players.seat_of(tx, game.id, digest)
    if held is None:
        raise Problem("invalid_token", "That token belongs to no player.")
    player, seat = held
    return game, seat, kept, player


def caller_of(game: GameRow, token: str | None, digest: str, seat: int | None) -> Caller:
    """Who is asking: the host, a seat, or (no token, or a player's without a seat
    here) a spectator; a token of nobody here is refused."""
    if token is None:
        return Caller()
    if hmac.compare_digest(digest, game.host_token_hash):
        return Caller(host=True)
    if seat is None:
        if is_player_token(token):
            return Caller()
        raise Problem("invalid_token", "That token belongs to no seat of this game.")
    return Caller(seat=seat)


def _finishes(write: Write) -> bool:
    return write.status_changed and write.game.status == "finished"


def write_of(move: Move, old_version: int) -> Write:
    """What the move writes: the game's row brought up to date (a new version) with its
    new events and actions."""
    game, engine = move.game, move.gt.engine
    game.state_json = state_json(engine, move.state)
    game._state = None
    status = engine.status(move.state)
    status_changed, game.status = status != game.status, status
    game.deadline = next_deadline(move.gt, move.state, game.bots)
    game.version += 1
    first_event, first_action = game.event_count + 1, game.action_count + 1
    game.event_count += len(move.events)
    game.action_count += len(move.actions)
    return Write(
        game,
        old_version,
        first_event,
        move.events,
        first_action,
        move.actions,
        now(),
        status_changed,
    )
