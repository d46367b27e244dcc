"""Each game's moves as endpoints, built from its declaration (rules/game.py `Action`):
one blueprint per game (one tag of the OpenAPI document), one POST per action.

An action's path is under the game (`/v1/<slug>/games/<game_id>/<path>`); its `{param}`s
are integers, handed to the engine in the body under their keys. The body is validated
by the schema its fields make (a bad shape: 422, nothing changes), and the operation
documents every problem it can answer: the shared ones and the action's refusals.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from flask import Response
from marshmallow import Schema

from millie.api.core.games import GameType
from millie.api.http.endpoint import act
from millie.api.http.operations import MOVE_PROBLEMS, Blueprint, operation
from millie.api.http.schemas import Bodies
from millie.api.http.views import view_reference
from millie.rules.game import Action

DONE = "The game after the move, as you see it."


def blueprint(game: GameType, bodies: Bodies) -> Blueprint:
    """The game's blueprint: its moves, as its declaration says them, each answering the
    game's `view`; made for each app that serves the game."""
    blp = Blueprint(
        game.slug,
        __name__,
        url_prefix=f"/v1/{game.slug}/games/<game_id>",
        description=game.description,
    )
    for action in game.actions:
        _route(blp, game, action, bodies.action(game, action))
    return blp


def _route(blp: Blueprint, game: GameType, action: Action, body: type[Schema]) -> None:
    path = "/" + re.sub(r"\{(\w+)\}", r"<int:\1>", action.path or action.name)
    keys = {param.name: param.key for param in action.params}

    def endpoint(body: dict[str, Any], game_id: str, **params: int) -> Response:
        return act(game, game_id, action, {**body, **{keys[n]: v for n, v in params.items()}})

    endpoint.__name__ = action.operation_id
    endpoint.__doc__ = action.doc  # the operation's summary and description
    codes = (*MOVE_PROBLEMS, *action.codes, *(("not_host",) if action.by == "host" else ()))
    decorators: list[Callable[[Any], Any]] = [
        operation(blp, action.operation_id, codes, auth="required"),
        blp.response(200, view_reference(game), description=DONE),
        blp.arguments(body, example=action.example),
        blp.route(path, methods=["POST"]),
    ]
    routed: Any = endpoint
    for decorate in decorators:
        routed = decorate(routed)
