"""The conformance kit in pytest: the `millie_kit` fixture, and its options.

Installed with Millie as a pytest plugin (the `pytest11` entry point), so a game's own
tests need only call the fixture (docs/conformance-kit.md):

    def test_highcard_keeps_the_contract(millie_kit):
        millie_kit("highcard")

It imports nothing of the server until a test calls it: the server reads MILLIE_GAMES
when it is first imported, and a test suite may set it first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from millie.kit import Report
    from millie.rules.game import Game


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("millie-kit", "Millie's conformance kit")
    group.addoption(
        "--kit-games",
        type=int,
        default=3,
        help="random games per check of the millie_kit fixture (default 3)",
    )
    group.addoption("--kit-seed", type=int, default=0, help="the kit's seed (default 0)")
    group.addoption(
        "--kit-server", default=None, help="play the kit's server checks on this running server"
    )


@pytest.fixture
def millie_kit(request: pytest.FixtureRequest) -> Callable[..., Report]:
    """Run the kit on a game (its slug, entry point name, `module:attribute`, or a
    `Game`): the report, printed; a failing check fails the test with the game, the
    seed and the move. Keywords: `checks` (default all), `options` (for every game)."""
    config = request.config

    def run(
        game: str | Game,
        checks: tuple[str, ...] | None = None,
        options: dict[str, Any] | None = None,
    ) -> Report:
        from millie import kit

        found = kit.find(game) if isinstance(game, str) else game
        report = kit.run(
            found,
            playthroughs=config.getoption("kit_games"),
            seed=config.getoption("kit_seed"),
            options=options,
            server=config.getoption("kit_server"),
            checks=checks or kit.CHECKS,
        )
        print(report.text())
        return report

    return run
