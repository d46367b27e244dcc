"""The client's bundle on a page of another origin, in headless Chromium against a real
`millie serve`: the page, served by a server of its own, imports /play/millie.js from
Millie's (an ES module, which the browser fetches in CORS mode) and calls the API with
it, as the TypeScript client's README shows for a browser."""

from __future__ import annotations

import functools
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from browser import chromium_page, require_chromium
from servers import running_server

if TYPE_CHECKING:
    from playwright.sync_api import Route

PAGE = """<!doctype html>
<meta charset="utf-8"><title>A table elsewhere</title>
<script type="module">
  try {
    const { createMillieClient } = await import("BASE/play/millie.js");
    const millie = createMillieClient("BASE");
    const lobby = await millie.call(
      millie.api.GET("/v1/games", { params: { query: { status: "lobby" } } }),
    );
    document.body.dataset.result = `${lobby.total} games wait for players`;
  } catch (error) {
    document.body.dataset.result = `failed: ${error}`;
  }
</script>
"""


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    require_chromium()  # before starting a server for nothing
    cwd = tmp_path_factory.mktemp("elsewhere")
    with running_server("sqlite:///millie.db", 1, cwd) as url:
        yield url


@pytest.fixture
def elsewhere(base: str, tmp_path: Path) -> Iterator[str]:
    """The page's own server: another origin on the same machine (Chromium refuses a page
    of a public origin any request to this one's loopback address)."""
    (tmp_path / "index.html").write_text(PAGE.replace("BASE", base))
    handler = functools.partial(SimpleHTTPRequestHandler, directory=str(tmp_path))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.mark.server
def test_a_page_on_another_origin_imports_the_client_from_the_server(
    base: str, elsewhere: str
) -> None:
    with chromium_page(base) as browser:

        def let_through(route: Route) -> None:
            route.continue_()

        browser.page.route(f"{elsewhere}**", let_through)  # the page's own server, too
        browser.page.goto(elsewhere)
        browser.page.wait_for_function("document.body && document.body.dataset.result")
        result = browser.page.evaluate("document.body.dataset.result")
        assert result == "0 games wait for players"
    assert set(browser.foreign_requests()) == {elsewhere}
    assert browser.errors == []
