# syntax=docker/dockerfile:1
# The Millie API server. Build and run (SQLite in a volume; PostgreSQL: set DATABASE_URL):
#   docker build -t millie .
#   docker run -p 8000:8000 -v millie-data:/data millie
# Every setting is an environment variable (docs/configuration.md); compose.yaml runs two
# instances on PostgreSQL behind nginx.
#
# The base image is pinned to an exact Python release. To pin it byte for byte as well,
# look up the digest of the tag:
#   docker buildx imagetools inspect python:3.11.17-slim-bookworm   (the "Digest:" line)
# and append it to both FROM lines, keeping the tag for readers:
#   FROM python:3.11.17-slim-bookworm@sha256:<digest> AS build

# Build stage: a virtual environment in /opt/millie with the dependencies, then the project.
FROM python:3.11.17-slim-bookworm AS build
ENV PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_NO_CACHE_DIR=1
RUN python -m venv /opt/millie
ENV PATH=/opt/millie/bin:$PATH
WORKDIR /src

# Dependencies first, read from pyproject.toml alone: this layer is rebuilt only when
# pyproject.toml changes, not on every change to the source.
COPY pyproject.toml ./
RUN python -c 'import tomllib; print("\n".join(tomllib.load(open("pyproject.toml", "rb"))["project"]["dependencies"]))' > requirements.txt \
 && pip install -r requirements.txt

# Then the project itself (the server, the engines, the bots' policies, the command, the
# client and bots).
COPY README.md ./
COPY api ./api
COPY rules ./rules
# The games' rules pages (docs/rules/*.md): each game's rules.md links to its own.
COPY docs/rules ./docs/rules
COPY policies ./policies
COPY millie ./millie
COPY clients/python ./clients/python
COPY clients/bots ./clients/bots
RUN pip install --no-deps . \
 && millie --help > /dev/null

# Runtime stage: the same base, the virtual environment, the boot script; no build files.
FROM python:3.11.17-slim-bookworm AS runtime
ENV PATH=/opt/millie/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    DATABASE_URL=sqlite:////data/millie.db \
    PORT=8000 \
    BIND_ADDRESS=0.0.0.0 \
    WEB_CONCURRENCY=2 \
    GUNICORN_WORKER_CONNECTIONS=6000
RUN groupadd --system --gid 10001 millie \
 && useradd --system --uid 10001 --gid millie --no-create-home --home-dir /nonexistent \
        --shell /usr/sbin/nologin millie \
 && mkdir /data \
 && chown millie:millie /data
COPY --from=build /opt/millie /opt/millie
COPY --chmod=0755 boot.sh /app/boot.sh
WORKDIR /app

# The millie user, by number, so that an orchestrator can check it is not root.
USER 10001:10001
EXPOSE 8000
# slim has no curl: the standard library asks /healthz (the process answers) instead.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
    CMD python -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:${PORT:-8000}/healthz', timeout=4)"
CMD ["/app/boot.sh"]
