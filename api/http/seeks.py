"""Seeks: a player asks for a game of a type; matchmaking makes it (docs/players.md)."""

from __future__ import annotations

from typing import Any

from flask import Response
from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from millie.api.core.games import GameType
from millie.api.core.problems import Problem
from millie.api.core.seeks import NewSeek
from millie.api.core.tokens import is_player_token
from millie.api.http.endpoint import (
    answered,
    bearer_token,
    idempotency,
    json_response,
    loaded,
    store,
)
from millie.api.http.operations import BODY_PROBLEMS, operation
from millie.api.http.players import blp
from millie.api.http.schemas import StrictBoolean, bodies

RATINGS = validate.Range(min=0, max=10_000)


class PlayerCount(fields.Field[tuple[int, int]]):
    """`4`, or `{"min": 3, "max": 5}`: how many players the seeker will play with."""

    def _deserialize(
        self, value: Any, attr: str | None, data: Any, **kwargs: Any
    ) -> tuple[int, int]:
        if isinstance(value, int) and not isinstance(value, bool):
            return (value, value)
        if isinstance(value, dict) and set(value) == {"min", "max"}:
            low, high = value["min"], value["max"]
            if all(isinstance(v, int) and not isinstance(v, bool) for v in (low, high)):
                if low > high:
                    raise ValidationError("min is more than max.")
                return (low, high)
        raise ValidationError('A number of players, or {"min": n, "max": m}.')


class SeekSchema(Schema):
    players = PlayerCount(
        required=True,
        metadata={
            "description": 'How many players: a number, or {"min": n, "max": m}.',
            "oneOf": [
                {"type": "integer"},
                {
                    "type": "object",
                    "properties": {"min": {"type": "integer"}, "max": {"type": "integer"}},
                    "required": ["min", "max"],
                    "additionalProperties": False,
                },
            ],
        },
    )
    rated = StrictBoolean(
        load_default=True, metadata={"description": "A rated game (the default) or not."}
    )
    options = fields.Dict(
        keys=fields.String(),
        load_default=dict,
        metadata={"description": "The game's options: only seeks with the same ones match."},
    )
    rating_range = fields.List(
        fields.Integer(strict=True, validate=RATINGS),
        validate=validate.Length(equal=2),
        load_default=None,
        metadata={"description": "[lo, hi]: the ratings the others may have (in this type)."},
    )

    @validates_schema
    def _range(self, data: dict[str, Any], **_: Any) -> None:
        given = data.get("rating_range")
        if given is not None and given[0] > given[1]:
            raise ValidationError("lo is more than hi.", "rating_range")


class SeekGameSchema(Schema):
    id = fields.String(required=True)
    path = fields.String(required=True)


class SeekPlayersSchema(Schema):
    min = fields.Integer(required=True)
    max = fields.Integer(required=True)


class SeekViewSchema(Schema):
    id = fields.String(required=True)
    type = fields.String(required=True)
    status = fields.String(
        required=True, validate=validate.OneOf(["open", "matched", "cancelled", "expired"])
    )
    players = fields.Nested(SeekPlayersSchema, required=True)
    rated = fields.Boolean(required=True)
    options = fields.Dict(keys=fields.String(), required=True)
    rating = fields.Integer(required=True, metadata={"description": "Yours when you seeked."})
    rating_range = fields.List(fields.Integer(), allow_none=True, required=True)
    game = fields.Nested(SeekGameSchema, allow_none=True, required=True)
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    expires_at = fields.String(required=True, metadata={"format": "date-time"})


class SeekAnswerSchema(Schema):
    seek = fields.Nested(SeekViewSchema, required=True)


def _new(game_type: GameType, body: dict[str, Any]) -> NewSeek:
    """The seek asked for, checked against the game type (a 422 that says what)."""
    gt = game_type
    low, high = body["players"]
    if low < gt.min_players or high > gt.max_players:
        raise Problem(
            "invalid_body",
            "The body does not fit the schema.",
            errors={"players": [f"{gt.title} takes {gt.min_players} to {gt.max_players}."]},
        )
    if body["rated"] and low < 2:
        raise Problem(
            "invalid_body",
            "The body does not fit the schema.",
            errors={"players": ["A rated game needs two players or more."]},
        )
    options = loaded(bodies().options[gt.slug], body["options"])
    given = body["rating_range"]
    rating_range = (given[0], given[1]) if given is not None else None
    return NewSeek(gt, low, high, body["rated"], options, rating_range, idempotency(bearer_token()))


@blp.route("/<game_type:game_type>/seeks", methods=["POST"])
@blp.arguments(SeekSchema, example={"players": 4, "rated": True, "rating_range": [1300, 1900]})
@blp.response(201, SeekAnswerSchema, description="The seek: matched with its game, or open.")
@operation(
    blp,
    "create_seek",
    (*BODY_PROBLEMS, "missing_token", "invalid_token", "not_a_player", "too_many_seeks"),
    auth="required",
)
def create_seek(body: dict[str, Any], game_type: GameType) -> Response:
    """Seek a game (matchmaking; a player's token)

    Ask for a game of this type: how many players (`4`, or `{"min": 3, "max": 5}`),
    rated or not (rated by default), the game's options, and the ratings the others may
    have (`rating_range`, in this game type). As soon as enough open seeks fit each
    other (the same options, rated or not, a player count each takes, each one's rating
    in the others' ranges, each of another player), they become a started game: every
    seat a seeker's, in the order they seeked; each seek is in exactly one game. If
    yours completes a game, the answer says `matched` with the game; else it is `open`
    until matched (see `GET .../seeks/{seek_id}`, `GET /v1/players/me/games`), cancelled
    or expired (`SEEK_SECONDS`, 10 minutes by default). A player may hold
    `SEEKS_PER_PLAYER` open seeks (3 by default): one more is 409 `too_many_seeks`. A
    rated game should set the game's timers (its options), so that an abandoned game
    still ends. With a token that is not a player's: 403 `not_a_player`.
    """
    token = bearer_token()
    if token is not None and not is_player_token(token):
        raise Problem("not_a_player", "Only a player's token may seek: make a player first.")
    player = store.players.me(token)
    return answered(store.seeks.seek(player, _new(game_type, body)), 201)


@blp.route("/<game_type:game_type>/seeks/<seek_id>", methods=["GET"])
@blp.response(200, SeekAnswerSchema, description="Your seek as it is now.")
@operation(blp, "get_seek", ("missing_token", "invalid_token", "unknown_seek"), auth="required")
def get_seek(game_type: GameType, seek_id: str) -> Response:
    """One of your seeks (a player's token)

    Open, matched (with its game), cancelled or expired.
    """
    player = store.players.me(bearer_token())
    return json_response(store.seeks.get(player, game_type, seek_id))


@blp.route("/<game_type:game_type>/seeks/<seek_id>", methods=["DELETE"])
@blp.response(200, SeekAnswerSchema, description="The seek, cancelled.")
@operation(
    blp,
    "cancel_seek",
    ("missing_token", "invalid_token", "unknown_seek", "seek_matched"),
    auth="required",
)
def cancel_seek(game_type: GameType, seek_id: str) -> Response:
    """Cancel your seek (a player's token)

    An open seek is cancelled: no game will be made of it. One already matched is 409
    `seek_matched`, with its game (it has started: play it). Cancelling a seek that is
    cancelled or expired already answers it as it is.
    """
    player = store.players.me(bearer_token())
    return json_response(store.seeks.cancel(player, game_type, seek_id))
