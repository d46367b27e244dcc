"""/play: the reference web table for Aunt Millie's Millions, in headless Chromium against a
real `millie serve`. The page uses only the public API and the event stream; these tests
only click, type and read the page, as a player would.

1. A whole game against three server-hosted bots, clicked through to the final scores. With
   a person at the table the bots leave the flip to them (M6): the page flips every round.
2. Two people in two browsers (and one bot) claim the same one-place card at once: the
   server decides, the loser's page says so plainly and lets them claim another card.
3. In both: every request went to the server under test, no token ever appeared in a URL,
   and no answer the page received held another seat's secret (M20); the event stream
   carried the game (no fallback to long-polling); bots are shown as bots (`seats[].bot`).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
import requests
from flask.testing import FlaskClient

from browser import BrowserPage, chromium_page, origin, require_chromium
from servers import running_server

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page, Request, Response, Route

# A seed whose first flip, with three players, is a Steal, an Item and a Reappraise: two
# one-place cards and a two-place one, so whatever the bot claims, one card with exactly
# one place left remains for the two people to race for (M7), and the loser's other card
# is the item: shared with the bot (a squabble, so it stays on the table) or the loser's
# alone, when that last placement resolves the whole round at once.
RACE_SEED = 33


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[], str]]:
    """One real server for the module's browser tests, started by the first that asks:
    a test checks for Chromium first (and fails in CI without it), so no server starts
    for nothing."""
    with ExitStack() as stack:
        started: list[str] = []

        def base() -> str:
            if not started:
                cwd = tmp_path_factory.mktemp("play")
                url = stack.enter_context(running_server("sqlite:///millie.db", 2, cwd))
                started.append(url)
            return started[0]

        yield base


# --- what the page received ------------------------------------------------------------


@dataclass
class Traffic:
    """Every request the page sent and every API answer it got."""

    base: str
    urls: list[str] = field(default_factory=list)
    responses: list[Response] = field(default_factory=list)
    finished: list[Request] = field(default_factory=list)

    def attach(self, page: Page) -> None:
        page.on("request", lambda request: self.urls.append(request.url))
        page.on("response", lambda response: self.responses.append(response))
        page.on("requestfinished", lambda request: self.finished.append(request))

    def payloads(self) -> Iterator[tuple[str, Any]]:
        """(url, JSON) of every API answer; an event stream gives one per message, once it
        has ended (the game's end closes it; a stream still open has no body to read yet,
        and one the server broke off has none at all)."""
        for response in self.responses:
            if "/v1/" not in response.url or response.status == 304:
                continue
            if not any(response.request is done for done in self.finished):
                continue
            text = response.text()
            if response.url.endswith("/stream"):
                for line in text.splitlines():
                    if line.startswith("data:"):
                        yield response.url, json.loads(line[5:])
            elif text:
                yield response.url, json.loads(text)


def secrets_of_others(payload: Any, me: int) -> list[str]:
    """Anything in one API answer that reveals another seat's secrets (M20): appraisals
    under their items while the game lasts, a secret part of their events, or their
    totals in a running score."""
    found: list[str] = []

    def event(e: dict[str, Any]) -> None:
        if "secret" in e and e["data"].get("seat") != me:
            found.append(f"event {e['seq']} {e['kind']}: secret of seat {e['data'].get('seat')}")

    def view(v: dict[str, Any]) -> None:
        if v.get("status") == "finished":
            return  # M19: everything is revealed at the end
        for row in v.get("rows") or []:
            if row["seat"] == me or row["slots"] is None:
                continue
            for slot in row["slots"]:
                if slot.get("appraisal") is not None or "value" in slot:
                    found.append(f"view v{v['version']}: seat {row['seat']} slot {slot['slot']}")

    if isinstance(payload, dict):
        if "legal_actions" in payload and "rows" in payload:
            view(payload)
        if isinstance(payload.get("game"), dict):
            view(payload["game"])
        if "seq" in payload and "kind" in payload:
            event(payload)
        for e in payload.get("events") or []:
            event(e)
        if "scores" in payload and payload.get("final") is False:
            for s in payload["scores"]:
                if s["seat"] != me and any(s[k] is not None for k in ("items", "total")):
                    found.append(f"score: totals of seat {s['seat']}")
    return found


def check_privacy(browser: BrowserPage, traffic: Traffic, me: int) -> int:
    """(3) Nothing left the test server; no token in any URL; no secret of another seat."""
    assert browser.foreign_requests() == []
    assert all(url.startswith(traffic.base) for url in traffic.urls)
    creds = browser.page.evaluate(
        "() => Object.keys(localStorage).filter((k) => k.startsWith('millie.play.'))"
        ".map((k) => JSON.parse(localStorage.getItem(k)))"
    )
    tokens = [t for c in creds for t in (c.get("host"), c.get("token")) if t]
    assert tokens, "the page keeps its tokens in localStorage"
    assert not [url for url in traffic.urls for t in tokens if t in url]
    checked = 0
    for url, payload in traffic.payloads():
        assert secrets_of_others(payload, me) == [], url
        checked += 1
    return checked


# --- driving the page ------------------------------------------------------------------


def pause(page: Page, ms: float) -> None:
    """Wait while Playwright keeps working: every request of the page passes through the
    test's route handler (browser.py), so a plain time.sleep would hold the page up."""
    page.wait_for_timeout(ms)


