"""The `millie` command: serve, db upgrade, openapi, simulate, arena, replay, kit, tick,
cleanup."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from millie.api.db.migrate import upgrade
from millie.api.http import create_app
from millie.api.http.settings import Settings
from millie.rules.game import Game

CONNECTIONS = Settings.worker_connections


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
    serve.add_argument(
        "--host",
        default=os.environ.get("BIND_ADDRESS", "127.0.0.1"),
        help="address to bind (default 127.0.0.1, or BIND_ADDRESS); 0.0.0.0 for every interface",
    )
    serve.add_argument("--port", type=int, default=8000, help="port to bind (default 8000)")
    serve.add_argument(
        "--workers", type=int, default=2, help="gunicorn worker processes (default 2)"
    )
    serve.add_argument(
        "--connections",
        type=int,
        default=int(os.environ.get("GUNICORN_WORKER_CONNECTIONS", str(CONNECTIONS))),
        help=f"connections each worker serves at once (default {CONNECTIONS}, or "
        "GUNICORN_WORKER_CONNECTIONS): gevent workers, where a request that waits for its "
        "client (a body, a long poll, an event stream) gives way to the others",
    )
    serve.add_argument(
        "--health-port",
        type=int,
        default=int(os.environ.get("HEALTH_PORT") or 0) or None,
        help="also answer /healthz and /readyz on this port, from gunicorn's master, whatever "
        "the load on the workers (default: HEALTH_PORT, or none)",
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
        "--game",
        default=None,
        help="the game's slug: any game installed here (default: the first the server "
        "would serve, as MILLIE_GAMES or the entry points list them)",
    )
    simulate.add_argument(
        "--players",
        type=int,
        default=4,
        help="seats per game, within the game's player range",
    )
    simulate.add_argument("--games", type=int, default=50, help="how many games")
    simulate.add_argument(
        "--bots",
        default=None,
        help="one bot name per seat, comma-separated: random or one of the game's own "
        "(the add_bot entries of a lobby's legal_actions list them); default: the game's "
        "strongest in seat 0, random bots after",
    )
    simulate.add_argument("--server", default=None, help="base URL of a running server")
    simulate.add_argument("--parallel", type=int, default=2, help="games played at once")
    simulate.add_argument("--seed", type=int, default=None, help="seed for reproducible games")
    simulate.add_argument(
        "--option",
        action="store_true",
        help="turn on the game's yes-or-no options (face_up_rows, single_winner, ...)",
    )

    arena_command = commands.add_parser(
        "arena",
        help="bot players rated against each other through seeks (docs/players.md)",
    )
    arena_command.add_argument("--game", required=True, help="the game type (its slug)")
    arena_command.add_argument(
        "--bots", required=True, help="the bots' policies, comma-separated: greedy,random,random"
    )
    arena_command.add_argument("--games", type=int, default=20, help="how many rated games")
    arena_command.add_argument("--server", default=None, help="base URL of a running server")
    arena_command.add_argument("--seed", type=int, default=None, help="seed of the bots' choices")
    replay = commands.add_parser(
        "replay",
        help="replay an exported game and check it ends in the same state",
        description="Read a finished game's record (GET .../export, saved to FILE or '-' "
        "for stdin), replay its seed and actions through the engine, and compare the final "
        "state with the recorded one (rulings G1, G2). Exit 0 when identical, 1 when not, "
        "2 (with a sentence) when the file is no export this installation can replay.",
    )
    replay.add_argument("file", help="the exported JSON, or - for stdin")

    kit = commands.add_parser(
        "kit",
        help="check that a game keeps Millie's contract (the conformance kit)",
        description="Play seeded random games of GAME through its engine and through a "
        "server built here on a temporary SQLite database (or --server), and check what "
        "every game must do: legal actions accepted, bad and out-of-turn requests refused "
        "with documented codes and nothing changed, no secret seen by another seat, "
        "to_dict/from_dict and export + replay identical, timers that finish an abandoned "
        "game, the stream ending with the game (docs/conformance-kit.md). Exit 0 when "
        "every check passes, 1 at the first failure, with the game, the seed and the move.",
    )
    kit.add_argument("game", help="the game's slug, its entry point's name, or module:attribute")
    kit.add_argument(
        "--games", type=int, default=3, help="random games per check (default 3; more: deeper)"
    )
    kit.add_argument("--seed", type=int, default=0, help="the seed of the seeds (default 0)")
    kit.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=JSON",
        help="a game option for every game, e.g. max_turns=20 (repeat for more)",
    )
    kit.add_argument(
        "--check",
        action="append",
        choices=("engine", "timers", "server"),
        help="run only this check (repeat for more; default: all)",
    )
    kit.add_argument("--server", default=None, help="base URL of a running server to play on")

    tick = commands.add_parser(
        "tick",
        help="act on passed deadlines of games nobody is touching",
        description="Timers (M21, Q6, turn_seconds) are applied by the next request that "
        "touches a game; this applies them to every active game whose deadline has passed, "
        "once, or every --every seconds (a sweeper) until interrupted.",
    )
    tick.add_argument("--every", type=float, default=None, help="repeat every N seconds")

    cleanup = commands.add_parser(
        "cleanup",
        help="forget Idempotency-Keys older than 24 hours",
        description="Delete stored Idempotency-Key answers older than --hours (default 24): "
        "a retry after that is treated as a new request.",
    )
    cleanup.add_argument("--hours", type=float, default=24.0, help="age in hours (default 24)")

    db = commands.add_parser("db", help="database commands")
    db_commands = db.add_subparsers(dest="db_command", required=True)
    db_commands.add_parser("upgrade", help="upgrade the database schema to the newest version")

    args = parser.parse_args(argv)
    url = Settings.from_env().database_url
    if args.command == "simulate":
        from millie import simulate as simulation

        if args.game is None:
            from millie.api.core.games import registry

            args.game = next(iter(registry()), None)
            if args.game is None:
                raise SystemExit("no game is installed")
        strong = simulation.strongest(args.game)
        bots = args.bots.split(",") if args.bots else [strong] + ["random"] * (args.players - 1)
        if not simulation.client_knows(args.game):  # a plug-in: plain HTTP
            raise SystemExit(simulation.run_any(args, bots))
        failures: list[str] = []
        records = simulation.run(
            args.server,
            args.game,
            args.players,
            args.games,
            bots,
            args.parallel,
            args.seed,
            args.option,
            failures,
        )
        print(simulation.report(records, bots))
        if failures:
            print(
                f"millie simulate: {len(failures)} of {args.games} games could not be played; "
                f"the first: {failures[0]}",
                file=sys.stderr,
            )
        if failures or any(r.errors for r in records):
            raise SystemExit(1)
    elif args.command == "arena":
        from millie import arena

        lines = arena.run(args.server, args.game, args.bots.split(","), args.games, args.seed)
        print(arena.report(args.game, args.games, lines))
    elif args.command == "replay":
        raise SystemExit(replay_file(args.file))
    elif args.command == "kit":
        raise SystemExit(run_kit(args))
    elif args.command == "tick":
        tick_games(args.every)
    elif args.command == "cleanup":
        from datetime import timedelta

        upgrade(url)
        forgotten = create_app().extensions["millie"].forget_keys(timedelta(hours=args.hours))
        print(f"forgot {forgotten} idempotency keys older than {args.hours:g} hours")
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
        if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
            # Each worker writes its metrics here, and /metrics on any worker sums them;
            # a folder of our own, removed when gunicorn exits (millie/gunicorn_conf.py).
            import tempfile

            metrics_dir = tempfile.mkdtemp(prefix="millie-metrics-")
            os.environ["PROMETHEUS_MULTIPROC_DIR"] = metrics_dir
            os.environ["MILLIE_OWNED_MULTIPROC_DIR"] = metrics_dir
        else:
            # Counts left by an earlier run would be added to this one's: start empty.
            metrics_dir = os.environ["PROMETHEUS_MULTIPROC_DIR"]
            os.makedirs(metrics_dir, exist_ok=True)
            for stale in Path(metrics_dir).glob("*.db"):
                stale.unlink()
        # The app keeps some of each worker's connections free of waiting requests
        # (api/http/waiting.py): it needs to know how many there are.
        os.environ["GUNICORN_WORKER_CONNECTIONS"] = str(args.connections)
        if args.health_port:
            os.environ["HEALTH_PORT"] = str(args.health_port)  # millie/health.py
        allow_open_files(args.connections)
        gunicorn = [
            sys.executable,
            "-m",
            "gunicorn",
            "--config",
            "python:millie.gunicorn_conf",  # gevent workers (patched first), metrics
            "--bind",
            f"{args.host}:{args.port}",
            "--workers",
            str(args.workers),
            "--worker-connections",
            str(args.connections),
            "--no-control-socket",  # several servers may share a machine (tests, CI)
            "millie.api.wsgi:app",  # requests are logged by the app itself (api/observe.py)
        ]
        print(serve_banner(args.host, args.port), flush=True)  # before exec replaces us
        if sys.platform.startswith("linux"):
            # Each worker listens on a socket of its own (SO_REUSEPORT) and the kernel
            # spreads new connections over them. On one shared socket the workers race
            # for each connection, and often one took all of a client burst while the
            # other idled (the third step of the hot-path work: `git show
            # fa9516e:docs/performance.md`). Sharing the port this way would also
            # let a second server on it go unnoticed, so first check that it is free.
            port_free_or_exit(args.host, args.port)
            gunicorn.insert(-2, "--reuse-port")
        os.execv(sys.executable, gunicorn)


def serve_banner(host: str, port: int) -> str:
    """Where `millie serve` answers, and the pages to open there: the landing page, each
    game's table, the API docs."""
    from millie.api.core.games import registry
    from millie.api.http.landing import links

    everywhere = host in ("", "0.0.0.0", "::")  # every address: this machine's own works
    shown = "127.0.0.1" if everywhere else host
    base = f"http://{f'[{shown}]' if ':' in shown else shown}:{port}"
    also = f" (listening on every address: {host})" if everywhere else ""
    lines = [f"Millie serves at {base}/{also}"]
    pages = links(registry())  # the installed games, as `millie serve` serves them
    width = max(len(what) for what, _ in pages)
    lines += [f"  {what + ':':<{width + 1}} {base}{path}" for what, path in pages]
    return "\n".join(lines)


