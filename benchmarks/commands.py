"""A read-only command costs what it reads (docs/performance.md): `rinkbook standings --json` in its own process
against a bare `import sqlite3` script that reads the same file's games and prints them as JSON (the floor:
Python started, SQLite opened, the rows read). Each measure runs the two in turn, `runs` times each (the
medians are shown), on the example season (30 games) and on the 30,000-game game-night file of `save_cost`.
Goal: within 3x of the floor on the example season.

Run alone: .venv/bin/python -m benchmarks.commands [--runs N] [--sizes 30 30000]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.figures import Figure, table

ROOT = Path(__file__).resolve().parent.parent
GOAL_RATIO = 3.0
SIZES = (30, 30_000)
BARE = (
    "import json, sys, sqlite3; c = sqlite3.connect(f'file:{sys.argv[1]}?mode=ro', uri=True); "
    "print(json.dumps(c.execute('SELECT * FROM game').fetchall()))"
)


def _timed(*argv: str) -> float:
    """Seconds `python ARGV` takes in its own process (checked to succeed)."""
    began = time.perf_counter()
    done = subprocess.run([sys.executable, *argv], cwd=ROOT, capture_output=True, text=True, check=False)
    spent = time.perf_counter() - began
    if done.returncode:
        raise RuntimeError(f"python {' '.join(argv)} failed: {done.stderr.strip()}")
    return spent


def command_and_floor(path: Path, runs: int) -> tuple[float, float]:
    """Median ms of `rinkbook standings --json` and of the bare script on `path`, run in turn."""
    ours, bare = [], []
    for _ in range(runs):
        ours.append(_timed("-m", "tui.cli", "--db", str(path), "standings", "--json"))
        bare.append(_timed("-c", BARE, str(path)))
    return statistics.median(ours) * 1000, statistics.median(bare) * 1000


def figures(runs: int = 7, sizes: tuple[int, ...] = SIZES) -> list[Figure]:
    """`standings --json` against the floor at each size (the goal on the smallest)."""
    from benchmarks.save_cost import game_night_file

    found = []
    with tempfile.TemporaryDirectory() as scratch:
        for games in sizes:
            ours, bare = command_and_floor(game_night_file(Path(scratch), games, 1), runs)
            found.append(
                Figure(
                    f"standings --json / a bare sqlite3 script, {games:,} games ({ours:.0f} / {bare:.0f} ms)",
                    ours / bare,
                    "x",
                    GOAL_RATIO if games == min(sizes) else None,
                    inclusive=True,
                )
            )
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    args = parser.parse_args()
    print(table(figures(args.runs, tuple(args.sizes))))


if __name__ == "__main__":
    main()
