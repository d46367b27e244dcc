"""The bench's engine driver: what `python -m bench` counts as a random game."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from bench.engines import GAMES, _timed, play_random, random_move, replay


def test_the_random_driver_draws_a_pending_seat_then_a_kind_then_an_entry_uniformly() -> None:
    """Seat 1 has one `a` and nine `b` moves: `a` is drawn about half the time."""
    entries = [{"action": "a", "body": {}}] + [{"action": "b", "body": {"n": i}} for i in range(9)]
    engine: Any = SimpleNamespace(
        pending=lambda state: [{"seat": 0}, {"seat": 1}],
        legal_actions=lambda state, seat: entries if seat == 1 else [{"action": "c", "body": {}}],
    )
    rng = random.Random(7)
    drawn = [random_move(engine, None, rng) for _ in range(4000)]
    seats = Counter(seat for seat, _ in drawn)
    kinds = Counter(entry["action"] for seat, entry in drawn if seat == 1)
    bodies = Counter(entry["body"].get("n") for seat, entry in drawn if seat == 1)
    assert 1800 < seats[0] < 2200
    assert 0.45 < kinds["a"] / seats[1] < 0.55
    assert set(bodies) == {None, *range(9)}  # every entry of `b` comes up


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_random_games_of_every_type_finish_with_legal_moves_only(slug: str) -> None:
    """The engine refuses an illegal move, so a finished game had only legal ones."""
    rng = random.Random(11)
    for seed in range(3):
        played = play_random(GAMES[slug], 4, seed, rng)
        assert played.finished and played.moves > 0


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_the_engine_figure_replays_each_game_without_the_driver_and_ends_alike(slug: str) -> None:
    """The engine's games/s times a replay of each game (the driver's choices recorded):
    the same moves, so the same final state; the driver's pass is reported beside it."""
    game = GAMES[slug]
    played = play_random(game, 4, 3, random.Random(5), record=True)
    assert len(played.chosen) == played.moves > 0
    final = replay(game, 4, 3, played.chosen)
    assert game.engine.to_dict(final) == game.engine.to_dict(played.state)
    assert game.engine.status(final) == "finished"
    timed = _timed(game, 4, 3, 0.0, 1, round_trip=False)
    assert timed["games"] == 3 and timed["unfinished"] == 0
    assert timed["games_per_cpu_second"] and timed["games_per_cpu_second_with_driver"]


def _http(database: str, workers: int, **cpu_by_scenario: float) -> dict[str, Any]:
    """A made-up http part: one run per scenario with its server CPU per request."""
    figures = {"requests_per_second": 1.0, "ok": 1, "non2xx": 0, "other_cpu_share": 0.0}
    latency = {"latency_us": {"p50": 1000, "p99": 2000}}
    return {
        "sizes": {"connections": 16},
        "runs": [
            {
                "database": database,
                "workers": workers,
                "scenario": scenario,
                "cpu_us_per_request": cpu,
                "cpu_us_per_request_balanced": cpu,
                **figures,
                **latency,
            }
            for scenario, cpu in cpu_by_scenario.items()
        ],
    }


