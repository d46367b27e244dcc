"""Who may change a game: every POST of the OpenAPI document, against every wrong caller.

The endpoints come from the OpenAPI document itself, so a new one is covered (or the
test says how to cover it) without editing this file:

- create-game takes no token (a token, even a foreign one, is no reason to refuse);
- join takes no token or the host's; any other token is refused;
- start and reissue need the host's token;
- every action endpoint of every game type needs the seat whose move it is. The test
  plays seeded games with random legal moves and, the first time an endpoint appears in
  some seat's `legal_actions` (and again, if need be, until a seat that may *not* make
  it exists), sends that very entry with every wrong credential.

Wrong credentials: none (401 `missing_token`), a malformed Authorization header (401
`invalid_token`), a token nobody holds (401 `invalid_token`), tokens of other games (401
`invalid_token`), the host's token on a player's move (403 `not_a_player`), and the token
of another seat of the same game (403 with the endpoint's own code, or 409 where the
rules make it a matter of state). After every refusal the game is exactly as before:
the spectator's, the host's and the mover's views (version included) and the events.
"""

from __future__ import annotations

import json
import random
import re
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from conftest import OWN_GAMES, stored
from millie.api.db.models import Game
from millie.cli import openapi_document
from millie.rules import morbid_living
from tables import Table, assert_export_replays

SPEC: dict[str, Any] = json.loads(openapi_document(OWN_GAMES))
SLUGS = list(OWN_GAMES)
PLAYERS = {"millions": 4, "millimemory": 3, "morbid-living": 3}
MAX_GAMES = 4  # seeded random games per game type to reach every action endpoint
MIN_MOVES = 25

CREATE = "/v1/{game_type}/games"
JOIN = "/v1/{game_type}/games/{game_id}/players"
NEW_PLAYER = "/v1/players"  # anyone may make a player (docs/players.md)
SEEK = "/v1/{game_type}/seeks"  # a player's token (tests/api/test_seeks.py)
START = "/v1/{game_type}/games/{game_id}/start"
REISSUE = "/v1/{game_type}/games/{game_id}/players/{seat}/token"
# A host-only endpoint's body, where the document's example does not fit every type.
HOST_BODIES: dict[str, Callable[[str], dict[str, Any]]] = {
    "add_bot": lambda slug: {"policy": "random", "name": "Robo"},
}

MALFORMED = [
    "Bearer",
    "Bearer ",
    "Basic dXNlcjpwYXNzd29yZA==",
    "Token abc",
    "Bearer " + "x" * 300,
]

# The code a seated player gets for another seat's move, by operationId. An operation
# not listed here (a new endpoint) must answer 403 or 409 with a code its own document
# lists, other than `not_a_player` (the caller *is* a player).
OTHER_SEAT = {
    "claim": {"already_placed", "sitting_out"},
    "steal": {"not_the_thief"},
    "reappraise": {"not_the_reappraiser"},
    "squabble_judge": {"not_the_selector"},
    "squabble_story": {"not_a_squabbler", "selector_first"},
    "squabble_question": {"not_the_judge"},
    "squabble_answer": {"not_a_squabbler", "no_question"},
    "squabble_verdict": {"not_the_judge"},
    "predict": {"already_predicted", "not_in_playoff"},
    "skip": {"not_in_playoff", "prediction_locked"},  # Q5: who has locked may not skip
    **{
        op: {"not_your_turn"}
        for op in (
            "draw",
            "buy",
            "pass_card",
            "steal_from_player",
            "sell",
            "discard",
            "pay",
            "end_turn",
        )
    },
}


def posts() -> dict[str, dict[str, Any]]:
    """Path template -> the POST operation, for every POST of the document."""
    return {path: ops["post"] for path, ops in SPEC["paths"].items() if "post" in ops}


def action_endpoints(slug: str) -> dict[str, dict[str, Any]]:
    prefix = f"/v1/{slug}/games/{{game_id}}/"
    return {path: op for path, op in posts().items() if path.startswith(prefix)}


