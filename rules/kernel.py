"""The kernel a game's engine builds on, so that the engine writes only its rules.

A state is a dataclass that extends `Table` (seed, shuffle counter, phase, players,
winners, timers and deadlines); a player is a dataclass that extends `Seat` (a name).
An engine is a class that extends `Kernel[State]`. The kernel gives it, with the
codes every game shares:

- the lobby: `join` (`game_started`, `game_full`, `bad_name`; the player made from the
  name and the `join_fields`), `start` (`already_started`, `not_enough_players` from
  `min_players`), `join_actions` and `host_actions`, and the host's `start` in `pending`;
- `status` from `phase` (`lobby` and `finished` are the kernel's, any other is active);
- `apply`: `not_a_player`, `unknown_action`, `wrong_phase` before the start,
  `game_finished` after the end, then the game's `check` and the move's function,
  found by name in the engine's `moves` (one map, no chain of names);
- the seeded shuffle (`shuffle`, `rng`): a counter in the state (`draws`), so seed +
  calls replay a game exactly (G1);
- timers in one place: `timers` holds the seconds per kind of decision (set from the
  options named in `timer_options`), `deadlines` the time each open decision's clock
  runs out, keyed as the engine's `timed` names them; `deadlines()` and `expire()` are
  derived from `timed` and `act_for` (rules/timers.py);
- `result` (scores, winners, a ranking with ties) from `scores` and `standing`;
- `to_dict` / `from_dict`: the state's dataclasses as JSON and back, the same document
  orjson writes for the state object itself.

What an engine writes: its state, `begin` (the deal), `moves`, `waiting` (the pending
decisions of an active game), `offered` (its moves' `legal_actions` entries: the kernel
adds each entry's label, in the words of the engine's `labels`), `view`, `score`,
`scores`, and what it needs of `check`, `check_join`, `timed`/`act_for`, `standing` and
`new_game` (options).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields, is_dataclass
from types import NoneType, UnionType
from typing import Any, ClassVar, Generic, TypeVar, Union, get_args, get_origin, get_type_hints

from millie.rules import timers
from millie.rules.game import (
    Event,
    IllegalAction,
    InvalidInput,
    Label,
    NotAllowed,
    Result,
    labelled,
    shuffled,
)
from millie.rules.timers import Timed

LOBBY, FINISHED = "lobby", "finished"
NAME_LIMIT = 40  # every game's: a seat's name has 1 to 40 characters


@dataclass
class Seat:
    """A player at the table; a game's player extends it with its own fields."""

    name: str


P = TypeVar("P", bound=Seat)


@dataclass
class Table(Generic[P]):
    """What every game's state holds; a game's state extends it (fields with defaults).

    `timers` and `deadlines` are the one place of a game's timers: the seconds each kind
    of decision gets (empty: no timers), and when each open decision's clock runs out
    (seconds since the epoch). The stored document keeps `deadlines` at its top level;
    the server reads it there. Dicts in a state have string keys (JSON's).
    """

    seed: int
    draws: int = 0  # how many times the seeded generator has been used (G1)
    phase: str = LOBBY
    players: list[P] = field(default_factory=list)  # by seat
    winners: list[int] = field(default_factory=list)  # set when the game ends
    timers: dict[str, float] = field(default_factory=dict)
    deadlines: dict[str, float] = field(default_factory=dict)


S = TypeVar("S", bound=Table[Any])
Move = Callable[[Any, int, dict[str, Any]], list[Event]]


LOBBY_LABELS: dict[str, Label] = {
    "join": lambda shown, seat, entry: "Join the game",
    "start": lambda shown, seat, entry: "Start the game",
}
"""The kernel's words for the lobby's entries, where a game has none of its own."""


def ranks(standing: list[Any]) -> list[int]:
    """Standard competition ranks ("1224") of each seat's standing, higher is better."""
    return [1 + sum(other > mine for other in standing) for mine in standing]


