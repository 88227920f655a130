"""The growth of each figure from 30 to 30,000 games (docs/performance.md): one table, each figure at each size.

Each size is the example season copied to that many games (`season_import.big_season_text`; 30 is the
example itself, 34 games with its playoffs), imported through the command line, and on that file:

  - the cold start to the whole dashboard against a bare Textual app (`benchmarks.app`: wall time from spawn
    to the frame, the two interleaved run by run, so the machine's load weighs on both);
  - a result entered to the standings shown (`benchmarks.save_cost`, its game-night file of that size);
  - standings from an open file, and its ratio to a raw SQL GROUP BY (`benchmarks.standings`);
  - `rinkbook import` and `rinkbook export` in fresh processes: time and peak memory (VmHWM);
  - the first frames of the schedule, playoffs, stats, discipline and attendance screens
    (`benchmarks.big_screens`: key to painted, each a first visit in a fresh app);
  - the app's peak memory after every screen (`benchmarks.app_probe memory --all`), in season: on the
    game-night file of that size, today the day of its first game still to play.

Times are CPU times of the process doing the work (the machine is shared), except the start's ratio;
medians of `--runs` runs up to 1,000 games, of at most 3 at 10,000 and one run at 30,000 (import,
export and memory are taken once at every size). The last column is the value at the largest size
over the value at the smallest. The season files are kept in `--cache` (a temporary folder by
default) so that a rerun skips making them; the import is timed at every run.

Run: .venv/bin/python -m benchmarks.growth [--sizes 30,1000,10000,30000] [--runs N] [--cache DIR]
"""

from __future__ import annotations

import argparse
import asyncio
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks import app, big_screens, save_cost, standings
from benchmarks.season_export import _MAKE, _PROBE
from benchmarks.season_import import ROOT

SIZES = (30, 1_000, 10_000, 30_000)
CACHE = Path(tempfile.gettempdir()) / "rinkbook-growth"
# (key, the figure's words, its unit) in the table's order; the screens' rows follow the start's.
ROWS = (
    ("start", "cold start to the whole dashboard / bare Textual app (wall, interleaved)", "x"),
    ("start_ms", "  the start itself (wall, spawn to the whole dashboard)", "ms"),
    ("save", "a result entered to the standings shown (CPU)", "ms"),
    ("standings", "standings from an open file (CPU)", "ms"),
    ("floor", "  the same / raw SQL GROUP BY of the points", "x"),
    ("import", "rinkbook import (CPU, once)", "s"),
    ("import_mib", "  its peak memory (once)", "MiB"),
    ("export", "rinkbook export (CPU, once)", "s"),
    ("export_mib", "  its peak memory (once)", "MiB"),
    *((name, f"{name} screen: key to first frame (CPU)", "ms") for name, _, _ in big_screens.SCREENS),
    ("memory", "the app's peak memory, every screen visited, in season (once)", "MiB"),
)


def runs_at(games: int, runs: int) -> int:
    """Runs of each repeated measure at `games`: all of them up to 1,000 games, at most 3 at 10,000, one above."""
    return runs if games <= 1_000 else min(runs, 3) if games <= 10_000 else 1


def season_source(games: int, cache: Path) -> Path:
    """The copied season file of `games` games, made once (in its own process: the largest takes gigabytes)."""
    path = cache / f"season-{games}.json"
    if not path.exists():
        part = path.with_suffix(".part")
        subprocess.run([sys.executable, "-c", _MAKE, str(games), str(part)], cwd=ROOT, check=True)
        part.rename(path)
    return path


def night_file(games: int, unplayed: int, cache: Path) -> Path:
    """`save_cost`'s game-night file (`unplayed` games still to play), made once; callers save into a copy."""
    folder = cache / f"night-{unplayed}"
    path = folder / f"night-{games}.db"
    if not path.exists():
        folder.mkdir(parents=True, exist_ok=True)
        make = "import sys; from pathlib import Path; from benchmarks.save_cost import game_night_file as f; "
        make += "f(Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))"
        subprocess.run([sys.executable, "-c", make, str(folder), str(games), str(unplayed)], cwd=ROOT, check=True)
    return path


