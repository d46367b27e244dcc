"""Seats: a bot played by the server, a seat's token reissued, a seat removed in the
lobby (host only)."""

from __future__ import annotations

from typing import Any

from flask import Response

from millie.api.core.games import GameType, policy_names
from millie.api.core.moves import AddBot, Reissue, Remove
from millie.api.core.names import nickname
from millie.api.core.problems import Problem
from millie.api.http.endpoint import answered, loaded, moving, store
from millie.api.http.games import blp, join_codes
from millie.api.http.operations import (
    BODY_PROBLEMS,
    GAME_PROBLEMS,
    WRITE_HEADERS,
    answer,
    operation,
    request_body,
)
from millie.api.http.responses import JoinedBotSchema, ReissuedSchema
from millie.api.http.schemas import BotSeatBase, EmptySchema, bodies

BOT_ONLY = set(BotSeatBase().fields)  # the policy and the delays: not the seat's


@blp.route("/<game_type:game_type>/games/<game_id>/bots", methods=["POST"])
@blp.arguments(BotSeatBase)
@blp.response(201, JoinedBotSchema, description="The bot's seat and the game, as the host sees it.")
@blp.doc(
    **request_body("BotSeat", {"policy": "greedy", "name": "Greedy Gus", "character": "Bernice"})
)
@operation(
    blp,
    "add_bot",
    lambda games: (
        *BODY_PROBLEMS,
        *GAME_PROBLEMS,
        "missing_token",
        "not_host",
        "unknown_policy",
        "bad_name",
        "name_taken",
        "stale_version",
        *join_codes(games),
        "game_full",
        "game_started",
    ),
    auth="required",
)
def add_bot(body: dict[str, Any], game_type: GameType, game_id: str) -> Response:
    """Seat a bot played by the server (host only)

    The bot takes the next seat and plays with the named policy (the same policies as
    the client bots). Each of its decisions is due a reaction delay after it opens
    (0.8 to 2.0 s by default); the first request that touches the game after that lets
    it act, so its claims race a human's in order of time. Its moves are events and
    recorded actions like anyone's.
    """
    gt = game_type
    if body["policy"] not in policy_names(gt):
        known = ", ".join(policy_names(gt))
        raise Problem("unknown_policy", f"{gt.title} bots play: {known}.")
    sent = {"name": f"{body['policy'].title()} bot"}
    # The join fields sent (another game's field is refused by this game's join schema);
    # those not sent are the free seat's (the engine's), or their declared defaults.
    sent.update({k: v for k, v in body.items() if k not in BOT_ONLY})
    required = tuple(k for k, f in gt.join.items() if f.required and k not in sent)
    fields = loaded(bodies().join[gt.slug], sent, partial=required)
    fields["name"] = nickname(fields["name"])  # RFC 8266 (api/core/names.py)
    bot = AddBot(
        body["policy"],
        body["min_delay"],
        body["max_delay"],
        fields,
        frozenset(sent),
        numbered="name" not in body,
    )
    return answered(store.games.move(moving(gt, game_id), bot), 201)


@blp.route("/<game_type:game_type>/games/<game_id>/players/<int:seat>/token", methods=["POST"])
@blp.arguments(EmptySchema, example={})
@blp.response(200, ReissuedSchema, description="The seat's new token; the old one is void.")
@operation(
    blp,
    "reissue_token",
    (
        *BODY_PROBLEMS,
        *GAME_PROBLEMS,
        "missing_token",
        "not_host",
        "unknown_seat",
        "stale_version",
        "game_finished",
    ),
    auth="required",
)
def reissue_token(_body: dict[str, Any], game_type: GameType, game_id: str, seat: int) -> Response:
    """Kick a seat's holder and reissue its token (host only)

    For a player who lost their token, or a new player in place of one who left: the
    seat's old token stops working at once; the new one is shown once, and the host
    hands it to whoever takes the seat over. Everyone is told: a public
    `token_reissued` event names the seat, and the game's version goes up, so nobody
    can take over a seat unseen (the host included). The game itself does not change.
    Once the game is finished its seats stay as they were: 409 `game_finished`.
    """
    return answered(store.games.move(moving(game_type, game_id), Reissue(seat)))


@blp.route("/<game_type:game_type>/games/<game_id>/players/<int:seat>", methods=["DELETE"])
@blp.response(200, description="The game, as the host sees it, without the seat.")
@answer(blp, 200, "View", "The game, as the host sees it, without the seat.")
@blp.doc(parameters=WRITE_HEADERS)
@operation(
    blp,
    "remove_player",
    (
        *GAME_PROBLEMS,
        "missing_token",
        "not_host",
        "unknown_seat",
        "game_started",
        "stale_version",
        "bad_idempotency_key",
        "idempotency_key_reused",
    ),
    auth="required",
)
def remove_player(game_type: GameType, game_id: str, seat: int) -> Response:
    """Remove a seat in the lobby (host only)

    Before the game starts, the host may take a player (or a bot) out: the seat's token
    stops working, and the seats after it move up one (seat 3 becomes seat 2, and so
    on): their tokens keep working, and each view's `you` says the new number. Everyone
    sees a public `player_removed` event with the seat and the name. Send `If-Match`
    with the version you saw, so that a retry cannot remove the player who moved up
    into the seat. After the start: 409 `game_started`.
    """
    return answered(store.games.move(moving(game_type, game_id), Remove(seat)))