class Kernel(Generic[S]):
    """The engine's surface (rules/game.py `GameEngine`) for a state that extends
    `Table`; a subclass names its state as the type argument: `Kernel[State]`."""

    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    # The move functions by the names the declaration's actions give them:
    # move(state, seat, body) -> events.
    moves: ClassVar[Mapping[str, Move]] = {}
    timer_options: ClassVar[tuple[str, ...]] = ()  # options that are seconds of a timer
    joined: ClassVar[str] = "player_joined"  # the kind of the event a join makes
    # The player's fields a join sets beyond the name (the declaration's join fields),
    # told in the joined event.
    join_fields: ClassVar[tuple[str, ...]] = ()
    players_because: ClassVar[str] = ""  # why the player range is what it is
    phases: ClassVar[tuple[str, ...]] = ()  # every phase: a document with another is refused
    # The words of each action's entries (rules/game.py `labelled`): every move's, and
    # `join` and `start` where the game has words of its own for them (else the kernel's,
    # LOBBY_LABELS, which it adds here when the engine's class is made).
    labels: ClassVar[Mapping[str, Label]] = {}
    _state: ClassVar[type[Any]]  # the state's class: the subclass's type argument

    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        """The game as `seat` may see it (None: the host or a spectator)."""
        raise NotImplementedError

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for base in getattr(cls, "__orig_bases__", ()):
            if get_origin(base) is Kernel:
                (cls._state,) = get_args(base)
        unlabelled = sorted(set(cls.moves) - set(cls.labels))
        if unlabelled:  # found when the game is imported, not when a view is built
            raise TypeError(f"{cls.__name__}.labels has no words for {unlabelled}")
        cls.labels = {**LOBBY_LABELS, **cls.labels}

    # --- the lobby -----------------------------------------------------------------

    def new_game(self, options: dict[str, Any], seed: int) -> S:
        """A game in the lobby; options that are timers' seconds go to `timers`."""
        seconds = {k: float(options[k]) for k in self.timer_options if options.get(k) is not None}
        state: S = self._state(seed=seed, timers=seconds)
        return state

    def join(self, state: S, fields: dict[str, Any]) -> tuple[int, list[Event]]:
        """Seat a player made from the join fields (the player's fields of those names)."""
        if state.phase != LOBBY:
            raise IllegalAction("game_started", "The game has started; no more seats can be taken.")
        if len(state.players) >= self.max_players:
            raise IllegalAction("game_full", f"All {self.max_players} seats are taken.")
        name = fields["name"]
        if not name.strip() or len(name) > NAME_LIMIT:
            raise InvalidInput("bad_name", f"A name has 1 to {NAME_LIMIT} characters.")
        self.check_join(state, fields)
        chosen = {k: fields[k] for k in self.join_fields if k in fields}
        player = _player_type(self._state)(name=name, **chosen)
        seat = len(state.players)
        state.players.append(player)
        told = {k: getattr(player, k) for k in self.join_fields}
        return seat, [Event(self.joined, {"seat": seat, "name": name, **told})]

    def check_join(self, state: S, fields: dict[str, Any]) -> None:
        """Refuse a join the game forbids (a colour taken); the kernel's checks passed."""

    def start(self, state: S) -> list[Event]:
        if state.phase != LOBBY:
            raise IllegalAction("already_started", "The game has already started.")
        if len(state.players) < self.min_players:
            because = f" ({self.players_because})" if self.players_because else ""
            raise IllegalAction(
                "not_enough_players",
                f"This game needs {self.min_players} to {self.max_players} players{because}; "
                f"{len(state.players)} joined.",
            )
        return self.begin(state)

    def begin(self, state: S) -> list[Event]:
        """The deal: leave the lobby for the game's first phase."""
        raise NotImplementedError

    def join_actions(self, state: S) -> list[dict[str, Any]]:
        if state.phase != LOBBY or len(state.players) >= self.max_players:
            return []
        entries = self.seats_offered(state, f"Player {len(state.players) + 1}")
        return labelled(entries, state, None, self.view, self.labels)

    def seats_offered(self, state: S, name: str) -> list[dict[str, Any]]:
        """The `join` entries a newcomer may send, with a name for them."""
        free = {"name": {"type": "string", "min_length": 1, "max_length": NAME_LIMIT}}
        return [{"action": "join", "body": {"name": name}, "free": free}]

    def host_actions(self, state: S) -> list[dict[str, Any]]:
        if state.phase == LOBBY and len(state.players) >= self.min_players:
            return labelled([{"action": "start", "body": {}}], state, None, self.view, self.labels)
        return []

    def legal_actions(
        self, state: S, seat: int, shown: dict[str, Any] | None = None
    ) -> list[dict[str, Any]]:
        """What `seat` may do now (the engine's `offered`), each entry with its label,
        written from `shown` (the seat's view, when the caller has it already) or from
        a view made for the labels."""
        seen = self.view if shown is None else (lambda _state, _seat: shown)
        return labelled(self.offered(state, seat), state, seat, seen, self.labels)

    def offered(self, state: S, seat: int) -> list[dict[str, Any]]:
        """What `seat` may do now: {"action", "body"} (and "free", and the path
        parameters of the action, by their keys); the kernel adds the labels."""
        return []

    def status(self, state: S) -> str:
        return state.phase if state.phase in (LOBBY, FINISHED) else "active"

    def pending(self, state: S) -> list[dict[str, Any]]:
        if state.phase == LOBBY:
            ready = len(state.players) >= self.min_players
            return [{"seat": None, "decision": "start"}] if ready else []
        if state.phase == FINISHED:
            return []
        return self.waiting(state)

    def waiting(self, state: S) -> list[dict[str, Any]]:
        """The decisions an active game waits for: {"seat", "decision"}."""
        raise NotImplementedError

    # --- the moves -----------------------------------------------------------------

    def apply(self, state: S, seat: int | None, action: str, body: dict[str, Any]) -> list[Event]:
        if seat is None or not 0 <= seat < len(state.players):
            raise NotAllowed("not_a_player", "Only a seated player can act.")
        move = self.moves.get(action)
        if move is None:
            raise InvalidInput("unknown_action", f"No action {action!r} in this game.")
        if state.phase == LOBBY:
            raise IllegalAction("wrong_phase", "The game has not started yet.")
        if state.phase == FINISHED:
            raise IllegalAction("game_finished", "The game is over.")
        self.check(state, seat, body)
        return move(state, seat, body)

    def check(self, state: S, seat: int, body: dict[str, Any]) -> None:
        """Refuse what every move of the game refuses alike (another player's turn)."""

    # --- timers (rules/timers.py) ----------------------------------------------------

    def timed(self, state: S) -> list[Timed]:
        """The open decisions that have a clock; none for a game without timers."""
        return []

    def act_for(self, state: S, late: Timed) -> list[Event]:
        """Act for the player whose clock on `late` ran out."""
        raise NotImplementedError

    def deadlines(self, state: S) -> list[dict[str, Any]]:
        return timers.shown(state.deadlines, self.timed(state))

    def expire(self, state: S, now: float) -> list[Event]:
        return timers.expire(state, now, self.timed, self.act_for)

    # --- the end -------------------------------------------------------------------

    def scores(self, state: S) -> Sequence[float]:
        """Each seat's score, for ratings."""
        raise NotImplementedError

    def standing(self, state: S) -> list[Any]:
        """Each seat's place in the ranking, as comparable keys (higher is better);
        by default the winners first, then the scores."""
        won = set(state.winners)
        return [(s in won, score) for s, score in enumerate(self.scores(state))]

    def result(self, state: S) -> Result | None:
        """A finished game's scores, winners and ranks (with ties); None before."""
        if state.phase != FINISHED:
            return None
        return {
            "scores": list(self.scores(state)),
            "winners": list(state.winners),
            "ranks": ranks(self.standing(state)),
        }

    # --- the stored document -------------------------------------------------------

    def to_dict(self, state: S) -> dict[str, Any]:
        """The stored document: the same as orjson writes for the state itself."""
        doc: dict[str, Any] = _codec(self._state)[0](state)
        return doc

    def from_dict(self, doc: dict[str, Any]) -> S:
        if self.phases and doc.get("phase") not in self.phases:
            raise ValueError(f"unknown phase {doc.get('phase')!r}")
        state: S = _codec(self._state)[1](doc)
        return state


