"""Every problem the API can answer, by its stable `code`; and the exception that carries one.

The catalogue is the one list: the HTTP layer answers each code with its status as RFC
9457 problem details, /docs/problems lists them, and every operation documents the ones
it can return. An engine's refusals (rules/game.py) carry codes of this list too.
"""

from __future__ import annotations

from typing import Any

from rules.game import IllegalAction, InvalidInput, NotAllowed, Refusal, Unknown

REFUSAL_STATUS: dict[type[Refusal], int] = {
    IllegalAction: 409,
    NotAllowed: 403,
    InvalidInput: 422,
    Unknown: 404,
}


def refusal_status(refusal: Refusal) -> int:
    return REFUSAL_STATUS.get(type(refusal), 409)


CODES: dict[str, tuple[int, str]] = {
    # HTTP-level problems, the same on every endpoint.
    "malformed_json": (400, "The body is not valid JSON."),
    "missing_token": (401, "The move needs a token: Authorization: Bearer <token>."),
    "invalid_token": (401, "The token is malformed or belongs to no seat of this game."),
    "not_host": (403, "Only the host's token may do this."),
    "not_a_player": (403, "Only a seated player may make moves."),
    "not_the_thief": (403, "Only the player on the Steal (or the vault's heir) decides it."),
    "not_the_reappraiser": (403, "Only the player on the Reappraise decides it."),
    "not_the_selector": (403, "Only the squabble's selector names the judge."),
    "not_a_squabbler": (403, "Only the two squabblers tell stories and answer."),
    "not_the_judge": (403, "Only the squabble's judge asks questions and gives the verdict."),
    "unknown_game": (404, "No game of this type has that id."),
    "unknown_squabble": (404, "The game has no squabble with that number."),
    "already_seated": (409, "This token already holds a seat in the game."),
    "character_taken": (409, "Another player has that character (M3)."),
    "colour_taken": (409, "Another player has that colour (Q4)."),
    "bad_start_seat": (409, "start_seat names no seat of this game (L7)."),
    "no_necessity_on_discard": (409, "The discard pile's top card is no necessity (L8)."),
    "cannot_afford": (409, "The price is more than your cash (L8); a credit card may pay."),
    "no_credit_card": (409, "You hold no credit card (L3)."),
    "nothing_to_steal": (409, "That player has nothing the steal card names (L2)."),
    "no_such_card": (409, "Name one of the victim's cards of the kind the steal names."),
    "not_your_card": (409, "You do not hold that card."),
    "cannot_sell": (409, "Only residences and vehicles can be sold (L9)."),
    "over_limit": (409, "First bring that kind of card within its limit (L10)."),
    "not_for_sale": (409, "The drawn card is no necessity: use or pass it (L8)."),
    "not_a_steal": (409, "The drawn card is no steal card (L8)."),
    "must_sell": (409, "Sell residences or vehicles until the debt is covered (L11)."),
    "card_not_allowed": (422, "A money steal names no card."),
    "card_changed": (409, "The card you name is no longer on the table (skipped or answered)."),
    "already_predicted": (409, "A locked prediction cannot change (Q6)."),
    "prediction_locked": (409, "You locked a prediction on this card, so you cannot skip it (Q5)."),
    "not_in_playoff": (403, "Only the tied leaders play the playoff rounds (Q8)."),
    "bad_prediction": (422, "A prediction is 0 to 300 mm with one decimal at most (Q3)."),
    "game_full": (409, "All seats are taken (M4: 8, Q4: 6)."),
    "game_started": (409, "The game has started; no more seats."),
    "already_started": (409, "The game has already started."),
    "not_enough_players": (409, "Too few players joined (M4: 3, L6: 2, Q4: 1)."),
    "wrong_phase": (409, "The move does not fit the game's phase now."),
    "game_finished": (409, "The game is over."),
    "round_in_progress": (409, "A round is in progress; flip after it ends (M6)."),
    "already_placed": (409, "A placement is final (M7)."),
    "sitting_out": (409, "No card has room left for you this round (M8)."),
    "card_not_on_table": (409, "The card was not flipped this round."),
    "card_cancelled": (409, "Two or more Steal cards cancel each other (M7)."),
    "card_full": (409, "The card holds as many characters as it can (M7): place again."),
    "no_such_slot": (409, "The row has no such slot."),
    "own_row": (409, "Steal from an opponent, not from yourself."),
    "empty_row": (409, "That opponent has no items."),
    "judge_named": (409, "The judge has been named already."),
    "judge_in_squabble": (409, "The judge must not be in the squabble (M14)."),
    "selector_first": (409, "The selector tells the first story (M14)."),
    "not_your_turn": (403, "It is another player's turn (Morbid Living)."),
    "already_asked": (409, "The judge asks each squabbler one question (M14)."),
    "no_question": (409, "The judge has asked you nothing to answer."),
    "squabble_decided": (409, "The squabble has been decided."),
    "body_too_large": (413, "The body is larger than the server takes."),
    "unsupported_media_type": (415, "The body is not JSON (send Content-Type: application/json)."),
    "invalid_body": (422, "The body does not fit the operation's schema; see `errors`."),
    "invalid_query": (422, "The query string does not fit; see `errors`."),
    "unknown_card": (422, "No card has that id."),
    "unknown_character": (422, "No character has that name (M3)."),
    "unknown_colour": (422, "No colour has that name (Q4)."),
    "unknown_action": (422, "The game has no action of that name."),
    "bad_intro": (422, "An introduction is one sentence of at most 200 characters (M5)."),
    "bad_source": (422, 'A draw\'s source is "deck" or "discard" (L8).'),
    "unknown_seat": (422, "No seat has that number."),
    "bad_text": (422, "A story, question or answer has 1 to 1000 characters, not only spaces."),
    "bad_name": (422, "A name has 1 to 40 characters, not only spaces."),
    "not_in_squabble": (422, "Name one of the two squabblers."),
    "slot_not_allowed": (422, "The vault's Steal takes the highest-valued item: name no slot."),
    "stale_version": (412, "If-Match names an older version of the game; reload it."),
    "idempotency_key_reused": (422, "The Idempotency-Key was used with another request."),
    "bad_idempotency_key": (422, "An Idempotency-Key has 1 to 255 printable characters."),
    "unknown_policy": (422, "No bot policy of that name for this game type."),
    "game_not_finished": (409, "Only a finished game can be exported."),
    "rate_limited": (429, "Too many requests; wait for Retry-After seconds."),
    "database_unavailable": (503, "The database cannot be reached now; retry after Retry-After."),
}
"""Every problem `code` the API returns, with its HTTP status and meaning."""


class Problem(Exception):
    """An error raised by the API layer itself (auth, unknown game, bad body...)."""

    def __init__(self, status: int, code: str, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.status, self.code, self.detail, self.extra = status, code, detail, extra
