"""A season past import's whole-read limit, exported and imported again: the real size the tests prove with the
limit lowered (tests/store/test_import_streamed.py), and what each step costs there.

A 70,000-game season (about 62,000 games of the example's density fill the limit even written compact) is made,
imported, exported and imported again with --replace, each step as a user runs it, in a fresh process: its CPU
seconds and its peak memory (VmHWM). A step that fails stops the run, saying so. Making the file takes gigabytes
and minutes in its own process; the whole run about 6 minutes on a quiet core. Figures only, never asserted.

Run alone: .venv/bin/python -m benchmarks.round_trip [--games 70000] [--keep FOLDER]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks.figures import Figure, table
from benchmarks.import_floor import _IMPORT, _run
from benchmarks.season_export import _MAKE
from benchmarks.season_import import ROOT
from store.season_files.reader import MAX_BYTES

GAMES = 70_000


def figures(games: int = GAMES, folder: Path | None = None) -> list[Figure]:
    """Each step's CPU and peak memory, and the exported file's size against the whole-read limit."""
    with tempfile.TemporaryDirectory() as scratch:
        where = folder or Path(scratch)
        where.mkdir(parents=True, exist_ok=True)
        source, db, out = where / f"season-{games}.json", where / f"round-{games}.db", where / f"out-{games}.json"
        if not source.exists():
            subprocess.run([sys.executable, "-c", _MAKE, str(games), str(source)], cwd=ROOT, check=True)
        db.unlink(missing_ok=True)
        first = _run(_IMPORT, "import", str(source), "--db", str(db))
        export = _run(_IMPORT, "export", str(out), "--db", str(db))
        again = _run(_IMPORT, "import", str(out), "--replace", "--db", str(db))
        size = out.stat().st_size
    return [
        Figure(f"import a {games:,}-game season file (CPU)", first[0], "s", None),
        Figure(f"  its peak memory ({games:,} games)", first[1], "MiB", None),
        Figure(f"export it (CPU, {games:,} games)", export[0], "s", None),
        Figure(f"  its peak memory ({games:,} games)", export[1], "MiB", None),
        Figure(f"  the exported file / the whole-read limit ({games:,} games)", size / MAX_BYTES, "x", None),
        Figure(f"import the export again, --replace (CPU, {games:,} games)", again[0], "s", None),
        Figure(f"  its peak memory ({games:,} games)", again[1], "MiB", None),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=GAMES, help="the season's size in games")
    parser.add_argument("--keep", type=Path, help="write the files into this folder and keep them")
    args = parser.parse_args()
    print(table(figures(args.games, args.keep)))


if __name__ == "__main__":
    main()