def port_free_or_exit(host: str, port: int) -> None:
    """Exit with a clear message if something already listens on host:port."""
    import socket

    try:
        addresses = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except OSError as error:
        sys.exit(f"millie serve: cannot listen on {host}:{port}: {error.strerror}")
    for family, kind, proto, _, address in addresses:
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(address)
            except OSError as error:
                sys.exit(f"millie serve: cannot listen on {host}:{port}: {error.strerror}")


EXPORT_FIELDS = ("type", "options", "seed", "actions", "final_state")
BAD_INPUT = 2  # `millie replay`'s exit status for a file it cannot replay (1: it differs)


def _cannot_replay(sentence: str) -> int:
    print(f"millie replay: {sentence}", file=sys.stderr)
    return BAD_INPUT


def replay_file(path: str) -> int:
    """`millie replay`: 0 when the export replays to its final state, 1 when it differs,
    2 with one sentence on stderr when the file is no export this installation can
    replay (unreadable, not JSON, a saved problem answer, a game not installed)."""
    from millie.api.core.games import registry
    from millie.api.core.replay import differences, replay

    name = "standard input" if path == "-" else path
    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        why = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        return _cannot_replay(f"cannot read {name}: {why}.")
    try:
        record = json.loads(text)
    except ValueError as error:
        return _cannot_replay(f"{name} is not JSON ({error}); give the file a game's export saved.")
    if not isinstance(record, dict):
        return _cannot_replay(f"{name} holds a JSON {type(record).__name__}, not a game's export.")
    if "code" in record and "status" in record and "final_state" not in record:
        return _cannot_replay(
            f"{name} holds a problem answer, not a game's export: {record.get('status')} "
            f"{record.get('code')}: {record.get('detail', '')}"
        )
    missing = [field for field in EXPORT_FIELDS if field not in record]
    if missing:
        return _cannot_replay(
            f"{name} is not a game's export (GET .../export): it has no {', '.join(missing)}."
        )
    games = registry()
    game = f"game {record.get('id', '?')}"
    if not isinstance(record["type"], str) or record["type"] not in games:
        return _cannot_replay(
            f"{game} is of type {record['type']!r}, which is not installed here "
            f"(installed: {', '.join(games) or 'none'})."
        )
    try:
        replayed = replay(record, games[record["type"]])
    except Exception as error:  # whatever a doctored record makes the engine do
        return _cannot_replay(
            f"{game}: the record does not replay ({type(error).__name__}: {error})."
        )
    diff = differences(replayed, record["final_state"])
    actions = len(record["actions"])
    if diff:
        print(f"{game}: replay DIFFERS after {actions} actions:")
        print("\n".join(diff))
        return 1
    print(f"{game} ({record['type']}): {actions} actions replayed, final state identical")
    return 0


