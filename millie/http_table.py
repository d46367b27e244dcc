"""`millie simulate` for any hosted game, over plain HTTP: the games the generated client
has no functions for (a plug-in game, registered in `millie.games`).

Every bot follows the game the way the README tells a client to: read your view, send
one entry of `legal_actions` as it is (method, path, body), wait for the next event.
The policies are the game's (`Game.policies`) or the random bot, which plays any game
(policies.make).

Every answer that is not the one asked for is a problem, read as one: a 429 or a 503 is
sent again after its Retry-After (at most MAX_TRIES times, and never after a wait longer
than MAX_RETRY_AFTER: a cap on games per hour), any other is the game's error, in words
(`Refused`). A request that got no answer goes again too: every POST carries an
Idempotency-Key, the same for each send, so it is applied once.
"""

from __future__ import annotations

import random
import threading
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

import httpx

from millie import policies
from millie.api.core.games import GROUP, load
from millie.rules.game import Game


@dataclass
class Played:
    """One game: the final score and what went wrong, if anything."""

    score: dict[str, Any] = field(default_factory=dict)
    moves: int = 0
    refused: int = 0
    errors: list[str] = field(default_factory=list)


RETRY_STATUSES = (429, 503)  # rate limited, too busy or the database away: not applied
MAX_TRIES = 20
MAX_RETRY_AFTER = 10.0
RESEND_SECONDS = 0.2


class Refused(Exception):
    """A request the server refused for good, or kept refusing: what and why, in words."""


def problem_words(answer: httpx.Response) -> str:
    """`429 rate_limited: Too many requests...` from a problem answer (or its status and
    the start of its text, from anything else)."""
    try:
        body = answer.json()
    except ValueError:
        body = None
    if isinstance(body, dict) and "code" in body:
        return f"{answer.status_code} {body['code']}: {body.get('detail', '')}"
    return f"{answer.status_code} {answer.text[:200]!r}"


def retry_after(answer: httpx.Response) -> float:
    """The seconds a 429 or 503 asks to wait (1 when it names none)."""
    try:
        return max(float(answer.headers.get("Retry-After", "1")), 0.1)
    except ValueError:
        return 1.0


def call(http: httpx.Client, method: str, path: str, **kwargs: Any) -> httpx.Response:
    """Send one request; while it is answered 429 or 503, wait Retry-After seconds and
    send it again. Gives up (`Refused`) after MAX_TRIES, or at once when the wait asked
    is over MAX_RETRY_AFTER. A POST gets an Idempotency-Key, the same for every send."""
    if method == "POST":
        kwargs["headers"] = {**kwargs.get("headers", {}), "Idempotency-Key": str(uuid.uuid4())}
    lost = ""
    for _ in range(MAX_TRIES):
        try:
            answer = http.request(method, path, **kwargs)
        except httpx.TransportError as error:
            # No answer (the server closed an idle kept-alive connection as this went
            # out): a GET changes nothing, and a POST goes again with its key.
            lost = f"no answer ({error or type(error).__name__})"
            time.sleep(RESEND_SECONDS)
            continue
        if answer.status_code not in RETRY_STATUSES:
            return answer
        wait = retry_after(answer)
        if wait > MAX_RETRY_AFTER:
            raise Refused(
                f"{method} {path}: {problem_words(answer)} (Retry-After {wait:g} s: "
                "longer than this command waits)"
            )
        lost = problem_words(answer)
        time.sleep(wait)
    raise Refused(f"{method} {path}: still {lost} after {MAX_TRIES} tries")


def answered(answer: httpx.Response, what: str) -> Any:
    """The JSON of a 200 or 201 answer; a problem is `Refused`, with its words."""
    if answer.status_code not in (200, 201):
        raise Refused(f"{what}: {problem_words(answer)}")
    return answer.json()


def installed_game(slug: str) -> Game:
    from importlib.metadata import entry_points

    games = load(entry_points(group=GROUP))
    if slug not in games:
        raise SystemExit(f"no game {slug!r} is installed; installed: {', '.join(games)}")
    return games[slug]


