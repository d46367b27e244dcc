"""/docs: Swagger UI, served by `millie serve` itself, renders every operation of the app's
own /openapi.json in headless Chromium, and asks no other host for anything."""

from __future__ import annotations

from contextlib import suppress
from pathlib import Path

import pytest
import requests

from browser import chromium_page, require_chromium
from servers import running_server

HTTP_METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}


@pytest.mark.server
def test_docs_page_renders_every_operation_from_the_server_alone(tmp_path: Path) -> None:
    require_chromium()  # before starting a server for nothing
    with running_server("sqlite:///millie.db", workers=1, cwd=tmp_path) as base:
        spec = requests.get(f"{base}/openapi.json", timeout=10).json()
        operations = {
            (method.upper(), path, op["operationId"])
            for path, item in spec["paths"].items()
            for method, op in item.items()
            if method in HTTP_METHODS
        }
        with chromium_page(base) as browser:
            page = browser.page
            response = page.goto(f"{base}/docs")
            assert response is not None and response.status == 200
            page.wait_for_selector(".opblock-summary-operation-id")
            page.wait_for_load_state("networkidle")
            rendered = set()
            for block in page.locator(".opblock-summary").all():
                rendered.add(
                    (
                        block.locator(".opblock-summary-method").inner_text().strip(),
                        block.locator(".opblock-summary-path").get_attribute("data-path"),
                        block.locator(".opblock-summary-operation-id").inner_text().strip(),
                    )
                )
            title = page.locator(".info .title").inner_text()
            shot = browser.screenshot("docs-page.png")

        assert {
            ("POST", "/v1/{game_type}/games", "create_game"),
            ("POST", "/v1/millions/games/{game_id}/claim", "claim"),
        } <= rendered
        assert rendered == operations  # every operation of the spec, and nothing else
        assert title.startswith("Millie")
        assert any(url == f"{base}/openapi.json" for url in browser.requests)
        assert any(url.startswith(f"{base}/static/swagger-ui/") for url in browser.requests)
        assert browser.foreign_requests() == []
        assert browser.errors == []
        assert shot.stat().st_size > 10_000


@pytest.mark.server
def test_try_it_out_calls_the_server_that_served_the_docs(tmp_path: Path) -> None:
    """The document's server is relative ("/"): Swagger's "Try it out" sends the request
    to the host the page came from (a fixed address was wrong behind any proxy)."""
    require_chromium()
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    with running_server("sqlite:///millie.db", workers=1, cwd=tmp_path) as base:
        with chromium_page(base) as browser:
            page = browser.page
            page.goto(f"{base}/docs#/games/list_games")
            block = page.locator("#operations-games-list_games")
            summary = block.locator(".opblock-summary").first
            summary.wait_for()
            # The deep link opens the operation (its block gets `is-open` at once, its
            # button a moment later, as it slides open): a click on the summary then
            # would close it again, so click only if it did not open.
            with suppress(PlaywrightTimeout):
                block.and_(page.locator(".is-open")).wait_for(timeout=5000)
            if "is-open" not in (block.get_attribute("class") or ""):
                summary.click()
            block.locator(".try-out__btn").click()
            with page.expect_response(lambda r: "/v1/games" in r.url) as answer:
                block.locator(".execute").click()
            assert answer.value.status == 200
            assert answer.value.url.startswith(f"{base}/v1/games")
            browser.screenshot("docs-try-it-out.png")
        assert browser.foreign_requests() == []
        assert browser.errors == []
