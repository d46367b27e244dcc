"""`python -m bench.turn_bound`: how often Morbid Living's turn bound decides a game (L14a).

Greedy bots (rules/morbid_living/policies.py, the server's `greedy` seats) play whole games
through the engine, with no HTTP, at every player count from 2 to 6, seeds 0 to N-1;
the table gives the share of games that the `max_turns` bound ended (`turn_limit`)
rather than a declaration (L14). L14a wants at most 1 in 100 at every count. The
figures are in docs/rules/morbid-living.md (9.2).
"""

from __future__ import annotations

import argparse
import statistics
from dataclasses import dataclass

from millie.rules import morbid_living
from millie.rules.morbid_living.engine import DEFAULT_MAX_TURNS, MAX_MAX_TURNS, MIN_MAX_TURNS
from millie.rules.morbid_living.policies import LivingGreedyPolicy

MAX_MOVES = 200_000  # far beyond any game's length: a game this long is a bug


@dataclass(frozen=True)
class Ended:
    ended_by: str
    turns_per_player: float


def play(players: int, seed: int, max_turns: int) -> Ended:
    """One game of greedy bots, seat 0 starting; how it ended and how long it ran."""
    state = morbid_living.new_game({"max_turns": max_turns}, seed)
    for seat in range(players):
        morbid_living.join(state, f"Greedy {seat}")
    morbid_living.start(state)
    bots = [LivingGreedyPolicy() for _ in range(players)]
    for _ in range(MAX_MOVES):
        if state.phase == "finished":
            return Ended(str(state.ended_by), state.turns / players)
        seat = state.turn
        view = {**morbid_living.view(state, seat), "you": seat}
        chosen = bots[seat].choose(view, morbid_living.legal_actions(state, seat))
        morbid_living.apply(state, seat, chosen["action"], chosen["body"])
    raise RuntimeError(f"no end after {MAX_MOVES} moves ({players} players, seed {seed})")


def table(games: int, max_turns: int) -> str:
    lines = [
        f"greedy bots, {games} seeds per count, max_turns {max_turns}",
        "players  ended by the bound  share  turns/player: mean  99th pct  longest",
    ]
    for players in range(2, 7):
        ended = [play(players, seed, max_turns) for seed in range(games)]
        bound = sum(e.ended_by == "turn_limit" for e in ended)
        lengths = [e.turns_per_player for e in ended]
        p99 = statistics.quantiles(lengths, n=100)[98] if games > 1 else lengths[0]
        lines.append(
            f"{players:>7}  {bound:>18}  {100 * bound / games:>4.1f}%  "
            f"{statistics.fmean(lengths):>18.1f}  {p99:>8.1f}  {max(lengths):>7.1f}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.turn_bound", description=__doc__)
    parser.add_argument("--games", type=int, default=150, help="seeds per player count")
    parser.add_argument(
        "--max-turns",
        type=int,
        default=DEFAULT_MAX_TURNS,
        choices=range(MIN_MAX_TURNS, MAX_MAX_TURNS + 1),
        metavar=f"{MIN_MAX_TURNS}..{MAX_MAX_TURNS}",
        help="the bound to try (default: the game's default)",
    )
    args = parser.parse_args(argv)
    print(table(args.games, args.max_turns))


if __name__ == "__main__":
    main()
