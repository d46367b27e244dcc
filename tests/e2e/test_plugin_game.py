"""A fourth game as a plug-in: high card (tests/plugins/highcard), a distribution of its
own that Millie finds through the entry-point group `millie.games`. No file of Millie's
names it; a real server documents it, serves it and plays it like Millie's own games:
views, events, the stream, its timer, idempotency, server-hosted bots, export and
replay, and `millie simulate`. Its secret picks never reach the other seat before the
reveal, in views, events or errors.
"""

from __future__ import annotations

import importlib
import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path
from typing import Any

import pytest
import requests

from servers import millie_command, running_server

pytestmark = pytest.mark.server
SLUG = "highcard"
EVERY_GAME = {"MILLIE_GAMES": ""}  # the suite serves Millie's own games unless told


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    try:
        distribution("millie-highcard")
    except PackageNotFoundError:
        pytest.fail("install the plug-in game: pip install -e tests/plugins/highcard")
    cwd = tmp_path_factory.mktemp("highcard")
    with running_server(f"sqlite:///{cwd / 'millie.db'}", 2, cwd, env=EVERY_GAME) as url:
        yield url


def auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


class Table:
    """A game of high card over HTTP: the host, two seats, and what each may read."""

    def __init__(self, base: str, options: dict[str, Any] | None = None, seed: int = 7) -> None:
        self.base = base
        body = {"seed": seed, "options": options or {}}
        created = requests.post(f"{base}/v1/{SLUG}/games", json=body, timeout=30)
        assert created.status_code == 201, created.text
        self.id = created.json()["game"]["id"]
        self.host = created.json()["host_token"]
        self.path = f"{base}/v1/{SLUG}/games/{self.id}"
        self.tokens: list[str] = []

    def join(self) -> None:
        offered = self.view(None)["legal_actions"]
        entry = next(a for a in offered if a["action"] == "join")
        joined = requests.post(self.base + entry["path"], json=entry["body"], timeout=30)
        assert joined.status_code == 201, joined.text
        self.tokens.append(joined.json()["token"])

    def start(self) -> None:
        started = requests.post(f"{self.path}/start", json={}, headers=auth(self.host), timeout=30)
        assert started.status_code == 200, started.text

    def view(self, seat: int | None) -> dict[str, Any]:
        token = None if seat is None else self.tokens[seat]
        answer = requests.get(self.path, headers=auth(token), timeout=30)
        assert answer.status_code == 200, answer.text
        return dict(answer.json())

    def view_as_host(self) -> list[dict[str, Any]]:
        answer = requests.get(self.path, headers=auth(self.host), timeout=30)
        return list(answer.json()["legal_actions"])

    def events(self, seat: int | None) -> list[dict[str, Any]]:
        token = None if seat is None else self.tokens[seat]
        answer = requests.get(f"{self.path}/events?after=0", headers=auth(token), timeout=30)
        assert answer.status_code == 200, answer.text
        return list(answer.json()["events"])

    def pick(self, seat: int, card: str, key: str | None = None) -> requests.Response:
        headers = {**auth(self.tokens[seat]), **({"Idempotency-Key": key} if key else {})}
        return requests.post(f"{self.path}/pick", json={"card": card}, headers=headers, timeout=30)


def hidden(text: str, cards: set[str]) -> list[str]:
    """The cards of `cards` that `text` names (as JSON strings: "card-1" is no "card-10")."""
    return sorted(c for c in cards if re.search(f'"{c}"', text))


def test_the_plugin_is_documented_with_its_action_and_refusals(base: str) -> None:
    spec = requests.get(f"{base}/openapi.json", timeout=30).json()
    assert SLUG in spec["components"]["schemas"]["GameType"]["enum"]
    pick = spec["paths"]["/v1/highcard/games/{game_id}/pick"]["post"]
    assert pick["operationId"] == "highcard_pick"
    assert pick["tags"] == [SLUG]
    assert {"already_picked", "not_in_hand"} <= set(pick["responses"]["409"]["x-codes"])
    schemas = spec["components"]["schemas"]
    for name in ("HighcardCreateGame", "HighcardJoin", "HighcardView", "HighcardScore"):
        assert name in schemas, name
    assert schemas["HighcardPickBody"]["required"] == ["card"]
    assert "MillionsView" in schemas  # Millie's own games are served alongside
    assert "not_in_hand" in requests.get(f"{base}/docs/problems", timeout=30).text
    assert requests.get(f"{base}/docs", timeout=30).status_code == 200


