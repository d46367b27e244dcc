"""A host dies, the game goes on: two `millie serve` instances on one PostgreSQL
database behind nginx (Debian's, run with deploy/nginx.conf pointed at them), bots
playing four games through nginx, and one instance SIGKILLed, master and workers at
once, in the middle of the games. The bots finish every game through the other
instance; every move answered 200 is in its game's record once, and nothing else is.
PostgreSQL, since instances that may be on other machines must share one database.
"""

from __future__ import annotations

import os
import random
import re
import shutil
import signal
import subprocess
import threading
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import pytest
import requests
from millie_bots.policies import make
from millie_bots.seat import Acknowledged, LegalAction, Policy
from millie_bots.table import GameRecord, play_game
from millie_client.models import Event, GameType

from conftest import IN_CI, OWN_GAMES, PG_HOWTO, PG_URL, fresh_postgres
from millie.api.core.replay import differences, replay
from servers import children, free_port, served

pytestmark = [pytest.mark.server, pytest.mark.postgres]

DEPLOY = Path(__file__).resolve().parents[2] / "deploy" / "nginx.conf"
GAMES = 4
BUDGET_SECONDS = 90  # for the games, on a loaded machine; they take about 20 s
THINK_SECONDS = 0.02  # each bot's pause before a move: a game lasts several seconds


def nginx_binary() -> str:
    """Debian's nginx (.ci/run installs it), or skip (in CI: fail)."""
    found = shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin:/sbin")
    if not found:
        (pytest.fail if IN_CI else pytest.skip)("needs nginx (apt-get install nginx)")
    return found


def rendered(instances: list[str], port: int, prefix: Path) -> str:
    """deploy/nginx.conf as an operator would install it: its two `server api*:8000`
    lines pointed at `instances`, listening on `port` on the loopback; plus what an
    unprivileged nginx needs, its temporary files under `prefix`."""
    text = DEPLOY.read_text()
    replaced = [(f"server api{n + 1}:8000 ", f"server {a} ") for n, a in enumerate(instances)]
    replaced.append(("listen 8080;", f"listen 127.0.0.1:{port};"))
    for old, new in replaced:
        assert text.count(old) == 1, f"deploy/nginx.conf no longer has one {old!r}"
        text = text.replace(old, new)
    temp = "\n".join(
        f"    {kind}_temp_path {prefix / kind};" for kind in ("client_body", "proxy", "fastcgi")
    )
    temp += f"\n    uwsgi_temp_path {prefix / 'uwsgi'};\n    scgi_temp_path {prefix / 'scgi'};"
    assert text.count("http {\n") == 1
    return text.replace("http {\n", f"http {{\n{temp}\n", 1)


