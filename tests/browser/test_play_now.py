""" "Play now" at a table (docs/players.md): a visitor's seek, matched with another
player's, opens the game at the table with the visitor's player token; the game's
leaderboard and the player's page are one click from the landing page."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import requests

from browser import chromium_page, require_chromium
from servers import running_server


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    require_chromium()
    cwd = tmp_path_factory.mktemp("play-now")
    with running_server("sqlite:///millie.db", 1, cwd) as url:
        yield url


@pytest.mark.server
def test_play_now_seeks_and_opens_the_matched_game(base: str) -> None:
    with chromium_page(base) as browser:
        page = browser.page
        page.goto(f"{base}/play/millimemory")
        page.locator("#setup").wait_for(state="visible")
        page.fill("#you-name", "Visitor")
        page.select_option("#seat-count", "2")
        page.click("#play-now")
        page.locator("#seeking").wait_for(state="visible")  # waiting for a second player
        other = requests.post(f"{base}/v1/players", json={"name": "Other", "bot": True}, timeout=10)
        token = other.json()["token"]
        seek = requests.post(
            f"{base}/v1/millimemory/seeks",
            json={"players": 2},
            headers={"Authorization": f"Bearer {token}"},
            timeout=10,
        ).json()["seek"]
        assert seek["status"] == "matched"
        game_id = seek["game"]["id"]
        page.wait_for_url(f"{base}/play/millimemory#game={game_id}", timeout=15_000)
        page.locator("#game").wait_for(state="visible")
        browser.screenshot("play-now.png", full_page=True)
        assert browser.foreign_requests() == []

        page.goto(f"{base}/")
        page.click('a[href="/leaderboard/millimemory"]')
        page.wait_for_url(f"{base}/leaderboard/millimemory")
