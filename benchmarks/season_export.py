"""Exporting seasons of 30 to 30,000 games (docs/performance.md: 10,000 games under 1.5 s and 200 MiB), and how each
grows.

Each size is the example season with its regular-season games copied (`season_import.big_season_text`:
30 games is the example itself, 34 with its playoffs), imported once through the command line. Then
`rinkbook export` runs in a fresh process as a user runs it: the figure is the wall time from spawn
to exit, and the peak resident memory that process reports as it ends (VmHWM on Linux).

Run alone: .venv/bin/python -m benchmarks.season_export [--sizes 30 1000 10000 30000] [--keep FOLDER]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.figures import Figure, table
from benchmarks.season_import import ROOT, _timed_cli

SIZES = (30, 1_000, 10_000, 30_000)
GOAL_GAMES = 10_000
# The command line in this process's interpreter, reporting its own peak memory in KiB as it ends: the
# high-water mark of its own memory (VmHWM), since `ru_maxrss` keeps the forking parent's across exec.
_PROBE = (
    "import resource, sys\n"
    "from tui.cli import main\n"
    "code = main(sys.argv[1:])\n"
    "try:\n"
    "    status = open('/proc/self/status').read()\n"
    "    print(status.split('VmHWM:')[1].split()[0])\n"
    "except (OSError, IndexError):\n"
    "    print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n"
    "sys.exit(code)\n"
)
# Writes the copied season file in its own process: the largest takes gigabytes to make, which would
# stay with this process and every one it starts.
_MAKE = (
    "import sys\n"
    "from pathlib import Path\n"
    "from benchmarks.season_import import big_season_text\n"
    "Path(sys.argv[2]).write_text(big_season_text(int(sys.argv[1])), encoding='utf-8')\n"
)


def timed_export(db: Path, out: Path) -> tuple[float, float]:
    """`rinkbook export out --db db` in a fresh process: (seconds from spawn to exit, peak MiB)."""
    began = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, "export", str(out), "--db", str(db)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    spent = time.perf_counter() - began
    if done.returncode:
        raise RuntimeError(f"rinkbook export failed: {done.stderr.strip()}")
    return spent, int(done.stdout.split()[-1]) / 1024


def figures(sizes: tuple[int, ...] = SIZES, folder: Path | None = None) -> list[Figure]:
    """The export's time and peak memory at each size; for 10,000 games against docs/performance.md's goals, and
    the growth of each from the smallest size to the largest."""
    measured: dict[int, tuple[float, float]] = {}
    with tempfile.TemporaryDirectory() as scratch:
        where = folder or Path(scratch)
        where.mkdir(parents=True, exist_ok=True)
        for games in sizes:
            source, db = where / f"season-{games}.json", where / f"season-{games}.db"
            subprocess.run([sys.executable, "-c", _MAKE, str(games), str(source)], cwd=ROOT, check=True)
            db.unlink(missing_ok=True)
            _timed_cli("import", str(source), "--db", str(db))
            source.unlink()  # the largest is 230 MB
            measured[games] = timed_export(db, where / "out.json")
    result = []
    for games, (spent, peak) in measured.items():
        goal = games == GOAL_GAMES
        result += [
            Figure(f"export a {games:,}-game season (rinkbook export)", spent, "s", 1.5 if goal else None),
            Figure(f"  its peak memory ({games:,} games)", peak, "MiB", 200 if goal else None),
        ]
    if len(measured) > 1:
        small, large = min(measured), max(measured)
        result += [
            Figure(f"export time, {large:,} / {small:,} games", measured[large][0] / measured[small][0], "x", None),
            Figure(
                f"export peak memory, {large:,} / {small:,} games", measured[large][1] / measured[small][1], "x", None
            ),
        ]
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES), help="season sizes in games")
    parser.add_argument("--keep", type=Path, help="write the files into this folder and keep them")
    args = parser.parse_args()
    print(table(figures(tuple(args.sizes), args.keep)))


if __name__ == "__main__":
    main()