def matcher(template: str) -> re.Pattern[str]:
    pattern = re.escape(template)
    for name, value in (
        ("game_id", "[0-9a-f]{16}"),
        ("game_type", "|".join(re.escape(s) for s in SLUGS)),
    ):
        pattern = pattern.replace(re.escape("{" + name + "}"), f"(?:{value})")
    pattern = re.sub(r"\\\{[a-z_]+\\\}", r"[0-9]+", pattern)  # {n}, {seat}
    return re.compile(pattern + "$")


def documented(op: dict[str, Any], status: int) -> set[str]:
    return set(op["responses"].get(str(status), {}).get("x-codes", []))


def needs_token(op: dict[str, Any]) -> bool:
    return {"bearerAuth": []} in op.get("security", [])


def shared(path: str) -> bool:
    return path.startswith("/v1/{game_type}/")


def host_only(path: str) -> bool:
    """A shared endpoint for the host alone: it needs a token and documents not_host."""
    op = posts()[path]
    return shared(path) and needs_token(op) and "not_host" in documented(op, 403)


HOST_ONLY = sorted(p for p in posts() if host_only(p))


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@dataclass
class Foreign:
    """Tokens that belong to other games: each must be worth nothing here."""

    tokens: dict[str, str] = field(default_factory=dict)

    @classmethod
    def make(cls, client: FlaskClient) -> Foreign:
        out = cls()
        for slug in SLUGS:
            other = Table.create(client, 2 if slug != "millions" else 3, slug=slug)
            out.tokens[f"host of another {slug} game"] = other.host_token
            out.tokens[f"seat 0 of another {slug} game"] = other.tokens[0]
        out.tokens["a token nobody holds"] = secrets.token_urlsafe(32)
        return out

    def pick(self, slug: str, k: int) -> dict[str, str]:
        """All tokens when k == 0; else those of `slug`, one other type's, and nobody's."""
        if k == 0:
            return self.tokens
        others = [s for s in SLUGS if s != slug]
        other = others[k % len(others)]
        return {
            who: token
            for who, token in self.tokens.items()
            if who.endswith(f" {slug} game")
            or who == f"seat 0 of another {other} game"
            or who == "a token nobody holds"
        }


def snapshot(table: Table, seats: tuple[int, ...] = ()) -> dict[str, Any]:
    """Everything a refusal must leave as it was, as the API shows it."""
    c = table.client
    out: dict[str, Any] = {}
    for who, headers in (
        ("spectator", {}),
        ("host", table.auth(host=True)),
        *((f"seat {s}", table.auth(s)) for s in seats),
    ):
        r = c.get(table.path(), headers=headers)
        assert r.status_code == 200, (who, r.get_data(as_text=True))
        out[who] = r.json
        out[f"{who} etag"] = r.headers.get("ETag")
    r = c.get(table.path("events") + "?after=0&limit=1000")
    assert r.status_code == 200, r.get_data(as_text=True)
    out["events"] = r.json
    return out


def refuse(
    table: Table,
    path: str,
    body: Any,
    headers: dict[str, str],
    status: int,
    codes: set[str],
    before: dict[str, Any],
    seats: tuple[int, ...],
    why: str,
    op: dict[str, Any] | None = None,
) -> str:
    """Send one request that must be refused; check the answer and that nothing moved."""
    r = table.client.post(path, json=body, headers=headers)
    text = r.get_data(as_text=True)
    assert r.status_code == status, f"{why}: POST {path} {body} -> {r.status_code} {text}"
    assert r.mimetype == "application/problem+json", (why, r.mimetype)
    code: str = r.json["code"]
    assert code in codes, f"{why}: POST {path} {body} -> {status} {code}, expected {codes}"
    if op is not None:
        assert code in documented(op, status), (
            f"{why}: {op['operationId']} answered {status} {code}, which its OpenAPI "
            f"document does not list ({sorted(documented(op, status))})"
        )
    after = snapshot(table, seats)
    assert after == before, f"{why}: the refused POST {path} changed the game"
    return code


