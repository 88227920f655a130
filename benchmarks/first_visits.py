"""Each screen's first visit, as `rinkbook` runs: its key typed at the whole dashboard once the season is read and the
screens' preparation (`tui.screen_preparing`) has ended, to the screen's first frame (its main table filled).

The app is made as the command line makes it (`rinkbook --db FILE --today DAY`, today the day of the file's next game
still to play), its collector paused for the start, headless at 120x40 (Textual renders every frame; only the
terminal write is skipped). One fresh app a key, on a copy of the file. Times are this process's CPU time (the
machine is shared; once the season is read the event loop is the only thread at work), one run a key a round,
the rounds interleaved key by key. `--profile KEY` writes a cProfile of that key's visit (key to frame).

A key "c+T" is `T` typed at the frame `c` painted first: the shift report's next team, to the frame showing that
team's figures (and "a+T" the attendance grid's); its wall time too, since a screen may answer at once and fill in
its figures after.

Run: .venv/bin/python -m benchmarks.first_visits FILE [--keys c,r,p,n,c+T] [--runs N] [--profile KEY --out FILE]
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from benchmarks.frames import until_shown, watching_frames

# key: (the screen's name, the id of the table that must hold rows; None: the screen shown is enough)
KEYS = {
    "p": ("players", None),
    "b": ("draft", None),
    "r": ("rosters", None),
    "s": ("schedule", "schedule-table"),
    "c": ("shifts", "shifts-game-table"),
    "a": ("attendance", "attendance-grid"),
    "i": ("discipline", "leaders"),
    "t": ("stats", None),
    "f": ("fees", None),
    "u": ("audit", None),
    "e": ("rulebook", None),
    "n": ("new_league", None),
}
# A key typed on a screen once another key showed it ("c+T": the shift report's next team), the screen's id of the
# line that names the team shown: the next team's frame shows that line begun with its code or name.
TEAM_LINES = {"shifts": "shifts-title", "attendance": "attendance-note"}


def _next_team_painted(app: object, name: str) -> object:
    """Screen `name` showing the team after the one it showed, with its own figures: the line naming the team shown
    (`TEAM_LINES`) begins with the next team's code or name, and says no "Counting" any more."""
    from textual.widgets import Static

    from tui.screens import screen_class

    wanted, season = screen_class(name), app.season  # type: ignore[attr-defined]
    codes = [t.code for t in season.teams]
    after = codes[(codes.index(app.screen.team) + 1) % len(codes)]  # type: ignore[attr-defined]
    starts = (f"{after} ", f"{season.team_name(after)}:")

    def painted(shown: object) -> bool:
        if not isinstance(shown, wanted) or getattr(shown, "team", None) != after:
            return False
        line = str(shown.query_one(f"#{TEAM_LINES[name]}", Static).render())
        return line.startswith(starts) and "Counting" not in line

    return painted


def _painted(name: str, table_id: str | None) -> object:
    from textual.widgets import DataTable

    from tui.screens import screen_class

    wanted = screen_class(name)

    def painted(screen: object) -> bool:
        if not isinstance(screen, wanted):
            return False
        if table_id is None:
            tables = list(screen.query(DataTable))
            return not tables or tables[0].row_count > 0
        return screen.query_one(f"#{table_id}", DataTable).row_count > 0

    return painted


def _app_of(path: Path, today: str) -> object:
    """The app `rinkbook --db PATH --today TODAY` makes (not run)."""
    from tui.app import RinkbookApp
    from tui.cli import app_command
    from tui.cli.arguments import parse_arguments

    opened: list[object] = []
    run = RinkbookApp.run

    def kept(app: object) -> None:
        opened.append(app)

    RinkbookApp.run = kept  # type: ignore[assignment,method-assign]
    try:
        app_command.run_app(parse_arguments(["--db", str(path), "--today", today]))
    finally:
        RinkbookApp.run = run  # type: ignore[method-assign]
    return opened[-1]


def _clocks() -> tuple[float, float]:
    """(this process's CPU, the wall clock), in seconds."""
    return time.process_time(), time.perf_counter()


