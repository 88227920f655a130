"""Standings speed (SPEC section 9): 100 teams, 10,000 games, tiebreakers included.

Prints, for one synthetic league written to a temporary file:
  - `league.standings` on loaded values (goal: under 20 ms);
  - the whole path from an open file, `store.standings_view.load_standings` (goal: under 100 ms);
  - a raw SQL `GROUP BY` of the points in the same process, and the whole path's ratio to it (goal: 3x).

Run: .venv/bin/python benchmarks/standings.py [--runs N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from datetime import date, timedelta
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import store.seasons  # noqa: E402 - after the path fix, so the checkout is measured
from league.records import regular_outcomes  # noqa: E402
from league.rulebooks import GRAY  # noqa: E402
from league.standings import standings  # noqa: E402
from league.values import Game, Score, Season, SeasonDates, Team  # noqa: E402
from store.db import open_league  # noqa: E402
from store.standings_view import load_standings  # noqa: E402

TEAMS, GAMES = 100, 10_000

POINTS_SQL = """
SELECT team, SUM(pts) FROM (
    SELECT home_id AS team, CASE WHEN score_home > score_away THEN 2 WHEN score_home = score_away THEN 1 ELSE 0 END AS pts
    FROM game WHERE season_id = ? AND stage = 'regular' AND status = 'final'
    UNION ALL
    SELECT away_id, CASE WHEN score_away > score_home THEN 2 WHEN score_away = score_home THEN 1 ELSE 0 END
    FROM game WHERE season_id = ? AND stage = 'regular' AND status = 'final'
) GROUP BY team
"""


def synthetic_season(seed: int = 1) -> Season:
    """100 teams, 10,000 final regular-season games with bare scores (many teams level on points)."""
    rng = random.Random(seed)
    teams = tuple(Team(f"T{i:03d}", f"Team {i}") for i in range(TEAMS))
    codes = [t.code for t in teams]
    start = date(2002, 10, 6)
    games = []
    for i in range(GAMES):
        home, away = rng.sample(codes, 2)
        games.append(Game(f"G{i:05d}", "regular", start + timedelta(days=i // 50), "19:00", home, away,
                          rooms=(1, 2), status="final", score=Score(rng.randint(0, 6), rng.randint(0, 6))))
    return Season("Benchmark League", "bench", "gray", SeasonDates(date(2002, 12, 31), date(2002, 12, 31)),
                  teams=teams, games=tuple(games))


def timed(work: Callable[[], object], runs: int) -> float:
    """The median wall time of `work` in milliseconds, after one warm-up run."""
    work()
    samples = []
    for _ in range(runs):
        began = time.perf_counter()
        work()
        samples.append((time.perf_counter() - began) * 1000)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    season = synthetic_season()
    teams = tuple(t.code for t in season.teams)
    outcomes = regular_outcomes(season, GRAY)
    table = standings(teams, outcomes, GRAY)
    core = timed(lambda: standings(teams, outcomes, GRAY), runs)

    with tempfile.TemporaryDirectory() as folder:
        league = open_league(Path(folder) / "bench.db", create=True)
        # Gray allows six teams: the rule checks are skipped so the speed bar's 100 teams can be stored.
        store.seasons.check_season = lambda *args: []
        store.seasons.import_season(league, season, backup=False)
        assert load_standings(league, "bench").order == table.order
        whole = timed(lambda: load_standings(league, "bench"), runs)
        sid = league.db.execute_sql("SELECT id FROM season WHERE name = 'bench'").fetchone()[0]
        raw = timed(lambda: league.db.execute_sql(POINTS_SQL, (sid, sid)).fetchall(), runs)
        league.close()

    print(f"Standings: {TEAMS} teams, {GAMES:,} games, {len(table.steps)} tie steps, "
          f"{len(table.coin_toss_pending)} pending tosses; median of {runs} runs")
    print(f"{'measure':<44} {'ms':>9} {'goal':>10} {'ratio to goal':>14}")
    print(f"{'league.standings on loaded values':<44} {core:>9.1f} {'< 20 ms':>10} {core / 20:>13.2f}x")
    print(f"{'load_standings from an open file':<44} {whole:>9.1f} {'< 100 ms':>10} {whole / 100:>13.2f}x")
    print(f"{'raw SQL GROUP BY of the points':<44} {raw:>9.1f} {'':>10} {'':>14}")
    print(f"{'whole path / raw SQL':<44} {whole / raw:>8.1f}x {'<= 3x':>10} {whole / raw / 3:>13.2f}x")


if __name__ == "__main__":
    main()
