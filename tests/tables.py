"""A table of players for HTTP tests: creates, joins, starts and plays through the API."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from flask.testing import FlaskClient

from conftest import OWN_GAMES
from millie.rules.millimemory.cards import COLOURS
from millie.rules.millions.cards import CHARACTERS


def seat_request(slug: str, seat: int) -> dict[str, Any]:
    """A join body for `seat`: a character (Millions) or a colour (Millimemory)."""
    if slug == "millimemory":
        return {"name": f"Player {seat}", "colour": COLOURS[seat]}
    if slug == "morbid-living":
        return {"name": f"Player {seat}"}
    return {"name": f"Player {seat}", "character": CHARACTERS[seat], "intro": f"I am {seat}."}


@dataclass
class Table:
    client: FlaskClient
    game_id: str
    host_token: str
    tokens: list[str] = field(default_factory=list)
    slug: str = "millions"

    @classmethod
    def create(
        cls,
        client: FlaskClient,
        players: int,
        seed: int | None = None,
        options: dict[str, Any] | None = None,
        start: bool = True,
        slug: str = "millions",
    ) -> Table:
        r = client.post(f"/v1/{slug}/games", json={"options": options or {}, "seed": seed})
        assert r.status_code == 201, r.get_data(as_text=True)
        table = cls(client, r.json["game"]["id"], r.json["host_token"], slug=slug)
        for i in range(players):
            r = client.post(table.path("players"), json=seat_request(slug, i))
            assert r.status_code == 201, r.get_data(as_text=True)
            table.tokens.append(r.json["token"])
        if start:
            r = client.post(table.path("start"), headers=table.auth(host=True))
            assert r.status_code == 200, r.get_data(as_text=True)
        return table

    def path(self, action: str = "") -> str:
        base = f"/v1/{self.slug}/games/{self.game_id}"
        return f"{base}/{action}" if action else base

    def auth(self, seat: int | None = None, host: bool = False) -> dict[str, str]:
        if host:
            return {"Authorization": f"Bearer {self.host_token}"}
        if seat is None:
            return {}
        return {"Authorization": f"Bearer {self.tokens[seat]}"}

    def view(self, seat: int | None = None) -> dict[str, Any]:
        r = self.client.get(self.path(), headers=self.auth(seat))
        assert r.status_code == 200, r.get_data(as_text=True)
        view: dict[str, Any] = r.json
        return view

    def post(self, seat: int | None, action: str, body: dict[str, Any] | None = None) -> Any:
        return self.client.post(self.path(action), json=body or {}, headers=self.auth(seat))

    def send(self, seat: int, entry: dict[str, Any]) -> Any:
        """Send one entry of `legal_actions` exactly as given."""
        assert entry["method"] == "POST"
        return self.client.post(entry["path"], json=entry["body"], headers=self.auth(seat))

    def play_randomly(
        self, rng: random.Random, max_moves: int = 2000, by_kind: bool = False
    ) -> dict[str, Any]:
        """Every move is a random entry of the moving seat's own legal_actions.

        With `by_kind`, the kind of action is drawn first, then an entry of that kind
        (so that one kind with many entries, such as selling, does not crowd out the
        rest). The seat's view comes from its own last answer when it moves again.
        """
        view = self.view()
        for _ in range(max_moves):
            if view["status"] == "finished":
                return view
            seat = rng.choice(view["pending"])["seat"]
            mine = view if view["you"] == seat else self.view(seat)
            assert mine["legal_actions"], (seat, mine["pending"])
            entries = mine["legal_actions"]
            if by_kind:
                kind = rng.choice(sorted({e["action"] for e in entries}))
                entries = [e for e in entries if e["action"] == kind]
            entry = rng.choice(entries)
            r = self.send(seat, entry)
            assert r.status_code == 200, (entry, r.get_data(as_text=True))
            view = r.json
        raise AssertionError("the game did not end")


REPLAYED = 100  # G2: the first games of each random-play test are exported and replayed


def assert_export_replays(table: Table) -> None:
    """G1, G2: the finished game's export replays from seed + actions to its final state."""
    from millie.api.core.replay import differences, replay

    r = table.client.get(table.path("export"))
    assert r.status_code == 200, r.get_data(as_text=True)
    record = r.json
    assert differences(replay(record, OWN_GAMES[record["type"]]), record["final_state"]) == []


def open_squabble(client: FlaskClient) -> Table:
    """A 3-player game where seats 0 (Archibald, the selector) and 1 (Bernice) squabble
    over one Item as squabble 1, and seat 2 won another card: no judge named yet."""
    table = Table.create(client, 3, seed=11)
    table.post(0, "flip")
    items = [t["card"]["id"] for t in table.view()["table"] if t["card"]["kind"] == "item"]
    assert len(items) >= 2, "seed 11 flips at least two items for 3 players"
    for seat, card in ((0, items[0]), (1, items[0]), (2, items[1])):
        r = table.post(seat, "claim", {"card": card})
        assert r.status_code == 200, r.get_data(as_text=True)
    squabble = table.view()["squabbles"][0]
    assert (squabble["number"], squabble["selector"], squabble["other"]) == (1, 0, 1)
    return table
