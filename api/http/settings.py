"""Settings, read from the environment; nothing is required to run.

docs/configuration.md lists every variable; keep the two in step.
"""

from __future__ import annotations

import os
from dataclasses import dataclass


def _flag(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in ("1", "true", "yes", "on")


@dataclass(frozen=True)
class Settings:
    database_url: str = "sqlite:///millie.db"
    max_body_bytes: int = 64 * 1024
    # Browser frontends on other origins: a comma-separated list, or "*" (tokens travel
    # in the Authorization header, never in cookies, so any origin is safe to allow).
    cors_origins: str = "*"
    # api/http/limits.py: in memory per worker by default; redis://... shares the counts.
    ratelimit_enabled: bool = True
    ratelimit_storage_uri: str = "memory://"
    ratelimit_per_ip: str = "100 per second;3000 per minute"
    ratelimit_per_token: str = "20 per second;600 per minute"
    games_per_ip_per_hour: int = 120
    # Players (docs/players.md): made per address and hour; open seeks per player at
    # once; how long a seek waits for a game.
    players_per_ip_per_hour: int = 20
    seeks_per_player: int = 3
    seek_seconds: float = 600.0
    # How long the answer to an Idempotency-Key is kept (then forgotten by itself).
    idempotency_key_hours: float = 24.0
    # Behind a load balancer: how many proxies' X-Forwarded-For to trust for the client IP.
    trusted_proxies: int = 0
    # GET /metrics: comma-separated addresses or networks (CIDR) allowed; empty: anyone.
    metrics_allow: str = ""
    log_level: str = "INFO"
    # The access log's lines for /healthz, /readyz and /metrics (probes and scrapes).
    log_probes: bool = True
    # api/http/waiting.py: long polls and streams held at once, per worker process.
    waiting_per_address: int = 64
    waiting_per_token: int = 16
    worker_connections: int = 6000  # GUNICORN_WORKER_CONNECTIONS (millie/gunicorn_conf.py)
    waiting_kept_free: int = 100  # connections of a worker that never wait
    body_seconds: float = 5.0

    @classmethod
    def from_env(cls) -> Settings:
        env = os.environ.get
        return cls(
            database_url=env("DATABASE_URL", cls.database_url),
            max_body_bytes=int(env("MAX_BODY_BYTES", cls.max_body_bytes)),
            cors_origins=env("CORS_ORIGINS", cls.cors_origins),
            ratelimit_enabled=_flag("RATELIMIT_ENABLED", cls.ratelimit_enabled),
            ratelimit_storage_uri=env("RATELIMIT_STORAGE_URI", cls.ratelimit_storage_uri),
            ratelimit_per_ip=env("RATELIMIT_PER_IP", cls.ratelimit_per_ip),
            ratelimit_per_token=env("RATELIMIT_PER_TOKEN", cls.ratelimit_per_token),
            games_per_ip_per_hour=int(env("GAMES_PER_IP_PER_HOUR", cls.games_per_ip_per_hour)),
            players_per_ip_per_hour=int(
                env("PLAYERS_PER_IP_PER_HOUR", cls.players_per_ip_per_hour)
            ),
            seeks_per_player=int(env("SEEKS_PER_PLAYER", cls.seeks_per_player)),
            seek_seconds=float(env("SEEK_SECONDS", cls.seek_seconds)),
            idempotency_key_hours=float(env("IDEMPOTENCY_KEY_HOURS", cls.idempotency_key_hours)),
            trusted_proxies=int(env("TRUSTED_PROXIES", cls.trusted_proxies)),
            metrics_allow=env("METRICS_ALLOW", cls.metrics_allow),
            log_level=env("LOG_LEVEL", cls.log_level),
            log_probes=_flag("LOG_PROBES", cls.log_probes),
            waiting_per_address=int(env("WAITING_PER_ADDRESS", cls.waiting_per_address)),
            waiting_per_token=int(env("WAITING_PER_TOKEN", cls.waiting_per_token)),
            worker_connections=int(env("GUNICORN_WORKER_CONNECTIONS", cls.worker_connections)),
            waiting_kept_free=int(env("WAITING_KEPT_FREE", cls.waiting_kept_free)),
            body_seconds=float(env("BODY_SECONDS", cls.body_seconds)),
        )