def test_http_targets_are_the_server_cpu_per_request_against_healthz_in_the_same_run() -> None:
    """A move may cost 2.0 times /healthz's server CPU on SQLite and 2.3 on PostgreSQL,
    a view or a poll 1.2 times, a first view 1.6, each against /healthz in the same run
    (same database and worker count); a baseline is shown beside, not judged."""
    from bench.report import targets

    before = {"http": _http("sqlite", 2, healthz=300, claim=1000, flip=1000, view=400)}
    after = {
        "meta": {},
        "http": _http(
            "sqlite",
            2,
            healthz=500,
            claim=1000,  # 2.0: the most a move may cost
            flip=1001,  # 2.002: over
            view=600,  # 1.2: the most a view may cost
            events=601,  # over
            view_cold=800,  # 1.6
        ),
    }
    after["http"]["runs"] += _http("postgres", 2, healthz=500, claim=1150, verdict=1160)["runs"]
    after["http"]["runs"] += _http("sqlite", 4, claim=1000)["runs"]
    rows = {r["figure"]: r for r in targets(after, before, "before.json")}
    claim = rows["server CPU per claim / healthz (sqlite, 2 workers)"]
    assert (claim["measured"], claim["target"], claim["result"]) == (2.0, "<= 2.0", "PASS")
    assert claim["note"] == "1000 µs vs healthz 500 µs; before.json: 1000 µs, 3.33x healthz"
    assert rows["server CPU per flip / healthz (sqlite, 2 workers)"]["result"] == "FAIL"
    view = rows["server CPU per GET view / healthz (sqlite, 2 workers)"]
    assert (view["measured"], view["target"], view["result"]) == (1.2, "<= 1.2", "PASS")
    assert rows["server CPU per events poll / healthz (sqlite, 2 workers)"]["result"] == "FAIL"
    first = rows["server CPU per GET view, first read / healthz (sqlite, 2 workers)"]
    assert (first["target"], first["result"]) == ("<= 1.6", "PASS")
    pg_claim = rows["server CPU per claim / healthz (postgres, 2 workers)"]
    assert (pg_claim["target"], pg_claim["result"]) == ("<= 2.3", "PASS")
    assert rows["server CPU per verdict / healthz (postgres, 2 workers)"]["result"] == "FAIL"
    lone = rows["server CPU per claim / healthz (sqlite, 4 workers)"]
    assert lone["result"] == "n/a" and lone["note"] == "no /healthz run in this run to judge by"


def test_without_a_baseline_file_the_targets_are_judged_as_ever(tmp_path: Path) -> None:
    """No baseline file: every target is judged on the run alone; `python -m bench.report
    RUN --baseline FILE` prints them again with FILE's figures beside."""
    from bench.report import load_baseline, main, targets

    missing = tmp_path / "before-one-road.json"
    assert load_baseline(missing) is None
    bots = {"database": "sqlite", "workers": 2, "bots_at_once": 16, "error_count": 0}
    bots |= {"games": 1, "actions": {}, "refused_409": 0, "server_cpu_us_per_move": 1.0}
    bots |= {f: 1.0 for f in ("moves_per_second", "games_per_second", "requests_per_second")}
    bots |= {"move_p50_ms": 1.0}
    games = {"runs": [{**bots, "move_p99_ms": 29.9}]}
    run = {"meta": {}, "http": _http("sqlite", 2, healthz=300, claim=900), "games": games}
    rows = targets(run, None, str(missing))
    assert [(r["figure"], r["result"]) for r in rows] == [
        ("server CPU per claim / healthz (sqlite, 2 workers)", "FAIL"),
        ("p99 latency of a move (sqlite, 16 bots, 2 workers)", "PASS"),
    ]
    assert rows[0]["note"] == "900 µs vs healthz 300 µs"

    meta = {"started": "now", "quick": True, "cores": 2, "loadavg_start": 0.0}
    saved = tmp_path / "after.json"
    saved.write_text(json.dumps({**run, "meta": meta}))
    assert "no baseline" in main([str(saved), "--baseline", str(missing)])
    before = {"meta": {"started": "then"}, "http": _http("sqlite", 2, healthz=250, claim=500)}
    before["games"] = {"runs": [{**bots, "move_p99_ms": 30.0}]}
    missing.write_text(json.dumps(before))
    report = main([str(saved), "--baseline", str(missing)]).splitlines()
    claim = next(line for line in report if "per claim / healthz" in line)
    assert "3.0" in claim.split() and "FAIL" in claim.split() and "2.00x" in claim
    p99 = next(line for line in report if "p99 latency of a move" in line)
    assert "PASS" in p99 and p99.endswith("before 30.0 ms")


def test_a_postgres_url_with_libpq_options_names_its_database_before_the_query() -> None:
    """BENCH_PG_URL may carry libpq options (a socket directory, server settings)."""
    from bench.server import database_name

    assert database_name("postgresql://postgres@127.0.0.1:5432/millie_bench") == "millie_bench"
    assert (
        database_name("postgresql://postgres@/millie_bench?host=/var/run/postgresql")
        == "millie_bench"
    )
    assert database_name("sqlite:////tmp/bench.db") is None


