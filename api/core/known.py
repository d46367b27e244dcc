"""The games this process read or wrote last, vouched for by its watcher.

A read (a view, a poll for events, the scores) of a game that has not changed needs no
database: the worker's watcher (api/db/notify.py: PostgreSQL's LISTEN, SQLite's look at
the events table) hears of every change, by any process, that adds to a game's log, and
a game's entry is good only while its mark is the one taken before the row was read,
the watcher has watched without a break since, and it has heard of everything committed
before the read (`Notifier.fresh`): on SQLite a look on its own connection whenever
anything was committed since its last, so an answer from memory is never stale; on
PostgreSQL no notification waits unread on its connection, so an answer from memory is
stale only by the time a NOTIFY takes from a commit to the watcher's socket (less than a
client's round trip to the server). A request that names what it has seen
(If-None-Match, `after`) never gets less.

An entry holds the row (its state as the stored JSON text, some 2 to 16 KB) and, for each
token digest asked with, the seat it holds (None: a spectator, or a token of no seat,
which the store refuses). At most `size` games are kept (2,048: a few tens of MB at
most), the least recently used going first, and a few dozen digests each.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, field

from millie.api.db.notify import Notifier
from millie.api.db.rows import GameRow

DIGESTS = 64  # token digests kept per game (a flood of bad tokens empties the map)


@dataclass
class _Known:
    row: GameRow
    mark: int  # the notifier's mark of the game, taken before the row was read
    epoch: int  # the watcher's watch it was read under
    seats: dict[str, int | None] = field(default_factory=dict)


class KnownGames:
    def __init__(self, notifier: Notifier, size: int = 2048) -> None:
        self.notifier = notifier
        self.size = size
        self._games: OrderedDict[str, _Known] = OrderedDict()
        self._lock = threading.Lock()

    def mark(self, game_id: str) -> tuple[int, int] | None:
        """Take before reading the game from the database, to `put` what is read;
        None when nothing read now could be vouched for (nobody watches)."""
        notifier = self.notifier
        if not notifier.can_watch:
            return None
        mark = notifier.mark(game_id)  # starts the watcher at the first call
        epoch = notifier.vouching
        return (mark, epoch) if epoch else None

    def get(self, game_id: str, digest: str) -> tuple[GameRow, int | None] | None:
        """The game's row as this process knows it and the seat of `digest`, if the
        watcher vouches that the game has not changed since; else None."""
        epoch = self.notifier.vouching
        if not epoch:
            return None
        with self._lock:
            known = self._games.get(game_id)
            if known is None or digest not in known.seats:
                return None
            seat = known.seats[digest]
        if known.epoch != epoch or not self.notifier.fresh():
            return None
        if self.notifier.mark(game_id) != known.mark:
            return None
        with self._lock:
            if self._games.get(game_id) is known:  # not dropped meanwhile
                self._games.move_to_end(game_id)
        return known.row, seat

    def put(
        self, taken: tuple[int, int] | None, row: GameRow, digest: str, seat: int | None
    ) -> None:
        """What a read found, under the mark taken before it (`mark`)."""
        if taken is None:
            return
        mark, epoch = taken
        with self._lock:
            known = self._games.get(row.id)
            if known is not None and (known.row.version, known.mark) == (row.version, mark):
                if len(known.seats) >= DIGESTS:
                    known.seats.clear()
                known.seats[digest] = seat
            elif known is None or known.row.version <= row.version:
                self._games[row.id] = _Known(row, mark, epoch, {digest: seat})
            self._games.move_to_end(row.id)
            if len(self._games) > self.size:
                self._games.popitem(last=False)
