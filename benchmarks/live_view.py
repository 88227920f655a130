"""The live view's cost (docs/data.md#guarantees): the poll every open app makes, and the wait for another process's
save.

Prints:
  - one poll (`store.file.live.FileWatch.poll`: an `os.stat` of the league file and `PRAGMA data_version`)
    on the demo file and on a 10,000-game file, in µs, and the share of one core it takes at the
    app's interval (`tui.live_view.POLL_SECONDS`), as µs of polling per second and in %;
  - from another process's commit (a result saved by `rinkbook`'s store in a fresh process) to the
    first frame the open app paints with it in its standings (goal: within one second).

Run alone: .venv/bin/python -m benchmarks.live_view [--runs N] [--skip-big]
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import statistics
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

from benchmarks.figures import Figure, table
from benchmarks.frames import result_shown, until_shown, watching_frames

ROOT = Path(__file__).resolve().parents[1]
POLLS = 20_000
# The other process: saves a final score for one game (the scoresheet's path), then says when it committed.
WRITER = """
import sys, time
from dataclasses import replace
from league.season.values import Score
from store.file.db import open_league
from store.views.season_load import load_season
from store.writes.games import save_game
with open_league(sys.argv[1]) as store:
    season = load_season(store)
    game = season.game(sys.argv[2])
    save_game(store, season.name, replace(game, status="final", score=Score(3, 1)), based_on=game)
    print(time.monotonic())
"""


def poll_us(path: Path, polls: int = POLLS) -> float:
    """Microseconds per poll of an open (writable) store on `path` when nothing changed: the usual case."""
    from store.file.db import open_league
    from store.file.live import FileWatch

    with open_league(path) as store:
        watch = FileWatch(store)
        watch.poll()
        began = time.perf_counter()
        for _ in range(polls):
            watch.poll()
        return (time.perf_counter() - began) / polls * 1e6


def big_file(folder: Path) -> Path:
    """A league file holding the 10,000-game season of `benchmarks.season_import`, imported in this process."""
    from benchmarks.season_import import big_season_text
    from store.file.db import open_league
    from store.season_files.import_export import import_season
    from store.season_files.reader import parse_season_text

    path = folder / "big.db"
    with open_league(path, create=True) as store:
        import_season(store, parse_season_text(big_season_text().encode()), backup=False)
    return path


async def _commit_to_frame(path: Path, runs: int) -> list[float]:
    """Seconds from each commit of another process to the app's first frame showing it, one result per run."""
    from textual.widgets import DataTable

    from store.file.db import open_league
    from store.views.season_names import resolve_season
    from tui.app import RinkbookApp

    store = open_league(path)
    app = RinkbookApp(store, date.today(), resolve_season(store, None))
    samples: list[float] = []
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        grid = app.screen.query_one("#standings-table", DataTable)
        for _ in range(runs):
            game = next(g for g in app.season.games if g.stage == "regular" and g.status == "scheduled")
            result = result_shown(grid, game.home, grid.get_cell(game.home, "GP"))
            with watching_frames(app, result, time.monotonic) as shown:
                writer = await asyncio.create_subprocess_exec(
                    sys.executable, "-c", WRITER, str(path), game.id, cwd=ROOT, stdout=asyncio.subprocess.PIPE
                )
                out, _ = await writer.communicate()
                committed = float(out.split()[-1])
                samples.append(await until_shown(shown, 5, f"game {game.id}'s result") - committed)
    store.close()
    return samples


def figures(runs: int = 7, big: bool = True) -> list[Figure]:
    """The poll's cost on the demo (and the 10,000-game file) and the commit-to-screen delay on the demo."""
    from benchmarks.app import write_demo
    from tui.live_view import POLL_SECONDS

    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        demo = write_demo(folder)
        on_demo = poll_us(demo)
        found = [Figure("live view: one poll, demo file (no goal)", on_demo, "µs", None)]
        if big:
            on_big = poll_us(big_file(folder))
            found.append(Figure("live view: one poll, 10,000-game file (no goal)", on_big, "µs", None))
        per_second = max(f.value for f in found) / POLL_SECONDS  # µs of polling in each second the app is open
        share = f"{per_second / 1e4:.4f}% of one core"
        found.append(Figure(f"live view: polling, a poll every {POLL_SECONDS:g} s = {share}", per_second, "µs/s", None))
        delays: list[float] = []
        while len(delays) < runs:  # the demo has six games left to play: a fresh copy for each five results
            copy = folder / f"live-{len(delays)}.db"
            shutil.copy(demo, copy)
            delays += asyncio.run(_commit_to_frame(copy, min(5, runs - len(delays))))
        found.append(
            Figure(
                "another process's result to the open app's frame (within 1 s)",
                statistics.median(delays) * 1000,
                "ms",
                1000,
            )
        )
        found.append(Figure("  the same, slowest of the runs", max(delays) * 1000, "ms", 1000))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="commits from another process (the median is shown)")
    parser.add_argument("--skip-big", action="store_true", help="leave out the poll on the 10,000-game file")
    args = parser.parse_args()
    print(table(figures(args.runs, big=not args.skip_big)))


if __name__ == "__main__":
    main()
