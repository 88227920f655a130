"""A save costs what it changes (docs/performance.md): a result entered, to the standings shown, at 30 to 30,000 games.

Each size is the example season with its regular-season games copied (`season_import.big_season_text`),
its playoffs left out, and a few games more still to play after its last (game night: the teams of its
last games, each team's roster dressed). Today is inside the season: each run's is the day of the next game
still to play, before the roster deadline (moved a week past the last), so every in-season alert is worked out.

The app opens on the dashboard of that file, headless (Pilot), and each run does what the scorer does:
`g` (the scoresheet of the next game without a result), "score 3-1" on the entry line, Enter, F1, then `d`.
F1 is how a scorer leaves the sheet (docs/guide.md): the entry line has the focus and takes every letter
as typing, so the help is where letters are the screens' keys (`d` there closes it and shows the dashboard).
Two figures a run: Enter to the first frame whose message line says "Saved", and `d` to the first frame
of the dashboard whose standings show the team's games played one higher. Each is the median over the
runs; the ratio compares the largest season with the smallest (goal: under 50 ms each at every size).
The files are `benchmarks.growth`'s game-night files (made once in its cache folder, each run on a copy);
`--cpu` takes this process's CPU time instead of the wall clock (for a machine others share).

Run alone: .venv/bin/python -m benchmarks.save_cost [--runs N] [--sizes 30 10000 30000] [--cpu] [--cache DIR]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path

from benchmarks.figures import Figure, table
from benchmarks.frames import result_shown, until_shown, watching_frames

SIZES = (30, 10_000, 30_000)
GOAL_MS = 50
GOAL_RATIO = 1.5
GAMES_LEFT = 20  # the games still to play in the game-night files `benchmarks.starts` uses too
READ_S = 0.3  # a scorer reads the screen before the next key, as `benchmarks.in_terminal` waits (`Terminal.settled`)
UNPLAYED = (
    "score",
    "goals",
    "penalties",
    "shifts",
    "late_start",
    "shootout",
    "signed",
    "signed_by",
    "overtime",
    "forfeit",
    "fees_waived",
)


def game_night_text(games: int, unplayed: int) -> str:
    """The copied season of about `games` games without its playoffs, and `unplayed` games more still to
    play after its last (the teams of its last games, one game a day), each team's roster dressed."""
    from benchmarks.season_import import big_season_text
    from league.discipline.suspensions import season_suspensions
    from league.rosters.membership import Rosters
    from league.turnout.dressing import dress_refusal
    from store.season_files.reader import parse_season_text
    from store.views.season_load import season_rulebook

    season = json.loads(big_season_text(games))
    played = sorted((g for g in season["games"] if g["stage"] == "regular"), key=lambda g: (g["date"], g["time"]))
    season["games"] = played
    values = parse_season_text(json.dumps(season).encode())
    rulebook, rosters = season_rulebook(values), Rosters(values)
    suspensions = season_suspensions(values, rulebook)
    last = date.fromisoformat(played[-1]["date"])
    for i, game in enumerate(played[-unplayed:]):
        day = last + timedelta(days=i + 1)
        copy = {key: value for key, value in game.items() if key not in UNPLAYED}
        copy.update(id=f"N{i:03d}", status="scheduled", date=day.isoformat())
        on_day = rosters.teams_at(day)
        probe = values.games[0].__class__(copy["id"], "regular", day, copy["time"], copy["home"], copy["away"])
        copy["dressed"] = {
            team: [
                p for p in on_day[team] if dress_refusal(p, team, probe, values, rulebook, rosters, suspensions) is None
            ]
            for team in (copy["home"], copy["away"])
        }
        season["games"].append(copy)
    # In season: the deadline a week after the last game still to play (that game's day is the runs' today).
    season["dates"]["roster_deadline"] = (last + timedelta(days=unplayed + 7)).isoformat()
    return json.dumps(season, indent=1)


def next_game_night(season: object) -> date:
    """A run's today: the day of the next game still to play (before the roster deadline `game_night_text` set)."""
    from league.season.values import Season

    assert isinstance(season, Season)
    return min(g.date for g in season.games if g.status == "scheduled")


def game_night_file(folder: Path, games: int, unplayed: int) -> Path:
    """A league file holding `game_night_text(games, unplayed)`."""
    from store.file.db import open_league
    from store.season_files.import_export import import_season
    from store.season_files.reader import parse_season_text

    path = folder / f"night-{games}.db"
    with open_league(path, create=True) as store:
        import_season(store, parse_season_text(game_night_text(games, unplayed).encode()), backup=False)
    return path


async def _entries_to_frames(
    path: Path, runs: int, clock: Callable[[], float] = time.perf_counter
) -> list[tuple[float, float]]:
    """Milliseconds (Enter to "Saved", `d` to the standings showing it) for each result entered on the
    scoresheet's keys, one app for every run (by `clock`: wall time, or this process's CPU time). Python's
    collector runs as under the command line: paused for the start, what the start made frozen out of its passes."""
    from tui.collector import collector_paused_for_start

    with collector_paused_for_start():  # as the command line runs the app: the start's heap frozen at its first frame
        return await _entries(path, runs, clock)


