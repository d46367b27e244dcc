"""gunicorn settings for `millie serve` (`-c python:api.gunicorn_conf`): the bookkeeping of
Prometheus' multiprocess mode, in which each worker writes its metrics to files in
PROMETHEUS_MULTIPROC_DIR and /metrics on any worker sums them (api/observe.py)."""

from __future__ import annotations

import os
import shutil
from typing import Any

from prometheus_client import multiprocess

# Set by `millie serve` when it made the metrics folder itself: removed when gunicorn exits.
OWNED_DIR = "MILLIE_OWNED_MULTIPROC_DIR"


def child_exit(server: Any, worker: Any) -> None:
    """A worker has exited: drop its live gauges (its counts stay in the sums)."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        multiprocess.mark_process_dead(worker.pid)  # type: ignore[no-untyped-call]


def on_exit(server: Any) -> None:
    owned = os.environ.get(OWNED_DIR)
    if owned and owned == os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        shutil.rmtree(owned, ignore_errors=True)
