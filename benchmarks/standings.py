"""Standings speed (SPEC section 9): 100 teams, 10,000 games, tiebreakers included.

Prints, for one synthetic league written to a temporary file:
  - `league.standings` on loaded values (goal: under 20 ms);
  - the whole path from an open file, `store.standings_view.load_standings` (goal: under 100 ms);
  - a raw SQL `GROUP BY` of the points in the same process, and the whole path's ratio to it (goal: 3x).

Run alone: .venv/bin/python -m benchmarks.standings [--runs N]
"""

from __future__ import annotations

import argparse
import random
import tempfile
from datetime import date, timedelta
from pathlib import Path
from unittest.mock import patch

import store.seasons
from benchmarks.figures import Figure, median_ms
from benchmarks.figures import table as table_text
from league.records import regular_outcomes
from league.rulebooks import GRAY
from league.standings import standings
from league.values import Game, Score, Season, SeasonDates, Team
from store.db import open_league
from store.standings_view import load_standings

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


def synthetic_season(seed: int = 1) -> Season:
    """100 teams, 10,000 final regular-season games with bare scores (many teams level on points)."""
    rng = random.Random(seed)
    teams = tuple(Team(f"T{i:03d}", f"Team {i}") for i in range(TEAMS))
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
    """The three standings figures on one synthetic league written to a temporary file."""
    season = synthetic_season()
    teams = tuple(t.code for t in season.teams)
    outcomes = regular_outcomes(season, GRAY)
    table = standings(teams, outcomes, GRAY)
    core = median_ms(lambda: standings(teams, outcomes, GRAY), runs)

    with tempfile.TemporaryDirectory() as folder:
        league = open_league(Path(folder) / "bench.db", create=True)
        # Gray allows six teams: the rule checks are skipped so the speed bar's 100 teams can be stored.
        with patch("store.seasons.check_season", lambda *args: []):
            store.seasons.import_season(league, season, backup=False)
        assert load_standings(league, "bench").order == table.order
        whole = median_ms(lambda: load_standings(league, "bench"), runs)
        sid = league.db.execute_sql("SELECT id FROM season WHERE name = 'bench'").fetchone()[0]
        raw = median_ms(lambda: league.db.execute_sql(POINTS_SQL, (sid, sid)).fetchall(), runs)
        league.close()
    ties = f"{len(table.steps)} tie steps, {len(table.coin_toss_pending)} pending tosses"
    return [
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    print(table_text(figures(parser.parse_args().runs)))


if __name__ == "__main__":
    main()