async def _entries(path: Path, runs: int, clock: Callable[[], float]) -> list[tuple[float, float]]:
    from textual.widgets import DataTable, Input

    from store.file.db import open_league
    from store.views.season_load import load_season
    from store.views.season_names import resolve_season
    from tui.app import RinkbookApp
    from tui.screens.scoresheet_screen import ScoresheetScreen

    store = open_league(path)
    name = resolve_season(store, None)
    app = RinkbookApp(store, next_game_night(load_season(store, name)), name)
    samples: list[tuple[float, float]] = []
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        grid = app.screen.query_one("#standings-table", DataTable)
        for _ in range(runs):
            app.today = next_game_night(app.season)  # the next game night, the app left open since the last
            await pilot.press("g")
            await pilot.pause()
            sheet = app.screen
            assert isinstance(sheet, ScoresheetScreen) and sheet.game is not None, "g opened no game to score"
            game = sheet.game
            played = grid.get_cell(game.home, "GP")
            entry = sheet.query_one("#sheet-entry", Input)
            entry.value = "score 3-1"
            entry.cursor_position = len(entry.value)
            before = _message(sheet)
            with watching_frames(app, _saved_shown(sheet, before), clock) as saved:
                began = clock()
                await pilot.press("enter")
                to_saved = (await until_shown(saved, 5, f"game {game.id} saved") - began) * 1000
            await pilot.pause(READ_S)  # the scorer reads "Saved"
            await pilot.press("f1")  # the help: letters are screen keys there, not typing on the entry line
            await pilot.pause(READ_S)
            with watching_frames(app, result_shown(grid, game.home, played), clock) as shown:
                began = clock()
                await pilot.press("d")
                to_standings = (await until_shown(shown, 5, f"game {game.id}'s result") - began) * 1000
            samples.append((to_saved, to_standings))
    store.close()
    return samples


def _message(sheet: object) -> str:
    return str(sheet.query_one("#sheet-message").render())  # type: ignore[attr-defined]


def _saved_shown(sheet: object, before: str) -> Callable[[object], bool]:
    """For `watching_frames`: the scoresheet painted with a new message (not `before`) saying its entry was saved."""

    def shown(screen: object) -> bool:
        said = _message(sheet) if screen is sheet else before
        return said != before and said.startswith("Saved")

    return shown


def entry_ms(games: int, runs: int, cpu: bool = False, cache: Path | None = None) -> tuple[float, float]:
    """The medians (Enter to "Saved", `d` to the standings) on a season of about `games` games (the first
    entry, which warms imports and caches, left out), in wall time or (`cpu`) this process's CPU time."""
    from benchmarks.growth import CACHE, night_file  # it imports this module

    source = night_file(games, max(GAMES_LEFT, runs + 1), cache or CACHE)
    clock = time.process_time if cpu else time.perf_counter
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "night.db"
        shutil.copy(source, path)  # each run writes its result into a copy
        samples = asyncio.run(_entries_to_frames(path, runs + 1, clock))[1:]
    return statistics.median(s for s, _ in samples), statistics.median(d for _, d in samples)


def figures(
    runs: int = 7, sizes: tuple[int, ...] = SIZES, cpu: bool = False, cache: Path | None = None
) -> list[Figure]:
    """Enter to "Saved" and `d` to the standings at each size, and the largest size's ratio to the smallest's."""
    found = {games: entry_ms(games, runs, cpu, cache) for games in sizes}
    clock = "CPU" if cpu else "wall"
    result = []
    for games, (saved, shown) in found.items():
        result.append(
            Figure(f'in season: Enter on the scoresheet to "Saved", {games:,} games ({clock})', saved, "ms", GOAL_MS)
        )
        result.append(Figure(f"  then F1, d to the new standings painted, {games:,} games", shown, "ms", GOAL_MS))
    small, big = min(found), max(found)
    if small != big:
        total = {games: sum(found[games]) for games in (small, big)}
        result.append(
            Figure(
                f"  both, {big:,} games / {small:,} games ({total[big]:.1f} / {total[small]:.1f} ms)",
                total[big] / total[small],
                "x",
                GOAL_RATIO,
            )
        )
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--cpu", action="store_true", help="this process's CPU time, not the wall clock")
    parser.add_argument("--cache", type=Path, default=None, help="where the game-night files are kept")
    args = parser.parse_args()
    print(table(figures(args.runs, tuple(args.sizes), args.cpu, args.cache)))
    print("load average (1, 5, 15 min): " + ", ".join(f"{load:.2f}" for load in os.getloadavg()))


if __name__ == "__main__":
    main()