def wait_until(page: Page, what: str, condition: Callable[[], bool], timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        pause(page, 50)


def enabled(page: Page, selector: str) -> Locator | None:
    found = page.locator(f"{selector}:not([disabled])")
    return found.first if found.count() else None


def click(target: Locator | None) -> bool:
    """Click if it is still there: the page re-renders whenever the game changes."""
    if target is None:
        return False
    try:
        target.click(timeout=2000)
    except Exception:
        return False
    return True


def write(page: Page, action: str, text: str) -> bool:
    form = page.locator(f"form.text-form[data-action={action}]")
    if not form.count():
        return False
    try:
        form.first.locator("textarea").fill(text, timeout=2000)
        form.first.locator("button[type=submit]").click(timeout=2000)
    except Exception:
        return False
    return True


def on_screen(page: Page, selector: str) -> bool:
    """The element's top is in the viewport now (looked up afresh until the page, which
    re-renders as the game moves, settles)."""
    try:
        page.wait_for_function(
            """(selector) => {
                const box = document.querySelector(selector)?.getBoundingClientRect();
                return box && box.top >= 0 && box.top + Math.min(box.height, 40) <= innerHeight;
            }""",
            arg=selector,
            timeout=3000,
        )
    except Exception:
        return False
    return True


def at_the_bottom(page: Page, selector: str) -> bool:
    """Scrolled to the bottom of the page, `selector` is still on screen (sticky)."""
    if not page.locator(selector).count():
        return False
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    return on_screen(page, selector)


def in_reach(page: Page, selector: str) -> bool:
    """What the player must do is never hidden: a decision panel short enough to be pinned
    keeps `selector` on screen scrolled to the bottom of the page; a taller one is not
    pinned and has no scroll of its own (its every button is reached by the page's)."""
    if not page.locator(selector).count():
        return False
    panel = page.evaluate(
        """() => {
            const p = document.querySelector('#decision');
            return {pinned: p.classList.contains('pinned'),
                    inner: p.scrollHeight - p.clientHeight};
        }"""
    )
    if panel["pinned"]:
        return at_the_bottom(page, selector)
    return bool(panel["inner"] <= 1)


@dataclass
class Player:
    """What the test clicks when the page asks something of it. It claims a card a bot
    is on when it can (waiting a moment for one), to get into squabbles."""

    asked: bool = False
    moves: list[str] = field(default_factory=list)
    claim_waits: int = 0

    def claim(self, page: Page) -> bool:
        shared = "#table .card.kind-item[data-room='1'] button[data-action=claim]"
        if enabled(page, shared) is None and self.claim_waits < 10:
            self.claim_waits += enabled(page, "#table button[data-action=claim]") is not None
            return False
        self.claim_waits = 0
        return click(enabled(page, shared) or enabled(page, "#table button[data-action=claim]"))

    def step(self, page: Page) -> bool:
        choices: list[tuple[str, Callable[[], bool]]] = [
            ("flip", lambda: click(enabled(page, "#flip-button"))),
            ("claim", lambda: self.claim(page)),
            ("steal", lambda: click(enabled(page, "#steal-choices button"))),
            ("reappraise", lambda: click(enabled(page, "#reappraise-choices button"))),
            ("judge", lambda: click(enabled(page, "button[data-action=judge]"))),
            ("story", lambda: write(page, "story", "I dusted it for Aunt Millie every week.")),
            ("answer", lambda: write(page, "answer", "Lavender, with a brass knocker.")),
            ("question", lambda: not self.asked and write(page, "question", "Which day?")),
            ("verdict", lambda: click(enabled(page, "button[data-action=verdict]"))),
        ]
        for name, act in choices:
            if act():
                self.asked = self.asked or name == "question"
                self.moves.append(name)
                return True
        return False


@contextmanager
def table_page(base: str) -> Iterator[tuple[BrowserPage, Traffic]]:
    with chromium_page(base) as browser:
        traffic = Traffic(base)
        traffic.attach(browser.page)
        yield browser, traffic


@contextmanager
def second_person(first: BrowserPage) -> Iterator[tuple[BrowserPage, Traffic]]:
    """Another person at another computer: a new context (own storage, so own tokens) in
    the same Chromium, held to the server under test like the first (see browser.py)."""
    chromium = first.page.context.browser
    assert chromium is not None
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    page = context.new_page()
    recorded = BrowserPage(page=page, base=first.base)

    def only_base(route: Route) -> None:
        if origin(route.request.url) == origin(first.base):
            route.continue_()
        else:
            route.abort("blockedbyclient")

    context.on("request", lambda request: recorded.requests.append(request.url))
    context.route("**/*", only_base)
    page.on("pageerror", lambda error: recorded.errors.append(str(error)))
    traffic = Traffic(first.base)
    traffic.attach(page)
    try:
        yield recorded, traffic
    finally:
        context.close()


def create_game(page: Page, base: str, seats: list[str], seed: int | None = None) -> str:
    page.goto(f"{base}/play")
    page.select_option("#seat-count", str(len(seats)))
    for i, kind in enumerate(seats):
        page.select_option(f"#seat-kind-{i}", kind)
    page.fill("#you-name", "Ann")
    page.select_option("#you-character", "Archibald")
    if seed is not None:
        page.fill("#seed", str(seed))
    page.click("#create-game")
    page.wait_for_url(re.compile(r".*/play(?:/millions)?#game=[0-9a-f]{16}$"))
    game_id: str = page.evaluate("location.hash.slice(6)")
    return game_id


def no_horizontal_scroll(page: Page) -> bool:
    width: int = page.evaluate("document.documentElement.scrollWidth")
    return width <= page.viewport_size["width"] if page.viewport_size else False


# --- the tests -------------------------------------------------------------------------


def quick_bots(page: Page, base: str) -> None:
    """Shorten the bots' reaction delay (0.8 to 2 s by default) to keep a whole game quick,
    when the server offers that option: the test adds it to the page's bot requests."""
    spec = requests.get(f"{base}/openapi.json", timeout=10).json()
    if "min_delay" not in spec["components"]["schemas"]["MillionsBotSeat"].get("properties", {}):
        return

    def faster(route: Route) -> None:
        body = json.loads(route.request.post_data or "{}")
        route.continue_(post_data=json.dumps({**body, "min_delay": 0.2, "max_delay": 0.5}))

    page.route(f"{base}/v1/millions/games/*/bots", faster)


@pytest.mark.server
def test_a_whole_game_against_three_bots_by_clicking(server: Callable[[], str]) -> None:
    require_chromium()
    base = server()
    with table_page(base) as (browser, traffic):
        page = browser.page
        quick_bots(page, base)
        create_game(page, base, ["you", "random", "greedy", "random"])
        page.wait_for_selector("#game:not([hidden])")
        assert page.locator("#game-status").inner_text().count("You are Ann (Archibald)") == 1
        # Seats are counted from 1, as the setup counts them (the view's seat 0 is "seat 1").
        assert "You are Ann (Archibald), seat 1." in page.locator("#game-status").inner_text()
        # The view says who is a bot (seats[].bot); nobody waits for a bot to flip.
        page.wait_for_selector("#other-rows .row[data-bot]")
        bots = page.locator("#other-rows .row[data-bot]")
        assert [bots.nth(i).get_attribute("data-bot") for i in range(bots.count())] == [
            "random",
            "greedy",
            "random",
        ]
        assert not page.locator("#my-row .row[data-bot]").count()
        page.wait_for_selector("#flip-button:not([disabled])")
        assert page.locator("#flip-hint").is_visible()
        assert page.locator("#waiting li[data-decision=flip]:not([data-seat='0'])").count() == 0

        player = Player()
        midround = phone = False
        # What the player must do now is in reach (in_reach): the claim options, and a
        # squabble that needs them; a decided squabble names its judge.
        sticky: set[str] = set()
        judged: list[str] = []
        deadline = time.monotonic() + 240
        while not page.locator("#final-scores").count():
            assert time.monotonic() < deadline, f"the game did not finish: {player.moves}"
            if "claim" not in sticky and in_reach(page, "#claim-options button"):
                sticky.add("claim")
                browser.screenshot("play-claim-on-screen.png")
            if "squabble" not in sticky and in_reach(page, "#decision .squabble.needs-you"):
                sticky.add("squabble")
                browser.screenshot("play-squabble-on-screen.png")
            decided = page.locator("#squabbles .squabble[data-winner]:not([data-winner=''])")
            if decided.count():
                with suppress(Exception):
                    judged.append(decided.first.locator(".squabble-status").inner_text(timeout=500))
            claimed = "#table .card[data-claimants]:not([data-claimants=''])"
            if not midround and int(page.get_attribute("#game", "data-round") or 0) >= 3:
                midround = page.locator(claimed).count() > 0  # a round under way
                if midround:
                    browser.screenshot("play-midround.png", full_page=True)
            if midround and not phone:  # readable on a phone: no sideways scrolling
                page.set_viewport_size({"width": 375, "height": 812})
                phone = no_horizontal_scroll(page)
                browser.screenshot("play-phone.png")
                page.set_viewport_size({"width": 1280, "height": 900})
                assert phone, "the page scrolls sideways at 375 px"
            if not player.step(page):
                pause(page, 100)
            alert = page.locator("#alert:not([hidden])")
            if alert.count():  # a lost race (a bot was quicker): never anything else
                assert alert.get_attribute("data-code") == "card_full", alert.inner_text()

        page.wait_for_selector("#vault .vault-reveal")
        # The end is brought into view, and the vault line gives the totals it was decided
        # on: the heir's is the lowest of them (M17), whatever the vault added since.
        assert on_screen(page, "#final-scores"), "the end shows the scores"
        browser.screenshot("play-end.png")
        vault_rows = page.locator("#vault-totals tbody tr")
        totals = [int(vault_rows.nth(i).get_attribute("data-total") or -1) for i in range(4)]
        heir = int(page.locator("#vault-totals tr.heir").get_attribute("data-total") or -1)
        assert (
            heir == min(totals)
            and "inherits the vault" in page.locator("#vault-totals").inner_text()
        )
        assert sticky == {"claim", "squabble"}, sticky
        assert judged and all(". Judged by " in line for line in judged), judged
        final = browser.screenshot("play-final.png", full_page=True)
        rows = page.locator("#final-scores tbody tr")
        assert rows.count() == 4
        assert page.locator("#final-scores tr.winner").count() >= 1
        assert "Winner" in page.locator("#final .winners").inner_text()
        assert page.locator("#game").get_attribute("data-status") == "finished"
        page.wait_for_selector("#log li.game_finished")  # the last events follow the view
        assert page.locator("#log li.game_finished").count() == 1
        # Every round was flipped by the page's countdown: the bots never flip for a person.
        flips = page.locator("#log li.flipped")
        assert "flip" in player.moves and flips.count() >= 1
        assert flips.count() == page.locator("#log li.flipped[data-seat='0']").count()
        assert page.locator("#final-scores .badge.bot").count() == 3
        # The stream carried the whole game, to its end: no long-polling in its place.
        assert page.locator("#connection").inner_text() == "The game is over."
        assert not [url for url in traffic.urls if "wait=" in url]
        assert [url for url in traffic.urls if url.endswith("/stream")]
        assert {"claim"} <= set(player.moves)
        assert midround and phone and final.stat().st_size > 10_000
        assert browser.errors == []
        assert check_privacy(browser, traffic, me=0) > 10
        # Play again: a new game, the same seats and bots, started at once (no friends).
        first = page.evaluate("location.hash")
        page.click("#play-again")
        page.wait_for_function("(first) => location.hash !== first", arg=first)
        page.wait_for_selector("#flip-button:not([disabled])")
        bots = page.locator("#other-rows .row[data-bot]")
        assert [bots.nth(i).get_attribute("data-bot") for i in range(bots.count())] == [
            "random",
            "greedy",
            "random",
        ]
        assert browser.errors == []


@pytest.mark.server
def test_two_people_race_for_the_last_place_and_the_loser_claims_again(
    server: Callable[[], str],
) -> None:
    require_chromium()
    base = server()
    with table_page(base) as (ann, ann_traffic), second_person(ann) as (bea, bea_traffic):
        # Ann creates a table for herself, a friend and a bot; Bea joins by the invite link.
        create_game(ann.page, base, ["you", "friend", "random"], seed=RACE_SEED)
        ann.page.wait_for_selector("#lobby:not([hidden]) #invite:not([hidden])")
        # The host may fill a free seat with a bot: the server's add_bot offers, one a policy.
        add_bot = ann.page.locator("#lobby-actions button[data-action=add_bot]")
        policies = [add_bot.nth(i).get_attribute("data-policy") for i in range(add_bot.count())]
        assert "random" in policies, policies
        ann.screenshot("play-lobby.png")
        invite = ann.page.input_value("#invite-link")
        assert invite.startswith(f"{base}/play/millions#game=")
        bea.page.goto(invite)
        bea.page.wait_for_selector("#join:not([hidden])")
        bea.page.fill("#join-name", "Bea")
        bea.page.select_option("#join-character", "Claire")
        bea.page.fill("#join-intro", "I walked her poodle.")
        bea.page.click("#join-game")
        bea.page.wait_for_selector("#lobby:not([hidden])")
        bot = 1  # Ann joined first, the bot was seated at once, Bea came last
        # Bea's page knows the bot from the view alone (it did not seat it).
        bea.page.wait_for_selector(f"#lobby-seats li[data-seat='{bot}'][data-bot=random]")
        assert not bea.page.locator("#lobby-actions button[data-action=add_bot]").count()
        ann.page.click("#start-game")  # enabled once Bea is seated (3 players)

        # With people at the table only they flip (M6): Ann's countdown, never the bot.
        for page in (ann.page, bea.page):
            page.wait_for_selector("#game:not([hidden])")
            page.wait_for_selector("#flip-button:not([disabled])")
            assert not page.locator(f"#waiting li[data-seat='{bot}']").count()
        assert click(enabled(ann.page, "#flip-button"))
        ann.page.wait_for_selector("#countdown:not([hidden])")
        for page in (ann.page, bea.page):
            page.wait_for_selector(f"#table .card[data-claimants~='{bot}']", timeout=15_000)
        card = ann.page.locator("#table .card[data-room='1']").first.get_attribute("data-card")
        assert card, "the seed gives a card with exactly one place left"
        button = f"#table button[data-action=claim][data-card='{card}']:not([disabled])"
        for page in (ann.page, bea.page):
            page.wait_for_selector(button)

        # Both click it at the same instant.
        at = time.time() * 1000 + 400
        for page in (ann.page, bea.page):
            page.evaluate(
                "([selector, at]) => setTimeout(() => document.querySelector(selector).click(),"
                " at - Date.now())",
                [button, at],
            )
        outcome: dict[str, str] = {}

        def settled() -> bool:
            for name, page in (("ann", ann.page), ("bea", bea.page)):
                if page.locator("#alert:not([hidden])[data-code=card_full]").count():
                    outcome[name] = "lost"
                elif page.locator(f"#table .card.is-mine[data-card='{card}']").count():
                    outcome[name] = "won"
            return len(outcome) == 2

        wait_until(ann.page, "both claims to be answered", settled, timeout=15)
        assert sorted(outcome.values()) == ["lost", "won"], outcome
        loser = ann if outcome["ann"] == "lost" else bea
        page = loser.page
        message = page.locator("#alert-text").inner_text()
        assert "Too late" in message and "Pick another card" in message
        assert page.locator("#alert").get_attribute("role") == "alert"
        # The loser's page has refreshed: the full card offers no claim, others still do.
        page.wait_for_selector(f"#table .card[data-card='{card}'][data-room='0']")
        assert not page.locator(f"#table button[data-card='{card}']").count()
        loser.screenshot("play-race-lost.png")
        # Focus has moved to a card that still has room: Enter claims it (keyboard only).
        wait_until(
            page,
            "focus on another card's claim",
            lambda: page.evaluate("document.activeElement?.dataset?.action || ''") == "claim",
            timeout=5,
        )
        other_card = page.evaluate("document.activeElement.dataset.card")
        assert other_card and other_card != card
        page.keyboard.press("Enter")
        browser_of = {"ann": (ann, ann_traffic, 0), "bea": (bea, bea_traffic, 2)}
        me = browser_of["ann" if loser is ann else "bea"][2]
        claimed = page.locator(f"#log li.claimed[data-seat='{me}'][data-card='{other_card}']")
        claimed.wait_for()
        assert claimed.inner_text().startswith("You claimed")
        # The card is now the loser's: on the table with them on it while the round goes on
        # (a squabble with the bot), or in their row, when theirs was the round's last
        # placement and the server resolved the whole round at once.
        page.wait_for_selector(
            f"#table .card.is-mine[data-card='{other_card}'], "
            f"#my-row .card[data-card='{other_card}']"
        )
        assert page.locator("#alert").is_hidden()
        loser.screenshot("play-race-claimed.png", full_page=True)
        for browser, traffic, seat in browser_of.values():
            assert browser.errors == []
            assert check_privacy(browser, traffic, me=seat) > 3
            assert not [url for url in traffic.urls if "wait=" in url]  # the stream held


def test_the_page_is_served_by_the_app_and_is_no_part_of_the_api(client: FlaskClient) -> None:
    page = client.get("/play/millions")
    assert page.status_code == 200 and page.mimetype == "text/html"
    assert "script-src 'self'" in page.headers.get("Content-Security-Policy", "")
    html = page.get_data(as_text=True)
    assert '<script type="module" src="/play/millions/table.js">' in html
    for old in ("/play", "/play/"):  # the table's first address: its links still work
        moved = client.get(old)
        assert moved.status_code == 301 and moved.headers["Location"] == "/play/millions"
    script = client.get("/play/millions/table.js")
    assert script.status_code == 200 and "javascript" in str(script.mimetype)
    assert client.get("/play/table.css").mimetype == "text/css"
    assert client.get("/play/missing.js").status_code == 404
    spec = client.get("/openapi.json").get_json()
    assert not [path for path in spec["paths"] if path.startswith("/play")]


def test_the_page_is_packaged() -> None:
    """pyproject ships the page with the game's package, and the shared assets with the
    server's, like Swagger UI's."""
    root = Path(__file__).resolve().parents[2]
    data = (root / "pyproject.toml").read_text()
    assert '"static/play/*"' in data
    assert '"millie.rules.millions" = ["*.json", "rules.md", "table/*"]' in data
    assert (root / "api" / "http" / "static" / "play" / "table.css").is_file()
    for name in ("page.html", "table.js"):
        assert (root / "rules" / "millions" / "table" / name).is_file()
