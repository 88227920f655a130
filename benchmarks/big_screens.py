"""The big screens on a 10,000-game season (docs/performance.md: each opens under 150 ms), the app's
peak memory on it after every screen (under 120 MiB, `benchmarks.memory`) and its start to the whole dashboard
against a bare Textual app (point 2: at most 1.5x).

For each of the schedule, playoffs, stats, discipline and attendance screens: the time from its key
(pressed on the dashboard of an app open on the 10,000-game game-night file of `benchmarks.save_cost`, today
inside the season: the day of its next game still to play, before the roster deadline) to
the first frame Textual paints of that screen with its main table filled. Each run opens a fresh app
and visits the five screens in turn, so each figure is a first visit (the screen built and filled);
the first run warms Python's imports and is left out.

Run alone: .venv/bin/python -m benchmarks.big_screens [--runs N]
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from benchmarks.app import big_memory_figure, big_start_figures
from benchmarks.figures import Figure, table
from benchmarks.frames import until_shown, watching_frames

if TYPE_CHECKING:
    from tui.app import RinkbookApp

GOAL_MS = 150
# (screen, its key on the dashboard, the id of its main table)
SCREENS = (
    ("schedule", "s", "schedule-table"),
    ("playoffs", "o", "next-games"),
    ("stats", "t", None),
    ("discipline", "i", "leaders"),
    ("attendance", "a", "attendance-grid"),
)
# In season no playoff game is known yet: the playoffs screen is painted when its table is, however empty.
MAY_BE_EMPTY = frozenset({"next-games"})


def _filled(screen: object, table_id: str | None) -> bool:
    """True when `screen`'s main table (its first one when no id is given) holds rows (or may be empty)."""
    from textual.widgets import DataTable

    tables = list(screen.query(f"#{table_id}" if table_id else DataTable))  # type: ignore[attr-defined]
    found = bool(tables) and isinstance(tables[0], DataTable)
    return found and (tables[0].row_count > 0 or table_id in MAY_BE_EMPTY)


async def _visit_all(
    path: Path, profiler: cProfile.Profile | None = None, clock: Callable[[], float] = time.perf_counter
) -> dict[str, float]:
    """Milliseconds from each screen's key to its first painted frame with its table filled, in one fresh app
    (`profiler`, when given, on from each key to its frame; `clock`: wall time, or this process's CPU time)."""
    from benchmarks.save_cost import next_game_night
    from store.file.db import open_league
    from store.views.season_load import load_season
    from store.views.season_names import resolve_season
    from tui.app import RinkbookApp
    from tui.collector import collector_paused_for_start

    store = open_league(path)
    found: dict[str, float] = {}
    name = resolve_season(store, None)
    today = next_game_night(load_season(store, name))  # in season: before the roster deadline, games to play
    # As the command line starts the app: the collector paused until the first frame, then the start frozen.
    with collector_paused_for_start():
        app = RinkbookApp(store, today, name)
        await _visit(app, found, profiler, clock)
    store.close()
    return found


async def _visit(
    app: RinkbookApp, found: dict[str, float], profiler: cProfile.Profile | None, clock: Callable[[], float]
) -> None:
    from tui.screens import screen_class

    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(3000):  # the dashboard's late panels done: the screens alone are timed
            if getattr(app.screen, "panels_mounted", True):
                break
            await asyncio.sleep(0.005)
        await pilot.pause()
        for name, key, table_id in SCREENS:
            wanted = screen_class(name)

            def filled(screen: object, wanted: type = wanted, table_id: str | None = table_id) -> bool:
                return isinstance(screen, wanted) and _filled(screen, table_id)

            with watching_frames(app, filled, clock) as painted:
                if profiler is not None:
                    profiler.enable()
                began = clock()
                await pilot.press(key)
                found[name] = (
                    await until_shown(painted, 15, f"the {name} screen with its table filled") - began
                ) * 1000
                if profiler is not None:
                    profiler.disable()
            await pilot.press("d")
            await pilot.pause()


def figures(runs: int = 3, path: Path | None = None) -> list[Figure]:
    """The median first visit of each big screen on the 10,000-game file in season, against 150 ms."""
    from benchmarks.save_cost import game_night_file

    with tempfile.TemporaryDirectory() as scratch:
        path = path or game_night_file(Path(scratch), 10_000, 8)
        asyncio.run(_visit_all(path))  # warm-up: the screens' modules imported once
        samples = [asyncio.run(_visit_all(path)) for _ in range(runs)]
        memory = big_memory_figure(path)  # on the same file: every screen visited in a fresh process
        start = big_start_figures(path, max(runs, 3))  # and the start to the whole dashboard
    return [
        Figure(
            f"{name} screen: key to painted, 10,000 games",
            statistics.median(s[name] for s in samples),
            "ms",
            GOAL_MS,
        )
        for name, _, _ in SCREENS
    ] + [memory, *start]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="fresh apps, each visiting every screen once")
    parser.add_argument(
        "--db", type=Path, help="a 10,000-game league file with games still to play (else save_cost's is made)"
    )
    args = parser.parse_args()
    print(table(figures(args.runs, args.db)))


if __name__ == "__main__":
    main()
