"""A game loaded for one request, and the answer the request will get."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from millie.api.core.calls import Call, lobby_without, seated, step
from millie.api.core.games import GameType
from millie.api.core.problems import Problem
from millie.api.core.times import now
from millie.api.core.tokens import hash_token
from millie.api.core.views import Caller, ViewKey
from millie.api.db.database import Tx
from millie.api.db.rows import GameRow
from millie.rules.game import Event


@dataclass(frozen=True)
class Answer:
    """An answer as the HTTP layer will send it: JSON text, status and headers. Made
    inside the move's transaction, so that an Idempotency-Key's kept answer commits with
    the move or not at all."""

    body: str
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class Move:
    """A game loaded for one request; `events` and `actions` are stored at commit.

    `state` is the engine's state, made from the stored document when first asked for
    (a view that comes from the cache never needs it). `respond`, when the handler sets
    it, builds the answer inside the transaction (see `Answer`). `rendered` is a view
    rendered for this request, cached by GameStore once its version is committed.
    """

    tx: Tx
    gt: GameType
    game: GameRow
    caller: Caller
    now: float = 0.0
    events: list[Event] = field(default_factory=list)
    actions: list[dict[str, Any]] = field(default_factory=list)
    respond: Callable[[], Answer] | None = None
    answer: Answer | None = None
    rendered: tuple[ViewKey, int, str] | None = None

    @cached_property
    def state(self) -> Any:
        return self.gt.engine.from_dict(self.game.state)

    def act(self, action: str, seat: int | None, body: dict[str, Any] | None = None) -> int | None:
        """Make one engine call (api/core/calls.py) and keep it for the record (G1,
        G2); the seat that acted (a joiner's new seat)."""
        call = Call(action, seat, body or {}, self.now)
        acted, events = step(self.gt, self.state, call)
        self.events += events
        self.actions.append(call.record(acted))
        return acted

    def seat_token(self, seat: int, token: str) -> None:
        """Give a new seat its token (only its hash is stored)."""
        self.tx.add_seat(self.game.id, seat, hash_token(token), now())

    def remove_seat(self, seat: int) -> str:
        """Take `seat` out of the lobby (its token void; the seats after it move up one,
        with their tokens and bots) and record it; the removed player's name."""
        game, tx = self.game, self.tx
        options = tx.events(game.id, 0, 1)[0].data["options"]
        calls = [Call.recorded(self.gt, row) for row in tx.actions(game.id)]
        if not 0 <= seat < len(seated(calls)):
            raise Problem(422, "unknown_seat", f"Seat {seat} is not taken in this game.")
        name = str(seated(calls)[seat].body["name"])
        self.state = lobby_without(self.gt, options, game.seed, calls, seat)
        tx.remove_seat(game.id, seat)
        if game.bots:
            game.bots = {
                str(n if n < seat else n - 1): bot
                for n, bot in ((int(k), v) for k, v in game.bots.items())
                if n != seat
            } or None
        self.events.append(Event("player_removed", {"seat": seat, "name": name}))
        self.actions.append(Call("remove", None, {"seat": seat}, self.now).record(None))
        return name

    def reissue_token(self, seat: int, token: str) -> bool:
        """Give a taken seat a new token, voiding the old one; False if it is not taken."""
        return self.tx.set_token(self.game.id, seat, hash_token(token))
