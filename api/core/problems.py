"""Every problem the API can answer, by its stable `code`; and the exception that carries one.

The catalogue is the one list: the HTTP layer answers each code with its status as RFC
9457 problem details, /docs/problems lists them, and every operation documents the ones
it can return. An engine's refusals (rules/game.py) carry codes of this list too: the
server's own, and those each game declares (`Game.refusals`); an app's catalogue is
both, merged when its games are registered (api/core/games.py `Registry.codes`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from millie.rules.game import IllegalAction, InvalidInput, NotAllowed, Refusal, Unknown

REFUSAL_STATUS: dict[type[Refusal], int] = {
    IllegalAction: 409,
    NotAllowed: 403,
    InvalidInput: 422,
    Unknown: 404,
}


def refusal_status(refusal: Refusal, codes: Mapping[str, tuple[int, str]]) -> int:
    """A refusal's status: its code's in the catalogue (`codes`: the one the document
    lists, whatever class the engine raised it as); a code nobody declared answers by
    its class."""
    declared = codes.get(refusal.code)
    return declared[0] if declared else REFUSAL_STATUS.get(type(refusal), 409)


SERVER_CODES: dict[str, tuple[int, str]] = {
    # HTTP-level problems, the same on every endpoint.
    "malformed_json": (400, "The body is not valid JSON."),
    "missing_token": (401, "The move needs a token: Authorization: Bearer <token>."),
    "invalid_token": (401, "The token is malformed or belongs to no seat of this game."),
    "not_host": (403, "Only the host's token may do this."),
    "not_a_player": (403, "Only a seated player may make moves."),
    "unknown_game": (404, "No game of this type has that id."),
    "already_seated": (409, "This token already holds a seat in the game."),
    "game_full": (409, "All seats are taken (M4: 8, Q4: 6)."),
    "game_started": (409, "The game has started; no more seats."),
    "already_started": (409, "The game has already started."),
    "not_enough_players": (409, "Too few players joined (M4: 3, L6: 2, Q4: 1)."),
    "wrong_phase": (409, "The move does not fit the game's phase now."),
    "game_finished": (409, "The game is over."),
    "body_timeout": (408, "The body did not arrive in time; the connection is closed."),
    "body_too_large": (413, "The body is larger than the server takes."),
    "unsupported_media_type": (415, "The body is not JSON (send Content-Type: application/json)."),
    "invalid_body": (422, "The body does not fit the operation's schema; see `errors`."),
    "invalid_text": (422, "A string holds a lone surrogate (\\ud800...): not Unicode text."),
    "number_too_large": (422, "A number has more digits than the server reads (4,300)."),
    "invalid_query": (422, "The query string does not fit; see `errors`."),
    "unknown_card": (422, "No card has that id."),
    "unknown_action": (422, "The game has no action of that name."),
    "unknown_seat": (422, "No seat has that number."),
    "bad_name": (422, "A name has 1 to 40 characters, not only spaces."),
    "stale_version": (412, "If-Match names an older version of the game; reload it."),
    "idempotency_key_reused": (422, "The Idempotency-Key was used with another request."),
    "short_idempotency_key": (422, "Without a token, an Idempotency-Key needs 16 characters."),
    "bad_idempotency_key": (422, "An Idempotency-Key has 1 to 255 printable characters."),
    "unknown_policy": (422, "No bot policy of that name for this game type."),
    "game_not_finished": (409, "Only a finished game can be exported."),
    "metrics_not_allowed": (403, "This address may not read /metrics (METRICS_ALLOW)."),
    "rate_limited": (429, "Too many requests; wait for Retry-After seconds."),
    "too_many_waiting": (429, "Too many long polls and streams open at once; see Retry-After."),
    "server_busy": (503, "The server holds all the waiting requests it can; see Retry-After."),
    "database_unavailable": (503, "The database cannot be reached now; retry after Retry-After."),
}
"""The server's own problem codes, the same for every game."""


class Problem(Exception):
    """An error raised by the API layer itself (auth, unknown game, bad body...)."""

    def __init__(self, status: int, code: str, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.status, self.code, self.detail, self.extra = status, code, detail, extra