def test_every_post_is_covered_by_this_matrix() -> None:
    """A POST this file does not know would go untested: classify it here."""
    assert {START, REISSUE} <= set(HOST_ONLY), HOST_ONLY
    for path, op in posts().items():
        known = (
            path in (CREATE, JOIN, NEW_PLAYER, SEEK)
            or path in HOST_ONLY
            or any(path in action_endpoints(s) for s in SLUGS)
        )
        assert known, (
            f"POST {path} ({op['operationId']}) is neither create, join, a host-only "
            "endpoint (bearerAuth and a documented 403 not_host) nor a game's action"
        )
    for slug in SLUGS:
        assert action_endpoints(slug), f"{slug} has no action endpoints in the document"


@pytest.mark.parametrize("path", sorted(posts()))
def test_security_is_documented_as_enforced(path: str) -> None:
    op = posts()[path]
    if path in (CREATE, JOIN, NEW_PLAYER):
        assert not needs_token(op), f"{op['operationId']} must not require a token"
        return
    assert needs_token(op), f"{op['operationId']} needs a token but declares no security"
    assert {"missing_token", "invalid_token"} <= documented(op, 401), op["operationId"]
    assert documented(op, 403), f"{op['operationId']} documents no 403"
    if not shared(path):
        assert "not_a_player" in documented(op, 403), op["operationId"]


# --- action endpoints ---------------------------------------------------------------


def rig_living_debt(app: Flask, client: FlaskClient) -> Table:
    """Morbid Living: the player on turn owes more than their cash and holds a credit
    card, so `pay` is legal (random play reaches this rarely)."""
    table = Table.create(client, PLAYERS["morbid-living"], seed=3, slug="morbid-living")
    with stored(app) as session:
        game = session.get(Game, table.game_id)
        state = morbid_living.from_dict(game.state)
        for pile in (state.deck, state.discard, *(p.cards for p in state.players)):
            if "credit-1" in pile:
                pile.remove("credit-1")
        player = state.players[state.turn]
        player.credits.append("credit-1")
        player.cash, state.phase, state.owed, state.owed_for = 0, "pay", 50_000, "specific-1"
        game.state = morbid_living.to_dict(state)
        game.version += 1
        session.commit()
    return table


# Where random play does not reliably reach an endpoint: a table set up for it.
RIGS: dict[str, Callable[[Flask, FlaskClient], Table]] = {
    "/v1/morbid-living/games/{game_id}/pay": rig_living_debt,
}


@dataclass
class Coverage:
    endpoints: dict[str, dict[str, Any]]
    basic: set[str] = field(default_factory=set)
    other_seat: dict[str, set[str]] = field(default_factory=dict)  # template -> codes seen

    def done(self) -> bool:
        return self.basic == set(self.endpoints) and set(self.other_seat) == set(self.endpoints)

    def template(self, path: str) -> str | None:
        return next((t for t in self.endpoints if matcher(t).match(path)), None)


