"""Importing and exporting a 10,000-game season file of the example's density (SPEC section 9: import < 8 s).

The file is the committee's 2002-03 example with its regular-season games copied until the season
holds 10,000 games: each copy keeps its original's date (so rosters, drops and substitutes stay
true) and sheet, under a new id. Fighting is renamed roughing in every regular-season game: its
game misconduct (G5) suspends the player for his team's next game, which is now a copy on the same
day that dresses him, and the file would be refused instead of imported.

Run alone: .venv/bin/python -m benchmarks.season_import [--keep FOLDER]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.figures import Figure, table

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT.parent / "shared" / "examples" / "season-2002-03.json"
GAMES = 10_000


def big_season_text(games: int = GAMES, example: Path = EXAMPLE) -> str:
    """The example season with its regular-season games copied until it holds at least `games` games."""
    season = json.loads(example.read_text(encoding="utf-8"))
    regular = [g for g in season["games"] if g["stage"] == "regular"]
    rest = [g for g in season["games"] if g["stage"] != "regular"]
    copies = -(-(games - len(rest)) // len(regular)) - 1  # the originals count as the first copy
    for game in regular:
        for penalty in game.get("penalties", ()):
            if penalty.get("infraction", "").lower() == "fighting":
                penalty["infraction"] = "roughing"
    out = list(regular)
    for k in range(1, copies + 1):
        for game in regular:
            copy = json.loads(json.dumps(game))
            copy["id"] = f"{game['id']}-{k:03d}"
            out.append(copy)
    out.sort(key=lambda g: (g["date"], g["time"]))  # the file's games in date order, as a committee writes them
    season["games"] = out + rest
    return json.dumps(season, indent=1)


def _timed_cli(*args: str) -> float:
    """Seconds the `rinkbook` command takes, in its own process as a user runs it (checked to succeed)."""
    began = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "tui.cli", *args], cwd=ROOT, capture_output=True, text=True, check=False)
    spent = time.perf_counter() - began
    if done.returncode:
        raise RuntimeError(f"rinkbook {' '.join(args)} failed: {done.stderr.strip()}")
    return spent


def figures(folder: Path | None = None) -> list[Figure]:
    """Import then export the 10,000-game file through the command line, each timed once (seconds each)."""
    with tempfile.TemporaryDirectory() as scratch:
        where = folder or Path(scratch)
        where.mkdir(parents=True, exist_ok=True)
        source, db, out = where / "season-10k.json", where / "big.db", where / "out.json"
        source.write_text(big_season_text(), encoding="utf-8")
        db.unlink(missing_ok=True)
        imported = _timed_cli("import", str(source), "--db", str(db))
        exported = _timed_cli("export", str(out), "--db", str(db))
        games = len(json.loads(out.read_text(encoding="utf-8"))["games"])
    return [
        Figure(f"import a {games:,}-game season file (rinkbook import)", imported, "s", 8),
        Figure("export it again (rinkbook export; SPEC sets no goal)", exported, "s", None),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", type=Path, help="write the files into this folder and keep them")
    print(table(figures(parser.parse_args().keep)))


if __name__ == "__main__":
    main()
