"""Headless Chromium for browser tests: Playwright drives Debian's /usr/bin/chromium.

Playwright never downloads a browser here (`playwright install` cannot reach its host);
.ci/run installs Debian's chromium instead. Without it a browser test fails in CI (CI=true)
and is skipped elsewhere, saying how to get it.

A test opens a page with `chromium_page(base)`: every request the page makes is recorded,
and any to another origin than `base` is recorded and refused, so nothing leaves the machine.

    with chromium_page(base) as browser:
        browser.page.goto(f"{base}/docs")
        ...
        assert browser.foreign_requests() == []
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Page, Request, Route

CHROMIUM = "/usr/bin/chromium"
# As root, in a sandbox whose closed network refuses Chromium's own background traffic.
# Playwright adds --headless itself (headless=True) and gives every launch a new, empty
# profile directory: it refuses --user-data-dir among the arguments.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"
IN_CI = os.environ.get("CI", "").lower() not in ("", "0", "false")  # CI must run them
HOWTO = (
    "browser tests need Debian's Chromium at /usr/bin/chromium and the playwright package: "
    "apt-get install -y chromium chromium-driver; pip install -e '.[test]'"
)


def require_chromium() -> None:
    """Fail (in CI) or skip (elsewhere) the calling test when the browser is not here."""
    missing = []
    if not os.access(CHROMIUM, os.X_OK):
        missing.append(CHROMIUM)
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        missing.append("the playwright package")
    if missing:
        reason = f"{' and '.join(missing)} missing: {HOWTO}"
        if IN_CI:
            pytest.fail(f"CI is set: {reason}", pytrace=False)
        pytest.skip(reason)


def origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


@dataclass
class BrowserPage:
    page: Page
    base: str
    requests: list[str] = field(default_factory=list)  # every URL the page asked for
    errors: list[str] = field(default_factory=list)  # uncaught errors in the page's scripts

    def foreign_requests(self) -> list[str]:
        """The network requests to any origin but the server under test's (data: and blob:
        URLs are the page's own bytes, not requests to anywhere)."""
        return [
            url
            for url in self.requests
            if urlsplit(url).scheme not in ("data", "blob") and origin(url) != origin(self.base)
        ]

    def screenshot(self, name: str, full_page: bool = False) -> Path:
        """Save a screenshot as test-artifacts/NAME, for people to look at: the viewport,
        or the whole scrollable page."""
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / name
        self.page.screenshot(path=str(path), full_page=full_page)
        return path


@contextmanager
def chromium_page(base: str, width: int = 1280, height: int = 900) -> Iterator[BrowserPage]:
    """A fresh Chromium, context and page; only `base` (scheme://host:port) is reachable."""
    require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
        )
        try:
            context = browser.new_context(viewport={"width": width, "height": height})
            context.set_default_timeout(30_000)
            page = context.new_page()
            recorded = BrowserPage(page=page, base=base)

            def on_request(request: Request) -> None:
                recorded.requests.append(request.url)

            def only_base(route: Route) -> None:
                if origin(route.request.url) == origin(base):
                    route.continue_()
                else:
                    route.abort("blockedbyclient")

            context.on("request", on_request)
            context.route("**/*", only_base)
            page.on("pageerror", lambda error: recorded.errors.append(str(error)))
            yield recorded
            context.close()
        finally:
            browser.close()