def check_endpoint(
    table: Table,
    foreign: Foreign,
    views: dict[int, dict[str, Any]],
    seat: int,
    entry: dict[str, Any],
    template: str,
    cov: Coverage,
) -> None:
    """Send `seat`'s legal `entry` with every wrong credential; nothing may change."""
    op = cov.endpoints[template]
    path, body = entry["path"], entry["body"]
    seats = (seat,)
    before = snapshot(table, seats)
    where = f"{op['operationId']} (seat {seat}'s move, version {before['spectator']['version']})"

    def no(headers: dict[str, str], status: int, codes: set[str], why: str) -> str:
        return refuse(table, path, body, headers, status, codes, before, seats, why, op)

    if template not in cov.basic:
        # Every variant on the first endpoint; then, to keep the run short, one malformed
        # header in turn and the foreign tokens of this game type and one other type.
        k = len(cov.basic)
        headers = MALFORMED if k == 0 else [MALFORMED[k % len(MALFORMED)]]
        tokens = foreign.pick(table.slug, k)
        no({}, 401, {"missing_token"}, f"{where}, no token")
        for header in headers:
            no({"Authorization": header}, 401, {"invalid_token"}, f"{where}, {header[:20]!r}")
        for who, token in tokens.items():
            no(bearer(token), 401, {"invalid_token"}, f"{where}, {who}")
        no(table.auth(host=True), 403, {"not_a_player"}, f"{where}, the host's token")
        cov.basic.add(template)
    for other, view in views.items():
        if other == seat:
            continue
        if any(cov.template(e["path"]) == template for e in view["legal_actions"]):
            continue  # this seat may make this move too: not someone else's move
        expected = OTHER_SEAT.get(op["operationId"])
        if expected is None:  # a new endpoint: whatever its document says
            expected = (documented(op, 403) | documented(op, 409)) - {"not_a_player"}
        r = table.client.post(path, json=body, headers=table.auth(other))
        status = r.status_code
        assert 400 <= status < 500 and status in (403, 409), (
            f"{where}: seat {other} sent it -> {status} {r.get_data(as_text=True)}"
        )
        code = r.json["code"]
        assert code in expected, f"{where}: seat {other} sent it -> {status} {code} not {expected}"
        assert code in documented(op, status), f"{where}: {status} {code} is undocumented"
        assert snapshot(table, seats) == before, f"{where}: seat {other}'s refused move changed it"
        cov.other_seat.setdefault(template, set()).add(f"{status} {code}")


def visit(table: Table, foreign: Foreign, cov: Coverage, n: int) -> dict[int, dict[str, Any]]:
    """Check every endpoint that is legal for some seat now and still has work to do."""
    views = {s: table.view(s) for s in range(n)}
    for seat, view in views.items():
        for entry in view["legal_actions"]:
            template = cov.template(entry["path"])
            assert template is not None, f"legal action {entry['path']} is not in the document"
            lacking = [
                s
                for s, v in views.items()
                if not any(cov.template(e["path"]) == template for e in v["legal_actions"])
            ]
            if template not in cov.basic or (lacking and template not in cov.other_seat):
                check_endpoint(table, foreign, views, seat, entry, template, cov)
    return views


@pytest.mark.parametrize("slug", SLUGS)
def test_action_endpoints_refuse_every_wrong_caller(
    app: Flask, client: FlaskClient, slug: str
) -> None:
    n = PLAYERS[slug]
    cov = Coverage(action_endpoints(slug))
    foreign = Foreign.make(client)
    # Play until every endpoint without a rig has been checked (and at least MIN_MOVES
    # moves, so that states where some seat may not make a move come up too).
    wanted = set(cov.endpoints) - set(RIGS)
    moves = 0
    for game in range(MAX_GAMES):
        table = Table.create(client, n, seed=game, slug=slug)
        rng = random.Random(game)
        while True:
            views = visit(table, foreign, cov, n)
            spectator = table.view()
            if spectator["status"] == "finished" or (wanted <= cov.basic and moves >= MIN_MOVES):
                break
            seat = rng.choice(spectator["pending"])["seat"]
            entry = rng.choice(views[seat]["legal_actions"])
            r = table.send(seat, entry)
            assert r.status_code == 200, (entry, r.get_data(as_text=True))
            moves += 1
        if wanted <= cov.basic and moves >= MIN_MOVES:
            break
    for template, rig in RIGS.items():
        if template in cov.endpoints and template not in cov.basic:
            visit(rig(app, client), foreign, cov, n)
    missing = set(cov.endpoints) - cov.basic
    assert not missing, (
        f"no seeded {slug} game reached {sorted(missing)} in {MAX_GAMES} games: "
        "add a table for it to RIGS"
    )
    print(f"{slug}: another seat's move refused with {cov.other_seat}")
    # Wherever some seat could not make a move, its attempt was refused (above); a move
    # every seat may make at all times (flip) has no such case.
    assert cov.other_seat, f"{slug}: no move was ever someone else's"


