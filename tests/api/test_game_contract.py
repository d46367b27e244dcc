"""What the server promises any game, with no convention a game must guess: the stream
and the long poll end when the game's status is finished (whatever its last event is
named), a refusal answers the status its game declares (the one the document lists),
and `bot` in a view's seats is part of the documented envelope."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import highcard
import pytest
from flask.testing import FlaskClient
from highcard.engine import HighCard, State
from openapi_schema_validator import OAS31Validator

from millie import kit
from millie.api.db.migrate import upgrade
from millie.api.http import create_app
from millie.kit import KitFailure
from millie.rules.game import Action, Event, Field, Game, IllegalAction, NotAllowed, Result


class Quiet(HighCard):
    """High card whose last event is `last_round`, not `game_finished`, and whose join
    refuses a name whose initial is taken as an IllegalAction (a 409 by its class) with
    a code the game declares as 422."""

    def join(self, state: State, fields: dict[str, Any]) -> tuple[int, list[Event]]:
        if any(p.name[0] == fields["name"][0] for p in state.players):
            raise IllegalAction("initial_taken", "Someone at the table has that initial.")
        return super().join(state, fields)

    def apply(
        self, state: State, seat: int | None, action: str, body: dict[str, Any]
    ) -> list[Event]:
        events = super().apply(state, seat, action, body)
        return [
            dataclasses.replace(e, kind="last_round") if e.kind == "game_finished" else e
            for e in events
        ]


QUIET = dataclasses.replace(
    highcard.GAME,
    slug="quiet",
    engine=Quiet(),
    refusals={**highcard.GAME.refusals, "initial_taken": (422, "Someone has that initial.")},
    join_codes=("initial_taken",),
)


@pytest.fixture
def quiet(tmp_path: Path) -> Iterator[FlaskClient]:
    url = f"sqlite:///{tmp_path / 'millie.db'}"
    upgrade(url)
    yield create_app({"DATABASE_URL": url, "RATELIMIT_ENABLED": False}, [QUIET]).test_client()


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _play(client: FlaskClient, path: str, tokens: list[str]) -> None:
    """Play the game to its end, each seat its first legal action."""
    view = client.get(path).json
    while view["status"] != "finished":
        for token in tokens:
            mine = client.get(path, headers=_auth(token)).json
            if mine["legal_actions"]:
                entry = mine["legal_actions"][0]
                view = client.post(entry["path"], json=entry["body"], headers=_auth(token)).json
    kinds = [e["kind"] for e in client.get(f"{path}/events").json["events"]]
    assert kinds[-1] == "last_round" and "game_finished" not in kinds


def _started(client: FlaskClient) -> tuple[str, list[str]]:
    """A game of Quiet, started: its path and the players' tokens."""
    created = client.post("/v1/quiet/games", json={"seed": 3}).json
    path = f"/v1/quiet/games/{created['game']['id']}"
    tokens = [client.post(f"{path}/players", json={"name": n}).json["token"] for n in "AB"]
    assert client.post(f"{path}/start", headers=_auth(created["host_token"])).status_code == 200
    return path, tokens


