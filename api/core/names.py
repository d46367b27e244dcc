"""Players' names by a standard: PRECIS nicknames (RFC 8266) and Unicode TR39 skeletons.

- A name is enforced as an RFC 8266 Nickname (`precis-i18n`, case preserved): the
  non-ASCII spaces become spaces, spaces at the ends go and runs of them become one,
  the text is normalised (NFKC: full-width letters become ASCII ones, and so on), and
  what the standard disallows is refused with 422 `bad_name`: invisible characters
  (zero-width space, joiners), bidi controls (the right-to-left override), unassigned
  code points. A control character is 422 `invalid_text`, as in any text.
- Two names at one table may not look alike: each name's key is its TR39 skeleton
  (every character mapped to the prototype it is confusable with, from Unicode's
  confusables data as the `confusable-homoglyphs` package ships it), taken again after
  case folding, so "Ann", "ann", "ANN" and "Ann" with a Cyrillic A have one key. A name whose
  key is a seated player's is 409 `name_taken`.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from functools import cache, lru_cache

from confusable_homoglyphs.confusables import confusables_data
from precis_i18n import get_profile

from millie.api.core.problems import Problem

NAME_LIMIT = 40  # as the kernel's (millie.rules.kernel.NAME_LIMIT)
NICKNAME = get_profile("NicknameCasePreserved")
LRM = "\u200e"  # the data wraps right-to-left characters in left-to-right marks


def nickname(name: str, field: str = "name") -> str:
    """`name` enforced as an RFC 8266 nickname, or a 422 that says why not."""
    control = next((c for c in name if unicodedata.category(c) == "Cc"), None)
    if control is not None:
        raise Problem(
            "invalid_text",
            f"The field {field!r} holds a control character (U+{ord(control):04X}).",
            errors={field: ["A name holds no control character."]},
        )
    try:
        enforced: str = NICKNAME.enforce(name)
    except UnicodeError as error:
        why = str(error).rsplit("/", 1)[-1] if "/" in str(error) else str(error)
        at = getattr(error, "start", None)
        what = f" U+{ord(name[at]):04X}" if isinstance(at, int) and at < len(name) else ""
        reason = {
            "empty": "it is empty, or only spaces",
            "precis_ignorable_properties": f"it holds an invisible character{what}",
            "bidi_rule": "its right-to-left and left-to-right text is mixed unsafely",
        }.get(why, f"it holds a character{what} a name may not ({why})")
        raise Problem(
            "bad_name",
            f"A name is a nickname (RFC 8266): {reason}.",
            errors={field: [f"Not a nickname: {reason}."]},
        ) from None
    if len(enforced) > NAME_LIMIT:
        raise Problem(
            "bad_name",
            f"A name has 1 to {NAME_LIMIT} characters.",
            errors={field: [f"Longer than {NAME_LIMIT} characters."]},
        )
    return enforced


@cache
def _prototypes() -> dict[str, str]:
    """Each confusable character's prototype. Unicode's confusables map each source
    character to one prototype, and no prototype is a source, so the pairs form stars;
    the package lists each pair both ways. A star's prototype is its centre: the member
    with the most partners, or the one of several characters (a source is always one)."""
    partners: dict[str, set[str]] = {}
    for key, glyphs in confusables_data.items():
        a = key.replace(LRM, "")
        for glyph in glyphs:
            b = glyph["c"].replace(LRM, "")
            if a and b and a != b:
                partners.setdefault(a, set()).add(b)
                partners.setdefault(b, set()).add(a)
    mapping: dict[str, str] = {}
    for char, others in partners.items():
        if len(char) != 1:
            continue  # a prototype of several characters is never a source
        star = [char, *others]
        centre = max(star, key=lambda c: (len(partners.get(c, ())), len(c) > 1, -ord(c[0])))
        if centre != char:
            mapping[char] = centre
    return mapping


def skeleton(text: str) -> str:
    """TR39's skeleton: NFD, each character to its prototype, NFD again."""
    prototypes = _prototypes()
    mapped = "".join(prototypes.get(c, c) for c in unicodedata.normalize("NFD", text))
    return unicodedata.normalize("NFD", mapped)


@lru_cache(maxsize=4096)
def name_key(name: str) -> str:
    """What two names that look alike share: the skeleton, case folded, skeleton again
    (kept for the names met last: a table compares every seated name at each join)."""
    return skeleton(skeleton(name).casefold())


def refuse_taken(seated: Iterable[str], name: str) -> None:
    """409 `name_taken` if `name` looks like the name of a seated player."""
    key = name_key(name)
    for other in seated:
        if name_key(other) == key:
            raise Problem(
                "name_taken",
                f"A player at this table is already called {other!r}, which {name!r} "
                "looks like: choose another name.",
            )


def free_name(seated: Iterable[str], name: str) -> str:
    """`name`, or the first of "name 2", "name 3", ... that looks like nobody's."""
    keys = {name_key(other) for other in seated}
    candidate, n = name, 1
    while name_key(candidate) in keys:
        n += 1
        candidate = f"{name} {n}"
    return candidate