def test_player_moves_refused_after_a_reissue_and_to_the_old_token(client: FlaskClient) -> None:
    """A reissued seat's old token is worth nothing on a move; the new one works."""
    table = Table.create(client, 3, seed=1)
    entry = table.view(0)["legal_actions"][0]
    game_before = table.view()
    r = client.post(table.path("players/0/token"), json={}, headers=table.auth(host=True))
    assert r.status_code == 200, r.get_data(as_text=True)
    old, table.tokens[0] = table.tokens[0], r.json["token"]
    before = snapshot(table, (0,))
    moved = ("version", "last_seq")  # the reissue is announced (an event), nothing else
    game_after = {k: v for k, v in before["spectator"].items() if k not in moved}
    assert game_after == {k: v for k, v in game_before.items() if k not in moved}
    refuse(
        table,
        entry["path"],
        entry["body"],
        bearer(old),
        401,
        {"invalid_token"},
        before,
        (0,),
        "the seat's token before the reissue",
    )
    assert table.send(0, entry).status_code == 200


# --- create, join, start, reissue ---------------------------------------------------


@pytest.mark.parametrize("slug", SLUGS)
def test_create_needs_no_token_and_ignores_any_token(client: FlaskClient, slug: str) -> None:
    foreign = Foreign.make(client)
    ids = set()
    for who, headers in (("no token", {}), *((w, bearer(t)) for w, t in foreign.tokens.items())):
        r = client.post(f"/v1/{slug}/games", json={"options": {}}, headers=headers)
        assert r.status_code == 201, (who, r.get_data(as_text=True))
        assert (
            r.json["game"]["role"] == "host" and r.json["host_token"] not in foreign.tokens.values()
        )
        ids.add(r.json["game"]["id"])
    assert len(ids) == 1 + len(foreign.tokens)


@pytest.mark.parametrize("slug", SLUGS)
def test_create_refuses_a_malformed_authorization_header(client: FlaskClient, slug: str) -> None:
    before = client.get(f"/v1/games?type={slug}").json["total"]
    for header in MALFORMED:
        r = client.post(
            f"/v1/{slug}/games", json={"options": {}}, headers={"Authorization": header}
        )
        assert (r.status_code, r.json["code"]) == (401, "invalid_token"), header
    assert client.get(f"/v1/games?type={slug}").json["total"] == before


def test_create_documents_its_401() -> None:
    """create_game answers 401 invalid_token to a malformed Authorization header."""
    assert "invalid_token" in documented(posts()[CREATE], 401)


def lobby_table(client: FlaskClient, slug: str, players: int) -> Table:
    return Table.create(client, players, seed=5, slug=slug, start=False)


def join_entry(table: Table) -> dict[str, Any]:
    """The join request a spectator's view offers (a body that fits this game)."""
    entries = [e for e in table.view()["legal_actions"] if e["action"] == "join"]
    assert entries, "the lobby offers no join"
    assert matcher(JOIN).match(entries[0]["path"]), entries[0]["path"]
    return entries[0]


@pytest.mark.parametrize("slug", SLUGS)
def test_join_takes_no_token_or_the_hosts_and_refuses_others(
    client: FlaskClient, slug: str
) -> None:
    op = posts()[JOIN]
    table = lobby_table(client, slug, 2)
    foreign = Foreign.make(client)
    entry = join_entry(table)
    path, body = entry["path"], entry["body"]
    before = snapshot(table)
    for header in MALFORMED:
        refuse(
            table,
            path,
            body,
            {"Authorization": header},
            401,
            {"invalid_token"},
            before,
            (),
            f"join, {header[:20]!r}",
            op,
        )
    for who, token in foreign.tokens.items():
        refuse(
            table, path, body, bearer(token), 401, {"invalid_token"}, before, (), f"join, {who}", op
        )
    for seat in range(2):
        refuse(
            table,
            path,
            body,
            table.auth(seat),
            409,
            {"already_seated"},
            before,
            (),
            f"join with seat {seat}'s token",
            op,
        )
    # Allowed: no token, and the host's token (the host may play too).
    r = client.post(path, json=body)
    assert r.status_code == 201, r.get_data(as_text=True)
    assert (
        r.json["player"]["seat"] == 2
        and r.json["game"]["version"] == before["spectator"]["version"] + 1
    )
    entry = join_entry(table)
    r = client.post(entry["path"], json=entry["body"], headers=table.auth(host=True))
    assert r.status_code == 201, r.get_data(as_text=True)
    assert r.json["player"]["seat"] == 3


