"""Standings speed (docs/performance.md): every shape within 3x of a raw SQL GROUP BY.

Prints, for 100 teams and 10,000 games with bare scores, written to a temporary file:
  - `league.standings.table` on loaded values (goal: under 20 ms);
  - the whole path from an open file, `store.views.standings.load_standings` (goal: under 100 ms);
  - a raw SQL `GROUP BY` of the points in the same process, and the whole path's ratio to it (goal: 3x);
and that ratio again at every shape docs/performance.md lists: 6, 100 and 500 teams with bare scores (10,000 games
each), and six teams at the example's density (its 30 regular-season games and their sheets copied to 10,000).
The two timings of a shape are interleaved run by run and each is the median of this process's CPU time
(the machine is shared: other processes move wall time by more than the ratio's margin).

Run alone: .venv/bin/python -m benchmarks.standings [--runs N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path
from unittest.mock import patch

import store.season_files.import_export
from benchmarks.figures import Figure, median_ms
from benchmarks.figures import table as table_text
from benchmarks.season_import import big_season_text
from league.rulebooks import GRAY
from league.season.values import Game, Score, Season, SeasonDates, Team
from league.standings.records import regular_outcomes
from league.standings.table import standings
from store.file.db import Store, open_league
from store.season_files.reader import parse_season_text
from store.views.standings import load_standings

TEAMS, GAMES = 100, 10_000

POINTS_SQL = """
SELECT team, SUM(pts) FROM (
    SELECT home_id AS team,
        CASE WHEN score_home > score_away THEN 2 WHEN score_home = score_away THEN 1 ELSE 0 END AS pts
    FROM game WHERE season_id = ? AND stage = 'regular' AND status = 'final'
    UNION ALL
    SELECT away_id, CASE WHEN score_away > score_home THEN 2 WHEN score_away = score_home THEN 1 ELSE 0 END
    FROM game WHERE season_id = ? AND stage = 'regular' AND status = 'final'
) GROUP BY team
"""


def synthetic_season(seed: int = 1, teams_count: int = TEAMS) -> Season:
    """`teams_count` teams, 10,000 final regular-season games with bare scores (many teams level on points)."""
    rng = random.Random(seed)
    teams = tuple(Team(f"T{i:03d}", f"Team {i}") for i in range(teams_count))
    codes = [t.code for t in teams]
    start = date(2002, 10, 6)
    games = []
    for i in range(GAMES):
        home, away = rng.sample(codes, 2)
        games.append(
            Game(
                f"G{i:05d}",
                "regular",
                start + timedelta(days=i // 50),
                "19:00",
                home,
                away,
                rooms=(1, 2),
                status="final",
                score=Score(rng.randint(0, 6), rng.randint(0, 6)),
            )
        )
    return Season(
        "Benchmark League",
        "bench",
        "gray",
        SeasonDates(date(2002, 12, 31), date(2002, 12, 31)),
        teams=teams,
        games=tuple(games),
    )


def figures(runs: int = 7) -> list[Figure]:
    """The three standings figures on 100 teams and 10,000 games, then the ratio at every shape
    docs/performance.md lists."""
    season = synthetic_season()
    teams = tuple(t.code for t in season.teams)
    outcomes = regular_outcomes(season, GRAY)
    table = standings(teams, outcomes, GRAY)
    core = median_ms(lambda: standings(teams, outcomes, GRAY), runs)
    with tempfile.TemporaryDirectory() as folder:
        whole, raw = _whole_and_raw(_stored(Path(folder), season), runs, table.order)
    ties = f"{len(table.steps)} tie steps, {len(table.coin_toss_pending)} pending tosses"
    result = [
        Figure(f"standings, {TEAMS} teams / {GAMES:,} games ({ties}), league/ on loaded values", core, "ms", 20),
        Figure(
            f"standings from an open file (load_standings, {whole:.1f} ms) / raw SQL GROUP BY ({raw:.1f} ms)",
            whole / raw,
            "x",
            3,
            inclusive=True,
        ),
        Figure("standings from an open file (load_standings)", whole, "ms", 100),
    ]
    return result + shape_figures(runs)


def shape_figures(runs: int = 7) -> list[Figure]:
    """load_standings / raw SQL GROUP BY at 6, 100 and 500 teams with bare scores and at six teams of the
    example's density, 10,000 games each (docs/performance.md: within 3x at every shape)."""
    shapes = [(f"{n} teams, bare scores", lambda n=n: synthetic_season(teams_count=n)) for n in (6, 100, 500)]
    shapes.append(("6 teams, the example's density", _example_density))
    found = []
    for label, make in shapes:
        with tempfile.TemporaryDirectory() as folder:
            whole, raw = _whole_and_raw(_stored(Path(folder), make()), runs)
        found.append(
            Figure(
                f"  standings / SQL GROUP BY, {label}, {GAMES:,} games ({whole:.1f} / {raw:.1f} ms)",
                whole / raw,
                "x",
                3,
                inclusive=True,
            )
        )
    return found


def _example_density() -> Season:
    """The example season's regular-season games, sheets and all, copied to about 10,000 games."""
    return parse_season_text(big_season_text(GAMES).encode())


def _stored(folder: Path, season: Season) -> Store:
    """A league file in `folder` holding `season`, open."""
    league = open_league(folder / "bench.db", create=True)
    # Gray allows six teams: the rule checks are skipped so the speed bar's 100 and 500 teams can be stored.
    with patch("store.season_files.import_export.check_season", lambda *args: []):
        store.season_files.import_export.import_season(league, season, backup=False)
    return league


def _whole_and_raw(league: Store, runs: int, order: tuple[str, ...] | None = None) -> tuple[float, float]:
    """The medians of `load_standings` and of the raw GROUP BY on the open `league` (closed after),
    interleaved run by run."""
    name = league.db.execute_sql("SELECT name FROM season").fetchone()[0]
    sid = league.db.execute_sql("SELECT id FROM season WHERE name = ?", (name,)).fetchone()[0]
    if order is not None:
        assert load_standings(league, name).order == order
    whole, raw = [], []
    for _ in range(runs + 1):  # the first run of each warms up
        whole.append(_cpu_ms(lambda: load_standings(league, name)))
        raw.append(_cpu_ms(lambda: league.db.execute_sql(POINTS_SQL, (sid, sid)).fetchall()))
    league.close()
    return statistics.median(whole[1:]), statistics.median(raw[1:])


def _cpu_ms(work: Callable[[], object]) -> float:
    """The CPU time of one run of `work` in this process, in milliseconds: both sides of the ratio run here,
    and the machine's other work (two cores shared) moves wall time by more than the ratio's margin."""
    began = time.process_time()
    work()
    return (time.process_time() - began) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    print(table_text(figures(parser.parse_args().runs)))


if __name__ == "__main__":
    main()
