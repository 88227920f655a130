"""A read-only command costs what it reads (docs/performance.md#commands): `rinkbook standings --json` in its own
process against a bare `import sqlite3` script that reads the same file's games and prints them as JSON (the floor:
Python started, SQLite opened, the rows read). Each measure runs the two in turn, `runs` times each after one run
of each to warm the disk cache and write the bytecode (an installed rinkbook has its bytecode compiled), and shows
the medians of the wall clock and of the process's CPU time; the ratio is the wall clock's. Measured on the example
season (tests/fixtures, imported: the goal, within 3x of the floor) and on copies of `save_cost`'s game-night files
(kept in `benchmarks.growth.CACHE`, made there once when missing).

Run alone: .venv/bin/python -m benchmarks.commands [--runs N] [--sizes 30 30000]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.figures import Figure, table

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "tests" / "fixtures" / "season-2002-03.json"
GOAL_RATIO = 3.0
SIZES = (30, 30_000)
UNPLAYED = 20  # the game-night files `benchmarks.starts` and `save_cost` measure (growth.CACHE/night-20)
BARE = (
    "import json, sys, sqlite3; c = sqlite3.connect(f'file:{sys.argv[1]}?mode=ro', uri=True); "
    "print(json.dumps(c.execute('SELECT * FROM game').fetchall()))"
)
# Bytecode written and read, as an installed package's: without it every module is compiled on every run.
_ENV = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}


def _timed(*argv: str) -> tuple[float, float]:
    """Seconds of wall clock and of CPU that `python ARGV` takes in its own process (checked to succeed)."""
    began = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, *argv], cwd=ROOT, env=_ENV, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    _, status, usage = os.wait4(child.pid, 0)
    spent = time.perf_counter() - began
    assert child.stderr is not None
    error = child.stderr.read().decode()
    child.stderr.close()
    if status:
        raise RuntimeError(f"python {' '.join(argv)} failed: {error.strip()}")
    return spent, usage.ru_utime + usage.ru_stime


def command_and_floor(path: Path, runs: int) -> tuple[tuple[float, float], tuple[float, float]]:
    """Median (wall ms, CPU ms) of `rinkbook standings --json` and of the bare script on `path`, run in turn."""
    ours: list[tuple[float, float]] = []
    bare: list[tuple[float, float]] = []
    command = ("-m", "tui.cli", "--db", str(path), "standings", "--json")
    _timed(*command), _timed("-c", BARE, str(path))  # warm: the disk cache, the bytecode
    for _ in range(runs):
        ours.append(_timed(*command))
        bare.append(_timed("-c", BARE, str(path)))
    return _medians(ours), _medians(bare)


def _medians(samples: list[tuple[float, float]]) -> tuple[float, float]:
    return statistics.median(s[0] for s in samples) * 1000, statistics.median(s[1] for s in samples) * 1000


def _figure(what: str, path: Path, runs: int, goal: float | None) -> Figure:
    (wall, cpu), (bare_wall, bare_cpu) = command_and_floor(path, runs)
    return Figure(
        f"standings --json / a bare sqlite3 script, {what} ({wall:.0f} / {bare_wall:.0f} ms; CPU {cpu:.0f} / "
        f"{bare_cpu:.0f} ms, {cpu / bare_cpu:.2f}x)",
        wall / bare_wall,
        "x",
        goal,
        inclusive=True,
    )


def example_league(folder: Path) -> Path:
    """The example season imported into a league file in `folder` (the demo the goal is measured on)."""
    from store.file.db import open_league
    from store.season_files.import_export import import_season_file

    path = folder / "example.db"
    with open_league(path, create=True) as store:
        import_season_file(store, EXAMPLE)
    return path


def figures(runs: int = 7, sizes: tuple[int, ...] = SIZES) -> list[Figure]:
    """`standings --json` against the floor on the example season (the goal) and on each game-night file."""
    from benchmarks.growth import CACHE, night_file

    with tempfile.TemporaryDirectory() as scratch:
        found = [_figure("the example season", example_league(Path(scratch)), runs, GOAL_RATIO)]
        for games in sizes:
            copy = Path(scratch) / f"night-{games}.db"
            shutil.copy(night_file(games, UNPLAYED, CACHE), copy)  # read only, but never the shared file itself
            found.append(_figure(f"{games:,} games", copy, runs, None))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--sizes", type=int, nargs="*", default=list(SIZES))
    args = parser.parse_args()
    print(table(figures(args.runs, tuple(args.sizes))))


if __name__ == "__main__":
    main()
