"""What core answers when it refuses a request: a problem `code` and its words.

Core never names an HTTP status: the HTTP wing answers each code with the status its
catalogue gives it (api/http/problems.py), as RFC 9457 problem details.
"""

from __future__ import annotations

from typing import Any


class Problem(Exception):
    """A refused request: its stable `code` (one of the catalogue's), what went wrong in
    words, and any facts the answer carries besides (the game's version, the seconds
    to wait before a retry as `retry_after`). Raised, so that the transaction it
    happens in changes nothing."""

    def __init__(self, code: str, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.code, self.detail, self.extra = code, detail, extra