def test_a_game_is_played_to_the_end_and_no_pick_leaks_before_the_reveal(
    base: str, tmp_path: Path
) -> None:
    table = Table(base)
    table.join()
    table.join()
    lobby = requests.get(f"{base}/v1/games?type={SLUG}", timeout=30).json()
    assert table.id in [g["id"] for g in lobby["games"]]
    table.start()
    hands = [set(table.view(seat)["hand"]) for seat in (0, 1)]
    assert not hands[0] & hands[1] and len(hands[0] | hands[1]) == 10
    revealed: set[str] = set()
    while table.view(None)["status"] != "finished":
        for seat in (0, 1):
            other = 1 - seat
            mine = table.view(seat)
            card = mine["legal_actions"][0]["body"]["card"]
            assert mine["legal_actions"][0]["path"].endswith("/pick")
            key = f"pick-{mine['round']}-{seat}"
            answer = table.pick(seat, card, key)
            assert answer.status_code == 200, answer.text
            again = table.pick(seat, card, key)  # a retry: the first answer, applied once
            assert again.headers.get("Idempotent-Replayed") == "true"
            assert again.json() == answer.json()
            revealed |= {
                c for e in table.events(None) if e["kind"] == "revealed" for c in e["data"]["cards"]
            }
            secret = hands[seat] - revealed  # seat's hand and pick, still face down
            for viewer in (other, None):
                seen = json.dumps(table.view(viewer)) + json.dumps(table.events(viewer))
                assert hidden(seen, secret) == [], f"seat {seat}'s cards reach {viewer}"
            if table.view(None)["status"] == "finished":
                break
            refused = table.pick(other, card)  # the other seat names the picked card
            assert refused.status_code == 409
            assert refused.json()["code"] in ("not_in_hand", "already_picked")
            assert hidden(refused.text, secret) == []
    score = requests.get(f"{table.path}/score", timeout=30).json()
    assert score["final"] and len(score["winners"]) == 1
    assert max(s["wins"] for s in score["scores"]) == 2
    mine = [e for e in table.events(0) if e["kind"] == "picked" and e["data"]["seat"] == 0]
    assert all("card" in e["secret"] for e in mine)  # each seat reads its own picks

    record = requests.get(f"{table.path}/export", timeout=30)
    assert record.status_code == 200
    (tmp_path / "game.json").write_text(record.text)
    replayed = subprocess.run(
        [*millie_command(), "replay", str(tmp_path / "game.json")],
        capture_output=True,
        text=True,
        env={**os.environ, **EVERY_GAME},
        timeout=120,
    )
    assert replayed.returncode == 0, replayed.stdout + replayed.stderr


def test_the_stream_tells_the_game_as_it_goes(base: str) -> None:
    table = Table(base)
    table.join()
    table.join()
    table.start()
    with requests.get(f"{table.path}/stream?after=0", stream=True, timeout=30) as stream:
        assert stream.headers["Content-Type"].startswith("text/event-stream")
        lines = []
        for line in stream.iter_lines(decode_unicode=True):
            lines.append(line)
            if "game_started" in line or len(lines) > 50:
                break
    assert any("game_started" in line for line in lines)


def test_its_timer_picks_for_a_late_player(base: str) -> None:
    table = Table(base, {"pick_seconds": 1})
    table.join()
    table.join()
    table.start()
    assert table.view(0)["pending"][0]["deadline"] is not None
    time.sleep(2.2)  # both run out: the next request acts on the passed deadlines first
    picked = [e for e in table.events(None) if e["kind"] == "picked"]
    assert len(picked) >= 2 and all(e["data"]["timeout"] for e in picked[:2])
    assert table.view(None)["round"] >= 2  # (round 2 runs out a second later, and so on)