def shuffle(state: Table[Any], items: list[str]) -> list[str]:
    """A shuffled copy of `items`, from the seed and the state's counter (G1)."""
    out = shuffled(state.seed, state.draws, items)
    state.draws += 1
    return out


def rng(state: Table[Any]) -> random.Random:
    """The game's generator at the state's counter, for a die or a choice (G1)."""
    state.draws += 1
    return random.Random(f"{state.seed}:{state.draws - 1}")


# --- dataclasses to JSON and back ---------------------------------------------------
#
# Each dataclass gets, once, a writer and a reader made from its fields' types: a field
# of plain values (str, int, float, bool, None) is taken as it is, a list or dict is
# copied, a dataclass is written or read by its own pair, and a value typed `Any` is
# copied through (lists and dicts at any depth). The state is changed in place, so
# neither a document nor a state ever shares a list with the other.

Convert = Callable[[Any], Any]
_CODECS: dict[type, tuple[Convert, Convert]] = {}
_FLAT: dict[type, bool] = {}  # a dataclass whose fields are all plain values
PLAIN = (str, int, float, bool, NoneType)
SCALARS = frozenset(PLAIN)


def _codec(cls: type) -> tuple[Convert, Convert]:
    """The writer and the reader of a dataclass."""
    known = _CODECS.get(cls)
    if known is not None:
        return known
    hints = _hints(cls)
    pairs = [(f.name, _pair(hints[f.name])) for f in fields(cls)]
    writers = [(name, pair[0]) for name, pair in pairs if pair is not None]
    readers = [(name, pair[1]) for name, pair in pairs if pair is not None]
    _FLAT[cls] = not writers

    def write(obj: Any) -> dict[str, Any]:
        doc: dict[str, Any] = vars(obj).copy()  # the fields in order, as orjson writes them
        for name, convert in writers:
            doc[name] = convert(doc[name])
        return doc

    def read(doc: dict[str, Any]) -> Any:
        if not readers:
            return cls(**doc)
        values = doc.copy()
        for name, convert in readers:
            if name in values:
                values[name] = convert(values[name])
        return cls(**values)

    _CODECS[cls] = (write, read)
    return write, read


