"""Free text, one rule on every database: what a string in a request body may hold.

Every string of a parsed JSON body (its keys too) must be Unicode text that any database
stores as it is: no lone surrogate (JSON's "\\ud800" can spell one, UTF-8 cannot), and
no control character but tab, line feed and carriage return (a story may have lines).
NUL, the rest of C0, DEL and C1 are refused: PostgreSQL cannot store NUL in text, and
SQLite would, so without this rule the two databases would answer differently. A refusal
is 422 `invalid_text` naming the field (`errors`, as `invalid_body` does).
"""

from __future__ import annotations

import re
from typing import Any

from millie.api.core.problems import Problem

# C0 but TAB (09), LF (0A), CR (0D); DEL; C1.
CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
SURROGATE = re.compile(r"[\ud800-\udfff]")


def flaw(text: str) -> str | None:
    """Why `text` is not free text a body may hold, or None."""
    found = SURROGATE.search(text)
    if found:
        return f"holds a lone surrogate (U+{ord(found.group()):04X}): not Unicode text"
    found = CONTROL.search(text)
    if found:
        return f"holds a control character (U+{ord(found.group()):04X})"
    return None


def _place(path: tuple[str | int, ...]) -> str:
    """A field's place in the body: `name`, `options.colour`, `cards[2]`; `<body>` for
    the body itself."""
    out = ""
    for step in path:
        out += f"[{step}]" if isinstance(step, int) else (f".{step}" if out else step)
    return out or "<body>"


def first_flaw(value: Any) -> tuple[str, str] | None:
    """The first string of a parsed JSON value that is not free text: (its field, why)."""
    stack: list[tuple[tuple[str | int, ...], Any]] = [((), value)]
    while stack:
        path, item = stack.pop()
        if isinstance(item, str):
            why = flaw(item)
            if why:
                return _place(path), why
        elif isinstance(item, dict):
            for key, inner in item.items():
                why = flaw(key)
                if why:
                    shown = key.encode("unicode_escape", "backslashreplace").decode()
                    return _place(path) if path else "<key>", f"has a key ({shown}) that {why}"
                stack.append(((*path, key), inner))
        elif isinstance(item, list):
            stack.extend(((*path, i), inner) for i, inner in enumerate(item))
    return None


def require_free_text(value: Any) -> None:
    """Refuse a body any of whose strings is not free text: 422 `invalid_text`."""
    found = first_flaw(value)
    if found:
        field, why = found
        raise Problem("invalid_text", f"The field {field!r} {why}.", errors={field: [f"It {why}."]})
