"""Every docs/performance.md figure in one table: .venv/bin/python -m benchmarks [--runs N] [--skip-import]

Takes a few minutes: the 10,000-game import and the exports of 30 to 30,000 games (each size imported
first) run once each in their own processes, the
start-up runs N times for each app in fresh processes, the rest N times in this one (the live view's
commits come from N fresh processes too).
"""

from __future__ import annotations

import argparse
import platform
import time

from benchmarks import (
    app,
    big_screens,
    commands,
    committee_writes,
    import_floor,
    in_terminal,
    live_view,
    memory,
    save_cost,
    season_export,
    season_import,
    server,
    standings,
    starts,
)
from benchmarks.figures import table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs per timed measure (the median is shown)")
    parser.add_argument(
        "--skip-import",
        action="store_true",
        help="leave out the 10,000-game import, the exports of 30 to 30,000 games, the live view's poll and the "
        "big screens on a big file",
    )
    args = parser.parse_args()
    began = time.perf_counter()
    figures = app.figures(args.runs) + standings.figures(args.runs)
    figures += live_view.figures(args.runs, big=not args.skip_import)
    figures += save_cost.figures(args.runs, save_cost.SIZES if not args.skip_import else (30,))
    figures += commands.figures(args.runs, commands.SIZES if not args.skip_import else (30,))
    # The committee's writes as the app makes them, each in a fresh process on a copy of the game-night file.
    figures += committee_writes.figures(committee_writes.SIZES if not args.skip_import else (30,))
    # Every start kind in season: 30 games only without the big files (10,000 and 30,000 take minutes).
    figures += starts.figures(starts.SIZES if not args.skip_import else (30,), min(args.runs, 5))
    # The same starts, the first key and the scorer's result, on the user's keys in a real terminal.
    figures += in_terminal.figures(in_terminal.SIZES if not args.skip_import else (30,), min(args.runs, 3))
    # The app's memory after every screen, in season: 30 games only without the big files.
    figures += memory.figures(memory.SIZES if not args.skip_import else (30,))
    if not args.skip_import:
        figures += season_import.figures() + import_floor.figures() + season_export.figures()
        figures += big_screens.figures(min(args.runs, 3))
    # On a local PostgreSQL at 10,000 games: left out, saying why, where no server can be started.
    no_server = server.why_skipped()
    if not args.skip_import and no_server is None:
        figures += server.figures(min(args.runs, 5))
    print(
        f"rinkbook benchmarks, Python {platform.python_version()} on {platform.machine()}, "
        f"median of {args.runs} runs where timed more than once ({time.perf_counter() - began:.0f} s)"
    )
    print(table(figures))
    if no_server is not None:
        print(f"on a league server: skipped ({no_server})")
    goals = [f for f in figures if f.met is not None]
    missed = [f.measure for f in goals if not f.met]
    print(f"{len(goals) - len(missed)} of {len(goals)} goals met" + (": missed " + "; ".join(missed) if missed else ""))


if __name__ == "__main__":
    main()