def _copied(value: Any) -> Any:
    """A value of any JSON shape, its lists and dicts copied at every depth."""
    if isinstance(value, list):
        return [v if type(v) in SCALARS else _copied(v) for v in value]
    if isinstance(value, dict):
        return {k: v if type(v) in SCALARS else _copied(v) for k, v in value.items()}
    return value


def _pair(tp: Any) -> tuple[Convert, Convert] | None:
    """How to write and read a field of type `tp`; None: as it is (a plain value)."""
    origin, args = get_origin(tp), get_args(tp)
    if isinstance(tp, type) and is_dataclass(tp):
        return _codec(tp)
    if tp is Any:
        return _copied, _copied
    if origin is list:
        item = _pair(args[0])
        if item is None:
            return list, list
        if item == (_copied, _copied):
            return item
        flat = args[0]
        if isinstance(flat, type) and is_dataclass(flat) and _FLAT[flat]:
            # a list of dataclasses of plain fields (a row's slots): one step, not two
            return (lambda v: [vars(x).copy() for x in v]), (lambda v: [flat(**x) for x in v])
        write_item, read_item = item
        return (lambda v: [write_item(x) for x in v]), (lambda v: [read_item(x) for x in v])
    if origin is dict:
        value = _pair(args[1])
        if value is None:
            return dict, dict
        if value == (_copied, _copied):
            return value
        write_value, read_value = value
        return (
            lambda v: {k: write_value(x) for k, x in v.items()},
            lambda v: {k: read_value(x) for k, x in v.items()},
        )
    if origin in (Union, UnionType):
        some = [a for a in args if a is not NoneType]
        if len(some) == 1 and NoneType in args:
            inner = _pair(some[0])
            if inner is None:
                return None
            write_some, read_some = inner
            return (
                lambda v: None if v is None else write_some(v),
                lambda v: None if v is None else read_some(v),
            )
    if tp in PLAIN:
        return None
    return _copied, _copied


_PLAYERS: dict[type, type] = {}


def _player_type(state_type: type) -> type:
    """The player's dataclass of a state type (its `players: list[Player]`)."""
    player = _PLAYERS.get(state_type)
    if player is None:
        player = _PLAYERS[state_type] = get_args(_hints(state_type)["players"])[0]
    return player


def _hints(cls: type) -> dict[str, Any]:
    """A dataclass's field types, with its bases' type variables bound (players: P)."""
    bound: dict[Any, Any] = {}
    for klass in reversed(cls.__mro__):
        for base in getattr(klass, "__orig_bases__", ()):
            origin = get_origin(base)
            if origin is not None and hasattr(origin, "__parameters__"):
                bound.update(zip(origin.__parameters__, get_args(base), strict=False))
    return {k: _bind(t, bound) for k, t in get_type_hints(cls).items()}


def _bind(tp: Any, bound: dict[Any, Any]) -> Any:
    if isinstance(tp, TypeVar):
        return bound.get(tp, Any)
    if get_origin(tp) is list:
        return list[_bind(get_args(tp)[0], bound)]  # type: ignore[misc]
    return tp
