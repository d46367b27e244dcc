"""/play/morbid-living and /play/millimemory: the reference tables of the two other games,
in headless Chromium against a real `millie serve`, played to the end against bots the
server hosts, clicking (or typing) only what a player would; one Millimemory game is
played with the keyboard alone. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from typing import TYPE_CHECKING

import pytest
from flask.testing import FlaskClient

from browser import BrowserPage, chromium_page, require_chromium
from servers import running_server

if TYPE_CHECKING:
    from playwright.sync_api import Page, Route

PHONE = {"width": 375, "height": 812}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[], str]]:
    """One real server for the module, started by the first test that has a browser."""
    with ExitStack() as stack:
        started: list[str] = []

        def base() -> str:
            if not started:
                cwd = tmp_path_factory.mktemp("tables")
                url = stack.enter_context(running_server("sqlite:///millie.db", 2, cwd))
                started.append(url)
            return started[0]

        yield base


def quick_bots(page: Page, base: str, slug: str) -> None:
    """Shorten the bots' reaction delay (0.8 to 2 s by default) to keep a game quick."""

    def faster(route: Route) -> None:
        body = json.loads(route.request.post_data or "{}")
        route.continue_(post_data=json.dumps({**body, "min_delay": 0.05, "max_delay": 0.1}))

    page.route(f"{base}/v1/{slug}/games/*/bots", faster)


def create_game(
    page: Page,
    base: str,
    slug: str,
    seats: list[str],
    seed: int,
    fill: dict[str, str] | None = None,
) -> str:
    page.goto(f"{base}/play/{slug}")
    for selector, value in (fill or {}).items():
        page.fill(selector, value)
    page.select_option("#seat-count", str(len(seats)))
    for i, kind in enumerate(seats):
        page.select_option(f"#seat-kind-{i}", kind)
    page.fill("#you-name", "Ann")
    page.fill("#seed", str(seed))
    page.click("#create-game")
    page.wait_for_url(re.compile(rf".*/play/{slug}#game=[0-9a-f]{{16}}$"))
    page.wait_for_selector("#game:not([hidden])")
    return str(page.evaluate("location.hash.slice(6)"))


def in_viewport(page: Page, selector: str) -> bool:
    """The element is on screen now, its top at least (the page re-renders as the game
    moves on: the element is looked up afresh until it settles)."""
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


def no_horizontal_scroll(page: Page) -> bool:
    width: int = page.evaluate("document.documentElement.scrollWidth")
    return bool(page.viewport_size and width <= page.viewport_size["width"])


def finished(page: Page) -> bool:
    return page.locator("#final-scores").count() > 0


def play(page: Page, step: Callable[[], bool], what: str, timeout: float = 240) -> None:
    deadline = time.monotonic() + timeout
    while not finished(page):
        assert time.monotonic() < deadline, f"the {what} game did not finish"
        if not step():
            page.wait_for_timeout(50)


def click_first(page: Page, selector: str) -> bool:
    target = page.locator(f"{selector}:not([disabled])")
    if not target.count():
        return False
    try:
        target.first.click(timeout=2000)
    except Exception:
        return False
    return True


def check_end(browser: BrowserPage, name: str) -> None:
    page = browser.page
    page.wait_for_selector("#log li.game_finished")
    assert page.locator("#game").get_attribute("data-status") == "finished"
    assert in_viewport(page, "#final-scores"), "the end scrolls to the scores"
    browser.screenshot(f"{name}-final.png")
    browser.screenshot(f"{name}-final-page.png", full_page=True)
    assert browser.errors == []
    assert browser.foreign_requests() == []


@pytest.mark.server
def test_a_whole_game_of_morbid_living_against_two_bots(server: Callable[[], str]) -> None:
    require_chromium()
    base = server()
    with chromium_page(base) as browser:
        page = browser.page
        quick_bots(page, base, "morbid-living")
        # 20 turns each: the shortest game the rules allow (L14a)
        seats = ["you", "greedy", "random"]
        create_game(page, base, "morbid-living", seats, seed=7, fill={"#max-turns": "20"})
        bots = page.locator("#board .household[data-bot]")
        assert [bots.nth(i).get_attribute("data-bot") for i in range(bots.count())] == [
            "greedy",
            "random",
        ]
        # The bound counts every player's turns: 20 each, 3 players.
        assert " of at most 60" in page.locator("#piles").inner_text()
        moves: list[str] = []
        phone = False

        def step() -> bool:
            nonlocal phone
            choice = page.locator("#move-choices button.primary:not([disabled])")
            if not choice.count():
                return False
            if not phone and page.locator("#board .household[data-seat='0'] li.card").count() > 1:
                page.set_viewport_size(PHONE)
                page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
                assert in_viewport(page, "#move-choices"), "your move stays on screen"
                assert no_horizontal_scroll(page), "the page scrolls sideways at 375 px"
                browser.screenshot("morbid-living-phone.png")
                page.set_viewport_size({"width": 1280, "height": 900})
                phone = True
            moves.append(choice.first.get_attribute("data-action") or "")
            return click_first(page, "#move-choices button.primary")

        play(page, step, "Morbid Living")
        check_end(browser, "morbid-living")
        assert page.locator("#final-scores tbody tr").count() == 3
        assert "Winner" in page.locator("#end .winners").inner_text()
        assert {"draw", "end-turn"} <= set(moves), moves
        assert phone
        assert page.locator("#connection").inner_text() == "The game is over."


