"""What every endpoint shares: the game store, the caller's token, conditional and
idempotent requests, and the answers.

An endpoint is one straight call: it parses and authenticates the request into a
request value (api/core/moves.py), the store answers it with an answer value, and
`answered` makes that the HTTP response.
"""

from __future__ import annotations

import hashlib
import json
import re
from datetime import timedelta
from typing import Any

from flask import Flask, Response, current_app, g, request
from marshmallow import ValidationError
from werkzeug.routing import BaseConverter

from millie.api.core.games import GameType, Registry
from millie.api.core.moves import Act, Answer, Idempotency, Request
from millie.api.core.players import PlayerStore
from millie.api.core.problems import Problem
from millie.api.core.sealed import key_digest
from millie.api.core.seeks import Matchmaker
from millie.api.core.store import KEEP_ANSWERS, GameStore
from millie.api.core.tokens import hash_token
from millie.api.db.engine import dumps
from millie.rules.game import Action


class Store:
    """The game store as a Flask extension: `init_app` connects it to the app's
    database; each request finds it as `store.games`."""

    def init_app(self, app: Flask) -> None:
        hours = float(app.config.get("IDEMPOTENCY_KEY_HOURS", KEEP_ANSWERS / timedelta(hours=1)))
        games = app.extensions["millie"] = GameStore.connect(
            app.config["DATABASE_URL"], keep_answers=timedelta(hours=hours)
        )
        app.extensions["millie.players"] = PlayerStore(games)

    @property
    def games(self) -> GameStore:
        games: GameStore = current_app.extensions["millie"]
        return games

    @property
    def seeks(self) -> Matchmaker:
        config = current_app.config
        return Matchmaker(
            self.games, float(config["MILLIE_SEEK_SECONDS"]), int(config["MILLIE_SEEKS_PER_PLAYER"])
        )

    @property
    def players(self) -> PlayerStore:
        players: PlayerStore = current_app.extensions["millie.players"]
        return players


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
        raise Problem("invalid_token", "The Authorization header must be 'Bearer <token>'.")
    return token.strip()


def game_id_or_404(game_id: str, gt: GameType) -> str:
    if not GAME_ID.fullmatch(game_id):
        raise Problem("unknown_game", f"There is no {gt.title} game with that id.")
    return game_id


def if_match() -> frozenset[str] | None:
    """`If-Match: "<version>"`: the versions a move may apply to (None: any)."""
    header = request.headers.get("If-Match")
    if header is None or header.strip() == "*":
        return None
    return frozenset(tag.strip().removeprefix("W/").strip('"') for tag in header.split(","))


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
            "bad_idempotency_key",
            "An Idempotency-Key has 1 to 255 printable ASCII characters, no spaces.",
        )
    if not token and len(key) < SHORTEST_KEY_WITHOUT_TOKEN:
        raise Problem(
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


def reading(gt: GameType, game_id: str) -> Request:
    """A read of the game: its id (a malformed one is 404) and the caller's token."""
    return Request(gt, game_id_or_404(game_id, gt), bearer_token())


def moving(gt: GameType, game_id: str) -> Request:
    """A move of the game: a read's facts, If-Match and the Idempotency-Key."""
    token = bearer_token()
    key = idempotency(token)
    return Request(gt, game_id_or_404(game_id, gt), token, if_match(), key)


def loaded(schema: Any, body: dict[str, Any], partial: tuple[str, ...] = ()) -> dict[str, Any]:
    """`body` loaded by a game type's own schema (a 422 that lists what does not fit);
    the fields named in `partial` may be missing."""
    try:
        result: dict[str, Any] = schema.load(body, partial=partial)
    except ValidationError as error:
        raise Problem(
            "invalid_body", "The request body does not fit the schema.", errors=error.messages
        ) from None
    return result


def answered(answer: Answer, status: int = 200, location: str | None = None) -> Response:
    """The store's answer as the response: JSON, the game's version as its ETag, and
    `Idempotent-Replayed` when it is the answer kept for a retried key."""
    headers = {"Content-Type": "application/json"}
    if answer.version is not None:
        headers["ETag"] = f'"{answer.version}"'
    if location is not None:
        headers["Location"] = location
    if answer.replayed:
        headers["Idempotent-Replayed"] = "true"
    if answer.retries:
        g.move_retries = answer.retries  # counted by api/http/observe.py
    return Response(answer.body, status=status, headers=headers)


def json_response(body: dict[str, Any], status: int = 200) -> Response:
    return Response(dumps(body), status=status, headers={"Content-Type": "application/json"})


def act(gt: GameType, game_id: str, action: Action, body: dict[str, Any]) -> Response:
    """Make one move through the game's engine: a seat's (or, for an action the host
    sends, the host's)."""
    return answered(store.games.move(moving(gt, game_id), Act(action, body)))
