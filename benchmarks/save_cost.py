"""A save costs what it changes (docs/performance.md): a result entered, to the standings shown, at 30 to 10,000 games.

Each size is the example season with its regular-season games copied (`season_import.big_season_text`),
its playoffs left out, and a few games more still to play after its last (game night: the teams of its
last games, each team's roster dressed). The app opens on the dashboard of that file, headless
(Pilot); each run enters a result for the next unplayed game the scoresheet's way
(`ScoresheetScreen.save`: `store.writes.games.save_game`, then `app.reload` with the season it returns) and
waits for the first frame painted with the team's games played one higher. The figure is the median
from the entry to that frame; the ratio compares the 10,000-game season with the 30-game one (goal:
under 50 ms at every size, the ratio under 1.5x).

Run alone: .venv/bin/python -m benchmarks.save_cost [--runs N] [--sizes 30 1000 10000]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path

from benchmarks.figures import Figure, table
from benchmarks.frames import result_shown, until_shown, watching_frames

SIZES = (30, 1_000, 10_000)
GOAL_MS = 50
GOAL_RATIO = 1.5
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
    return json.dumps(season, indent=1)


def game_night_file(folder: Path, games: int, unplayed: int) -> Path:
    """A league file holding `game_night_text(games, unplayed)`."""
    from store.file.db import open_league
    from store.season_files.import_export import import_season
    from store.season_files.reader import parse_season_text

    path = folder / f"night-{games}.db"
    with open_league(path, create=True) as store:
        import_season(store, parse_season_text(game_night_text(games, unplayed).encode()), backup=False)
    return path


async def _entries_to_frames(path: Path, runs: int, clock: Callable[[], float] = time.perf_counter) -> list[float]:
    """Milliseconds from each result entered to the dashboard's first frame showing it, one app for every run
    (by `clock`: wall time, or this process's CPU time on a shared machine)."""
    from dataclasses import replace

    from textual.widgets import DataTable

    from league.season.values import Score
    from store.file.db import open_league
    from store.views.season_names import resolve_season
    from store.writes.games import save_game
    from tui.app import RinkbookApp

    store = open_league(path)
    app = RinkbookApp(store, date.today(), resolve_season(store, None))
    samples: list[float] = []
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        grid = app.screen.query_one("#standings-table", DataTable)
        for _ in range(runs):
            game = min((g for g in app.season.games if g.status == "scheduled"), key=lambda g: g.sort_key)
            with watching_frames(app, result_shown(grid, game.home, grid.get_cell(game.home, "GP")), clock) as shown:
                began = clock()
                result = replace(game, status="final", score=Score(3, 1))
                saved = save_game(store, app.season_name, result, based_on=game)
                app.reload(saved.season)
                samples.append((await until_shown(shown, 2, f"game {game.id}'s result") - began) * 1000)
    store.close()
    return samples


def entry_ms(games: int, runs: int) -> float:
    """The median entry-to-standings time on a season of about `games` games (the first entry, which warms
    imports and caches, left out)."""
    with tempfile.TemporaryDirectory() as folder:
        path = game_night_file(Path(folder), games, runs + 1)
        return statistics.median(asyncio.run(_entries_to_frames(path, runs + 1))[1:])


def figures(runs: int = 7, sizes: tuple[int, ...] = SIZES) -> list[Figure]:
    """The entry-to-standings time at each size, and the largest size's ratio to the smallest's."""
    found = {games: entry_ms(games, runs) for games in sizes}
    result = [
        Figure(f"a result entered to the standings shown, {games:,} games", ms, "ms", GOAL_MS)
        for games, ms in found.items()
    ]
    small, big = min(found), max(found)
    if small != big:
        result.append(
            Figure(
                f"  the same, {big:,} games / {small:,} games ({found[big]:.1f} / {found[small]:.1f} ms)",
                found[big] / found[small],
                "x",
                GOAL_RATIO,
            )
        )
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    args = parser.parse_args()
    print(table(figures(args.runs, tuple(args.sizes))))


if __name__ == "__main__":
    main()