def test_server_bots_and_simulate_play_it(base: str) -> None:
    table = Table(base)
    offered = [a["body"]["policy"] for a in table.view_as_host() if a["action"] == "add_bot"]
    assert offered == ["random", "highest"]  # the random bot, and the game's own
    for policy in offered:
        body = {"policy": policy, "min_delay": 0, "max_delay": 0}
        seated = requests.post(
            f"{table.path}/bots", json=body, headers=auth(table.host), timeout=30
        )
        assert seated.status_code == 201, seated.text
    table.start()
    deadline = time.monotonic() + 60
    while table.view(None)["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.1)
    simulated = subprocess.run(
        [
            *millie_command(),
            "simulate",
            "--game",
            SLUG,
            "--players",
            "2",
            "--games",
            "3",
            "--bots",
            "highest,random",
            "--server",
            base,
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert simulated.returncode == 0, simulated.stdout + simulated.stderr
    assert "games: 3" in simulated.stdout and "errors: 0" in simulated.stdout


def generated_client(base: str, folder: Path) -> Any:
    """A typed client generated, as clients/generate makes Millie's, from the document the
    server with the plug-in serves: the package `plugin_client` in `folder`."""
    (folder / "spec.json").write_text(requests.get(f"{base}/openapi.json", timeout=30).text)
    (folder / "config.yaml").write_text("package_name_override: plugin_client\n")
    generator = Path(sys.executable).parent / "openapi-python-client"
    command = [str(generator), "generate", "--path", "spec.json", "--config", "config.yaml"]
    command += ["--output-path", "plugin_client", "--meta", "none", "--overwrite"]
    command += ["--custom-template-path", str(Path(__file__).parents[2] / "clients/templates")]
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    done = subprocess.run(
        command, cwd=folder, capture_output=True, text=True, env={**os.environ, "PATH": path}
    )
    assert (folder / "plugin_client" / "api" / SLUG).is_dir(), done.stdout + done.stderr
    sys.path.insert(0, str(folder))
    try:
        return importlib.import_module("plugin_client")
    finally:
        sys.path.remove(str(folder))


def test_a_game_is_played_through_a_client_generated_from_the_servers_document(
    base: str, tmp_path: Path
) -> None:
    """The plug-in's action is an operation of the document like Millie's own: a client
    generated from /openapi.json has `highcard_pick`, and plays a game with it to the end;
    a seat's view (parsed by the client's own models) never shows the other's hand."""
    pc = generated_client(base, tmp_path)
    games = importlib.import_module("plugin_client.api.games")
    for name in ("create_game", "join_game", "start_game", "get_game", "get_score"):
        importlib.import_module(f"plugin_client.api.games.{name}")
    pick = importlib.import_module(f"plugin_client.api.{SLUG}.{SLUG}_pick")
    models = importlib.import_module("plugin_client.models")
    anyone = pc.Client(base_url=base)
    kind = models.GameType(SLUG)
    created = games.create_game.sync(kind, client=anyone, body=models.HighcardCreateGame(seed=11))
    assert isinstance(created, models.CreatedGame), created
    game_id = created.game.id
    seats = []
    for name in ("Ada", "Bo"):
        joined = games.join_game.sync(
            kind, game_id, client=anyone, body=models.HighcardJoin(name=name)
        )
        assert isinstance(joined, models.HighcardJoined), joined
        seats.append(pc.AuthenticatedClient(base_url=base, token=joined.token))
    host = pc.AuthenticatedClient(base_url=base, token=created.host_token)
    started = games.start_game.sync(kind, game_id, client=host, body=models.Empty())
    assert isinstance(started, models.HighcardView), started
    hands = []
    for seat in seats:
        view = games.get_game.sync(kind, game_id, client=seat)
        assert isinstance(view, models.HighcardView), view
        hands.append(set(view.to_dict()["hand"]))
    moves = 0
    while True:
        views = [games.get_game.sync(kind, game_id, client=seat) for seat in seats]
        if views[0].status.value == "finished":
            break
        public = requests.get(f"{base}/v1/{SLUG}/games/{game_id}/events", timeout=30).json()
        shown = {c for e in public["events"] if e["kind"] == "revealed" for c in e["data"]["cards"]}
        for seat, view in enumerate(views):
            seen = json.dumps(view.to_dict())
            assert hidden(seen, hands[1 - seat] - shown) == []  # the other's unrevealed cards
            offered = [a for a in view.legal_actions if a.action == "pick"]
            if not offered:
                continue
            card = offered[0].body.to_dict()["card"]
            answer = pick.sync(game_id, client=seats[seat], body=models.HighcardPickBody(card=card))
            assert isinstance(answer, models.HighcardView), answer
            moves += 1
        refused = pick.sync(game_id, client=seats[0], body=models.HighcardPickBody(card="card-99"))
        assert isinstance(refused, models.Problem), refused  # no such card: refused, typed
        assert refused.status in (409, 422) and refused.code
    score = games.get_score.sync(kind, game_id, client=anyone)
    assert isinstance(score, models.HighcardScore), score
    assert score.to_dict()["final"] and moves >= 4
