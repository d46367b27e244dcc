"""The moves of one game in one process take turns.

A move is made from the game as read and written only if nobody changed the game since
(api/core/store.py); two moves of one game made at once in one process would have one of
them made again for nothing. So they queue here, on a lock of their game (a greenlet's
under `millie serve`, where gevent patches `threading`), and a move is made anew only
when another process (another worker, another host) moved first.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager


class _Turn:
    __slots__ = ("lock", "waiting")

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.waiting = 0  # the requests holding or waiting for it; it goes with the last


class GameLocks:
    """A lock for each game being moved in this process, gone when no move needs it."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._turns: dict[str, _Turn] = {}

    @contextmanager
    def held(self, game_id: str) -> Iterator[None]:
        """The game's turn in this process, for the block."""
        with self._lock:
            turn = self._turns.get(game_id)
            if turn is None:
                turn = self._turns[game_id] = _Turn()
            turn.waiting += 1
        try:
            with turn.lock:
                yield
        finally:
            with self._lock:
                turn.waiting -= 1
                if not turn.waiting:
                    del self._turns[game_id]

    def __len__(self) -> int:
        return len(self._turns)
