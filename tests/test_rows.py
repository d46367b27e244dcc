"""api/rows.py: the lean path's own rules (the games themselves are tested through HTTP)."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

from sqlalchemy import create_engine

from api.rows import Rows, WriterQueue

TRY_LOCK = (
    "import fcntl, os, sys\n"
    "fd = os.open(sys.argv[1], os.O_RDWR)\n"
    "fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)\n"
)


def other_process_can_write(path: Path) -> bool:
    done = subprocess.run([sys.executable, "-c", TRY_LOCK, str(path)], capture_output=True)
    return done.returncode == 0


def test_sqlite_writers_of_other_processes_wait_for_the_turn(tmp_path: Path) -> None:
    queue = WriterQueue(str(tmp_path / "millie.db-writer"))
    with queue.turn():
        assert not other_process_can_write(tmp_path / "millie.db-writer")
    assert other_process_can_write(tmp_path / "millie.db-writer")


def test_sqlite_writers_of_one_process_take_turns(tmp_path: Path) -> None:
    queue = WriterQueue(str(tmp_path / "millie.db-writer"))
    order: list[str] = []
    inside = threading.Event()

    def second() -> None:
        inside.wait()
        with queue.turn():
            order.append("second")

    thread = threading.Thread(target=second)
    thread.start()
    with queue.turn():
        inside.set()
        thread.join(timeout=0.2)  # it cannot get in while this turn lasts
        order.append("first")
    thread.join()
    assert order == ["first", "second"]


def test_a_file_database_gets_a_writer_queue_and_memory_none(tmp_path: Path) -> None:
    on_file = Rows(create_engine(f"sqlite:///{tmp_path / 'millie.db'}"))
    assert on_file.writers is not None
    assert on_file.writers.path == f"{tmp_path / 'millie.db'}-writer"
    assert Rows(create_engine("sqlite://")).writers is None


def test_sql_parameters_become_psycopg_style_on_postgres_only() -> None:
    sqlite = Rows(create_engine("sqlite://"))
    sql = "SELECT g.state::text FROM games g WHERE g.id = :id AND x = CAST(:events AS json)"
    assert sqlite.sql(sql) == sql
    postgres = Rows(create_engine("postgresql+psycopg://u@127.0.0.1:1/none"))
    assert postgres.sql(sql) == (
        "SELECT g.state::text FROM games g WHERE g.id = %(id)s AND x = CAST(%(events)s AS json)"
    )
