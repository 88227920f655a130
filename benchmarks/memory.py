"""The app's peak memory after every screen, in season, at 30, 10,000 and 30,000 games (docs/performance.md).

Each size is `save_cost`'s game-night file (the example season copied to that many games, 20 games still to
play; `benchmarks.growth.night_file`), copied, and opened with today the day of its first unplayed game
(`benchmarks.starts.first_unplayed_day`): inside the season, before the roster deadline, so that every screen
does its in-season work. A fresh process (`app_probe memory --all`) opens the app on it, shows every screen of
the app's commands by its key, each once, ending on the dashboard, and prints its peak resident memory
(VmHWM). Goals: under 80 MiB on the demo's size, 120 MiB at 10,000 games, 160 MiB at 30,000. With `--teams`, the
same once the app has prepared the screens in its idle time (every team's shift figures kept), and then every team's
shift report shown by `T`: a user who reads the dashboard a while first, then every team's shifts.

Run alone: .venv/bin/python -m benchmarks.memory [--sizes 30,10000,30000] [--runs N] [--teams]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
from pathlib import Path

from benchmarks.app import peak_memory_mib
from benchmarks.figures import Figure, table
from benchmarks.growth import CACHE, night_file

SIZES = (30, 10_000, 30_000)
UNPLAYED = 20
GOAL_MIB = {30: 80, 10_000: 120, 30_000: 160}


def tour_mib(games: int, runs: int = 1, cache: Path = CACHE, teams: bool = False) -> float:
    """The median peak MiB of `runs` fresh apps, each showing every screen in season (prepared first, then every
    team's shift report, with `teams`), on a copy of the game-night file of `games` games (the app may write to the
    file it opens)."""
    with tempfile.TemporaryDirectory() as folder:
        league = Path(folder) / "season.db"
        shutil.copy(night_file(games, UNPLAYED, cache), league)
        return statistics.median(peak_memory_mib(league, every=True, teams=teams) for _ in range(runs))


def figures(sizes: tuple[int, ...] = SIZES, runs: int = 1, cache: Path = CACHE, teams: bool = False) -> list[Figure]:
    """The app's peak memory after every screen (and every team's shift report, with `teams`), at each size, against
    its goal."""
    visited = "every screen visited once prepared, then every team's shifts" if teams else "every screen visited"
    return [
        Figure(
            f"peak memory of the app, {games:,} games in season, {visited}",
            tour_mib(games, runs, cache, teams),
            "MiB",
            GOAL_MIB.get(games),
        )
        for games in sizes
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)), help="season sizes in games, comma-separated")
    parser.add_argument("--runs", type=int, default=1, help="fresh apps at each size (the median is shown)")
    parser.add_argument("--cache", type=Path, default=CACHE, help="where the game-night files are kept")
    parser.add_argument("--teams", action="store_true", help="prepared first, then every team's shift report")
    args = parser.parse_args()
    sizes = tuple(int(size.replace("_", "")) for size in args.sizes.split(","))
    print(table(figures(sizes, args.runs, args.cache, args.teams)))


if __name__ == "__main__":
    main()