def test_every_run_records_the_machines_speed_during_each_part(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same code's figures moved by a factor of two with the machine within an hour:
    the results say how fast the machine ran Python during each part."""
    import signal
    import time

    import bench.__main__ as bench_main

    monkeypatch.setattr(signal, "signal", lambda *_: None)  # main's SIGTERM handler: not here

    def part(*_: Any) -> dict[str, Any]:
        time.sleep(1.5)  # the sampler's first sample comes once its process has started
        return {"error": "not run here"}

    for name in ("engines", "memory"):
        monkeypatch.setitem(bench_main.RUNNERS, name, part)
    out = tmp_path / "run.json"
    bench_main.main(["--only", "engines", "--only", "memory", "--out", str(out)])
    notes = json.loads(out.read_text())["meta"]["reference"]
    assert [n["part"] for n in notes] == ["engines", "memory"]
    assert all(0 <= n["steal_share"] <= 1 for n in notes)
    sampled = [n for n in notes if n["samples"]]
    assert sampled and all(0 < n["min_us"] <= n["median_us"] <= n["max_us"] for n in sampled)
    assert "Machine: the reference unit's CPU µs during each part" in capsys.readouterr().out


def test_a_workers_pss_and_uss_leave_out_what_it_shares_with_its_parent() -> None:
    """RSS counts the pages a forked worker shares with its parent in each worker; PSS
    divides them, USS leaves them out. A forked child's are read and reported."""
    import os
    import signal

    from bench.report import render
    from bench.server import rss_kb, shares_kb

    shared = bytearray(64 * 1024 * 1024)  # touched before the fork: shared by both
    shared[::4096] = b"x" * len(shared[::4096])
    child = os.fork()
    if child == 0:
        signal.pause()
        os._exit(0)
    try:
        rss, shares = rss_kb(child), shares_kb(child)
        assert rss and shares
        assert shares["uss"] < shares["pss"] < rss
        assert rss - shares["uss"] > 60 * 1024  # the buffer is not the child's own
    finally:
        os.kill(child, signal.SIGKILL)
        os.waitpid(child, 0)
    assert shares_kb(child) is None  # gone: nothing to read
    memory = {
        "database": "sqlite",
        "games": 1,
        "moves": 2,
        "moves_per_second": 3.0,
        "error_count": 0,
        "rss_kb_start": {"1": rss},
        "rss_kb_end": {"1": rss},
        "shares_kb_start": {"1": shares},
        "shares_kb_end": {"1": None},
    }
    meta = {"started": "now", "quick": True, "cores": 2, "loadavg_start": 0.0}
    report = render({"meta": meta, "memory": memory, "targets": []})
    assert f"PSS per worker {shares['pss'] / 1024:.1f} MB before, ? MB after" in report


def test_the_streams_and_holding_parts_are_judged_and_shown() -> None:
    """The streams part's targets (all connected and fed, delivery p99 under 500 ms,
    /healthz p99 under 50 ms, move p99 under 100 ms, RSS under 1 GB) and the holding
    part's (/healthz and moves under 50 ms at p99 while one address holds, which gets
    429 and 408) are rows of the targets, and both parts have a table."""
    from bench.report import render, targets

    stream = {"database": "sqlite", "streams": 10_000, "connected": 10_000, "fed": 9_999}
    stream |= {"refused": 0, "delivery_p50_ms": 30.0, "delivery_p99_ms": 499.0}
    stream |= {"healthz_p99_ms": 50.0, "move_p99_ms": 99.0, "rss_mb": 1000}
    stream |= {"server_cpu_share": 1.0, "pg_cpu_share": 0.0, "load_generator_cpu_share": 0.5}
    window = {"healthz_max_ms": 60.0, "bot_moves": 500, "bot_errors": 0}
    held = {"database": "postgres", "quiet": {**window, "healthz_p99_ms": 9.0}}
    held |= {"held": {**window, "healthz_p99_ms": 49.9, "move_p99_ms": 50.0}}
    held["quiet"]["move_p99_ms"] = 20.0
    held["holder_statuses"] = {"poll 429": 4000, "poll 200": 10, "body 408": 900}
    run = {
        "meta": {"started": "now", "quick": False, "cores": 2, "loadavg_start": 0.0},
        "streams": {"runs": [stream]},
        "holding": {"runs": [held]},
    }
    rows = {r["figure"]: r["result"] for r in targets(run, None)}
    assert rows == {
        "streams connected and fed (10,000 streams, sqlite)": "FAIL",
        "event delivery p99 (10,000 streams, sqlite)": "PASS",
        "/healthz p99 (10,000 streams, sqlite)": "FAIL",
        "bot move p99 (10,000 streams, sqlite)": "PASS",
        "server RSS (10,000 streams, sqlite)": "PASS",
        "/healthz p99 (one address holding, postgres)": "PASS",
        "bot move p99 (one address holding, postgres)": "FAIL",
        "the holding address refused (one address holding, postgres)": "PASS",
    }
    held["holder_statuses"]["poll 500"] = 1
    assert targets(run, None)[-1]["result"] == "FAIL"
    run["targets"] = targets(run, None)
    shown = render(run)
    assert "5. Open streams" in shown and "6. One address holding" in shown
    assert "body 408: 900, poll 200: 10, poll 429: 4000, poll 500: 1" in shown


def test_the_flood_judges_refusals_from_the_connection_made_and_by_another_clients_new_ones() -> (
    None
):
    """The flood's refusals are timed from the connection made to the status line (its
    connects wait in the generator's own event loop, shown apart), and a refusal of a new
    connection from another address (the probes) counts too: any over 1 s fails."""
    from bench.report import render, targets

    probe = {"checks": 500, "p50_ms": 2.0, "p99_ms": 100.0, "max_ms": 300.0, "not_200": {}}
    flood = {"statuses": {"503": 18000}, "held_most": 12000, "refusals": 18000}
    flood |= {"refusal_p99_ms": 1700.0, "refusal_max_ms": 1710.0, "refusals_over_1s": 12000}
    flood |= {"connect_p50_ms": 1600.0, "connect_p99_ms": 1690.0}
    flood |= {"answer_p99_ms": 50.0, "answer_max_ms": 280.0, "answers_over_1s": 0}
    one = {"database": "sqlite", "polls": 12_400, "addresses": 200, "flood": flood}
    one |= {"health_port_healthz": probe, "api_healthz": {**probe, "refused": 3}}
    one |= {"lobby": {**probe, "refused": 2, "refused_max_ms": 900.0}}
    one["api_healthz"]["refused_max_ms"] = 700.0
    run = {"meta": {"started": "now", "quick": False, "cores": 2, "loadavg_start": 0.0}}
    run["flood"] = {"runs": [one]}
    refusal = "every refusal answered within 1 s (12,400 long polls from 200 addresses, sqlite)"
    rows = {r["figure"]: r for r in targets(run, None)}
    assert rows[refusal]["result"] == "PASS" and rows[refusal]["measured"] == "max 900.0 ms"
    one["lobby"]["refused_max_ms"] = 1001.0
    assert {r["figure"]: r for r in targets(run, None)}[refusal]["result"] == "FAIL"
    one["lobby"]["refused_max_ms"] = 900.0
    flood["answer_max_ms"] = 1200.0
    assert {r["figure"]: r for r in targets(run, None)}[refusal]["result"] == "FAIL"
    run["targets"] = targets(run, None)
    assert "its connect alone p50 1600.0 ms" in render(run)


def test_another_checkouts_http_runs_are_shown_beside_and_not_judged() -> None:
    """`--against DIR`: the same requests served by another checkout in the same run;
    the table gives each one's multiple of healthz in both trees and their ratio, and the
    targets judge this tree's runs alone."""
    from bench.report import render, targets

    ours = _http("sqlite", 2, healthz=400, claim=800)["runs"]
    theirs = _http("sqlite", 2, healthz=400, claim=2000)["runs"]
    for r in ours + theirs:
        r["ratio_to_healthz"] = r["cpu_us_per_request"] / 400
    for r in theirs:
        r["tree"] = "/work/old"
    run = {"meta": {"started": "now", "quick": False, "cores": 2, "loadavg_start": 0.0}}
    run["http"] = {"sizes": {"connections": 16}, "runs": ours + theirs}
    rows = {r["figure"]: r for r in targets(run, None)}
    assert rows["server CPU per claim / healthz (sqlite, 2 workers)"]["result"] == "PASS"
    run["targets"] = targets(run, None)
    shown = render(run)
    assert "This tree against /work/old" in shown
    line = next(
        x for x in shown.splitlines() if x.startswith("sqlite") and " claim " in x and "0.4" in x
    )
    assert line.split()[-3:] == ["5.0", "2.0", "0.4"]


def test_repeated_runs_alternate_the_trees_so_a_steady_drift_cancels() -> None:
    """`--repeat N`: A B B A A B ..., each tree N times; pair k is each tree's k-th run.
    Over an even number of pairs each tree's runs sit, on average, at the same place in
    the sitting, so a machine that slows steadily weighs on both alike."""
    from bench.repeat import OTHER, THIS, order

    assert order(1) == [(1, THIS), (1, OTHER)]
    runs = order(4)
    assert [tree for _, tree in runs] == [THIS, OTHER, OTHER, THIS] * 2
    assert [pair for pair, _ in runs] == [1, 1, 2, 2, 3, 3, 4, 4]
    places = {tree: [i for i, (_, t) in enumerate(runs) if t == tree] for tree in (THIS, OTHER)}
    assert sum(places[THIS]) == sum(places[OTHER])
    assert [tree for _, tree in order(3)].count(OTHER) == 3


def _repeated_runs(
    ours: list[float], theirs: list[float], p99_ms: float = 5.0
) -> list[dict[str, Any]]:
    """Made-up claim runs of a repeated http part: run k of each tree has the k-th
    multiple of healthz (None: that run failed), each with its healthz run."""
    runs = []
    for tree, figures in (("", ours), ("/work/old", theirs)):
        for pair, x in enumerate(figures, start=1):
            if x is None:
                continue
            for scenario, cpu in (("healthz", 400.0), ("claim", 400.0 * x)):
                (r,) = _http("sqlite", 2, **{scenario: cpu})["runs"]
                r |= {"repeat": pair, "ratio_to_healthz": round(cpu / 400, 2)}
                r["latency_us"] = {"p50": 1000, "p99": 1000 * p99_ms * (2 if tree else 1)}
                if tree:
                    r["tree"] = tree
                runs.append(r)
    return runs


def test_repeated_runs_give_each_trees_median_and_the_pairs_median_ratio_and_spread() -> None:
    """Each tree's multiple of healthz is the median over its runs; the ratio is the
    median of the pairs' ratios (this tree / the other, run k with run k), shown with the
    least and the most of them; a pair whose other run failed gives no ratio."""
    from bench.repeat import spread, summary

    runs = _repeated_runs([3.3, 3.0, 3.6, 3.3], [3.0, 3.0, 3.0, None])
    (claim,) = summary(runs)
    assert (claim["database"], claim["workers"], claim["scenario"]) == ("sqlite", 2, "claim")
    assert claim["ratios"] == [1.1, 1.0, 1.2]
    assert (claim["pairs"], claim["ratio"], claim["ratio_min"], claim["ratio_max"]) == (
        3,
        1.1,
        1.0,
        1.2,
    )
    assert (claim["this_x_healthz"], claim["against_x_healthz"]) == (3.3, 3.0)
    assert (claim["this_p99_ms"], claim["against_p99_ms"]) == (5.0, 10.0)
    assert spread(claim) == "1.000-1.200"
    assert summary(_http("sqlite", 2, healthz=400, claim=800)["runs"]) == []  # not repeated


def test_a_repeated_run_is_printed_with_its_medians_and_judged_on_the_median(
    tmp_path: Path,
) -> None:
    """The report of a repeated run: each run's row says its pair, a table gives the
    medians and the spread, and the targets judge this tree's median multiple of healthz
    (each run against its own healthz), one row per request kind; `python -m
    bench.report` prints it again from the saved file."""
    from bench.repeat import summary
    from bench.report import main, render, targets

    runs = _repeated_runs([1.8, 2.4, 1.9], [2.0, 2.0, 2.0])
    run = {"meta": {"started": "now", "quick": True, "cores": 2, "loadavg_start": 0.0}}
    run["http"] = {"sizes": {"connections": 16}, "runs": runs, "repeat": 3}
    run["http"] |= {"against": "/work/old", "repeated": summary(runs)}
    rows = targets(run, None)
    assert [(r["figure"], r["measured"], r["result"]) for r in rows] == [
        ("server CPU per claim / healthz (sqlite, 2 workers)", 1.9, "PASS")
    ]
    assert rows[0]["note"] == "median of 3 runs (1.800 to 2.400); 760 µs vs healthz 400 µs"
    run["targets"] = rows
    shown = render(run).splitlines()
    assert any(x.startswith("This tree against /work/old, 3 runs of each") for x in shown)
    line = next(x for x in shown if x.startswith("sqlite") and "0.900-1.200" in x)
    # db, workers, request, pairs, against, this tree, ratio, spread, both p99s
    expected = "sqlite 2 claim 3 2.0 1.9 0.95 0.900-1.200 10.0 5.0"
    assert line.split() == expected.split()
    assert sum(x.startswith("sqlite (against) run 2 ") for x in shown) == 2  # healthz, claim
    assert not any(x.startswith("This tree against /work/old, in the same run") for x in shown)
    saved = tmp_path / "run.json"
    saved.write_text(json.dumps(run))
    again = main([str(saved), "--baseline", str(tmp_path / "none.json")]).splitlines()
    assert line in again and "median of 3 runs (1.800 to 2.400)" in again[-1]


def test_repeat_needs_another_tree_to_alternate_with(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import bench.__main__ as bench_main

    with pytest.raises(SystemExit):
        bench_main.main(["--only", "http", "--repeat", "2"])
    assert "it needs --against DIR" in capsys.readouterr().err


def test_apart_makes_a_namespace_joined_by_a_veth_pair_with_the_generators_100_addresses() -> None:
    """`--apart`: the machine's side of the pair holds the server's address, the
    namespace's side the generator's 100 source addresses and loopback; taking it down
    deletes the pair (with either end) and the namespace."""
    from bench.apart import Apart

    apart = Apart(core=1)
    commands = apart.setup_commands()
    argvs = [" ".join(argv) for argv, _ in commands]
    assert argvs[:4] == [
        "ip netns add millie-bench",
        "ip link add millie-h type veth peer name millie-n netns millie-bench",
        "ip addr add 10.231.0.1/16 dev millie-h",
        "ip link set millie-h up",
    ]
    assert argvs[4] == "ip -n millie-bench -batch -"
    batch = (commands[4][1] or "").splitlines()
    assert batch[:2] == ["link set lo up", "link set millie-n up"]
    assert batch[2:] == [f"addr add 10.231.1.{i}/16 dev millie-n" for i in range(1, 101)]
    assert [" ".join(a) for a in apart.teardown_commands()] == [
        "ip link del millie-h",
        "ip netns del millie-bench",
    ]
    described = apart.describe()
    assert described["core"] == 1 and described["namespace"] == "millie-bench"
    assert described["source_addresses"] == "10.231.1.1-100"


def test_the_server_listens_where_its_clients_ask_and_as_ever_by_default() -> None:
    """A Server on another host passes `--host` to millie serve and its base names it; on
    loopback its command line is as it was (no `--host`: the JSON does not change)."""
    from bench.server import Server

    here = Server("sqlite:///x.db", 2, Path("."), port=8123)
    assert here.base == "http://127.0.0.1:8123" and "--host" not in here.command()
    assert here.command()[-5:] == ["serve", "--port", "8123", "--workers", "2"]
    there = Server("sqlite:///x.db", 2, Path("."), port=8123, host="10.231.0.1")
    assert there.base == "http://10.231.0.1:8123"
    assert there.command()[-2:] == ["--host", "10.231.0.1"]


def test_apart_is_refused_without_root_without_ip_netns_and_without_the_streams_part(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import os

    import bench.__main__ as bench_main
    from bench import apart

    with pytest.raises(SystemExit):
        bench_main.main(["--only", "http", "--apart"])
    assert "--apart is the streams part's" in capsys.readouterr().err

    monkeypatch.setattr(os, "geteuid", lambda: 1000)
    with pytest.raises(SystemExit):
        bench_main.main(["--only", "streams", "--apart"])
    assert "--apart needs root" in capsys.readouterr().err

    # Root, but `ip netns` fails (as in a container without CAP_SYS_ADMIN).
    failing = tmp_path / "ip"
    failing.write_text("#!/bin/sh\necho 'mount --make-shared /run/netns failed' >&2\nexit 1\n")
    failing.chmod(0o755)
    monkeypatch.setattr(os, "geteuid", lambda: 0)
    monkeypatch.setattr(os, "sched_getaffinity", lambda _pid: {0, 1})
    monkeypatch.setattr(apart, "IP", str(failing))
    with pytest.raises(SystemExit):
        bench_main.main(["--only", "streams", "--apart"])
    err = capsys.readouterr().err
    assert "netns list` failed: mount --make-shared /run/netns failed" in err

    # ... or makes no namespace: the trial one shows it.
    failing.write_text(
        '#!/bin/sh\n[ "$2" = list ] && exit 0\n[ "$2" = show ] && exit 1\n'
        "echo 'Operation not permitted' >&2\nexit 2\n"
    )
    assert "netns add millie-bench` failed: Operation not permitted" in (apart.refusal() or "")

    # One core: nothing left for the server.
    monkeypatch.setattr(os, "sched_getaffinity", lambda _pid: {0})
    assert "needs another for the server" in (apart.refusal() or "")


def test_the_pieces_beside_the_bots_are_threads_or_apart_processes_that_send_what_they_got() -> (
    None
):
    """The health prober and the games' starter: a thread by default; apart, a forked
    process that joins (the namespace, the core) first and sends its list back as it
    ends, even when it fails."""
    import os

    from bench.apart import Apart
    from bench.streams import Beside

    joined: list[int] = []

    class Here(Apart):  # joins nothing: no root needed
        def join(self) -> None:
            joined.append(os.getpid())

    def fill(n: int, out: list[int]) -> None:
        out.extend(joined)  # who joined, as the target sees it
        out.extend(range(n))
        if n == 3:
            raise RuntimeError("after the third")

    thread = Beside(None, fill, 2)
    thread.start()
    assert thread.join() == [0, 1]
    process = Beside(Here(core=0), fill, 4)
    process.start()
    child, *rest = process.join()
    assert child != os.getpid() and rest == [0, 1, 2, 3]
    failed = Beside(Here(core=0), fill, 3)
    failed.start()
    assert failed.join()[1:] == [0, 1, 2]
    assert not joined  # the joins ran in the children, not here


def test_a_streams_run_with_the_generator_apart_says_so_in_its_targets_and_table() -> None:
    from bench.apart import Apart
    from bench.report import render, targets

    stream = {"database": "sqlite", "streams": 2_000, "connected": 2_000, "fed": 2_000}
    stream |= {"refused": 0, "delivery_p50_ms": 3.0, "delivery_p99_ms": 9.0}
    stream |= {"healthz_p99_ms": 5.0, "move_p99_ms": 20.0, "rss_mb": 300}
    stream |= {"server_cpu_share": 1.0, "pg_cpu_share": 0.0, "load_generator_cpu_share": 0.5}
    run = {
        "meta": {"started": "now", "quick": False, "cores": 2, "loadavg_start": 0.0},
        "streams": {"runs": [stream]},
    }
    run["targets"] = targets(run, None)
    plain = render(run)
    assert "apart" not in plain and "(2,000 streams, sqlite)" in plain
    stream["apart"] = Apart(core=1).describe() | {"core_busy_share": 0.9}
    run["targets"] = targets(run, None)
    figures = [r["figure"] for r in run["targets"]]
    assert "/healthz p99 (2,000 streams, sqlite, load generator apart on core 1)" in figures
    shown = render(run)
    assert "the load generator apart (--apart): on core 1 only (sched_setaffinity)" in shown
    assert "network namespace millie-bench" in shown and "server at 10.231.0.1" in shown
