"""What a bot says in an Aunt Millie's squabble (M14): its story, its question as a judge
and its answer, made from the card fought over (name, colour, printed value) and, for an
answer, the question asked.

The rulebook's example story: "I have the fondest memories of having tea with Aunt Millie
every Sunday afternoon, so I deserve the tea set". A bot's story names the item, its
colour and what it is worth to the teller; its answer picks up the question's own words
(what colour, how much, when, where, who, why) and answers about that card. The pieces
are drawn from the policy's random generator, which the server seeds from the game's
seed, the seat and the bot's move count: each squabble gets a different story, and a
replay the same one.
"""

from __future__ import annotations

import random
import re
from typing import Any

TEXT_ACTIONS = ("story", "question", "answer")
"""The squabble moves whose text a player writes (their `free` field is `text`)."""

MEMORIES = (
    "Aunt Millie and I took tea beside the {name} every Sunday afternoon",
    "I dusted the {name} for Aunt Millie every spring, without being asked",
    "Aunt Millie showed me the {name} the day I learned to ride a bicycle",
    "I carried the {name} up three flights of stairs when Aunt Millie moved house",
    "Aunt Millie used to hum her favourite waltz while she polished the {name}",
    "the {name} sat by Aunt Millie's chair through every Christmas I can remember",
    "I mended the {name} with my own hands after the cat knocked it over",
    "Aunt Millie winked at me and said the {name} would be mine one day",
)
COLOUR_REASONS = (
    "{colour} was her favourite colour, and it is mine too",
    "she always said {colour} brought out the colour of my eyes",
    "my whole front room is done in {colour}, waiting for it",
    "she wore {colour} to my christening, and never let me forget it",
)
VALUE_REASONS = (
    "its ${value:,} means nothing to me next to the memories",
    "anyone else would sell it for ${value:,} by Monday",
    "I would not part with it for ten times ${value:,}",
)
UNKNOWN_VALUE_REASONS = (
    "nobody knows what it is worth, and I would never ask",
    "its worth is a mystery, like Aunt Millie herself",
)
ENDINGS = (
    "so it is rightly mine.",
    "so I deserve it more than anyone at this table.",
    "and Aunt Millie would want it to stay with me.",
    "so please, let it come home with me.",
)
QUESTIONS = (
    "Where did Aunt Millie keep the {name}?",
    "What colour was the {name}, exactly?",
    "How much is the {name} worth to you?",
    "When did you last see the {name}?",
    "Who else in the family wanted the {name}?",
    "Why should the {name} go to you and not your cousin?",
)
ANSWERS: dict[str, tuple[str, ...]] = {
    "colour": (
        "{Colour}, the deepest {colour} you ever saw, like the ribbon on her hat.",
        "A proper {colour}: she would never have kept a {name} in any other colour.",
    ),
    "value": (
        "To me, more than its ${value:,}: it is the last thing she gave me a smile over.",
        "They say ${value:,}. I say you cannot put a price on the {name}.",
    ),
    "unknown": (
        "Nobody ever priced the {name}; Aunt Millie said that was the point.",
        "I never asked what the {name} was worth. One does not, with family.",
    ),
    "when": (
        "The Sunday before she went into hospital; the {name} was the last thing she showed me.",
        "Every summer holiday, when I stayed in the spare room next to the {name}.",
    ),
    "where": (
        "In the hall, under the {colour} lampshade, where everyone saw the {name} first.",
        "On the mantelpiece, beside the photograph of her and me at the seaside.",
    ),
    "who": (
        "Only me. The others never noticed the {name} until today.",
        "Cousin Reginald asked once, and Aunt Millie laughed him out of the room.",
    ),
    "why": (
        "Because I am the only one who knows the story of the {name}, and I just told it.",
        "Because the {name} was always ours, hers and mine.",
    ),
    "other": (
        "Ask anyone: the {name} and I go back a long way.",
        "I remember the {name} better than I remember my own kitchen.",
        "Aunt Millie would say yes, and she would say it about the {name}.",
    ),
}
TOPICS = (  # the question's own words, first match wins
    ("colour", r"\b(colou?r|shade|hue)\b"),
    ("value", r"\b(worth|value|price|cost|much|money|dollars?)\b|\$"),
    ("when", r"\b(when|what (day|year|time))\b"),
    ("where", r"\bwhere\b"),
    ("who", r"\b(who|whom)\b"),
    ("why", r"\b(why|deserve)\b"),
)


def card_words(card: dict[str, Any]) -> dict[str, Any]:
    """A card's face as words: name, colour (lower and capitalised), printed value."""
    colour = str(card.get("colour") or "plain")
    return {
        "name": card.get("name") or "item",
        "colour": colour,
        "Colour": colour.capitalize(),
        "value": card.get("value"),
    }


def story(card: dict[str, Any], rng: random.Random) -> str:
    """Why the teller deserves the card: a memory, a reason from its colour or value,
    an ending."""
    words = card_words(card)
    memory = rng.choice(MEMORIES).format(**words)
    if words["value"] is None:
        worth = rng.choice(UNKNOWN_VALUE_REASONS)
    else:
        worth = rng.choice(VALUE_REASONS).format(**words)
    reason = rng.choice((rng.choice(COLOUR_REASONS).format(**words), worth))
    return f"{memory[0].upper()}{memory[1:]}; {reason}, {rng.choice(ENDINGS)}"


def question(card: dict[str, Any], rng: random.Random) -> str:
    """A judge's question about the card."""
    return rng.choice(QUESTIONS).format(**card_words(card))


def answer(card: dict[str, Any], asked: str, rng: random.Random) -> str:
    """An answer to `asked`, about the card: on the question's topic when it has one."""
    words = card_words(card)
    topic = next((t for t, pattern in TOPICS if re.search(pattern, asked.lower())), "other")
    if topic == "value" and words["value"] is None:
        topic = "unknown"
    return rng.choice(ANSWERS[topic]).format(**words)


def speak(view: dict[str, Any], entry: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """`entry` with its text written for the squabble it belongs to; any other entry as
    given."""
    if entry.get("action") not in TEXT_ACTIONS or "text" not in (entry.get("free") or {}):
        return entry
    squabble = next(
        (s for s in view.get("squabbles") or [] if s["number"] == entry.get("squabble")), None
    )
    if squabble is None:
        return entry
    card = squabble["card"]
    if entry["action"] == "story":
        text = story(card, rng)
    elif entry["action"] == "question":
        text = question(card, rng)
    else:
        asked = [
            e["text"]
            for e in squabble["transcript"]
            if e["kind"] == "question" and e.get("to") == view.get("you")
        ]
        text = answer(card, asked[-1] if asked else "", rng)
    return {**entry, "body": {**entry["body"], "text": text}}
