"""What keeping the dashboard's alerts costs a save (docs/performance.md): CPU ms of `keep_write_alerts` in the
save's transaction, on `save_cost`'s game-night file at 30 to 30,000 games with today before the roster deadline.

Each run enters the next unplayed game's result (a bare score) through `save_game` on a copy of the file, the
season loaded and its dashboard's alerts worked out first, as the app has them; the alerts the save keeps are
worked out through the season's one cache (the dashboard drawn after the save reads them from it, so the
work is moved into the save, not added). Split into the alerts worked out and the row written.

Run alone: .venv/bin/python -m benchmarks.stored_alerts [--sizes 30,10000,30000] [--runs N]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time
from dataclasses import replace
from datetime import date
from pathlib import Path

from benchmarks.figures import Figure, table
from benchmarks.growth import CACHE, night_file
from benchmarks.starts import SIZES, UNPLAYED, first_unplayed_day

GOAL_MS = 5


def keep_ms(league: Path, runs: int) -> tuple[float, float]:
    """Median CPU ms of (the alerts worked out, the row written) in `runs` saves on `league` (written to)."""
    from league.season.values import Score
    from store.file import alert_stamps
    from store.file.db import Store, open_league
    from store.views.season_load import load_season
    from store.writes import games

    spent: dict[str, list[float]] = {"worked out": [], "written": []}

    keep = alert_stamps.keep_write_alerts

    def timed(store: Store, written: frozenset[str] | None) -> None:
        began = time.process_time()
        season = store.pending_season()
        if season is not None and store.alerts_day is not None:
            store.season_cache(season).alerts(store.alerts_day)
        worked = time.process_time()
        keep(store, written)
        spent["worked out"].append((worked - began) * 1000)
        spent["written"].append((time.process_time() - worked) * 1000)

    today = date.fromisoformat(first_unplayed_day(league))
    alert_stamps.keep_write_alerts = timed
    try:
        with open_league(league) as store:
            store.alerts_day = today
            season = load_season(store)
            store.season_cache(season).alerts(today)  # the dashboard drawn, as in the app before a save
            for gid in [g.id for g in season.games if g.status == "scheduled"][:runs]:
                season = store.known_season(season.name) or load_season(store)
                game = season.known_game(gid)
                result = games.save_game(store, season.name, replace(game, status="final", score=Score(3, 2)))
                store.season_cache(result.season).alerts(today)  # the dashboard after the save: from the cache
                season = result.season
    finally:
        alert_stamps.keep_write_alerts = keep
    return statistics.median(spent["worked out"]), statistics.median(spent["written"])


def figures(sizes: tuple[int, ...] = SIZES, runs: int = 7, cache: Path = CACHE) -> list[Figure]:
    out = []
    for games in sizes:
        with tempfile.TemporaryDirectory() as folder:
            league = Path(folder) / "season.db"
            shutil.copy(night_file(games, UNPLAYED, cache), league)
            worked, written = keep_ms(league, runs)
        out.append(
            Figure(
                f"{games:,} games: alerts kept by a save, worked out ({worked:.1f} ms) and written ({written:.1f} ms)",
                worked + written,
                "ms",
                GOAL_MS,
            )
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)))
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--cache", type=Path, default=CACHE, help="where the season files are kept between runs")
    args = parser.parse_args()
    sizes = tuple(int(size.replace("_", "")) for size in args.sizes.split(","))
    print(table(figures(sizes, args.runs, args.cache)))


if __name__ == "__main__":
    main()
