"""The generated Python client's README: each example marked `<!-- file: NAME -->` runs as
it is written, in a fresh interpreter with nothing but the client, against a real server
(`MILLIE_URL`). `MILLIE_CLIENT_PYTHON` names that interpreter (CI: a virtual environment
holding only `pip install ./clients/python`); by default, this one."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from servers import running_server

README = Path(__file__).resolve().parents[2] / "clients" / "python" / "README.md"
EXAMPLES = dict(re.findall(r"<!-- file: (\S+) -->\n```python\n(.*?)```", README.read_text(), re.S))


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    where = tmp_path_factory.mktemp("readme-server")
    with running_server(f"sqlite:///{where / 'millie.db'}", workers=1, cwd=where) as base:
        yield base


def test_the_readme_marks_its_examples() -> None:
    assert sorted(EXAMPLES) == ["game.py", "round.py"]


@pytest.mark.server
@pytest.mark.parametrize(
    ("name", "prints"),
    [("round.py", r"^flip \[\(0, 1\), \(1, 1\), \(2, 1\)\]$"), ("game.py", r"^finished; winners")],
)
def test_the_readme_example_runs_as_written(
    name: str, prints: str, server: str, tmp_path: Path
) -> None:
    (tmp_path / name).write_text(EXAMPLES[name])
    python = os.environ.get("MILLIE_CLIENT_PYTHON", sys.executable)
    done = subprocess.run(
        [python, name],
        cwd=tmp_path,  # not the repository: the client as installed
        env={**os.environ, "MILLIE_URL": server},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert re.search(prints, done.stdout, re.M), done.stdout
