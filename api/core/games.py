"""The games an app hosts (its registry): those `create_app(games=...)` is given, or by
default every `Game` registered in the entry-point group `millie.games` (rules/game.py;
docs/writing-a-game.md), checked once when the app is made.

`MILLIE_GAMES` (comma-separated entry-point names) serves only those of the installed
games; by default every installed game is served. A declaration or engine that does not
fit stops the server with a message naming the game: a broken plug-in is found at
startup, not by a player. Nothing here is module state: each app holds its registry.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator, Mapping
from importlib.metadata import entry_points
from typing import Any, Protocol

from millie import policies
from millie.api.db.engine import dumps
from millie.rules.game import Action, Field, Game, GameEngine
from millie.rules.kernel import Kernel

GROUP = "millie.games"
GameType = Game  # the API's name for a hosted game
SLUG = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")
NAME = re.compile(r"[a-z][a-z0-9_-]*")
PATH = re.compile(r"[a-z0-9-]+(/(\{[a-z_][a-z0-9_]*\}|[a-z0-9-]+))*")
OPERATION = re.compile(r"[a-z][a-z0-9_]*")
TYPES = {"string", "integer", "number", "boolean"}
STATUSES = {403, 404, 409, 422}  # NotAllowed, Unknown, IllegalAction, InvalidInput
SURFACE = tuple(name for name in GameEngine.__dict__ if not name.startswith("_"))
SHARED_OPERATIONS = {
    "create_game",
    "join_game",
    "start_game",
    "get_game",
    "get_score",
    "export_game",
    "list_games",
    "list_events",
    "stream_events",
    "add_bot",
    "reissue_token",
    "remove_player",
}


class GameLoadError(RuntimeError):
    """A registered game that cannot be served, with what is wrong with it."""


class EntryPoint(Protocol):
    """An entry point of the group, as importlib.metadata gives it."""

    @property
    def name(self) -> str: ...

    @property
    def value(self) -> str: ...

    def load(self) -> Any: ...


class Registry(Mapping[str, Game]):
    """The games one app serves, by slug, checked together (the problem catalogue they
    make with the server's own codes is the HTTP wing's: api/http/problems.py)."""

    def __init__(self, games: Mapping[str, Game]) -> None:
        self._games = dict(games)

    def __getitem__(self, slug: str) -> Game:
        return self._games[slug]

    def __iter__(self) -> Iterator[str]:
        return iter(self._games)

    def __len__(self) -> int:
        return len(self._games)

    def __repr__(self) -> str:
        return f"Registry({list(self._games)})"


def registry(games: Mapping[str, Game] | Iterable[Game] | None = None) -> Registry:
    """The games an app serves: these (a mapping or a list of declarations), or by
    default the installed ones (`MILLIE_GAMES` chooses among them)."""
    if games is None:
        return installed()
    if isinstance(games, Registry):
        return games
    listed = games.values() if isinstance(games, Mapping) else games
    return register((f"game {getattr(g, 'slug', g)!r}", g) for g in listed)


def installed() -> Registry:
    """The games installed in this environment (`MILLIE_GAMES` chooses among them)."""
    return load(entry_points(group=GROUP), os.environ.get("MILLIE_GAMES"))


def load(found: Iterable[EntryPoint], only: str | None = None) -> Registry:
    """The games of these entry points (or only those named in `only`), by slug."""
    found = list({(p.name, p.value): p for p in found}.values())  # each once
    wanted = [n.strip() for n in only.split(",") if n.strip()] if only else []
    if wanted:  # in the order named: the document lists them so
        found = sorted((p for p in found if p.name in wanted), key=lambda p: wanted.index(p.name))
    loaded: list[tuple[str, Any]] = []
    for point in found:
        label = f"game {point.name!r} ({point.value})"
        try:
            loaded.append((label, point.load()))
        except Exception as error:
            raise GameLoadError(f"{label} does not load: {error!r}") from error
    missing = set(wanted) - {p.name for p in found}
    if missing:
        raise GameLoadError(f"MILLIE_GAMES names games not installed: {sorted(missing)}")
    return register(loaded)


def register(games: Iterable[tuple[str, Any]]) -> Registry:
    """These declarations (each with the label an error names it by), checked alone and
    together: one slug and one operationId each; a clash names both games."""
    by_slug: dict[str, Game] = {}
    owners = dict.fromkeys(SHARED_OPERATIONS, "the server's shared endpoints")
    for label, game in games:
        try:
            check(game)
            if game.slug in by_slug:
                raise GameLoadError(f"the slug {game.slug!r} is registered twice")
            for operation_id in {a.operation_id for a in game.actions}:
                owner = owners.setdefault(operation_id, label)
                if owner != label:
                    raise GameLoadError(f"operationId {operation_id!r} is taken by {owner}")
        except GameLoadError as error:
            raise GameLoadError(f"{label}: {error}") from None
        by_slug[game.slug] = game
    return Registry(by_slug)


def check(game: Any) -> None:
    """Refuse a declaration the server cannot serve, saying why."""
    if not isinstance(game, Game):
        raise GameLoadError(f"the entry point must name a millie.rules.game.Game, not {game!r}")
    if not SLUG.fullmatch(game.slug):
        raise GameLoadError(f"the slug {game.slug!r} must be lowercase words joined by '-'")
    missing = [name for name in SURFACE if not callable(getattr(game.engine, name, None))]
    if missing:
        raise GameLoadError(f"the engine lacks {', '.join(missing)} (rules/game.py GameEngine)")
    if not 1 <= game.min_players <= game.max_players:
        raise GameLoadError("the player range must be 1 <= min_players <= max_players")
    if "name" not in game.join:
        raise GameLoadError('the join fields must have "name"')
    if not set(game.people_decide) <= set(game.decisions):
        raise GameLoadError("people_decide must name decisions of `decisions`")
    for where, fields in (("options", game.options), ("join", game.join)):
        _check_fields(where, fields)
    for code, (status, meaning) in game.refusals.items():
        if status not in STATUSES or not meaning:
            raise GameLoadError(f"refusal {code!r} needs a status of {sorted(STATUSES)}")
    names, operations = set(), set()
    for action in game.actions:
        _check_action(game, action)
        if action.name in names:
            raise GameLoadError(f"the action {action.name!r} is declared twice")
        names.add(action.name)
        if action.operation_id in operations:
            raise GameLoadError(f"the operationId {action.operation_id!r} is declared twice")
        operations.add(action.operation_id)


def _check_fields(where: str, fields: Mapping[str, Any]) -> None:
    for name, f in fields.items():
        if not isinstance(f, Field) or f.type not in TYPES or not NAME.fullmatch(name):
            raise GameLoadError(f"{where} field {name!r} must be a Field of a JSON type")


def _check_action(game: Game, action: Action) -> None:
    label = f"action {action.name!r}"
    if not OPERATION.fullmatch(action.operation_id):
        raise GameLoadError(f"{label}: operation_id must be snake_case")
    path = action.path or action.name
    if not PATH.fullmatch(path):
        raise GameLoadError(f"{label}: the path {path!r} must be words and {{param}}s")
    in_path = set(re.findall(r"\{(\w+)\}", path))
    if in_path != {p.name for p in action.params}:
        raise GameLoadError(f"{label}: declare exactly the path's parameters {sorted(in_path)}")
    clash = {p.key for p in action.params} & set(action.fields)
    if clash:
        raise GameLoadError(f"{label}: {sorted(clash)} is both a path parameter and a field")
    _check_fields(label, action.fields)
    if action.by not in ("seat", "host"):
        raise GameLoadError(f"{label}: `by` is 'seat' or 'host'")


def policy_names(game: Game) -> tuple[str, ...]:
    """The bot policies a game offers: the random bot (it plays any game), then those the
    game declares."""
    return policies.names(game)


def state_json(engine: GameEngine, state: Any) -> str:
    """A state as stored: the JSON text of its engine's `to_dict`. An engine on the kernel
    that keeps the kernel's own `to_dict` stores what orjson writes for the state itself
    (tests/rules/test_kernel.py holds the two alike), so the text is written from the
    state without building the document first."""
    if isinstance(engine, Kernel) and type(engine).to_dict is Kernel.to_dict:
        return dumps(state)
    return dumps(engine.to_dict(state))
