"""Fixtures: every API test runs on SQLite and, when TEST_DATABASE_URL names one, on
PostgreSQL. In CI (CI=true) PostgreSQL is required: an unreachable server fails the run."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask, Response, request
from flask.testing import FlaskClient
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session

from millie.api.core.games import Registry, registry
from millie.api.db.engine import sqlalchemy_url
from millie.api.db.migrate import upgrade
from millie.api.http import create_app
from millie.rules import millimemory, millions, morbid_living

# The in-process suite serves Millie's own games, whatever else is installed: the plug-in
# game of tests/plugins is played by tests of its own, on apps and servers of its own.
OWN_GAMES: Registry = registry([millions.GAME, millimemory.GAME, morbid_living.GAME])

PG_URL = os.environ.get("TEST_DATABASE_URL", "")
IN_CI = os.environ.get("CI", "").lower() == "true"
WORKER = os.environ.get("PYTEST_XDIST_WORKER")  # pytest -n: each worker its own databases
PG_HOWTO = (
    "PostgreSQL tests skipped: set TEST_DATABASE_URL to enable them, e.g. "
    "TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/millie_test pytest"
)


def pytest_configure(config: pytest.Config) -> None:
    if IN_CI and not PG_URL:
        raise pytest.UsageError("CI=true: TEST_DATABASE_URL must name a PostgreSQL database.")


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not PG_URL:
        terminalreporter.write_sep("=", PG_HOWTO, yellow=True)


def fresh_postgres(url: str, database: str | None = None) -> str:
    """Create the test database (or `database` on the same server) if need be, and empty
    it; return its SQLAlchemy URL. Under pytest -n, each worker has its own."""
    parsed = make_url(sqlalchemy_url(url))
    name = database or parsed.database
    parsed = parsed.set(database=f"{name}_{WORKER}" if WORKER else name)
    url = parsed.render_as_string(hide_password=False)
    admin = create_engine(parsed.set(database="postgres"), isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        exists = conn.scalar(
            text("SELECT 1 FROM pg_database WHERE datname = :name"), {"name": parsed.database}
        )
        if not exists:
            conn.execute(text(f'CREATE DATABASE "{parsed.database}"'))
    admin.dispose()
    engine = create_engine(url, isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        conn.execute(text("DROP SCHEMA public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()
    return url


@pytest.fixture(
    scope="session",
    params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)],
)
def database_url(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> str:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path_factory.mktemp('db') / 'millie.db'}"
    else:
        if not PG_URL:
            pytest.skip(PG_HOWTO)
        url = fresh_postgres(PG_URL)
    upgrade(url)
    return url


SERVER_ERRORS: list[str] = []


@pytest.fixture(scope="session")
def app(database_url: str) -> Flask:
    # Rate limits have tests of their own; the suite sends far more than a player would.
    config = {"DATABASE_URL": database_url, "TESTING": True, "RATELIMIT_ENABLED": False}
    app = create_app(config, OWN_GAMES)

    @app.after_request
    def _record_server_errors(response: Response) -> Response:
        if response.status_code >= 500:
            SERVER_ERRORS.append(f"{request.method} {request.path} -> {response.status_code}")
        return response

    return app


@pytest.fixture(autouse=True)
def no_server_errors() -> Iterator[None]:
    """No request in the suite may produce a 5xx."""
    SERVER_ERRORS.clear()
    yield
    assert SERVER_ERRORS == []


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


def stored(app: Flask) -> Session:
    """An ORM session on the app's database: a test's way to read or rewrite a game's
    stored row (the server itself uses the statements of api/db/statements.py)."""
    return Session(app.extensions["millie"].db.engine, expire_on_commit=False)


@pytest.fixture(scope="session")
def repo_root() -> Path:
    return Path(__file__).resolve().parent.parent


@pytest.fixture
def sqlite_url(tmp_path: Path) -> Iterator[str]:
    yield f"sqlite:///{tmp_path / 'millie.db'}"
