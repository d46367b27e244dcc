"""Aunt Millie's Millions as the HTTP API offers it: options, join fields and the moves
of a round (M6-M14), declared once (rules/game.py); the server builds its endpoints."""

from __future__ import annotations

from typing import Any

from millie.rules.game import Action, Field, Param
from millie.rules.kernel import NAME_LIMIT
from millie.rules.millions.cards import CHARACTERS
from millie.rules.millions.engine import INTRO_LIMIT, MAX_PLAYERS, TEXT_LIMIT


def _timer(description: str) -> Field:
    return Field("integer", default=None, nullable=True, min=1, max=86_400, description=description)


def _seat() -> Field:
    return Field("integer", required=True, min=0, max=MAX_PLAYERS - 1)


TEXT = Field("string", required=True, min_length=1, max_length=TEXT_LIMIT)  # M14

OPTIONS = {
    "face_up_rows": Field(
        "boolean",
        default=False,
        description="Show item faces in every row (M20's 'more competitive game').",
    ),
    "placement_seconds": _timer(
        "M21: seconds to place a character; then the server places it on a random card "
        "with room. Setting any timer turns the others on at 30 s unless set."
    ),
    "decision_seconds": _timer(
        "M21: seconds for a Steal or Reappraise (then declined), naming a judge (then a "
        "random one) and the verdict (then a random squabbler wins)."
    ),
    "story_seconds": _timer("M21: seconds for a story or an answer (then skipped)."),
    "flip_seconds": _timer(
        "M22: seconds between rounds for someone to flip; then the server flips. Off "
        "unless set (the other timers do not turn it on); setting it turns the other "
        "three on at 30 s unless set."
    ),
}

JOIN = {
    "name": Field("string", required=True, min_length=1, max_length=NAME_LIMIT),
    "character": Field(
        "string",
        required=True,
        choices=tuple(CHARACTERS),
        description="M3: your character, each one once per game.",
    ),
    "intro": Field(
        "string",
        default="",
        max_length=INTRO_LIMIT,
        description="M5: a one-sentence introduction, if you like.",
    ),
}


def _victim_or_decline(body: dict[str, Any]) -> str | None:
    if body.get("decline"):
        if "victim" in body or "slot" in body:
            return "Send either a decline or a victim, not both."
    elif "victim" not in body:
        return 'Name a victim (and a slot), or send {"decline": true}.'
    return None


def _slot_or_decline(body: dict[str, Any]) -> str | None:
    if body.get("decline") == ("slot" in body):
        return 'Send either a slot or {"decline": true}.'
    return None


SQUABBLE = (Param("n", "squabble", "Squabble actions: the {n} of the path."),)
SQUABBLE_CODES = ("wrong_phase", "unknown_squabble", "squabble_decided")

