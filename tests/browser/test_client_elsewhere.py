"""The client's bundle on a page of another origin, in headless Chromium against a real
`millie serve`: the TypeScript client's README's page, served by a server of its own,
imports /play/millie.js from Millie's (an ES module, which the browser fetches in CORS
mode) and calls the API with it."""

from __future__ import annotations

import functools
import re
import textwrap
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

README = Path(__file__).resolve().parents[2] / "clients" / "typescript" / "README.md"


def readme_page() -> str:
    """The README's page (its block marked `<!-- page: index.html -->`), as it is written."""
    found = re.search(
        r"<!-- page: index.html -->\n *```html\n(.*?)\n *```", README.read_text(), re.S
    )
    assert found, "the README marks its page"
    return textwrap.dedent(found[1])


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
    (tmp_path / "index.html").write_text(readme_page().replace("https://millie.example", base))
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
        browser.page.get_by_text("games wait for players").wait_for()
        assert browser.page.inner_text("body") == "0 games wait for players"
    assert set(browser.foreign_requests()) == {elsewhere}
    assert browser.errors == []
