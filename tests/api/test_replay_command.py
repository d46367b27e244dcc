"""`millie replay` on bad input: exit 2 and one sentence on stderr, never a traceback."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from millie.cli import main
from tables import Table


def replayed(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    with pytest.raises(SystemExit) as stopped:
        main(["replay", str(path)])
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err + captured.out
    return int(stopped.value.code or 0), captured.err


@pytest.fixture
def export(client: FlaskClient) -> dict[str, object]:
    table = Table.create(client, 1, seed=4, slug="millimemory")
    table.play_randomly(random.Random(4))
    record: dict[str, object] = client.get(table.path("export")).json
    return record


@pytest.mark.parametrize(
    ("content", "said"),
    [
        (None, "cannot read"),
        ("{not json", "is not JSON"),
        ("[1, 2]", "holds a JSON list"),
        ('{"id": "x", "type": "millions"}', "has no options, seed, actions, final_state"),
        (b"\xff\xfe".decode("latin-1"), "is not JSON"),
    ],
)
def test_a_file_that_is_no_export_exits_2_with_a_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | None, said: str
) -> None:
    path = tmp_path / "game.json"
    if content is not None:
        path.write_text(content)
    status, err = replayed(path, capsys)
    assert status == 2 and said in err and err.startswith("millie replay: "), err
    assert err.count("\n") == 1


def test_a_saved_problem_answer_exits_2_naming_it(
    client: FlaskClient, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    problem = client.get("/v1/millions/games/0123456789abcdef/export").json
    path = tmp_path / "problem.json"
    path.write_text(json.dumps(problem))
    status, err = replayed(path, capsys)
    assert status == 2 and "problem answer" in err and "404 unknown_game" in err, err


def test_an_export_of_a_game_not_installed_exits_2(
    export: dict[str, object], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**export, "type": "poker"}))
    status, err = replayed(path, capsys)
    assert status == 2 and "'poker', which is not installed here" in err, err


def test_an_export_whose_actions_do_not_fit_the_engine_exits_2(
    export: dict[str, object], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**export, "actions": [{"action": "join", "seat": None}]}))
    status, err = replayed(path, capsys)
    assert status == 2 and "does not replay" in err, err


def test_a_true_export_still_replays_to_0(
    export: dict[str, object], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(export))
    with pytest.raises(SystemExit) as stopped:
        main(["replay", str(path)])
    assert stopped.value.code == 0 and "identical" in capsys.readouterr().out