ACTIONS = (
    Action(
        "flip",
        "flip",
        """One, Two, Three... Flip!

        Turns over the top card of every pile at once and opens the race (M6, M7). Any
        seated player may flip, only when no round is in progress.
        """,
        body="Empty",
        codes=("round_in_progress", "wrong_phase"),
    ),
    Action(
        "claim",
        "claim",
        """Place your character on a flipped card

        The race (M7): the server applies claims in the order it commits them. An Item holds
        two characters, a Steal or Reappraise one; a full card answers 409 `card_full` and
        you place again. A placement is final; you may place on your own card.
        """,
        {"card": Field("string", required=True, min_length=1, max_length=40)},
        body="Claim",
        example={"card": "item-17"},
        codes=(
            "wrong_phase",
            "already_placed",
            "sitting_out",
            "card_not_on_table",
            "card_cancelled",
            "card_full",
            "unknown_card",
        ),
    ),
    Action(
        "steal",
        "steal",
        """Resolve your Steal

        Name an opponent and a slot of their row (from 1) to take that card, revealed, with
        any appraisal under it (M10); or decline. With the vault's Steal at the end (M18)
        name only the victim: you take their highest-valued item.
        """,
        {
            "victim": Field("integer", min=0, max=MAX_PLAYERS - 1),
            "slot": Field("integer", min=1, max=100),
            "decline": Field("boolean"),
        },
        body="Steal",
        example={"victim": 1, "slot": 2},
        codes=(
            "wrong_phase",
            "not_the_thief",
            "unknown_seat",
            "own_row",
            "empty_row",
            "no_such_slot",
            "slot_not_allowed",
        ),
        check=_victim_or_decline,
    ),
    Action(
        "reappraise",
        "reappraise",
        """Resolve your Reappraise

        Name a slot of your row: the item is revealed, you draw a new appraisal in secret,
        and the old appraisal goes to the middle of the deck (M13). Or decline.
        """,
        {"slot": Field("integer", min=1, max=100), "decline": Field("boolean")},
        body="Reappraise",
        example={"slot": 1},
        codes=("wrong_phase", "not_the_reappraiser", "no_such_slot"),
        check=_slot_or_decline,
    ),
    Action(
        "judge",
        "squabble_judge",
        """Name the squabble's judge

        The selector names a judge among the players not in the squabble (M14).
        """,
        {"judge": _seat()},
        body="Judge",
        example={"judge": 2},
        codes=(
            *SQUABBLE_CODES,
            "not_the_selector",
            "judge_named",
            "unknown_seat",
            "judge_in_squabble",
        ),
        path="squabbles/{n}/judge",
        params=SQUABBLE,
    ),
    Action(
        "story",
        "squabble_story",
        """Tell your story

        Each squabbler tells why the item is rightly theirs, the selector first (M14).
        """,
        {"text": TEXT},
        body="Story",
        example={"text": "I polished it for her every Sunday."},
        codes=(*SQUABBLE_CODES, "not_a_squabbler", "selector_first", "bad_text"),
        path="squabbles/{n}/story",
        params=SQUABBLE,
    ),
    Action(
        "answer",
        "squabble_answer",
        """Answer the judge

        The squabbler the judge asked answers, once (M14).
        """,
        {"text": TEXT},
        body="Story",
        example={"text": "Purple, with a brass knocker."},
        codes=(*SQUABBLE_CODES, "not_a_squabbler", "no_question", "bad_text"),
        path="squabbles/{n}/answer",
        params=SQUABBLE,
    ),
    Action(
        "verdict",
        "squabble_verdict",
        """Award the item: the squabble-verdict

        The judge gives the card to one of the two squabblers; the judge's word is final
        (M14). Not while a question awaits its answer.
        """,
        {"winner": _seat()},
        body="Verdict",
        example={"winner": 0},
        codes=(*SQUABBLE_CODES, "not_the_judge", "not_in_squabble"),
        path="squabbles/{n}/verdict",
        params=SQUABBLE,
    ),
    Action(
        "question",
        "squabble_question",
        """Ask a squabbler a question

        After both stories the judge may ask each squabbler one question (M14).
        """,
        {"to": _seat(), "text": TEXT},
        body="Question",
        example={"to": 0, "text": "What colour was her front door?"},
        codes=(
            *SQUABBLE_CODES,
            "not_the_judge",
            "not_in_squabble",
            "already_asked",
            "bad_text",
        ),
        path="squabbles/{n}/question",
        params=SQUABBLE,
    ),
)

DECISIONS = ("start", "flip", "claim", "steal", "reappraise", "judge", "story", "answer", "verdict")
# The refusals of this game's engine (api/core/problems.py has the server's own).
REFUSALS: dict[str, tuple[int, str]] = {
    "not_the_thief": (403, "Only the player on the Steal (or the vault's heir) decides it."),
    "not_the_reappraiser": (403, "Only the player on the Reappraise decides it."),
    "not_the_selector": (403, "Only the squabble's selector names the judge."),
    "not_a_squabbler": (403, "Only the two squabblers tell stories and answer."),
    "not_the_judge": (403, "Only the squabble's judge asks questions and gives the verdict."),
    "unknown_squabble": (404, "The game has no squabble with that number."),
    "character_taken": (409, "Another player has that character (M3)."),
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
    "already_asked": (409, "The judge asks each squabbler one question (M14)."),
    "no_question": (409, "The judge has asked you nothing to answer."),
    "squabble_decided": (409, "The squabble has been decided."),
    "unknown_character": (422, "No character has that name (M3)."),
    "bad_intro": (422, "An introduction is one sentence of at most 200 characters (M5)."),
    "bad_text": (422, "A story, question or answer has 1 to 1000 characters, not only spaces."),
    "not_in_squabble": (422, "Name one of the two squabblers."),
    "slot_not_allowed": (422, "The vault's Steal takes the highest-valued item: name no slot."),
}
