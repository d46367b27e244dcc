"""What every game engine shares: events, refusals, the seeded shuffle, the engine's
surface (`GameEngine`) and the declaration of a game's facts (`Game`). The kernel
(rules/kernel.py) is the easy way to offer that surface, not the only one.

A game is a plug-in: its package declares a `Game` (slug, title, player range, option
and join fields, actions, refusal codes) with an engine that offers the `GameEngine`
surface, and registers it in the entry-point group `millie.games`. The server reads
nothing else about it (docs/writing-a-game.md).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources
from typing import Any, Literal, Protocol, TypedDict, TypeGuard

MAX_SEED = 2**53 - 1  # G1: a game's seed, 0 to this (it survives a JavaScript number)


@dataclass(slots=True)
class Event:
    """Something that happened, told to everyone; `secret` is told to seat `secret_to` only.

    Keeping the secret part inside the public event (rather than as a separate private
    event) means sequence numbers have no gaps that would hint at hidden happenings.
    """

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    secret: dict[str, Any] | None = None
    secret_to: int | None = None


class Refusal(Exception):
    """An action the engine will not apply; the state is left untouched by the caller."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail


class IllegalAction(Refusal):
    """The move is not legal in the current state (HTTP 409)."""


class NotAllowed(Refusal):
    """The caller's seat may not make this move at all (HTTP 403)."""


class Unknown(Refusal):
    """The move names a thing (a squabble, say) the game has never had (HTTP 404)."""


class InvalidInput(Refusal):
    """The move names something that does not exist in this game (HTTP 422)."""


def shuffled(seed: int, position: int, items: list[str]) -> list[str]:
    """A copy of `items` shuffled by the game's generator at `position` (G1).

    Each shuffle derives its own generator from the game seed and a counter kept in the
    state, so seed + actions replay exactly and the stored state stays small.
    """
    out = list(items)
    random.Random(f"{seed}:{position}").shuffle(out)
    return out


def schema_data(package: str, name: str = "schemas.json") -> dict[str, Any]:
    """A game's answer shapes (`Game.schemas`), from a JSON file of its package."""
    data: dict[str, Any] = json.loads(resources.files(package).joinpath(name).read_text())
    return data


def package_folder(package: str, name: str) -> str:
    """A folder of a game's package data (its web table, say), as a path on this machine."""
    return str(resources.files(package).joinpath(name))


def package_file(package: str, name: str) -> str:
    """A file of a game's package data (its rules page, say), as a path on this machine."""
    return str(resources.files(package).joinpath(name))


def is_int(value: Any) -> TypeGuard[int]:
    """A seat, slot or count: an int, and not a bool (JSON's true is no seat)."""
    return isinstance(value, int) and not isinstance(value, bool)


# --- the engine's surface -------------------------------------------------------------


class Result(TypedDict):
    """How a finished game ended, for ratings: per seat (by index) its score and its
    rank in standard competition ranking (ties share a rank, the next is skipped:
    1, 2, 2, 4), and the winners' seats (a game may end with none: Q10)."""

    scores: list[float]
    winners: list[int]
    ranks: list[int]


class GameEngine(Protocol):
    """What the server calls, and nothing else. `state` is the engine's own object; it
    has `players` (one entry per seat) and `timers` (seconds per kind of decision, {} for
    none); its stored document (`to_dict`) has `players`, each with a `name` (the lobby
    lists them), and `deadlines` (name -> time) while a timer runs. Randomness comes
    from the seed and a counter kept in the state (`shuffled`), so seed + calls replay a
    game exactly. Secrets leave the engine only through `view` (per seat) and an event's
    `secret` part (for `secret_to` only). A move the rules do not allow raises a
    `Refusal` whose code the game declares, and changes nothing. The server stores the
    state object as orjson writes it, which must be the same document as `to_dict`'s
    (a dataclass state is). rules/kernel.py's `Kernel` offers all of it for a state
    that extends its `Table`."""

    def new_game(self, options: dict[str, Any], seed: int) -> Any:
        """A game in the lobby, with the options its declaration's fields allow."""
        ...

    def join(self, state: Any, fields: dict[str, Any]) -> tuple[int, list[Event]]:
        """Seat a player with the join fields: their new seat, and the events."""
        ...

    def start(self, state: Any) -> list[Event]: ...

    def status(self, state: Any) -> str:
        """lobby, active or finished."""
        ...

    def pending(self, state: Any) -> list[dict[str, Any]]:
        """The decisions the game waits for: {"seat": int | None, "decision": str}."""
        ...

    def legal_actions(self, state: Any, seat: int) -> list[dict[str, Any]]:
        """What `seat` may do now: {"action", "label", "body"} (and "free", and the path
        parameters of the action, by their keys); `labelled` writes the labels."""
        ...

    def host_actions(self, state: Any) -> list[dict[str, Any]]:
        """The host's moves ("start"), as `legal_actions` entries."""
        ...

    def join_actions(self, state: Any) -> list[dict[str, Any]]:
        """How someone without a seat may join now, as `legal_actions` entries."""
        ...

    def apply(self, state: Any, seat: int | None, action: str, body: dict[str, Any]) -> list[Event]:
        """Make a move; `body` holds the request's fields and the path's parameters."""
        ...

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        """The game as `seat` may see it (None: the host or a spectator)."""
        ...

    def score(self, state: Any, seat: int | None) -> dict[str, Any]: ...

    def result(self, state: Any) -> Result | None:
        """A finished game's scores, winners and ranks; None while it is not finished."""
        ...

    def deadlines(self, state: Any) -> list[dict[str, Any]]:
        """Open timers: {"seat", "decision", "at"}; [] for a game without timers."""
        ...

    def expire(self, state: Any, now: float) -> list[Event]:
        """Act for the late players whose deadlines are before `now`."""
        ...

    def to_dict(self, state: Any) -> dict[str, Any]: ...

    def from_dict(self, doc: dict[str, Any]) -> Any: ...


