"""The lobby: games of every type, newest first."""

from __future__ import annotations

from typing import Any

from flask import Response

from millie.api.core.times import rfc3339
from millie.api.core.views import bot_flags
from millie.api.http.endpoint import hosted, json_response, store
from millie.api.http.games import blp
from millie.api.http.operations import operation
from millie.api.http.responses import LobbyPageSchema
from millie.api.http.schemas import LobbyQuerySchema


def lobby(
    type_: str | None, status: str | None, page: int, size: int
) -> tuple[list[dict[str, Any]], int]:
    """One page of the lobby's public entries, and how many games match in all."""
    games, total = store.games.lobby(type_, status, page, size)
    out = []
    for game in games:
        served = hosted().get(game.type)  # a game of a type not served here: 0 free
        free = (served.max_players if served else 0) - len(game.names)
        out.append(
            {
                "id": game.id,
                "type": game.type,
                "status": game.status,
                "version": game.version,
                "seeded": game.seed_given,
                "created_at": rfc3339(game.created_at),
                "updated_at": rfc3339(game.updated_at),
                "players": game.names,
                "seats": [
                    {"seat": i, "name": name, **bot_flags(game.bots, i)}
                    for i, name in enumerate(game.names)
                ],
                "seats_free": max(0, free) if game.status == "lobby" else 0,
                "path": f"/v1/{game.type}/games/{game.id}",
            }
        )
    return out, total


@blp.route("/games", methods=["GET"])
@blp.arguments(LobbyQuerySchema, location="query")
@blp.response(200, LobbyPageSchema, description="Games, newest first.")
@operation(blp, "list_games", ("invalid_query",), auth="none")
def list_games(query: dict[str, Any]) -> Response:
    """The lobby: games of every type

    Filter by `type` and `status` (`lobby`: seats can be taken; `active`; `finished`),
    newest first, `page_size` at a time. Each entry is public: type, status, seats taken
    and free, and the players' names.
    """
    page, size = query["page"], query["page_size"]
    out, total = lobby(query.get("type"), query.get("status"), page, size)
    return json_response({"games": out, "page": page, "page_size": size, "total": total})