@contextmanager
def nginx(instances: list[str], cwd: Path) -> Iterator[tuple[str, Path]]:
    """nginx in the foreground (`daemon off`), as a child of the test, in front of
    `instances`: its base URL and its access log."""
    binary = nginx_binary()
    prefix = cwd / "nginx"
    prefix.mkdir()
    port = free_port()
    conf = prefix / "nginx.conf"
    conf.write_text(rendered(instances, port, prefix))
    main = f"daemon off; pid {prefix / 'nginx.pid'};"
    if os.geteuid() == 0:
        main += " user root;"  # else its workers run as nobody, who cannot reach cwd
    command = [binary, "-p", str(prefix), "-c", str(conf), "-e", "stderr", "-g", main]
    check = subprocess.run([*command, "-t"], capture_output=True, text=True, timeout=30)
    assert check.returncode == 0, check.stderr
    log = cwd / "nginx.log"
    with log.open("wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + 30
            while True:
                assert process.poll() is None, log.read_text()[-3000:]
                try:
                    if requests.get(f"{base}/healthz", timeout=5).status_code == 200:
                        break
                except requests.RequestException:
                    pass
                assert time.monotonic() < deadline, "nginx did not start in 30 s"
                time.sleep(0.1)
            yield base, log
        finally:
            process.terminate()
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


class Thinking:
    """A policy that thinks `THINK_SECONDS` before each move, so that the games are still
    going when the instance dies."""

    def __init__(self, policy: Policy) -> None:
        self.policy = policy
        self.name = policy.name

    def observe(self, event: Event) -> None:
        self.policy.observe(event)

    def choose(self, view: Any, actions: list[LegalAction]) -> LegalAction:
        time.sleep(THINK_SECONDS)
        return self.policy.choose(view, actions)


def started_games(log: Path) -> list[str]:
    """The games whose start nginx has passed on and seen answered 200."""
    return re.findall(r'"POST /v1/millions/games/(\w+)/start HTTP/1.1" 200 ', log.read_text())


def version(base: str, game_id: str) -> int:
    r = requests.get(f"{base}/v1/millions/games/{game_id}", timeout=10)
    assert r.status_code == 200, r.text
    number: int = r.json()["version"]
    return number


def sent(move: Acknowledged) -> dict[str, Any]:
    """A move's body as the game's record keeps it: a squabble's number in it."""
    return move.body if move.squabble is None else {**move.body, "squabble": move.squabble}


def check_record(base: str, game: GameRecord, killed_at: float) -> None:
    """Every move answered 200 is in the game's record once, and nothing else is; the
    record replays to the stored state; the game went on both sides of the kill."""
    assert game.errors == [], game.errors
    assert game.final.status.value == "finished"
    r = requests.get(f"{base}/v1/millions/games/{game.game_id}/export", timeout=30)
    assert r.status_code == 200, r.text
    record = r.json()
    assert differences(replay(record, OWN_GAMES[record["type"]]), record["final_state"]) == []
    moves = [a for a in record["actions"] if a["action"] not in ("join", "start")]
    applied = Counter((a["seat"], a["action"], repr(sorted(a["body"].items()))) for a in moves)
    answered = Counter(
        (seat, move.action, repr(sorted(sent(move).items())))
        for seat, bot in enumerate(game.seats)
        for move in bot.acknowledged
    )
    assert answered == applied, (answered - applied, applied - answered)
    versions = [move.version for bot in game.seats for move in bot.acknowledged]
    assert len(set(versions)) == len(versions), "two answers name one version"
    times = [a["now"] for a in moves]
    assert min(times) < killed_at < max(times), "the kill was not in the middle of the game"


def test_a_game_goes_on_through_nginx_when_an_instance_is_killed(tmp_path: Path) -> None:
    if not PG_URL:
        pytest.skip(PG_HOWTO)
    url = fresh_postgres(PG_URL, database="millie_failover")
    with ExitStack() as stack:
        instances = []
        for name in ("one", "two"):  # one after the other: each upgrades the database
            cwd = tmp_path / name
            cwd.mkdir()
            instances.append(stack.enter_context(served(url, 1, cwd, ready="/readyz")))
        addresses = [base.removeprefix("http://") for base, _ in instances]
        base, log = stack.enter_context(nginx(addresses, tmp_path))

        records: list[GameRecord] = []
        failures: list[BaseException] = []

        def play(game: int) -> None:
            bots: list[Policy] = [Thinking(make("millions", "greedy", random.Random()))]
            bots += [Thinking(make("millions", "random", random.Random())) for _ in range(3)]
            try:
                records.append(
                    play_game(base, bots, seed=game, timeout=BUDGET_SECONDS, game=GameType.MILLIONS)
                )
            except BaseException as error:  # reported by the test
                failures.append(error)

        threads = [threading.Thread(target=play, args=(n,), daemon=True) for n in range(GAMES)]
        began = time.monotonic()
        for thread in threads:
            thread.start()
        # Every game started and a dozen moves in: then the first instance dies, all of
        # its processes at the same moment, as with a host that loses power.
        deadline = time.monotonic() + 30
        while (
            len(games := started_games(log)) < GAMES
            or min(version(base, g) for g in games) < 6 + 12
        ):
            assert time.monotonic() < deadline, "the games did not get going"
            assert not failures, failures
            time.sleep(0.05)
        (victim, master), survivor = instances[0], addresses[1]
        killed_at, kill_second = time.time(), time.monotonic() - began
        for pid in [master, *children(master)]:
            os.kill(pid, signal.SIGKILL)
        for thread in threads:
            thread.join(timeout=max(1.0, BUDGET_SECONDS - (time.monotonic() - began)))
        assert not failures, failures
        assert len(records) == GAMES, "not every game finished in time"
        seconds = time.monotonic() - began

        for game in records:
            check_record(base, game, killed_at)
        lines = log.read_text().splitlines()
        gone = victim.removeprefix("http://")
        # nginx passed the requests that were waiting at the victim to the survivor
        # (a long poll holds the connection open most of the time)...
        passed_on = [line for line in lines if line.endswith(f"{gone}, {survivor}")]
        # ...or, for a move it had already sent there, answered 502, which the bot sent
        # again with the same Idempotency-Key.
        statuses = Counter(re.findall(r'HTTP/1.1" (\d{3}) ', "\n".join(lines)))
        resent = sum(bot.resent for game in records for bot in game.seats)
        replayed = sum(m.replayed for g in records for bot in g.seats for m in bot.acknowledged)
        moves = sum(bot.moves for game in records for bot in game.seats)
        print(
            f"{GAMES} games, {moves} moves in {seconds:.1f} s, killed at {kill_second:.1f} s; "
            f"nginx: {dict(statuses)}, {len(passed_on)} passed on from the killed instance; "
            f"bots: {resent} sent again, {replayed} answered as replays"
        )
        assert passed_on or statuses["502"], "no request was in flight at the kill"
        assert set(statuses) <= {"200", "201", "409", "502"}, statuses
        assert statuses["502"] <= resent
