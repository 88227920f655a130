"""`rinkbook import` of a 10,000- and a 30,000-game season file against its floor, and its peak memory.

The floor is what any import pays: json parsing the file and inserting its rows (`season_rows.write_season`,
prepared raw INSERTs), measured in its own fresh process, without the reading into values between them,
the rules' checks or the outcomes. Both are CPU seconds of their own process (the machine is shared), the
import's through the command line as a user runs it; the peak is that process's VmHWM. The goal at
30,000 games: under 150 MiB and at most 1.5x the floor.

Run alone: .venv/bin/python -m benchmarks.import_floor [--sizes 10000 30000] [--keep FOLDER]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks.figures import Figure, table
from benchmarks.season_export import _MAKE
from benchmarks.season_import import ROOT

SIZES = (10_000, 30_000)
GOAL_GAMES = 30_000
_PEAK = (
    "def peak():\n"
    "    try:\n"
    "        return int(open('/proc/self/status').read().split('VmHWM:')[1].split()[0]) / 1024\n"
    "    except (OSError, IndexError):\n"
    "        import resource\n"
    "        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024\n"
)
_IMPORT = (
    "import sys, time\n" + _PEAK + "from tui.cli import main\n"
    "code = main(sys.argv[1:])\n"
    "print(time.process_time(), peak())\n"
    "sys.exit(code)\n"
)
_FLOOR = (
    "import json, sys, time\n"
    "from pathlib import Path\n" + _PEAK + "from store.file.db import open_league\n"
    "from store.season_files.reader import parse_season\n"
    "from store.tables.season_rows import write_season\n"
    "raw = Path(sys.argv[1]).read_bytes()\n"
    "began = time.process_time()\n"
    "data = json.loads(raw)\n"
    "parsed = time.process_time() - began\n"
    "season = parse_season(data)\n"
    "del data, raw\n"
    "store = open_league(Path(sys.argv[2]), create=True)\n"
    "began = time.process_time()\n"
    "with store.writing():\n"
    "    write_season(season)\n"
    "print(parsed + time.process_time() - began, peak())\n"
)


def _run(script: str, *args: str) -> tuple[float, float]:
    """(CPU seconds, peak MiB) a fresh process running `script` prints, checked to succeed."""
    done = subprocess.run([sys.executable, "-c", script, *args], cwd=ROOT, capture_output=True, text=True, check=False)
    if done.returncode:
        raise RuntimeError(f"failed: {done.stderr.strip()[-500:]}")
    cpu, peak = done.stdout.split()[-2:]
    return float(cpu), float(peak)


def figures(sizes: tuple[int, ...] = SIZES, folder: Path | None = None) -> list[Figure]:
    """At each size: the import's CPU and peak memory, the floor's CPU, and the import over the floor."""
    result = []
    with tempfile.TemporaryDirectory() as scratch:
        where = folder or Path(scratch)
        where.mkdir(parents=True, exist_ok=True)
        for games in sizes:
            source = where / f"season-{games}.json"
            if not source.exists():
                subprocess.run([sys.executable, "-c", _MAKE, str(games), str(source)], cwd=ROOT, check=True)
            floor_db, db = where / f"floor-{games}.db", where / f"import-{games}.db"
            floor_db.unlink(missing_ok=True)
            db.unlink(missing_ok=True)
            floor, _ = _run(_FLOOR, str(source), str(floor_db))
            spent, peak = _run(_IMPORT, "import", str(source), "--db", str(db))
            goal = games == GOAL_GAMES
            result += [
                Figure(f"import a {games:,}-game season file (CPU)", spent, "s", None),
                Figure(f"  its floor: json parsing + raw inserts (CPU, {games:,})", floor, "s", None),
                Figure(f"  import / floor ({games:,} games)", spent / floor, "x", 1.5 if goal else None, True),
                Figure(f"  import's peak memory ({games:,} games)", peak, "MiB", 150 if goal else None),
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