def cli_cost(*args: str) -> tuple[float, float]:
    """`rinkbook ARGS` in a fresh process: (its CPU seconds, its peak MiB)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([sys.executable, "-c", _PROBE, *args], cwd=ROOT, capture_output=True, text=True, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode:
        raise RuntimeError(f"rinkbook {' '.join(args)} failed: {done.stderr.strip()}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, int(done.stdout.split()[-1]) / 1024


def start(db: Path, runs: int) -> tuple[float, float]:
    """Median seconds to the whole dashboard, bare app then rinkbook interleaved, the dashboard's first frame
    kept by a start before (`app.start_times`): (ratio, rinkbook's ms)."""
    bare, ours = app.start_times(db, runs, whole=True)
    return ours / bare, ours * 1000


def save_ms(games: int, runs: int, cache: Path, scratch: Path) -> float:
    """The median CPU ms from a result entered to the standings shown (the first entry, a warm-up, left out)."""
    copy = scratch / "night.db"
    shutil.copy(night_file(games, runs + 1, cache), copy)
    samples = asyncio.run(save_cost._entries_to_frames(copy, runs + 1, clock=time.process_time))
    return statistics.median(saved + shown for saved, shown in samples[1:])


def measure(games: int, runs: int, cache: Path, warm: bool) -> dict[str, float]:
    """Every figure on a season of `games` games (`warm`: Python's modules and caches already warmed)."""
    from store.file.db import open_league

    found: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as folder:
        scratch = Path(folder)
        db = scratch / "season.db"
        found["import"], found["import_mib"] = cli_cost("import", str(season_source(games, cache)), "--db", str(db))
        found["export"], found["export_mib"] = cli_cost("export", str(scratch / "out.json"), "--db", str(db))
        # In season (today the first unplayed game's day): the save's game-night file, copied, for the screens
        # and the memory tour (`app.peak_memory_mib`).
        tour = scratch / "tour.db"
        shutil.copy(night_file(games, runs + 1, cache), tour)
        if not warm:  # the disk cache, the .pyc files and the screens' modules, once for the whole run
            app._spawn_seconds("bare"), app._spawn_seconds("rinkbook", str(db), "--settle")
            asyncio.run(big_screens._visit_all(tour))
        found["start"], found["start_ms"] = start(db, runs)
        found["save"] = save_ms(games, runs, cache, scratch)
        found["standings"], raw = standings._whole_and_raw(open_league(db), runs)
        found["floor"] = found["standings"] / raw
        visits = [asyncio.run(big_screens._visit_all(tour, clock=time.process_time)) for _ in range(runs)]
        for name, _, _ in big_screens.SCREENS:
            found[name] = statistics.median(v[name] for v in visits)
        shutil.copy(night_file(games, runs + 1, cache), tour)  # as it was before the screens were visited
        found["memory"] = app.peak_memory_mib(tour, every=True)
    return found


def growth_table(found: dict[int, dict[str, float]]) -> str:
    """The figures as a Markdown table: one row a figure, one column a size, and the growth."""
    sizes = sorted(found)
    small, large = sizes[0], sizes[-1]
    lines = [
        "| figure | " + " | ".join(f"{games:,}" for games in sizes) + f" | growth {large:,} / {small:,} |",
        "| --- |" + " ---: |" * (len(sizes) + 1),
    ]
    for key, words, unit in ROWS:
        values = [found[games][key] for games in sizes]
        cells = [_shown(value, unit) for value in values]
        grown = values[-1] / values[0] if values[0] else float("nan")
        lines.append(f"| {words} | " + " | ".join(cells) + f" | {grown:.1f}x |")
    return "\n".join(lines)


def _shown(value: float, unit: str) -> str:
    if unit == "x":
        return f"{value:.2f}x"
    if unit == "s":
        return f"{value:.2f} s"
    return f"{value:,.0f} {unit}" if value >= 100 else f"{value:.1f} {unit}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)), help="season sizes in games, comma-separated")
    parser.add_argument("--runs", type=int, default=5, help="runs of each repeated measure up to 1,000 games")
    parser.add_argument("--cache", type=Path, default=CACHE, help="where the season files are kept between runs")
    args = parser.parse_args(argv)
    sizes = sorted(int(size.replace("_", "")) for size in args.sizes.split(","))
    args.cache.mkdir(parents=True, exist_ok=True)
    began, found = time.perf_counter(), {}
    for i, games in enumerate(sizes):
        found[games] = measure(games, runs_at(games, args.runs), args.cache, warm=i > 0)
        print(f"{games:,} games measured ({time.perf_counter() - began:.0f} s)", file=sys.stderr, flush=True)
    runs = ", ".join(f"{runs_at(games, args.runs)} at {games:,}" for games in sizes)
    print(f"The growth of each figure from {sizes[0]:,} to {sizes[-1]:,} games (medians of runs: {runs})\n")
    print(growth_table(found))


if __name__ == "__main__":
    main()
