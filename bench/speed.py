"""How fast the machine runs Python, sampled through a run (`python -m bench.speed FILE`).

The machine this runs on is shared and changes speed, within minutes and even seconds
(a fixed unit of work has taken about 5 ms, then about 9 ms, the next minute), and the
same code's figures move with it. So a process of its own times `reference_unit` every
two seconds through the whole run (about 0.2 % of the machine) and appends each time, in
µs of its CPU time, to FILE; the run summarises the samples taken during each part.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

EVERY = 2.0  # seconds between samples

# A fixed document for the reference unit: about the size of a game's state.
REFERENCE_DOCUMENT = {
    "players": [
        {"name": f"Player {p}", "pile": [f"item-{p}-{c}" for c in range(16)], "row": []}
        for p in range(4)
    ],
    "deck": [f"card-{c}" for c in range(60)],
}


def reference_unit() -> int:
    """A fixed piece of pure-Python work: dict, str and JSON work, as a request does."""
    total = 0
    names: dict[int, str] = {}
    for i in range(20_000):
        names[i & 1023] = str(i)
        total += len(names[i & 1023])
    for _ in range(100):
        total += len(json.loads(json.dumps(REFERENCE_DOCUMENT))["deck"])
    return total


class Sampler:
    """The sampling process, started and stopped with the run; `part()` summarises the
    samples since the last call."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.path.write_text("")
        self.seen = 0
        self.process = subprocess.Popen(
            [sys.executable, "-m", "bench.speed", str(path.resolve())],
            cwd=Path(__file__).resolve().parent.parent,  # where `bench` can be imported
        )

    def part(self) -> dict[str, Any]:
        # Whole lines only: the sampler may be writing the next one.
        samples = [float(line) for line in self.path.read_text().split("\n")[:-1]]
        taken, self.seen = samples[self.seen :], len(samples)
        if not taken:
            return {"samples": 0}
        return {
            "samples": len(taken),
            "median_us": round(statistics.median(taken), 1),
            "min_us": round(min(taken), 1),
            "max_us": round(max(taken), 1),
        }

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait()


def sample(path: Path) -> None:
    """Time the unit every EVERY seconds until terminated."""
    reference_unit()  # warm-up
    while True:
        started = time.process_time()
        reference_unit()
        with path.open("a") as out:
            out.write(f"{1e6 * (time.process_time() - started):.1f}\n")
        time.sleep(EVERY)


if __name__ == "__main__":
    sample(Path(sys.argv[1]))
