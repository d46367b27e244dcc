"""The `millie` command: serve the API, upgrade the database."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from api import create_app
from api.migrate import upgrade
from api.settings import Settings


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="millie", description="Millie: an HTTP game server for tabletop card games."
    )
    commands = parser.add_subparsers(dest="command", required=True)

    serve = commands.add_parser(
        "serve",
        help="upgrade the database, then serve the API with gunicorn",
        description="Upgrade the database named by DATABASE_URL (default: sqlite:///millie.db "
        "in this folder) to the newest schema, then serve the API with gunicorn.",
    )
    serve.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=8000, help="port to bind (default 8000)")
    serve.add_argument(
        "--workers", type=int, default=2, help="gunicorn worker processes (default 2)"
    )
    serve.add_argument(
        "--dev", action="store_true", help="use Flask's reloading development server"
    )

    openapi = commands.add_parser(
        "openapi",
        help="write the OpenAPI document",
        description="Write the API's OpenAPI document (default: openapi/openapi.json).",
    )
    openapi.add_argument("--output", default="openapi/openapi.json", help="file to write")

    simulate = commands.add_parser(
        "simulate",
        help="bots play games through the generated client, and a table sums them up",
        description="Bots play complete games through the HTTP API (generated client), one "
        "thread per bot so that their claims race. Without --server, a local server on a "
        "temporary SQLite database is started and stopped.",
    )
    simulate.add_argument(
        "--game", default="millions", choices=["millions", "millimemory", "morbid-living"]
    )
    simulate.add_argument(
        "--players",
        type=int,
        default=4,
        help="seats per game (millions 3-8, millimemory 1-6, morbid-living 2-6)",
    )
    simulate.add_argument("--games", type=int, default=50, help="how many games")
    simulate.add_argument(
        "--bots",
        default=None,
        help="one bot name per seat, comma-separated: random or greedy (millions, "
        "morbid-living), random or estimator (millimemory); default: the strong bot in "
        "seat 0, random bots after",
    )
    simulate.add_argument("--server", default=None, help="base URL of a running server")
    simulate.add_argument("--parallel", type=int, default=2, help="games played at once")
    simulate.add_argument("--seed", type=int, default=None, help="seed for reproducible games")
    simulate.add_argument(
        "--option",
        action="store_true",
        help="the game's switch: face_up_rows (millions) or single_winner (millimemory)",
    )

    db = commands.add_parser("db", help="database commands")
    db_commands = db.add_subparsers(dest="db_command", required=True)
    db_commands.add_parser("upgrade", help="upgrade the database schema to the newest version")

    args = parser.parse_args(argv)
    url = Settings.from_env().database_url
    if args.command == "simulate":
        from millie import simulate as simulation

        first = "estimator" if args.game == "millimemory" else "greedy"
        bots = args.bots.split(",") if args.bots else [first] + ["random"] * (args.players - 1)
        records = simulation.run(
            args.server,
            args.game,
            args.players,
            args.games,
            bots,
            args.parallel,
            args.seed,
            args.option,
        )
        print(simulation.report(records, bots))
        if any(r.errors for r in records):
            raise SystemExit(1)
    elif args.command == "openapi":
        write_openapi(args.output)
        print(f"wrote {args.output}")
    elif args.command == "db":
        upgrade(url)
        print(f"database at {url} is up to date")
    elif args.command == "serve":
        upgrade(url)
        if args.dev:
            create_app().run(host=args.host, port=args.port, debug=True)
            return
        gunicorn = [
            sys.executable,
            "-m",
            "gunicorn",
            "--bind",
            f"{args.host}:{args.port}",
            "--workers",
            str(args.workers),
            "--access-logfile",
            "-",
            "--no-control-socket",  # several servers may share a machine (tests, CI)
            "api.wsgi:app",
        ]
        os.execv(sys.executable, gunicorn)


def openapi_document() -> str:
    """The OpenAPI document, as JSON with sorted keys (stable for `git diff`)."""
    app = create_app({"DATABASE_URL": "sqlite://"})
    spec = app.test_client().get("/openapi.json").get_json()
    _drop_unused_schemas(spec)
    return json.dumps(spec, indent=2, sort_keys=True) + "\n"


def _drop_unused_schemas(spec: dict[str, Any]) -> None:
    """flask-smorest registers schemas of its own (Error, PaginationMetadata) that no
    operation here uses; leave them out so the client has no dead models."""
    schemas = spec["components"]["schemas"]
    while True:
        text = json.dumps({k: v for k, v in spec.items() if k != "components"}) + json.dumps(
            {name: body for name, body in schemas.items()}
        )
        unused = [n for n in schemas if f'"#/components/schemas/{n}"' not in text]
        if not unused:
            return
        for name in unused:
            del schemas[name]


def write_openapi(path: str) -> None:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(openapi_document())
