"""gunicorn settings for `millie serve` and boot.sh (`--config python:millie.gunicorn_conf`).

- **gevent workers.** Each worker serves its requests in greenlets: a request that waits
  for its client (a body, a long poll, an event stream) gives way to the worker's other
  requests where it waits, and nowhere else. A database statement does not: the worker
  waits for its answer with it (SQLite's calls are C; PostgreSQL's waits are made so,
  `millie.api.db.engine.steady`), so no request holds a connection or a lock while it
  waits its turn behind the others. With threads
  (gthread), the requests of a worker handed the interpreter lock to one another at every
  blocking call, and that hand-over cost CPU: with gevent every request costs a fifth to
  a third less (the fifth step of the hot-path work: `git show fa9516e:docs/performance.md`).
  gevent patches the standard library here, first, before gunicorn loads the app and its
  libraries, so that every one of them (psycopg's waits, redis, threading's locks and
  conditions) cooperates; a library imported before the patch would block the whole worker.
- **The import's objects frozen.** Once a worker has loaded the app, its objects (the
  modules, SQLAlchemy's and marshmallow's tables, the schemas: most of the heap) move to
  the collector's permanent generation, so that a full collection while serving scans
  only what requests made since: about 95 ms of a stopped worker, once in a 30 s bot run,
  became about 1 ms (the seventeenth step of the hot-path work, in the same record).
- **Load shedding and health checks.** Beyond its connections, or while it is
  overloaded, a worker answers a new connection 503 at once (millie/gunicorn_worker.py);
  with HEALTH_PORT the master answers /healthz and /readyz on a port of its own
  (millie/health.py).
- **Malformed requests.** Those gunicorn refuses before the app sees them are answered
  as problem+json, not gunicorn's HTML (millie/gunicorn_errors.py).
- **Metrics.** The bookkeeping of Prometheus' multiprocess mode, in which each worker
  writes its metrics to files in PROMETHEUS_MULTIPROC_DIR and /metrics on any worker sums
  them (api/observe.py).
"""

from gevent import monkey

monkey.patch_all()

import gc  # noqa: E402 (after the patch, on purpose)
import logging  # noqa: E402
import os  # noqa: E402
import shutil  # noqa: E402
from typing import Any  # noqa: E402

import gevent  # noqa: E402
from prometheus_client import multiprocess  # noqa: E402

from millie.gunicorn_errors import answer_as_problems  # noqa: E402
from millie.health import HealthListener  # noqa: E402

# A request in a greenlet; at most this many connections per worker (a waiting long poll
# or event stream holds one, and costs next to nothing while it waits: api/db/notify.py).
# `millie serve --connections` and GUNICORN_WORKER_CONNECTIONS override it. Each is an
# open file: `millie serve` and boot.sh raise the limit of open files to the hard limit.
CONNECTIONS = 6000  # as api/http/settings.py has it (not imported: it would load the app)
# gunicorn's gevent worker, which answers 503 server_busy at once, instead of queueing,
# beyond its connections and while it is overloaded (millie/gunicorn_worker.py).
worker_class = "millie.gunicorn_worker.SheddingWorker"
worker_connections = int(os.environ.get("GUNICORN_WORKER_CONNECTIONS", str(CONNECTIONS)))

# Set by `millie serve` when it made the metrics folder itself: removed when gunicorn exits.
OWNED_DIR = "MILLIE_OWNED_MULTIPROC_DIR"


def _not_the_empty_address(record: logging.LogRecord) -> bool:
    args = record.args if isinstance(record.args, tuple) else ()
    return not (record.msg == "Listening at: %s (%s)" and args and not args[0])


def on_starting(server: Any) -> None:
    """With --reuse-port the master holds no socket of its own (each worker binds one),
    so gunicorn's "Listening at" line would name no address: drop it; when_ready names it."""
    server.log.error_log.addFilter(_not_the_empty_address)


_health: list[HealthListener] = []  # the master's health listener, if HEALTH_PORT is set


def when_ready(server: Any) -> None:
    """The address served, as a link, once the server is up; and the health listener
    (HEALTH_PORT, millie/health.py) started, before the workers are forked."""
    port = os.environ.get("HEALTH_PORT", "").strip()
    if port:
        hosts = [a[0] for a in server.cfg.address if isinstance(a, tuple)]
        host = os.environ.get("HEALTH_BIND_ADDRESS", "").strip() or (hosts or ["127.0.0.1"])[0]
        database = os.environ.get("DATABASE_URL", "sqlite:///millie.db")
        listener = HealthListener(server, host, int(port), database)
        listener.start()
        _health.append(listener)
        shown = f"[{host}]" if ":" in host else host
        server.log.info("Health checks at: http://%s:%s/healthz and /readyz", shown, port)
    if server.cfg.reuse_port:
        bound = ", ".join(
            f"http://{host}:{port}" if ":" not in host else f"http://[{host}]:{port}"
            for host, port in (a for a in server.cfg.address if isinstance(a, tuple))
        )
        server.log.info("Listening at: %s (%s; a socket per worker)", bound, server.pid)


def post_fork(server: Any, worker: Any) -> None:
    """A worker's copy of the health listener's socket: closed (the master answers)."""
    for listener in _health:
        listener.close_in_worker()


def post_worker_init(worker: Any) -> None:
    """The app is loaded: collect its garbage once, then freeze what is left. And the
    requests gunicorn refuses itself are answered as problem+json (gunicorn_errors)."""
    answer_as_problems(worker)
    gc.collect()
    gc.freeze()


def child_exit(server: Any, worker: Any) -> None:
    """A worker has exited: drop its live gauges (its counts stay in the sums)."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        multiprocess.mark_process_dead(worker.pid)  # type: ignore[no-untyped-call]


def on_exit(server: Any) -> None:
    owned = os.environ.get(OWNED_DIR)
    if owned and owned == os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        shutil.rmtree(owned, ignore_errors=True)


def post_request(worker: Any, req: Any, environ: Any, resp: Any) -> None:
    """Let the worker's other ready requests run before this connection's next one.

    A greenlet serves its keep-alive connection until a read would block. A client on
    the same machine sends its next request before that (wrk: within microseconds), so
    a few connections kept the worker while the others waited: with one worker under
    wrk, healthz answered at p50 0.4 ms but p99 161 ms. With this yield: p99 15 ms, the
    same CPU per request (the fifth step of the hot-path work: `git show
    fa9516e:docs/performance.md`)."""
    gevent.sleep(0)