def test_the_stream_ends_when_the_game_is_finished_whatever_its_last_event(
    quiet: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A stream opened while the game is played ends after its last event, with no
    keep-alive after it (it would otherwise keep the connection until STREAM_SECONDS)."""
    monkeypatch.setattr("millie.api.http.events.KEEP_ALIVE", 0.2)
    monkeypatch.setattr("millie.api.http.events.STREAM_SECONDS", 3.0)
    path, tokens = _started(quiet)
    stream = quiet.get(f"{path}/stream", buffered=False)
    _play(quiet, path, tokens)
    text = b"".join(stream.response).decode()  # type: ignore[arg-type]
    stream.close()
    assert "event: last_round" in text
    assert "keep-alive" not in text.partition("event: last_round")[2]


def test_a_long_poll_on_a_finished_game_answers_at_once(quiet: FlaskClient) -> None:
    path, tokens = _started(quiet)
    _play(quiet, path, tokens)
    last = quiet.get(path).json["last_seq"]
    began = time.monotonic()
    page = quiet.get(f"{path}/events?after={last}&wait=5")
    assert page.status_code == 200 and page.json["events"] == []
    assert time.monotonic() - began < 2  # nothing more can come: no wait


def test_a_refusal_answers_the_status_its_game_declares(quiet: FlaskClient) -> None:
    """The engine raises initial_taken as an IllegalAction (409 by its class); the game
    declares it 422, and the document lists it under 422: 422 it is."""
    created = quiet.post("/v1/quiet/games", json={}).json
    path = f"/v1/quiet/games/{created['game']['id']}"
    assert quiet.post(f"{path}/players", json={"name": "Ann"}).status_code == 201
    refused = quiet.post(f"{path}/players", json={"name": "Abe"})
    assert (refused.status_code, refused.json["code"]) == (422, "initial_taken")
    spec = quiet.get("/openapi.json").json
    join = spec["paths"]["/v1/{game_type}/games/{game_id}/players"]["post"]
    assert "initial_taken" in join["responses"]["422"]["x-codes"]


def test_bot_in_a_views_seats_is_part_of_the_documented_envelope(quiet: FlaskClient) -> None:
    created = quiet.post("/v1/quiet/games", json={}).json
    path = f"/v1/quiet/games/{created['game']['id']}"
    host = _auth(created["host_token"])
    quiet.post(f"{path}/players", json={"name": "Ann"})
    assert quiet.post(f"{path}/bots", json={"policy": "highest"}, headers=host).status_code == 201
    view = quiet.get(path).json
    assert [s["bot"] for s in view["seats"]] == [None, "highest"]
    assert [s["is_bot"] for s in view["seats"]] == [False, True]
    spec = quiet.get("/openapi.json").json
    schema = {"$ref": "#/components/schemas/QuietView", "components": spec["components"]}
    OAS31Validator(schema).validate(view)
    seat = spec["components"]["schemas"]["ViewSeat"]
    assert seat["required"] == ["bot", "is_bot", "seat"]
    assert seat["properties"]["is_bot"]["type"] == "boolean"
    assert seat["properties"]["bot"]["type"] == ["string", "null"]


@dataclasses.dataclass
class TallyState:
    seed: int
    phase: str = "lobby"
    players: list[dict[str, Any]] = dataclasses.field(default_factory=list)
    count: int = 0
    timers: dict[str, float] = dataclasses.field(default_factory=dict)


class Tally:
    """A game not on the kernel, as small as the surface allows: the seats take turns
    adding one to a count; at 3 the game ends and the last to add wins. None of its
    entries (join, start, add) carries a `label`."""

    def new_game(self, options: dict[str, Any], seed: int) -> TallyState:
        return TallyState(seed)

    def join(self, state: TallyState, fields: dict[str, Any]) -> tuple[int, list[Event]]:
        if state.phase != "lobby" or len(state.players) == 2:
            raise IllegalAction("game_started", "No seat is free.")
        state.players.append({"name": fields["name"]})
        seat = len(state.players) - 1
        return seat, [Event("player_joined", {"seat": seat, "name": fields["name"]})]

    def start(self, state: TallyState) -> list[Event]:
        if state.phase != "lobby" or len(state.players) < 2:
            raise IllegalAction("not_enough_players", "Two players are needed.")
        state.phase = "add"
        return [Event("game_started", {})]

    def status(self, state: TallyState) -> str:
        return {"lobby": "lobby", "add": "active"}.get(state.phase, "finished")

    def pending(self, state: TallyState) -> list[dict[str, Any]]:
        if state.phase == "lobby":
            return [{"seat": None, "decision": "start"}] if len(state.players) == 2 else []
        if state.phase == "add":
            return [{"seat": state.count % 2, "decision": "add"}]
        return []

    def legal_actions(self, state: TallyState, seat: int) -> list[dict[str, Any]]:
        mine = state.phase == "add" and seat == state.count % 2
        return [{"action": "add", "body": {}}] if mine else []

    def host_actions(self, state: TallyState) -> list[dict[str, Any]]:
        ready = state.phase == "lobby" and len(state.players) == 2
        return [{"action": "start", "body": {}}] if ready else []

    def join_actions(self, state: TallyState) -> list[dict[str, Any]]:
        free = state.phase == "lobby" and len(state.players) < 2
        return [{"action": "join", "body": {"name": "Someone"}}] if free else []

    def apply(
        self, state: TallyState, seat: int | None, action: str, body: dict[str, Any]
    ) -> list[Event]:
        if seat is None:
            raise NotAllowed("not_a_player", "Only a seated player can act.")
        if state.phase != "add" or seat != state.count % 2:
            raise IllegalAction("wrong_phase", "It is not your turn.")
        state.count += 1
        if state.count < 3:
            return [Event("added", {"seat": seat, "count": state.count})]
        state.phase = "finished"
        return [Event("added", {"seat": seat, "count": 3}), Event("game_finished", {})]

    def view(self, state: TallyState, seat: int | None) -> dict[str, Any]:
        seats = [{"seat": s, "name": p["name"]} for s, p in enumerate(state.players)]
        return {"phase": state.phase, "count": state.count, "seats": seats}

    def score(self, state: TallyState, seat: int | None) -> dict[str, Any]:
        return {"final": state.phase == "finished", "count": state.count}

    def result(self, state: TallyState) -> Result | None:
        if state.phase != "finished":
            return None
        return {"scores": [2.0, 1.0], "winners": [0], "ranks": [1, 2]}

    def deadlines(self, state: TallyState) -> list[dict[str, Any]]:
        return []

    def expire(self, state: TallyState, now: float) -> list[Event]:
        return []

    def to_dict(self, state: TallyState) -> dict[str, Any]:
        return dataclasses.asdict(state)

    def from_dict(self, doc: dict[str, Any]) -> TallyState:
        return TallyState(**doc)


TALLY = Game(
    slug="tally",
    title="Tally",
    description="Tally: take turns adding one; the third wins.",
    engine=Tally(),
    min_players=2,
    max_players=2,
    actions=(Action("add", "tally_add", "Add one\n\nAdd one to the count."),),
    join={"name": Field("string", required=True, min_length=1, max_length=40)},
    decisions=("start", "add"),
)


def test_entries_without_a_label_are_offered_under_the_actions_name(tmp_path: Path) -> None:
    """An engine not on the kernel that leaves out an entry's `label` breaks no answer:
    every view offers the entry with its action's name as the label, and the game is
    played to its end over HTTP without a 5xx."""
    url = f"sqlite:///{tmp_path / 'millie.db'}"
    upgrade(url)
    client = create_app({"DATABASE_URL": url, "RATELIMIT_ENABLED": False}, [TALLY]).test_client()
    created = client.post("/v1/tally/games", json={})
    assert created.status_code == 201, created.get_data(as_text=True)
    path, host = f"/v1/tally/games/{created.json['game']['id']}", created.json["host_token"]
    tokens = []
    for _ in range(2):
        offered = client.get(path).json["legal_actions"]
        assert [(e["action"], e["label"]) for e in offered] == [("join", "join")]
        joined = client.post(offered[0]["path"], json=offered[0]["body"])
        assert joined.status_code == 201, joined.get_data(as_text=True)
        tokens.append(joined.json["token"])
    hosted = client.get(path, headers=_auth(host))
    assert hosted.status_code == 200, hosted.get_data(as_text=True)
    start = next(e for e in hosted.json["legal_actions"] if e["action"] == "start")
    assert start["label"] == "start"
    assert client.post(start["path"], json=start["body"], headers=_auth(host)).status_code == 200
    for turn in range(3):
        token = tokens[turn % 2]
        mine = client.get(path, headers=_auth(token))
        assert mine.status_code == 200, mine.get_data(as_text=True)
        (entry,) = mine.json["legal_actions"]
        assert (entry["action"], entry["label"]) == ("add", "add")
        moved = client.post(entry["path"], json=entry["body"], headers=_auth(token))
        assert moved.status_code == 200, moved.get_data(as_text=True)
    score = client.get(f"{path}/score").json
    assert score["status"] == "finished" and score["result"]["winners"] == [0]


def test_the_kit_still_fails_a_game_whose_entries_have_no_label() -> None:
    """The server copes; the contract does not bend: the kit requires every label."""
    with pytest.raises(KitFailure, match="label"):
        kit.run(TALLY, playthroughs=1, checks=("engine",))
