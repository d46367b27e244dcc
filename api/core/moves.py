"""What the HTTP wing asks the game store and what it answers, as plain values; and a
game loaded for one request (`Move`), which never leaves core.

A request names the game (type, id), the caller's token, and for a move the versions
If-Match accepts, its Idempotency-Key and what to do (`Doing`). The answer is JSON text
with the game's version, or the answer kept for a retried Idempotency-Key.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from millie.api.core.calls import Call, lobby_without, seated, step
from millie.api.core.games import GameType
from millie.api.core.problems import Problem
from millie.api.core.times import now
from millie.api.core.tokens import hash_token
from millie.api.core.views import Caller, ViewKey
from millie.api.db import games as game_db
from millie.api.db.database import Tx
from millie.api.db.rows import GameRow
from millie.rules.game import Action, Event


@dataclass(frozen=True)
class Idempotency:
    """A POST's Idempotency-Key: who sent it (`scope`), the key as stored (its digest),
    what was asked, and the secret its answer is sealed under (api/core/sealed.py)."""

    scope: str
    key: str
    request_hash: str
    secret: str = field(default="", repr=False)


@dataclass(frozen=True)
class Request:
    """One request about one game: its type and id, and the caller's token (None: a
    spectator). A move's also carries the versions its If-Match accepts (None: any)
    and its Idempotency-Key."""

    gt: GameType
    game_id: str
    token: str | None = None
    if_match: frozenset[str] | None = None
    idempotency: Idempotency | None = None


@dataclass(frozen=True)
class Create:
    """A new game: its type, options (as the game's schema loaded them), seed and place
    in the lobby. `creator` (a digest of the client's address) may create `per_hour`
    games an hour (0: no limit)."""

    gt: GameType
    options: dict[str, Any]
    seed: int | None = None
    listed: bool = True
    idempotency: Idempotency | None = None
    creator: str | None = None
    per_hour: int = 0


@dataclass(frozen=True)
class Act:
    """One of the game's declared actions; `body` holds its path parameters too."""

    action: Action
    body: dict[str, Any]


@dataclass(frozen=True)
class Join:
    """Take a seat with the game's join fields."""

    fields: dict[str, Any]


@dataclass(frozen=True)
class Start:
    """Start the game (the host)."""


@dataclass(frozen=True)
class AddBot:
    """Seat a bot the server plays (the host). `fields`: the join fields as loaded
    (those sent, the name and the declared defaults); `sent`: the names of those sent,
    which the free seat's own (a character, a colour) do not override; `numbered`: the
    name is the default one, numbered if it looks like a seated player's."""

    policy: str
    min_delay: float
    max_delay: float
    fields: dict[str, Any]
    sent: frozenset[str]
    numbered: bool = False  # the default name: "Greedy bot 2" if "Greedy bot" is seated


@dataclass(frozen=True)
class Reissue:
    """A taken seat's token voided and a new one made (the host)."""

    seat: int


@dataclass(frozen=True)
class Remove:
    """A seat taken out of the lobby (the host)."""

    seat: int


Doing = Act | Join | Start | AddBot | Reissue | Remove


@dataclass(frozen=True)
class Answer:
    """What the store answers: JSON text; the version of the game it shows (None when
    it shows none, as a reissued token's); the game's id; whether it is the answer kept
    for a retried Idempotency-Key; and whether the caller already holds this version
    (If-None-Match: then `body` is empty); and how many times a move was made anew
    because another process moved its game first."""

    body: str
    version: int | None
    game_id: str
    replayed: bool = False
    unchanged: bool = False
    retries: int = 0  # times the move was made anew: another process moved first


@dataclass
class Move:
    """A game loaded for one request in core; `events` and `actions` are stored at
    commit. `state` is the engine's state, made from the stored document when first
    asked for (a view that comes from the cache never needs it). `rendered`: views
    rendered for this request, cached by the store once their version is committed."""

    tx: Tx
    gt: GameType
    game: GameRow
    caller: Caller
    now: float = 0.0
    player: str | None = None  # the player whose token the caller sent (docs/players.md)
    events: list[Event] = field(default_factory=list)
    actions: list[dict[str, Any]] = field(default_factory=list)
    rendered: list[tuple[ViewKey, int, str]] = field(default_factory=list)

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

    def seat_token(self, seat: int, token: str, name: str, player: str | None = None) -> None:
        """Give a new seat its token (only its hash is stored), its name and its player."""
        game_db.add_seat(self.tx, self.game.id, seat, hash_token(token), name, now(), player)

    def remove_seat(self, seat: int) -> str:
        """Take `seat` out of the lobby (its token void; the seats after it move up one,
        with their tokens and bots) and record it; the removed player's name."""
        game, tx = self.game, self.tx
        options = game_db.events(tx, game.id, 0, 1)[0].data["options"]
        calls = [Call.recorded(self.gt, row) for row in game_db.actions(tx, game.id)]
        if not 0 <= seat < len(seated(calls)):
            raise Problem("unknown_seat", f"Seat {seat} is not taken in this game.")
        name = str(seated(calls)[seat].body["name"])
        self.state = lobby_without(self.gt, options, game.seed, calls, seat)
        game_db.remove_seat(tx, game.id, seat)
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
        return game_db.set_token(self.tx, self.game.id, seat, hash_token(token))
