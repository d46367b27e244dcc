"""The README's run command: `millie serve` upgrades a fresh SQLite database and serves."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
import requests

from servers import running_server


@pytest.mark.server
def test_millie_serve_creates_schema_and_plays_on_a_fresh_sqlite_file(tmp_path: Path) -> None:
    with running_server("sqlite:///millie.db", workers=2, cwd=tmp_path) as base:
        r = requests.post(f"{base}/v1/millions/games", json={"options": {}}, timeout=10)
        assert r.status_code == 201
        game = r.json()["game"]
        assert game["status"] == "lobby" and game["seeded"] is False
        r = requests.get(f"{base}/v1/millions/games/{game['id']}", timeout=10)
        assert r.status_code == 200 and r.headers["ETag"] == f'"{game["version"]}"'
    tables = sqlite3.connect(tmp_path / "millie.db").execute(
        "SELECT name FROM sqlite_master WHERE type = 'table'"
    )
    assert {"games", "seats", "events", "alembic_version"} <= {name for (name,) in tables}
