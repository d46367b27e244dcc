#!/bin/sh
# Boot one Millie server: bring the database schema up to date (Alembic), then replace this
# shell with gunicorn, so that gunicorn gets the signals (docker stop, systemctl stop).
#
# Configured by environment variables only (docs/configuration.md). The same script runs
# as the container's CMD and outside a container: `millie` and `gunicorn` are looked up
# in MILLIE_BIN_DIR when it is set (e.g. /opt/millie/venv/bin), else on PATH.
set -eu

if [ -n "${MILLIE_BIN_DIR:-}" ]; then
    PATH="$MILLIE_BIN_DIR:$PATH"
    export PATH
fi

millie db upgrade

# Metrics: each worker writes its counts to files in PROMETHEUS_MULTIPROC_DIR and /metrics
# sums them (api/observe.py). Counts left there by an earlier run would be added to this
# one's, so the folder starts empty; one made here is removed when gunicorn exits
# (millie/gunicorn_conf.py), as `millie serve` does.
if [ -z "${PROMETHEUS_MULTIPROC_DIR:-}" ]; then
    PROMETHEUS_MULTIPROC_DIR=$(mktemp -d "${TMPDIR:-/tmp}/millie-metrics-XXXXXX")
    MILLIE_OWNED_MULTIPROC_DIR=$PROMETHEUS_MULTIPROC_DIR
    export MILLIE_OWNED_MULTIPROC_DIR
else
    mkdir -p "$PROMETHEUS_MULTIPROC_DIR"
    rm -f "$PROMETHEUS_MULTIPROC_DIR"/*.db
fi
export PROMETHEUS_MULTIPROC_DIR

# Each connection is an open file: allow as many as the system lets this process have
# (GUNICORN_WORKER_CONNECTIONS per worker, default 6000; a container's hard limit is
# usually 1048576, the soft one 1024).
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

# millie/gunicorn_conf.py: gevent workers (a request that waits, for the database or in a
# long poll or an event stream, gives way to the others; GUNICORN_WORKER_CONNECTIONS
# connections per worker, default 6000) and the metrics' bookkeeping. No access log: the
# app writes one JSON line per request itself. keep-alive outlasts the balancer's idle
# upstream connections (nginx: 60 s), so the balancer closes them first.
# --reuse-port: each worker listens on a socket of its own and the kernel (Linux) spreads
# new connections over them; on one shared socket a worker could take a whole burst of
# connections while another idled (the third step of the hot-path work:
# `git show fa9516e:docs/performance.md`).
# BIND_ADDRESS: this machine only (127.0.0.1) unless told otherwise; the container image
# sets 0.0.0.0. Behind a balancer with TRUSTED_PROXIES > 0, bind where only the balancer
# can reach, or a client that reaches the instance directly chooses its own address.
exec gunicorn \
    --config python:millie.gunicorn_conf \
    --bind "${BIND_ADDRESS:-127.0.0.1}:${PORT:-8000}" \
    --reuse-port \
    --workers "${WEB_CONCURRENCY:-2}" \
    --keep-alive 75 \
    --forwarded-allow-ips "${FORWARDED_ALLOW_IPS:-127.0.0.1,::1}" \
    --log-level "${LOG_LEVEL:-info}" \
    --no-control-socket \
    millie.api.wsgi:app