def host_request(table: Table, template: str) -> tuple[str, dict[str, Any]]:
    """The path and body of a host-only request on `table` (seat 0 where one is named):
    the host's own `legal_actions` entry if it has one, else the document's example."""
    op = posts()[template]
    path = template.replace("{game_type}", table.slug).replace("{game_id}", table.game_id)
    path = re.sub(r"\{[a-z_]+\}", "0", path)
    host_view = table.client.get(table.path(), headers=table.auth(host=True)).json
    entry = next((e for e in host_view["legal_actions"] if e["path"] == path), None)
    if entry is not None:
        return path, entry["body"]
    if op["operationId"] in HOST_BODIES:
        return path, HOST_BODIES[op["operationId"]](table.slug)
    content = op.get("requestBody", {}).get("content", {}).get("application/json", {})
    return path, content.get("example", {})


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("template", HOST_ONLY)
def test_host_only_endpoints_need_the_host(client: FlaskClient, template: str, slug: str) -> None:
    """start, reissue and any other host-only POST: on a lobby with three seats taken
    (enough to start, room for more), only the host's token is obeyed."""
    op = posts()[template]
    table = lobby_table(client, slug, 3)
    foreign = Foreign.make(client)
    path, body = host_request(table, template)
    seats = (0, 1, 2)
    before = snapshot(table, seats)  # seat 0's view loading: its token works

    def no(headers: dict[str, str], status: int, code: str, why: str) -> None:
        refuse(table, path, body, headers, status, {code}, before, seats, why, op)

    name = op["operationId"]
    no({}, 401, "missing_token", f"{name}, no token")
    for header in MALFORMED:
        no({"Authorization": header}, 401, "invalid_token", f"{name}, {header[:20]!r}")
    for who, token in foreign.tokens.items():
        no(bearer(token), 401, "invalid_token", f"{name}, {who}")
    for seat in seats:
        no(table.auth(seat), 403, "not_host", f"{name} with seat {seat}'s token")
    r = client.post(path, json=body, headers=table.auth(host=True))
    assert 200 <= r.status_code < 300, (name, body, r.get_data(as_text=True))


def test_reissue_voids_the_old_token_only_when_the_host_asks(client: FlaskClient) -> None:
    table = Table.create(client, 3, seed=2)
    r = client.post(table.path("players/0/token"), json={}, headers=table.auth(host=True))
    assert r.status_code == 200 and r.json["seat"] == 0, r.get_data(as_text=True)
    assert client.get(table.path(), headers=table.auth(0)).status_code == 401
    table.tokens[0] = r.json["token"]
    assert table.view(0)["you"] == 0


def test_a_reissued_token_is_announced_to_every_view_and_stream(client: FlaskClient) -> None:
    """Taking over a seat is never silent: a public `token_reissued` event with the seat,
    in every caller's events and streams, and a new version."""
    table = Table.create(client, 3, seed=2)
    before = table.view()
    r = client.post(table.path("players/1/token"), json={}, headers=table.auth(host=True))
    assert r.status_code == 200, r.get_data(as_text=True)
    table.tokens[1] = r.json["token"]
    after = table.view()
    assert after["version"] == before["version"] + 1
    assert after["last_seq"] == before["last_seq"] + 1
    since = f"?after={before['last_seq']}"
    announced = {"seq": after["last_seq"], "kind": "token_reissued", "data": {"seat": 1}}
    for who in ({}, table.auth(host=True), *(table.auth(seat) for seat in range(3))):
        events = client.get(table.path("events") + since, headers=who).json["events"]
        assert [{k: e[k] for k in ("seq", "kind", "data")} for e in events] == [announced]
        stream = client.get(table.path("stream") + since, headers=who, buffered=False)
        messages = iter(stream.response)
        text = ""
        while "event: token_reissued" not in text:
            text += next(messages).decode()
        stream.close()
        assert f"id: {after['last_seq']}\nevent: token_reissued\n" in text