def make_policy(game: Game, name: str, rng: random.Random) -> policies.Policy:
    return policies.make(game, name, rng)


def play(base: str, game: Game, bots: list[str], seed: int, timeout: float = 120) -> Played:
    """Create a game, seat one bot per policy name, start it, let the bots play it out."""
    played = Played()
    try:
        _play(base, game, bots, seed, timeout, played)
    except (Refused, httpx.HTTPError) as error:
        played.errors.append(str(error) or type(error).__name__)
    return played


def _play(
    base: str, game: Game, bots: list[str], seed: int, timeout: float, played: Played
) -> None:
    rng = random.Random(seed)
    with httpx.Client(base_url=base, timeout=30) as http:
        made = call(http, "POST", f"/v1/{game.slug}/games", json={"seed": seed})
        created = answered(made, "create the game")
        game_id, host = created["game"]["id"], created["host_token"]
        path = f"/v1/{game.slug}/games/{game_id}"
        tokens = []
        for _ in bots:
            lobby = answered(call(http, "GET", path), "read the lobby")
            join = next(a for a in lobby["legal_actions"] if a["action"] == "join")
            seat = answered(call(http, "POST", join["path"], json=join["body"]), "take a seat")
            tokens.append(seat["token"])
        answered(call(http, "POST", f"{path}/start", json={}, headers=_auth(host)), "start")
        threads = [
            threading.Thread(
                target=_seat,
                args=(
                    base,
                    path,
                    token,
                    make_policy(game, name, random.Random(rng.random())),
                    played,
                    timeout,
                ),
            )
            for token, name in zip(tokens, bots, strict=True)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        played.score = answered(call(http, "GET", f"{path}/score"), "read the score")


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _seat(
    base: str, path: str, token: str, policy: policies.Policy, played: Played, timeout: float
) -> None:
    try:
        _play_seat(base, path, token, policy, played, timeout)
    except (Refused, httpx.HTTPError) as error:
        played.errors.append(str(error) or type(error).__name__)


def _play_seat(
    base: str, path: str, token: str, policy: policies.Policy, played: Played, timeout: float
) -> None:
    deadline = time.monotonic() + timeout
    seen = 0
    with httpx.Client(base_url=base, timeout=60, headers=_auth(token)) as http:
        while time.monotonic() < deadline:
            asked = call(http, "GET", f"{path}/events", params={"after": seen, "view": "true"})
            page = answered(asked, "read the events")
            for event in page["events"]:
                policy.observe(event)
                seen = event["seq"]
            view = page["view"]
            if view["status"] == "finished":
                return
            if not view["legal_actions"]:
                waited = call(http, "GET", f"{path}/events", params={"after": seen, "wait": 5})
                answered(waited, "wait for the next event")
                continue
            entry = policy.choose(view, view["legal_actions"])
            answer = call(http, "POST", entry["path"], json=entry["body"])
            played.moves += 1
            if answer.status_code == 409:
                played.refused += 1  # a race lost or a view gone stale: look again
            elif answer.status_code != 200:
                played.errors.append(f"{entry['label']}: {problem_words(answer)}")
                return
        played.errors.append(f"{path}: not finished in {timeout:g} s")


def report(records: list[Played], bots: list[str]) -> str:
    """Wins per seat, moves and errors."""
    games = len(records)
    lines = [f"games: {games}", "", f"{'seat':>4}  {'bot':<9} {'wins':>5} {'win %':>6}"]
    for seat, bot in enumerate(bots):
        wins = sum(seat in (r.score.get("result") or {}).get("winners", []) for r in records)
        lines.append(f"{seat:>4}  {bot:<9} {wins:>5} {100 * wins / max(games, 1):>5.1f}%")
    errors = [e for r in records for e in r.errors]
    lines += [
        "",
        f"moves: {sum(r.moves for r in records)}; refused with 409: "
        f"{sum(r.refused for r in records)}",
        f"errors: {len(errors)}",
        *(f"  {e}" for e in errors[:10]),
    ]
    return "\n".join(lines)
