"""What each legal action of Aunt Millie's Millions does, in the game's words.

Each label is written from the acting seat's view (rules/game.py `labelled`): a card
reads as the table shows it, "$?" included; an appraised item's value stays unsaid (its
appraisal card is secret, M10, M12); a face-down row (M20) names the slot only.
"""

from __future__ import annotations

from typing import Any

from millie.rules.game import Label


def _money(value: int | None) -> str:
    return "$?" if value is None else f"${value:,}"


def _item(face: dict[str, Any], appraised: bool = False) -> str:
    """An item card as everyone sees it: "Golden Ladle (blue, $2,000)"."""
    value = "appraised value $?" if appraised else _money(face["value"])
    return f"{face['name']} ({face['colour']}, {value})"


def _name(shown: dict[str, Any], seat: int) -> str:
    return str(shown["seats"][seat]["name"])


def _squabbled(shown: dict[str, Any], entry: dict[str, Any]) -> str:
    """The name of the item the entry's squabble is over."""
    for squabble in shown["squabbles"]:
        if squabble["number"] == entry["squabble"]:
            return str(squabble["card"]["name"])
    raise LookupError(f"no squabble {entry['squabble']} in the view")


def flip(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    return "Flip: turn over the top card of every pile"  # M6


def claim(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    """M7: an item by its face; a Steal or Reappraise card by whose pile it came from."""
    card = entry["body"]["card"]
    for flipped in shown["table"]:
        if flipped["card"]["id"] == card:
            break
    else:
        raise LookupError(f"no card {card} on the table in the view")
    face = flipped["card"]
    if face["kind"] == "item":
        return f"Claim the {_item(face)}"
    return f"Claim the {face['name']} card from {_name(shown, flipped['from_seat'])}'s pile"


def steal(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    """M10: a slot of a row, by its card where rows lie face up; M18: the vault's Steal
    takes the victim's highest-valued item."""
    body = entry["body"]
    if body.get("decline"):
        return "Decline to steal"
    victim = _name(shown, body["victim"])
    if "slot" not in body:
        return f"Steal {victim}'s highest-valued item (the vault's Steal)"
    slots = shown["rows"][body["victim"]]["slots"]
    if slots is None:
        return f"Steal the face-down card in slot {body['slot']} of {victim}'s row"
    slot = slots[body["slot"] - 1]
    return f"Steal the {_item(slot['card'], slot['appraised'])} from {victim}"


def reappraise(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    """M13: an item of the seat's own row, as it will be revealed to all."""
    if entry["body"].get("decline"):
        return "Decline to reappraise"
    assert seat is not None  # only a seated player reappraises
    slot = shown["rows"][seat]["slots"][entry["body"]["slot"] - 1]
    return f"Reappraise your {_item(slot['card'], slot['appraised'])}"


def judge(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    """M14: the selector names a judge."""
    who = _name(shown, entry["body"]["judge"])
    return f"Name {who} the judge of the squabble over the {_squabbled(shown, entry)}"


def story(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    return f"Tell your story: why the {_squabbled(shown, entry)} should be yours"


def question(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    who = _name(shown, entry["body"]["to"])
    return f"Ask {who} a question about the {_squabbled(shown, entry)}"


def answer(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    return f"Answer the judge's question about the {_squabbled(shown, entry)}"


def verdict(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    who = _name(shown, entry["body"]["winner"])
    return f"Award the {_squabbled(shown, entry)} to {who}"


def join(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    return f"Join as {entry['body']['character']}"  # M3


def start(shown: dict[str, Any], seat: int | None, entry: dict[str, Any]) -> str:
    return "Start the game"


LABELS: dict[str, Label] = {
    "flip": flip,
    "claim": claim,
    "steal": steal,
    "reappraise": reappraise,
    "judge": judge,
    "story": story,
    "question": question,
    "answer": answer,
    "verdict": verdict,
    "join": join,
    "start": start,
}
"""The label of each action, by its name."""
