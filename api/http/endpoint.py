"""What every endpoint shares: the game store, the caller's token, conditional and
idempotent requests, and the answers."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from typing import Any

from flask import Flask, Response, current_app, request
from marshmallow import ValidationError
from werkzeug.routing import BaseConverter

from millie.api.core.games import GameType, Registry
from millie.api.core.moves import Answer, Move
from millie.api.core.problems import Problem
from millie.api.core.sealed import key_digest
from millie.api.core.store import KEEP_ANSWERS, GameStore, Idempotency
from millie.api.core.tokens import hash_token
from millie.api.db.engine import dumps
from millie.rules.game import Action


class Store:
    """The game store as a Flask extension: `init_app` connects it to the app's
    database; each request finds it as `store.games`."""

    def init_app(self, app: Flask) -> None:
        hours = float(app.config.get("IDEMPOTENCY_KEY_HOURS", KEEP_ANSWERS / timedelta(hours=1)))
        app.extensions["millie"] = GameStore.connect(
            app.config["DATABASE_URL"], keep_answers=timedelta(hours=hours)
        )

    @property
    def games(self) -> GameStore:
        games: GameStore = current_app.extensions["millie"]
        return games


store = Store()

GAME_ID = re.compile(r"[0-9a-f]{16}")


GAMES = "millie.games"  # app.extensions[GAMES]: the app's registry (create_app)


def hosted(app: Flask | None = None) -> Registry:
    """The games this app serves: the registry `create_app` was given."""
    games: Registry = (app or current_app).extensions[GAMES]
    return games


class GameTypeConverter(BaseConverter):
    """`/v1/<game_type>/...`: only the slugs of the app's registry route; others are 404.
    Each app has its own subclass (`serving`), made from its registry."""

    games: Registry

    @classmethod
    def serving(cls, games: Registry) -> type[GameTypeConverter]:
        """The converter of an app serving these games."""
        regex = "|".join(re.escape(slug) for slug in games) or "(?!)"  # no games: none
        return type(cls.__name__, (cls,), {"games": games, "regex": regex})

    def to_python(self, value: str) -> GameType:
        return self.games[value]

    def to_url(self, value: Any) -> str:
        return value.slug if isinstance(value, GameType) else str(value)


def bearer_token() -> str | None:
    """The caller's token, or None (a spectator); a malformed header is refused."""
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip() or len(token) > 200:
        raise Problem(401, "invalid_token", "The Authorization header must be 'Bearer <token>'.")
    return token.strip()


def require_token(token: str | None) -> None:
    if token is None:
        raise Problem(401, "missing_token", "Send your token as 'Authorization: Bearer <token>'.")


def game_id_or_404(game_id: str, gt: GameType) -> str:
    if not GAME_ID.fullmatch(game_id):
        raise Problem(404, "unknown_game", f"There is no {gt.title} game with that id.")
    return game_id


def if_match() -> Any:
    """`If-Match: "<version>"`: the move applies only to that version (else 412)."""
    header = request.headers.get("If-Match")
    if header is None or header.strip() == "*":
        return None
    tags = {tag.strip().removeprefix("W/").strip('"') for tag in header.split(",")}
    return lambda version: str(version) in tags


IDEMPOTENCY_KEY = re.compile(r"[\x21-\x7e]{1,255}")
SHORTEST_KEY_WITHOUT_TOKEN = 16


def idempotency(token: str | None) -> Idempotency | None:
    """A POST's `Idempotency-Key`, scoped to its token (or, without one, to the client
    address), with a hash of what was asked: the same key for another request is a 422.

    Without a token, clients behind one address share a scope: a key shorter than 16
    characters (one two clients might both pick) is refused. The answer is sealed under
    the key and the token (api/core/sealed.py); the database keeps only their digests."""
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    if not IDEMPOTENCY_KEY.fullmatch(key):
        raise Problem(
            422,
            "bad_idempotency_key",
            "An Idempotency-Key has 1 to 255 printable ASCII characters, no spaces.",
        )
    if not token and len(key) < SHORTEST_KEY_WITHOUT_TOKEN:
        raise Problem(
            422,
            "short_idempotency_key",
            f"Without a token, an Idempotency-Key needs {SHORTEST_KEY_WITHOUT_TOKEN} "
            "characters or more: send a random one, such as a UUID.",
        )
    scope = hash_token(token) if token else hash_token(f"ip:{request.remote_addr}")
    parsed = request.get_json(silent=True)
    body = (
        json.dumps(parsed, sort_keys=True) if parsed is not None else request.get_data(as_text=True)
    )
    asked = f"{request.method} {request.path}\n{body}"
    asked_hash = hashlib.sha256(asked.encode()).hexdigest()
    return Idempotency(scope, key_digest(key), asked_hash, secret=f"{key}\n{token or ''}")


@contextmanager
def host_move(gt: GameType, game_id: str, doing: str) -> Iterator[Move]:
    """A move only the host's token may make (start, seat a bot, reissue or remove a
    seat); anyone else is 403 `not_host`: "Only the host's token can <doing>."."""
    token = bearer_token()
    key = idempotency(token)
    with store.games.move(gt, game_id_or_404(game_id, gt), token, if_match(), key) as move:
        if not move.caller.host:
            require_token(token)
            raise Problem(403, "not_host", f"Only the host's token can {doing}.")
        yield move


def loaded(schema: Any, body: dict[str, Any]) -> dict[str, Any]:
    """`body` loaded by a game type's own schema (a 422 that lists what does not fit)."""
    try:
        result: dict[str, Any] = schema.load(body)
    except ValidationError as error:
        raise Problem(
            422, "invalid_body", "The request body does not fit the schema.", errors=error.messages
        ) from None
    return result


def json_answer(body: dict[str, Any], status: int = 200, version: int | None = None) -> Answer:
    """A JSON answer, with the game's version as its ETag."""
    headers = {"Content-Type": "application/json"}
    if version is not None:
        headers["ETag"] = f'"{version}"'
    return Answer(dumps(body), status, headers)


def view_answer(move: Move, status: int = 200) -> Answer:
    """The caller's view of the game (cached per version), its version as the ETag."""
    headers = {"Content-Type": "application/json", "ETag": f'"{move.game.version}"'}
    return Answer(store.games.view_text(move), status, headers)


def response(answer: Answer) -> Response:
    return Response(answer.body, status=answer.status, headers=answer.headers)


def json_response(body: dict[str, Any], status: int = 200, version: int | None = None) -> Response:
    return response(json_answer(body, status, version))


def act(gt: GameType, game_id: str, action: Action, body: dict[str, Any]) -> Response:
    """Make one move through the game's engine, in one locked transaction: a seat's (or,
    for an action the host sends, the host's)."""
    token = bearer_token()
    key = idempotency(token)
    with store.games.move(gt, game_id_or_404(game_id, gt), token, if_match(), key) as move:
        seat = move.caller.seat
        if action.by == "host" and not move.caller.host:
            require_token(token)
            raise Problem(403, "not_host", "Only the host's token can do this.")
        if action.by == "seat" and seat is None:
            require_token(token)
            raise Problem(403, "not_a_player", "Only a seated player can make moves; join first.")
        move.act(action.name, seat if action.by == "seat" else None, body)
        move.respond = lambda: view_answer(move)
    return answered(move)


def answered(move: Move) -> Response:
    """The answer the endpoint's `move.respond` made, as a Response."""
    assert move.answer is not None
    return response(move.answer)
