"""Importing and exporting a 10,000-game season file of the example's density (docs/performance.md: import < 8 s).

The file is the committee's 2002-03 example with its regular-season games copied until the season
holds 10,000 games: each copy keeps its original's sheet under a new id. A team plays one game at a
time and the one sheet of ice holds one game per 75-minute slot (docs/readings/shared.md#the-schedule), so the copies
cannot share their original's date: the regular season is laid out again, earlier, on 19 slots a day, each
original day's games and copies on consecutive slots, and every roster move (transfer, drop request
and decision, substitute) on the first day of its original date's block. The order of games and
moves is the example's, so rosters, drops and substitutes stay true; the playoffs keep their dates.
Fighting is renamed roughing in every regular-season game: its game misconduct (Gray rule 5) suspends the
player for his team's next game, which is now a copy that dresses him, and the file would be
refused instead of imported.

Run alone: .venv/bin/python -m benchmarks.season_import [--keep FOLDER]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path

from benchmarks.figures import Figure, table

ROOT = Path(__file__).resolve().parents[1]
# The league's example season file, as the repository keeps a copy of it (a clone alone must run).
EXAMPLE = ROOT / "tests" / "fixtures" / "season-2002-03.json"
GAMES = 10_000


def big_season_text(games: int = GAMES, example: Path = EXAMPLE, *, compact: bool = False) -> str:
    """The example season with its regular-season games copied until it holds at least `games` games; written as
    the example is (indented), or `compact` on one line where only its values matter (JSON's indenting writer is
    its slow one: most of the text's making)."""
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
    _lay_out(season, out, first_playoff=min((g["date"] for g in rest), default="2002-12-31"))
    out.sort(key=lambda g: (g["date"], g["time"]))  # the file's games in date order, as a committee writes them
    season["games"] = out + rest
    return json.dumps(season, indent=None if compact else 1)


SLOTS = [f"{m // 60:02d}:{m % 60:02d}" for m in range(0, 24 * 60 - 75 + 1, 75)]  # 19 slots of 75 minutes a day


def _moves(season: dict) -> list[tuple[dict, str]]:
    """Every dated roster move of the season file: (the object, the key of its date)."""
    dated = [(t, "date") for t in season.get("transfers", ())] + [(s, "date") for s in season.get("substitutes", ())]
    for drop in season.get("drops", ()):
        dated += [(drop, key) for key in ("requested_on", "decided_on") if drop.get(key)]
    return dated


def _lay_out(season: dict, games: list[dict], first_playoff: str) -> None:
    """Give `games` (originals and copies) and the roster moves new dates, in the example's order, ending
    before `first_playoff`: each original date's games on consecutive slots of its own days, its moves on
    the block's first day."""
    by_date: dict[str, list[dict]] = {}
    for game in games:
        by_date.setdefault(game["date"], []).append(game)
    moves = _moves(season)
    days = sorted(set(by_date) | {obj[key] for obj, key in moves})
    needed = sum(max(1, -(-len(by_date.get(day, ())) // len(SLOTS))) for day in days)
    current = date.fromisoformat(first_playoff) - timedelta(days=needed + 1)
    for day in days:
        for obj, key in moves:
            if obj[key] == day:
                obj[f"_{key}"] = current.isoformat()  # set aside: a later day's test reads the original
        for i, game in enumerate(sorted(by_date.get(day, ()), key=lambda g: (g["time"], g["id"]))):
            game["date"] = (current + timedelta(days=i // len(SLOTS))).isoformat()
            game["time"] = SLOTS[i % len(SLOTS)]
        current += timedelta(days=max(1, -(-len(by_date.get(day, ())) // len(SLOTS))))
    for obj, key in moves:
        obj[key] = obj.pop(f"_{key}")


def _timed_cli(*args: str) -> float:
    """Seconds the `rinkbook` command takes, in its own process as a user runs it (checked to succeed)."""
    began = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "tui.cli", *args], cwd=ROOT, capture_output=True, text=True, check=False
    )
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
        Figure("export it again (rinkbook export)", exported, "s", 1.5),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", type=Path, help="write the files into this folder and keep them")
    print(table(figures(parser.parse_args().keep)))


if __name__ == "__main__":
    main()
