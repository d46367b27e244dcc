"""A game is a plug-in (rules/game.py, api/core/games.py): what a declaration must say,
and a broken one stops the server at startup with a message naming the game."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from conftest import OWN_GAMES
from millie.api.core.games import GameLoadError, load, registry
from millie.api.db.migrate import upgrade
from millie.api.http import create_app
from millie.api.http.problems import catalogue as merged
from millie.rules import millimemory, millions
from millie.rules.game import Action, Field, Game, Param
from servers import millie_command


class Point:
    """An entry point of the group millie.games, as importlib.metadata gives it."""

    def __init__(self, name: str, value: Any) -> None:
        self.name, self.value, self._value = name, f"tests:{name}", value

    def load(self) -> Any:
        if isinstance(self._value, Exception):
            raise self._value
        return self._value


def refused(game: Any, *message: str) -> None:
    with pytest.raises(GameLoadError) as error:
        load([Point("broken", game)])
    text = str(error.value)
    assert "'broken'" in text, text
    for part in message:
        assert part in text, text


def variant(**changes: Any) -> Game:
    """Aunt Millie's Millions' declaration, renamed, with these changes."""
    return dataclasses.replace(millions.GAME, **{"slug": "other", "actions": (), **changes})


def test_millies_own_games_are_served_from_their_declarations() -> None:
    assert list(OWN_GAMES) == ["millions", "millimemory", "morbid-living"]
    assert OWN_GAMES["millions"] is millions.GAME


def test_an_app_serves_the_games_it_is_given(sqlite_url: str) -> None:
    """create_app(games=...): the app routes, documents and lists only those."""
    upgrade(sqlite_url)
    app = create_app({"DATABASE_URL": sqlite_url}, [millimemory.GAME])
    client = app.test_client()
    spec = client.get("/openapi.json").get_json()
    assert spec["components"]["schemas"]["GameType"]["enum"] == ["millimemory"]
    assert not any(path.startswith("/v1/millions/") for path in spec["paths"])
    assert client.get("/v1/millions/games/0123456789abcdef").status_code == 404
    assert client.get("/v1/millimemory/games/0123456789abcdef").json["code"] == "unknown_game"
    assert "card_full" not in client.get("/docs/problems").get_data(as_text=True)


def test_the_installed_games_are_the_default() -> None:
    installed = registry()
    assert {"millions", "millimemory", "morbid-living"} <= set(installed)
    served = create_app({"DATABASE_URL": "sqlite://"}).extensions["millie.games"]
    assert list(served) == list(installed)


def test_a_game_that_does_not_import_is_refused() -> None:
    refused(ImportError("no module named cards"), "does not load", "no module named cards")


def test_an_entry_point_must_name_a_game() -> None:
    refused(object(), "millie.rules.game.Game")


def test_an_engine_must_offer_the_whole_surface() -> None:
    class NoView:
        def __getattr__(self, name: str) -> Any:
            if name == "view":
                raise AttributeError(name)
            return lambda *args: None

    refused(variant(engine=NoView()), "the engine lacks view")


def test_a_slug_is_lowercase_words() -> None:
    refused(variant(slug="High Card"), "slug")


def test_bots_leave_to_people_only_decisions_the_game_has() -> None:
    refused(variant(people_decide=("shuffle",)), "people_decide")


def test_an_actions_path_parameters_are_declared() -> None:
    action = Action("judge", "other_judge", "Judge.", path="squabbles/{n}/judge")
    refused(variant(actions=(action,)), "path's parameters")
    clash = dataclasses.replace(
        action, params=(Param("n", "judge", "."),), fields={"judge": Field("integer")}
    )
    refused(variant(actions=(clash,)), "both a path parameter and a field")


def test_an_operation_id_is_used_once() -> None:
    refused(variant(actions=(Action("peek", "get_game", "Peek."),)), "operationId 'get_game'")
    twice = (Action("peek", "peek", "Peek."), Action("look", "peek", "Look."))
    refused(variant(actions=twice), "operationId 'peek' is declared twice")


def test_an_operation_id_clash_names_the_game_that_declared_it_first() -> None:
    """Whichever is loaded first, the message names both games."""
    predict = next(a for a in millimemory.GAME.actions if a.operation_id == "predict")
    newcomer = variant(slug="sealed", actions=(dataclasses.replace(predict, name="bid"),))
    with pytest.raises(GameLoadError) as error:
        load([Point("sealed", newcomer), Point("millimemory", millimemory.GAME)])
    assert str(error.value).startswith("game 'millimemory' (tests:millimemory): ")
    assert "operationId 'predict' is taken by game 'sealed' (tests:sealed)" in str(error.value)


def test_a_refusal_has_the_status_of_its_kind() -> None:
    refused(variant(refusals={"too_late": (500, "Too late.")}), "refusal 'too_late'")


def test_two_games_may_not_share_a_slug() -> None:
    with pytest.raises(GameLoadError, match="registered twice"):
        load([Point("a", millions.GAME), Point("b", millions.GAME)])


def test_a_code_is_declared_and_means_one_thing() -> None:
    quiet = variant(actions=(Action("peek", "peek", "Peek.", codes=("no_such_code",)),))
    with pytest.raises(GameLoadError, match="no_such_code"):
        merged({"other": quiet})
    clash = variant(refusals={"card_full": (422, "Another meaning.")})
    with pytest.raises(GameLoadError, match="card_full"):
        merged({"millions": millions.GAME, "other": clash})


def test_the_server_does_not_start_with_a_game_it_cannot_serve(tmp_path: Path) -> None:
    env = {**os.environ, "MILLIE_GAMES": "millions,no-such-game"}
    ran = subprocess.run(
        [*millie_command(), "openapi", "--output", str(tmp_path / "openapi.json")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert ran.returncode != 0
    assert "MILLIE_GAMES names games not installed: ['no-such-game']" in ran.stderr


def test_no_module_reads_the_installed_games_when_imported() -> None:
    """The registry is the app's (create_app), never module state: importing the server
    reads no entry point; only making an app without `games` does."""
    probe = (
        "import importlib.metadata as m\n"
        "read = m.entry_points\n"
        "def refuse(**kwargs):\n"
        "    if kwargs.get('group') == 'millie.games':\n"
        "        raise SystemExit('the installed games were read at import')\n"
        "    return read(**kwargs)  # other libraries' plug-ins (alembic's)\n"
        "m.entry_points = refuse\n"
        "import millie.api.http, millie.api.core.store, millie.api.core.replay, millie.cli\n"
        "from millie.rules import millions\n"
        "millie.api.http.create_app({'DATABASE_URL': 'sqlite://'}, [millions.GAME])\n"
    )
    ran = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert ran.returncode == 0, ran.stderr[-2000:]