# --- labels: what a legal action does, in the game's words -------------------------------

Label = Callable[[dict[str, Any], int | None, dict[str, Any]], str]
"""The words for one `legal_actions` entry, from the view of the seat it is for (that
seat, or None for the host and spectators) and the entry itself. Written from the view
alone, a label cannot say what the seat may not see: a "$?" stays "$?"."""


def labelled(
    entries: list[dict[str, Any]],
    state: Any,
    seat: int | None,
    view: Callable[[Any, int | None], dict[str, Any]],
    labels: Mapping[str, Label],
) -> list[dict[str, Any]]:
    """Each entry with its `label`, in the words `labels` has for its action, written
    from `view(state, seat)`: what the seat the entries are for may see (None: the host
    or a spectator). Each entry is copied, so entries an engine shares between calls
    stay as they were."""
    if not entries:
        return entries
    shown = view(state, seat)
    return [
        {"action": entry["action"], "label": labels[entry["action"]](shown, seat, entry), **entry}
        for entry in entries
    ]


# --- the declaration of a game --------------------------------------------------------

FieldType = Literal["string", "integer", "number", "boolean"]
NO_DEFAULT: Any = object()  # a Field without a default: absent stays absent


@dataclass(frozen=True)
class Field:
    """A field of a request body: its JSON type and limits (the vocabulary of
    `legal_actions`' `free`). Strict: an integer is no bool, a number no string."""

    type: FieldType
    required: bool = False
    default: Any = NO_DEFAULT  # filled in when absent
    nullable: bool = False
    min: float | None = None  # integers and numbers
    max: float | None = None
    min_length: int | None = None  # strings
    max_length: int | None = None
    choices: tuple[Any, ...] | None = None
    description: str | None = None
    example: Any = None


@dataclass(frozen=True)
class Param:
    """A path parameter of an action (a non-negative integer, such as `{n}`): the engine
    reads it from the body under `key`, and names it so in `legal_actions` entries."""

    name: str
    key: str
    description: str


@dataclass(frozen=True)
class Action:
    """One move, as the HTTP API offers it: `POST /v1/<slug>/games/<id>/<path>`."""

    name: str  # `apply`'s action, `legal_actions`' "action", a kernel engine's `moves` key
    operation_id: str  # unique across every game
    doc: str  # a summary line, a blank line, then the description
    fields: Mapping[str, Field] = field(default_factory=dict)
    body: str = ""  # its body in the document, after the game: "Pick" is HighcardPickBody
    example: dict[str, Any] = field(default_factory=dict)
    codes: tuple[str, ...] = ()  # the refusals it may answer, beyond the shared ones
    path: str = ""  # under the game; default: the action's name
    params: tuple[Param, ...] = ()
    by: Literal["seat", "host"] = "seat"
    # A rule across fields: an error message, or None when the body is fine.
    check: Callable[[dict[str, Any]], str | None] | None = None


@dataclass(frozen=True)
class Game:
    """A game's facts, declared once by its package; the server reads nothing else."""

    slug: str  # its URLs: /v1/<slug>/games
    title: str
    description: str  # one line, for the API's documentation
    engine: GameEngine
    min_players: int
    max_players: int
    options: Mapping[str, Field] = field(default_factory=dict)
    join: Mapping[str, Field] = field(default_factory=dict)  # "name" is every game's
    actions: tuple[Action, ...] = ()
    decisions: tuple[str, ...] = ("start",)  # the `decision` names of `pending`
    # Decisions server-hosted bots leave to the people when any sit at the table.
    people_decide: tuple[str, ...] = ()
    # Every refusal code the engine raises beyond the server's own: (HTTP status, meaning).
    # 403 for NotAllowed, 404 for Unknown, 409 for IllegalAction, 422 for InvalidInput.
    refusals: Mapping[str, tuple[int, str]] = field(default_factory=dict)
    join_codes: tuple[str, ...] = ()  # the refusals a join may answer
    start_codes: tuple[str, ...] = ()  # the refusals a start may answer
    # Bot policies of its own (name -> a maker given a random.Random), the weakest first;
    # "random" is free.
    policies: Mapping[str, Callable[[random.Random], Any]] = field(default_factory=dict)
    # The shape of its answers as JSON Schema (`schema_data`): its view's own fields
    # ("view"), its score's ("score"), its events' secret parts ("secret") and the shapes
    # they name ("components", by their names in the API's document). Empty: the document
    # shows what every view and score has, the game's own fields left open.
    schemas: Mapping[str, Any] = field(default_factory=dict)
    # Its web table (`package_folder`), if it has one: a folder of package data whose
    # page.html (a Jinja template, given `slug` and `title`) is served at /play/<slug>
    # and whose other files at /play/<slug>/<file>. Without one, the game is played at
    # the generic table, drawn from its views and labelled legal actions.
    table: str | None = None
    # Its rules for players (`package_file`): a Markdown file of package data, served as
    # a page at /docs/rules/<slug> and linked from its table's "How to play".
    rules: str | None = None

    @cached_property
    def _actions(self) -> dict[str, Action]:
        return {a.name: a for a in self.actions}

    def action(self, name: str) -> Action | None:
        return self._actions.get(name)