@pytest.mark.server
def test_a_whole_game_of_millimemory_against_two_bots(server: Callable[[], str]) -> None:
    require_chromium()
    base = server()
    with chromium_page(base, **PHONE) as browser:  # a phone, all game long
        page = browser.page
        quick_bots(page, base, "millimemory")
        create_game(page, base, "millimemory", ["you", "estimator", "random"], seed=11)
        guesses = 0

        def step() -> bool:
            nonlocal guesses
            form = page.locator("#predict-form")
            if not form.count():
                return False
            assert in_viewport(page, "#mm-input")
            assert no_horizontal_scroll(page)
            if guesses == 2:
                browser.screenshot("millimemory-phone.png")
            question = page.get_attribute("#question", "data-card")
            try:
                page.fill("#mm-input", str(20 + 7.5 * guesses), timeout=2000)
                page.click("#predict-form button[type=submit]", timeout=2000)
            except Exception:
                return False
            guesses += 1
            page.wait_for_function(  # locked in, or the next card is up
                "(card) => document.querySelector('#locked')"
                " || document.querySelector('#question')?.dataset.card !== card",
                arg=question,
                timeout=10_000,
            )
            return True

        play(page, step, "Millimemory")
        check_end(browser, "millimemory")
        assert page.locator("#final-scores tbody tr").count() == 3
        assert guesses >= 3
        assert page.locator("#last-reveal li").count() == 3
        assert page.locator("#solo-rank").count() == 0  # a rank is for solo games only


@pytest.mark.server
def test_a_solo_game_of_millimemory_with_the_keyboard_alone(server: Callable[[], str]) -> None:
    """Tab to each field, type, press Enter: the whole game, to its rank, without a click.
    After each card, focus is back in the prediction field."""
    require_chromium()
    base = server()
    with chromium_page(base) as browser:
        page = browser.page
        page.goto(f"{base}/play/millimemory")
        page.wait_for_selector("#setup:not([hidden])")

        def tab_to(element_id: str) -> None:
            for _ in range(40):
                if page.evaluate("document.activeElement?.id") == element_id:
                    return
                page.keyboard.press("Tab")
            raise AssertionError(f"Tab never reached #{element_id}")

        tab_to("seat-count")  # one seat (solo) is the default
        assert page.input_value("#seat-count") == "1"
        tab_to("you-name")
        page.keyboard.press("Control+A")
        page.keyboard.type("Kay")
        tab_to("seed")
        page.keyboard.type("5")
        page.keyboard.press("Enter")  # submits the form
        page.wait_for_url(re.compile(r".*/play/millimemory#game=[0-9a-f]{16}$"))
        cards = 0
        deadline = time.monotonic() + 240
        while not finished(page):
            assert time.monotonic() < deadline, "the keyboard game did not finish"
            if page.evaluate("document.activeElement?.id") != "mm-input":
                page.wait_for_timeout(50)
                continue
            question = page.get_attribute("#question", "data-card")
            page.keyboard.type(str(10 + 13 * (cards % 9)))
            page.keyboard.press("Enter")
            cards += 1
            page.wait_for_function(
                "(card) => document.querySelector('#question')?.dataset.card !== card",
                arg=question,
                timeout=10_000,
            )
        check_end(browser, "millimemory-keyboard")
        rank = page.locator("#solo-rank")
        assert rank.get_attribute("data-rank") in {"A", "B", "C", "D", "E"}
        assert "Rank" in rank.inner_text()
        assert cards >= 3


def test_the_tables_are_served_beside_the_millions_table(client: FlaskClient) -> None:
    for slug, title in (("morbid-living", "Morbid Living"), ("millimemory", "Millimemory")):
        page = client.get(f"/play/{slug}")
        assert page.status_code == 200 and page.mimetype == "text/html"
        html = page.get_data(as_text=True)
        assert f"<title>{title} · Millie</title>" in html
        assert f'<script type="module" src="/play/{slug}/table.js">' in html
        assert client.get(f"/play/{slug}/table.js").status_code == 200
        assert client.get(f"/play/{slug}/page.html").status_code == 404  # served rendered
    for asset in ("game-page.js", "games.css"):
        assert client.get(f"/play/{asset}").status_code == 200
    # Built on the TypeScript client's bundle, served beside them.
    shell = client.get("/play/game-page.js").get_data(as_text=True)
    assert "from './millie.js'" in shell and "fetch(" not in shell
    assert client.get("/play/millie.js").status_code == 200
    assert client.get("/play/no-such-game").status_code == 404
    assert client.get("/play/millions").status_code == 200