def run_kit(args: argparse.Namespace) -> int:
    """`millie kit`: the report, and the first failure on stderr. The exit status."""
    from millie import kit

    options = {}
    for given in args.option:
        name, _, value = given.partition("=")
        try:
            options[name] = json.loads(value)
        except ValueError:
            options[name] = value  # a bare word: a string
    checks = tuple(args.check or kit.CHECKS)
    try:
        game = kit.find(args.game)
        report = kit.run(game, args.games, args.seed, options, args.server, checks)
    except kit.KitFailure as failure:
        if failure.report is not None:
            print(failure.report.text())
        print(f"FAILED: {failure}", file=sys.stderr)
        return 1
    print(report.text())
    return 0


def tick_games(every: float | None) -> None:
    """Act on every passed deadline (M21) of games no request is touching."""
    import time

    from millie.api.core.moves import Request
    from millie.api.http.endpoint import hosted

    app = create_app()
    games, served = app.extensions["millie"], hosted(app)
    while True:
        overdue = games.overdue_games()
        for slug, game_id in overdue:
            if slug not in served:
                continue  # a game of a type this server does not serve (MILLIE_GAMES)
            games.act_on_time(Request(served[slug], game_id))
        print(f"acted on {len(overdue)} games with passed deadlines", flush=True)
        if every is None:
            return
        time.sleep(every)


def openapi_document(games: Mapping[str, Game] | Iterable[Game] | None = None) -> str:
    """The OpenAPI document of an app serving `games` (by default the installed ones), as
    JSON with sorted keys (stable for `git diff`)."""
    app = create_app({"DATABASE_URL": "sqlite://"}, games)
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


def allow_open_files(connections: int) -> None:
    """Raise this process's limit of open files (inherited by gunicorn and its workers)
    to the most the system allows: each connection is one, and the usual soft limit
    of 1,024 would refuse connections long before a worker holds `connections`."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and (hard == resource.RLIM_INFINITY or soft < hard):
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
        soft = hard
    if soft != resource.RLIM_INFINITY and soft < connections + 100:
        print(
            f"millie serve: at most {soft} open files per process, fewer than "
            f"--connections {connections} needs; raise the hard limit (ulimit -Hn)",
            file=sys.stderr,
        )


def write_openapi(path: str) -> None:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(openapi_document())