async def _first_visit(path: Path, today: str, key: str, profiler: cProfile.Profile | None) -> tuple[float, float]:
    """(CPU ms, wall ms) from `key` at the whole dashboard, the season read and the screens prepared, to its screen
    painted; of "c+T", `T` from the frame `c` painted first, to the next team's (`_next_team_painted`)."""
    app = _app_of(path, today)
    first, _, then = key.partition("+")
    name, table_id = KEYS[first]
    async with app.run_test(size=(120, 40)) as pilot:  # type: ignore[attr-defined]
        deadline = time.monotonic() + 120
        while app.season_being_read or not app.loaded or app.preparing in (None, False):  # type: ignore[attr-defined]
            if time.monotonic() > deadline:
                raise RuntimeError("the season was not read within two minutes")
            await asyncio.sleep(0.02)
        while app.preparing.running:  # type: ignore[attr-defined]
            await asyncio.sleep(0.02)
        await pilot.pause()
        painted = _painted(name, table_id)
        if then:
            with watching_frames(app, painted, _clocks) as shown:  # type: ignore[arg-type]
                await pilot.press(first)
                await until_shown(shown, 60, f"the {name} screen")
            painted, name = _next_team_painted(app, name), f"{name} screen's next team"
        with watching_frames(app, painted, _clocks) as shown:  # type: ignore[arg-type]
            if profiler is not None:
                profiler.enable()
            began = _clocks()
            await pilot.press(then or first)
            ended = await until_shown(shown, 60, f"the {name} screen")
            if profiler is not None:
                profiler.disable()
    app.close_store()  # type: ignore[attr-defined]
    return (ended[0] - began[0]) * 1000, (ended[1] - began[1]) * 1000


def visits(
    path: Path, keys: list[str], runs: int, profile: str | None = None, out: Path | None = None
) -> dict[str, list[tuple[float, float]]]:
    """Each key's (CPU ms, wall ms) in each of `runs` rounds (a fresh app and a fresh copy of `path` each)."""
    from benchmarks.save_cost import next_game_night
    from store.file.db import open_league
    from store.views.season_load import load_season
    from store.views.season_names import resolve_season
    from tui.collector import collector_paused_for_start

    os.environ.setdefault("RINKBOOK_USER", "Pat")
    with open_league(path) as store:
        today = next_game_night(load_season(store, resolve_season(store, None))).isoformat()
    found: dict[str, list[tuple[float, float]]] = {key: [] for key in keys}
    with tempfile.TemporaryDirectory() as scratch:
        for _ in range(runs):
            for key in keys:
                copy = Path(scratch) / path.name
                for suffix in ("", "-wal", "-shm"):
                    if Path(f"{path}{suffix}").exists():
                        shutil.copy(f"{path}{suffix}", f"{copy}{suffix}")
                profiler = cProfile.Profile() if key == profile else None
                with collector_paused_for_start():
                    found[key].append(asyncio.run(_first_visit(copy, today, key, profiler)))
                if profiler is not None and out is not None:
                    profiler.dump_stats(out)
                for suffix in ("", "-wal", "-shm"):
                    Path(f"{copy}{suffix}").unlink(missing_ok=True)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path, help="a league file with games still to play")
    parser.add_argument("--keys", default="c,r,p,n", help="the screens' keys, comma-separated (c+T: T typed on c)")
    parser.add_argument("--runs", type=int, default=1, help="rounds of every key, each a fresh app")
    parser.add_argument("--profile", help="a key whose visit is profiled (cProfile, key to frame)")
    parser.add_argument("--out", type=Path, help="where the profile is written")
    args = parser.parse_args()
    found = visits(args.file, args.keys.split(","), args.runs, args.profile, args.out)
    for key, samples in found.items():
        cpu, wall = [s[0] for s in samples], [s[1] for s in samples]
        first, _, then = key.partition("+")
        what = f"{KEYS[first][0]}{f', then {then}' if then else ''}"
        shown = " ".join(f"{c:.0f}/{w:.0f}" for c, w in samples)
        print(
            f"{key} {what}: {shown} (median {statistics.median(cpu):.0f} ms CPU, {statistics.median(wall):.0f} ms wall)"
        )


if __name__ == "__main__":
    main()
