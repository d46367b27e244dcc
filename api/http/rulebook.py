"""/docs/rules: each game's rules page (`Game.rules`, Markdown package data of the game's
own) as HTML, for players at a table ("How to play" links here) and for API users.

Headings get the ids GitHub gives them, so the pages' own contents links and a table's
links to a section (/docs/rules/<slug>#6-a-round) land where they point. A link to a
sibling rules page stays a link; a link to a repository file the server does not serve
becomes plain text. A plain Flask blueprint: no part of the API's document.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from flask import Blueprint, Response, abort, render_template
from markdown_it import MarkdownIt
from markdown_it.token import Token

from millie.api.core.games import GameType
from millie.api.http.endpoint import hosted

blp = Blueprint("rulebook", __name__, template_folder=str(Path(__file__).parent / "templates"))

_NOT_IN_ANCHOR = re.compile(r"[^\w\- ]")
_SIBLING = re.compile(r"^(?:\./)?([a-z0-9-]+)\.md(#.*)?$")


def anchor(text: str) -> str:
    """GitHub's id for a heading: lower case, punctuation dropped, spaces to hyphens."""
    return _NOT_IN_ANCHOR.sub("", text.strip().lower()).replace(" ", "-")


def _retarget(tokens: list[Token]) -> None:
    """Headings get ids; links to other files point at their pages here, or go."""
    for i, token in enumerate(tokens):
        if token.type == "heading_open":
            token.attrSet("id", anchor(tokens[i + 1].content.replace("`", "")))
        dropped = False  # links do not nest: a dropped link's close is the next one
        for child in token.children or []:
            if child.type == "link_close" and dropped:
                child.tag, dropped = "span", False
            if child.type != "link_open":
                continue
            href = str(child.attrGet("href") or "")
            sibling = _SIBLING.match(href)
            if sibling:
                child.attrSet("href", f"/docs/rules/{sibling[1]}{sibling[2] or ''}")
            elif not href.startswith(("#", "http://", "https://", "/")):
                child.tag, child.attrs, dropped = "span", {}, True  # not served here


@cache
def rendered(path: str) -> tuple[str, str]:
    """(title, HTML body) of a rules page: read once per process, as its package holds it."""
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    source = Path(path).read_text(encoding="utf-8")
    tokens = md.parse(source)
    _retarget(tokens)
    title = next((t.content for t in tokens if t.type == "inline"), "Rules")
    return title, str(md.renderer.render(tokens, md.options, {}))


@blp.get("/docs/rules")
@blp.get("/docs/rules/")
def index() -> Response:
    """Every game's rules page that this server has."""
    games = [game for game in hosted().values() if game.rules]
    return _page(render_template("rules_index.html", games=games))


@blp.get("/docs/rules/<game_type:game>")
@blp.get("/docs/rules/<game_type:game>.md")  # the repository's own links, followed here
def page(game: GameType) -> Response:
    """A game's rules, in full."""
    if not game.rules:
        abort(404)
    title, body = rendered(game.rules)
    return _page(render_template("rules.html", game=game, title=title, body=body))


def _page(html: str) -> Response:
    response = Response(html, mimetype="text/html")
    response.headers["Cache-Control"] = "no-cache"
    return response