# --- lobby control: the host removes a seat --------------------------------------------


@pytest.mark.parametrize("slug", ["millions", "millimemory", "morbid-living"])
def test_the_host_removes_a_seat_in_the_lobby_and_the_seats_after_it_move_up(
    client: FlaskClient, slug: str
) -> None:
    table = Table.create(client, 3, seed=4, slug=slug, start=False)
    names = [s["name"] for s in table.view()["seats"]]
    v = table.view()["version"]
    last = table.view()["last_seq"]
    path = table.path("players/1")
    assert client.delete(path).json["code"] == "missing_token"
    assert client.delete(path, headers=table.auth(0)).json["code"] == "not_host"
    assert table.view()["version"] == v
    r = client.delete(path, headers={**table.auth(host=True), "If-Match": f'"{v}"'})
    assert r.status_code == 200, r.get_data(as_text=True)
    assert r.json["version"] == v + 1 and r.json["role"] == "host"
    assert [s["name"] for s in r.json["seats"]] == [names[0], names[2]]
    assert [s["seat"] for s in r.json["seats"]] == [0, 1]
    # the removed token is void; the one after it plays seat 1 now
    assert client.get(table.path(), headers=table.auth(1)).json["code"] == "invalid_token"
    assert table.view(2)["you"] == 1 and table.view(0)["you"] == 0
    events = client.get(table.path("events") + f"?after={last}").json["events"]
    assert [(e["kind"], e["data"]) for e in events] == [
        ("player_removed", {"seat": 1, "name": names[1]})
    ]
    # a retry with the old version is refused: it would remove the next player
    again = client.delete(path, headers={**table.auth(host=True), "If-Match": f'"{v}"'})
    assert (again.status_code, again.json["code"]) == (412, "stale_version")
    gone = client.delete(table.path("players/5"), headers=table.auth(host=True))
    assert (gone.status_code, gone.json["code"]) == (422, "unknown_seat")
    # the freed place is taken by the next joiner, and the game plays on as usual
    entry = next(e for e in table.view()["legal_actions"] if e["action"] == "join")
    joined = client.post(entry["path"], json=entry["body"])
    assert joined.status_code == 201 and joined.json["player"]["seat"] == 2
    table.tokens = [table.tokens[0], table.tokens[2], joined.json["token"]]
    assert table.post(None, "start").status_code in (401, 403)
    started = client.post(table.path("start"), json={}, headers=table.auth(host=True))
    assert started.status_code == 200, started.get_data(as_text=True)
    late = client.delete(table.path("players/0"), headers=table.auth(host=True))
    assert (late.status_code, late.json["code"]) == (409, "game_started")


def test_a_game_with_a_removed_seat_replays_to_its_final_state(client: FlaskClient) -> None:
    """G1, G2: the removal is a recorded call; seed and calls give the same game."""
    table = Table.create(client, 4, seed=9, slug="millimemory", start=False)
    r = client.delete(table.path("players/0"), headers=table.auth(host=True))
    assert r.status_code == 200, r.get_data(as_text=True)
    table.tokens = table.tokens[1:]
    assert (
        client.post(table.path("start"), json={}, headers=table.auth(host=True)).status_code == 200
    )
    final = table.play_randomly(random.Random(9))
    assert final["status"] == "finished", final["status"]
    assert_export_replays(table)


def test_reissue_on_a_finished_game_is_409_game_finished(client: FlaskClient) -> None:
    """A finished game's seats are its record: nobody takes one over after the end."""
    table = Table.create(client, 1, seed=5, slug="millimemory")
    finished = table.play_randomly(random.Random(5))
    assert finished["status"] == "finished"
    before = table.view()
    r = client.post(table.path("players/0/token"), json={}, headers=table.auth(host=True))
    assert (r.status_code, r.json["code"]) == (409, "game_finished"), r.get_data(as_text=True)
    assert table.view() == before
    assert table.view(0)["you"] == 0, "the seat's token still works"
