"""/: the landing page in headless Chromium against a real `millie serve`: a visitor finds
the games, goes to a table, joins a game that waits for players, and the page reads at
phone width too. Screenshots in test-artifacts/landing-*.png."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import requests

from browser import chromium_page, require_chromium
from servers import running_server


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    require_chromium()  # before starting a server for nothing
    cwd = tmp_path_factory.mktemp("landing")
    with running_server("sqlite:///millie.db", 1, cwd) as url:
        yield url


@pytest.mark.server
def test_a_visitor_finds_the_games_a_table_and_a_game_to_join(base: str) -> None:
    made = requests.post(f"{base}/v1/millions/games", json={}, timeout=10)
    game_id = made.json()["game"]["id"]
    with chromium_page(base) as browser:
        page = browser.page
        response = page.goto(f"{base}/")
        assert response is not None and response.status == 200
        titles = page.locator(".game h3").all_inner_texts()
        assert set(titles) == {"Aunt Millie's Millions", "Morbid Living", "Millimemory"}
        browser.screenshot("landing-wide.png", full_page=True)

        page.get_by_role("link", name="Play Aunt Millie's Millions").click()
        page.wait_for_url(f"{base}/play/millions")
        page.locator("#setup").wait_for(state="visible")  # the table, ready for a game

        page.goto(f"{base}/")
        page.get_by_role("link", name=f"Join the Aunt Millie's Millions game {game_id}").click()
        page.wait_for_url(f"{base}/play/millions#game={game_id}")
        page.locator("#join").wait_for(state="visible")  # take a seat in that game

        page.goto(f"{base}/play#game={game_id}")  # the table's first address still works
        page.wait_for_url(f"{base}/play/millions#game={game_id}")

        page.goto(f"{base}/")
        page.get_by_role("link", name="API documentation").click()
        page.wait_for_url(f"{base}/docs")

        page.set_viewport_size({"width": 390, "height": 844})
        page.goto(f"{base}/")
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, "nothing wider than a phone's screen"
        assert page.locator("#open-games").is_visible()
        browser.screenshot("landing-phone.png", full_page=True)

    assert browser.foreign_requests() == []
    assert browser.errors == []


BUNDLE_CHECK = """async () => {
  const { createMillieClient, MillieProblem } = await import("/play/millie.js");
  const millie = createMillieClient("");
  const made = await millie.call(millie.api.POST("/v1/{game_type}/games",
    { params: { path: { game_type: "millimemory" } }, body: {} }));
  const first = [];
  for await (const message of millie.stream("millimemory", made.game.id)) {
    first.push(message.type === "snapshot" ? message.view.status : message.event.kind);
    break;  // the snapshot is enough: the stream reads in the browser
  }
  let code = null;
  try {
    await millie.call(millie.api.GET("/v1/{game_type}/games/{game_id}",
      { params: { path: { game_type: "millions", game_id: "nope" } } }));
  } catch (error) {
    code = error instanceof MillieProblem ? error.code : String(error);
  }
  return { first, code };
}"""


@pytest.mark.server
def test_the_client_bundle_works_in_the_browser(base: str) -> None:
    """/play/millie.js, as a page would use it: create a game, read its stream with
    fetch, and get a refusal as a MillieProblem with its code."""
    with chromium_page(base) as browser:
        browser.page.goto(f"{base}/")
        assert browser.page.evaluate(BUNDLE_CHECK) == {"first": ["lobby"], "code": "unknown_game"}
    assert browser.foreign_requests() == []
    assert browser.errors == []
